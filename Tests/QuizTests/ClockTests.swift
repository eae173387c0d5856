import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

/// The one clock the game shares, and the manual clock the tests move by hand.
final class ClockTests: XCTestCase {
    func testAManualClockWakesSleepersOnlyWhenTheirTimeComesInOrder() async throws {
        let manual = ManualClock()
        let clock = AnyClock(manual)
        let woken = LogBox()
        let sleepers = [5, 1, 3].map { seconds in
            Task {
                try await clock.sleep(until: .init(offset: .seconds(seconds)))
                woken.append(seconds)
            }
        }
        await waitUntil { manual.sleeperCount == 3 }
        manual.advance(by: .milliseconds(500))
        await Task.yield()
        XCTAssertEqual(woken.values, [])
        manual.advance(by: .milliseconds(500))
        try await ended(sleepers[1], "sleeper 1")
        XCTAssertEqual(woken.values, [1])
        XCTAssertEqual(clock.now.offset, .seconds(1))
        manual.advance(by: .seconds(10))
        try await ended(sleepers[0], "sleeper 0")
        try await ended(sleepers[2], "sleeper 2")
        XCTAssertEqual(Set(woken.values), [1, 3, 5])
        XCTAssertEqual(manual.sleeperCount, 0)
    }

    func testACancelledSleeperWakesAtOnceWithCancellation() async {
        let manual = ManualClock()
        let sleeper = Task { try await manual.sleep(until: manual.now.advanced(by: .seconds(60))) }
        await waitUntil { manual.sleeperCount == 1 }
        sleeper.cancel()
        let result = await sleeper.result
        XCTAssertThrowsError(try result.get())
        XCTAssertEqual(manual.sleeperCount, 0)
    }

    func testAnyClockCountsFromWhenItWasWrapped() {
        let manual = ManualClock(now: .seconds(100))
        let clock = AnyClock(manual)
        XCTAssertEqual(clock.now.offset, .zero)
        manual.advance(by: .seconds(2))
        XCTAssertEqual(clock.now.offset.inSeconds, 2, accuracy: 1e-9)
    }

    /// The game's clock sleeps on a Dispatch timer (not `Task.sleep`, whose wake-up starts
    /// libdispatch's pool monitor): it wakes no earlier than asked.
    func testTheContinuousClockSleepsUntilItsDeadline() async throws {
        let clock = AnyClock.continuous
        let deadline = clock.now.advanced(by: .milliseconds(5))
        let sleeper = Task { try await clock.sleep(until: deadline) }
        let woke = expectation(description: "the sleeper woke")
        Task {
            _ = await sleeper.result
            woke.fulfill()
        }
        await fulfillment(of: [woke], timeout: 10)
        try await ended(sleeper, "the sleeper")
        XCTAssertGreaterThanOrEqual(clock.now, deadline)
    }

    func testTheContinuousClockWakesACancelledSleeperAtOnceWithCancellation() async {
        let clock = AnyClock.continuous
        let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(3600))) }
        sleeper.cancel()
        let ended = expectation(description: "the sleeper ended")
        let outcome = Locked<(any Error)?>(nil)
        Task {
            if case .failure(let error) = await sleeper.result { outcome.withLock { $0 = error } }
            ended.fulfill()
        }
        await fulfillment(of: [ended], timeout: 10)
        XCTAssertTrue(outcome.withLock { $0 } is CancellationError)
    }

    func testSecondsConvertBothWays() {
        XCTAssertEqual(Duration.inSeconds(1.5), .milliseconds(1500))
        XCTAssertEqual(Duration.milliseconds(250).inSeconds, 0.25, accuracy: 1e-12)
        XCTAssertEqual(Duration.inSeconds(.nan), .zero)
    }
}

/// Values appended from any task.
private final class LogBox: Sendable {
    private let log = Locked<[Int]>([])

    func append(_ value: Int) { log.withLock { $0.append(value) } }

    var values: [Int] { log.withLock { $0 } }
}
