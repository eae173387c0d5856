import QuizCore

/// `--mode primes`: "Is it prime?" makes its questions up, and is endless: no trivia filter,
/// number of questions or deck, and never the network.
struct PrimesChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? {
        if !given.isDisjoint(with: ["--category", "--difficulty", "--amount"]) {
            return CommandLineWords.primesTakeNoFilter
        }
        if options.questions != nil { return CommandLineWords.primesTakeNoDeck }
        return options.deck != nil ? CommandLineWords.primesTakeNoKeptDeck : nil
    }

    var usesAmount: Bool { false }
    var isOffline: Bool { true }
    var staysOffline: Bool { true }
    var readsBank: Bool { false }

    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        PrimesMode(seed: seed, writer: PrimeWords.writer(words))
    }

    var text: any ChoiceText & ModeText { PrimesText() }
}
