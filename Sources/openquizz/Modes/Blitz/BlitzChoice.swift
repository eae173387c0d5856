import QuizCore

/// `--mode blitz`: 60 s of the run's source and filter (`--amount` is refused: only a flag given,
/// the settings file's `amount` is left for other modes); offline, as the
/// network's 50 questions a request, 5 s apart, can't feed one.
struct BlitzChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? {
        given.contains("--amount") ? BlitzPhrase.takesNoAmount : nil
    }
    var usesAmount: Bool { false }
    var isOffline: Bool { false }
    var staysOffline: Bool { true }
    var readsBank: Bool { false }

    /// A blitz draws from the same sources as trivia (offline: the bank, or a deck), and is
    /// compared with the blitzes of its pool.
    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        (trivia as? SourcedDeck).map { BlitzMode(manager: $0.manager, pool: pool.pool) } ?? TriviaMode(deck: trivia)
    }

    var text: any ChoiceText & ModeText { BlitzModeText() }
}
