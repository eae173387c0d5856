import Foundation

/// One true/false question.
public struct Question: Hashable, Sendable {
    /// The statement the player judges, as shown on the card.
    public var title: String
    /// Whether the statement is true.
    public var answer: Bool
    /// The Open Trivia DB category name, for example "Science & Nature".
    public var category: String
    public var difficulty: Difficulty
    /// One sentence stating the fact behind the answer; bundled questions only.
    public var explanation: String?
    public var origin: QuestionOrigin

    public init(
        title: String,
        answer: Bool,
        category: String,
        difficulty: Difficulty,
        explanation: String? = nil,
        origin: QuestionOrigin = .bundled
    ) {
        self.title = title
        self.answer = answer
        self.category = category
        self.difficulty = difficulty
        self.explanation = explanation
        self.origin = origin
    }
}
