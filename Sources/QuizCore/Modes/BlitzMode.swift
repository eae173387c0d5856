/// Blitz (`--mode blitz`): as many questions as the player can answer in 60 s of their own time.
///
/// Its games are endless decks of the run's questions (the shipped bank, or a deck) that never
/// repeat one within a game; the time is kept by `BlitzClock`, which the front ends run only while
/// a question waits for its answer.
public struct BlitzMode: GameMode {
    public let deck: any Deck
    /// The clock of the game under way (or over): each new game starts it afresh.
    public let timer = BlitzTimer()
    /// What its games are compared with: the blitzes of the same pool (the shipped questions, or
    /// one deck).
    public let pool: QuestionPool

    /// Games drawn from `manager`'s sources, which hold `pool`'s questions.
    public init(manager: QuestionManager, pool: QuestionPool = .bank) {
        deck = BlitzDeck(manager: manager)
        self.pool = pool
    }

    public var name: ModeName { .blitz }

    /// A new game, with 60 s on a stopped clock.
    @MainActor public func start(history: PlayerHistory) -> Game.Start {
        timer.clock = BlitzClock()
        return .play(deck)
    }
}

/// A blitz's clock, which the front end on the main actor runs, stops and reads.
@MainActor
public final class BlitzTimer {
    public var clock = BlitzClock()

    nonisolated public init() {}

    /// Runs or stops the clock at `now` (`running`, while the game goes on), counts `game`'s
    /// wrong answers (3 s each), and ends the game once the time is out, the question on screen
    /// unanswered.
    ///
    /// - Returns: whether it ended the game just now.
    @discardableResult
    public func update(running: Bool, at now: Double, game: Game) -> Bool {
        guard game.shown == nil else { return false }
        clock.wrongAnswers = game.answers.count { !$0.isRight }
        // A game over (its questions ran out) stops the clock where it was.
        clock.set(running: running && game.state == .ongoing, at: now)
        guard clock.isOut(at: now), game.state == .ongoing else { return false }
        clock.set(running: false, at: now)
        game.endEarly()
        return true
    }
}

extension ModeSession {
    /// The clock of the blitz on screen; nil in any other mode.
    public var blitz: BlitzTimer? { (mode as? BlitzMode)?.timer }
}

/// A blitz's questions: up to `poolSize` of the sources' questions, drawn once each, one after each
/// answer; when they run out the game is over.
public final class BlitzDeck: Deck {
    /// The most questions one blitz can hold: far more than anyone answers in 60 s.
    public static let poolSize = 200

    private let manager: QuestionManager
    /// The game's questions not shown yet.
    private let rest = Locked<[Question]>([])

    public init(manager: QuestionManager) {
        self.manager = manager
    }

    public var length: GameLength { .endless }

    nonisolated(nonsending) public func deal(
        firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        var batch = try await manager.questions(amount: Self.poolSize, firstGame: firstGame, progress: progress)
        // Each question once: a source that repeats one in its batch doesn't repeat it here.
        var seen = Set<String>()
        var questions = batch.questions.filter { seen.insert($0.id).inserted }
        // A pool is more than a game: a filter widened to fill it keeps only what was asked for,
        // when anything was (all of it comes first: `BundledQuestionSource`).
        if let asked = batch.widening?.requested, case let matching = questions.filter(asked.matches),
            !matching.isEmpty
        {
            questions = matching
            batch.widening = nil
        }
        rest.withLock { $0 = Array(questions.dropFirst()) }
        batch.questions = Array(questions.prefix(1))
        return batch
    }

    public func draw(combo: Int) -> Question? {
        rest.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    public func played(_ batch: QuestionBatch) {
        manager.played(batch)
    }

    /// A blitz's answers say so: its games are kept apart from trivia's.
    public func label(_ record: inout AnswerRecord) {
        record.mode = .blitz
    }
}
