/// Gets the questions for a game: asks each source in turn until one answers.
///
/// The Open Trivia DB comes first, then the disk cache, then the bundled bank. When a source fails
/// and a later one answers, the batch says why (`fallbackReason`), so the player always knows
/// where the questions came from.
///
/// A request whose task is cancelled (New Game pressed again while loading) ends with
/// `.cancelled` without asking any further source. Nothing is used up until the game says a
/// question was shown (`played`), so a replaced request costs no cached or bundled question.
public final class QuestionManager: Sendable {
    private let sources: [any QuestionSource]

    /// - Parameter sources: tried in order; the first that answers wins.
    public init(sources: [any QuestionSource]) {
        self.sources = sources
    }

    /// Questions for a game of `amount`, from the first source that has some.
    ///
    /// - Throws: the first source's failure when none answers; `.cancelled` when the task is.
    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async throws(QuestionSourceError) -> QuestionBatch {
        var firstFailure: QuestionSourceError?
        for (index, source) in sources.enumerated() {
            guard !Task.isCancelled else { throw .cancelled }
            do throws(QuestionSourceError) {
                var batch = try await source.questions(amount: amount, progress: progress)
                guard !batch.questions.isEmpty else {
                    firstFailure = firstFailure ?? .noQuestions
                    continue
                }
                guard !Task.isCancelled else { throw QuestionSourceError.cancelled }
                batch.answeredBy = index
                batch.fallbackReason = firstFailure
                return batch
            } catch .cancelled {
                throw .cancelled
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        throw firstFailure ?? .noQuestions
    }

    /// Tells the source that gave `batch` that the player was shown its questions: they are used
    /// up now (the cache marks them played, the bundled bank remembers them across runs).
    public func played(_ batch: QuestionBatch) {
        guard let index = batch.answeredBy, sources.indices.contains(index) else { return }
        sources[index].played(batch.questions)
    }
}
