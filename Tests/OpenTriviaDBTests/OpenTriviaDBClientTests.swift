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
            scheduler: driver.scheduler,
            stateStore: stateFile.map { OpenTriviaDBStateStore(url: folder.appendingPathComponent($0)) },
            wallClock: { wall.now }
        )
    }

    // MARK: - Decoding, every encoding

    private func checkDecodedAgainstTheBank(
        _ encoding: FieldEncoding, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let bank = try server.bank()
        let client = makeClient(encoding: encoding, stateFile: nil)
        var seen: Set<String> = []
        // 3 × 50: the whole true/false bank, through one token.
        for _ in 0..<3 {
            let questions = try XCTUnwrap(driver.fetch(client, TriviaQuery(amount: 50)), file: file, line: line).get()
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

    func testHTMLEntitiesInTheDefaultEncodingAreDecodedExactlyOnce() throws {
        try checkDecodedAgainstTheBank(.html)
    }

    func testURL3986FieldsAreDecoded() throws {
        try checkDecodedAgainstTheBank(.url3986)
        XCTAssertTrue(try server.apiRequests().allSatisfy { $0.query["encode"] == "url3986" })
    }

    func testBase64FieldsAreDecoded() throws {
        try checkDecodedAgainstTheBank(.base64)
        XCTAssertTrue(try server.apiRequests().allSatisfy { $0.query["encode"] == "base64" })
    }

    func testTheQueryCarriesAmountTypeCategoryAndDifficulty() throws {
        let client = makeClient(stateFile: nil)
        let questions = try XCTUnwrap(driver.fetch(client, TriviaQuery(amount: 5, category: 17, difficulty: .hard)))
            .get()
        XCTAssertEqual(questions.count, 5)
        XCTAssertTrue(questions.allSatisfy { $0.category == "Science & Nature" && $0.difficulty == .hard })
        let query = try XCTUnwrap(server.apiRequests().first).query
        XCTAssertEqual(query["amount"], "5")
        XCTAssertEqual(query["type"], "boolean")
        XCTAssertEqual(query["category"], "17")
        XCTAssertEqual(query["difficulty"], "hard")
    }

    func testCategoriesAreFetchedAndDecoded() throws {
        let categories = try XCTUnwrap(driver.categories(makeClient(stateFile: nil))).get()
        XCTAssertEqual(categories.count, 24)
        XCTAssertTrue(categories.contains(TriviaCategory(id: 17, name: "Science & Nature")))
    }

    // MARK: - Spacing and the rate limit

    func testRequestsAreNeverLessThanFiveSecondsApartOnTheInjectedClock() throws {
        let client = makeClient()
        let start = driver.scheduler.now
        let first = AnswerBox<[Question]>()
        client.fetchQuestions(
            TriviaQuery(amount: 3), progress: { self.driver.record($0) }, completion: { first.set($0) })
        // The token goes first; the questions wait 5 s after it, and the loading card is told.
        XCTAssertTrue(driver.settle { (try? self.server.log().count) == 1 })
        XCTAssertEqual(try server.log().first?.path, "/api_token.php")
        XCTAssertTrue(driver.settle { self.driver.lastWaitUntil != nil })
        XCTAssertEqual(driver.lastWaitUntil, start + 5)
        driver.scheduler.advance(by: 4.9)
        driver.settle(timeout: 0.3) { false }
        XCTAssertEqual(try server.log().count, 1, "nothing before 5 s")
        driver.scheduler.advance(by: 0.1)
        XCTAssertTrue(driver.settle { first.get() != nil })
        XCTAssertEqual(try first.get()?.get().count, 3)

        // The next game's questions wait their turn too.
        let second = AnswerBox<[Question]>()
        client.fetchQuestions(
            TriviaQuery(amount: 3), progress: { self.driver.record($0) }, completion: { second.set($0) })
        XCTAssertTrue(driver.settle { self.driver.lastWaitUntil == start + 10 })
        XCTAssertEqual(try server.log().count, 2)
        driver.scheduler.advance(by: 5)
        XCTAssertTrue(driver.settle { second.get() != nil })
        let log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api_token.php", "/api.php", "/api.php"])
        XCTAssertTrue(log.dropFirst().allSatisfy { $0.query["token"] == client.currentToken })
    }

    func testARateLimitedAnswerIsWaitedOutThenRetried() throws {
        for mode in ["code5", "http429"] {
            try server.control(["reset": true, "faults": [["kind": "rate_limit", "mode": mode, "path": "/api.php"]]])
            driver = ClientDriver()
            try storeServerToken()
            let start = driver.scheduler.now
            let result = driver.fetch(makeClient(), TriviaQuery(amount: 2))
            XCTAssertEqual(try result?.get().count, 2, mode)
            let requests = try server.apiRequests()
            XCTAssertEqual(requests.map(\.status), mode == "code5" ? [200, 200] : [429, 200], "no hot retry: \(mode)")
            // Questions at 0 (rate-limited), again at 5: the wait shown on the card.
            let waits = driver.progress.compactMap { if case .waiting(let until) = $0 { until - start } else { nil } }
            XCTAssertEqual(waits, [5], mode)
        }
    }

    func testARateLimitThatNeverEndsGivesUpWhenTheNextRetryWouldMissTheDeadline() throws {
        try server.control(["faults": Array(repeating: ["kind": "rate_limit", "path": "/api.php"], count: 6)])
        try storeServerToken()
        let start = driver.scheduler.now
        let result = driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(result?.failure, .rateLimited(host: "127.0.0.1"))
        // At 0 and 5; at 10 the fetch's 10 seconds are over, so no third request.
        XCTAssertEqual(try server.apiRequests().count, 2)
        XCTAssertLessThan(driver.scheduler.now - start, 10)
    }

    /// Saves a token the server knows, freshly used, as an earlier run would have left it: the
    /// next fetch starts with its questions.
    private func storeServerToken() throws {
        let (_, body) = try server.get("api_token.php", query: ["command": "request"])
        let token = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])["token"] as? String
        let store = OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"))
        XCTAssertNil(store.save(OpenTriviaDBState(token: token, tokenLastUsed: wall.now)))
    }

    func testTheRealFiveSecondLimitIsNeverHit() throws {
        // Real time: the server allows one request per 5 s, the client runs on the real clock.
        let limited = try OpenTDBTestServer(rateLimitSeconds: 5)
        defer { limited.stop() }
        let client = OpenTriviaDBClient(configuration: .init(baseURL: limited.baseURL), scheduler: DispatchScheduler())
        let box = AnswerBox<[Question]>()
        client.fetchQuestions(TriviaQuery(amount: 2)) { box.set($0) }
        let done = expectation(description: "answered")
        DispatchQueue.global().async {
            while box.get() == nil { usleep(20_000) }
            done.fulfill()
        }
        wait(for: [done], timeout: 15)
        XCTAssertEqual(try box.get()?.get().count, 2)
        let log = try limited.log()
        XCTAssertEqual(log.map(\.path), ["/api_token.php", "/api.php"])
        XCTAssertTrue(log.allSatisfy { $0.responseCode == 0 }, "never rate-limited")
        XCTAssertGreaterThanOrEqual(log[1].time - log[0].time, 4.95)
    }

    func testARecentRequestFromAnEarlierRunStillCounts() throws {
        let store = OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"))
        store.save(OpenTriviaDBState(lastRequest: wall.now.addingTimeInterval(-2)))
        let client = makeClient()
        let box = AnswerBox<[Question]>()
        client.fetchQuestions(TriviaQuery(amount: 2), progress: { self.driver.record($0) }, completion: { box.set($0) })
        XCTAssertTrue(driver.settle { self.driver.lastWaitUntil != nil })
        XCTAssertEqual(try XCTUnwrap(driver.lastWaitUntil) - driver.scheduler.now, 3, accuracy: 0.001)
    }

    // MARK: - Token

    func testTheTokenIsKeptAcrossRunsAndSentWithEveryRequest() throws {
        let first = makeClient()
        XCTAssertNotNil(try driver.fetch(first, TriviaQuery(amount: 2))?.get())
        let token = try XCTUnwrap(first.currentToken)
        XCTAssertEqual(try server.apiRequests().map { $0.query["token"] }, [token])

        let second = makeClient()  // a new run, same state file
        XCTAssertEqual(second.currentToken, token)
        XCTAssertNotNil(try driver.fetch(second, TriviaQuery(amount: 2))?.get())
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 1, "no second token")
        XCTAssertEqual(try server.apiRequests().last?.query["token"], token)
        let saved = OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json")).load()
        XCTAssertEqual(saved.token, token)
        XCTAssertEqual(saved.tokenLastUsed, wall.now)
    }

    func testATokenUnusedForSixHoursIsRenewed() throws {
        let first = makeClient()
        XCTAssertNotNil(try driver.fetch(first, TriviaQuery(amount: 2))?.get())
        let old = try XCTUnwrap(first.currentToken)

        wall.advance(by: 6 * 3600 + 1)
        let later = makeClient()
        XCTAssertNotNil(try driver.fetch(later, TriviaQuery(amount: 2))?.get())
        let renewed = try XCTUnwrap(later.currentToken)
        XCTAssertNotEqual(renewed, old)
        XCTAssertEqual(try server.apiRequests().last?.query["token"], renewed)
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 2)
    }

    func testAnUnknownTokenFailsThisFetchAtOnceAndTheNextOneGetsANewToken() throws {
        let client = makeClient()
        XCTAssertNotNil(try driver.fetch(client, TriviaQuery(amount: 2))?.get())
        let old = try XCTUnwrap(client.currentToken)
        try server.control(["expire_tokens": true])

        // A new token and the questions 5 s after it can't both be done within 10 s of the
        // questions that got code 3: this fetch falls back now...
        let failedAt = driver.scheduler.now
        XCTAssertEqual(driver.fetch(client, TriviaQuery(amount: 2))?.failure, .tokenRejected)
        XCTAssertLessThan(driver.scheduler.now - failedAt, 10)
        XCTAssertNil(client.currentToken, "the rejected token is forgotten")
        // ...and the next one starts with a new token.
        let questions = try XCTUnwrap(driver.fetch(client, TriviaQuery(amount: 2))).get()
        XCTAssertEqual(questions.count, 2)
        XCTAssertEqual(try server.log().suffix(3).map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(try server.apiRequests().suffix(2).map(\.responseCode), [3, 0])
        XCTAssertNotEqual(client.currentToken, old)
        XCTAssertEqual(try server.apiRequests().last?.query["token"], client.currentToken)
    }

    func testAnEmptiedTokenFailsThisFetchAtOnceAndIsResetByTheNextOne() throws {
        let client = makeClient()
        let gadgets = TriviaQuery(amount: 3, category: 30)  // exactly 3 questions on the server
        XCTAssertEqual(try XCTUnwrap(driver.fetch(client, gadgets)).get().count, 3)  // all 3 served to the token
        let token = try XCTUnwrap(client.currentToken)
        XCTAssertEqual(driver.fetch(client, gadgets)?.failure, .tokenRejected)  // code 4
        XCTAssertEqual(try XCTUnwrap(driver.fetch(client, gadgets)).get().count, 3)  // reset, then again
        let log = try server.log()
        XCTAssertEqual(log.suffix(3).map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(log.suffix(3).map(\.responseCode), [4, 0, 0])
        XCTAssertEqual(log.suffix(2).first?.query["command"], "reset")
        XCTAssertEqual(client.currentToken, token, "the same token, reset")
    }

    func testAResetThatFailsOnTheWaySaysWhyAndIsTriedAgainByTheNextFetch() throws {
        let client = makeClient()
        let gadgets = TriviaQuery(amount: 3, category: 30)
        XCTAssertEqual(try XCTUnwrap(driver.fetch(client, gadgets)).get().count, 3)
        XCTAssertEqual(driver.fetch(client, gadgets)?.failure, .tokenRejected)  // code 4
        try server.control(["faults": [["kind": "http", "status": 500, "path": "/api_token.php"]]])
        XCTAssertEqual(driver.fetch(client, gadgets)?.failure, .httpStatus(host: "127.0.0.1", status: 500))
        XCTAssertEqual(try XCTUnwrap(driver.fetch(client, gadgets)).get().count, 3)
        let log = try server.log()
        XCTAssertEqual(log.suffix(3).map(\.status), [500, 200, 200])
        XCTAssertEqual(log.suffix(3).map { $0.query["command"] }, ["reset", "reset", nil])
    }

    // MARK: - Failures: a typed error, never a hang

    private func failure(after faults: [[String: Any]], query: TriviaQuery = TriviaQuery(amount: 2)) throws
        -> OpenTriviaDBError?
    {
        // The token request goes through; the fault hits the questions.
        let targeted = faults.map { $0.merging(["path": "/api.php"]) { current, _ in current } }
        try server.control(["reset": true, "faults": targeted])
        let result = driver.fetch(makeClient(stateFile: nil), query)
        return try XCTUnwrap(result, "answered, not hung").failure
    }

    func testEveryServerFaultBecomesATypedError() throws {
        let host = "127.0.0.1"
        XCTAssertEqual(try failure(after: [["kind": "http", "status": 500]]), .httpStatus(host: host, status: 500))
        XCTAssertEqual(try failure(after: [["kind": "http", "status": 503]]), .httpStatus(host: host, status: 503))
        XCTAssertEqual(try failure(after: [["kind": "empty"]]), .malformedResponse(host: host))
        XCTAssertEqual(try failure(after: [["kind": "malformed"]]), .malformedResponse(host: host))
        XCTAssertEqual(try failure(after: [["kind": "wrong_types"]]), .malformedResponse(host: host))
        XCTAssertEqual(try failure(after: [["kind": "code", "code": 2]]), .invalidParameter)
        XCTAssertEqual(try failure(after: [["kind": "code", "code": 9]]), .malformedResponse(host: host))
        XCTAssertEqual(try failure(after: [], query: TriviaQuery(amount: 4, category: 30)), .notEnoughQuestions)
        let truncated = try failure(after: [["kind": "truncate"]])
        XCTAssertTrue(
            truncated == .malformedResponse(host: host) || truncated == .unreachable(host: host),
            "\(String(describing: truncated))"
        )
        // libcurl reports a connection closed without an answer as an empty reply (-1011).
        XCTAssertEqual(try failure(after: [["kind": "drop"]]), .malformedResponse(host: host))
    }

    func testAClosedPortIsUnreachable() throws {
        let port = server.port
        server.stop()
        let client = makeClient(baseURL: URL(string: "http://127.0.0.1:\(port)/")!, stateFile: nil)
        XCTAssertEqual(driver.fetch(client, TriviaQuery(amount: 2))?.failure, .unreachable(host: "127.0.0.1"))
    }

    func testANameThatDoesNotResolveIsUnreachable() {
        let client = makeClient(baseURL: URL(string: "http://opentdb.invalid/")!, stateFile: nil)
        XCTAssertEqual(driver.fetch(client, TriviaQuery(amount: 2))?.failure, .unreachable(host: "opentdb.invalid"))
    }

    func testATLSFailureIsReportedAsSuch() {
        // The test server speaks plain HTTP: an https handshake with it fails.
        let client = makeClient(baseURL: URL(string: "https://127.0.0.1:\(server.port)/")!, stateFile: nil)
        let failure = driver.fetch(client, TriviaQuery(amount: 2))?.failure
        XCTAssertEqual(failure, .secureConnectionFailed(host: "127.0.0.1"))
    }

    func testAFailureThatNeverReachedTheServerDoesNotDelayTheNextRequest() throws {
        let port = server.port
        server.stop()
        let client = makeClient(baseURL: URL(string: "http://127.0.0.1:\(port)/")!, stateFile: nil)
        XCTAssertNotNil(driver.fetch(client, TriviaQuery(amount: 2), allowWaiting: false)?.failure)
        XCTAssertNotNil(driver.fetch(client, TriviaQuery(amount: 2), allowWaiting: false)?.failure)
        XCTAssertNil(driver.lastWaitUntil, "no 5-second wait after a refused connection")
    }

    private static func everyError(host: String) -> [OpenTriviaDBError] {
        [
            .unreachable(host: host), .timedOut(host: host, seconds: 10), .secureConnectionFailed(host: host),
            .httpStatus(host: host, status: 502), .malformedResponse(host: host), .tooLarge(host: host),
            .redirected(host: host), .unusableToken(host: host), .notEnoughQuestions, .invalidParameter,
            .rateLimited(host: host), .tokenRejected,
        ]
    }

    func testEveryErrorHasAOneLineMessageOfAtMost40Columns() {
        for error in Self.everyError(host: "opentdb.com") {
            XCTAssertFalse(error.description.isEmpty)
            XCTAssertFalse(error.description.contains("\n"))
            XCTAssertLessThanOrEqual(error.description.count, 40, error.description)
        }
    }

    func testOnlyAnUnreachableServerIsCalledOffline() {
        for error in Self.everyError(host: "opentdb.com") {
            XCTAssertEqual(
                error.description.contains("Offline"), error == .unreachable(host: "opentdb.com"), "\(error)")
        }
        XCTAssertEqual(
            OpenTriviaDBError.unreachable(host: "opentdb.com").description, "Offline: opentdb.com unreachable")
        XCTAssertEqual(
            OpenTriviaDBError.httpStatus(host: "opentdb.com", status: 404).description, "opentdb.com answered HTTP 404")
        XCTAssertEqual(
            OpenTriviaDBError.timedOut(host: "opentdb.com", seconds: 10).description,
            "opentdb.com did not answer within 10 s")
        XCTAssertEqual(
            OpenTriviaDBError.tooLarge(host: "opentdb.com").description, "opentdb.com sent an answer over 1 MiB")
        XCTAssertEqual(
            OpenTriviaDBError.redirected(host: "opentdb.com").description, "redirected away from opentdb.com")
    }

    func testAHostileHostCanNotPutControlCharactersInAMessage() {
        for error in Self.everyError(host: "evil\u{1B}[2J\u{7}\u{9B}31m\u{7F}.example") {
            XCTAssertFalse(
                error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                error.description.debugDescription)
        }
    }
}
