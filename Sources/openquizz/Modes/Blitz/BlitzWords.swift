/// Blitz's sentences (`--mode blitz`): its name, the clock, Game Over, the share line and plain
/// mode's lines.
enum BlitzPhrase: Phrase {
    /// The mode's name, in the header, the settings screen and the stats.
    case name
    /// The clock as the score line shows it: "0:42".
    case clock(seconds: Int)
    /// The words that carry the warning where no colour does (NO_COLOR, plain mode): the
    /// seconds left, 10 or fewer.
    case lastSeconds(Int)
    /// The score line: the clock (with its warning words, if any), and the score; `short`
    /// without the mode's name.
    case scoreLine(clock: String, score: String, short: Bool)
    /// Game Over: the right answers in 60 s, or in the seconds the questions took to run out
    /// (`questionsRanOutAfter`), and the best blitz (nil before the history is read).
    case over(right: Int, questionsRanOutAfter: Int?, best: Int?, isNewBest: Bool)
    /// The share line's words: "OpenQuizz Blitz 17 in 60 s"; the deck quoted after "Blitz"; the
    /// seconds its questions took to run out, said.
    case share(right: Int, deck: String?, questionsRanOutAfter: Int?)
    /// Plain mode's welcome (`daily`: today's challenge waits for d).
    case plainWelcome(daily: Bool)
    /// Plain mode, before the first question.
    case plainStart
    /// Plain mode, after an answer: the time left.
    case plainLeft(clock: String, warning: String?)
    /// Plain mode: the answer came once the time had run out; it doesn't count.
    case plainTooLate
    /// `--mode blitz --amount N`: a blitz is 60 s, not a number of questions.
    case takesNoAmount
    /// The stats' row: its label (`narrow`: a short one), and its value.
    case statsLabel(narrow: Bool)
    case statsValue(best: Int, played: Int)
    /// The stats' best score when every game finished is a blitz (which has its own section).
    case statsOnlyBlitzes
    /// Its part of `--help`'s list of `--mode`'s choices.
    case help
    /// Its part of the man page's `--mode` paragraph (roff), after practice's.
    case manual

