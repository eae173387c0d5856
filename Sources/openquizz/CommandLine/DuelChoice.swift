import QuizCore

/// `--mode duel`: two players on one keyboard need the screen; line by line can't tell them
/// apart.
struct DuelChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> CommandLineWords? {
        options.plain ? .duelNeedsTheScreen : nil
    }

    var usesAmount: Bool { true }
    var isOffline: Bool { false }
    var staysOffline: Bool { false }
    var readsBank: Bool { false }

    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        DuelMode(trivia: trivia)
    }

    var text: any ChoiceText & ModeText { DuelModeText() }
}
