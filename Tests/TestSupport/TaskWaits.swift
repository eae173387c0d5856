import Foundation
import QuizCore

/// Thrown by `ended` when the task it waited for did not end in time, after the test was failed
/// at the waiting line: it ends a test whose outcome can no longer be checked.
public struct TaskDidNotEnd: Error, CustomStringConvertible {
    public let description: String
}

/// Waits until `task` ends and returns what it returned.
///
/// When the task has not ended after `timeout` seconds of real time, fails the test at the
/// caller's line, cancels the task, and throws `TaskDidNotEnd`: a test never waits forever for
/// a task that waits for something that never comes.
///
/// It polls on the caller's actor, letting other tasks run (as `waitUntil` does), and calls
/// `meanwhile` at each poll: a test can answer whatever the task waits for until it ends.
@discardableResult
public func ended<Success: Sendable>(
    _ task: Task<Success, Never>,
    _ what: String,
    timeout: Double = waitTimeout,
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line: UInt = #line,
    meanwhile: () -> Void = {}
) async throws(TaskDidNotEnd) -> Success {
    try await outcome(
        of: { await task.value }, cancel: { task.cancel() }, what, timeout: timeout, file: file, line: line,
        meanwhile: meanwhile)
}

/// Waits until `task` ends and returns what it returned, or throws what it threw; like the
/// non-throwing `ended`, fails the test and throws `TaskDidNotEnd` when it has not ended in time.
@discardableResult
public func ended<Success: Sendable>(
    _ task: Task<Success, any Error>,
    _ what: String,
    timeout: Double = waitTimeout,
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line: UInt = #line,
    meanwhile: () -> Void = {}
) async throws -> Success {
    try await outcome(
        of: { await task.result }, cancel: { task.cancel() }, what, timeout: timeout, file: file, line: line,
        meanwhile: meanwhile
    ).get()
}

/// What `result` gives, waited for in a task of its own and polled for on the caller's actor.
private func outcome<Outcome: Sendable>(
    of result: @escaping @Sendable () async -> Outcome,
    cancel: () -> Void,
    _ what: String,
    timeout: Double,
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString,
    line: UInt,
    meanwhile: () -> Void
) async throws(TaskDidNotEnd) -> Outcome {
    let box = Locked<Outcome?>(nil)
    Task.detached {
        let value = await result()
        box.withLock { $0 = value }
    }
    let didEnd = await waitUntil("\(what) to end", timeout: timeout, file: file, line: line) {
        meanwhile()
        return box.withLock { $0 != nil }
    }
    guard didEnd, let value = box.withLock({ $0 }) else {
        cancel()
        throw TaskDidNotEnd(description: "\(what) did not end in \(timeout) s")
    }
    return value
}
