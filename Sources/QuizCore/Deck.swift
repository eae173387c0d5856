/// How long a game lasts: so many questions, or until the player leaves it.
public enum GameLength: Equatable, Sendable {
    case questions(Int)
    /// No fixed length ("Is it prime?"): a question follows each answer.
    case endless

    /// The number of questions; nil when the game is endless.
    public var count: Int? {
        guard case .questions(let count) = self else { return nil }
        return count
    }
}

/// What a `Game` draws its questions from: a game of so many questions from the sources
/// (`SourcedDeck`), or one made up as it goes (`PrimeDeck`).
///
/// The game asks for a new game's questions with `deal`, then, after each answer, for one more
/// with `draw`; it has no other idea of what kind of game it plays.
public protocol Deck: Sendable {
    /// How long a game from this deck lasts.
    var length: GameLength { get }

    /// The questions a new game opens with: all of them, unless the game is endless.
    ///
    /// - Parameters:
    ///   - firstGame: true for the run's first game, which may wait for the network.
    ///   - progress: told where a slow request stands.
    /// - Throws: why there are none; `.cancelled` when the task is cancelled meanwhile.
    ///
    /// Runs on the caller's executor (`nonisolated(nonsending)`), as `QuestionManager.questions`
    /// does: a game dealt from the main actor never starts a Dispatch worker thread offline (the
    /// first one arms libdispatch's 1 s monitor for the rest of the run).
    nonisolated(nonsending) func deal(firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void)
        async throws(QuestionSourceError)
        -> QuestionBatch

    /// The question that follows once the last one is answered, with `combo` right answers in a
    /// row; nil when the game has all its questions already.
    func draw(combo: Int) -> Question?

    /// The player was shown the questions of `batch`, which this deck dealt: they are used up.
    func played(_ batch: QuestionBatch)

    /// Calls `handler` (on any thread) when the next game's questions arrive from the network, or
    /// the request for them fails.
    func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void)

    /// Marks an answer to one of this deck's questions as its games are kept in the history
    /// (the daily challenge's number, no filter): `record` has the question, the answer and the
    /// run's filter already.
    func label(_ record: inout AnswerRecord)
}

extension Deck {
    /// Nothing follows by default: the game has the questions it was dealt.
    public func draw(combo: Int) -> Question? { nil }

    /// Nothing to use up by default.
    public func played(_ batch: QuestionBatch) {}

    /// No news by default.
    public func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) {}

    /// Kept as given by default.
    public func label(_ record: inout AnswerRecord) {}
}

/// Games of `amount` questions from a manager's sources (the Open Trivia DB, the cache, the
/// bundled bank).
public struct SourcedDeck: Deck {
    public let manager: QuestionManager
    /// Questions per game, at least 1.
    public let amount: Int

    public init(manager: QuestionManager, amount: Int) {
        self.manager = manager
        self.amount = max(1, amount)
    }

    public var length: GameLength { .questions(amount) }

    nonisolated(nonsending) public func deal(
        firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        var batch = try await manager.questions(amount: amount, firstGame: firstGame, progress: progress)
        batch.questions = Array(batch.questions.prefix(amount))
        return batch
    }

    public func played(_ batch: QuestionBatch) {
        manager.played(batch)
    }

    public func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) {
        manager.onOpenTriviaDBNews(handler)
    }
}
