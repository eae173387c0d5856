import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// What keeps an offline game from waking every second: work off the main thread goes to a
/// `Thread` of its own, and the bundled bank is asked on the caller's executor, so no Dispatch
/// worker (and with it libdispatch's 1 s pool monitor) is ever started.
final class IdleWakeUpTests: XCTestCase {
    /// Each thread is named, however soon it runs.
    ///
    /// Foundation drops a name set (even from inside) before `start()` has returned on the
    /// starting thread, which a loaded machine made happen: many threads at once make it likely.
    func testBackgroundWorkRunsOnANamedThreadOfItsOwn() {
        let count = 100
        let ran = expectation(description: "the work ran")
        ran.expectedFulfillmentCount = count
        let seen = Locked<[(name: String?, isMain: Bool)]>([])
        for _ in 0..<count {
            BackgroundThread.run(named: "openquizz test") {
                let name = Self.threadName()
                seen.withLock { $0.append((name, Thread.isMainThread)) }
                ran.fulfill()
            }
        }
        wait(for: [ran], timeout: 10)
        let names = seen.withLock { $0.map(\.name) }
        XCTAssertEqual(names.count, count)
        XCTAssertEqual(names.filter { $0 != "openquizz test" }, [], "threads left unnamed")
        XCTAssertEqual(seen.withLock { $0.filter(\.isMain).count }, 0, "work ran on the main thread")
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

extension OnlineWakeUpTests {
    /// A game waiting for the request under way waits with `QuietExecutor` as its executor
    /// preference: the second game asking during a request is told the request's last progress
    /// from inside that wait, on an overcommit thread.
    func testAGameWaitingForARequestWaitsOnAnOvercommitThread() async throws {
        let source = GatedSource()
        let prefetcher = PrefetchingSource(source: source)
        let firstProgress = expectation(description: "the first game heard of the request")
        let first = Task {
            try? await prefetcher.questions(amount: 3) { _ in firstProgress.fulfill() }
        }
        await fulfillment(of: [firstProgress], timeout: 10)
        let replayed = expectation(description: "the second game was told the request's progress")
        let names = Locked<[String]>([])
        let second = Task { () throws(QuestionSourceError) -> QuestionBatch in
            try await prefetcher.questions(amount: 3) { _ in
                names.withLock { $0.append(threadName() ?? "?") }
                replayed.fulfill()
            }
        }
        await fulfillment(of: [replayed], timeout: 10)
        source.open()
        let answered = expectation(description: "both games answered")
        Task {
            _ = await first.value
            _ = await second.result
            answered.fulfill()
        }
        await fulfillment(of: [answered], timeout: 10)
        let batch = try await second.value
        XCTAssertEqual(batch.questions.count, 3)
        XCTAssertEqual(names.withLock { $0.count }, 1)
        for name in names.withLock({ $0 }) {
            XCTAssertTrue(name.hasSuffix("overcommit"), "waited on \(name): a global executor's worker")
        }
    }
}

/// A source that says it is requesting, then answers once `open()` is called.
private final class GatedSource: QuestionSource {
    private let gate = Locked<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiting = gate.withLock { gate in
            gate.isOpen = true
            defer { gate.waiting = [] }
            return gate.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        progress(.requesting)
        await withCheckedContinuation { continuation in
            let isOpen = gate.withLock { gate in
                if !gate.isOpen { gate.waiting.append(continuation) }
                return gate.isOpen
            }
            if isOpen { continuation.resume() }
        }
        return makeBatch(amount)
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
