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

/// The answer to a fetch.
public typealias QuestionSourceCompletion = @Sendable (Result<QuestionBatch, QuestionSourceError>) -> Void

/// Somewhere questions come from: the Open Trivia DB, the disk cache, the bundled bank.
///
/// `fetch` completes once, on any thread; it may report progress (a rate-limit wait) before.
public protocol QuestionSource: Sendable {
    func fetch(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion)
}

extension QuestionSource {
    /// Fetches without following progress.
    public func fetch(amount: Int, completion: @escaping QuestionSourceCompletion) {
        fetch(amount: amount, progress: { _ in }, completion: completion)
    }
}
