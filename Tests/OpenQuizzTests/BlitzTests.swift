import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// A blitz on the full screen, on the manual clock: the clock runs only while a question waits in
/// plain sight, a wrong answer costs 3 s, the last 10 s warn, and at 0 the game is over.
final class BlitzTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)

    @MainActor
    private func started(
        questions: Int = 40, colors: Bool = true, words: Wording = .english, width: Int = 80, height: Int = 24,
        usesMouse: Bool = false, deck: String? = nil, earlier: [AnswerRecord] = []
    ) async -> GameController {
        let source = ManualSource(
            questions: makeQuestions(questions).map {
                var question = $0
                question.deck = deck
                return question
            })
        let mode = BlitzMode(manager: QuestionManager(sources: [source]), pool: deck.map { .deck($0) } ?? .bank)
        let history = PlayerHistory(store: nil, notificationCenter: center)
        for record in earlier { history.add(record) }
        let game = Game(deck: mode.deck, notificationCenter: center, history: history)
        var text = PlayerText(offline: true)
        text.words = words
        let controller = GameController(
            session: ModeSession(game: game, home: mode), clock: clock.anyClock,
            theme: Theme(colorMode: colors ? .colors : .none, ascii: false), text: text, notificationCenter: center,
            usesMouse: usesMouse)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await OpenQuizzTests.answer(source, controller)
        return controller
    }

    /// Moves the manual clock on by `seconds` and lets the controller hear of it.
    @MainActor
    private func wait(_ seconds: Double, _ controller: GameController) {
        clock.advance(by: seconds)
        controller.handle(.tick)
    }

    /// Lets the card come to rest, frame by frame; the clock is stopped meanwhile.
    @MainActor
    private func settle(_ controller: GameController) {
        settleCard(controller, on: clock, file: #filePath, line: #line)
    }

    @MainActor
    private func left(_ controller: GameController) -> Double {
        controller.session.blitz?.clock.left(at: clock.seconds) ?? -1
    }

    @MainActor
    private func screen(_ controller: GameController) -> GameScreen? {
        guard case .game(let screen) = controller.screenModel().content else { return nil }
        return screen
    }

    @MainActor
    private func scoreLine(_ controller: GameController) -> String {
        screen(controller)?.score ?? ""
    }

    /// Answers the question on screen, right or wrong, and lets its card leave.
    @MainActor
    private func answer(right: Bool, _ controller: GameController) {
        guard let question = controller.game.currentQuestion else { return XCTFail("no question") }
        controller.handle(.keyPressed(question.answer == right ? .right : .left))
        settle(controller)
    }

    @MainActor
    func testTheClockRunsWhileAQuestionWaitsAndAWrongAnswerCostsThreeSeconds() async {
        let controller = await started()
        XCTAssertEqual(scoreLine(controller), "Blitz 1:00   Score 0")
        wait(5, controller)
        XCTAssertEqual(left(controller), 55, accuracy: 1e-9)
        XCTAssertEqual(scoreLine(controller), "Blitz 0:55   Score 0")
        controller.handle(.keyPressed(controller.game.currentQuestion?.answer == true ? .right : .left))
        // The answered card goes: none of the player's time.
        var frames = 0
        while controller.state.showsAnsweredCard || controller.motion.isAnswerLeaving, frames < 240 {
            clock.advance(by: 1.0 / 60)
            controller.handle(.tick)
            frames += 1
        }
        XCTAssertGreaterThan(frames, 10, "the swipe took frames")
        XCTAssertEqual(left(controller), 55, accuracy: 1e-9, "the card's swipe took none of the player's time")
        // The next card springs in: it can be read and answered, so it is the player's time.
        let arriving = clock.seconds
        XCTAssertTrue(controller.motion.isMoving, "the next card springs in")
        settle(controller)
        XCTAssertEqual(left(controller), 55 - (clock.seconds - arriving), accuracy: 1e-9)
        XCTAssertLessThan(left(controller), 55)
        let before = left(controller)
        controller.handle(.keyPressed(controller.game.currentQuestion?.answer == true ? .left : .right))
        for _ in 0..<240 where controller.state.showsAnsweredCard || controller.motion.isAnswerLeaving {
            clock.advance(by: 1.0 / 60)
            controller.handle(.tick)
        }
        XCTAssertEqual(left(controller), before - 3, accuracy: 1e-9, "a wrong answer costs 3 s")
        XCTAssertEqual(scoreLine(controller), "Blitz 0:\(Int((before - 3).rounded(.up)))   Score 1")
        XCTAssertEqual(controller.game.answers.map(\.mode), [.blitz, .blitz], "the history names the mode")
    }

    @MainActor
    func testTheClockStopsInTheHelpAPanelAndTheSettingsAndWakesNothingThen() async {
        let controller = await started()
        wait(2, controller)
        for (open, close) in [("?", Key.escape), ("s", .escape), ("o", .escape)] {
            controller.handle(.keyPressed(.character(Character(open))))
            XCTAssertNotEqual(controller.focus, .playing, open)
            XCTAssertNil(controller.nextFrameTime(), "\(open): a stopped clock wakes nothing")
            wait(30, controller)
            XCTAssertEqual(left(controller), 58, accuracy: 1e-9, "\(open): the clock stopped")
            controller.handle(.keyPressed(close))
            XCTAssertEqual(controller.focus, .playing, open)
        }
        XCTAssertEqual(try XCTUnwrap(controller.nextFrameTime()), clock.seconds + 1, accuracy: 1e-9)
        wait(1, controller)
        XCTAssertEqual(left(controller), 57, accuracy: 1e-9, "running again")
    }

    /// Ctrl-Z: the game is off screen until it comes back.
    @MainActor
    func testTheClockStopsWhileTheGameIsSuspended() async {
        let controller = await started()
        wait(4, controller)
        controller.handle(.suspended)
        XCTAssertNil(controller.nextFrameTime())
        clock.advance(by: 300)
        controller.handle(.resized(width: 80, height: 24))
        XCTAssertEqual(left(controller), 56, accuracy: 1e-9)
        wait(1, controller)
        XCTAssertEqual(left(controller), 55, accuracy: 1e-9, "running again")
    }

    @MainActor
    func testTheLastTenSecondsWarnInColourAndInWordsWithoutIt() async {
        for colors in [true, false] {
            let controller = await started(colors: colors)
            wait(49.5, controller)
            XCTAssertEqual(screen(controller)?.scoreWarns, false)
            XCTAssertEqual(scoreLine(controller), "Blitz 0:11   Score 0")
            wait(0.5, controller)
            XCTAssertEqual(screen(controller)?.scoreWarns, colors, "in the theme's warning colours")
            XCTAssertEqual(
                scoreLine(controller), colors ? "Blitz 0:10   Score 0" : "Blitz 0:10 \u{2013} 10\u{A0}s left   Score 0")
        }
        let french = await started(colors: false, words: .french)
        wait(55, french)
        XCTAssertEqual(scoreLine(french), "Blitz 0:05 \u{2013} plus que 5\u{A0}s   Score 0")
    }

    /// A wrong answer with 2 s left: it counts, the time is out while its card leaves, and Game
    /// Over falls into place once it has gone.
    @MainActor
    func testTheTimeRunsOutWithAnAnswerHalfWay() async {
        let controller = await started()
        answer(right: true, controller)
        wait(58, controller)
        let question = controller.game.currentQuestion
        controller.handle(.keyPressed(question?.answer == true ? .left : .right))
        XCTAssertTrue(controller.motion.isMoving, "the answer's card is under way")
        XCTAssertEqual(controller.game.state, .over, "the penalty took the last 2 s")
        XCTAssertEqual(controller.game.answers.count, 2, "the answer given in time counts")
        settle(controller)
        XCTAssertEqual(controller.game.score, 1)
        XCTAssertEqual(
            controller.presenter().restingCard().title,
            "Time's up! 1 right in 60\u{A0}s. Best blitz: 1. Press r to review and share.")
        XCTAssertEqual(scoreLine(controller), "Blitz 0:00   Score 1")
        XCTAssertNil(controller.nextFrameTime(), "over: nothing wakes")
    }

    /// The time runs out while the player drags the card half-way: the card goes back, the game is
    /// over, and letting go answers nothing.
    @MainActor
    func testTheTimeRunsOutWithTheCardDraggedHalfWay() async {
        let controller = await started(usesMouse: true)
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 39, y: 9, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 32, x: 49, y: 9, isRelease: false))))
        XCTAssertNotNil(controller.motion.dragOffset, "held half-way")
        wait(30, controller)
        XCTAssertEqual(left(controller), 30, accuracy: 1e-9, "holding the card is the player's time")
        wait(30, controller)
        XCTAssertEqual(controller.game.state, .over)
        XCTAssertNil(controller.motion.dragOffset, "the card went back")
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 75, y: 9, isRelease: true))))
        XCTAssertEqual(controller.game.answers.count, 0, "letting go answers nothing")
    }

    /// The time runs out before the tick that would end the game: the key that comes first finds
    /// it out, and doesn't count.
    @MainActor
    func testAnAnswerKeyedAfterZeroDoesNotCount() async {
        let controller = await started()
        answer(right: true, controller)
        clock.advance(by: 60.5)
        controller.handle(.keyPressed(.right))
        XCTAssertEqual(controller.game.state, .over)
        XCTAssertEqual(controller.game.answers.count, 1)
        XCTAssertEqual(controller.game.score, 1)
    }

    /// The clock wakes the loop once a second while it runs, when the seconds shown change.
    @MainActor
    func testTheClockWakesOnlyWhenTheSecondsShownChange() async throws {
        let controller = await started()
        XCTAssertEqual(try XCTUnwrap(controller.nextFrameTime()), clock.seconds + 1, accuracy: 1e-9)
        wait(0.25, controller)
        XCTAssertEqual(try XCTUnwrap(controller.nextFrameTime()), clock.seconds + 0.75, accuracy: 1e-9)
    }

    /// The questions ran out before the time: the game is over, and says so, and in how many
    /// seconds of the clock (a wrong answer's 3 included), on the card as in the share line.
    @MainActor
    func testAPoolThatRunsOutEndsTheGameAndSaysWhen() async {
        let controller = await started(questions: 4)
        for right in [true, false, true, true] {
            wait(4, controller)
            answer(right: right, controller)
        }
        XCTAssertEqual(controller.game.state, .over)
        // 16 s waited, 3 for the wrong answer, and the next cards' springing in (the player's).
        XCTAssertEqual(scoreLine(controller), "Blitz 0:39   Score 3")
        wait(10, controller)
        XCTAssertEqual(
            controller.presenter().restingCard().title,
            "No questions left! 3 right in 21\u{A0}s. Best blitz: 3. Press r to review and share.")
        let share = "OpenQuizz Blitz 3 in 21\u{A0}s (no questions left)"
        XCTAssertEqual(controller.panelLines.shareLine(controller.session, controller.text, ascii: false), share)
        controller.handle(.keyPressed(.character("r")))
        XCTAssertEqual(
            renderedLines(controller)[1],
            "│ OpenQuizz Blitz 3 in 21 s (no questions left)" + String(repeating: " ", count: 32) + "│")
    }

    /// A blitz of a deck is compared with that deck's blitzes alone, not the shipped questions'.
    @MainActor
    func testADecksBlitzIsComparedWithThatDecksBlitzesAlone() async {
        var earlier: [AnswerRecord] = []
        for (game, deck, right) in [("bank", nil, 5), ("deck", "week 3", 2)] {
            for (index, question) in makeQuestions(right).enumerated() {
                var record = AnswerRecord(
                    date: Date(timeIntervalSince1970: 0), game: game, number: index + 1, of: 0, question: question,
                    answer: question.answer)
                record.mode = .blitz
                record.deck = deck
                earlier.append(record)
            }
        }
        let controller = await started(questions: 3, deck: "week 3", earlier: earlier)
        answer(right: true, controller)
        wait(60, controller)
        XCTAssertEqual(
            controller.presenter().restingCard().title,
            "Time's up! 1 right in 60\u{A0}s. Best blitz: 2. Press r to review and share.")
        XCTAssertEqual(
            controller.panelLines.shareLine(controller.session, controller.text, ascii: false),
            "OpenQuizz Blitz \u{201C}week 3\u{201D} 1 in 60\u{A0}s")
        let bank = await started(questions: 3, earlier: earlier)
        answer(right: true, bank)
        wait(60, bank)
        XCTAssertEqual(
            bank.presenter().restingCard().title,
            "Time's up! 1 right in 60\u{A0}s. Best blitz: 5. Press r to review and share.")
    }

    /// Game Over of a blitz, whole, at 80x24 and 40x12: the score, the best blitz, the clock at 0.
    @MainActor
    func testGameOverAt80x24And40x12() async {
        for (width, height) in [(80, 24), (40, 12)] {
            let controller = await started(width: width, height: height)
            answer(right: true, controller)
            answer(right: true, controller)
            answer(right: false, controller)
            wait(60, controller)
            settle(controller)
            XCTAssertEqual(controller.game.state, .over)
            assertLines(renderedLines(controller), width == 80 ? Self.over80 : Self.over40)
        }
    }

    /// In French, at 40x12 too: the Game Over card keeps its whole sentence.
    @MainActor
    func testGameOverInFrenchAt40x12() async {
        let controller = await started(words: .french, width: 40, height: 12)
        answer(right: true, controller)
        wait(60, controller)
        settle(controller)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Blitz           Hors ligne",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│  Temps écoulé ! 1 bonne réponse en   │",
                "│  60 s. Record en blitz : 1. Touche   │",
                "│      r : correction et partage.      │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "          Blitz 0:00   Score 1",
                "       ✓ Exact ! C’est « Vrai ».",
                "          Nouvelle partie [N]    o Régl.",
            ])
    }

    /// In the pseudo-language (English bracketed ⟦ ⟧, a third longer), without colour: the score
    /// line with its warning words and Game Over have no word from elsewhere and none cut.
    @MainActor
    func testThePseudoLanguageFindsNoUnwordedOrCutText() async {
        for (width, height) in [(80, 24), (40, 12)] {
            let controller = await started(colors: false, words: Wording(tongue: .pseudo), width: width, height: height)
            answer(right: false, controller)
            wait(50, controller)
            let warning = renderedLines(controller)
            wait(10, controller)
            settle(controller)
            for (screen, what) in [(warning, "the last 10 s"), (renderedLines(controller), "Game Over")] {
                var text = screen.joined(separator: "\n")
                for statement in (1...3).map({ "Statement \($0)." }) {
                    text = text.replacingOccurrences(of: statement, with: "")
                }
                var depth = 0
                var outside = ""
                for character in text {
                    switch character {
                    case "⟦": depth += 1
                    case "⟧": depth -= 1
                    default: if depth == 0, character.isLetter { outside.append(character) }
                    }
                }
                XCTAssertEqual(outside, "", "\(what) at \(width)x\(height): unworded\n\(text)")
                XCTAssertEqual(text.count { $0 == "⟦" }, text.count { $0 == "⟧" }, "\(what): cut\n\(text)")
                XCTAssertFalse(text.contains("…"), "\(what): cut\n\(text)")
            }
        }
    }

    private static let over80 = [
        " OpenQuizz · Blitz                                   Offline: bundled questions",
        "",
        "",
        "                ╭──────────────────────────────────────────────╮",
        "                │                                              │",
        "                │                                              │",
        "                │                                              │",
        "                │                                              │",
        "                │                                              │",
        "                │  Time's up! 2 right in 60 s. Best blitz: 2.  │",
        "                │         Press r to review and share.         │",
        "                │                                              │",
        "                │                                              │",
        "                │                                              │",
        "                │                                              │",
        "                │                                              │",
        "                ╰──────────────────────────────────────────────╯",
        "",
        "                              Blitz 0:00   Score 2",
        "                              ✗ Wrong: it's true.",
        "",
        "",
        "",
        "                                  New Game [N]                        o Settings",
    ]
    private static let over40 = [
        " OpenQuizz · Blitz     Offline: bundled",
        "╭──────────────────────────────────────╮",
        "│                                      │",
        "│   Time's up! 2 right in 60 s. Best   │",
        "│     blitz: 2. Press r to review      │",
        "│              and share.              │",
        "│                                      │",
        "│                                      │",
        "╰──────────────────────────────────────╯",
        "          Blitz 0:00   Score 2",
        "          ✗ Wrong: it's true.",
        "              New Game [N]    o Settings",
    ]
}
