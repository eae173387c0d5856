import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore

/// What keeps an online game from waking every second once its requests are done.
///
/// Nothing of a request runs on a worker thread of a non-overcommit root queue (named "…-qos"),
/// the first of which starts libdispatch's 1 s pool monitor for the rest of the process's life. The client
/// and its watches run on `QuietExecutor`'s serial queue, URLSession's delegate calls on a serial
/// queue: both on overcommit workers ("…-qos.overcommit").
final class QuietRequestTests: XCTestCase {
    private var server: OpenTDBTestServer!

    override func setUpWithError() throws {
        server = try OpenTDBTestServer(rateLimitSeconds: 0)
    }

    override func tearDownWithError() throws {
        server.finish()
    }

    /// Runs `client.questions` in a task of its own; returns once it has ended.
    private func fetch(_ client: OpenTriviaDBClient, preferring executor: (any TaskExecutor)? = nil) async {
        let ended = expectation(description: "the request ended")
        Task(executorPreference: executor) {
            _ = try? await client.questions(TriviaQuery(amount: 2))
            ended.fulfill()
        }
        await fulfillment(of: [ended], timeout: 20)
    }

    private func assertOvercommit(_ names: [String], _ what: String, line: UInt = #line) {
        XCTAssertFalse(names.isEmpty, "\(what): never", line: line)
        for name in names {
            XCTAssertTrue(name.hasSuffix("overcommit"), "\(what) on \(name), a global executor's worker", line: line)
        }
    }

    /// The watch that gives a silent server up has its own executor preference, whatever the
    /// caller's.
    func testTheWatchOfARequestSleepsOnAnOvercommitThread() async throws {
        try server.control(["faults": [["kind": "silent", "path": "/api.php"]]])
        // Time stands still and sleeps end at once: the watch finds the server silent at its
        // first look.
        let clock = ThreadNamingClock(sleepsForReal: false)
        await fetch(OpenTriviaDBClient(configuration: .init(baseURL: server.baseURL), clock: AnyClock(clock)))
        assertOvercommit(clock.sleepers, "the watch slept")
    }

    /// URLSession's delegate calls (which read the clock as the answer comes in) run on a serial
    /// queue, not on the global queue an operation queue uses by default.
    func testTheSessionsDelegateHearsTheServerOnAnOvercommitThread() async throws {
        let clock = ThreadNamingClock(sleepsForReal: true)
        let client = OpenTriviaDBClient(configuration: .init(baseURL: server.baseURL), clock: AnyClock(clock))
        // Read here while the client was made: the test's own thread.
        let madeWith = clock.readers.count
        await fetch(client, preferring: QuietExecutor.network)
        XCTAssertEqual(try server.log().count, 1)
        assertOvercommit(Array(clock.readers.dropFirst(madeWith)), "the clock was read")
    }
}

/// A clock that notes the name of each thread it was read or slept on: its time stands still and
/// its sleeps end at once, or it is the continuous clock (`sleepsForReal`).
private final class ThreadNamingClock: Clock, Sendable {
    private let sleepsForReal: Bool
    private let origin = ContinuousClock.now
    private let read = Locked<[String]>([])
    private let slept = Locked<[String]>([])
    var readers: [String] { read.withLock { $0 } }
    var sleepers: [String] { slept.withLock { $0 } }

    init(sleepsForReal: Bool) {
        self.sleepsForReal = sleepsForReal
    }

    var now: ContinuousClock.Instant {
        read.withLock { $0.append(Self.threadName()) }
        return sleepsForReal ? ContinuousClock.now : origin
    }

    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        slept.withLock { $0.append(Self.threadName()) }
        if sleepsForReal { try await ContinuousClock().sleep(until: deadline, tolerance: tolerance) }
    }

    private static func threadName() -> String {
        ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "?")
            .trimmingCharacters(in: .newlines)
    }
}
