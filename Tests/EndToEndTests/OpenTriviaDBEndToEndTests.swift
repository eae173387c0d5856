import Foundation
import QuizCore
import TestSupport
import XCTest

/// The real binary against the local Open Trivia DB–compatible server: a full game whose answers
/// the test knows, then the same binary with the server gone.
final class OpenTriviaDBEndToEndTests: EndToEndTestCase {
    private let cardFrame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)!

    /// The server's bank, keyed the way a card reads: whitespace collapsed.
    private func serverBank(_ server: OpenTDBTestServer) throws -> [String: Bool] {
        // The server's bank is a list of questions in the wire format (plus ids, ignored).
        let entries = try JSONDecoder().decode([TriviaResult].self, from: server.get("/_bank").body)
        var bank: [String: Bool] = [:]
        for entry in entries where entry.type == "boolean" {
            let key = entry.question.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            bank[key] = entry.correctAnswer == "True"
        }
        return bank
    }

    private func restingCard(_ screen: Screen, in bank: [String: Bool]) -> Card? {
        guard let card = screen.card(), card.frame == cardFrame, bank[card.text] != nil else { return nil }
        return card
    }

    func testAFullGameFromTheServerAnsweredAllTrueScoresItsTrueQuestions() throws {
        // The server enforces the real limit: one request per 5 s (set through `_control` on a
        // server started as the other tests start theirs, so one started in advance is ready).
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        defer { server.stop() }
        try server.control(["rate_limit_seconds": 5])
        let bank = try serverBank(server)
        // A short game: what a 10-question game adds (no question twice, the score counting) is
        // the model's, tested below the terminal. Without the motion, which is not what this test
        // is about (GamePlayTests plays in full motion): each next card 0.35 s after the answer.
        let session = try launch(["--api-url", server.baseURL.absoluteString, "--amount", "3", "--reduced-motion"])

        // The questions first, without waiting for a token: no countdown.
        var sawCountdown = false
        var screen = try session.waitFor("the first question, and the header", showing: ["Questions from"]) {
            sawCountdown = sawCountdown || $0.contains("Waiting for ")
            return self.restingCard($0, in: bank) != nil && $0.score != nil
        }
        XCTAssertFalse(sawCountdown, "the first game waited for the rate limit")
        XCTAssertTrue(screen.contains("Questions from 127.0.0.1:\(server.port)"), "credited to it:\n\(screen)")
        XCTAssertEqual(screen.score, "0 / 3")

        var trueCount = 0
        var asked: Set<String> = []
        for number in 1...3 {
            let card = try XCTUnwrap(restingCard(screen, in: bank), "question \(number):\n\(screen)")
            XCTAssertFalse(asked.contains(card.text), "asked twice: \(card.text)")
            asked.insert(card.text)
            if bank[card.text] == true { trueCount += 1 }
            try session.send("Right")
            let expected = "\(trueCount) / 3"
            screen = try session.waitFor("after question \(number)") { screen in
                guard screen.score == expected, let next = screen.card(), next.frame == self.cardFrame else {
                    return false
                }
                return number == 3
                    ? next.text.hasPrefix("Game Over") : (next.text != card.text && bank[next.text] != nil)
            }
        }
        XCTAssertEqual(screen.score, "\(trueCount) / 3")
        XCTAssertEqual(screen.card()?.text.hasPrefix("Game Over"), true, "\(screen)")

        // One request, without a token, never rate-limited. The next game, fetched in the
        // background (the token 5 s after the first answer, the questions 5 s later, with it) and
        // started by N without a request and without a repeat, is checked on the injected clock
        // (OpenTriviaDBTests.QuestionSupplyTests), not in 10 s of real time here.
        let log = try XCTUnwrap(try server.waitForLog { !$0.isEmpty })
        XCTAssertEqual(log.first?.path, "/api.php")
        XCTAssertEqual(log.first?.query["amount"], "3")
        XCTAssertNil(log.first?.query["token"], "the first request carries no token")
        XCTAssertEqual(log.first?.responseCode, 0, "never rate-limited")

        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testWithTheServerGoneTheBundledBankPlaysAndTheHeaderSaysWhy() throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        let url = server.baseURL.absoluteString
        server.stop()
        let bundled = try QuestionBank()
        // Today's challenge waits (D), and the reason still shows: it outranks the offer.
        let session = try launch(["--api-url", url])
        let screen = try session.waitFor("a bundled question, and the header", showing: ["Offline"]) { screen in
            guard let card = screen.card(), card.frame == self.cardFrame else { return false }
            return bundled.lookUp(card.text) != nil
        }
        XCTAssertTrue(screen.contains("Offline: bundled questions; 127.0.0.1 unreachable"), "\(screen)")
        try session.send("Left")
        try session.waitFor("the answer counted") { $0.contains("Right!") || $0.contains("Wrong:") }
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testTheServerGoneMidGameIsSaidOnceTheRequestFailsAndTheGameGoesOn() throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        let session = try launch(
            ["--api-url", server.baseURL.absoluteString], environment: try todaysDailyPlayed())
        try session.waitFor("the first game, from the server", showing: ["Questions from 127.0.0.1"]) {
            $0.score == "0 / 10"
        }
        server.stop()
        // The next game's request waits for its slot: the bank stands in meanwhile.
        try session.send("n")
        try session.waitFor(
            "the bank standing in", showing: ["Bundled questions; 127.0.0.1:\(server.port) still loading"])
        let bundled = try QuestionBank()
        let failed = try session.waitFor(
            "the reason, once the request failed", showing: ["Offline: bundled questions; 127.0.0.1 unreachable"]
        ) { $0.card().map { $0.frame == self.cardFrame && bundled.lookUp($0.text) != nil } ?? false }
        let card = try XCTUnwrap(failed.card())
        let entry = try XCTUnwrap(bundled.lookUp(card.text), "not a bundled question: \(card.text)")
        try session.send(entry.answer ? "Right" : "Left")
        try session.waitFor("the answer counted") { $0.score == "1 / 10" && $0.contains("Right!") }
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testQQuitsWhileARequestIsInFlight() throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        defer { server.stop() }
        try server.control(["faults": [["kind": "slow", "seconds": 4]]])
        let session = try launch(["--api-url", server.baseURL.absoluteString])
        try session.waitFor("the splash while the request hangs") { $0.contains("Loading questions...") }
        let pressed = Date()
        try session.send("q")
        try assertExited(session, status: 0)
        XCTAssertLessThan(Date().timeIntervalSince(pressed), 1.5, "q acts at once")
    }

    func testListCategoriesPrintsTheServersListOrTheBundledOne() throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_STATE_HOME": folder.path + "/state", "XDG_CACHE_HOME": folder.path + "/cache"]
        let online = try runWithoutTerminal(
            ["--list-categories", "--api-url", server.baseURL.absoluteString],
            environment: environment
        )
        XCTAssertEqual(online.status, 0)
        XCTAssertEqual(online.standardError, "")
        let lines = online.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 24)
        XCTAssertTrue(lines.contains(" 17  Science & Nature"), online.standardOutput)
        XCTAssertEqual(try server.log().map(\.path), ["/api_category.php"])

        server.stop()
        // A state folder of its own: the first run's request would hold this one 5 s (the spacing
        // holds across runs, as OpenTriviaDBClientTests checks on the injected clock).
        let offline = try runWithoutTerminal(
            ["--list-categories", "--api-url", server.baseURL.absoluteString],
            environment: ["XDG_STATE_HOME": folder.path + "/state2", "XDG_CACHE_HOME": folder.path + "/cache"]
        )
        XCTAssertEqual(offline.status, 0)
        XCTAssertEqual(offline.standardError, "openquizz: Offline: 127.0.0.1 unreachable; the bundled list:\n")
        XCTAssertEqual(offline.standardOutput, online.standardOutput)
    }
}
