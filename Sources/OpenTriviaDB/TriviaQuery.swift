import QuizCore

/// What to ask the Open Trivia DB for.
public struct TriviaQuery: Equatable, Sendable {
    public var amount: Int
    public var category: Int?
    public var difficulty: Difficulty?

    public init(amount: Int, category: Int? = nil, difficulty: Difficulty? = nil) {
        self.amount = amount
        self.category = category
        self.difficulty = difficulty
    }
}
