import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The course's "go further": the score bumps when it rises, Game Over falls into place, ↑ starts
/// a new game; and `--reduced-motion`, which keeps none of the movement.
final class GoFurtherTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    @MainActor
    private func makeController(questions: Int = 3, reducedMotion: Bool = false) async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(questions))
        return await startedController(source: source, clock: clock, reducedMotion: reducedMotion)
    }

    @MainActor
    @discardableResult
    private func step(_ controller: GameController, _ seconds: Double) -> GameController.Outcome {
        clock.advance(by: seconds)
        return controller.handle(.tick)
    }

    @MainActor
    private func row(of text: String, in controller: GameController) -> Int? {
        renderedLines(controller).firstIndex { $0.contains(text) }
    }

    // MARK: - The score bumps

    @MainActor
    func testTheScoreBumpsUpARowInGreenWhenItRisesThenSettles() async throws {
        let controller = await makeController()
        let restingRow = try XCTUnwrap(row(of: "Score 0 / 3", in: controller))
        controller.handle(.keyPressed(.right))  // statement 1 is true: right
        XCTAssertNotNil(controller.scoreBump)
        XCTAssertEqual(row(of: "Score 1 / 3", in: controller), restingRow - 1, "up a row at once")
        var buffer = ScreenBuffer(width: 80, height: 24)
        QuizScreen.render(controller.screenModel(), into: &buffer, theme: Theme(colorMode: .colors, ascii: false))
        let x = try XCTUnwrap(
            buffer.lines[restingRow - 1].range(of: "Score").map {
                buffer.lines[restingRow - 1].distance(from: buffer.lines[restingRow - 1].startIndex, to: $0.lowerBound)
            })
        XCTAssertEqual(buffer[x, restingRow - 1]?.style, Theme(colorMode: .colors, ascii: false).verdictPositive)
        XCTAssertNotNil(controller.nextFrameTime(), "frames while it moves")
        step(controller, 0.1)
        XCTAssertEqual(row(of: "Score 1 / 3", in: controller), restingRow, "back down within a tenth of a second")
        for _ in 0..<120 { step(controller, 1.0 / 60) }
        XCTAssertNil(controller.scoreBump, "at rest within two seconds")
        XCTAssertEqual(row(of: "Score 1 / 3", in: controller), restingRow)

        controller.handle(.keyPressed(.right))  // statement 2 is false: wrong
        XCTAssertNil(controller.scoreBump, "no bump when the score doesn't rise")
    }

    // MARK: - Game Over falls into place

    @MainActor
    func testTheGameOverCardFallsFromAboveBouncesAndLandsInUnderASecond() async throws {
        let controller = await makeController(questions: 1)
        controller.handle(.keyPressed(.right))
        // The answered card leaves (0.12 s aside, 0.3 s off screen), then Game Over falls.
        for _ in 0..<26 { step(controller, 1.0 / 60) }
        XCTAssertTrue(controller.motion.isDropping, "Game Over falls once the last card is off the screen")
        let started = clock.seconds
        var rows: [Int] = []
        var outcomes: [GameController.Outcome] = []
        while controller.motion.isMoving, clock.seconds - started < 2 {
            guard case .game(let game) = controller.screenModel().content else { return XCTFail("the game screen") }
            rows.append(game.card.offsetY)
            outcomes.append(step(controller, 1.0 / 60))
        }
        XCTAssertLessThanOrEqual(
            clock.seconds - started, CardMotion.dropDuration + 1.0 / 60, "in place in under a second")
        XCTAssertLessThan(rows.first ?? 0, -10, "it starts above the screen")
        XCTAssertGreaterThan(rows.max() ?? 0, 0, "it bounces past its place")
        XCTAssertEqual(outcomes.last, .repaintAll, "once landed, the screen is drawn whole")
        XCTAssertEqual(outcomes.filter { $0 == .repaintAll }.count, 1, "once")
        XCTAssertEqual(step(controller, 1.0 / 60), .keepGoing, "once")
        guard case .game(let landed) = controller.screenModel().content else { return XCTFail() }
        XCTAssertEqual(landed.card.offsetY, 0)
        XCTAssertTrue(landed.card.title.hasPrefix("Game Over: 1\u{A0}/\u{A0}1."))
    }

    @MainActor
    func testAnyKeyPutsTheFallingCardInPlaceAtOnce() async throws {
        let controller = await makeController(questions: 1)
        controller.handle(.keyPressed(.right))
        let whileFalling = (0..<30).map { _ in step(controller, 1.0 / 60) }
        XCTAssertTrue(controller.motion.isDropping)
        XCTAssertFalse(whileFalling.contains(.repaintAll), "not while it falls")
        let landed = controller.handle(.keyPressed(.character("x")))
        XCTAssertFalse(controller.motion.isMoving)
        XCTAssertEqual(landed, .repaintAll, "put in place by a key: drawn whole too")
        let lines = renderedLines(controller)
        XCTAssertTrue(lines[9].contains("Game Over: 1 / 1. Perfect!"), lines.joined(separator: "\n"))
    }

    // MARK: - ↑ is a new game

    @MainActor
    func testUpStartsANewGame() async throws {
        let controller = await makeController()
        controller.handle(.keyPressed(.right))
        XCTAssertEqual(controller.game.score, 1)
        controller.handle(.keyPressed(.up))
        XCTAssertEqual(controller.game.state, .loading, "a new game is asked for")
        XCTAssertEqual(controller.game.score, 0)
        XCTAssertNil(controller.scoreBump)
    }

    // MARK: - Reduced motion

    @MainActor
    func testReducedMotionHoldsTheAnsweredCardStillThenShowsTheNextOneWithoutMoving() async throws {
        let controller = await makeController(questions: 2, reducedMotion: true)
        controller.handle(.keyPressed(.right))
        XCTAssertNil(controller.scoreBump, "no bump")
        var poses: [String] = []
        for _ in 0..<60 {
            guard case .game(let game) = controller.screenModel().content else { return XCTFail() }
            poses.append("\(game.card.offsetX) \(game.card.offsetY) \(game.card.lean) \(game.card.scale)")
            if game.card.title == "Statement 2." { break }
            XCTAssertEqual(game.card.style, .correct, "the answered card keeps its colour and icon")
            XCTAssertEqual(game.verdict, "Right! It's true.")
            step(controller, 1.0 / 60)
        }
        XCTAssertEqual(Set(poses), ["0 0 0.0 1.0"], "never moved, leaned or scaled")
        XCTAssertEqual(clock.seconds - 100, CardMotion.holdDuration, accuracy: 1.0 / 60 + 1e-9)
        guard case .game(let next) = controller.screenModel().content else { return XCTFail() }
        XCTAssertEqual(next.card.title, "Statement 2.")
        XCTAssertEqual(next.card.scale, 1, "no spring")
        XCTAssertNil(controller.nextFrameTime(), "nothing left to draw")

        controller.handle(.keyPressed(.left))
        step(controller, 1)
        XCTAssertFalse(controller.motion.isMoving, "Game Over doesn't fall either")
        guard case .game(let over) = controller.screenModel().content else { return XCTFail() }
        XCTAssertEqual(over.card.offsetY, 0)
        XCTAssertTrue(over.card.title.hasPrefix("Game Over"))
    }

    // MARK: - Is it prime?

    @MainActor
    func testIsItPrimeShowsTheComboBesideTheScoreAndItsFactorisationAfterEachAnswer() async throws {
        let center = NotificationCenter()
        let clock = ManualClock(seconds: 100)
        let controller = GameController(
            game: Game(deck: PrimeDeck(seed: 5), notificationCenter: center),
            clock: clock, theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(offline: true),
            notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await waitUntil { controller.game.state == .ongoing }
        guard case .game(let first) = controller.screenModel().content else { return XCTFail("the game screen") }
        XCTAssertEqual(first.score, "Question 1   Score 0   Combo 0")
        XCTAssertEqual(first.notice, "Is it prime? Endless, offline")
        XCTAssertTrue(first.card.title.hasSuffix(" is a prime number."), first.card.title)
        for number in 1...3 {
            let question = try XCTUnwrap(controller.game.currentQuestion)
            controller.handle(.keyPressed(question.answer ? .right : .left))
            guard case .game(let screen) = controller.screenModel().content else { return XCTFail() }
            XCTAssertEqual(screen.score, "Question \(number + 1)   Score \(number)   Combo \(number)")
            XCTAssertEqual(screen.explanation, question.explanation)
        }
        let question = try XCTUnwrap(controller.game.currentQuestion)
        controller.handle(.keyPressed(question.answer ? .left : .right))
        guard case .game(let after) = controller.screenModel().content else { return XCTFail() }
        XCTAssertEqual(after.score, "Question 5   Score 3   Combo 0", "a wrong answer resets the combo")
    }
}
