import QuizCore
import QuizStore

/// Questions fetched earlier, from the disk cache: not-yet-played first, then the least recently
/// played.
///
/// It answers only with a whole game, widening the filter if it must (any difficulty, then any
/// category).
public final class CachedQuestionSource: QuestionSource {
    private let cache: QuestionCache
    private let filter: QuestionFilter

    /// - Parameter filter: the questions the player asked for.
    public init(cache: QuestionCache, filter: QuestionFilter = .any) {
        self.cache = cache
        self.filter = filter
    }

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        for step in filter.widenings where cache.count(matching: step.filter) >= amount {
            let questions = cache.pick(amount, matching: step.filter)
            return QuestionBatch(questions: questions, origin: .cache, widening: step.widening)
        }
        throw .noQuestions
    }

    public func played(_ questions: [Question]) {
        cache.markSeen(questions)
    }
}
