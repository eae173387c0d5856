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
        // Without the motion, which is not what this test is about (GamePlayTests plays in it).
        let duel = try launch(
            ["--mode", "duel", "--offline", "--amount", "2", "--reduced-motion"], environment: environment)
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
        XCTAssertTrue(settings.contains("player2 = \n"), settings)  // Enter: saved empty
    }

    /// Ctrl-\ at the name prompt ends the game as the signal's default does (status 131, the
    /// terminal restored), not in the Swift runtime's crash report, which waits for a key.
    func testCtrlBackslashAtTheNamePromptEndsTheGame() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-duel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_CONFIG_HOME": home.path + "/config", "LANG": "C.UTF-8",
        ]
        let duel = try launch(["--mode", "duel", "--offline"], environment: environment)
        try duel.waitFor("player one's name asked") { $0.contains("Player 1's name (Enter: Player 1):") }
        try duel.send("A", "l")
        try duel.waitFor("the name typed") { $0.contains("Player 1): Al") }
        try duel.send("C-\\")
        try assertExited(duel, status: 128 + SIGQUIT)
        XCTAssertFalse(try duel.capture().text.contains("crashed"), "no crash report")
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

    /// The settings file's duel under `--plain` is said on one line, and trivia is played; in
    /// French too.
    func testLineByLinePlaysTriviaOverTheFilesDuel() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-duel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("config/openquizz"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "mode = duel\n".write(
            to: home.appendingPathComponent("config/openquizz/settings"), atomically: true, encoding: .utf8)
        let binary = try TmuxSession.appBinary().path
        let environment = [
            "XDG_CONFIG_HOME": home.path + "/config", "XDG_STATE_HOME": home.path + "/state",
            "XDG_CACHE_HOME": home.path + "/cache", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
        ]
        for (flags, said) in [
            ("", "your settings say duel, which needs the full screen: line by line, it's trivia"),
            (
                "--lang fr",
                "vos réglages disent duel, qui se joue en plein écran\u{A0}: ligne par ligne, ce sera un quiz classique"
            ),
        ] {
            let result = try Subprocess.run(
                "/bin/sh", ["-c", "printf 't\\nf\\n' | '\(binary)' --plain --offline --amount 2 \(flags)"],
                environment: environment, scratch: home)
            XCTAssertEqual(result.status, 0, "\(result)")
            XCTAssertEqual(result.standardError, "openquizz: " + said + "\n", "\(result)")
            XCTAssertTrue(result.standardOutput.contains(" 2 questions "), "a trivia game: \(result)")
        }
        // A terminal that plays line by line (TERM=dumb, fed by a pipe) sets the file's duel aside
        // as --plain does, rather than refusing a duel no flag asked for.
        var dumb = environment
        dumb["TERM"] = "dumb"
        let result = try Subprocess.run(
            "/bin/sh", ["-c", "printf 't\\nf\\n' | '\(binary)' --offline --amount 2"], environment: dumb, scratch: home)
        XCTAssertEqual(result.status, 0, "\(result)")
        XCTAssertEqual(
            result.standardError,
            "openquizz: your settings say duel, which needs the full screen: line by line, it's trivia\n",
            "\(result)")
        XCTAssertTrue(result.standardOutput.contains(" 2 questions "), "a trivia game: \(result)")
    }
}
