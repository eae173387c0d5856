import QuizCore
import QuizStore

/// Questions fetched earlier, from the disk cache: not-yet-played first, then the least recently
/// played.
///
/// It answers only with a whole game, widening the filter if it must (any difficulty, then any
/// category), or at one step of the widening only (see `QuestionManager.standIns`).
public final class CachedQuestionSource: QuestionSource {
    private let cache: QuestionCache
    private let filter: QuestionFilter
    private let step: Int?

    /// - Parameters:
    ///   - filter: the questions the player asked for.
    ///   - step: the one step of `filter.widenings` tried (0: as asked); nil tries each in turn.
    public init(cache: QuestionCache, filter: QuestionFilter = .any, step: Int? = nil) {
        self.cache = cache
        self.filter = filter
        self.step = step
    }

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        for (number, step) in filter.widenings.enumerated()
        where (self.step ?? number) == number && cache.count(matching: step.filter) >= amount {
            let questions = cache.pick(amount, matching: step.filter)
            return QuestionBatch(questions: questions, origin: .cache, widening: step.widening)
        }
        throw .noQuestions
    }

    public func played(_ questions: [Question]) {
        cache.markSeen(questions)
    }
}

extension QuestionManager {
    /// What stands in for the Open Trivia DB, in the order to ask them.
    ///
    /// The disk cache and the bundled bank, widening the filter one step at a time across both,
    /// as `--offline` widens the bank alone: as asked (the cache, then the bank), then any
    /// difficulty in the category (the cache, then the bank), and so on. A category the bank
    /// holds is never traded for the cache's questions of another, whatever earlier runs
    /// happened to cache.
    ///
    /// - Parameter bundled: the bank, made for the step of `filter.widenings` it is given.
    public static func standIns(
        cache: QuestionCache, filter: QuestionFilter, bundled: (_ step: Int) -> BundledQuestionSource
    ) -> [any QuestionSource] {
        filter.widenings.indices.flatMap { step -> [any QuestionSource] in
            [CachedQuestionSource(cache: cache, filter: filter, step: step), bundled(step)]
        }
    }
}
