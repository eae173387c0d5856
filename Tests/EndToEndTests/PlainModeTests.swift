import Foundation
import XCTest

/// `--plain` end to end: a script plays through a pipe, and TERM=dumb plays line by line in tmux
/// instead of refusing.
final class PlainModeTests: EndToEndTestCase {
    /// A scratch home of its own (removed after the test), the game, and an environment whose
    /// files all lie in that home, for a script that runs the game without tmux.
    private func scriptRun() throws -> (home: URL, binary: String, environment: [String: String]) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache", "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": home.path + "/config", "PATH": "/usr/bin:/bin",
        ]
        return (home, try TmuxSession.appBinary().path, environment)
    }

    func testAScriptPlaysAGameThroughAPipe() throws {
        let (home, binary, environment) = try scriptRun()
        let result = try Subprocess.run(
            "/bin/sh", ["-c", "printf 't\\nf\\nt\\n' | '\(binary)' --plain --offline --amount 3 --seed 5"],
            environment: environment, scratch: home)
        XCTAssertEqual(result.status, 0, "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("Question ") }.count, 3, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Question 1 of 3. ") && $0.hasSuffix(" True or false? [t/f]") })
        XCTAssertEqual(lines.filter { $0.hasPrefix("Right!") || $0.hasPrefix("Wrong:") }.count, 3)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Game Over: ") }, result.standardOutput)
        XCTAssertEqual(lines.last, "Bye.")
        XCTAssertFalse(result.standardOutput.contains("\u{1B}"), "no escape sequence in plain mode")
        // The answers are in the history, as in the full-screen game.
        let stats = try Subprocess.run(binary, ["--stats", "--json"], environment: environment, scratch: home)
        XCTAssertTrue(stats.standardOutput.contains("\"questions_answered\" : 3"), "\(stats)")
    }

    /// Standard input closed by the caller (`<&-`) reads as empty, as /dev/null does.
    ///
    /// The game ends at once. Before, the first descriptor the process opened (an eventfd) took
    /// number 0 and the game waited on it for good.
    func testAClosedStandardInputEndsTheGameAsAnEmptyOneDoes() throws {
        let (home, binary, environment) = try scriptRun()
        for mode in ["trivia", "practice", "blitz"] {
            let result = try Subprocess.run(
                "/bin/sh", ["-c", "exec '\(binary)' --plain --offline --mode \(mode) <&-"],
                environment: environment, scratch: home, timeout: 15)
            XCTAssertEqual(result.status, 0, "\(mode): \(result)")
            XCTAssertEqual(result.standardOutput.split(separator: "\n").last, "Bye.", "\(mode): \(result)")
        }
    }

    func testTermDumbPlaysLineByLineInsteadOfRefusing() throws {
        let session = try launch(["--offline", "--amount", "2"], environment: ["TERM": "dumb"])
        // The lines joined: a long question wraps at 80 columns, "[t/f]" with it now and then.
        let asked = try session.waitFor("the first question, as a line") {
            $0.lines.joined().contains("Question 1 of 2. ") && $0.lines.joined().contains("[t/f]")
        }
        XCTAssertTrue(asked.contains("OpenQuizz, line by line"), "\(asked)")
        XCTAssertFalse(try session.isAlternateScreenOn(), "no full-screen mode")
        try session.type("t")
        try session.waitFor("the verdict and the next question") { $0.lines.joined().contains("Question 2 of 2. ") }
        try session.type("f")
        try session.waitFor("Game Over") { $0.lines.joined().contains("Game Over: ") }
        try session.type("q")
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 0)
        XCTAssertTrue(exit.isTerminalCooked)
        XCTAssertEqual(
            exit.standardError.trimmingCharacters(in: .whitespacesAndNewlines),
            "openquizz: terminal \"dumb\" can't move the cursor: playing line by line (--plain)")
    }
}
