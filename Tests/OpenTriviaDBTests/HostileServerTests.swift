import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// The client against servers that misbehave on purpose: too slow, too long, redirecting, handing
/// out bad tokens or odd categories.
///
/// The injected clock; what the transport meets (a slow, trickled, endless, compressed or
/// redirected answer) through URLSession from the local server, the rest from the in-process one.
final class HostileServerTests: OpenTriviaDBClientTestCase {
    private let host = "127.0.0.1"
    private var stateURL: URL { folder.appendingPathComponent("opentdb.json") }

    /// The first logged request with a fault of `kind`, once the server has finished with it.
    private func loggedFault(_ kind: String, timeout: TimeInterval = waitTimeout) throws -> LoggedRequest {
        let server = try XCTUnwrap(server as? OpenTDBTestServer, "the \(kind) fault needs the local server")
        let log = try server.waitForLog(timeout: timeout) { $0.contains { $0.fault == kind } }
        return try XCTUnwrap(log?.first { $0.fault == kind }, "the server never finished the \(kind) answer")
    }

    // MARK: - 12. A deadline from sending to the last byte

    func testAServerThatTricklesAByteASecondTimesOutAtTenSecondsOnTheInjectedClock() async throws {
        try useLoopbackServer()
        try storeServerToken()
        // 10 bytes a second, one at a time: the server notices the connection closed by its next
        // byte or the one after (0.1-0.2 s).
        try server.control(["faults": [["kind": "trickle", "bytes_per_second": 10, "path": "/api.php"]]])
        let sent = driver.now
        // The bytes come in real time, the clock jumps: the silence limit is out of the way.
        let answer = driver.startFetch(makeClient(silenceLimit: .seconds(60)), TriviaQuery(amount: 2))
        // The request is under way once its deadline sleeps on the clock and the server has it.
        var settled = await driver.settle("the request's deadline, and the request at the server") {
            self.driver.hasSentRequest && self.driver.manual.sleeperCount > 0
                && (try? self.server.faultsApplied()) == 1
        }
        XCTAssertTrue(settled, "the questions were asked for")
        driver.assertAsleep(until: sent + 10, "the deadline is 10 s after sending")

        // Bytes keep coming, so no idle timeout fires; 9.9 s after sending, still loading: the
        // deadline still sleeps (a deadline before 9.9 s would have woken in advance(by:)).
        driver.advance(by: 9.9)
        driver.assertAsleep(until: sent + 10, "9.9 s after sending")
        XCTAssertNil(answer.value, "answered before the deadline")
        driver.advance(by: 0.1)
        settled = await driver.settle("the answer at the deadline") { answer.value != nil }
        XCTAssertTrue(settled, "no answer at the deadline")
        XCTAssertEqual(answer.value?.failure, .timedOut(host: host, seconds: 10))

        // The connection was closed: the server's next byte failed.
        let trickle = try loggedFault("trickle")
        XCTAssertEqual(trickle.closedEarly, true)
        // Far fewer than the answer's hundreds of bytes (100 would take 10 s to send).
        XCTAssertLessThan(try XCTUnwrap(trickle.bytesSent), 100)
    }

    func testAServerThatSaysNothingTimesOutAtTheDeadlineWhenTheSilenceLimitIsLonger() async throws {
        try useLoopbackServer()
        try storeServerToken()
        try server.control(["faults": [["kind": "slow", "seconds": 30, "path": "/api.php"]]])
        let answer = driver.startFetch(makeClient(silenceLimit: .seconds(60)), TriviaQuery(amount: 2))
        var settled = await driver.settle { self.driver.hasSentRequest }
        XCTAssertTrue(settled)
        // Let the request's deadline start sleeping on the clock, and the request reach the server
        // (else the deadline would end a request never sent), before moving the clock.
        settled = await driver.settle {
            self.driver.manual.sleeperCount > 0 && (try? self.server.faultsApplied()) == 1
        }
        XCTAssertTrue(settled)
        driver.advance(by: 10)
        settled = await driver.settle("the answer") { answer.value != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(answer.value?.failure, .timedOut(host: host, seconds: 10))
    }

    // MARK: - 13. At most 1 MiB, decompressed

    func testAnEndlessAnswerIsRefusedPastOneMebibyteAndNotReadToItsEnd() async throws {
        try useLoopbackServer()
        // 64 MiB of valid, padded JSON (read to its end it would decode), 64 KiB every 2 ms: at
        // least 2 s to send, as a fast server on the internet would.
        try server.control([
            "faults": [
                ["kind": "endless", "limit": 64 << 20, "chunk": 65536, "interval": 0.002, "path": "/api_category.php"]
            ]
        ])
        let started = Date()
        let refused = await driver.categories(makeClient(stateFile: nil))
        XCTAssertEqual(refused?.failure, .tooLarge(host: host))
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.5, "refused quickly")
        let endless = try loggedFault("endless")
        XCTAssertEqual(endless.closedEarly, true, "the server saw the connection closed")
        XCTAssertLessThan(try XCTUnwrap(endless.bytesSent), 16 << 20, "we stopped reading long before 64 MiB")
    }

