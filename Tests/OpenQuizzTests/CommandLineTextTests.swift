import QuizView
import XCTest

@testable import openquizz

/// What start-up says on standard error about a terminal it can't use: one short line that says
/// what to try.
final class CommandLineTextTests: XCTestCase {
    func testEveryStartErrorIsOneLineAndAnNcursesFailureFitsIn80Columns() {
        let failedCalls: [Terminal.StartError] = [
            .setupFailed("cbreak"), .setupFailed("noecho"), .setupFailed("nonl"),
            .colorSetupFailed("start_color"), .colorSetupFailed("use_default_colors"),
        ]
        let others: [Terminal.StartError] = [
            .notATerminal(.input), .unknownTerminal("nonexistent-terminal"), .noCursorAddressing("dumb"),
        ]
        for error in failedCalls + others {
            for text in [
                CommandLineText.terminalProblem(error), CommandLineText.unusableTerminal(error),
                CommandLineText.playingLineByLine(error),
            ] {
                XCTAssertFalse(text.contains("\n"), text)
            }
        }
        for error in failedCalls {
            let line = "openquizz: \(CommandLineText.terminalProblem(error))"
            XCTAssertLessThanOrEqual(line.count, 80, line)
        }
    }

    func testASetupFailureNamesTheCallAndWhatToTry() {
        XCTAssertEqual(
            CommandLineText.terminalProblem(.setupFailed("cbreak")),
            "can't set up the terminal: cbreak() failed; try TERM=xterm-256color")
        XCTAssertEqual(
            CommandLineText.terminalProblem(.colorSetupFailed("use_default_colors")),
            "can't set up colours: use_default_colors() failed; try --no-color")
    }

    func testATerminalWithoutCursorAddressingSaysItPlaysLineByLine() {
        XCTAssertEqual(
            CommandLineText.playingLineByLine(.noCursorAddressing("dumb")),
            "terminal \"dumb\" can't move the cursor: playing line by line (--plain)")
        XCTAssertEqual(
            CommandLineText.playingLineByLine(.unknownTerminal("")),
            "TERM is not set: playing line by line; try TERM=xterm-256color for the full screen")
        XCTAssertEqual(
            CommandLineText.playingLineByLine(.unknownTerminal("vt999")),
            "unknown terminal type \"vt999\": playing line by line; try TERM=xterm-256color for the full screen")
        XCTAssertEqual(
            CommandLineText.unusableTerminal(.notATerminal(.output)),
            "standard output is not a terminal: play in an interactive one, or play line by line with --plain")
        XCTAssertEqual(
            CommandLineText.terminalProblem(.unknownTerminal("vt999")),
            "unknown terminal type \"vt999\"; try TERM=xterm-256color")
    }
}
