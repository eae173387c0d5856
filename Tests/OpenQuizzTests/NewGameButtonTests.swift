import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The New Game button under the mouse: only a click on its cells starts a new game; it shows
/// pressed while the button is held on it, and a release off it clicks nothing.
final class NewGameButtonTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    /// A controller at 80x24 with one question answered: "New Game [N]" and its padding take
    /// columns 32...47 of row 23.
    @MainActor
    private func makeController() async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(3))
        let controller = await startedController(source: source, clock: clock, usesMouse: true)
        controller.handle(.keyPressed(.right))
        return controller
    }

    @MainActor
    private func mouse(_ controller: GameController, _ button: Int, _ x: Int, _ y: Int, release: Bool = false) {
        controller.handle(.input(.mouse(MouseReport(button: button, x: x, y: y, isRelease: release))))
    }

    @MainActor
    private func click(_ controller: GameController, _ x: Int, _ y: Int) {
        mouse(controller, 0, x, y)
        mouse(controller, 0, x, y, release: true)
    }

    @MainActor
    private func bottom(_ controller: GameController) throws -> GameScreen.Bottom {
        guard case .game(let screen) = controller.screenModel().content else { throw UnexpectedOutcome("no game") }
        return screen.bottom
    }

    @MainActor
    func testAClickOnTheBottomRowOffTheButtonDoesNothing() async throws {
        let controller = await makeController()
        for x in [0, 9, 19, 31, 48, 69] {
            click(controller, x, 23)
            XCTAssertEqual(controller.game.state, .ongoing, "a click at column \(x) started a new game")
            XCTAssertEqual(controller.game.currentIndex, 1, "column \(x): the game was thrown away")
        }
    }

    @MainActor
    func testAClickOnEitherEndOfTheButtonStartsANewGame() async throws {
        for x in [32, 40, 47] {
            let controller = await makeController()
            click(controller, x, 23)
            XCTAssertEqual(controller.game.state, .loading, "a click at column \(x), on the button")
        }
    }

    @MainActor
    func testTheButtonShowsPressedWhileHeldOnItAndAReleaseOffItCancels() async throws {
        let controller = await makeController()
        XCTAssertEqual(try bottom(controller), .button("New Game [N]", isPressed: false))
        mouse(controller, 0, 40, 23)
        XCTAssertEqual(try bottom(controller), .button("New Game [N]", isPressed: true), "pressed")
        mouse(controller, 32, 20, 23)  // moved off, the button still held
        XCTAssertEqual(try bottom(controller), .button("New Game [N]", isPressed: false), "off it")
        mouse(controller, 32, 33, 23)  // back on it
        XCTAssertEqual(try bottom(controller), .button("New Game [N]", isPressed: true), "back on it")
        mouse(controller, 32, 60, 23)
        mouse(controller, 0, 60, 23, release: true)  // let go off the button: cancelled
        XCTAssertEqual(controller.game.state, .ongoing)
        XCTAssertEqual(try bottom(controller), .button("New Game [N]", isPressed: false))

        mouse(controller, 0, 40, 23)
        mouse(controller, 32, 40, 20)
        mouse(controller, 0, 40, 20, release: true)  // let go above it: cancelled
        XCTAssertEqual(controller.game.state, .ongoing)

        mouse(controller, 0, 40, 23)
        mouse(controller, 32, 10, 23)
        mouse(controller, 32, 45, 23)
        mouse(controller, 0, 45, 23, release: true)  // off and back on, then let go on it: a click
        XCTAssertEqual(controller.game.state, .loading)
    }

    @MainActor
    func testAKeyLetsGoOfThePressedButton() async throws {
        let controller = await makeController()
        mouse(controller, 0, 40, 23)
        controller.handle(.keyPressed(.character("x")))
        XCTAssertEqual(try bottom(controller), .button("New Game [N]", isPressed: false))
        mouse(controller, 0, 40, 23, release: true)
        XCTAssertEqual(controller.game.state, .ongoing, "the release of a press a key let go clicks nothing")
    }

    @MainActor
    func testThePressedButtonOnScreen() async throws {
        let controller = await makeController()
        mouse(controller, 0, 40, 23)
        var buffer = ScreenBuffer(width: 80, height: 24)
        let theme = Theme(colorMode: .colors, ascii: false)
        QuizScreen.render(controller.screenModel(), into: &buffer, theme: theme)
        XCTAssertEqual(
            buffer.lines[23],
            String(repeating: " ", count: 34) + "New Game [N]" + String(repeating: " ", count: 24) + "o Settings")
        // The settings' label at the row's end is drawn as a note, never as part of the button.
        for x in 0..<70 {
            let expected = (32...47).contains(x) ? theme.buttonPressed : theme.background
            XCTAssertEqual(buffer[x, 23]?.style, expected, "column \(x)")
        }
        XCTAssertNotEqual(theme.buttonPressed, theme.button)
    }
}
