import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The controller's game: the start, answering, the end and a new game, explanations, the
/// rate-limit countdown and storage problems (its other keys: `GameControllerKeyTests`).
final class GameControllerTests: GameControllerTestCase {
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
        await report(.waiting(until: .init(offset: .inSeconds(clock.seconds + 5))), source, controller)
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
        clock = ManualClock(seconds: 0)
        source = ManualSource(questions: makeQuestions(10))
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
        let full = StorageProblem(path: "/x/questions.json", kind: .system(errno: ENOSPC))
        try await ended(Task.detached { problems.report(full) }, "the report from another thread")
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
        let denied = StorageProblem(path: "/x/opentdb.json", kind: .system(errno: EACCES))
        XCTAssertEqual(controller.handle(.storageProblem(denied)), .keepGoing)
        XCTAssertEqual(try gameScreen(controller).verdict, "Not saved: Permission denied (/x/opentdb.json)")
        XCTAssertEqual(try gameScreen(controller).verdictTone, .notice, "its own tone, not a wrong answer's")
        press(controller, .right)
        XCTAssertEqual(try gameScreen(controller).verdict, "Right! It's true.")
        controller.handle(.storageProblem(StorageProblem(path: "/x/questions.json", kind: .system(errno: ENOSPC))))
        XCTAssertEqual(try gameScreen(controller).verdict, "Right! It's true.", "said once")
        XCTAssertEqual(controller.game.currentIndex, 1, "the game goes on")
    }

    /// The tester's full disk: the notice vanished at the next answer, before it could be read.
    ///
    /// It now stays `State.noticeTime` seconds on the clock, under the verdict once an answer
    /// takes the verdict line; the first answer after that time takes it away.
    @MainActor
    func testAStorageNoticeStaysUnderTheVerdictUntilItHasBeenUpLongEnough() async throws {
        let controller = makeController()
        await answer(source, controller)
        settle(controller)
        let full = StorageProblem(path: "/x/history.jsonl", kind: .system(errno: ENOSPC))
        controller.handle(.storageProblem(full))
        clock.advance(by: 1)
        press(controller, .right)
        XCTAssertEqual(try gameScreen(controller).verdict, "Right! It's true.")
        XCTAssertEqual(
            try gameScreen(controller).explanation, "Not saved: No space left on device (/x/history.jsonl)",
            "an answer a second later leaves it on screen")
        settle(controller)
        clock.advance(by: GameController.State.noticeTime)
        press(controller, .right)
        XCTAssertEqual(try gameScreen(controller).verdict, "Wrong: it's false.")
        XCTAssertNotEqual(
            try gameScreen(controller).explanation, "Not saved: No space left on device (/x/history.jsonl)",
            "gone at the first answer once it has been up long enough")
        controller.handle(.storageProblem(StorageProblem(path: "/x/played.json", kind: .system(errno: ENOSPC))))
        press(controller, .character("n"))
        XCTAssertNil(try gameScreen(controller).verdict, "New Game dismisses it at once")
    }
}
