import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What the panels' bottom border counts (questions in the review; in the stats only whether
/// more is above or below), and the mouse wheel scrolling the review, the stats and the search.
final class PanelScrollTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    /// A game of ten numbered questions, all answered true, its review open; each question takes
    /// three lines (a blank, the statement, the verdict) under the share line.
    @MainActor
    private func reviewed(width: Int = 80, height: Int = 24) async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(10))
        let controller = await startedController(source: source, clock: clock, usesMouse: true)
        for _ in 0..<10 { press(controller, .right) }
        controller.handle(.resized(width: width, height: height))
        press(controller, .character("r"))
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    /// A notch of the wheel at a cell of the panel: SGR button 64 is up, 65 down.
    @MainActor
    private func wheel(_ controller: GameController, down: Bool, times: Int = 1) {
        for _ in 0..<times {
            controller.handle(.input(.mouse(MouseReport(button: down ? 65 : 64, x: 10, y: 5, isRelease: false))))
        }
    }

    @MainActor
    private func position(_ controller: GameController) -> String? {
        controller.screenModel().panel?.position
    }

    @MainActor
    private func top(_ controller: GameController) -> Int? {
        switch controller.overlay {
        case .review(let scroller), .stats(let scroller): scroller.top
        case .history(let browser): browser.top
        case nil: nil
        }
    }

    // MARK: - What the footer counts

    @MainActor
    func testTheReviewCountsTheQuestionsInSightNotTheLines() async throws {
        let controller = await reviewed()
        XCTAssertEqual(position(controller), "Questions 1-7 of 10", "21 rows: the share line and 7 questions")
        press(controller, .end)
        XCTAssertEqual(position(controller), "Questions 4-10 of 10")
        press(controller, .up, .up)
        XCTAssertEqual(position(controller), "Questions 3-9 of 10", "a statement in sight counts its question")

        let small = await reviewed(width: 40, height: 12)
        XCTAssertEqual(position(small), "Questions 1-3 of 10")
        press(small, .end)
        XCTAssertEqual(position(small), "Questions 8-10 of 10")
    }

    func testTheQuestionsInSightAreTheOnesWithALineInTheWindow() {
        // A share line, then three questions of 3, 5 and 2 lines, each after a blank line.
        let starts = [2, 6, 12]
        let total = 14
        XCTAssertEqual(PanelPosition.sectionsShown(top: 0, visible: 2, starts: starts, total: total), nil)
        XCTAssertEqual(PanelPosition.sectionsShown(top: 0, visible: 3, starts: starts, total: total), 1...1)
        XCTAssertEqual(PanelPosition.sectionsShown(top: 5, visible: 1, starts: starts, total: total), nil, "a blank")
        XCTAssertEqual(PanelPosition.sectionsShown(top: 4, visible: 3, starts: starts, total: total), 1...2)
        XCTAssertEqual(PanelPosition.sectionsShown(top: 7, visible: 4, starts: starts, total: total), 2...2)
        XCTAssertEqual(PanelPosition.sectionsShown(top: 10, visible: 4, starts: starts, total: total), 2...3)
        XCTAssertEqual(PlayerText().panel.questionsInSight(2...2, of: 3), "Question 2 of 3")
        XCTAssertEqual(PlayerText().panel.questionsInSight(2...3, of: 3), "Questions 2-3 of 3")
    }

    @MainActor
    func testTheStatsSayOnlyWhetherMoreIsAboveOrBelow() async throws {
        let controller = await reviewed(width: 40, height: 12)
        press(controller, .escape, .character("s"))
        XCTAssertEqual(position(controller), "more below")
        press(controller, .down)
        XCTAssertEqual(position(controller), "more above and below")
        press(controller, .end)
        XCTAssertEqual(position(controller), "more above")
        controller.handle(.resized(width: 80, height: 40))
        XCTAssertNil(position(controller), "all in sight: nothing to say")
    }

    // MARK: - The wheel

    @MainActor
    func testTheWheelScrollsTheReviewThreeRowsANotch() async throws {
        let controller = await reviewed(width: 40, height: 12)
        wheel(controller, down: true)
        XCTAssertEqual(top(controller), 3)
        wheel(controller, down: true, times: 100)
        XCTAssertEqual(position(controller), "Questions 8-10 of 10", "never past the end")
        wheel(controller, down: false, times: 2)
        XCTAssertEqual(top(controller), 31 - 9 - 6)
        XCTAssertNotNil(controller.overlay, "the wheel never closes the review")
    }

    @MainActor
    func testTheWheelScrollsTheStatsAndMovesTheSearchSelection() async throws {
        let controller = await reviewed(width: 40, height: 12)
        press(controller, .escape, .character("s"))
        wheel(controller, down: true)
        XCTAssertEqual(top(controller), 3)
        wheel(controller, down: false)
        XCTAssertEqual(top(controller), 0)

        press(controller, .escape, .character("/"))
        wheel(controller, down: true, times: 3)
        guard case .history(let browser) = controller.overlay else { return XCTFail("the search is open") }
        XCTAssertEqual(browser.selected, 9, "three lines a notch")
        XCTAssertEqual(browser.top, 3, "the selection kept in sight, 7 rows at 40x12")
        press(controller, .enter)
        wheel(controller, down: true)
        XCTAssertNotNil(controller.screenModel().answerBox, "the wheel leaves an open answer where it is")
    }

    @MainActor
    func testTheWheelOverTheGameDoesNothing() async throws {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(3))
        let controller = await startedController(source: source, clock: clock, usesMouse: true)
        wheel(controller, down: true, times: 3)
        wheel(controller, down: false, times: 3)
        XCTAssertEqual(controller.game.currentIndex, 0)
        XCTAssertEqual(controller.game.state, .ongoing)
        XCTAssertFalse(controller.motion.isMoving)
    }

    func testTheTerminalsWheelReportsAreButtons64And65() {
        var parser = InputParser()
        XCTAssertEqual(
            parser.feed(Array("\u{1B}[<64;10;5M\u{1B}[<65;10;5M".utf8), at: 0),
            [
                .mouse(MouseReport(button: 64, x: 9, y: 4, isRelease: false)),
                .mouse(MouseReport(button: 65, x: 9, y: 4, isRelease: false)),
            ])
    }
}
