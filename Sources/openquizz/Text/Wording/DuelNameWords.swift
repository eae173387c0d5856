import QuizCore

/// The duel's sentences about its players' names away from its screen: a save of the names that
/// failed, a second name refused for being the first's, and the history's word on a duel's
/// answer (whose it was, and the mode's name).
///
/// Names are what the players typed: facts, the same in every language.
enum DuelNamePhrase: Phrase, Equatable, Sendable {
    /// The names typed at the prompt could not be kept in the settings file (`path`): the
    /// system's `reason`; they play this run, and are asked again next time.
    case namesNotSaved(reason: String, path: String)
    /// Player two gave player one's name (`name`, as typed): asked again.
    case nameTaken(String)
    /// The duel's name, as the history marks its answers.
    case duel
    /// The history's box on a duel's answer: "Ann said false; it's true."
    case said(name: String, answer: Bool, truth: Bool)

    func english(_ words: Wording) -> String {
        switch self {
        case .namesNotSaved(let reason, let path): "Names not saved, kept for this run: \(reason) (\(path))"
        case .nameTaken(let name): "\(name) is player 1's name: give player 2 another."
        case .duel: "Duel"
        case .said(let name, let answer, let truth):
            "\(name) said \(answer ? "true" : "false")"
                + (answer == truth ? ": right." : "; it's \(truth ? "true" : "false").")
        }
    }

    func french(_ words: Wording) -> String {
        let nbsp = "\u{00A0}"
        switch self {
        case .namesNotSaved(let reason, let path):
            return "Noms non enregistrés, gardés cette fois\(nbsp): \(reason) (\(path))"
        case .nameTaken(let name): return "\(name) est déjà le nom du joueur 1\(nbsp): donnez-en un autre au joueur 2."
        case .duel: return "Duel"
        case .said(let name, let answer, let truth):
            let said = "\(name) a dit \(answer ? "vrai" : "faux")"
            return answer == truth ? "\(said)\(nbsp): bien vu." : "\(said)\u{202F}; c’est \(truth ? "vrai" : "faux")."
        }
    }
}

/// What the history says of an answer given in a way to play other than trivia: the mode's name,
/// and for a duel's answer, the player who gave it.
struct HistoryModeText {
    let words: Wording

    /// The name of the way to play an answer was given in; nil for trivia's (and the daily's).
    func mode(_ mode: PlayedMode?) -> String? {
        switch mode {
        case .practice?: words(PracticePhrase.name)
        case .blitz?: words(BlitzPhrase.name)
        case .duel?: words(DuelNamePhrase.duel)
        case nil: nil
        }
    }

    /// The mark a history line has before its statement: the daily challenge's, or the mode's.
    func mark(_ record: AnswerRecord) -> String? {
        record.daily.map { words(DailyPhrase.name($0)) } ?? mode(record.mode)
    }

    /// `facts` about an answer (its category, difficulty, deck: nil where unstated), after the
    /// mode's name when it was given in one.
    func named(_ record: AnswerRecord, _ facts: [String?]) -> [String] {
        ([mode(record.mode)] + facts).compactMap { $0 }
    }

    /// A duel's answer against the truth, naming its player by the name their seat has now (in
    /// `names`), or "Player 1"; nil for an answer of a game for one.
    func said(_ record: AnswerRecord, names: [DuelPlayer: String]) -> String? {
        guard let seat = record.player.flatMap(DuelPlayer.init(rawValue:)) else { return nil }
        let name = DuelText.name(seat, names: names, words: words)
        return words(DuelNamePhrase.said(name: name, answer: record.answer, truth: record.truth))
    }
}
