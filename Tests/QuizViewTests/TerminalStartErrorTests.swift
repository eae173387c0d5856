import CNcursesw
import XCTest

@testable import QuizView

/// `Terminal.StartError`: every ncurses call that sets the terminal up is checked, and a failure
/// reads as one short line that says what to try.
final class TerminalStartErrorTests: XCTestCase {
    func testAnErrFromNcursesBecomesTheGivenStartError() {
        XCTAssertThrowsError(try Terminal.StartError.check(ERR, else: .setupFailed("cbreak"))) { error in
            XCTAssertEqual(error as? Terminal.StartError, .setupFailed("cbreak"))
        }
        XCTAssertThrowsError(try Terminal.StartError.check(ERR, else: .colorSetupFailed("start_color"))) { error in
            XCTAssertEqual(error as? Terminal.StartError, .colorSetupFailed("start_color"))
        }
    }

    func testOKFromNcursesGoesOn() {
        XCTAssertNoThrow(try Terminal.StartError.check(OK, else: .setupFailed("noecho")))
        XCTAssertNoThrow(try Terminal.StartError.check(1, else: .setupFailed("nonl")))
    }

    func testEveryStartErrorIsOneLineAndAnNcursesFailureFitsIn80Columns() {
        let failedCalls: [Terminal.StartError] = [
            .setupFailed("cbreak"), .setupFailed("noecho"), .setupFailed("nonl"),
            .colorSetupFailed("start_color"), .colorSetupFailed("use_default_colors"),
        ]
        let others: [Terminal.StartError] = [
            .notATerminal("standard input"), .unknownTerminal("nonexistent-terminal"), .noCursorAddressing("dumb"),
        ]
        for error in failedCalls + others {
            XCTAssertFalse("\(error)".contains("\n"), "\(error)")
        }
        for error in failedCalls {
            let line = "openquizz: \(error)"
            XCTAssertLessThanOrEqual(line.count, 80, line)
        }
    }

    func testASetupFailureNamesTheCallAndWhatToTry() {
        XCTAssertEqual(
            Terminal.StartError.setupFailed("cbreak").description,
            "can't set up the terminal: cbreak() failed; try TERM=xterm-256color")
        XCTAssertEqual(
            Terminal.StartError.colorSetupFailed("use_default_colors").description,
            "can't set up colours: use_default_colors() failed; try --no-color")
    }
}
