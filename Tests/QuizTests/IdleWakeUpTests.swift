import Foundation
import TestSupport
import XCTest

@testable import Quiz

/// What keeps an offline game from waking every second: work off the main thread goes to a
/// `Thread` of its own, and the bundled bank is asked on the caller's executor, so no Dispatch
/// worker (and with it libdispatch's 1 s pool monitor) is ever started.
final class IdleWakeUpTests: XCTestCase {
    func testBackgroundWorkRunsOnANamedThreadOfItsOwn() {
        let ran = expectation(description: "the work ran")
        let seen = Locked<(name: String?, isMain: Bool)?>(nil)
        BackgroundThread.run(named: "openquizz test") {
            let name = Self.threadName()
            seen.withLock { $0 = (name, Thread.isMainThread) }
            ran.fulfill()
        }
        wait(for: [ran], timeout: 10)
        XCTAssertEqual(seen.withLock { $0?.name }, "openquizz test")
        XCTAssertEqual(seen.withLock { $0?.isMain }, false)
    }

    /// The calling thread's name as the system knows it (`Thread.current.name` on Linux gives
    /// the process's).
    private static func threadName() -> String? {
        (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?
            .trimmingCharacters(in: .newlines)
    }

    @MainActor
    func testTheManagerAsksASourceOnTheCallersExecutor() async throws {
        let source = ThreadNotingSource()
        let manager = QuestionManager(sources: [source])
        let batch = try await manager.questions(amount: 3)
        XCTAssertEqual(batch.questions.count, 3)
        XCTAssertEqual(source.askedOnMainThread, [true], "a hop to the global executor starts a Dispatch worker")
    }
}

/// What keeps an online game from waking every second once its requests are done.
///
/// They run on `QuietExecutor`'s serial queue, whose jobs run on an overcommit worker thread (named
/// "…-qos.overcommit"), never on the global executor's non-overcommit workers (named "…-qos"),
/// the first of which starts libdispatch's 1 s pool monitor for the rest of the process's life.
final class OnlineWakeUpTests: XCTestCase {
    func testThePrefetchAsksItsSourceOnAnOvercommitThread() async throws {
        let source = ThreadNamingSource()
        let prefetcher = PrefetchingSource(source: source)
        let asked = Task { () throws(QuestionSourceError) -> QuestionBatch in
            try await prefetcher.questions(amount: 3)
        }
        let answered = expectation(description: "the prefetch answered")
        Task {
            _ = await asked.result
            answered.fulfill()
        }
        await fulfillment(of: [answered], timeout: 10)
        let batch = try await asked.value
        XCTAssertEqual(batch.questions.count, 3)
        XCTAssertEqual(source.names.count, 1)
        for name in source.names {
            XCTAssertTrue(name.hasSuffix("overcommit"), "asked on \(name): a global executor's worker")
        }
    }
}

/// The calling thread's name as the system knows it.
private func threadName() -> String? {
    (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
}

/// A source that answers at once, noting the name of the thread it was asked on.
private final class ThreadNamingSource: QuestionSource {
    private let asked = Locked<[String]>([])
    var names: [String] { asked.withLock { $0 } }

    func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        asked.withLock { $0.append(threadName() ?? "?") }
        return makeBatch(amount)
    }
}

/// A source that answers at once, noting whether it was asked on the main thread.
private final class ThreadNotingSource: QuestionSource {
    private let asked = Locked<[Bool]>([])
    var askedOnMainThread: [Bool] { asked.withLock { $0 } }

    nonisolated(nonsending) func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        asked.withLock { $0.append(Thread.isMainThread) }
        return makeBatch(amount)
    }
}
