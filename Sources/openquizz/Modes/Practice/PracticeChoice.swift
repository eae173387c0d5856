import QuizCore

/// `--mode practice`: the questions answered wrong, from the run's questions (the shipped ones,
/// or a deck, filtered or not); offline, as are its normal games when nothing is due.
struct PracticeChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? { nil }
    var usesAmount: Bool { true }
    var isOffline: Bool { false }
    var staysOffline: Bool { true }
    var readsBank: Bool { true }

    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        PracticeMode(pool: pool.pool, questions: pool.questions, amount: trivia.length.count ?? 10, normal: trivia)
    }

    var text: any ChoiceText & ModeText { PracticeModeText() }
}
