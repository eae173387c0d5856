import QuizCore
import QuizDecks

/// The ways to play `--mode` names, declared once: the flag's choices (its help is
/// `FlagWords.Topic.mode`), the flags each one refuses, and the mode a run plays. The daily challenge is not here: `--daily` and D play it.
extension Options {
    /// What is played: the trivia questions, "Is it prime?" (`--mode primes`), or practice of the
    /// questions answered wrong (`--mode practice`).
    enum Mode: String, Equatable, CaseIterable {
        case trivia, primes, practice, blitz, duel

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
            // Practice plays the run's questions: the shipped ones, or a deck, filtered or not.
            // A blitz lasts 60 s: it takes the run's source and filter (--amount has no say).
            case .practice, .blitz:
                return nil
            // Two players on one keyboard need the screen: line by line can't tell them apart.
            case .duel:
                return options.plain ? .duelNeedsTheScreen : nil
            }
        }

        /// Whether it never needs the network, nor reads a source ("Is it prime?").
        var isOffline: Bool { self == .primes }

        /// Whether its games stay off the network: it reads no source, practises the shipped
        /// questions (whose normal games, when nothing is due, are the shipped ones too), or is a
        /// blitz (the network's 50 questions a request, 5 s apart, can't feed one).
        var staysOffline: Bool { isOffline || self == .practice || self == .blitz }

        /// The run's way to play: this mode, trivia dealing from `trivia` (the sources, or a deck).
        ///
        /// "Is it prime?"'s statements are worded in `words`; practice practises `pool`.
        func make(
            seed: UInt64?, trivia: any Deck, words: Wording = .english, pool: PracticePool = PracticePool()
        ) -> any GameMode {
            switch self {
            case .trivia: TriviaMode(deck: trivia)
            case .primes: PrimesMode(seed: seed, writer: PrimeWords.writer(words))
            case .practice:
                PracticeMode(
                    pool: pool.pool, questions: pool.questions, amount: trivia.length.count ?? 10, normal: trivia)
            // A blitz draws from the same sources as trivia (offline: the bank, or a deck).
            case .blitz: (trivia as? SourcedDeck).map { BlitzMode(manager: $0.manager) } ?? TriviaMode(deck: trivia)
            case .duel: DuelMode(trivia: trivia)
            }
        }
    }

    /// What practice practises: the run's deck (each deck its own boxes), else the shipped
    /// questions the run's filter lets through.
    struct PracticePool {
        var pool = PracticeSchedule.Pool.bank
        var questions: [Question] = []

        init() {}

        init(deck: DeckDealer?, bank: BundledBank, filter: QuestionFilter) {
            if let deck {
                pool = .deck(deck.name)
                questions = deck.questions
            } else {
                questions = bank.questions.filter(filter.matches)
            }
        }
    }
}
