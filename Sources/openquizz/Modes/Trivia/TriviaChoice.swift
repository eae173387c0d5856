import QuizCore

/// `--mode trivia` (the default): games of the run's questions, from any source.
struct TriviaChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? { nil }
    var usesAmount: Bool { true }
    var isOffline: Bool { false }
    var staysOffline: Bool { false }
    var readsBank: Bool { false }

    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        TriviaMode(deck: trivia)
    }

    var text: any ChoiceText & ModeText { TriviaText() }
}
