import QuizView
import XCTest

/// False and True under the card: where they go at the usual and the smallest size, what lights
/// as the card is dragged toward each, and the key hints drawn without the mouse.
final class AnswerButtonsTests: XCTestCase {
    private let theme = Theme.colorsUnicode

    private func model(_ buttons: AnswerButtons?) -> ScreenModel {
        var model = Fixtures.game()
        guard case .game(var screen) = model.content else { return model }
        screen.score = "Question 1 of 10   Score 0 / 10"
        screen.answerButtons = buttons
        model.content = .game(screen)
        return model
    }

    private let buttons = AnswerButtons(falseTitle: "← False", trueTitle: "True →")

    /// Row `y` of `buffer` as its looks: `#` lit, `=` a button at rest, `.` a dim hint, blank
    /// otherwise.
    private func looks(_ buffer: ScreenBuffer, row y: Int) -> String {
        let marks = (0..<buffer.width).map { x -> Character in
            switch buffer[x, y]?.style {
            case theme.buttonPressed: "#"
            case theme.button: "="
            case theme.notice: "."
            default: " "
            }
        }
        return trimmingTrailingSpaces(String(marks))
    }

    func testAtEightyByTwentyFourTheyStandUnderTheCardsEdgesClearOfTheScoreAndNewGame() {
        let screen = renderedScreen(model(buttons), width: 80, height: 24)
        assertScreen(
            screen,
            [
                " OpenQuizz                                                       Open Trivia DB",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │ The Great Wall of China is visible from the  │",
                "                │           Moon with the naked eye.           │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "                 ← False                                 True →",
                "                        Question 1 of 10   Score 0 / 10",
                "",
                "",
                "",
                "",
                "                                  New Game [N]",
            ])
        XCTAssertEqual(
            looks(screen, row: 17), "                =========                               ========")
    }

    func testAtFortyByTwelveEveryRowIsTakenSoTheyAreLeftOut() {
        let with = renderedScreen(model(buttons), width: 40, height: 12)
        let without = renderedScreen(model(nil), width: 40, height: 12)
        XCTAssertEqual(with.lines, without.lines)
        XCTAssertNil(ScreenLayout(width: 40, height: 12)?.answers)
    }

    func testFortyColumnsWideTheyFitUnderTheFullWidthCard() {
        let screen = renderedScreen(model(buttons), width: 40, height: 13)
        assertScreen(
            screen,
            [
                " OpenQuizz               Open Trivia DB",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│  The Great Wall of China is visible  │",
                "│  from the Moon with the naked eye.   │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                " ← False                         True →",
                "    Question 1 of 10   Score 0 / 10",
                "",
                "              New Game [N]",
            ])
        XCTAssertEqual(looks(screen, row: 9), "=========                       ========")
    }

    func testDraggedTowardFalseItLightsFromTheCardsSideAsFarAsTheDragGoes() {
        var lit = buttons
        lit.falseLit = 0.5
        XCTAssertEqual(
            looks(renderedScreen(model(lit), width: 80, height: 24), row: 17),
            "                ====#####                               ========")
        lit.falseLit = 1.7  // past where letting go answers: all of it, no more
        XCTAssertEqual(
            looks(renderedScreen(model(lit), width: 80, height: 24), row: 17),
            "                #########                               ========")
    }

    func testDraggedTowardTrueItLightsFromTheCardsSide() {
        var lit = buttons
        lit.trueLit = 0.25
        let screen = renderedScreen(model(lit), width: 40, height: 13)
        XCTAssertEqual(looks(screen, row: 9), "=========                       ##======")
        XCTAssertEqual(trimmingTrailingSpaces(screen.lines[9]), " ← False                         True →")
    }

    func testHeldDownByTheMouseAButtonIsLitWhole() {
        var held = buttons
        held.pressed = true
        XCTAssertEqual(
            looks(renderedScreen(model(held), width: 40, height: 13), row: 9),
            "=========                       ########")
    }

    func testWithoutTheMouseTheyAreDimKeyHintsWithNoBar() {
        var hints = buttons
        hints.isClickable = false
        let screen = renderedScreen(model(hints), width: 40, height: 13)
        XCTAssertEqual(trimmingTrailingSpaces(screen.lines[9]), "← False                           True →")
        XCTAssertEqual(looks(screen, row: 9), ".......                           ......")
    }

    func testTooLongToFitSideBySideTheyAreLeftOut() {
        let wide = AnswerButtons(
            falseTitle: String(repeating: "F", count: 20), trueTitle: String(repeating: "T", count: 20))
        XCTAssertNil(wide.frames(in: Rect(x: 0, y: 5, width: 40, height: 1)))
        let screen = renderedScreen(model(wide), width: 40, height: 13)
        XCTAssertEqual(trimmingTrailingSpaces(screen.lines[9]), "")
    }
}
