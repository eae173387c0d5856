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
                completion(.success(QuestionBatch(questions: questions, source: SourceLabel(full: Self.credit))))
            case .failure(let error):
                completion(.failure(.unavailable(error.description)))
            }
        }
    }

    /// Marks them played in the cache, so the cache offers others first.
    public func played(_ questions: [Question]) {
        cache?.markSeen(questions)
    }
}

/// Questions fetched earlier, from the disk cache: not-yet-played first, then the least recently
/// played. It answers only with a whole game, widening the filter if it must (any difficulty,
/// then any category).
public final class CachedQuestionSource: QuestionSource {
    /// "cached questions (Open Trivia DB, CC BY-SA 4.0)", or shorter with the credit kept.
    public static let label = SourceLabel(
        full: "cached questions (\(OpenTriviaDBSource.credit))",
        short: "cached Open Trivia DB, CC BY-SA"
    )

    private let cache: QuestionCache
    private let filter: QuestionFilter

    /// - Parameter filter: the questions the player asked for.
    public init(cache: QuestionCache, filter: QuestionFilter = .any) {
        self.cache = cache
        self.filter = filter
    }

    public func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        for step in filter.widenings where cache.count(matching: step.filter) >= amount {
            let questions = cache.pick(amount, matching: step.filter)
            return completion(
                .success(QuestionBatch(questions: questions, source: Self.label, widening: step.widening)))
        }
        completion(.failure(.noQuestions))
    }

    public func played(_ questions: [Question]) {
        cache.markSeen(questions)
    }
}

/// Fetches the next game's questions as soon as a game has its own, so that New Game starts at
/// once. Only successful answers are kept; a failure is reported to the game waiting for it, or
/// dropped when nobody waits.
public final class PrefetchingSource: QuestionSource, @unchecked Sendable {
    // @unchecked: the state below is guarded by `lock`.
    private let source: any QuestionSource
    private let lock = NSLock()
    private var ready: QuestionBatch?
    private var readyAmount = 0
    private var inFlight = false
    /// The in-flight request's last progress, replayed to a game that starts waiting for it.
    private var lastProgress: LoadProgress?
    private var waiting:
        (amount: Int, progress: @Sendable (LoadProgress) -> Void, completion: QuestionSourceCompletion)?

    private let prefetches: Bool

    /// - Parameter prefetches: false only hands batches through (`--no-prefetch`).
    public init(source: any QuestionSource, prefetches: Bool = true) {
        self.source = source
        self.prefetches = prefetches
    }

    /// Played questions are the wrapped source's to remember.
    public func played(_ questions: [Question]) {
        source.played(questions)
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
        // A newer request replaces an older one still waiting (New Game pressed twice): the older
        // one is cancelled, so that no later source uses anything up for it.
        let replaced = waiting
        waiting = (amount, progress, completion)
        let start = !inFlight
        inFlight = true
        let replay = start ? nil : lastProgress
        lock.unlock()
        replaced?.completion(.failure(.cancelled))
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
