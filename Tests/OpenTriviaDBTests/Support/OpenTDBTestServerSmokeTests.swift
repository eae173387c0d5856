import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The local Open Trivia DB stand-in starts, answers through URLSession, logs, and rate-limits.
final class OpenTDBTestServerSmokeTests: XCTestCase {
    private var server: OpenTDBTestServer?

    override func tearDown() {
        server?.finish()
        server = nil
        super.tearDown()
    }

    func testTokenAndQuestionAreServedLoggedAndASecondRequestInsideTheWindowGetsCode5() throws {
        // A window no test outlasts, so "inside the window" holds however loaded the machine is,
        // set through `_control` on a server started as every test starts one, its limit off (one
        // started in advance is ready). That the command line's 0 reaches the server, every other
        // test shows: at the server's default 5 s, their second requests would get code 5.
        let server = try start()
        try server.control(["rate_limit_seconds": 600])

        let tokenSent = Date()
        let (tokenStatus, tokenAnswer) = try get(server, "api_token.php", ["command": "request"])
        let tokenAnswered = Date()
        XCTAssertEqual(tokenStatus, 200)
        XCTAssertEqual(tokenAnswer["response_code"] as? Int, 0)
        let token = try XCTUnwrap(tokenAnswer["token"] as? String)
        XCTAssertEqual(token.count, 64)

        // At once: inside the window, so code 5 with HTTP 200 in code5 mode.
        let query = ["amount": "1", "type": "boolean", "encode": "url3986", "token": token]
        let (limitedStatus, limitedAnswer) = try get(server, "api.php", query)
        XCTAssertEqual(limitedStatus, 200)
        XCTAssertEqual(limitedAnswer["response_code"] as? Int, 5)
        XCTAssertEqual((limitedAnswer["results"] as? [Any])?.count, 0)

        // A window that has certainly passed since the token was served (a refused request does
        // not restart it): served, as a well-behaved client would be.
        try server.control(["rate_limit_seconds": 0.001])
        let questionSent = Date()
        let (questionStatus, questionAnswer) = try get(server, "api.php", query)
        let questionAnswered = Date()
        XCTAssertEqual(questionStatus, 200)
        XCTAssertEqual(questionAnswer["response_code"] as? Int, 0)
        let results = try XCTUnwrap(questionAnswer["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?["type"] as? String, "boolean")
        let question = try XCTUnwrap(results.first?["question"] as? String)
        XCTAssertNotNil(question.removingPercentEncoding)

        let log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api_token.php", "/api.php", "/api.php"])
        XCTAssertEqual(log.map(\.responseCode), [0, 5, 0])
        XCTAssertEqual(log.map(\.status), [200, 200, 200])
        XCTAssertEqual(log.first?.query, ["command": "request"])
        XCTAssertEqual(log[2].query["token"], token)
        // Each request is logged with the moment it arrived: between its sending and its answer.
        let slack = 0.01  // the log keeps times to the server's precision
        XCTAssertGreaterThanOrEqual(log[0].time, tokenSent.timeIntervalSince1970 - slack)
        XCTAssertLessThanOrEqual(log[0].time, tokenAnswered.timeIntervalSince1970 + slack)
        XCTAssertGreaterThanOrEqual(log[2].time, questionSent.timeIntervalSince1970 - slack)
        XCTAssertLessThanOrEqual(log[2].time, questionAnswered.timeIntervalSince1970 + slack)
    }

    func testHTTP429ModeAnswersTheSecondRequestWith429AndCode5() throws {
        let server = try start()
        try server.control(["rate_limit_seconds": 600, "rate_limit_mode": "http429"])
        let (firstStatus, first) = try get(server, "api_category.php")
        XCTAssertEqual(firstStatus, 200)
        XCTAssertEqual((first["trivia_categories"] as? [Any])?.count, 24)
        let (secondStatus, second) = try get(server, "api.php", ["amount": "1"])
        XCTAssertEqual(secondStatus, 429)
        XCTAssertEqual(second["response_code"] as? Int, 5)
        XCTAssertEqual(try server.log().map(\.status), [200, 429])
    }

    func testAQueuedFaultAppliesToTheNextRequestOnly() throws {
        let server = try start()
        try server.control(["faults": [["kind": "http", "status": 500]]])
        XCTAssertEqual(try server.get("api.php", query: ["amount": "1"]).status, 500)
        let (status, answer) = try get(server, "api.php", ["amount": "1"])
        XCTAssertEqual(status, 200)
        XCTAssertEqual(answer["response_code"] as? Int, 0)
        XCTAssertEqual(try server.log().map(\.fault), ["http", nil])

        try server.control(["reset": true])
        XCTAssertEqual(try server.log(), [])
        XCTAssertThrowsError(try server.control(["faults": [["kind": "no such fault"]]]))
    }

    func testStopKillsTheServer() throws {
        let server = try start()
        XCTAssertEqual(try server.get("api_category.php").status, 200)
        server.stop()
        server.stop()
        XCTAssertThrowsError(try server.log())
        var request = URLRequest(url: server.baseURL.appendingPathComponent("api_category.php"))
        request.timeoutInterval = 2
        let failed = expectation(description: "no server")
        URLSession.shared.dataTask(with: request) { _, _, error in
            XCTAssertNotNil(error)
            failed.fulfill()
        }.resume()
        wait(for: [failed], timeout: 5)
    }

    // MARK: - Helpers

    private func start() throws -> OpenTDBTestServer {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        self.server = server
        return server
    }

    private func get(
        _ server: OpenTDBTestServer,
        _ path: String,
        _ query: [String: String] = [:]
    ) throws -> (Int, [String: Any]) {
        let (status, body) = try server.get(path, query: query)
        let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        return (status, try XCTUnwrap(json, "not a JSON object: \(String(decoding: body, as: UTF8.self))"))
    }
}
