import QuizView
import XCTest

@testable import openquizz

/// The mouse child on its own: reports in, intents out, with no `Game` and no screen.
final class CardDragTests: XCTestCase {
    /// An 80-column screen: the card on rows 1...8, the button on row 11.
    let layout = CardDrag.Layout(
        card: Rect(x: 20, y: 1, width: 40, height: 8), button: Rect(x: 33, y: 11, width: 14, height: 1),
        screenWidth: 80)

    private func press(_ x: Int, _ y: Int) -> MouseReport { MouseReport(button: 0, x: x, y: y, isRelease: false) }
    private func move(_ x: Int, _ y: Int) -> MouseReport { MouseReport(button: 32, x: x, y: y, isRelease: false) }
    private func release(_ x: Int, _ y: Int) -> MouseReport { MouseReport(button: 0, x: x, y: y, isRelease: true) }

    func testAPressOnTheCardGrabsItAndItFollows() {
        var drag = CardDrag()
        XCTAssertEqual(drag.receive(press(40, 4), layout, canGrab: true, canAnswer: true), .grab)
        XCTAssertTrue(drag.isHolding)
        XCTAssertEqual(drag.receive(move(45, 3), layout, canGrab: true, canAnswer: true), .follow(dx: 5, dy: -1))
    }

    func testLetGoPastAQuarterOfTheScreenItAnswersOnThatSide() {
        for (x, answer) in [(60, true), (20, false)] {
            var drag = CardDrag()
            _ = drag.receive(press(40, 4), layout, canGrab: true, canAnswer: true)
            XCTAssertEqual(drag.receive(release(x, 4), layout, canGrab: true, canAnswer: true), .answer(answer))
            XCTAssertFalse(drag.isHolding)
        }
    }

    func testShortOfTheThresholdOrWithNoQuestionItSpringsBack() {
        var short = CardDrag()
        _ = short.receive(press(40, 4), layout, canGrab: true, canAnswer: true)
        XCTAssertEqual(short.receive(release(59, 4), layout, canGrab: true, canAnswer: true), .springBack, "19 < 20")
        var over = CardDrag()
        _ = over.receive(press(40, 4), layout, canGrab: true, canAnswer: false)
        XCTAssertEqual(over.receive(release(70, 4), layout, canGrab: true, canAnswer: false), .springBack)
    }

    func testFlickedUpMoreThanAsideItAsksForANewGame() {
        var drag = CardDrag()
        _ = drag.receive(press(40, 6), layout, canGrab: true, canAnswer: true)
        XCTAssertEqual(drag.receive(release(43, 2), layout, canGrab: true, canAnswer: true), .newGame)
    }

    func testTheButtonClicksOnlyWhenReleasedOnIt() {
        var drag = CardDrag()
        XCTAssertEqual(drag.receive(press(35, 11), layout, canGrab: true, canAnswer: true), .pressed)
        XCTAssertTrue(drag.isButtonPressed)
        _ = drag.receive(move(10, 11), layout, canGrab: true, canAnswer: true)
        XCTAssertFalse(drag.isButtonPressed, "dragged off it")
        XCTAssertEqual(drag.receive(release(10, 11), layout, canGrab: true, canAnswer: true), .none)
        _ = drag.receive(press(35, 11), layout, canGrab: true, canAnswer: true)
        XCTAssertEqual(drag.receive(release(36, 11), layout, canGrab: true, canAnswer: true), .newGame)
        XCTAssertFalse(drag.isHolding)
    }

    func testNothingIsGrabbedBesideTheCardOrWhileItLoadsAndCancelLetsGo() {
        var drag = CardDrag()
        XCTAssertEqual(drag.receive(press(5, 4), layout, canGrab: true, canAnswer: true), .pressed)
        XCTAssertEqual(drag.receive(press(40, 4), layout, canGrab: false, canAnswer: false), .pressed)
        XCTAssertFalse(drag.isHolding)
        XCTAssertEqual(drag.receive(press(40, 4), layout, canGrab: true, canAnswer: true), .grab)
        drag.cancel()
        XCTAssertFalse(drag.isHolding)
        XCTAssertEqual(drag.receive(release(70, 4), layout, canGrab: true, canAnswer: true), .none, "let go already")
    }
}
