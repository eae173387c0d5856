import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The pan gesture as a sequence of mouse reports on the injected clock: the card follows,
/// leans and turns green or red; past the threshold it answers, short of it it springs back.
final class DragTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    @MainActor
    private func makeController(usesMouse: Bool = true, reducedMotion: Bool = false) async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(3))
        return await startedController(source: source, clock: clock, reducedMotion: reducedMotion, usesMouse: usesMouse)
    }

    /// A report at 0-based cell (x, y): a press, a move with the left button held, a release.
    @MainActor
    private func press(_ controller: GameController, _ x: Int, _ y: Int) {
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: false))))
    }

    @MainActor
    private func move(_ controller: GameController, _ x: Int, _ y: Int) {
        controller.handle(.input(.mouse(MouseReport(button: 32, x: x, y: y, isRelease: false))))
    }

    @MainActor
    private func release(_ controller: GameController, _ x: Int, _ y: Int) {
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: true))))
    }

    @MainActor
    private func card(_ controller: GameController) throws -> CardModel {
        guard case .game(let game) = controller.screenModel().content else { throw UnexpectedOutcome("no game") }
        return game.card
    }

    @MainActor
    private func settle(_ controller: GameController, file: StaticString = #filePath, line: UInt = #line) {
        settleCard(controller, on: clock, file: file, line: line)
    }

    @MainActor
    func testTheCardFollowsThePointerLeansWithTheDistanceAndTakesTheColourOfItsSide() async throws {
        let controller = await makeController()
        press(controller, 39, 9)  // inside the card (x 16...63, y 3...16 at 80x24)
        XCTAssertEqual(try card(controller).offsetX, 0)
        XCTAssertEqual(try card(controller).style, .standard)
        XCTAssertNil(controller.nextFrameTime(), "a card held still needs no frames")

        move(controller, 49, 9)
        var held = try card(controller)
        XCTAssertEqual(held.offsetX, 10, "it follows the pointer")
        XCTAssertEqual(
            held.lean, CardMotion.maximumLean / 2, accuracy: 1e-9, "half way to the threshold, half the lean")
        XCTAssertEqual(held.style, .correct)
        XCTAssertEqual(held.badge, "TRUE")
        XCTAssertEqual(held.title, "Statement 1.")

        move(controller, 9, 11)
        held = try card(controller)
        XCTAssertEqual(held.offsetX, -30)
        XCTAssertEqual(held.lean, -CardMotion.maximumLean, "the lean stops growing at the threshold")
        XCTAssertEqual(held.style, .incorrect)
        XCTAssertEqual(held.badge, "FALSE")
        XCTAssertEqual(held.offsetY, 0, "a card is never pulled down")

        move(controller, 39, 9)
        XCTAssertEqual(try card(controller).style, .standard, "back at the centre, no side")
        XCTAssertEqual(controller.game.currentIndex, 0, "nothing answered while held")
    }

    @MainActor
    func testLetGoShortOfAQuarterOfTheWidthItSpringsBackUnanswered() async throws {
        let controller = await makeController()
        press(controller, 39, 9)
        move(controller, 58, 9)  // 19 columns: one short of 80 / 4
        release(controller, 58, 9)
        XCTAssertEqual(controller.game.currentIndex, 0)
        XCTAssertEqual(try card(controller).style, .standard)
        XCTAssertNotNil(controller.nextFrameTime(), "frames while it springs back")
        var offsets: [Int] = []
        while controller.motion.isMoving, offsets.count < 240 {
            clock.advance(by: 1.0 / 60)
            controller.handle(.tick)
            offsets.append(try card(controller).offsetX)
        }
        XCTAssertLessThan(offsets.min() ?? 0, 0, "the spring carries it past the centre")
        XCTAssertEqual(offsets.last, 0)
        XCTAssertLessThan(offsets.count, 90, "at rest within a second and a half")
        XCTAssertNil(controller.nextFrameTime())
    }

    @MainActor
    func testLetGoPastAQuarterOfTheWidthItAnswersAndSlidesOffFromWhereItIs() async throws {
        let controller = await makeController()
        press(controller, 39, 9)
        move(controller, 59, 9)  // 20 columns: the threshold
        release(controller, 59, 9)
        XCTAssertEqual(controller.game.currentIndex, 1, "answered: true")
        XCTAssertEqual(controller.game.score, 1, "statement 1 is true")
        XCTAssertEqual(try card(controller).offsetX, 20, "the slide starts where the pointer let go")
        clock.advance(by: 0.15)
        controller.handle(.tick)
        XCTAssertGreaterThan(try card(controller).offsetX, 20)
        settle(controller)
        XCTAssertEqual(try card(controller).title, "Statement 2.")

        press(controller, 39, 9)
        move(controller, 10, 9)
        release(controller, 10, 9)
        XCTAssertEqual(controller.game.currentIndex, 2, "answered: false")
        XCTAssertEqual(controller.game.score, 2, "statement 2 is false")
    }

    @MainActor
    func testDraggedUpItStartsANewGameAndAClickOnNewGameToo() async throws {
        let controller = await makeController()
        press(controller, 39, 12)
        move(controller, 40, 8)
        XCTAssertEqual(try card(controller).offsetY, -4, "it rises with the pointer")
        release(controller, 41, 6)
        XCTAssertEqual(controller.game.state, .loading, "up, more than aside: a new game")
        await answer(source, controller)

        press(controller, 39, 12)
        move(controller, 55, 10)
        release(controller, 55, 10)  // 16 aside, 2 up: not a new game, short of an answer
        XCTAssertEqual(controller.game.state, .ongoing)
        XCTAssertEqual(controller.game.currentIndex, 0)

        controller.handle(.keyPressed(.right))
        press(controller, 40, 23)  // the New Game button's row
        release(controller, 40, 23)
        XCTAssertEqual(controller.game.state, .loading)
        await answer(source, controller)
        press(controller, 40, 23)
        release(controller, 40, 20)  // let go elsewhere: no click
        XCTAssertEqual(controller.game.state, .ongoing)
    }

    @MainActor
    func testAKeyLetsGoOfTheCardAndReportsDoNothingWithoutTheMouseOrOverAPanel() async throws {
        let controller = await makeController()
        press(controller, 39, 9)
        move(controller, 50, 9)
        controller.handle(.keyPressed(.character("?")))
        XCTAssertFalse(controller.motion.isMoving, "a key puts the card back")
        XCTAssertEqual(try card(controller).style, .standard)
        move(controller, 70, 9)
        release(controller, 70, 9)
        XCTAssertEqual(controller.game.currentIndex, 0, "the drag a key ended answers nothing")

        controller.handle(.keyPressed(.character("x")))  // closes the help
        controller.handle(.keyPressed(.character("s")))
        press(controller, 39, 9)
        move(controller, 70, 9)
        release(controller, 70, 9)
        XCTAssertEqual(controller.game.currentIndex, 0, "the mouse does nothing over the stats")

        let keysOnly = await makeController(usesMouse: false)
        press(keysOnly, 39, 9)
        move(keysOnly, 70, 9)
        release(keysOnly, 70, 9)
        XCTAssertEqual(keysOnly.game.currentIndex, 0, "reports never asked for are ignored")
        XCTAssertEqual(try card(keysOnly).offsetX, 0)
    }

    @MainActor
    func testWithReducedMotionTheCardStillFollowsButNeverSpringsOrSlides() async throws {
        let controller = await makeController(reducedMotion: true)
        press(controller, 39, 9)
        move(controller, 50, 9)
        XCTAssertEqual(try card(controller).offsetX, 11, "the card follows the hand: that is the player's own motion")
        release(controller, 50, 9)
        XCTAssertFalse(controller.motion.isMoving, "back at once, no spring")
        press(controller, 39, 9)
        move(controller, 65, 9)
        release(controller, 65, 9)
        XCTAssertEqual(controller.game.currentIndex, 1)
        XCTAssertEqual(try card(controller).offsetX, 0, "held in place, coloured, not slid")
        XCTAssertEqual(try card(controller).style, .correct)
    }

    @MainActor
    func testCtrlZLetsGoOfTheCardSoThatNoReleaseAnswersAfterFg() async throws {
        let controller = await makeController()
        press(controller, 39, 9)
        move(controller, 70, 9)
        controller.handle(.suspended)
        XCTAssertFalse(controller.motion.isMoving, "back in place")
        XCTAssertEqual(try card(controller).style, .standard)
        release(controller, 70, 9)
        XCTAssertEqual(controller.game.currentIndex, 0, "the release after fg answers nothing")
    }
}
