import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C, SIGTERM and SIGHUP: the shell's status for each, and the terminal given back.
final class SignalTests: EndToEndTestCase {
    /// Starts the app and waits until it shows a question at rest: its handlers are in place.
    private func launchAndWaitForQuestion() throws -> TmuxSession {
        let session = try launch(["--seed", "4242"])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try session.waitFor("the first question") { screen in
            screen.score == "0 / 10" && screen.card()?.frame == frame
        }
        return session
    }

    func testCtrlCDuringTheAnimationExits130AndRestoresTheTerminal() throws {
        let session = try launchAndWaitForQuestion()
        // One send-keys: the interrupt arrives while the card swipes away.
        try session.send("Right", "C-c")
        try assertExited(session, status: 130)
    }

    func testSIGTERMExits143AndRestoresTheTerminal() throws {
        let session = try launchAndWaitForQuestion()
        XCTAssertEqual(kill(try session.appPID(), SIGTERM), 0)
        try assertExited(session, status: 143)
    }

    func testSIGHUPExits129AndRestoresTheTerminal() throws {
        let session = try launchAndWaitForQuestion()
        XCTAssertEqual(kill(try session.appPID(), SIGHUP), 0)
        try assertExited(session, status: 129)
    }

    func testSIGTERMDuringTheAnimationExits143() throws {
        let session = try launchAndWaitForQuestion()
        try session.send("Left")
        try session.waitFor("the card to move") { $0.contains("FALSE") }
        XCTAssertEqual(kill(try session.appPID(), SIGTERM), 0)
        try assertExited(session, status: 143)
    }
}
