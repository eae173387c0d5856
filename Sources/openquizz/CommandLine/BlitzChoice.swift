import QuizCore

/// `--mode blitz`: 60 s of the run's source and filter (`--amount` has no say); offline, as the
/// network's 50 questions a request, 5 s apart, can't feed one.
struct BlitzChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> CommandLineWords? { nil }
    var isOffline: Bool { false }
    var staysOffline: Bool { true }
    var readsBank: Bool { false }

    /// A blitz draws from the same sources as trivia (offline: the bank, or a deck).
    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        (trivia as? SourcedDeck).map { BlitzMode(manager: $0.manager) } ?? TriviaMode(deck: trivia)
    }

    var text: any ChoiceText & ModeText { BlitzModeText() }
}
