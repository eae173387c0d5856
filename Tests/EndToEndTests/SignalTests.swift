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
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        // The card swipes away in a fraction of a second: on a busy machine the captures may all
        // miss it. Each question answered is another chance to catch it moving.
        var moving = false
        for _ in 1...8 where !moving {
            let question = try XCTUnwrap(try session.capture().card()?.text)
            try session.send("Left")
            let screen = try session.waitFor("the card to move, or the next question at rest") {
                $0.contains("FALSE") || ($0.card()?.frame == frame && $0.card()?.text != question)
            }
            moving = screen.contains("FALSE")
        }
        XCTAssertTrue(moving, "the card was never seen moving")
        XCTAssertEqual(kill(try session.appPID(), SIGTERM), 0)
        try assertExited(session, status: 143)
    }
}

/// Every other signal that ends a process by default, and the fatal ones: the terminal is given
/// back each time, in order (128 + n) or by the last resort (the signal's own default action).
final class MoreSignalTests: EndToEndTestCase {
    /// Starts one game per signal, all at once, and waits until each shows a question at rest.
    private func launchGames(_ count: Int) throws -> [TmuxSession] {
        let sessions = try (0..<count).map { _ in try launch(["--offline", "--seed", "4242"]) }
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        for session in sessions {
            try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        }
        return sessions
    }

    func testSignalsThatEndAProcessExit128PlusNAndRestoreTheTerminal() throws {
        // SIGRTMIN and SIGRTMAX are function calls in glibc.
        let realtime = [__libc_current_sigrtmin(), __libc_current_sigrtmax()]
        let signals = [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR] + realtime
        let sessions = try launchGames(signals.count)
        for (session, signal) in zip(sessions, signals) {
            XCTAssertEqual(kill(try session.appPID(), signal), 0)
        }
        for (session, signal) in zip(sessions, signals) {
            try assertExited(session, status: 128 + signal)
        }
    }

    func testCtrlBackslashExits131AndRestoresTheTerminal() throws {
        let session = try XCTUnwrap(try launchGames(1).first)
        try session.send("C-\\")
        try assertExited(session, status: 128 + SIGQUIT)
    }

    /// The last resort: no orderly stop, yet the terminal comes back (async-signal-safe restore).
    func testFatalSignalsStillGiveTheTerminalBack() throws {
        let signals = [SIGSEGV, SIGABRT, SIGBUS]
        let sessions = try launchGames(signals.count)
        for (session, signal) in zip(sessions, signals) {
            XCTAssertEqual(kill(try session.appPID(), signal), 0)
        }
        for (session, signal) in zip(sessions, signals) {
            try assertExited(session, status: 128 + signal)
        }
    }
}
