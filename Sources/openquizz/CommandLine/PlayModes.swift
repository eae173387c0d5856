import QuizCore

/// The ways to play `--mode` names, declared once: the flag's choices (its help is
/// `FlagWords.Topic.mode`), the flags each one refuses, and the mode a run plays. The daily challenge is not here: `--daily` and D play it.
extension Options {
    /// What is played: the trivia questions, or "Is it prime?" (`--mode primes`).
    enum Mode: String, Equatable, CaseIterable {
        case trivia, primes, duel

        /// Why this mode can't be played with the flags `given` (the run's `options`), in one
        /// line; nil when it can.
        func refusal(_ options: Options, given: Set<String>) -> CommandLineWords? {
            switch self {
            case .trivia:
                return nil
            // "Is it prime?" makes its questions up, and is endless: no trivia filter, number of
            // questions or deck.
            case .primes:
                if !given.isDisjoint(with: ["--category", "--difficulty", "--amount"]) {
                    return .primesTakeNoFilter
                }
                if options.questions != nil { return .primesTakeNoDeck }
                return options.deck != nil ? .primesTakeNoKeptDeck : nil
            // Two players on one keyboard need the screen: line by line can't tell them apart.
            case .duel:
                return options.plain ? .duelNeedsTheScreen : nil
            }
        }

        /// Whether it never needs the network.
        var isOffline: Bool { self == .primes }

        /// The run's way to play: this mode, trivia dealing from `trivia` (the sources, or a deck).
        ///
        /// "Is it prime?"'s statements are worded in `words`.
        func make(seed: UInt64?, trivia: any Deck, words: Wording = .english) -> any GameMode {
            switch self {
            case .trivia: TriviaMode(deck: trivia)
            case .primes: PrimesMode(seed: seed, writer: PrimeWords.writer(words))
            case .duel: DuelMode(trivia: trivia)
            }
        }
    }
}
