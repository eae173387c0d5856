import QuizCore

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
