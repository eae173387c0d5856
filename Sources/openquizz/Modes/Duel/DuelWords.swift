import QuizCore

/// The duel's sentences (`--mode duel`): the players' default names, who has answered, the
/// verdicts shown together, the score line, Game Over, the name prompt and the help's keys.
///
/// Names are what the players typed: facts, the same in every language.
enum DuelWords: Phrase, Equatable, Sendable {
    /// A player without a name of their own: "Player 1".
    case player(DuelPlayer)
    /// "Player 1" where it doesn't fit: "P1".
    case seat(DuelPlayer)
    /// One player's points on the score line: "Ann: 3".
    case points(name: String, Int)
    /// The first answer is in, hidden: "Ann has answered".
    case answered(name: String)
    /// A question settled: the truth, then each player's answer (nil: none in time) and points.
    case verdicts(truth: Bool, [Verdict])
    /// Game Over: the winner (nil: a draw), and both players' points: "Ann wins, 7 to 5".
    case over(winner: String?, one: Int, two: Int)
    /// The prompt for a player's name before the first duel; Enter keeps `kept`.
    case namePrompt(DuelPlayer, kept: String)
    /// A player's answer keys in the help: "player 1: false, true"; player one's say that S and
    /// D are not the stats and the daily challenge in a duel.
    case keysHelp(DuelPlayer)
    /// `--help`'s row of a player's answer keys in a duel.
    case usageKeys(DuelPlayer)
    /// N asked once during a duel under way: `key` again leaves it.
    case leave(key: String)
    /// The man page's paragraph on `--mode duel` (troff).
    case manual
    /// The mode's name on the settings screen, and its part of `--help`'s list of `--mode`'s
    /// choices.
    case name, help
    /// The man page's KEYS entry of a player's answer keys in a duel (troff).
    case manualKeys(DuelPlayer)
    /// The stats' duel section: its heading, its rows' labels and values.
    case statsHeading, statsPlayed, statsDraws
    case statsPlayedValue(Int, finished: Int)
    /// A seat's row: its wins, and the name it has now (nil: none of its own).
    case statsSeatValue(wins: Int, name: String?)
    /// The settings file says duel, and the game plays line by line (`--plain`, or a terminal
    /// that can't move its cursor): trivia instead, said on one line.
    case plainPlaysTrivia
    /// The settings screen asks the names when it closes on a duel chosen there: its title, and
    /// its hint (`short` on a narrow screen).
    case namesTitle
    case namesHint(short: Bool)
    /// The settings screen's prompt for a player's name, and what Enter alone keeps.
    case nameAsked(DuelPlayer)
    case nameKept(String)
    /// The review's share line: "OpenQuizz duel: Ann 3, Bob 1".
    case share(one: String, onePoints: Int, two: String, twoPoints: Int)
    /// The review's truth of a question: "It's true."
    case truth(Bool)
    /// The review's line of a player's answer (nil: none in time) and points.
    case said(name: String, answer: Bool?, points: Int)

    /// One player's part of a question's verdicts.
    struct Verdict: Equatable, Sendable {
        var name: String
        /// nil: no answer in time.
        var isRight: Bool?
        var points: Int
    }

