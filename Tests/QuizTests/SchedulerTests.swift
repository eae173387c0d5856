import XCTest

@testable import Quiz

final class SchedulerTests: XCTestCase {
    func testManualSchedulerRunsWorkOnlyWhenItsTimeComesInOrder() {
        let scheduler = ManualScheduler(now: 10)
        nonisolated(unsafe) var log: [String] = []
        scheduler.schedule(after: 5) { log.append("b") }
        scheduler.schedule(after: 1) { log.append("a") }
        scheduler.schedule(after: 5) { log.append("c") }
        scheduler.advance(by: 0.5)
        XCTAssertEqual(log, [])
        scheduler.advance(by: 0.5)
        XCTAssertEqual(log, ["a"])
        XCTAssertEqual(scheduler.now, 11)
        scheduler.advance(by: 10)
        XCTAssertEqual(log, ["a", "b", "c"])
        XCTAssertEqual(scheduler.now, 21)
    }

    func testWorkScheduledByWorkRunsInTheSameAdvanceWhenDue() {
        let scheduler = ManualScheduler()
        nonisolated(unsafe) var times: [Double] = []
        scheduler.schedule(after: 1) {
            times.append(scheduler.now)
            scheduler.schedule(after: 2) { times.append(scheduler.now) }
        }
        scheduler.advance(by: 5)
        XCTAssertEqual(times, [1, 3])
    }
}
