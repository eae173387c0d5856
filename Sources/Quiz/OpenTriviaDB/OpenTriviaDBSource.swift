/// Questions from the Open Trivia DB; every question fetched is also kept in the cache.
public final class OpenTriviaDBSource: QuestionSource {
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

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        let query = TriviaQuery(amount: amount, category: category, difficulty: difficulty)
        do throws(OpenTriviaDBError) {
            let questions = try await client.questions(query, progress: progress)
            cache?.add(questions)
            return QuestionBatch(questions: questions, origin: .openTriviaDB)
        } catch .cancelled {
            throw .cancelled
        } catch {
            throw .openTriviaDB(error)
        }
    }

    /// Marks them played in the cache, so the cache offers others first.
    public func played(_ questions: [Question]) {
        cache?.markSeen(questions)
    }
}
