import Foundation
import Synchronization

/// Gets the questions for a game: asks each source in turn until one answers.
///
/// The Open Trivia DB comes first, then the disk cache, then the bundled bank. When a source fails
/// and a later one answers, the batch's notice says why, so the player always knows where the
/// questions came from.
///
/// A manager serves one game: a newer `get` replaces an older one still under way, which then
/// ends with `.cancelled` without asking any further source. Nothing is used up until the game
/// says it started with a batch (`played`), so a replaced request costs no cached or bundled
/// question.
public final class QuestionManager: Sendable {
    private let sources: [any QuestionSource]
    /// The number of the newest request.
    private let newestRequest = Mutex(0)

    /// - Parameter sources: tried in order; the first that answers wins.
    public init(sources: [any QuestionSource]) {
        self.sources = sources
    }

    /// Fetches `amount` questions. `completion` runs once, on whatever thread the answering
    /// source used.
    public func get(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in },
        completion: @escaping QuestionSourceCompletion
    ) {
        let request = newestRequest.withLock { newest in
            newest += 1
            return newest
        }
        fetch(
            from: sources.indices, request: request, amount: amount, firstFailure: nil, progress: progress,
            completion: completion)
    }

    /// Tells the source that gave `batch` that a game started with it: its questions are used up
    /// now (the cache marks them played, the bundled bank remembers them across runs).
    public func played(_ batch: QuestionBatch) {
        guard let index = batch.answeredBy, sources.indices.contains(index) else { return }
        sources[index].played(batch.questions)
    }

    private func isNewest(_ request: Int) -> Bool {
        newestRequest.withLock { $0 == request }
    }

    private func fetch(
        from remaining: Range<Int>,
        request: Int,
        amount: Int,
        firstFailure: QuestionSourceError?,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        guard let index = remaining.first else {
            completion(.failure(firstFailure ?? .noQuestions))
            return
        }
        sources[index].fetch(amount: amount, progress: progress) { [self] result in
            switch result {
            case .success(var batch) where !batch.questions.isEmpty:
                batch.answeredBy = index
                if firstFailure != nil || batch.source != nil {
                    batch.notice = HeaderNotice.compose(
                        failure: firstFailure?.description, source: batch.source, widening: batch.widening)
                }
                completion(.success(batch))
            case .failure(.cancelled):
                completion(.failure(.cancelled))
            case .success, .failure:
                // A replaced request stops here: the next source is for the newer one.
                guard isNewest(request) else { return completion(.failure(.cancelled)) }
                var failure = firstFailure
                if failure == nil, case .failure(let error) = result { failure = error }
                fetch(
                    from: remaining.dropFirst(),
                    request: request,
                    amount: amount,
                    firstFailure: failure ?? .noQuestions,
                    progress: progress,
                    completion: completion
                )
            }
        }
    }
}
