import QuizCore
import QuizDecks

/// The ways to play `--mode` names, declared once: the flag's choices, in the order `--help`
/// lists them. What each refuses, whether it stays offline, the mode it makes and its words are
/// its `ModeChoice`'s (`choice`, in Modes.swift). The daily challenge is not here: `--daily` and D
/// play it.
extension Options {
    /// What is played: the trivia questions, "Is it prime?" (`--mode primes`), or practice of the
    /// questions answered wrong (`--mode practice`).
    enum Mode: String, Equatable, CaseIterable {
        case trivia, primes, practice, blitz, duel

        /// Why this mode can't be played with the flags `given` (the run's `options`), in one
        /// line; nil when it can.
        func refusal(_ options: Options, given: Set<String>) -> CommandLineWords? {
            choice.refusal(options, given: given)
        }

        /// Whether it never needs the network, nor reads a source ("Is it prime?").
        var isOffline: Bool { choice.isOffline }

        /// Whether its games stay off the network (it reads no source, or plays the shipped
        /// questions or a deck).
        var staysOffline: Bool { choice.staysOffline }

        /// The run's way to play: this mode, trivia dealing from `trivia` (the sources, or a deck).
        ///
        /// "Is it prime?"'s statements are worded in `words`; practice practises `pool`.
        func make(
            seed: UInt64?, trivia: any Deck, words: Wording = .english, pool: PracticePool = PracticePool()
        ) -> any GameMode {
            choice.make(seed: seed, trivia: trivia, words: words, pool: pool)
        }

        /// The choice's words (its name, its parts of `--help` and the man page) and its text in
        /// a game.
        var text: any ChoiceText & ModeText { choice.text }
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

/// A `--mode` choice's command line and words.
///
/// The flags it refuses, whether it stays off the network, the mode a run of it plays, and its
/// words. Each choice conforms in its own file, with no defaults; `Options.Mode.choice`
/// (Modes.swift) is the one switch over the choices.
protocol ModeChoice {
    /// Why the choice can't be played with the flags `given` (the run's `options`), in one line;
    /// nil when it can.
    func refusal(_ options: Options, given: Set<String>) -> CommandLineWords?

    /// Whether it never needs the network, nor reads a source ("Is it prime?").
    var isOffline: Bool { get }

    /// Whether its games stay off the network (`--offline` is implied).
    var staysOffline: Bool { get }

    /// The run's way to play, trivia dealing from `trivia` (the sources, or a deck); `seed`,
    /// `words` and `pool` for the modes that use them.
    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.PracticePool) -> any GameMode

    /// Its words and its text in a game.
    var text: any ChoiceText & ModeText { get }
}
