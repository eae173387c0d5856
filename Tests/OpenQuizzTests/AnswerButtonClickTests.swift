import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// False and True under the card, clicked: the same answer and the same animation as ← and →;
/// a click beside one does nothing; dragging the card lights the one it goes toward; without the
/// mouse they are hints a click never reaches.
///
/// At 80x24 the card takes columns 16...63 and rows 3...16; " ← False " takes columns 16...24 of
/// row 17, " True → " columns 56...63.
final class AnswerButtonClickTests: XCTestCase {
    @MainActor
    private func makeController(usesMouse: Bool = true) async -> (GameController, ManualClock) {
        let clock = ManualClock(seconds: 100)
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: clock, usesMouse: usesMouse)
        return (controller, clock)
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
    private func buttons(_ controller: GameController) throws -> AnswerButtons? {
        guard case .game(let screen) = controller.screenModel().content else { throw UnexpectedOutcome("no game") }
        return screen.answerButtons
    }

    /// Every frame of the answer on the manual clock, 1/60 s apart, until nothing moves.
    @MainActor
    private func frames(_ controller: GameController, _ clock: ManualClock) -> [ScreenModel] {
        var frames = [controller.screenModel()]
        for _ in 0..<240 {
            clock.advance(by: 1 / 60)
            controller.handle(.tick)
            frames.append(controller.screenModel())
            if controller.screenModel() == frames[frames.count - 2], controller.presenter().nextFrameTime() == nil {
                break
            }
        }
        return frames
    }

    @MainActor
    func testAClickOnEachButtonAnswersAsItsArrowKeyDoesFrameForFrame() async throws {
        for (value, column, key) in [(false, 20, Key.left), (true, 59, Key.right)] {
            let (byKey, keyClock) = await makeController()
            byKey.handle(.keyPressed(key))
            let (byClick, clickClock) = await makeController()
            click(byClick, column, 17)

            XCTAssertEqual(byClick.game.answers.count, 1, "\(value): the click answered")
            XCTAssertEqual(byClick.game.answers.last?.answer, value)
            XCTAssertEqual(byClick.presenter().verdict?.text, byKey.presenter().verdict?.text)
            let keyFrames = frames(byKey, keyClock)
            let clickFrames = frames(byClick, clickClock)
            XCTAssertGreaterThan(keyFrames.count, 5, "the card slides off over several frames")
            XCTAssertEqual(clickFrames, keyFrames, "\(value): the same frames as the key's")
        }
    }

    @MainActor
    func testAClickBesideALabelOnItsRowDoesNothing() async throws {
        let (controller, _) = await makeController()
        for x in [0, 15, 25, 40, 55, 64, 79] {
            click(controller, x, 17)
            XCTAssertTrue(controller.game.answers.isEmpty, "a click at column \(x) answered")
        }
        // Pressed on False and let go beside it: nothing.
        mouse(controller, 0, 20, 17)
        XCTAssertEqual(try buttons(controller)?.pressed, false, "held on False, it shows pressed")
        mouse(controller, 32, 26, 17)
        XCTAssertNil(try buttons(controller)?.pressed, "dragged off it, it no longer shows pressed")
        mouse(controller, 0, 26, 17, release: true)
        XCTAssertTrue(controller.game.answers.isEmpty)
    }

    @MainActor
    func testDraggingTheCardLightsTheButtonItGoesTowardAsFarAsItGoes() async throws {
        let (controller, _) = await makeController()
        XCTAssertEqual(try buttons(controller)?.falseLit, 0)
        XCTAssertEqual(try buttons(controller)?.trueLit, 0)
        // The threshold at 80 columns is 20 columns.
        mouse(controller, 0, 40, 10)
        mouse(controller, 32, 30, 10)
        XCTAssertEqual(try buttons(controller)?.falseLit, 0.5)
        XCTAssertEqual(try buttons(controller)?.trueLit, 0)
        mouse(controller, 32, 65, 10)
        XCTAssertEqual(try buttons(controller)?.falseLit, 0)
        XCTAssertEqual(try buttons(controller)?.trueLit, 1.25)
        mouse(controller, 0, 65, 10, release: true)
        XCTAssertEqual(controller.game.answers.last?.answer, true, "let go past the threshold: it answers")
    }

