import QuizCore

/// Trivia's words (`--mode trivia`, the default): its name on the settings screen and its parts of
/// `--help` and the man page.
enum TriviaPhrase: Phrase {
    case name
    case help
    /// The man page's part: it opens the paragraph, and "Is it prime?"'s goes on on its line.
    case manual

    func english(_ words: Wording) -> String {
        switch self {
        case .name: "Trivia"
        case .help: "trivia (the default)"
        case .manual: #".BR trivia " (the default), ""#
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .name: "Quiz"
        case .help: "trivia (par défaut)"
        case .manual: #".BR trivia " (par défaut), ""#
        }
    }
}

/// Trivia's text: the game's own in every place (ModeText.swift).
struct TriviaText: ModeText, ChoiceText {
    func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String? { nil }
    var notesSource: Bool { true }
    func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String? { nil }
    func startLine(_ text: PlayerText) -> String? { nil }
    func resultLines(answers: [String], text: PlayerText) -> [String] { answers }
    var showsCombo: Bool { true }
    func cardLabel(_ session: ModeSession, words: Wording) -> String? { nil }
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        nil
    }

    var name: any Phrase { TriviaPhrase.name }
    var help: any Phrase { TriviaPhrase.help }
    var manual: any Phrase { TriviaPhrase.manual }
}

/// A phrase after what joins it to the one before, in both languages: the man page's parts.
struct Joined: Phrase {
    let before: String
    let phrase: any Phrase

    init(_ before: String, _ phrase: any Phrase) {
        self.before = before
        self.phrase = phrase
    }

    func english(_ words: Wording) -> String { before + phrase.english(words) }
    func french(_ words: Wording) -> String { before + phrase.french(words) }
}
