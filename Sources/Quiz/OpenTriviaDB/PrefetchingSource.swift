/// Fetches the next game's questions as soon as a game has its own, so that New Game starts at
/// once.
///
/// Each request runs in a task of its own. A game replaced while it waits stops waiting (its
/// `questions` ends with `.cancelled`), but the request goes on, and its questions serve the next
/// game. Only successful answers are kept; a failure is reported to the game waiting for it, or
/// dropped when nobody waits.
public actor PrefetchingSource: QuestionSource {
    private struct Waiter {
        var id: Int
        var amount: Int
        var progress: @Sendable (LoadProgress) -> Void
        var continuation: CheckedContinuation<Result<QuestionBatch, QuestionSourceError>, Never>
    }

    private nonisolated let source: any QuestionSource
    private nonisolated let prefetches: Bool
    /// Questions fetched ahead, and the game size they were fetched for.
    private var ready: (batch: QuestionBatch, amount: Int)?
    /// The game size the request under way is for, if one is.
    private var requestedAmount: Int?
    /// The request's last progress, replayed to a game that starts waiting for it.
    private var lastProgress: LoadProgress?
    /// The game waiting for the request under way.
    private var waiter: Waiter?
    private var waiterCount = 0

    /// Whether a request is under way, for a game or ahead of one.
    var isFetching: Bool { requestedAmount != nil }

    /// - Parameter prefetches: false only hands requests through (`--no-prefetch`).
    public init(source: any QuestionSource, prefetches: Bool = true) {
        self.source = source
        self.prefetches = prefetches
    }

    /// Played questions are the wrapped source's to remember.
    public nonisolated func played(_ questions: [Question]) {
        source.played(questions)
    }

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        if let ready, ready.amount == amount {
            self.ready = nil
            prefetch(amount)
            return ready.batch
        }
        ready = nil
        waiterCount += 1
        let id = waiterCount
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // A newer request replaces an older one still waiting (New Game pressed twice).
                waiter?.continuation.resume(returning: .failure(.cancelled))
                waiter = Waiter(id: id, amount: amount, progress: progress, continuation: continuation)
                if requestedAmount == nil {
                    start(amount)
                } else if let lastProgress {
                    progress(lastProgress)
                }
            }
        } onCancel: {
            Task { await self.stopWaiting(id) }
        }
        return try result.get()
    }

    // MARK: - Private

    private func start(_ amount: Int) {
        requestedAmount = amount
        lastProgress = nil
        let source = self.source
        Task {
            let result: Result<QuestionBatch, QuestionSourceError>
            do throws(QuestionSourceError) {
                let batch = try await source.questions(amount: amount) { update in
                    Task { await self.forward(update) }
                }
                result = .success(batch)
            } catch {
                result = .failure(error)
            }
            received(result, amount: amount)
        }
    }

    private func received(_ result: Result<QuestionBatch, QuestionSourceError>, amount: Int) {
        requestedAmount = nil
        lastProgress = nil
        guard let waiter else {
            if case .success(let batch) = result { ready = (batch, amount) }
            return
        }
        guard waiter.amount == amount else {
            // Asked for another game size meanwhile: fetch again for it.
            start(waiter.amount)
            return
        }
        self.waiter = nil
        waiter.continuation.resume(returning: result)
        if case .success = result { prefetch(amount) }
    }

    private func prefetch(_ amount: Int) {
        guard prefetches, requestedAmount == nil, ready == nil else { return }
        start(amount)
    }

    private func forward(_ update: LoadProgress) {
        guard requestedAmount != nil else { return }
        lastProgress = update
        waiter?.progress(update)
    }

    /// The game that waited as `id` was replaced or cancelled: it stops waiting.
    private func stopWaiting(_ id: Int) {
        guard let waiter, waiter.id == id else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: .failure(.cancelled))
    }
}
