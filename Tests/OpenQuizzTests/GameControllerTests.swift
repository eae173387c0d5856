import Foundation
import Quiz
import QuizView
import TestSupport
import XCTest

@testable import openquizz

final class GameControllerTests: XCTestCase {
    private var clock = ManualTimeSource()
    private var source = ManualSource(questions: numberedQuestions(10))
    private var center = NotificationCenter()

    @MainActor
    private func makeController(questions: Int = 10, amount: Int = 10) -> GameController {
        clock = ManualTimeSource(now: 100)
        source = ManualSource(questions: numberedQuestions(questions))
        center = NotificationCenter()
        let controller = GameController(
            game: immediateGame(source: source, amount: amount, notificationCenter: center),
            clock: clock,
            theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(offline: true),
            notificationCenter: center
        )
        controller.startHandlingModelEvents()
        return controller
    }

    /// The game screen's values; fails the test (never skips it) when another screen is shown.
    @MainActor
    private func gameScreen(
        _ controller: GameController, file: StaticString = #filePath, line: UInt = #line
    ) throws -> GameScreen {
        let content = controller.screenModel().content
        guard case .game(let screen) = content else {
            XCTFail("expected the game screen, got \(content)", file: file, line: line)
            throw UnexpectedOutcome("not on the game screen")
        }
        return screen
    }

    /// Advances the clock frame by frame until the card rests.
    @MainActor
    private func settle(_ controller: GameController) {
        for _ in 0..<240 where controller.motion.isMoving {
            clock.advance(by: 1.0 / 60)
            controller.handle(.tick)
        }
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    // MARK: - Start

    @MainActor
    func testTheGameStartsByItselfBehindTheSplash() async throws {
        let controller = makeController()
        XCTAssertEqual(controller.game.state, .loading)
        await waitUntil { source.pendingCount == 1 }
        XCTAssertEqual(source.pendingCount, 1)
        guard case .splash = controller.screenModel().content else { return XCTFail("splash expected") }
        XCTAssertNotNil(controller.nextFrameTime(), "the spinner turns while loading")
    }

    @MainActor
    func testTheQuestionsLoadedNotificationShowsTheFirstQuestionAtOnce() async throws {
        let controller = makeController()
        await answer(source, controller)  // the game posts QuestionsLoaded; the controller observes it
        // As in the course: the card already stands there; only its title changes. No spring.
        let screen = try gameScreen(controller)
        XCTAssertEqual(screen.card.title, "Statement 1.")
        XCTAssertEqual(screen.card.scale, 1, "readable in the frame the questions arrive")
        XCTAssertEqual(screen.card.offsetX, 0)
        XCTAssertEqual(screen.score, "Question 1 of 10   Score 0 / 10", "progress and score apart")
        XCTAssertEqual(screen.bottom, .button("New Game [N]"))
        XCTAssertEqual(screen.notice, "Offline: bundled questions")
        XCTAssertNil(controller.nextFrameTime(), "nothing moves: the loop waits for input")
    }

    @MainActor
    func testANewGamesQuestionsReplaceAMovingCardAtOnce() async throws {
        let controller = makeController()
        await answer(source, controller)
        press(controller, .right)
        XCTAssertNotNil(controller.nextFrameTime(), "the answered card is leaving")
        press(controller, .character("n"))
        await answer(source, controller)
        let screen = try gameScreen(controller)
        XCTAssertEqual(screen.card.title, "Statement 1.")
        XCTAssertEqual(screen.card.scale, 1)
        XCTAssertEqual(screen.card.style, .standard)
        XCTAssertNil(controller.nextFrameTime())
    }

    // MARK: - Answering

    @MainActor
    func testRightArrowAnswersTrueAndSwipesTheCardRightInGreen() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        press(controller, .right)
        XCTAssertEqual(controller.game.score, 1)
        XCTAssertEqual(controller.game.currentIndex, 1)
        clock.advance(by: 0.1)
        controller.handle(.tick)
        let screen = try gameScreen(controller)
        XCTAssertEqual(screen.card.title, "Statement 1.", "the answered card is still leaving")
        XCTAssertEqual(screen.card.style, .correct)
        XCTAssertEqual(screen.card.badge, "TRUE")
        XCTAssertGreaterThan(screen.card.offsetX, 0)
        XCTAssertGreaterThan(screen.card.lean, 0)
        XCTAssertEqual(screen.score, "Question 2 of 10   Score 1 / 10")
        XCTAssertEqual(screen.verdict, "Right! It's true.")
        XCTAssertEqual(screen.verdictTone, .positive)

        clock.advance(by: 0.35)
        controller.handle(.tick)
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 2.")
        XCTAssertEqual(try gameScreen(controller).card.style, .standard)
    }

