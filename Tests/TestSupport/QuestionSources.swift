import Foundation
import QuizCore

/// Questions numbered 1…n ("Statement 1."), true for odd numbers.
public func makeQuestions(_ count: Int, origin: QuestionOrigin = .bundled) -> [Question] {
    (1...max(1, count)).prefix(count).map { number in
        Question(
            title: "Statement \(number).",
            answer: number % 2 == 1,
            category: "General Knowledge",
            difficulty: .easy,
            origin: origin
        )
    }
}

/// A batch of `makeQuestions(count)`.
public func makeBatch(_ count: Int, origin: QuestionOrigin = .bundled) -> QuestionBatch {
    QuestionBatch(questions: makeQuestions(count, origin: origin), origin: origin)
}

/// A source that answers at once with a fixed result.
public struct FixedSource: QuestionSource {
    public var result: Result<QuestionBatch, QuestionSourceError>

    public init(_ result: Result<QuestionBatch, QuestionSourceError>) {
        self.result = result
    }

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        try result.get()
    }
}

/// A source that answers when the test says so: each request waits until `complete(with:)`, or
/// until its task is cancelled.
///
/// It records the amounts asked for and the batches played.
public final class ControlledSource: QuestionSource, Sendable {
    private struct Request {
        var id: Int
        var progress: @Sendable (LoadProgress) -> Void
        var continuation: CheckedContinuation<Result<QuestionBatch, QuestionSourceError>, Never>
    }

    private struct State {
        var waiting: [Request] = []
        var requestedAmounts: [Int] = []
        var played: [[Question]] = []
        var cancelledEarly: Set<Int> = []
        var count = 0
        var onNews: (@Sendable (OpenTriviaDBNews) -> Void)?
    }

    private let state = Locked(State())

    public init() {}

    public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        let id = state.withLock { state -> Int in
            state.count += 1
            state.requestedAmounts.append(amount)
            return state.count
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<QuestionBatch, QuestionSourceError>, Never>) in
                let cancelled = state.withLock { state -> Bool in
                    if state.cancelledEarly.remove(id) != nil { return true }
                    state.waiting.append(Request(id: id, progress: progress, continuation: continuation))
                    return false
                }
                if cancelled { continuation.resume(returning: .failure(.cancelled)) }
            }
        } onCancel: {
            let request = state.withLock { state -> Request? in
                guard let index = state.waiting.firstIndex(where: { $0.id == id }) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return state.waiting.remove(at: index)
            }
            request?.continuation.resume(returning: .failure(.cancelled))
        }
        return try result.get()
    }

    public func played(_ questions: [Question]) {
        state.withLock { $0.played.append(questions) }
    }

    public func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) {
        state.withLock { $0.onNews = handler }
    }

    /// Tells whoever listens (`onNews`) that the next game's questions arrived, or failed to.
    public func announce(_ news: OpenTriviaDBNews) {
        state.withLock { $0.onNews }?(news)
    }

    /// The questions of each batch a game started with, in order.
    public var played: [[Question]] { state.withLock { $0.played } }

    /// The amount of every request so far, in order.
    public var requestedAmounts: [Int] { state.withLock { $0.requestedAmounts } }

    /// How many requests wait for an answer.
    public var pendingCount: Int { state.withLock { $0.waiting.count } }

    /// Answers the oldest waiting request.
    public func complete(with result: Result<QuestionBatch, QuestionSourceError>) {
        let request = state.withLock { state in state.waiting.isEmpty ? nil : state.waiting.removeFirst() }
        request?.continuation.resume(returning: result)
    }

    /// Reports progress to every waiting request.
    public func report(_ update: LoadProgress) {
        for request in state.withLock({ $0.waiting }) { request.progress(update) }
    }

    /// Waits until `count` requests wait, letting other tasks run; fails the test after `timeout`
    /// seconds of real time.
    public func waitForRequests(
        _ count: Int = 1, timeout: Double = waitTimeout, isolation: isolated (any Actor)? = #isolation,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        await waitUntil("\(count) request(s) waiting", timeout: timeout, file: file, line: line) {
            self.pendingCount >= count
        }
    }
}

/// How long a test waits for something that should happen soon: long enough for a machine whose
/// cores are all busy, since it only matters when the thing never happens.
public let waitTimeout: Double = 20

/// Lets other tasks run until `condition` holds; after `timeout` seconds of real time, fails the
/// test (at the caller's line) and returns false.
///
/// It runs on the caller's actor, as `condition` does.
@discardableResult
public func waitUntil(
    _ what: String = "the condition",
    timeout: Double = waitTimeout,
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else {
            failTest("timed out after \(timeout) s waiting for \(what)", file: file, line: line)
            return false
        }
        await Task.yield()
        // The tasks under test may be waiting for another thread (a URLSession callback).
        if !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return true
}
