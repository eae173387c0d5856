import QuizCore
import QuizStore

/// The Open Trivia DB's questions at hand: a stock of fetched questions not yet shown, kept full
/// ahead of the player, so that a new game starts without a request.
///
/// - The stock starts with the questions an earlier run fetched and never showed (kept in the
///   cache) that match the filters, and grows with every answer the server gives.
/// - As soon as a game's first question is shown, the next game's are fetched, until the stock
///   holds a whole game beyond the one being played.
/// - A question the player was already given (the cache knows every question ever fetched) is
///   dropped from a later answer; the stock is then topped up by the next request. A request
///   that brings nothing new stops the topping up until the next game.
/// - `gameAtHand` answers at once or says why it can't (`.stillLoading` while a request is under
///   way); `questions` waits for the request under way when the stock is short.
///
/// Each request runs in a task of its own. A game replaced while it waits stops waiting (its
/// `questions` ends with `.cancelled`), but the request goes on, and its questions stock up. A
/// failure is told to the game waiting for it, and to the next `gameAtHand`.
public final class PrefetchingSource: QuestionSource, Sendable {
    /// A game waiting for a request's questions (internal, as `State`, which holds it).
    struct Waiter {
        var id: Int
        var amount: Int
        var progress: @Sendable (LoadProgress) -> Void
        var continuation: CheckedContinuation<Result<QuestionBatch, QuestionSourceError>, Never>
    }

    /// Internal, not private, for the tests alone: they read whether a request is under way and
    /// the stock's size (Tests/OpenTriviaDBTests/Support/PrefetchingSource+Tests.swift).
    struct State {
        /// Fetched questions not yet shown, oldest first; the current game's among them until they
        /// are shown.
        var stock: [Question] = []
        /// Every question id fetched or kept: a later answer's repeats are dropped.
        var known: Set<String> = []
        var leftoversLoaded = false
        /// Ids of the questions the current game took.
        var handedOut: Set<String> = []
        /// The size of the games asked for, for fetches ahead of them.
        var gameSize: Int?
        /// Whether a request is under way, and its last progress.
        var fetching = false
        var lastProgress: LoadProgress?
        /// Why the last request gave nothing; cleared by the next one.
        var lastFailure: QuestionSourceError?
        /// The last request failed or brought nothing new: no more fetching until the next game.
        var stalled = false
        var waiter: Waiter?
        var waiterCount = 0
        /// A failure that reached the server was tried again once since the last game began.
        var retried = false
        var onNews: (@Sendable (OpenTriviaDBNews) -> Void)?
    }

    /// What a game that starts waiting finds, told outside the lock.
    private enum Arrival {
        /// Answered at once: cancelled before it could wait, or served by a request that landed
        /// since it looked at the stock.
        case answered(Result<QuestionBatch, QuestionSourceError>)
        /// It waits; `starts` when no request was under way, `replay` the last progress of the one that was.
        case waits(starts: Bool, replay: LoadProgress?)
    }

    /// What a request's end makes the source do, outside its lock.
    private enum Follow {
        case nothing
        case serve(Waiter, Result<QuestionBatch, QuestionSourceError>)
        case fetch(amount: Int)
    }

    private let source: any QuestionSource
    private let cache: QuestionCache?
    private let filter: QuestionFilter
    private let prefetches: Bool
    /// Internal for the tests, as `State` is.
    let state = Locked(State())

    /// - Parameters:
    ///   - source: the Open Trivia DB.
    ///   - cache: where every question fetched is kept; its unplayed questions start the stock.
    ///   - filter: the questions the player asked for (the cache's are picked by it; the server's
    ///     were asked for with it).
    ///   - prefetches: false fetches only for a game that waits (`--no-prefetch`).
    public init(
        source: any QuestionSource, cache: QuestionCache? = nil, filter: QuestionFilter = .any, prefetches: Bool = true
    ) {
        self.source = source
        self.cache = cache
        self.filter = filter
        self.prefetches = prefetches
    }

