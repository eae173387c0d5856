import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB

/// The Open Trivia DB client's session token, against the in-process server (one test through
/// URLSession to the local server): asked for, kept across runs, renewed and reset.
final class OpenTriviaDBTokenTests: OpenTriviaDBClientTestCase {
    // MARK: - Token

    func testAFreshClientsFirstQuestionsGoAtOnceWithoutATokenAndTheNextAskForOneAndForMore() async throws {
        let client = makeClient()
        let start = driver.now
        // The clock is never moved: a wait would never end.
        let first = await driver.fetch(client, TriviaQuery(amount: 3), allowWaiting: false)
        XCTAssertEqual(try XCTUnwrap(first, "answered without waiting").get().count, 3)
        let alone = try server.log()
        XCTAssertEqual(alone.map(\.path), ["/api.php"], "one request: no token asked for")
        XCTAssertNil(alone.first?.query["token"])
        XCTAssertEqual(alone.first?.query["amount"], "3")
        XCTAssertNil(driver.lastWaitUntil, "no rate-limit wait")
        XCTAssertEqual(driver.now, start)
        XCTAssertNil(savedToken(store))

        // The next fetch: a token first, then questions under it, 4 and the 3 that came without
        // it (they may come again: the caller drops repeats).
        let second = await driver.fetch(client, TriviaQuery(amount: 4))
        XCTAssertEqual(try XCTUnwrap(second).get().count, 7)
        let token = try XCTUnwrap(savedToken(store))
        let log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(log.dropFirst().first?.query["command"], "request")
        XCTAssertEqual(log.last?.query["token"], token)
        XCTAssertEqual(log.last?.query["amount"], "7", "4 asked for and the 3 fetched without a token")
        let waits = driver.progress.compactMap {
            if case .waiting(let until) = $0 { until.offset.inSeconds - start } else { nil }
        }
        XCTAssertEqual(waits, [5, 10], "the token and the questions each 5 s after the request before")
    }

    func testTooFewQuestionsForTheExtraOnesAreAskedForAgainWithoutThem() async throws {
        let client = makeClient()
        let geography = TriviaQuery(amount: 10, category: 22)  // 18 true/false questions on the server
        let first = await driver.fetch(client, geography)
        XCTAssertEqual(try XCTUnwrap(first).get().count, 10)  // without a token
        // The next fetch gets its token, but its questions fail on the way: the token's first
        // question request, 10 and the 10 extra ones, is still to come.
        try server.control(["faults": [["kind": "http", "status": 500, "path": "/api.php"]]])
        let failed = await driver.fetch(client, geography)
        XCTAssertEqual(failed?.failure, .httpStatus(host: "127.0.0.1", status: 500))
        let token = try XCTUnwrap(savedToken(store))

        // 20 is more than the 18 there are: code 1. The game's 10 alone go 5 s later, within the
        // fetch's 10 s.
        driver.forgetProgress()
        let start = driver.now
        let answer = await driver.fetch(client, geography)
        XCTAssertEqual(try XCTUnwrap(answer).get().count, 10)
        let requests = try server.apiRequests()
        XCTAssertEqual(requests.map { $0.query["amount"] }, ["10", "20", "20", "10"])
        XCTAssertEqual(requests.map { $0.query["token"] }, [nil, token, token, token])
        XCTAssertEqual(requests.suffix(2).map(\.responseCode), [1, 0])
        let waits = driver.progress.compactMap {
            if case .waiting(let until) = $0 { until.offset.inSeconds - start } else { nil }
        }
        XCTAssertEqual(waits, [5, 10], "the retry in the same fetch, 5 s after the code 1")

        // The token has served questions: no extra ones any more.
        let next = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try XCTUnwrap(next).get().count, 2)
        XCTAssertEqual(try server.apiRequests().last?.query["amount"], "2")
        XCTAssertEqual(try server.apiRequests().last?.query["token"], token)
    }

    func testTheTokenIsKeptAcrossRunsAndSentWithEveryRequest() async throws {
        try useLoopbackServer()
        let first = makeClient()
        try await driver.fetchWithoutAToken(first, server: server)
        let firstAnswer = await driver.fetch(first, TriviaQuery(amount: 2))
        XCTAssertNotNil(try firstAnswer?.get())
        let token = try XCTUnwrap(savedToken(store))
        XCTAssertEqual(try server.apiRequests().map { $0.query["token"] }, [nil, token])

        let second = makeClient()  // a new run, same state file: the token from its first request
        let secondAnswer = await driver.fetch(second, TriviaQuery(amount: 2))
        XCTAssertNotNil(try secondAnswer?.get())
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 1, "no second token")
        XCTAssertEqual(try server.apiRequests().map { $0.query["token"] }, [nil, token, token])
        files.flush()
        let saved = store.load()
        XCTAssertEqual(saved.token, token)
        XCTAssertEqual(saved.tokenLastUsed, wall.now)
    }

    func testATokenUnusedForSixHoursIsRenewed() async throws {
        let first = makeClient()
        try await driver.fetchWithoutAToken(first, server: server)
        let firstAnswer = await driver.fetch(first, TriviaQuery(amount: 2))
        XCTAssertNotNil(try firstAnswer?.get())
        let old = try XCTUnwrap(savedToken(store))

        wall.advance(by: 6 * 3600 + 1)
        // The stale token is no usable one: the run's first questions go without a token, the next
        // ones after a new token.
        let later = makeClient()
        try await driver.fetchWithoutAToken(later, server: server)
        let laterAnswer = await driver.fetch(later, TriviaQuery(amount: 2))
        XCTAssertNotNil(try laterAnswer?.get())
        let renewed = try XCTUnwrap(savedToken(store))
        XCTAssertNotEqual(renewed, old)
        XCTAssertEqual(try server.apiRequests().last?.query["token"], renewed)
        XCTAssertEqual(try server.log().filter { $0.path == "/api_token.php" }.count, 2)
        XCTAssertEqual(
            try server.apiRequests().map { $0.query["token"] }, [nil, old, nil, renewed], "the stale token never sent")
    }

    func testAnUnknownTokenFailsThisFetchAtOnceAndTheNextOneGetsANewToken() async throws {
        let client = makeClient()
        try await driver.fetchWithoutAToken(client, server: server)
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
        try storeServerToken()  // an earlier run's token: used from the first request
        let client = makeClient()
        let gadgets = TriviaQuery(amount: 3, category: 30)  // exactly 3 questions on the server
        let all = await driver.fetch(client, gadgets)
        XCTAssertEqual(try XCTUnwrap(all).get().count, 3)  // all 3 served to the token
        let token = try XCTUnwrap(savedToken(store))
        XCTAssertEqual(try server.apiRequests().first?.query["token"], token)
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
        let token = try storeServerToken()  // an earlier run's: used from the first request
        let client = makeClient()
        let gadgets = TriviaQuery(amount: 3, category: 30)
        let all = await driver.fetch(client, gadgets)
        XCTAssertEqual(try XCTUnwrap(all).get().count, 3)
        XCTAssertEqual(try server.apiRequests().first?.query["token"], token)
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
        XCTAssertEqual(savedToken(store), token, "the same token, reset")
    }
}