    func english(_ words: Wording) -> String {
        switch self {
        case .name: return "Blitz"
        case .clock(let seconds): return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        case .lastSeconds(let seconds): return "\(seconds)\u{A0}s left"
        case .scoreLine(let clock, let score, let short): return (short ? "" : "Blitz ") + "\(clock)   \(score)"
        case .over(let right, let ranOutAfter, let best, let isNewBest):
            let start = ranOutAfter == nil ? "Time's up! " : "No questions left! "
            let score = right == 1 ? "1 right" : "\(right) right"
            let record = isNewBest ? " A new best!" : best.map { " Best blitz: \($0)." } ?? ""
            return start + score + " in \(ranOutAfter ?? 60)\u{A0}s." + record
        case .share(let right, let deck, let ranOutAfter):
            return "OpenQuizz Blitz " + (deck.map { $0 + " " } ?? "") + "\(right) in \(ranOutAfter ?? 60)\u{A0}s"
                + (ranOutAfter == nil ? "" : " (no questions left)")
        case .plainWelcome(let daily):
            return "OpenQuizz, line by line: Blitz, 60\u{A0}s. Answer t for true or f for false; n starts a new game, "
                + (daily ? "d plays the daily challenge, " : "") + "s shows your stats, q quits."
        case .plainStart: return "Blitz: as many as you can in 60\u{A0}s. A wrong answer costs 3\u{A0}s."
        case .plainLeft(let clock, let warning): return "Time left: \(clock)" + (warning.map { " (\($0))" } ?? "")
        case .plainTooLate: return "Too late: the time ran out, that answer doesn't count."
        case .takesNoAmount: return "--mode blitz lasts 60\u{A0}s, not a number of questions: it takes no --amount"
        case .statsLabel(let narrow): return narrow ? "Best blitz" : "Best blitz (60 s)"
        case .statsValue(let best, let played):
            return "\(words.number(best)) right (" + (played == 1 ? "1 blitz" : "\(words.number(played)) blitzes") + ")"
        case .statsOnlyBlitzes: return "blitzes only so far"
        case .help: return "blitz (60 s)"
        case .manual: return Self.englishManual
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .name: return "Blitz"
        case .clock(let seconds): return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        case .lastSeconds(let seconds): return "plus que \(seconds)\u{A0}s"
        case .scoreLine(let clock, let score, let short): return (short ? "" : "Blitz ") + "\(clock)   \(score)"
        case .over(let right, let ranOutAfter, let best, let isNewBest):
            let start = ranOutAfter == nil ? "Temps écoulé\u{202F}! " : "Plus de questions\u{202F}! "
            let score = words.count(right, one: "bonne réponse", other: "bonnes réponses")
            let record = isNewBest ? " Nouveau record\u{202F}!" : best.map { " Record en blitz\u{A0}: \($0)." } ?? ""
            return start + score + " en \(ranOutAfter ?? 60)\u{A0}s." + record
        case .share(let right, let deck, let ranOutAfter):
            return "OpenQuizz Blitz " + (deck.map { $0 + " " } ?? "") + "\(right) en \(ranOutAfter ?? 60)\u{A0}s"
                + (ranOutAfter == nil ? "" : " (plus de questions)")
        case .plainWelcome(let daily):
            return "OpenQuizz, ligne par ligne\u{A0}: Blitz, 60\u{A0}s. Répondez v pour vrai ou f pour faux\u{202F}; "
                + "n lance une nouvelle partie, " + (daily ? "d joue le défi du jour, " : "")
                + "s affiche vos stats, q quitte."
        case .plainStart:
            return "Blitz\u{A0}: un maximum de bonnes réponses en 60\u{A0}s. Une erreur coûte 3\u{A0}s."
        case .plainLeft(let clock, let warning):
            return "Temps restant\u{A0}: \(clock)" + (warning.map { " (\($0))" } ?? "")
        case .plainTooLate: return "Trop tard\u{A0}: le temps est écoulé, cette réponse ne compte pas."
        case .takesNoAmount: return "--mode blitz dure 60\u{A0}s, sans nombre de questions\u{A0}: pas de --amount"
        case .statsLabel(let narrow): return narrow ? "Record blitz" : "Record en blitz (60\u{A0}s)"
        case .statsValue(let best, let played):
            // "(23 parties)" held together: a narrow stats panel wraps before it, not inside it.
            return words.count(best, one: "bonne réponse", other: "bonnes réponses") + " ("
                + words.number(played) + "\u{A0}" + words.plural(played, one: "partie", other: "parties") + ")"
        case .statsOnlyBlitzes: return "que des blitz pour l’instant"
        case .help: return "blitz (60\u{00A0}s)"
        case .manual: return Self.frenchManual
        }
    }
}

extension BlitzPhrase {
    /// The man page's words on `--mode blitz` (roff), after primes'.
    static let englishManual = """
        .BR blitz :
        as many right answers as you can in 60 seconds of your own time, from the shipped questions or
        .BR \\-\\-deck 's,
        none twice. The clock stops while the help, a panel or the settings are open and while an answered
        card goes; a wrong answer costs 3 seconds; the last 10 seconds are shown in the warning colours (in
        words without colour). Game Over shows the score and the best blitz of the same questions (the
        shipped ones, or that deck), kept with the stats; every blitz answered is a game played. Not with
        .BR \\-\\-amount .
        """

    static let frenchManual = """
        .BR blitz \\~:
        un maximum de bonnes réponses en 60 secondes de votre temps, parmi les questions du quiz intégré ou celles de
        .BR \\-\\-deck ,
        sans jamais la même deux fois. Le chrono s’arrête quand l’aide, un panneau ou les réglages sont
        ouverts, et pendant qu’une carte répondue s’en va\\~; une mauvaise réponse coûte 3 secondes\\~; les 10
        dernières secondes s’affichent dans les couleurs d’alerte (en toutes lettres sans couleurs). La fin
        de partie donne le score et le record en blitz sur les mêmes questions (le quiz intégré, ou ce
        paquet), gardé avec les statistiques\\~; tout blitz où l’on a répondu compte comme une partie jouée. Pas avec
        .BR \\-\\-amount .
        """
}
