import Foundation
import Quiz
import QuizView
import Synchronization
import TestSupport
import XCTest

@testable import openquizz

extension ManualTimeSource: TimeSource {}

/// A source that answers when the test says so.
final class ManualSource: QuestionSource, Sendable {
    private struct Waiting {
        var completions: [QuestionSourceCompletion] = []
        var progressHandlers: [@Sendable (LoadProgress) -> Void] = []
    }

    private let waiting = Mutex(Waiting())
    let questions: [Question]

    init(questions: [Question]) {
        self.questions = questions
    }

    func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        waiting.withLock {
            $0.completions.append(completion)
            $0.progressHandlers.append(progress)
        }
    }

    /// Reports progress to every request still waiting.
    func report(_ update: LoadProgress) {
        let handlers = waiting.withLock { $0.progressHandlers }
        for handler in handlers { handler(update) }
    }

    /// How many requests wait for an answer.
    var pendingCount: Int {
        waiting.withLock { $0.completions.count }
    }

    /// Answers every waiting request with `questions`.
    func answerAll() {
        let all = waiting.withLock { waiting in
            defer { waiting = Waiting() }
            return waiting.completions
        }
        for completion in all {
            completion(.success(QuestionBatch(questions: questions, notice: "Offline: bundled questions")))
        }
    }
}

/// Thrown after an `XCTFail` to end a test whose outcome was already wrong.
struct UnexpectedOutcome: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Statements 1…n; odd ones are true.
func numberedQuestions(_ count: Int) -> [Question] {
    (1...count).map {
        Question(title: "Statement \($0).", answer: $0 % 2 == 1, category: "General Knowledge", difficulty: .easy)
    }
}

/// A game whose answers come back at once on the main actor, as soon as the source gives them.
@MainActor
func immediateGame(source: ManualSource, amount: Int = 10, notificationCenter: NotificationCenter) -> Game {
    Game(
        manager: QuestionManager(sources: [source]),
        amount: amount,
        notificationCenter: notificationCenter,
        // The tests answer from the main actor, so the answer is delivered there at once.
        deliver: { work in MainActor.assumeIsolated { work() } }
    )
}

extension GameController {
    /// Starts the controller with the model's events handed straight back to it, as the loop does.
    func startHandlingModelEvents() {
        start { [weak self] event in self?.handle(event) }
    }
}
