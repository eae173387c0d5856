import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// What the client's tests ask of an Open Trivia DB stand-in: the loopback server
/// (`OpenTDBTestServer`, through URLSession) or the in-process fake (`FakeOpenTDB`), which
/// answer the same requests, `_control` bodies and log queries alike.
protocol TriviaServer: AnyObject {
    var baseURL: URL { get }
    var port: Int { get }
    /// A `POST /_control` body; throws when the server refuses it.
    func control(_ json: [String: Any]) throws
    /// Every API request since the start or the last reset, oldest first.
    func log() throws -> [LoggedRequest]
    /// A GET of `path` (an API path or a test endpoint such as `/_bank`): its status and body.
    func get(_ path: String, query: [String: String]) throws -> (status: Int, body: Data)
    /// The server goes away: requests then meet a closed port.
    func stop()
    /// The test is done with the server: the loopback server is kept, renewed, for the next test
    /// (`OpenTDBTestServer.finish`); the fake stops.
    func finish()
}

extension OpenTDBTestServer: TriviaServer {}

extension TriviaServer {
    func finish() { stop() }

    /// The server's bank, decoded (it is a list of questions in the wire format), keyed by text.
    func bank() throws -> [String: TriviaResult] {
        let (_, body) = try get("/_bank", query: [:])
        let entries = try JSONDecoder().decode([TriviaResult].self, from: body)
        return Dictionary(
            entries.map { ($0.question.trimmingCharacters(in: .whitespacesAndNewlines), $0) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// How many queued faults requests have met: a fault is taken when its request arrives, long
    /// before a slow or trickling answer ends and is logged.
    func faultsApplied() throws -> Int {
        let (_, body) = try get("/_stats", query: [:])
        let stats = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        return try XCTUnwrap(stats?["faults_applied"] as? Int, "no faults_applied in /_stats")
    }

    func apiRequests() throws -> [LoggedRequest] {
        try log().filter { $0.path == "/api.php" }
    }
}