    /// Called (on any thread) each time a request brings a whole game's worth beyond the current
    /// game, or fails with no game waiting for it.
    public func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) {
        state.withLock { $0.onNews = handler }
    }

    public func gameAtHand(amount: Int) throws(QuestionSourceError) -> QuestionBatch {
        loadLeftovers()
        guard let batch = newGame(amount) else {
            refill()
            // The last failure says more than "loading" while it is tried again.
            throw state.withLock { $0.lastFailure ?? ($0.fetching ? .stillLoading : .noQuestions) }
        }
        return batch
    }

    /// Runs on the caller's executor, and waits with `QuietExecutor.network` as the task's
    /// executor preference: nothing of it runs on the global executor, whose first job starts
    /// libdispatch's 1 s pool monitor for good.
    nonisolated(nonsending) public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        loadLeftovers()
        let ready = newGame(amount)
        if let ready { return ready }
        let id = state.withLock { state -> Int in
            state.waiterCount += 1
            return state.waiterCount
        }
        let result = await withTaskExecutorPreference(QuietExecutor.network) {
            await waitForRequest(id, amount: amount, progress: progress)
        }
        return try result.get()
    }

    /// Waits as `id` for the request under way, or starts one.
    ///
    /// Internal, not private, for the tests alone: they call it as a game that found the stock
    /// short and was overtaken by a request landing before it waited.
    func waitForRequest(
        _ id: Int, amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async -> Result<QuestionBatch, QuestionSourceError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (arrival, replaced) = state.withLock { state -> (Arrival, Waiter?) in
                    // Cancelled before it could wait: its handler found no waiter to stop.
                    guard !Task.isCancelled else { return (.answered(.failure(.cancelled)), nil) }
                    // A newer game replaces an older one still waiting (New Game pressed twice).
                    let replaced = state.waiter
                    state.waiter = nil
                    // A request may have landed since `newGame` found the stock short.
                    if let batch = Self.take(amount, from: &state) { return (.answered(.success(batch)), replaced) }
                    state.waiter = Waiter(id: id, amount: amount, progress: progress, continuation: continuation)
                    let starts = !state.fetching
                    if starts { Self.beginFetch(&state) }
                    return (.waits(starts: starts, replay: starts ? nil : state.lastProgress), replaced)
                }
                replaced?.continuation.resume(returning: .failure(.cancelled))
                switch arrival {
                case .answered(let result):
                    continuation.resume(returning: result)
                case .waits(let starts, let replay):
                    if let replay { progress(replay) }
                    if starts { fetch(amount) }
                }
            }
        } onCancel: {
            stopWaiting(id)
        }
    }

    /// The player was shown these questions: out of the stock, and played in the cache.
    ///
    /// The next game's questions are fetched from now on: once the game is on screen, the
    /// request doesn't compete with its first frame.
    public func played(_ questions: [Question]) {
        let ids = Set(questions.map(\.id))
        state.withLock { state in
            state.stock.removeAll { ids.contains($0.id) }
            state.handedOut.subtract(ids)
        }
        cache?.markSeen(questions)
        refill()
    }

    // MARK: - The stock and the requests

    /// A new game of `amount` begins: the last game's questions go back to the stock, fetching may
    /// start again, and the game takes its questions if the stock has them (internal for the
    /// tests, as `waitForRequest` is).
    func newGame(_ amount: Int) -> QuestionBatch? {
        state.withLock { state in
            state.gameSize = amount
            state.stalled = false
            state.retried = false
            state.handedOut = []
            return Self.take(amount, from: &state)
        }
    }

    /// Puts the questions an earlier run fetched and never showed into the stock, once.
    private func loadLeftovers() {
        guard state.withLock({ !$0.leftoversLoaded }) else { return }
        // Read outside the lock: the cache may have to read its file.
        let leftovers = cache?.unplayed(matching: filter) ?? []
        state.withLock { state in
            guard !state.leftoversLoaded else { return }
            state.leftoversLoaded = true
            for question in leftovers where state.known.insert(question.id).inserted {
                state.stock.append(question)
            }
        }
    }

    /// `amount` questions from the stock for a new game, or nil when it holds fewer.
    private static func take(_ amount: Int, from state: inout State) -> QuestionBatch? {
        guard amount > 0, state.stock.count >= amount else { return nil }
        let questions = Array(state.stock.prefix(amount))
        state.handedOut = Set(questions.map(\.id))
        return QuestionBatch(questions: questions, origin: .openTriviaDB)
    }

    /// Whether the stock lacks a whole game beyond the current one.
    private static func needsMore(_ state: State) -> Bool {
        guard let size = state.gameSize else { return false }
        return state.stock.count - state.handedOut.count < size
    }

    private static func beginFetch(_ state: inout State) {
        state.fetching = true
        state.lastProgress = nil
    }

    /// Fetches ahead when the stock lacks the next game and nothing stops it.
    private func refill() {
        let amount = state.withLock { state -> Int? in
            guard prefetches, !state.fetching, !state.stalled, Self.needsMore(state), let size = state.gameSize else {
                return nil
            }
            Self.beginFetch(&state)
            return size
        }
        if let amount { fetch(amount) }
    }

    private func fetch(_ amount: Int) {
        let source = self.source
        // Off the global executor, whose first job starts libdispatch's 1 s pool monitor for good.
        Task(executorPreference: QuietExecutor.network) { [self] in
            let result: Result<QuestionBatch, QuestionSourceError>
            do throws(QuestionSourceError) {
                let batch = try await source.questions(amount: amount) { [weak self] update in
                    self?.forward(update)
                }
                result = .success(batch)
            } catch {
                result = .failure(error)
            }
            landed(result)
        }
    }

    /// A request ended: its new questions stock up; the game waiting is served, or told why not.
    private func landed(_ result: Result<QuestionBatch, QuestionSourceError>) {
        var fresh: [Question] = []
        if case .success(let batch) = result {
            // The cache keeps every question ever fetched: what it knew already is a repeat.
            fresh = cache?.addNew(batch.questions) ?? batch.questions
        }
        let (follow, news, handler) = state.withLock {
            state -> (Follow, OpenTriviaDBNews?, (@Sendable (OpenTriviaDBNews) -> Void)?) in
            state.fetching = false
            state.lastProgress = nil
            let hadNextGame = !Self.needsMore(state)
            switch result {
            case .success:
                for question in fresh where state.known.insert(question.id).inserted {
                    var question = question
                    question.origin = .openTriviaDB
                    state.stock.append(question)
                }
                state.lastFailure = nil
                state.stalled = fresh.isEmpty
            case .failure(let error):
                if error != .cancelled { state.lastFailure = error }
                // A server that answered badly (a dropped connection, an error page) is tried once
                // more at the next slot; one that can't be reached is not tried again before the
                // next game: offline, that would be a request a second.
                if error.reachedServer, !state.retried {
                    state.retried = true
                    state.stalled = false
                } else {
                    state.stalled = true
                }
            }
            // Said only when no game waits: the questions are the next game's, the failure the
            // reason the game stood in for.
            var news: OpenTriviaDBNews?
            if state.waiter == nil {
                if case .failure(let error) = result, error != .cancelled {
                    news = .failed(error)
                } else if !hadNextGame, state.gameSize != nil, !Self.needsMore(state) {
                    news = .nextGameReady
                }
            }
            return (Self.follow(result, &state), news, state.onNews)
        }
        switch follow {
        case .nothing:
            refill()
        case .serve(let waiter, let result):
            waiter.continuation.resume(returning: result)
            // A failure is tried again at once if it may be; questions, once they are shown.
            if case .failure = result { refill() }
        case .fetch(let amount):
            fetch(amount)
        }
        if let news { handler?(news) }
    }

    /// What follows for the game waiting, if any, once a request ended with `result`: it is
    /// served, told why not, or waits for a top-up.
    private static func follow(_ result: Result<QuestionBatch, QuestionSourceError>, _ state: inout State) -> Follow {
        guard let waiter = state.waiter else { return .nothing }
        if let batch = take(waiter.amount, from: &state) {
            state.waiter = nil
            return .serve(waiter, .success(batch))
        } else if case .success = result, !state.stalled {
            // Repeats dropped: top up for the waiting game.
            beginFetch(&state)
            return .fetch(amount: waiter.amount)
        }
        state.waiter = nil
        if case .failure(let error) = result { return .serve(waiter, .failure(error)) }
        return .serve(waiter, .failure(.noQuestions))
    }

    private func forward(_ update: LoadProgress) {
        let waiter = state.withLock { state -> Waiter? in
            guard state.fetching else { return nil }
            state.lastProgress = update
            return state.waiter
        }
        waiter?.progress(update)
    }

    /// The game that waited as `id` was replaced or cancelled: it stops waiting.
    private func stopWaiting(_ id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard let waiter = state.waiter, waiter.id == id else { return nil }
            state.waiter = nil
            return waiter
        }
        waiter?.continuation.resume(returning: .failure(.cancelled))
    }
}

extension QuestionSourceError {
    /// Whether the server answered, however badly: worth one more try.
    var reachedServer: Bool {
        guard case .openTriviaDB(let error) = self else { return false }
        return !error.neverReachedServer
    }
}
