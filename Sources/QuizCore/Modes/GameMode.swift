/// A way to play: trivia, "Is it prime?", the daily challenge.
///
/// It owns the deck its games deal from, says how a game starts and what leaving one under way costs, and names itself with a
/// fact (`ModeName`) that the text layer words. A `Game` plays whatever deck the mode gives it and
/// knows no mode; `ModeSession` keeps which mode the game on screen plays.
public protocol GameMode: Sendable {
    /// What the mode is, for the words and the stats.
    var name: ModeName { get }

    /// The deck its games deal from.
    var deck: any Deck { get }

    /// How a new game of this mode starts: dealt from `deck` by default; a mode whose start
    /// depends on what was played (the daily's once a day) reads `history`, or waits for it.
    @MainActor func start(history: PlayerHistory) -> Game.Start

    /// What leaving a game of this mode under way costs, with `answered` answers given, on
    /// `today` (UTC): nothing by default.
    func leaving(answered: Int, today: DailyDate) -> LeaveRule

    /// Whether its Game Over says if the game is kept in the history (the daily's once a day
    /// counts only what is): its answers are then written before it is said. False by default.
    var endSaysWhetherKept: Bool { get }

    /// What N plays after a game of this mode that couldn't start for `error`, instead of the
    /// run's home (practice with nothing due offers a normal game); nil by default: the home.
    func instead(after error: QuestionSourceError) -> (any GameMode)?

    /// The answers given to the question shown that the game doesn't have yet (a duel's, hidden
    /// until the question settles): they count as answers given. None by default.
    @MainActor var hiddenAnswers: Int { get }

    /// Whether today's challenge is offered (the header's title, D) while a game of this mode is
    /// on screen: not where D is a key of its own (a duel's player one's "true"). True by default.
    var offersTodaysChallenge: Bool { get }
}

extension GameMode {
    @MainActor public func start(history: PlayerHistory) -> Game.Start { .play(deck) }

    public func leaving(answered: Int, today: DailyDate) -> LeaveRule { .leave }

    public var endSaysWhetherKept: Bool { false }

    public func instead(after error: QuestionSourceError) -> (any GameMode)? { nil }

    @MainActor public var hiddenAnswers: Int { 0 }

    public var offersTodaysChallenge: Bool { true }
}

/// What leaving a game under way costs, as its mode says.
public enum LeaveRule: Equatable, Sendable {
    /// Nothing: N starts a new game at once.
    case leave
    /// Something the player is told first: the same request again (nothing between) leaves.
    case askFirst(LeaveCost)
}

/// Why leaving a game under way is asked first.
public enum LeaveCost: Equatable, Sendable {
    /// A duel with answers given: leaving ends it unfinished, with no winner.
    case duel
    /// Daily challenge `number`, answered at least once: it counts as played (today's is one try
    /// a day).
    case daily(Int)
}

/// Trivia: games of the run's questions (the Open Trivia DB, the bank, a deck).
public struct TriviaMode: GameMode {
    public let deck: any Deck

    public init(deck: any Deck) {
        self.deck = deck
    }

    public var name: ModeName { .trivia }
}

/// "Is it prime?" (`--mode primes`): an endless deck made up as it goes.
public struct PrimesMode: GameMode {
    public let deck: any Deck

    /// - Parameters:
    ///   - seed: replays the same numbers for the same answers.
    ///   - writer: words the statements and explanations, in the player's language.
    public init(seed: UInt64?, writer: @escaping PrimeQuiz.Writer = PrimeQuiz.english) {
        deck = PrimeDeck(seed: seed, writer: writer)
    }

    public var name: ModeName { .primes }
}
