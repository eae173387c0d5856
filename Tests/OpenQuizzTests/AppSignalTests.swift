import Foundation
import Glibc
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The loop's signals with a recording backend and a manual clock: a resize, Ctrl-Z, `bg` and
/// `fg`, continuing from outside, and every signal that ends the game.
final class AppSignalTests: AppTestCase {
    // MARK: - Signals

    @MainActor
    func testAResizeSignalReadsTheNewSizeAndDrawsAtIt() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.terminalSize = (39, 11)
        backend.send(signal: SIGWINCH)
        XCTAssertEqual(backend.calls, [.refreshSize])
        XCTAssertTrue(controller.screenSize == (39, 11), "\(controller.screenSize)")
        XCTAssertEqual(backend.frames.last?.buffer.width, 39)
        XCTAssertTrue(backend.lastScreen.contains("Terminal too small"), backend.lastScreen)
        backend.type("l")
        XCTAssertEqual(controller.game.currentIndex, 0, "behind the too-small screen nothing is answered")
    }

    @MainActor
    func testCtrlZGivesTheTerminalBackStopsThenTakesItBackAndRedraws() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        let drawn = backend.frames.count
        backend.terminalSize = (100, 40)  // resized while stopped
        backend.send(signal: SIGTSTP)
        XCTAssertEqual(backend.calls, [.suspend, .stopProcess, .resume])
        XCTAssertEqual(backend.frames.count, drawn + 1, "one frame once back")
        XCTAssertEqual(backend.frames.last?.buffer.width, 100)
        XCTAssertTrue(controller.screenSize == (100, 40), "\(controller.screenSize)")
        backend.type("l")
        XCTAssertEqual(controller.game.currentIndex, 1, "the game still answers")
    }

    @MainActor
    func testAContinueFromOutsideTakesTheTerminalBackAndRedraws() async throws {
        let (_, backend, _) = await makeAppAtRest()
        let drawn = backend.frames.count
        backend.send(signal: SIGCONT)
        XCTAssertEqual(backend.calls, [.resume])
        XCTAssertEqual(backend.frames.count, drawn + 1)
    }

    @MainActor
    func testBgAfterCtrlZStopsAgainWithoutDrawingAndFgTakesTheTerminalBack() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        let drawn = backend.frames.count
        // Ctrl-Z, then `bg` (continued without the terminal), then `fg`.
        backend.foregroundAfterStops = [false, true]
        backend.send(signal: SIGTSTP)
        XCTAssertEqual(backend.calls, [.suspend, .stopProcess, .suspend, .stopProcess, .resume])
        XCTAssertEqual(backend.frames.count, drawn + 1, "drawn once, after fg only")
        backend.type("l")
        XCTAssertEqual(controller.game.currentIndex, 1, "the game still answers")
    }

    @MainActor
    func testKillOnAStoppedGameEndsItWithoutTakingTheTerminalBack() async throws {
        let (_, backend, _) = await makeAppAtRest()
        // Ctrl-Z, then `kill %1`: TERM then CONT, the shell keeping the terminal.
        backend.foregroundAfterStops = [false]
        backend.signalsDuringStops = [[SIGTERM, SIGCONT]]
        backend.send(signal: SIGTSTP)
        XCTAssertEqual(
            backend.calls, [.suspend, .stopProcess, .suspend, .stop, .exit(status: 143, message: nil)],
            "ended with 128 + 15, never stopped again nor resumed")

        let (_, hangUp, _) = await makeAppAtRest()
        // Ctrl-Z, then the shell closes: HUP, then CONT; a WINCH on the way is no reason to stay.
        hangUp.foregroundAfterStops = [false]
        hangUp.signalsDuringStops = [[SIGWINCH, SIGHUP, SIGCONT]]
        hangUp.send(signal: SIGTSTP)
        XCTAssertEqual(hangUp.calls.last, .exit(status: 129, message: nil))
    }

    @MainActor
    func testAContinueFromOutsideWhileTheShellHasTheTerminalStopsAgainUntilFg() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        let drawn = backend.frames.count
        // kill -STOP, then kill -CONT while the shell has the terminal, then `fg`.
        backend.isForeground = false
        backend.foregroundAfterStops = [true]
        backend.send(signal: SIGCONT)
        XCTAssertEqual(backend.calls, [.suspend, .stopProcess, .resume])
        XCTAssertEqual(backend.frames.count, drawn + 1)
        backend.type("l")
        XCTAssertEqual(controller.game.currentIndex, 1, "the game still answers")
    }

    @MainActor
    func testReadingFailsInTheBackgroundWaitsForFgInsteadOfQuitting() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.isForeground = false
        backend.foregroundAfterStops = [true]
        backend.hangUp()
        XCTAssertEqual(backend.calls, [.suspend, .stopProcess, .resume])
        backend.type("l")
        XCTAssertEqual(controller.game.currentIndex, 1, "the game still answers")
    }

    /// signal(7): every signal whose default action is Term or Core ends the game in order, but
    /// KILL (can't be caught), PIPE (ignored) and the faults left to the last resort.
    @MainActor
    func testTheSignalsThatEndTheGameAreEveryOneWhoseDefaultEndsTheProcess() {
        let realtime = Array(SignalPipe.realtime)
        XCTAssertGreaterThanOrEqual(realtime.count, 8, "POSIX asks for 8 real-time signals at least")
        XCTAssertEqual(realtime.last, 64)
        let term =
            [SIGHUP, SIGINT, SIGKILL, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGPROF, SIGVTALRM, SIGIO, SIGPWR]
            + [SIGSTKFLT] + realtime
        let core = [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGXCPU, SIGXFSZ, SIGSYS]
        let elsewhere = [SIGKILL, SIGPIPE, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]
        let expected = Set(term + core).subtracting(elsewhere)
        XCTAssertEqual(Set(SignalPipe.endingInOrder), expected)
        XCTAssertEqual(SignalPipe.endingInOrder.count, expected.count, "listed twice")
        XCTAssertEqual(Set(App.handledSignals), expected.union([SIGWINCH, SIGTSTP, SIGCONT]))
        for other in [SIGCHLD, SIGURG, SIGWINCH, SIGTSTP, SIGCONT, SIGSTOP, SIGTTIN, SIGTTOU] {
            XCTAssertFalse(App.endsTheGame(other), "signal \(other)")
        }
    }

    @MainActor
    func testEverySignalThatEndsAProcessExits128PlusNAfterGivingTheTerminalBack() async throws {
        let ending = App.handledSignals.filter { ![SIGWINCH, SIGTSTP, SIGCONT].contains($0) }
        XCTAssertEqual(ending, SignalPipe.endingInOrder)
        for number in ending {
            let (_, backend, _) = await makeAppAtRest()
            let drawn = backend.frames.count
            backend.send(signal: number)
            XCTAssertEqual(backend.calls, [.stop, .exit(status: 128 + number, message: nil)], "signal \(number)")
            backend.send(signal: SIGWINCH)
            XCTAssertEqual(backend.frames.count, drawn, "signal \(number): drawn after the exit")
        }
    }
}
