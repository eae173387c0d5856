import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// A server that accepts the connection and sends nothing: given up after 3 s of silence on the
/// injected clock, then left alone for a minute.
///
/// Real URLSession, the local server's `silent` fault, the injected clock: no test waits 3 real
/// seconds, and the minute passes on the clock while the server's log shows what was asked.
final class SilentServerTests: OpenTriviaDBClientTestCase {
    private var loopback: OpenTDBTestServer!
    private let host = "127.0.0.1"

    override func setUpWithError() throws {
        try super.setUpWithError()
        loopback = try useLoopbackServer()
    }

    /// Starts a fetch that meets the silent fault, and returns once the server holds the request
    /// and the client's watch sleeps on the clock; the answer is still to come.
    private func startSilentFetch(_ client: OpenTriviaDBClient) async throws -> (Answer<[Question]>, sentAt: Double) {
        try server.control(["faults": [["kind": "silent", "path": "/api.php"]]])
        let sentAt = driver.now
        let answer = driver.startFetch(client, TriviaQuery(amount: 2))
        let held = try loopback.waitForLog { $0.contains { $0.fault == "silent" } }
        XCTAssertNotNil(held, "the server never got the request")
        let watching = await driver.settle { self.driver.manual.sleeperCount > 0 }
        XCTAssertTrue(watching, "the request's watch never slept on the clock")
        return (answer, sentAt)
    }

    /// The silent request's log entry once the client has closed its connection.
    private func closedSilentRequest() throws -> LoggedRequest? {
        let log = try loopback.waitForLog { $0.contains { $0.fault == "silent" && $0.closedEarly == true } }
        return log?.first { $0.fault == "silent" }
    }

    func testAServerThatSendsNothingIsGivenUpAfterThreeSecondsOnTheInjectedClock() async throws {
        let client = makeClient(stateFile: nil)
        let (answer, sentAt) = try await startSilentFetch(client)
        // The watch wakes 3 s after sending (the clock hasn't moved since), not at the deadline.
        let wakeAt = try XCTUnwrap(driver.manual.nextDeadline).offset.inSeconds
        XCTAssertEqual(driver.now, sentAt)
        XCTAssertEqual(wakeAt - driver.manual.now.offset.inSeconds, 3, accuracy: 0.001)
        XCTAssertNil(answer.value, "still waiting before the clock moves")

        driver.advance(by: 3)
        let settled = await driver.settle(timeout: 5) { answer.value != nil }
        XCTAssertTrue(settled, "not given up after 3 s of silence")
        XCTAssertEqual(answer.value?.failure, .timedOut(host: host, seconds: 3))
        let entry = try XCTUnwrap(try closedSilentRequest(), "the client never closed the connection")
        XCTAssertEqual(entry.bytesSent, 0)
        XCTAssertEqual(driver.now - sentAt, 3, "on the injected clock")
    }

    func testASilentServerIsNotAskedAgainForAMinuteThenTheNormalRulesResume() async throws {
        let client = makeClient(stateFile: nil)
        let (answer, _) = try await startSilentFetch(client)
        driver.advance(by: 3)
        let settled = await driver.settle(timeout: 5) { answer.value != nil }
        XCTAssertTrue(settled)
        XCTAssertNotNil(try closedSilentRequest())
        let gaveUpAt = driver.now

        // Within the minute every request fails at once, as the silent one did, and sends nothing.
        for step in [0.0, 5, 30, 21.9] {
            driver.advance(by: step)
            let refused = await driver.fetch(client, TriviaQuery(amount: 2))
            XCTAssertEqual(refused?.failure, .timedOut(host: host, seconds: 3), "\(driver.now - gaveUpAt) s after")
            let categories = await driver.categories(client)
            XCTAssertEqual(categories?.failure, .timedOut(host: host, seconds: 3))
        }
        XCTAssertEqual(driver.now - gaveUpAt, 56.9, accuracy: 0.001)
        XCTAssertEqual(try server.apiRequests().count, 1, "nothing sent in the minute")
        XCTAssertEqual(try server.log().count, 1)

        // A minute after it went silent, the server is asked again (the fault was used up).
        driver.advance(by: 3.1)
        let fetched = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try fetched?.get().count, 2)
        XCTAssertEqual(try server.apiRequests().count, 2)
    }

    func testTheGameFallsBackAtOnceAndThePrefetchLeavesTheSilentServerAlone() async throws {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        let prefetcher = PrefetchingSource(source: OpenTriviaDBSource(client: makeClient(stateFile: nil)), cache: cache)
        let bundled = BundledQuestionSource(
            questions: (1...30).map {
                Question(title: "Bundled \($0).", answer: true, category: "Art", difficulty: .easy)
            },
            seed: 1
        )
        let manager = QuestionManager(sources: [prefetcher, CachedQuestionSource(cache: cache), bundled])
        try server.control(["faults": [["kind": "silent", "path": "/api.php"]]])

        let first = Answer<QuestionBatch>()
        Task {
            do throws(QuestionSourceError) {
                first.set(.success(try await manager.questions(amount: 10, firstGame: true)))
            } catch {
                first.set(.failure(.notEnoughQuestions))
            }
        }
        let held = try loopback.waitForLog { $0.contains { $0.fault == "silent" } }
        XCTAssertNotNil(held)
        var settled = await driver.settle { self.driver.manual.sleeperCount > 0 }
        XCTAssertTrue(settled)
        driver.advance(by: 3)
        settled = await driver.settle(timeout: 5) { first.value != nil }
        XCTAssertTrue(settled, "the first game still waits")
        let batch = try XCTUnwrap(try first.value?.get())
        XCTAssertEqual(batch.origin, .bundled, "the bank stands in")
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.timedOut(host: host, seconds: 3)))
        manager.played(batch)
        // The retry a server that answered earns, and the next games' fetches, all meet the pause.
        settled = await driver.settle { !prefetcher.isFetching }
        XCTAssertTrue(settled)
        for game in 2...4 {
            driver.advance(by: 10)
            let next = Answer<QuestionBatch>()
            Task {
                do throws(QuestionSourceError) {
                    next.set(.success(try await manager.questions(amount: 10, firstGame: false)))
                } catch {
                    next.set(.failure(.notEnoughQuestions))
                }
            }
            settled = await driver.settle { next.value != nil }
            XCTAssertTrue(settled, "game \(game) waited")
            let batch = try XCTUnwrap(try next.value?.get(), "game \(game)")
            XCTAssertNotEqual(batch.origin, .openTriviaDB, "game \(game)")
            manager.played(batch)
            settled = await driver.settle { !prefetcher.isFetching }
            XCTAssertTrue(settled)
        }
        XCTAssertEqual(try server.log().count, 1, "one request, the silent one, in the minute")
    }
}