    func english(_ words: Wording) -> String {
        switch self {
        case .player(let player): "Player \(player.rawValue)"
        case .seat(let player): "P\(player.rawValue)"
        case .points(let name, let points): "\(name): \(words.number(points))"
        case .answered(let name): "\(name) has answered…"
        case .verdicts(let truth, let verdicts):
            (truth ? "True. " : "False. ")
                + verdicts.map { verdict in
                    let said =
                        switch verdict.isRight {
                        case true?: "right"
                        case false?: "wrong"
                        case nil: "too late"
                        }
                    return verdict.name + " " + said + (verdict.points > 0 ? " +\(verdict.points)" : "")
                }.joined(separator: ", ") + "."
        case .over(let winner, let one, let two):
            winner.map { "Game over! \($0) wins, \(words.number(max(one, two))) to \(words.number(min(one, two)))." }
                ?? "Game over! A draw, \(words.number(one)) all."
        case .namePrompt(let player, let kept): "Player \(player.rawValue)'s name (Enter: \(kept)): "
        case .keysHelp(let player):
            "player \(player.rawValue): false, true" + (player == .one ? " (not stats/daily)" : "")
        case .usageKeys(let player): "false, true: player \(player.rawValue) in a duel (--mode duel)"
        case .leave(let key): "\(key) again leaves this duel unfinished."
        case .share(let one, let onePoints, let two, let twoPoints):
            "OpenQuizz duel: \(one) \(words.number(onePoints)), \(two) \(words.number(twoPoints))"
        case .truth(let truth): truth ? "It's true." : "It's false."
        case .said(let name, let answer, let points):
            answer.map { "\(name) said \($0 ? "true" : "false")" + (points > 0 ? ", +\(points)" : "") }
                ?? "\(name) didn't answer in time"
        case .manualKeys(let player):
            player == .one
                ? "In a duel (\\-\\-mode duel): player 1 answers false with s and true with d; there they are"
                    + " not the stats and the daily challenge, and h and l don't answer."
                : "In a duel: player 2 answers false with \\(<- and true with \\(->."
        case .statsHeading: "Duels"
        case .statsPlayed: "Played"
        case .statsDraws: "Draws"
        case .statsPlayedValue(let played, let finished): "\(words.number(played)) (\(words.number(finished)) finished)"
        case .statsSeatValue(let wins, let name):
            words.count(wins, one: "win", other: "wins") + (name.map { " · " + $0 } ?? "")
        case .plainPlaysTrivia: "your settings say duel, which needs the full screen: line by line, it's trivia"
        case .namesTitle: "Duel: the players' names"
        case .nameAsked(let player): "Player \(player.rawValue)'s name:"
        case .nameKept(let kept): "Enter alone keeps \(words.quoted(kept))."
        case .namesHint(let short): short ? "type  Enter  Esc" : "type a name  Enter OK  Esc back"
        case .name: "Duel"
        case .help: "duel (two players, one keyboard; not with --plain)"
        case .manual:
            """
            Or
            .BR duel :
            two players on one keyboard, each trivia question shown once to both (player one on S and D,
            player two on the arrows); an answer is hidden until both have answered or 5 seconds have
            passed after the first; a right answer scores 1, and the faster of two right answers 1 more.
            Duels count toward no best or streak. Not with
            .BR \\-\\-plain :
            a duel the settings file chooses plays trivia there, and says so.
            """
        }
    }

    func french(_ words: Wording) -> String {
        let nbsp = "\u{00A0}"
        let narrow = "\u{202F}"
        switch self {
        case .player(let player): return "Joueur \(player.rawValue)"
        case .seat(let player): return "J\(player.rawValue)"
        case .points(let name, let points): return "\(name)\(nbsp): \(words.number(points))"
        case .answered(let name): return "\(name) a répondu…"
        case .verdicts(let truth, let verdicts):
            return (truth ? "Vrai. " : "Faux. ")
                + verdicts.map { verdict in
                    let said =
                        switch verdict.isRight {
                        case true?: "juste"
                        // Not "faux", which would read as the answer the player gave.
                        case false?: "raté"
                        case nil: "trop tard"
                        }
                    return verdict.name + " " + said + (verdict.points > 0 ? " +\(verdict.points)" : "")
                }.joined(separator: ", ") + "."
        case .over(let winner, let one, let two):
            let high = words.number(max(one, two))
            return winner.map { "Partie terminée\(narrow)! \($0) gagne, \(high) à \(words.number(min(one, two)))." }
                ?? "Partie terminée\(narrow)! Égalité, \(high) partout."
        case .namePrompt(let player, let kept):
            return "Nom du joueur \(player.rawValue) (Entrée\(nbsp): \(kept))\(nbsp): "
        case .keysHelp(let player):
            return "joueur \(player.rawValue)\(nbsp): faux, vrai" + (player == .one ? " (pas stats/défi)" : "")
        case .usageKeys(let player): return "faux, vrai\(nbsp): joueur \(player.rawValue) en duel (--mode duel)"
        case .leave(let key): return "Encore \(key) pour quitter ce duel inachevé."
        case .share(let one, let onePoints, let two, let twoPoints):
            return "OpenQuizz duel\(nbsp): \(one) \(words.number(onePoints)), \(two) \(words.number(twoPoints))"
        case .truth(let truth): return truth ? "C’est vrai." : "C’est faux."
        case .said(let name, let answer, let points):
            return answer.map { "\(name) a dit \($0 ? "vrai" : "faux")" + (points > 0 ? ", +\(points)" : "") }
                ?? "\(name) n’a pas répondu à temps"
        case .manualKeys(let player):
            return player == .one
                ? "En duel (\\-\\-mode duel)\\~: le joueur 1 répond faux avec s et vrai avec d\\~; ce ne sont"
                    + " alors ni les statistiques ni le défi du jour, et h et l ne répondent pas."
                : "En duel\\~: le joueur 2 répond faux avec \\(<- et vrai avec \\(->."
        case .statsHeading: return "Duels"
        case .statsPlayed: return "Joués"
        case .statsDraws: return "Égalités"
        case .statsPlayedValue(let played, let finished):
            return "\(words.number(played)) (\(words.count(finished, one: "fini", other: "finis")))"
        case .statsSeatValue(let wins, let name):
            return words.count(wins, one: "victoire", other: "victoires") + (name.map { " · " + $0 } ?? "")
        case .plainPlaysTrivia:
            return
                "vos réglages disent duel, qui se joue en plein écran\(nbsp): ligne par ligne, ce sera un quiz classique"
        case .namesTitle: return "Duel\(nbsp): les noms des joueurs"
        case .nameAsked(let player): return "Nom du joueur \(player.rawValue)\(nbsp):"
        case .nameKept(let kept): return "Entrée seule\(nbsp): \(words.quoted(kept))."
        case .namesHint(let short):
            let (enter, escape) = (words(KeyNamePhrase.enter), words(KeyNamePhrase.escape))
            return short ? "tapez  \(enter)  \(escape)" : "tapez un nom  \(enter) OK  \(escape) retour"
        case .manual: return Self.frenchManual
        case .name: return "Duel"
        case .help: return "duel (deux joueurs, un clavier\u{202F}; pas avec --plain)"
        }
    }