    func testAnEndlessAnswerAtFullSpeedIsRefusedToo() async throws {
        try useLoopbackServer()
        // As fast as loopback goes. libcurl hands URLSession's delegate the data asynchronously,
        // with no back-pressure: it may read some megabytes ahead before the cancel lands, but
        // the client never keeps more than 1 MiB and fails at once.
        try server.control(["faults": [["kind": "endless", "limit": 64 << 20, "path": "/api_category.php"]]])
        let started = Date()
        let refused = await driver.categories(makeClient(stateFile: nil))
        XCTAssertEqual(refused?.failure, .tooLarge(host: host))
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "refused quickly")
    }

    func testAGzipBombIsCountedDecompressedAndRefusedPastOneMebibyte() async throws {
        try useLoopbackServer()
        // 64 MiB once decompressed (about 64 KiB on the wire), 1 MiB every 50 ms: 3.2 s to send.
        try server.control([
            "faults": [["kind": "gzip_bomb", "expanded": 64 << 20, "interval": 0.05, "path": "/api_category.php"]]
        ])
        let started = Date()
        let refused = await driver.categories(makeClient(stateFile: nil))
        XCTAssertEqual(refused?.failure, .tooLarge(host: host))
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "refused quickly")
        let bomb = try loggedFault("gzip_bomb")
        XCTAssertEqual(bomb.acceptEncoding?.contains("gzip"), true, "libcurl asks for gzip: \(bomb)")
        XCTAssertEqual(bomb.closedEarly, true, "the server saw the connection closed")
        XCTAssertLessThan(try XCTUnwrap(bomb.expandedSent), 16 << 20, "we stopped reading long before 64 MiB")
    }

    func testAnAnswerOfExactlyOneMebibyteIsReadAndOneByteMoreIsNot() async throws {
        try useLoopbackServer()
        let cases: [([String: Any], Bool)] = [
            (["kind": "gzip_bomb", "expanded": 1 << 20], true),
            (["kind": "endless", "limit": 1 << 20], true),
            (["kind": "endless", "limit": (1 << 20) + 1], false),
            (["kind": "gzip_bomb", "expanded": (1 << 20) + 1], false),
        ]
        for (fault, accepted) in cases {
            try server.control(["faults": [fault.merging(["path": "/api_category.php"]) { $1 }]])
            let result = await driver.categories(makeClient(stateFile: nil))
            if accepted {
                XCTAssertEqual(try result?.get().count, 24, "\(fault)")
            } else {
                XCTAssertEqual(result?.failure, .tooLarge(host: host), "\(fault)")
            }
        }
    }

    // MARK: - 15. Redirects stay on the configured host

    func testARedirectToAnotherPortIsNotFollowedAndTheTokenNeverGetsThere() async throws {
        try useLoopbackServer()
        // Another port that listens: a client following the redirect would connect to it.
        let other = try LoopbackListener()
        let token = try storeServerToken()
        let location = "http://127.0.0.1:\(other.port)/api.php?amount=2&type=boolean&token=\(token)"
        try server.control(["faults": [["kind": "redirect", "location": location, "path": "/api.php"]]])
        let redirected = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(redirected?.failure, .redirected(host: host))
        XCTAssertEqual(try server.apiRequests().map(\.fault), ["redirect"])
        XCTAssertFalse(other.hasConnection, "the other port never heard from us")
    }

    func testARedirectToAnotherHostNameIsNotFollowed() async throws {
        try useLoopbackServer()
        try storeServerToken()
        // localhost is this very server, under another name: following would log a second request.
        let location = "http://localhost:\(server.port)/api.php?amount=2&type=boolean"
        try server.control(["faults": [["kind": "redirect", "location": location, "path": "/api.php"]]])
        let redirected = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(redirected?.failure, .redirected(host: host))
        XCTAssertEqual(try server.apiRequests().map(\.fault), ["redirect"])
    }

    func testARedirectWithinTheSameHostIsFollowed() async throws {
        try useLoopbackServer()
        let token = try storeServerToken()
        let location = "/api.php?amount=2&type=boolean&encode=url3986&token=\(token)"
        try server.control(["faults": [["kind": "redirect", "location": location, "status": 301, "path": "/api.php"]]])
        let answer = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(try answer?.get().count, 2)
        XCTAssertEqual(try server.apiRequests().map(\.status), [301, 200])
    }

    func testARedirectLoopOnTheSameHostStopsAfterThree() async throws {
        try useLoopbackServer()
        try storeServerToken()
        let loop = ["kind": "redirect", "location": "/api.php?amount=2", "path": "/api.php"]
        try server.control(["faults": Array(repeating: loop, count: 5)])
        let redirected = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(redirected?.failure, .redirected(host: host))
        XCTAssertEqual(try server.apiRequests().count, 4, "the first request and 3 redirects")
    }

    func testWhichRedirectsStayWithinTheConfiguredOrigin() async throws {
        func stays(_ from: String, _ to: String) throws -> Bool {
            OpenTriviaDBTransport.staysWithin(try XCTUnwrap(URL(string: from)), try XCTUnwrap(URL(string: to)))
        }
        XCTAssertTrue(try stays("https://opentdb.com", "https://opentdb.com/api.php?token=x"))
        XCTAssertTrue(try stays("https://opentdb.com", "https://OpenTDB.com:443/v2/api.php"))
        XCTAssertTrue(try stays("http://opentdb.com", "https://opentdb.com/api.php"), "upgraded to https")
        XCTAssertTrue(try stays("http://127.0.0.1:8000/", "http://127.0.0.1:8000/api.php"))
        XCTAssertFalse(try stays("https://opentdb.com", "http://opentdb.com/api.php"), "downgraded to http")
        XCTAssertFalse(try stays("https://opentdb.com", "https://evil.example/api.php"))
        XCTAssertFalse(try stays("https://opentdb.com", "https://opentdb.com.evil.example/"))
        XCTAssertFalse(try stays("https://opentdb.com", "https://opentdb.com:8443/"))
        XCTAssertFalse(try stays("http://127.0.0.1:8000/", "http://127.0.0.1:8001/api.php"))
        XCTAssertFalse(try stays("http://127.0.0.1:8000/", "http://localhost:8000/api.php"))
        XCTAssertFalse(try stays("http://opentdb.com", "https://opentdb.com:8443/"))
        XCTAssertFalse(try stays("https://opentdb.com", "ftp://opentdb.com/"))
    }

    // MARK: - 14. Tokens we refuse

    func testAMegabyteTokenIsRefusedNeverSavedAndTheQuestionsComeWithoutIt() async throws {
        let client = makeClient()
        try await driver.fetchWithoutAToken(client, server: server)  // from now on, a token first
        // A million characters: the answer stays under 1 MiB, so it is the token that is refused.
        try server.control(["token_override": ["text": "a", "repeat": 1_000_000]])
        let refused = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try refused?.get().count, 2, "the questions come without a token rather than not at all")
        XCTAssertNil(savedToken(store))
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: stateURL.path)[.size] as? Int)
        XCTAssertLessThan(size, 200, "the state file stays small")
        XCTAssertEqual(try server.log().map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(
            try server.apiRequests().filter { $0.query["token"] != nil }, [], "no question request with that token")

        // The server mends its ways: the next fetch gets a proper token and questions (2 and the
        // 4 that came without a token).
        try server.control(["token_override": NSNull()])
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try answer?.get().count, 6)
        let token = try XCTUnwrap(savedToken(store))
        XCTAssertEqual(token.count, 64)
        XCTAssertEqual(try server.apiRequests().last?.query["token"], token)
    }

    func testTokensThatAreNotOneTo128LettersAndDigitsAreRefused() async throws {
        for text in ["abc-def", "abc def", "abc\u{1B}[2J", "caf\u{E9}", "&#65;bc", String(repeating: "a", count: 129)] {
            try server.control(["reset": true, "token_override": ["text": text]])
            driver = ClientDriver()
            let client = makeClient(stateFile: nil)
            try await driver.fetchWithoutAToken(client, server: server)  // from now on, a token first
            let refused = await driver.fetch(client, TriviaQuery(amount: 2))
            XCTAssertEqual(try refused?.get().count, 2, "questions without the token: \(text.debugDescription)")
            XCTAssertEqual(
                try server.log().map(\.path), ["/api.php", "/api_token.php", "/api.php"], text.debugDescription)
            XCTAssertEqual(
                try server.apiRequests().filter { $0.query["token"] != nil }, [],
                "no question request with \(text.debugDescription)")
        }
        let longest = String(repeating: "Zz9", count: 42) + "ab"
        try server.control(["reset": true, "token_override": ["text": longest]])
        driver = ClientDriver()
        let client = makeClient(stateFile: nil)
        try await driver.fetchWithoutAToken(client, server: server)
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try answer?.get().count, 4)  // 2 and the 2 that came without the token
        XCTAssertEqual(try server.apiRequests().last?.query["token"], longest, "128 letters and digits are fine")
    }

    // MARK: - 16. Categories from any server

    func testCategoriesLoseControlCharactersAndIdsThatCategoryCanNotTake() async throws {
        let listed: [[String: Any]] = [
            ["id": 9, "name": "General\u{1B}[2J Knowledge\u{7}"],
            ["id": 17, "name": "Science &#27;]0;owned\u{7}&amp; Nature\u{9B}31m\u{7F}"],
            ["id": 17, "name": "Science again"],
            ["id": 18, "name": "\u{1B}\u{0}\n"],
            ["id": 0, "name": "Zero"], ["id": 8, "name": "Eight"], ["id": 33, "name": "Thirty-three"],
            ["id": -17, "name": "Negative"], ["id": 1_000_000_000_000, "name": "Huge"],
            ["id": 32, "name": "Cartoons"],
        ]
        try server.control(["categories": listed])
        let answer = await driver.categories(makeClient(stateFile: nil))
        let categories = try XCTUnwrap(answer).get()
        XCTAssertEqual(
            categories,
            [
                TriviaCategory(id: 9, name: "General[2J Knowledge"),
                TriviaCategory(id: 17, name: "Science ]0;owned& Nature31m"),
                TriviaCategory(id: 32, name: "Cartoons"),
            ])
        XCTAssertEqual(TriviaCategory.acceptedIDs, 9...32)
    }

    func testRemovingControlCharactersKeepsEverythingElse() {
        XCTAssertEqual("a\u{0}b\u{1F}c\u{7F}d\u{80}e\u{9F}f\u{1B}gh".removingControlCharacters, "abcdefgh")
        // Line breaks and tabs keep the words apart on one line.
        XCTAssertEqual("one\ntwo\tthree\r\nfour\r\rfive".removingControlCharacters, "one two three four  five")
        // Bidirectional overrides and isolates can't reorder what follows.
        XCTAssertEqual(
            "a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}j"
                .removingControlCharacters, "abcdefghij")
        // Direction marks, which reorder nothing, stay.
        XCTAssertEqual("a\u{200E}b\u{200F}".removingControlCharacters, "a\u{200E}b\u{200F}")
        XCTAssertEqual("Café ✓ 東京 🎲 e\u{301}".removingControlCharacters, "Café ✓ 東京 🎲 e\u{301}")
        XCTAssertEqual("\u{A0}\u{A0}".removingControlCharacters, "\u{A0}\u{A0}", "U+00A0 is not C1")
    }

    // MARK: - 17. Codes 3 and 4 within the deadline

    func testCode3OnEveryQuestionRequestFailsWithinTenSeconds() async throws {
        let client = makeClient()
        try await driver.fetchWithoutAToken(client, server: server)  // from now on, a token first
        driver.advance(by: 5)  // the game is played: the token may go at once
        try server.control(["faults": Array(repeating: ["kind": "code", "code": 3, "path": "/api.php"], count: 6)])
        let start = driver.now
        let answer = await driver.fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .tokenNotFound)
        XCTAssertLessThanOrEqual(driver.now - start, 10, "on the injected clock")
        XCTAssertEqual(
            try server.log().dropFirst().map(\.path), ["/api_token.php", "/api.php"],
            "a token, the questions, nothing that can't finish in time")
    }

    func testCode4OnEveryQuestionRequestFailsWithinTenSeconds() async throws {
        try storeServerToken()
        try server.control(["faults": Array(repeating: ["kind": "code", "code": 4, "path": "/api.php"], count: 6)])
        let start = driver.now
        let answer = await driver.fetch(makeClient(), TriviaQuery(amount: 2))
        XCTAssertEqual(answer?.failure, .tokenEmpty)
        XCTAssertLessThanOrEqual(driver.now - start, 10, "on the injected clock")
    }

    func testATokenRequestThatNeverAnswersEndsTheWholeFetchAtTheDeadline() async throws {
        try useLoopbackServer()
        let client = makeClient(silenceLimit: .seconds(60))
        try await driver.fetchWithoutAToken(client, server: server)  // from now on, a token first
        driver.advance(by: 5)  // the game is played: the token may go at once
        driver.forgetProgress()
        try server.control(["faults": [["kind": "slow", "seconds": 30, "path": "/api_token.php"]]])
        let answer = driver.startFetch(client, TriviaQuery(amount: 2))
        var settled = await driver.settle {
            self.driver.hasSentRequest && self.driver.manual.sleeperCount > 0
                && (try? self.server.faultsApplied()) == 1
        }
        XCTAssertTrue(settled, "the token request is at the server")
        driver.advance(by: 10)
        settled = await driver.settle("the answer") { answer.value != nil }
        XCTAssertTrue(settled)
        XCTAssertEqual(answer.value?.failure, .timedOut(host: host, seconds: 10))
        XCTAssertEqual(try server.apiRequests().count, 1, "no questions after the token request")
    }
}
