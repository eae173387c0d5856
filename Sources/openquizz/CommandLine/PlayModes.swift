import QuizCore
import QuizDecks

/// What a `--mode` choice (ModeList.swift lists them) refuses, whether it stays offline, the mode
/// it makes and its words: each asks its `ModeChoice` (`choice`).
extension Options.Mode {
    /// Why this mode can't be played with the flags `given` (the run's `options`), in one
    /// line; nil when it can.
    ///
    /// One that needs the screen is refused under `--plain`.
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? {
        if options.plain, let refusal = choice.lineByLine.refusal { return refusal }
        return choice.refusal(options, given: given)
    }

    /// Whether it never needs the network, nor reads a source ("Is it prime?").
    var isOffline: Bool { choice.isOffline }

    /// Whether its games have a number of questions (`--amount`): not those of "Is it
    /// prime?" (endless) nor a blitz's (60 s).
    var usesAmount: Bool { choice.usesAmount }

    /// Whether its games stay off the network (it reads no source, or plays the shipped
    /// questions or a deck).
    var staysOffline: Bool { choice.staysOffline }

    /// Whether it plays the shipped questions in place of the Open Trivia DB (practice, a
    /// blitz): it stays offline, yet reads a source.
    var playsBankOffline: Bool { staysOffline && !isOffline }

    /// The run's way to play: this mode, trivia dealing from `trivia` (the sources, or a deck).
    ///
    /// "Is it prime?"'s statements are worded in `words`; `pool` is the run's own questions.
    func make(
        seed: UInt64?, trivia: any Deck, words: Wording = .english, pool: Options.QuestionPool = Options.QuestionPool()
    ) -> any GameMode {
        choice.make(seed: seed, trivia: trivia, words: words, pool: pool)
    }

    /// The choice's words (its name, its parts of `--help` and the man page) and its text in
    /// a game.
    var text: any ChoiceText & ModeText { choice.text }
}

extension Options {
    /// The run's own questions as one list, for a mode that deals them itself (practice
    /// practises them): the run's deck (named, each deck its own boxes), else the shipped
    /// questions the run's filter lets through.
    struct QuestionPool {
        var pool = QuizCore.QuestionPool.bank
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
/// (ModeList.swift) is the one switch over the choices.
protocol ModeChoice {
    /// Why the choice can't be played with the flags `given` (the run's `options`), in one line
    /// (besides `--plain` for one that needs the screen: `lineByLine` says); nil when it can.
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)?

    /// Whether it never needs the network, nor reads a source ("Is it prime?").
    var isOffline: Bool { get }

    /// Whether its games have a number of questions (`--amount`): not endless or timed ones.
    var usesAmount: Bool { get }

    /// Whether its games stay off the network (`--offline` is implied).
    var staysOffline: Bool { get }

    /// Whether it reads the shipped questions itself when the run has no deck (practice's pool),
    /// so that they are read before its games are made.
    var readsBank: Bool { get }

    /// The run's way to play, trivia dealing from `trivia` (the sources, or a deck); `seed`,
    /// `words` and `pool` for the modes that use them.
    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode

    /// Its words and its text in a game.
    var text: any ChoiceText & ModeText { get }

    // What the run does before its first game, and with the settings; each of these defaults
    // to trivia's way (below): plays line by line, needs nothing, adds nothing.

    /// Whether it plays line by line (`--plain`, a terminal that can't move its cursor).
    var lineByLine: LineByLine { get }

    /// What it needs before its first game, asked on the terminal it will be played on (a
    /// duel's names), given to `mode` (which it made) from the settings file's `kept` settings
    /// (nil with `--no-settings`), and saved in `store`; what the save has to say, as the game's
    /// first notice, or nil.
    @MainActor
    func beforeFirstGame(_ mode: any GameMode, kept: Settings?, store: SettingsStore, words: Wording)
        -> StorageProblem?

    /// Gives `mode` (which it made, on the settings screen) what it takes from `settings` (a
    /// duel's names).
    @MainActor func settle(_ mode: any GameMode, from settings: Settings)

    /// Writes into `settings` (those in force, which the settings screen shows) what `mode`
    /// (which it made) holds of them: the names just asked.
    @MainActor func inForce(_ mode: any GameMode, into settings: inout Settings)
}

/// Whether a `--mode` choice plays line by line.
enum LineByLine {
    /// As on the screen.
    case plays
    /// It needs the screen: asked for, it is refused (`refusal`); chosen by the settings file
    /// alone, trivia is played instead, and `setAside` says so.
    case needsTheScreen(refusal: any Phrase, setAside: any Phrase)

    /// The refusal of a choice that needs the screen; nil for one that plays line by line.
    var refusal: (any Phrase)? {
        guard case .needsTheScreen(let refusal, _) = self else { return nil }
        return refusal
    }

    /// What is said when the settings file's choice is set aside line by line; nil for one that
    /// plays line by line.
    var setAside: (any Phrase)? {
        guard case .needsTheScreen(_, let setAside) = self else { return nil }
        return setAside
    }
}

extension ModeChoice {
    var lineByLine: LineByLine { .plays }
    @MainActor
    func beforeFirstGame(_ mode: any GameMode, kept: Settings?, store: SettingsStore, words: Wording)
        -> StorageProblem?
    { nil }
    @MainActor func settle(_ mode: any GameMode, from settings: Settings) {}
    @MainActor func inForce(_ mode: any GameMode, into settings: inout Settings) {}
}