    @MainActor
    func testWithoutTheMouseTheyAreHintsAndAClickOnThemDoesNothing() async throws {
        let (controller, _) = await makeController(usesMouse: false)
        XCTAssertEqual(try buttons(controller)?.isClickable, false)
        XCTAssertEqual(try buttons(controller)?.falseTitle, "← False")
        XCTAssertEqual(try buttons(controller)?.trueTitle, "True →")
        click(controller, 20, 17)
        click(controller, 59, 17)
        XCTAssertTrue(controller.game.answers.isEmpty)
    }

    @MainActor
    func testTheyAreShownOnlyWhileAQuestionWaits() async throws {
        let (controller, _) = await makeController()
        XCTAssertNotNil(try buttons(controller))
        for _ in 0..<3 { controller.handle(.keyPressed(.right)) }
        XCTAssertEqual(controller.game.state, .over)
        XCTAssertNil(try buttons(controller), "Game Over: no question to answer")
        click(controller, 20, 17)
        XCTAssertEqual(controller.game.state, .over, "a click where False was does nothing")
    }

    @MainActor
    func testInFrenchTheButtonsReadFauxAndVrai() async throws {
        let clock = ManualClock(seconds: 100)
        let source = ManualSource(questions: makeQuestions(3))
        let center = NotificationCenter()
        var text = PlayerText(offline: true)
        text.words = .french
        let controller = GameController(
            game: immediateGame(source: source, amount: 3, notificationCenter: center), clock: clock,
            theme: Theme(colorMode: .colors, ascii: false), text: text, notificationCenter: center, usesMouse: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await answer(source, controller)
        XCTAssertEqual(try buttons(controller)?.falseTitle, "← Faux")
        XCTAssertEqual(try buttons(controller)?.trueTitle, "Vrai →")
    }

    /// In ASCII the arrows are written "<-" and "->": the buttons are a column wider, and a click
    /// on the cells they are drawn on (" <- False " 16...25, " True -> " 55...63) answers.
    @MainActor
    func testInASCIIAClickOnTheWiderButtonsEdgeAnswers() async throws {
        for (value, column) in [(false, 25), (true, 55)] {
            let clock = ManualClock(seconds: 100)
            let source = ManualSource(questions: makeQuestions(3))
            let center = NotificationCenter()
            let theme = Theme(colorMode: .colors, ascii: true, transliteratesText: true)
            let controller = GameController(
                game: immediateGame(source: source, amount: 3, notificationCenter: center), clock: clock,
                theme: theme, text: PlayerText(offline: true), notificationCenter: center, usesMouse: true)
            controller.startHandlingModelEvents()
            controller.handle(.resized(width: 80, height: 24))
            await answer(source, controller)
            var screen = ScreenBuffer(width: 80, height: 24)
            QuizScreen.render(controller.screenModel(), into: &screen, theme: theme)
            XCTAssertEqual(
                screen.lines[17].trimmingCharacters(in: .whitespaces), "<- False                               True ->")
            click(controller, column, 17)
            XCTAssertEqual(controller.game.answers.last?.answer, value, "a click at column \(column)")
        }
    }

    func testThePseudoLanguagesLongerLabelsStillFitFortyColumns() {
        let pseudo = Wording(tongue: .pseudo)
        let buttons = AnswerButtons(
            falseTitle: pseudo(ButtonWords.falseButton), trueTitle: pseudo(ButtonWords.trueButton))
        let row = ScreenLayout(width: 40, height: 13)?.answers
        XCTAssertNotNil(row.flatMap { buttons.frames(in: $0) })
    }

    func testTheLabelsInFrenchAndInThePseudoLanguage() {
        XCTAssertEqual(Wording.french(ButtonWords.falseButton), "← Faux")
        XCTAssertEqual(Wording.french(ButtonWords.trueButton), "Vrai →")
        XCTAssertEqual(Wording.english(ButtonWords.falseButton), "← False")
        XCTAssertEqual(Wording(tongue: .pseudo)(ButtonWords.trueButton), "⟦True →··⟧")
    }
}
