import Dispatch
import XCTest

@testable import QuizCore

final class LockedTests: XCTestCase {
    private final class Counter: Sendable {
        let value = Locked(0)
    }

    /// Eight threads adding 1,000 times each lose no addition; under
    /// `swift test --sanitize=thread` this also checks that the sanitizer sees the lock (it
    /// reported every access here as a race with a bare `Mutex`).
    func testEveryAdditionFromManyThreadsCounts() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { counter.value.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.value.withLock { $0 }, 8000)
    }

    func testAnErrorThrownUnderTheLockLeavesItUsable() {
        struct Failure: Error {}
        let counter = Counter()
        XCTAssertThrowsError(
            try counter.value.withLock { (value: inout Int) throws(Failure) in
                value = 5
                throw Failure()
            })
        XCTAssertEqual(counter.value.withLock { $0 }, 5)
    }
}
