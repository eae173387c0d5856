import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The controller's keys beyond answering: help and quitting, reading long texts, keys that do
/// nothing, the too-small screen, a failed load, and thousands of random keys.
final class GameControllerKeyTests: GameControllerTestCase {
    // MARK: - Help and quitting

    @MainActor
    func testQuestionMarkShowsHelpAndAnyKeyClosesItWithoutAnswering() async throws {
        let controller = makeController()
        await answer(source, controller)
        press(controller, .character("?"))
        XCTAssertTrue(controller.screenModel().showsHelp)
        press(controller, .right)
        XCTAssertFalse(controller.screenModel().showsHelp)
        XCTAssertEqual(controller.game.currentIndex, 0)
    }

    @MainActor
    func testOnlyQAndEscapeQuit() async throws {
        let controller = makeController()
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .quit)
        XCTAssertEqual(controller.handle(.keyPressed(.escape)), .quit)
        // Shift-Q is a key the game doesn't use, like any other.
        XCTAssertEqual(controller.handle(.keyPressed(.character("Q"))), .keepGoing)
        XCTAssertEqual(controller.handle(.keyPressed(.character("x"))), .keepGoing)
    }

    // MARK: - Reading long texts

    @MainActor
    func testDownAndJTurnTheCardsPagesAndTheNextQuestionStartsOnItsFirstPage() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        XCTAssertEqual(try gameScreen(controller).card.page, 0)
        XCTAssertEqual(try gameScreen(controller).card.pageKey, "↓")
        press(controller, .down)
        XCTAssertEqual(try gameScreen(controller).card.page, 1)
        press(controller, .character("j"))
        XCTAssertEqual(try gameScreen(controller).card.page, 2)
        XCTAssertEqual(controller.game.currentIndex, 0, "turning pages answers nothing")
        press(controller, .right)
        XCTAssertEqual(try gameScreen(controller).card.page, 2, "the answered card leaves as it was")
        settle(controller)
        let next = try gameScreen(controller)
        XCTAssertEqual(next.card.title, "Statement 2.")
        XCTAssertEqual(next.card.page, 0)
    }

    @MainActor
    func testEShowsTheWholeAnswerWhichPagesWithDownAndClosesOnAnyOtherKeyWithoutActing() async throws {
        let controller = await explainedController(showsExplanations: true)
        press(controller, .character("e"))
        XCTAssertNil(controller.screenModel().answerBox, "no answer yet")
        press(controller, .left)
        XCTAssertEqual(try gameScreen(controller).moreKey, "e")
        press(controller, .character("e"))
        XCTAssertEqual(
            controller.screenModel().answerBox,
            AnswerBox(
                verdict: "Water is wet.", tone: .negative, explanation: "Wrong: it's true. It is.", page: 0,
                pageKey: "↓", title: "Question 1"),
            "the box names the question it explains"
        )
        press(controller, .down)
        XCTAssertEqual(controller.screenModel().answerBox?.page, 1)
        press(controller, .right)
        XCTAssertNil(controller.screenModel().answerBox)
        XCTAssertEqual(controller.game.currentIndex, 1, "the key that closed the box answered nothing")
        press(controller, .character("e"))
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .keepGoing, "q closes the box")
        XCTAssertNil(controller.screenModel().answerBox)
    }

    @MainActor
    func testTheHelpNamesThePageAndAnswerKeys() async throws {
        let controller = makeController()
        XCTAssertEqual(controller.screenModel().helpLines, [], "worded only while the help is open")
        controller.handle(.resized(width: 40, height: 12))
        controller.handle(.keyPressed(.character("?")))
        let lines = controller.screenModel().helpLines
        XCTAssertTrue(lines.contains(HelpLine(key: "↓  j", action: "next page of the question")), "\(lines)")
        XCTAssertTrue(lines.contains(HelpLine(key: "e", action: "the answer in full")), "\(lines)")
        XCTAssertEqual(
            lines.prefix(4).map(\.action), ["true", "false", "new game", "quit"],
            "the keys a player can't do without come first: a small screen leaves the last ones out")
        var buffer = ScreenBuffer(width: 40, height: 12)
        QuizScreen.render(controller.screenModel(), into: &buffer, theme: Theme(colorMode: .colors, ascii: false))
        XCTAssertTrue(buffer.text.contains("q  Esc  quit"), "quit is in the help at 40x12:\n\(buffer.text)")
    }

    @MainActor
    func testTheCountdownNeverSplitsTheNumberFromItsUnitAtAnyWidth() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        press(controller, .character("n"))
        await report(.waiting(until: .init(offset: .inSeconds(clock.seconds + 4))), source, controller)
        let theme = Theme(colorMode: .colors, ascii: false)
        for height in [12, 24] {
            for width in 40...80 {
                controller.handle(.resized(width: width, height: height))
                var buffer = ScreenBuffer(width: width, height: height)
                QuizScreen.render(controller.screenModel(), into: &buffer, theme: theme)
                XCTAssertTrue(buffer.text.contains("Waiting"), "\(width)x\(height): no countdown\n\(buffer.text)")
                XCTAssertTrue(
                    buffer.lines.contains { $0.contains("4 s") },
                    "\(width)x\(height): number and unit apart\n\(buffer.text)")
            }
        }
    }

    @MainActor
    func testQAndEscapeCloseTheHelpWithoutQuitting() async throws {
        let controller = makeController()
        await answer(source, controller)
        for key in [Key.character("q"), .escape, .character("Q")] {
            press(controller, .character("?"))
            XCTAssertTrue(controller.screenModel().showsHelp)
            XCTAssertEqual(controller.handle(.keyPressed(key)), .keepGoing, "\(key) quit from the help")
            XCTAssertFalse(controller.screenModel().showsHelp, "\(key) left the help open")
        }
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .quit, "q quits once the help is closed")
    }

    @MainActor
    func testModifiedKeysMousePastesAndFocusReportsDoNothing() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        let before = try gameScreen(controller)
        let inputs: [InputEvent] = [
            .modifiedKey(.character("q"), .alt), .modifiedKey(.escape, .alt), .modifiedKey(.right, .control),
            .modifiedKey(.left, .shift), .paste("q"), .paste("lhlh"), .focusGained, .focusLost,
            .mouse(MouseReport(button: 0, x: 40, y: 10, isRelease: false)), .unrecognized,
            .key(.home), .key(.end), .key(.pageUp), .key(.function(1)), .key(.backTab), .key(.insert),
        ]
        for input in inputs {
            XCTAssertEqual(controller.handle(.input(input)), .keepGoing, "\(input)")
        }
        XCTAssertEqual(try gameScreen(controller), before, "the screen changed")
        XCTAssertEqual(controller.game.currentIndex, 0)
        press(controller, .right)
        XCTAssertEqual(controller.game.currentIndex, 1, "the game still answers")
    }

    @MainActor
    func testBehindTheTooSmallScreenOnlyQuittingWorks() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        controller.handle(.resized(width: 39, height: 11))
        press(controller, .right, .left, .character("l"), .character("h"), .character("n"), .character("?"))
        XCTAssertEqual(controller.game.currentIndex, 0, "a hidden question was answered")
        XCTAssertEqual(controller.game.state, .ongoing, "a new game started behind the message")
        XCTAssertEqual(source.pendingCount, 0, "a new game was asked for behind the message")
        XCTAssertFalse(controller.screenModel().showsHelp)

        controller.handle(.resized(width: 80, height: 24))
        press(controller, .right)
        XCTAssertEqual(controller.game.currentIndex, 1, "the game answers again once the screen is large enough")
        controller.handle(.resized(width: 20, height: 5))
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .quit)
    }

    // MARK: - Failures

    @MainActor
    func testAFailedLoadSaysWhyAndNTriesAgain() async throws {
        clock = ManualClock(seconds: 0)
        center = NotificationCenter()
        let game = Game(manager: QuestionManager(sources: []), notificationCenter: center)
        let controller = GameController(
            game: game, clock: clock, theme: Theme(colorMode: .none, ascii: true), notificationCenter: center)
        controller.startHandlingModelEvents()
        await waitUntil { game.state != .loading }
        let screen = try gameScreen(controller)
        XCTAssertEqual(screen.card.title, "No questions available. Press N to try again.")
        press(controller, .right)
        XCTAssertEqual(game.score, 0)
    }

    // MARK: - Mashing

    @MainActor
    func testThousandsOfRandomKeysKeepTheGameConsistent() async throws {
        let controller = makeController(questions: 10)
        var generator = SeededGenerator(seed: 2026)
        let inputs: [InputEvent] =
            [
                .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .insert, .delete, .enter, .escape,
                .backspace, .tab, .backTab, .function(5), .character("l"), .character("h"), .character("n"),
                .character("N"), .character("?"), .character("é"), .control("c"),
            ].map { InputEvent.key($0) } + [
                .modifiedKey(.character("q"), .alt), .modifiedKey(.right, .control), .paste("q"), .focusLost,
                .mouse(MouseReport(button: 0, x: 1, y: 1, isRelease: false)), .unrecognized,
            ]
        var quits = 0
        for step in 0..<5_000 {
            if step % 7 == 0 {
                if source.pendingCount > 0 {
                    // Keys typed ahead may ask for the next game as soon as this one is in.
                    await source.answerAll()
                    await waitUntil { controller.game.state != .loading || source.pendingCount > 0 }
                } else {
                    await Task.yield()
                }
            }
            if Bool.random(using: &generator) {
                clock.advance(by: Double.random(in: 0...0.2, using: &generator))
                controller.handle(.tick)
            }
            let input = inputs.randomElement(using: &generator)!
            if controller.handle(.input(input)) == .quit {
                quits += 1
                XCTAssertEqual(input, .key(.escape), "only Esc and q quit")
            }
            let game = controller.game
            XCTAssertLessThanOrEqual(game.score, game.currentIndex)
            XCTAssertLessThanOrEqual(game.currentIndex, game.questionCount)
            _ = controller.screenModel()
        }
        XCTAssertGreaterThan(quits, 0, "escape was pressed and asked to quit")
    }
}