    /// The man page's paragraph on `--mode duel`, in French (troff).
    private static let frenchManual = """
        Ou
        .BR duel \\~:
        deux joueurs sur un clavier, chaque question posée une fois aux deux (le joueur 1 sur S et D,
        le joueur 2 sur les flèches)\\~; une réponse reste cachée jusqu’à ce que les deux aient
        répondu, ou 5 secondes après la première\\~; une bonne réponse vaut 1 point, la plus rapide
        des deux bonnes réponses 1 de plus. Les duels ne comptent ni pour le meilleur score ni pour
        les séries. Pas avec
        .BR \\-\\-plain \\~:
        un duel choisi dans le fichier de réglages y devient un quiz classique, et le jeu le dit.
        """
}

/// The duel's sentences away from its screen: a second name refused for being the first's, its refusal line by line, and the history's word on a duel's
/// answer (whose it was).
///
/// Names are what the players typed: facts, the same in every language.
enum DuelNamePhrase: Phrase, Equatable, Sendable {
    /// Player two gave player one's name (`name`, as typed): asked again.
    case nameTaken(String)
    /// `--mode duel` where the game plays line by line (`--plain`, a terminal that can't move
    /// its cursor): refused.
    case needsTheScreen
    /// The history's box on a duel's answer: "Ann said false; it's true."
    case said(name: String, answer: Bool, truth: Bool)

    func english(_ words: Wording) -> String {
        switch self {
        case .nameTaken(let name): "\(name) is player 1's name: give player 2 another."
        case .needsTheScreen: "--mode duel needs the full screen: line by line can't tell two players apart"
        case .said(let name, let answer, let truth):
            "\(name) said \(answer ? "true" : "false")"
                + (answer == truth ? ": right." : "; it's \(truth ? "true" : "false").")
        }
    }

    func french(_ words: Wording) -> String {
        let nbsp = "\u{00A0}"
        switch self {
        case .nameTaken(let name): return "\(name) est déjà le nom du joueur 1\(nbsp): donnez-en un autre au joueur 2."
        case .needsTheScreen: return "--mode duel se joue en plein écran, à deux\(nbsp): pas avec --plain"
        case .said(let name, let answer, let truth):
            let said = "\(name) a dit \(answer ? "vrai" : "faux")"
            return answer == truth ? "\(said)\(nbsp): bien vu." : "\(said)\u{202F}; c’est \(truth ? "vrai" : "faux")."
        }
    }
}

extension HistoryModeText {
    /// A duel's answer against the truth, naming its player by the name their seat has now (in
    /// `names`), or "Player 1"; nil for an answer of a game for one.
    func said(_ record: AnswerRecord, names: [DuelPlayer: String]) -> String? {
        guard let seat = record.player.flatMap(DuelPlayer.init(rawValue:)) else { return nil }
        let name = DuelText.name(seat, names: names, words: words)
        return words(DuelNamePhrase.said(name: name, answer: record.answer, truth: record.truth))
    }
}
