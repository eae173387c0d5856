import QuizCore

/// `--mode duel`: two players on one keyboard, who need the screen.
///
/// Line by line can't tell them apart. Its players' names are asked before its first game (when the settings keep none) and
/// kept in the settings.
struct DuelChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? { nil }

    var usesAmount: Bool { true }
    var isOffline: Bool { false }
    var staysOffline: Bool { false }
    var readsBank: Bool { false }

    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        DuelMode(trivia: trivia)
    }

    var text: any ChoiceText & ModeText { DuelModeText() }

    var lineByLine: LineByLine {
        .needsTheScreen(refusal: DuelNamePhrase.needsTheScreen, setAside: DuelWords.plainPlaysTrivia)
    }

    /// The names, asked once on the terminal the duel will be played on.
    @MainActor
    func beforeFirstGame(_ mode: any GameMode, kept: Settings?, store: SettingsStore, words: Wording)
        -> StorageProblem?
    {
        (mode as? DuelMode).flatMap { DuelNames.give($0.match, kept: kept, store: store, words: words) }
    }

    /// A duel chosen on the settings screen plays with the names kept.
    @MainActor func settle(_ mode: any GameMode, from settings: Settings) {
        (mode as? DuelMode)?.match.names = [.one: settings.player1, .two: settings.player2]
    }

    /// The names the duel plays with: the file's, or those just asked.
    @MainActor func inForce(_ mode: any GameMode, into settings: inout Settings) {
        guard let names = (mode as? DuelMode)?.match.names else { return }
        settings.player1 = names[.one] ?? settings.player1
        settings.player2 = names[.two] ?? settings.player2
    }
}
