import CNcursesw
import XCTest

@testable import QuizView

/// `Terminal.StartError`: every ncurses call that sets the terminal up is checked (what the player
/// reads of a failure is `CommandLineText`'s, tested in CommandLineTextTests).
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
}
