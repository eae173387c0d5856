import XCTest

/// Terminals unlike xterm: one that can't move its cursor is refused in one line; on one without
/// an alternate screen, nothing of the game is left once it ends.
final class TerminalTypeTests: EndToEndTestCase {
    func testADumbTerminalIsRefusedInOneLineWithExitStatus2() throws {
        let session = try launch(["--offline"], environment: ["TERM": "dumb"], stderrToTerminal: true)
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 2)
        let screen = try session.capture()
        XCTAssertEqual(screen.nonBlankLines.count, 1, "want one line, no splash:\n\(screen)")
        XCTAssertTrue(screen.nonBlankLines.first?.hasPrefix("openquizz: ") == true, "\(screen)")
        XCTAssertTrue(screen.contains("\"dumb\""), "\(screen)")
        XCTAssertLessThanOrEqual(screen.nonBlankLines.first?.count ?? 0, 80, "the line wraps:\n\(screen)")
        XCTAssertTrue(exit.isTerminalCooked, exit.stty)
    }

    private func assertNothingIsLeftAfterExit(term: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try launch(["--offline", "--seed", "31"], environment: ["TERM": term])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        XCTAssertFalse(try session.isAlternateScreenOn(), "\(term) has no alternate screen", file: file, line: line)
        try session.send("Right")
        try session.waitFor("the verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        try session.send("q")
        try assertExited(session, status: 0, file: file, line: line)
        let screen = try session.capture()
        XCTAssertEqual(screen.nonBlankLines, [], "the game was left on screen:\n\(screen)", file: file, line: line)
        XCTAssertEqual(try session.cursor().x, 0, "the prompt would not start a line", file: file, line: line)
    }

    func testWithoutAnAlternateScreenNothingIsLeftUnderVT100() throws {
        try assertNothingIsLeftAfterExit(term: "vt100")
    }

    func testWithoutAnAlternateScreenNothingIsLeftUnderLinux() throws {
        try assertNothingIsLeftAfterExit(term: "linux")
    }
}
