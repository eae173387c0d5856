import Foundation

/// Gets the questions for a game: asks each source in turn until one answers.
///
/// Today the only source is the bundled bank; the Open Trivia DB client and the disk cache plug in
/// ahead of it. When a source fails and a later one answers, the batch's notice says why, so the
/// player always knows where the questions came from.
public final class QuestionManager: Sendable {
    private let sources: [any QuestionSource]

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
        fetch(from: sources[...], amount: amount, firstFailure: nil, progress: progress, completion: completion)
    }

    private func fetch(
        from remaining: ArraySlice<any QuestionSource>,
        amount: Int,
        firstFailure: QuestionSourceError?,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        guard let source = remaining.first else {
            completion(.failure(firstFailure ?? .noQuestions))
            return
        }
        source.fetch(amount: amount, progress: progress) { [self] result in
            switch result {
            case .success(var batch) where !batch.questions.isEmpty:
                if let firstFailure {
                    batch.notice = [firstFailure.description, batch.notice.map { "playing \($0)" }].compactMap { $0 }
                        .joined(separator: "; ")
                }
                completion(.success(batch))
            case .success:
                fetch(
                    from: remaining.dropFirst(),
                    amount: amount,
                    firstFailure: firstFailure ?? .noQuestions,
                    progress: progress,
                    completion: completion
                )
            case .failure(let error):
                fetch(
                    from: remaining.dropFirst(),
                    amount: amount,
                    firstFailure: firstFailure ?? error,
                    progress: progress,
                    completion: completion
                )
            }
        }
    }
}
