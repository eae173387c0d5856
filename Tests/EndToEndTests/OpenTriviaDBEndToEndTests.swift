import Foundation
import Quiz
import TestSupport
import XCTest

/// The real binary against the local Open Trivia DB–compatible server: a full game whose answers
/// the test knows, the prefetched second game, then the same binary with the server gone.
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
        // The server enforces the real limit: one request per 5 s.
        let server = try OpenTDBTestServer(rateLimitSeconds: 5)
        defer { server.stop() }
        let bank = try serverBank(server)
        let session = try launch(["--api-url", server.baseURL.absoluteString])

        // The questions first, without waiting for a token: no countdown.
        var sawCountdown = false
        var screen = try session.waitFor("the first question", timeout: 3) {
            sawCountdown = sawCountdown || $0.contains("Waiting for the Open Trivia DB")
            return self.restingCard($0, in: bank) != nil
        }
        XCTAssertFalse(sawCountdown, "the first game waited for the rate limit")
        XCTAssertTrue(screen.contains("Open Trivia DB, CC BY-SA 4.0"), "credited:\n\(screen)")
        XCTAssertEqual(screen.score, "0 / 10")

        var trueCount = 0
        var asked: Set<String> = []
        for number in 1...10 {
            let card = try XCTUnwrap(restingCard(screen, in: bank), "question \(number):\n\(screen)")
            XCTAssertFalse(asked.contains(card.text), "asked twice: \(card.text)")
            asked.insert(card.text)
            if bank[card.text] == true { trueCount += 1 }
            try session.send("Right")
            let expected = "\(trueCount) / 10"
            screen = try session.waitFor("after question \(number)") { screen in
                guard screen.score == expected, let next = screen.card(), next.frame == self.cardFrame else {
                    return false
                }
                return number == 10
                    ? next.text.hasPrefix("Game Over") : (next.text != card.text && bank[next.text] != nil)
            }
        }
        XCTAssertEqual(screen.score, "\(trueCount) / 10")
        XCTAssertEqual(screen.card()?.text.hasPrefix("Game Over"), true, "\(screen)")

        // The next game is fetched in the background, the token 5 s after the first answer and the
        // questions 5 s later: N then starts it without a request.
        let fetched = try server.waitForLog(timeout: 15) { $0.filter { $0.path == "/api.php" }.count == 2 }
        let paths = try XCTUnwrap(fetched, "no prefetch").map(\.path)
        XCTAssertEqual(paths, ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertNil(fetched?[0].query["token"], "the first request carries no token")
        XCTAssertNotNil(fetched?[2].query["token"], "the next one does")

        var pressed = Date()
        try session.send("n")
        let bundled = try QuestionBank()
        screen = try session.waitFor("the second game", timeout: 2) {
            guard $0.score == "0 / 10", let card = $0.card(), card.frame == self.cardFrame else { return false }
            return bank[card.text] != nil || bundled.lookUp(card.text) != nil
        }
        if let card = screen.card(), bundled.lookUp(card.text) != nil {
            // N came a moment before the answer was read: the bank stood in, and says when the
            // Open Trivia DB's questions are in.
            try session.waitFor("the Open Trivia DB's questions ready") { $0.contains("Open Trivia DB ready: press N") }
            pressed = Date()
            try session.send("n")
            screen = try session.waitFor("the second game", timeout: 2) {
                $0.score == "0 / 10" && self.restingCard($0, in: bank) != nil
            }
        }
        let startDelay = Date().timeIntervalSince(pressed)
        XCTAssertLessThan(startDelay, 1.5, "the second game starts at once")
        XCTAssertFalse(asked.contains(try XCTUnwrap(screen.card()).text), "the token keeps questions from repeating")
        let log = try server.log()
        XCTAssertTrue(log.allSatisfy { $0.responseCode == 0 }, "never rate-limited: \(log.map(\.responseCode))")
        for (earlier, later) in zip(log, log.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later.time - earlier.time, 4.9, "requests 5 s apart")
        }

        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testWithTheServerGoneTheBundledBankPlaysAndTheHeaderSaysWhy() throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        let url = server.baseURL.absoluteString
        server.stop()
        let bundled = try QuestionBank()
        let session = try launch(["--api-url", url])
        let screen = try session.waitFor("a bundled question", timeout: 5) { screen in
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
        let session = try launch(["--api-url", server.baseURL.absoluteString])
        try session.waitFor("the first game, from the server") { $0.score == "0 / 10" && $0.contains("CC BY-SA") }
        server.stop()
        // The next game's request waits for its slot: the bank stands in meanwhile.
        try session.send("n")
        try session.waitFor("the bank standing in") { $0.contains("Bundled questions; Open Trivia DB still loading") }
        try session.waitFor("the reason, once the request failed", timeout: 8) {
            $0.contains("Offline: bundled questions; 127.0.0.1 unreachable")
        }
        let bundled = try QuestionBank()
        let card = try XCTUnwrap(try session.capture().card())
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
        let offline = try runWithoutTerminal(
            ["--list-categories", "--api-url", server.baseURL.absoluteString],
            environment: environment
        )
        XCTAssertEqual(offline.status, 0)
        XCTAssertEqual(offline.standardError, "openquizz: Offline: 127.0.0.1 unreachable; the bundled list:\n")
        XCTAssertEqual(offline.standardOutput, online.standardOutput)
    }
}
