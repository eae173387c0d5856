import Foundation

/// Questions for one game, and a word on where they came from.
public struct QuestionBatch: Sendable, Equatable {
    public var questions: [Question]
    /// One line for the player about the source, for example "Offline: playing bundled questions".
    public var notice: String?

    public init(questions: [Question], notice: String? = nil) {
        self.questions = questions
        self.notice = notice
    }
}

/// Why no questions could be had.
public enum QuestionSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The source has nothing to offer.
    case noQuestions
    /// The source failed; the message is one line a player understands.
    case unavailable(String)

    public var description: String {
        switch self {
        case .noQuestions: "No questions available"
        case .unavailable(let message): message
        }
    }
}

/// Somewhere questions come from: the bundled bank today, the Open Trivia DB next.
///
/// `fetch` may complete on any thread, once.
public protocol QuestionSource: Sendable {
    func fetch(amount: Int, completion: @escaping @Sendable (Result<QuestionBatch, QuestionSourceError>) -> Void)
}
