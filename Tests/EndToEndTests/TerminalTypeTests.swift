import Foundation
import XCTest

/// Terminals unlike xterm: on one without an alternate screen, nothing of the game is left once
/// it ends (one that can't move its cursor plays line by line: `PlainModeTests`).
final class TerminalTypeTests: EndToEndTestCase {
    private func assertNothingIsLeftAfterExit(term: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try launch(["--offline", "--seed", "31"], environment: ["TERM": term])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        XCTAssertFalse(try session.isAlternateScreenOn(), "\(term) has no alternate screen", file: file, line: line)
        try session.send("Right")
        try session.waitFor("the verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        try session.send("q")
        try assertExited(session, status: 0, file: file, line: line)
        // The game's last bytes may reach tmux after its exit status: the screen cleared within the
        // wait, or the game was left on it (the timeout shows it).
        try session.waitFor("the game's screen cleared after exit") { $0.nonBlankLines.isEmpty }
        XCTAssertEqual(try session.cursor().x, 0, "the prompt would not start a line", file: file, line: line)
    }

    func testWithoutAnAlternateScreenNothingIsLeftUnderVT100() throws {
        try assertNothingIsLeftAfterExit(term: "vt100")
    }

    func testWithoutAnAlternateScreenNothingIsLeftUnderLinux() throws {
        try assertNothingIsLeftAfterExit(term: "linux")
    }

    // MARK: - ncurses refusing

    /// A folder holding the terminfo entry `oq-no-default-colors`, compiled with `tic`.
    ///
    /// It is xterm-256color without `op` and `oc`, where ncurses' `use_default_colors()` fails. The
    /// folder is removed after the test.
    private func terminfoWithoutDefaultColors() throws -> URL {
        guard let tic = Subprocess.which("tic") else {
            XCTFail("tic is not installed (Debian: ncurses-bin)")
            throw EndToEndError.missing("tic")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-terminfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("entry.src")
        try "oq-no-default-colors|xterm-256color without op and oc,\n\top@, oc@, use=xterm-256color,\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let result = try Subprocess.run(
            tic, ["-x", "-o", folder.path, source.path], environment: ProcessInfo.processInfo.environment,
            scratch: folder)
        XCTAssertEqual(result.status, 0, "tic: \(result)")
        return folder
    }

    func testColoursNcursesCantSetUpAreRefusedInOneLineAndNoColorPlays() throws {
        let terminfo = try terminfoWithoutDefaultColors()
        let environment = ["TERM": "oq-no-default-colors", "TERMINFO": terminfo.path]
        let refused = try launch(["--offline"], environment: environment, stderrToTerminal: true)
        let exit = try refused.waitForExit()
        XCTAssertEqual(exit.status, 2)
        // The line may reach tmux after the exit status.
        let screen = try refused.waitFor("the error line") { !$0.nonBlankLines.isEmpty }
        XCTAssertEqual(
            screen.nonBlankLines, ["openquizz: can't set up colours: use_default_colors() failed; try --no-color"],
            "want one line, no splash:\n\(screen)")
        XCTAssertTrue(exit.isTerminalCooked, exit.stty)
        XCTAssertFalse(try refused.isAlternateScreenOn())

        // As the line says, --no-color plays on that terminal.
        let plain = try launch(["--offline", "--no-color", "--seed", "31"], environment: environment)
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try plain.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        try plain.send("Right")
        try plain.waitFor("the verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        try plain.send("q")
        try assertExited(plain, status: 0)
    }
}
