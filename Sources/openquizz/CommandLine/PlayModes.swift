import QuizCore

/// The ways to play `--mode` names, declared once: the flag's choices and help (from which
/// `--help`, the completions and the man page are written), the flags each one refuses, and the
/// mode a run plays. The daily challenge is not here: `--daily` and D play it.
extension Options {
    /// What is played: the trivia questions, or "Is it prime?" (`--mode primes`).
    enum Mode: String, Equatable, CaseIterable {
        case trivia, primes

        /// `--help`'s words for `--mode`.
        static let help =
            "trivia (the default), or primes: \"Is it prime?\",\nendless, with a combo counter (--seed replays it)"

        /// The man page's words for `--mode`.
        static let manual = """
            .B trivia
            (the default), or
            .BR primes :
            "Is it prime?", statements about numbers made up as it goes ("97 is a prime number."), endless
            and offline, the numbers growing with the combo of right answers in a row shown beside the score;
            each answer's explanation gives the factorisation or why the number is prime. The best combo is
            kept with the stats;
            .B \\-\\-seed
            replays the same numbers for the same answers.
            """

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
            }
        }

        /// Whether it never needs the network.
        var isOffline: Bool { self == .primes }

        /// The run's way to play: this mode, trivia dealing from `trivia` (the sources, or a deck).
        func make(seed: UInt64?, trivia: any Deck) -> any GameMode {
            switch self {
            case .trivia: TriviaMode(deck: trivia)
            case .primes: PrimesMode(seed: seed)
            }
        }
    }
}