    @MainActor
    func testLeftKeysAnswerFalse() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        press(controller, .character("h"))  // statement 1 is true: wrong
        XCTAssertEqual(controller.game.score, 0)
        let screen = try gameScreen(controller)
        XCTAssertEqual(screen.card.style, .incorrect)
        XCTAssertEqual(screen.card.badge, "FALSE")
        XCTAssertEqual(screen.verdict, "Wrong: it's true.")
        XCTAssertEqual(screen.verdictTone, .negative)
        settle(controller)
        press(controller, .left)  // statement 2 is false: right
        XCTAssertEqual(controller.game.score, 1)
        settle(controller)
        press(controller, .character("l"))  // statement 3 is true: right
        XCTAssertEqual(controller.game.score, 2)
    }

    @MainActor
    func testAKeyDuringAnAnimationFinishesItAndAnswersTheNextCardOnce() async throws {
        let controller = makeController()
        await answer(source, controller)
        press(controller, .right)  // during the first card's spring: finishes it, answers statement 1
        XCTAssertEqual(controller.game.currentIndex, 1)
        clock.advance(by: 0.05)
        controller.handle(.tick)
        press(controller, .left)  // mid-swipe: statement 1's card leaves at once, statement 2 is answered
        XCTAssertEqual(controller.game.currentIndex, 2)
        XCTAssertEqual(controller.game.score, 2)
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 2.")
        settle(controller)
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 3.")
    }

    @MainActor
    func testReadingTheScreenModelNeverMovesTheGameOnOnlyATickDoes() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        press(controller, .right)
        clock.advance(by: 5)  // long past the swipe, the slide and the spring
        let read = controller.screenModel()
        XCTAssertEqual(controller.screenModel(), read, "reading twice gave two screens")
        XCTAssertTrue(controller.motion.isMoving, "reading the screen moved the card on")
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 1.")
        XCTAssertEqual(controller.handle(.tick), .keepGoing)
        XCTAssertFalse(controller.motion.isMoving)
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 2.")
    }

    // MARK: - End of game

    @MainActor
    func testAfterTheLastAnswerTheCardReadsGameOverAndCannotBeSwiped() async throws {
        let controller = makeController(questions: 3, amount: 3)
        await answer(source, controller)
        for _ in 0..<3 {
            settle(controller)
            press(controller, .right)
        }
        settle(controller)
        let over = try gameScreen(controller)
        XCTAssertEqual(
            over.card.title, "Game Over: 2\u{A0}/\u{A0}3. Well played. Your first game with these questions.")
        XCTAssertEqual(over.score, "Score 2 / 3   Review: r", "the score, and the key of the review")
        press(controller, .right, .left, .character("l"))
        XCTAssertEqual(try gameScreen(controller), over, "arrows do nothing once the game is over")
        XCTAssertFalse(controller.motion.isMoving)
    }

    // MARK: - New game

    @MainActor
    func testNStartsANewGameAtAnyTime() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        press(controller, .right, .right)
        press(controller, .character("n"))
        let loading = try gameScreen(controller)
        XCTAssertEqual(loading.card.title, "Loading...")
        XCTAssertEqual(loading.card.style, .standard)
        XCTAssertEqual(loading.score, "Score 0 / 10", "no question waits while loading")
        XCTAssertNil(loading.verdict)
        guard case .spinner = loading.bottom else { return XCTFail("a spinner replaces the button while loading") }
        press(controller, .right)
        XCTAssertEqual(controller.game.score, 0, "no answer while loading")
        await answer(source, controller)
        await waitUntil { controller.game.currentIndex == 1 }
        XCTAssertEqual(controller.game.score, 1, "the key typed while loading answers the first question")
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 1.", "its card leaving")
    }

    // MARK: - Explanations

    @MainActor
    private func explainedController(showsExplanations: Bool) async -> GameController {
        clock = ManualTimeSource(now: 0)
        let questions = [
            Question(title: "Water is wet.", answer: true, category: "C", difficulty: .easy, explanation: "It is."),
            Question(title: "From the API.", answer: false, category: "C", difficulty: .easy, origin: .openTriviaDB),
        ]
        source = ManualSource(questions: questions)
        center = NotificationCenter()
        let controller = GameController(
            game: immediateGame(source: source, amount: 2, notificationCenter: center), clock: clock,
            theme: Theme(colorMode: .colors, ascii: false), showsExplanations: showsExplanations,
            notificationCenter: center)
        controller.startHandlingModelEvents()
        await answer(source, controller)
        return controller
    }

    @MainActor
    func testTheExplanationFollowsTheAnswerUntilTheNextOne() async throws {
        let controller = await explainedController(showsExplanations: true)
        XCTAssertNil(try gameScreen(controller).explanation)
        press(controller, .left)
        XCTAssertEqual(try gameScreen(controller).explanation, "It is.")
        settle(controller)
        XCTAssertEqual(try gameScreen(controller).explanation, "It is.", "still there while the next card waits")
        press(controller, .left)
        XCTAssertNil(try gameScreen(controller).explanation, "an Open Trivia DB question has none")
        press(controller, .character("n"))
        XCTAssertNil(try gameScreen(controller).explanation)
    }

    @MainActor
    func testNoExplanationsTurnsThemOff() async throws {
        let controller = await explainedController(showsExplanations: false)
        press(controller, .right)
        XCTAssertEqual(try gameScreen(controller).verdict, "Right! It's true.")
        XCTAssertNil(try gameScreen(controller).explanation)
    }

    // MARK: - Rate limit

    @MainActor
    func testTheLoadingCardCountsDownARateLimitWait() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        press(controller, .character("n"))
        await report(.waiting(until: .init(offset: .inSeconds(clock.now + 5))), source, controller)
        XCTAssertEqual(
            try gameScreen(controller).card.title,
            "Loading... Waiting for the Open Trivia DB: 5\u{00A0}s"
        )
        clock.advance(by: 1.2)
        controller.handle(.tick)
        XCTAssertEqual(
            try gameScreen(controller).card.title,
            "Loading... Waiting for the Open Trivia DB: 4\u{00A0}s"
        )
        XCTAssertNotNil(controller.nextFrameTime(), "the spinner and the countdown keep moving")
        await report(.requesting, source, controller)
        XCTAssertEqual(try gameScreen(controller).card.title, "Loading...")
        await answer(source, controller)
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 1.")
    }

    @MainActor
    func testAFileThatCannotBeSavedIsReportedOnceAndTheGameGoesOn() async throws {
        clock = ManualTimeSource(now: 0)
        source = ManualSource(questions: numberedQuestions(10))
        center = NotificationCenter()
        let problems = StorageProblems(notificationCenter: center)
        let controller = GameController(
            game: immediateGame(source: source, notificationCenter: center),
            clock: clock,
            theme: Theme(colorMode: .colors, ascii: false),
            notificationCenter: center,
            storageProblems: problems
        )
        var delivered: [GameController.Event] = []
        controller.start { [weak controller] event in
            delivered.append(event)
            controller?.handle(event)
        }
        await answer(source, controller)
        // The cache's write fails on the writer's thread: the model reports it there.
        let full = StorageProblem(path: "/x/questions.json", reason: "No space left on device")
        await Task.detached { problems.report(full) }.value
        await waitUntil { delivered.contains(.storageProblem(full)) }
        XCTAssertEqual(delivered, [.questionsLoaded, .storageProblem(full)], "the problem arrives as an event")
        XCTAssertEqual(
            try gameScreen(controller).verdict,
            "Not saved: No space left on device (/x/questions.json)"
        )
        settle(controller)
        press(controller, .character("n"))
        await answer(source, controller)
        problems.report(full)
        XCTAssertEqual(problems.takeNew(), [], "the same file is reported once")
        for _ in 0..<20 { await Task.yield() }
        XCTAssertEqual(delivered.filter { if case .storageProblem = $0 { true } else { false } }.count, 1)
        XCTAssertNil(try gameScreen(controller).verdict, "said once")
        XCTAssertEqual(try gameScreen(controller).card.title, "Statement 1.")
    }

    @MainActor
    func testAStorageProblemEventIsSaidOnceOnTheVerdictLine() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        let denied = StorageProblem(path: "/x/opentdb.json", reason: "Permission denied")
        XCTAssertEqual(controller.handle(.storageProblem(denied)), .keepGoing)
        XCTAssertEqual(try gameScreen(controller).verdict, "Not saved: Permission denied (/x/opentdb.json)")
        XCTAssertEqual(try gameScreen(controller).verdictTone, .notice, "its own tone, not a wrong answer's")
        press(controller, .right)
        XCTAssertEqual(try gameScreen(controller).verdict, "Right! It's true.")
        controller.handle(.storageProblem(StorageProblem(path: "/x/questions.json", reason: "No space left on device")))
        XCTAssertEqual(try gameScreen(controller).verdict, "Right! It's true.", "said once")
        XCTAssertEqual(controller.game.currentIndex, 1, "the game goes on")
    }

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
        let lines = controller.screenModel().helpLines
        XCTAssertTrue(lines.contains(HelpLine(key: "↓  j", action: "next page of the question")), "\(lines)")
        XCTAssertTrue(lines.contains(HelpLine(key: "e", action: "the answer in full")), "\(lines)")
        XCTAssertEqual(
            lines.prefix(4).map(\.action), ["true", "false", "new game", "quit"],
            "the keys a player can't do without come first: a small screen leaves the last ones out")
        controller.handle(.resized(width: 40, height: 12))
        controller.handle(.keyPressed(.character("?")))
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
        await report(.waiting(until: .init(offset: .inSeconds(clock.now + 4))), source, controller)
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
        clock = ManualTimeSource(now: 0)
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
