import Foundation
import XCTest

/// The duel end to end, key by key in tmux.
///
/// The names asked once, both orders of answering, the faster-answer point, and a draw. The 5 s
/// timeout is tested below the terminal, on the injected clock (DuelScreenTests, DuelTests).
final class DuelEndToEndTests: EndToEndTestCase {
    func testTwoPlayersInBothOrdersEndInADraw() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-duel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_CONFIG_HOME": home.path + "/config", "LANG": "C.UTF-8",
        ]
        let bank = try QuestionBank()
        let duel = try launch(["--mode", "duel", "--offline", "--amount", "2"], environment: environment)
        try duel.waitFor("player one's name asked") { $0.contains("Player 1's name (Enter: Player 1):") }
        try duel.type("Ann")
        try duel.waitFor("player two's name asked") { $0.contains("Player 2's name (Enter: Player 2):") }
        try duel.type("")
        // Question 1: Ann first, both right (Ann +2, Player 2 +1).
        var screen = try duel.waitFor("question 1", showing: ["Ann: 0 · Player 2: 0"]) {
            $0.progress == "Question 1 of 2" && $0.card().map { bank.lookUp($0.text) != nil } ?? false
        }
        var truth = try XCTUnwrap(bank.lookUp(XCTUnwrap(screen.card()).text)).answer
        try duel.send(truth ? "d" : "s")
        try duel.waitFor("Ann's answer hidden") { $0.contains("Ann has answered…") }
        try duel.send(truth ? "Right" : "Left")
        // Question 2: Player 2 first, both right (Player 2 +2, Ann +1): 3 all.
        screen = try duel.waitFor("question 2", showing: ["Ann: 2 · Player 2: 1", "Ann right +2, Player 2 right +1"]) {
            $0.progress == "Question 2 of 2" && $0.card().map { bank.lookUp($0.text) != nil } ?? false
        }
        truth = try XCTUnwrap(bank.lookUp(XCTUnwrap(screen.card()).text)).answer
        try duel.send(truth ? "Right" : "Left")
        try duel.waitFor("Player 2's answer hidden") { $0.contains("Player 2 has answered…") }
        try duel.send(truth ? "D" : "S")
        try duel.waitFor("Game Over", showing: ["Game over! A draw, 3 all.", "Ann: 3 · Player 2: 3"])
        try duel.send("q")
        try assertExited(duel, status: 0)
        // The names are kept: the next duel asks nothing.
        let settings = try String(contentsOf: home.appendingPathComponent("config/openquizz/settings"), encoding: .utf8)
        XCTAssertTrue(settings.contains("player1 = Ann\n"), settings)
        XCTAssertTrue(settings.contains("player2 = Player 2\n"), settings)
    }

    /// On a terminal that would play line by line (`TERM=dumb`, a tty), a duel is refused in one
    /// line, exit 2, before any name is asked.
    func testADuelOnALineByLineTerminalIsRefusedBeforeAnyName() throws {
        let duel = try launch(["--mode", "duel", "--offline"], environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
        let exit = try duel.waitForExit()
        XCTAssertEqual(exit.status, 2, exit.standardError)
        let lines = exit.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, exit.standardError)
        XCTAssertTrue(lines.first?.contains("--mode duel") ?? false, exit.standardError)
        XCTAssertFalse(try duel.capture().text.contains("name"), "no name asked")
    }
}
