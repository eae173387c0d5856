import Foundation

/// Questions from the Open Trivia DB; every question fetched is also kept in the cache.
public final class OpenTriviaDBSource: QuestionSource {
    /// The credit shown with Open Trivia DB questions (their licence asks for it).
    public static let credit = "Open Trivia DB, CC BY-SA 4.0"

    private let client: OpenTriviaDBClient
    private let cache: QuestionCache?
    private let category: Int?
    private let difficulty: Difficulty?

    public init(client: OpenTriviaDBClient, cache: QuestionCache?, category: Int? = nil, difficulty: Difficulty? = nil)
    {
        self.client = client
        self.cache = cache
        self.category = category
        self.difficulty = difficulty
    }

    public func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        let query = TriviaQuery(amount: amount, category: category, difficulty: difficulty)
        client.fetchQuestions(query, progress: progress) { [cache] result in
            switch result {
            case .success(let questions):
                cache?.add(questions)
                completion(.success(QuestionBatch(questions: questions, notice: Self.credit)))
            case .failure(let error):
                completion(.failure(.unavailable(error.description)))
            }
        }
    }
}

/// Questions fetched earlier, from the disk cache: not-yet-played first.
public final class CachedQuestionSource: QuestionSource {
    private let cache: QuestionCache

    public init(cache: QuestionCache) {
        self.cache = cache
    }

    public func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        guard cache.counts.total >= amount else { return completion(.failure(.noQuestions)) }
        let questions = cache.take(amount)
        completion(
            .success(
                QuestionBatch(questions: questions, notice: "cached questions (\(OpenTriviaDBSource.credit))")))
    }
}

/// Fetches the next game's questions as soon as a game has its own, so that New Game starts at
/// once. Only successful answers are kept; a failure is reported to the game waiting for it, or
/// dropped when nobody waits.
public final class PrefetchingSource: QuestionSource, @unchecked Sendable {
    // @unchecked: the state below is guarded by `lock`.
    private let source: any QuestionSource
    private let served: @Sendable ([Question]) -> Void
    private let lock = NSLock()
    private var ready: QuestionBatch?
    private var readyAmount = 0
    private var inFlight = false
    /// The in-flight request's last progress, replayed to a game that starts waiting for it.
    private var lastProgress: LoadProgress?
    private var waiting:
        (amount: Int, progress: @Sendable (LoadProgress) -> Void, completion: QuestionSourceCompletion)?

    private let prefetches: Bool

    /// - Parameters:
    ///   - prefetches: false only hands batches through (`--no-prefetch`).
    ///   - served: called with the questions of each batch handed to a game (the cache marks
    ///     them played).
    public init(
        source: any QuestionSource,
        prefetches: Bool = true,
        served: @escaping @Sendable ([Question]) -> Void = { _ in }
    ) {
        self.source = source
        self.prefetches = prefetches
        self.served = served
    }

    /// Whether the next game's questions are already here.
    public var hasPrefetched: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ready != nil
    }

    public func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        lock.lock()
        if let batch = ready, readyAmount == amount {
            ready = nil
            lock.unlock()
            serve(batch, amount: amount, completion: completion)
            return
        }
        ready = nil
        // A newer request replaces an older one still waiting (New Game pressed twice).
        let replaced = waiting
        waiting = (amount, progress, completion)
        let start = !inFlight
        inFlight = true
        let replay = start ? nil : lastProgress
        lock.unlock()
        replaced?.completion(.failure(.unavailable("replaced by a newer request")))
        if let replay { progress(replay) }
        if start { request(amount) }
    }

    private func request(_ amount: Int) {
        source.fetch(
            amount: amount, progress: { [weak self] update in self?.forwardProgress(update) },
            completion: {
                [weak self] result in
                self?.received(result, amount: amount)
            })
    }

    private func forwardProgress(_ update: LoadProgress) {
        lock.lock()
        lastProgress = update
        let progress = waiting?.progress
        lock.unlock()
        progress?(update)
    }

    private func received(_ result: Result<QuestionBatch, QuestionSourceError>, amount: Int) {
        lock.lock()
        inFlight = false
        lastProgress = nil
        guard let waiter = waiting else {
            if case .success(let batch) = result {
                ready = batch
                readyAmount = amount
            }
            lock.unlock()
            return
        }
        waiting = nil
        if waiter.amount != amount {
            // Asked for a different amount meanwhile: fetch again for it.
            waiting = waiter
            inFlight = true
            lock.unlock()
            request(waiter.amount)
            return
        }
        lock.unlock()
        switch result {
        case .success(let batch):
            serve(batch, amount: amount, completion: waiter.completion)
        case .failure:
            waiter.completion(result)
        }
    }

    private func serve(_ batch: QuestionBatch, amount: Int, completion: QuestionSourceCompletion) {
        served(batch.questions)
        completion(.success(batch))
        prefetch(amount)
    }

    private func prefetch(_ amount: Int) {
        guard prefetches else { return }
        lock.lock()
        guard !inFlight, ready == nil else {
            lock.unlock()
            return
        }
        inFlight = true
        lastProgress = nil
        lock.unlock()
        request(amount)
    }
}
