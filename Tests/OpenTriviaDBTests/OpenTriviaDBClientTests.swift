import Foundation
import TestSupport
import XCTest

@testable import Quiz

/// The Open Trivia DB client through the real URLSession stack, against the local server.
final class OpenTriviaDBClientTests: XCTestCase {
    private var server: OpenTDBTestServer!
    private var driver: ClientDriver!
    private var folder: URL!
    private let wall = TestWallClock()

    /// The state file every client made with the default `stateFile` shares.
    private var store: OpenTriviaDBStateStore {
        OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"))
    }

    override func setUpWithError() throws {
        // The server's own limit is off here: the spacing under test is ours, on the injected
        // clock. Tests of the server's limit turn it on.
        server = try OpenTDBTestServer(rateLimitSeconds: 0)
        driver = ClientDriver()
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeClient(
        encoding: FieldEncoding = .url3986,
        baseURL: URL? = nil,
        stateFile: String? = "opentdb.json"
    ) -> OpenTriviaDBClient {
        let wall = self.wall
        return OpenTriviaDBClient(
            configuration: .init(baseURL: baseURL ?? server.baseURL, encoding: encoding),
            clock: driver.clock,
            stateStore: stateFile.map { OpenTriviaDBStateStore(url: folder.appendingPathComponent($0)) },
            wallClock: { wall.now }
        )
    }

    // MARK: - Decoding, every encoding

    private func checkDecodedAgainstTheBank(
        _ encoding: FieldEncoding, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let bank = try server.bank()
        let client = makeClient(encoding: encoding, stateFile: nil)
        var seen: Set<String> = []
        // 3 × 50: the whole true/false bank, through one token.
        for _ in 0..<3 {
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
        let first = driver.startFetch(client, TriviaQuery(amount: 3))
        // The token goes first; the questions wait 5 s after it, and the loading card is told.
        var settled = await driver.settle { (try? self.server.log().count) == 1 }
        XCTAssertTrue(settled)
        XCTAssertEqual(try server.log().first?.path, "/api_token.php")
        settled = await driver.settle { self.driver.lastWaitUntil != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(driver.lastWaitUntil, start + 5)
        driver.advance(by: 4.9)
        await driver.settle(timeout: 0.3) { false }
        XCTAssertEqual(try server.log().count, 1, "nothing before 5 s")
        driver.advance(by: 0.1)
        settled = await driver.settle { first.value != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(try first.value?.get().count, 3)

        // The next game's questions wait their turn too.
        let second = driver.startFetch(client, TriviaQuery(amount: 3))
        settled = await driver.settle { self.driver.lastWaitUntil == start + 10 }
        XCTAssertTrue(settled)
        XCTAssertEqual(try server.log().count, 2)
        driver.advance(by: 5)
        settled = await driver.settle { second.value != nil }
        XCTAssertTrue(settled)
        let log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api_token.php", "/api.php", "/api.php"])
        let token = try XCTUnwrap(savedToken(store))
        XCTAssertTrue(log.dropFirst().allSatisfy { $0.query["token"] == token })
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

    /// Saves a token the server knows, freshly used, as an earlier run would have left it: the
    /// next fetch starts with its questions.
    private func storeServerToken() throws {
        let (_, body) = try server.get("api_token.php", query: ["command": "request"])
        let token = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])["token"] as? String
        store.save(OpenTriviaDBState(token: token, tokenLastUsed: wall.now))
        FileWriter.flush()
    }

    func testTheRealFiveSecondLimitIsNeverHit() async throws {
        // Real time: the server allows one request per 5 s, the client runs on the real clock.
        let limited = try OpenTDBTestServer(rateLimitSeconds: 5)
        defer { limited.stop() }
        let client = OpenTriviaDBClient(configuration: .init(baseURL: limited.baseURL), clock: .continuous)
        let questions = try await client.questions(TriviaQuery(amount: 2))
        XCTAssertEqual(questions.count, 2)
        let log = try limited.log()
        XCTAssertEqual(log.map(\.path), ["/api_token.php", "/api.php"])
        XCTAssertTrue(log.allSatisfy { $0.responseCode == 0 }, "never rate-limited")
        XCTAssertGreaterThanOrEqual(log[1].time - log[0].time, 4.95)
    }

    func testARecentRequestFromAnEarlierRunStillCounts() async throws {
        store.save(OpenTriviaDBState(lastRequest: wall.now.addingTimeInterval(-2)))
        FileWriter.flush()
        let client = makeClient()
        let answer = driver.startFetch(client, TriviaQuery(amount: 2))
        let settled = await driver.settle { self.driver.lastWaitUntil != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(try XCTUnwrap(driver.lastWaitUntil) - driver.now, 3, accuracy: 0.001)
        _ = await driver.drive(answer)
    }

    // MARK: - Token

    func testTheTokenIsKeptAcrossRunsAndSentWithEveryRequest() async throws {
        let first = makeClient()
        let firstAnswer = await driver.fetch(first, TriviaQuery(amount: 2))
        XCTAssertNotNil(try firstAnswer?.get())
        let token = try XCTUnwrap(savedToken(store))
        XCTAssertEqual(try server.apiRequests().map { $0.query["token"] }, [token])

        let second = makeClient()  // a new run, same state file
        let secondAnswer = await driver.fetch(second, TriviaQuery(amount: 2))
        XCTAssertNotNil(try secondAnswer?.get())
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 1, "no second token")
        XCTAssertEqual(try server.apiRequests().last?.query["token"], token)
        FileWriter.flush()
        let saved = store.load()
        XCTAssertEqual(saved.token, token)
        XCTAssertEqual(saved.tokenLastUsed, wall.now)
    }

    func testATokenUnusedForSixHoursIsRenewed() async throws {
        let first = makeClient()
        let firstAnswer = await driver.fetch(first, TriviaQuery(amount: 2))
        XCTAssertNotNil(try firstAnswer?.get())
        let old = try XCTUnwrap(savedToken(store))

        wall.advance(by: 6 * 3600 + 1)
        let later = makeClient()
        let laterAnswer = await driver.fetch(later, TriviaQuery(amount: 2))
        XCTAssertNotNil(try laterAnswer?.get())
        let renewed = try XCTUnwrap(savedToken(store))
        XCTAssertNotEqual(renewed, old)
        XCTAssertEqual(try server.apiRequests().last?.query["token"], renewed)
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 2)
    }

    func testAnUnknownTokenFailsThisFetchAtOnceAndTheNextOneGetsANewToken() async throws {
        let client = makeClient()
        let firstAnswer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertNotNil(try firstAnswer?.get())
        let old = try XCTUnwrap(savedToken(store))
        try server.control(["expire_tokens": true])

        // A new token and the questions 5 s after it can't both be done within 10 s of the
        // questions that got code 3: this fetch falls back now...
        let failedAt = driver.now
        let rejected = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(rejected?.failure, .tokenNotFound)
        XCTAssertLessThan(driver.now - failedAt, 10)
        XCTAssertNil(savedToken(store), "the rejected token is forgotten")
        // ...and the next one starts with a new token.
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try XCTUnwrap(answer).get().count, 2)
        XCTAssertEqual(try server.log().suffix(3).map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(try server.apiRequests().suffix(2).map(\.responseCode), [3, 0])
        let renewed = try XCTUnwrap(savedToken(store))
        XCTAssertNotEqual(renewed, old)
        XCTAssertEqual(try server.apiRequests().last?.query["token"], renewed)
    }

    func testAnEmptiedTokenFailsThisFetchAtOnceAndIsResetByTheNextOne() async throws {
        let client = makeClient()
        let gadgets = TriviaQuery(amount: 3, category: 30)  // exactly 3 questions on the server
        let all = await driver.fetch(client, gadgets)
        XCTAssertEqual(try XCTUnwrap(all).get().count, 3)  // all 3 served to the token
        let token = try XCTUnwrap(savedToken(store))
        let emptied = await driver.fetch(client, gadgets)
        XCTAssertEqual(emptied?.failure, .tokenEmpty)  // code 4
        let again = await driver.fetch(client, gadgets)
        XCTAssertEqual(try XCTUnwrap(again).get().count, 3)  // reset, then again
        let log = try server.log()
        XCTAssertEqual(log.suffix(3).map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(log.suffix(3).map(\.responseCode), [4, 0, 0])
        XCTAssertEqual(log.suffix(2).first?.query["command"], "reset")
        XCTAssertEqual(savedToken(store), token, "the same token, reset")
    }

    func testAResetThatFailsOnTheWaySaysWhyAndIsTriedAgainByTheNextFetch() async throws {
        let client = makeClient()
        let gadgets = TriviaQuery(amount: 3, category: 30)
        let all = await driver.fetch(client, gadgets)
        XCTAssertEqual(try XCTUnwrap(all).get().count, 3)
        let emptied = await driver.fetch(client, gadgets)
        XCTAssertEqual(emptied?.failure, .tokenEmpty)  // code 4
        try server.control(["faults": [["kind": "http", "status": 500, "path": "/api_token.php"]]])
        let failedReset = await driver.fetch(client, gadgets)
        XCTAssertEqual(failedReset?.failure, .httpStatus(host: "127.0.0.1", status: 500))
        let again = await driver.fetch(client, gadgets)
        XCTAssertEqual(try XCTUnwrap(again).get().count, 3)
        let log = try server.log()
        XCTAssertEqual(log.suffix(3).map(\.status), [500, 200, 200])
        XCTAssertEqual(log.suffix(3).map { $0.query["command"] }, ["reset", "reset", nil])
    }

    // MARK: - Failures: a typed error, never a hang

    private func failure(after faults: [[String: Any]], query: TriviaQuery = TriviaQuery(amount: 2)) async throws
        -> OpenTriviaDBError?
    {
        // The token request goes through; the fault hits the questions.
        let targeted = faults.map { $0.merging(["path": "/api.php"]) { current, _ in current } }
        try server.control(["reset": true, "faults": targeted])
        let result = await driver.fetch(makeClient(stateFile: nil), query)
        return try XCTUnwrap(result, "answered, not hung").failure
    }

    func testEveryServerFaultBecomesATypedError() async throws {
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
        let truncated = try await failure(after: [["kind": "truncate"]])
        XCTAssertTrue(
            truncated == .malformedResponse(host: host) || truncated == .unreachable(host: host),
            "\(String(describing: truncated))"
        )
    }

    func testAClosedPortIsUnreachable() async throws {
        let port = server.port
        server.stop()
        let client = makeClient(baseURL: URL(string: "http://127.0.0.1:\(port)/")!, stateFile: nil)
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .unreachable(host: "127.0.0.1"))
    }

    func testANameThatDoesNotResolveIsUnreachable() async {
        let client = makeClient(baseURL: URL(string: "http://opentdb.invalid/")!, stateFile: nil)
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .unreachable(host: "opentdb.invalid"))
    }

    func testATLSFailureIsReportedAsSuch() async {
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
        let fetch = Task { () async -> Result<[Question], OpenTriviaDBError> in
            do throws(OpenTriviaDBError) {
                return .success(try await client.questions(TriviaQuery(amount: 2)))
            } catch {
                return .failure(error)
            }
        }
        // The token goes out; the questions wait 5 s: cancelled during that wait.
        let waiting = await driver.settle { self.driver.manual.sleeperCount > 0 && (try? self.server.log().count) == 1 }
        XCTAssertTrue(waiting)
        fetch.cancel()
        let result = await fetch.value
        XCTAssertEqual(result.failure, .cancelled)
        driver.advance(by: 60)
        await driver.settle(timeout: 0.3) { false }
        XCTAssertEqual(try server.log().map(\.path), ["/api_token.php"], "nothing sent after the cancel")
    }
}
