import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore

/// The Open Trivia DB client: decoding, spacing and the rate limit, failures.
///
/// Against the in-process server; through URLSession to the local one: the server's own rate
/// limit, every broken answer, and what never reaches a server. The token: `OpenTriviaDBTokenTests`.
final class OpenTriviaDBClientTests: OpenTriviaDBClientTestCase {
    // MARK: - Decoding, every encoding

    private func checkDecodedAgainstTheBank(
        _ encoding: FieldEncoding, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let bank = try server.bank()
        let client = makeClient(encoding: encoding, stateFile: nil)
        var seen: Set<String> = []
        // 50 without a token (the run's first request), then 3 × 50 through one token: the whole
        // true/false bank (the token's first request can ask for no extra ones: 50 at most).
        for _ in 0..<4 {
            let answer = await driver.fetch(client, TriviaQuery(amount: 50))
            let questions = try XCTUnwrap(answer, file: file, line: line).get()
            for question in questions {
                let entry = try XCTUnwrap(
                    bank[question.title], "not in the bank: \(question.title)", file: file, line: line)
                XCTAssertEqual(
                    question.category, entry.category.trimmingCharacters(in: .whitespaces), file: file, line: line)
                XCTAssertEqual(question.answer, entry.correctAnswer == "True", file: file, line: line)
                XCTAssertEqual(question.difficulty.rawValue, entry.difficulty, file: file, line: line)
                XCTAssertEqual(question.origin, .openTriviaDB, file: file, line: line)
                XCTAssertEqual(question.title, question.title.trimmingCharacters(in: .whitespacesAndNewlines))
                seen.insert(question.title)
            }
        }
        XCTAssertEqual(
            try server.apiRequests().map { $0.query["token"] == nil }, [true, false, false, false],
            "one request without a token, then the token's", file: file, line: line)
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 1, file: file, line: line)
        XCTAssertGreaterThan(seen.count, 100, "most of the bank came through", file: file, line: line)
        XCTAssertTrue(seen.contains { $0.contains("&&&") }, "decoded exactly once: \(encoding)", file: file, line: line)
        XCTAssertFalse(seen.contains { $0.contains("&amp;") || $0.contains("&quot;") || $0.contains("&#") })
    }

    func testHTMLEntitiesInTheDefaultEncodingAreDecodedExactlyOnce() async throws {
        try await checkDecodedAgainstTheBank(.html)
    }

    func testURL3986FieldsAreDecoded() async throws {
        try await checkDecodedAgainstTheBank(.url3986)
        XCTAssertTrue(try server.apiRequests().allSatisfy { $0.query["encode"] == "url3986" })
    }

    func testBase64FieldsAreDecoded() async throws {
        try await checkDecodedAgainstTheBank(.base64)
        XCTAssertTrue(try server.apiRequests().allSatisfy { $0.query["encode"] == "base64" })
    }

    func testTheQueryCarriesAmountTypeCategoryAndDifficulty() async throws {
        let client = makeClient(stateFile: nil)
        let answer = await driver.fetch(client, TriviaQuery(amount: 5, category: 17, difficulty: .hard))
        let questions = try XCTUnwrap(answer).get()
        XCTAssertEqual(questions.count, 5)
        XCTAssertTrue(questions.allSatisfy { $0.category == "Science & Nature" && $0.difficulty == .hard })
        let query = try XCTUnwrap(server.apiRequests().first).query
        XCTAssertEqual(query["amount"], "5")
        XCTAssertEqual(query["type"], "boolean")
        XCTAssertEqual(query["category"], "17")
        XCTAssertEqual(query["difficulty"], "hard")
    }

    func testCategoriesAreFetchedAndDecoded() async throws {
        let answer = await driver.categories(makeClient(stateFile: nil))
        let categories = try XCTUnwrap(answer).get()
        XCTAssertEqual(categories.count, 24)
        XCTAssertTrue(categories.contains(TriviaCategory(id: 17, name: "Science & Nature")))
    }

    // MARK: - Spacing and the rate limit

    func testRequestsAreNeverLessThanFiveSecondsApartOnTheInjectedClock() async throws {
        let client = makeClient()
        let start = driver.now
        // The run's first questions go out at once, without a token.
        let first = driver.startFetch(client, TriviaQuery(amount: 3))
        var settled = await driver.settle { first.value != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(try first.value?.get().count, 3)
        XCTAssertNil(driver.lastWaitUntil, "nothing to wait for")

        // The next game's token waits 5 s after them, and the loading card is told...
        let second = driver.startFetch(client, TriviaQuery(amount: 3))
        settled = await driver.settle { self.driver.lastWaitUntil != nil && self.driver.manual.sleeperCount > 0 }
        XCTAssertTrue(settled)
        XCTAssertEqual(driver.lastWaitUntil, start + 5)
        driver.advance(by: 4.9)
        // Nothing can go before the clock reaches the slot: the token request still sleeps.
        driver.assertAsleep(until: start + 5, "nothing before 5 s")
        XCTAssertEqual(try server.log().count, 1, "nothing before 5 s")
        driver.advance(by: 0.1)
        // ...and its questions 5 s after the token.
        settled = await driver.settle {
            self.driver.lastWaitUntil == start + 10 && abs((self.driver.nextWake ?? 0) - (start + 10)) < 0.000_1
        }
        XCTAssertTrue(settled)
        XCTAssertEqual(try server.log().map(\.path), ["/api.php", "/api_token.php"])
        driver.advance(by: 4.9)
        driver.assertAsleep(until: start + 10, "nothing before 5 s")
        XCTAssertEqual(try server.log().count, 2, "nothing before 5 s")
        driver.advance(by: 0.1)
        settled = await driver.settle { second.value != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(try second.value?.get().count, 6, "3 and the 3 that came without the token")

        // The game after that waits its turn too.
        let third = driver.startFetch(client, TriviaQuery(amount: 3))
        settled = await driver.settle { self.driver.lastWaitUntil == start + 15 }
        XCTAssertTrue(settled)
        XCTAssertEqual(try server.log().count, 3)
        driver.advance(by: 5)
        settled = await driver.settle { third.value != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(try third.value?.get().count, 3)
        let log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api.php", "/api_token.php", "/api.php", "/api.php"])
        let token = try XCTUnwrap(savedToken(store))
        XCTAssertNil(log.first?.query["token"])
        XCTAssertTrue(log.dropFirst(2).allSatisfy { $0.query["token"] == token })
    }

    func testARateLimitedAnswerIsWaitedOutThenRetried() async throws {
        for mode in ["code5", "http429"] {
            try server.control(["reset": true, "faults": [["kind": "rate_limit", "mode": mode, "path": "/api.php"]]])
            driver = ClientDriver()
            try storeServerToken()
            let start = driver.now
            let result = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
            XCTAssertEqual(try result?.get().count, 2, mode)
            let requests = try server.apiRequests()
            XCTAssertEqual(requests.map(\.status), mode == "code5" ? [200, 200] : [429, 200], "no hot retry: \(mode)")
            // Questions at 0 (rate-limited), again at 5: the wait shown on the card.
            let waits = driver.progress.compactMap {
                if case .waiting(let until) = $0 { until.offset.inSeconds - start } else { nil }
            }
            XCTAssertEqual(waits, [5], mode)
        }
    }

    func testARateLimitThatNeverEndsGivesUpWhenTheNextRetryWouldMissTheDeadline() async throws {
        try server.control(["faults": Array(repeating: ["kind": "rate_limit", "path": "/api.php"], count: 6)])
        try storeServerToken()
        let start = driver.now
        let result = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(result?.failure, .rateLimited(host: "127.0.0.1"))
        // At 0 and 5; at 10 the fetch's 10 seconds are over, so no third request.
        XCTAssertEqual(try server.apiRequests().count, 2)
        XCTAssertLessThan(driver.now - start, 10)
    }

    func testTheServersRealLimitIsNeverHitWhenTheSpacingMatchesIt() async throws {
        // Real time, once: the injected-clock tests above show the spacing is 5 s on the clock the
        // client is given; this one shows that spacing holds against a server that counts its own
        // window in real time, from when it received each request. Both are scaled down to 0.05 s
        // (the real 5 s would cost this test 10 s): a loaded machine only makes the client later.
        // The window is set through `_control` on a server started as most tests start theirs, so
        // one started in advance is ready.
        let window = 0.05
        let limited = try OpenTDBTestServer(rateLimitSeconds: 0)
        defer { limited.finish() }
        try limited.control(["rate_limit_seconds": window])
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: limited.baseURL, minimumSpacing: .inSeconds(window)), clock: .continuous)
        // The first game's questions, without a token; the next game's token, then its questions
        // (2 and the 2 that came without the token): three requests in a row.
        let first = try await ended(Task { try await client.questions(TriviaQuery(amount: 2)) }, "the first questions")
        XCTAssertEqual(first.count, 2)
        let second = try await ended(
            Task { try await client.questions(TriviaQuery(amount: 2)) }, "the second questions")
        XCTAssertEqual(second.count, 4)
        let log = try limited.log()
        XCTAssertEqual(log.map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertTrue(log.allSatisfy { $0.responseCode == 0 }, "never rate-limited")
        for (earlier, later) in zip(log, log.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later.time - earlier.time, window - 0.005)
        }
    }

    func testARecentRequestFromAnEarlierRunStillCounts() async throws {
        store.save(OpenTriviaDBState(lastRequest: wall.now.addingTimeInterval(-2)))
        files.flush()
        let client = makeClient()
        let answer = driver.startFetch(client, TriviaQuery(amount: 2))
        let settled = await driver.settle { self.driver.lastWaitUntil != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(try XCTUnwrap(driver.lastWaitUntil) - driver.now, 3, accuracy: 0.001)
        _ = await driver.drive(answer)
    }

    // MARK: - Failures: a typed error, never a hang

    private func failure(after faults: [[String: Any]], query: TriviaQuery = TriviaQuery(amount: 2)) async throws
        -> OpenTriviaDBError?
    {
        // A new client's first request is the questions, at once and without a token: the fault
        // hits it.
        let targeted = faults.map { $0.merging(["path": "/api.php"]) { current, _ in current } }
        try server.control(["reset": true, "faults": targeted])
        let result = await driver.fetch(makeClient(stateFile: nil), query)
        return try XCTUnwrap(result, "answered, not hung").failure
    }

    func testEveryServerFaultBecomesATypedError() async throws {
        try useLoopbackServer()
        let host = "127.0.0.1"
        let cases: [([[String: Any]], OpenTriviaDBError)] = [
            ([["kind": "http", "status": 500]], .httpStatus(host: host, status: 500)),
            ([["kind": "http", "status": 503]], .httpStatus(host: host, status: 503)),
            ([["kind": "empty"]], .malformedResponse(host: host)),
            ([["kind": "malformed"]], .malformedResponse(host: host)),
            ([["kind": "wrong_types"]], .malformedResponse(host: host)),
            ([["kind": "code", "code": 2]], .invalidParameter),
            ([["kind": "code", "code": 9]], .malformedResponse(host: host)),
            // libcurl reports a connection closed without an answer as an empty reply (-1011).
            ([["kind": "drop"]], .malformedResponse(host: host)),
        ]
        for (faults, expected) in cases {
            let failure = try await failure(after: faults)
            XCTAssertEqual(failure, expected, "\(faults)")
        }
        let notEnough = try await failure(after: [], query: TriviaQuery(amount: 4, category: 30))
        XCTAssertEqual(notEnough, .notEnoughQuestions)
        // An answer cut short is said as such, never "unreachable": the server answered.
        let truncated = try await failure(after: [["kind": "truncate"]])
        XCTAssertEqual(truncated, .cutShort(host: host))
    }

    func testAClosedPortIsUnreachable() async throws {
        let listener = try LoopbackListener()
        let port = listener.port
        listener.close()
        let client = makeClient(baseURL: URL(string: "http://127.0.0.1:\(port)/")!, stateFile: nil)
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .unreachable(host: "127.0.0.1"))
    }

    func testANameThatDoesNotResolveIsUnreachable() async {
        let client = makeClient(baseURL: URL(string: "http://opentdb.invalid/")!, stateFile: nil)
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .unreachable(host: "opentdb.invalid"))
    }

    func testATLSFailureIsReportedAsSuch() async throws {
        try useLoopbackServer()
        // The test server speaks plain HTTP: an https handshake with it fails.
        let client = makeClient(baseURL: URL(string: "https://127.0.0.1:\(server.port)/")!, stateFile: nil)
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .secureConnectionFailed(host: "127.0.0.1"))
    }

    func testAFailureThatNeverReachedTheServerDoesNotDelayTheNextRequest() async throws {
        let port = server.port
        server.stop()
        let client = makeClient(baseURL: URL(string: "http://127.0.0.1:\(port)/")!, stateFile: nil)
        let first = await driver.fetch(client, TriviaQuery(amount: 2), allowWaiting: false)
        XCTAssertNotNil(first?.failure)
        let second = await driver.fetch(client, TriviaQuery(amount: 2), allowWaiting: false)
        XCTAssertNotNil(second?.failure)
        XCTAssertNil(driver.lastWaitUntil, "no 5-second wait after a refused connection")
    }

    func testACancelledFetchEndsAtOnceAndSendsNothingMore() async throws {
        let client = makeClient()
        try await driver.fetchWithoutAToken(client, server: server)
        driver.advance(by: 5)  // the game is played: the token may go at once
        let fetch = Task { () async -> Result<[Question], OpenTriviaDBError> in
            do throws(OpenTriviaDBError) {
                return .success(try await client.questions(TriviaQuery(amount: 2)))
            } catch {
                return .failure(error)
            }
        }
        // The token goes out; the questions wait 5 s: cancelled during that wait.
        let waiting = await driver.settle { self.driver.manual.sleeperCount > 0 && (try? self.server.log().count) == 2 }
        XCTAssertTrue(waiting)
        fetch.cancel()
        let result = try await ended(fetch, "the fetch")
        XCTAssertEqual(result.failure, .cancelled)
        // The fetch is over and nothing of it sleeps on the clock: nothing is left to send.
        XCTAssertEqual(driver.manual.sleeperCount, 0, "nothing waits to be sent")
        driver.advance(by: 60)
        XCTAssertEqual(try server.log().map(\.path), ["/api.php", "/api_token.php"], "nothing sent after the cancel")
    }
}
