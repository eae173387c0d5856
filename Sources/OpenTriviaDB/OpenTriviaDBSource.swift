import QuizCore

/// Questions from the Open Trivia DB, as the server gives them: the stock in front of it
/// (`PrefetchingSource`) keeps them in the cache and drops repeats.
public final class OpenTriviaDBSource: QuestionSource {
    private let client: OpenTriviaDBClient
    private let category: Int?
    private let difficulty: Difficulty?

    public init(client: OpenTriviaDBClient, category: Int? = nil, difficulty: Difficulty? = nil) {
        self.client = client
        self.category = category
        self.difficulty = difficulty
    }

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        let query = TriviaQuery(amount: amount, category: category, difficulty: difficulty)
        do throws(OpenTriviaDBError) {
            let questions = try await client.questions(query, progress: progress)
            return QuestionBatch(questions: questions, origin: .openTriviaDB)
        } catch .cancelled {
            throw .cancelled
        } catch {
            throw .openTriviaDB(error)
        }
    }
}
