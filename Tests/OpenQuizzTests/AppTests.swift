import Foundation
import Glibc
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The loop with a recording backend and a manual clock: frames only while something moves and
/// at most 60 a second, the Esc deadline, and every way out but a signal (`AppSignalTests`).
final class AppTests: AppTestCase {
    // MARK: - Start

    @MainActor
    func testTheFirstFrameIsDrawnAtStartAtTheTerminalsSize() async throws {
        let (_, backend, controller) = makeApp(width: 100, height: 30)
        XCTAssertEqual(backend.frames.count, 1)
        XCTAssertEqual(backend.frames.first?.buffer.width, 100)
        XCTAssertEqual(backend.frames.first?.buffer.height, 30)
        XCTAssertTrue(controller.screenSize == (100, 30), "the size arrives as an event: \(controller.screenSize)")
        XCTAssertTrue(backend.lastScreen.contains("Loading questions"), backend.lastScreen)
    }

    // MARK: - Frames

    @MainActor
    func testWhileLoadingTheSpinnerTurnsTwelveTimesASecond() async throws {
        let (_, backend, _) = makeApp()
        let start = clock.seconds
        backend.run(until: start + 1)
        let frames = backend.frames.filter { $0.time > start }
        XCTAssertEqual(frames.count, 12, "\(frames.map(\.time))")
        XCTAssertNotNil(backend.timers[.frame], "still loading: the next spinner frame is set")
    }

    @MainActor
    func testLoadingProgressBetweenTwoSpinnerStepsIsDrawnByTheNextStep() async throws {
        let (_, backend, controller) = makeApp()
        let start = clock.seconds
        backend.run(until: start + 0.5)
        let drawn = backend.frames.count
        // Two posts between two steps of the spinner: each shows at the next step, no sooner.
        for seconds in [4, 3] {
            let until = AnyClock.Instant(offset: .seconds(start + 0.5 + Double(seconds)))
            await report(.waiting(until: until), source, controller)
            await loopHeard()
        }
        XCTAssertEqual(backend.frames.count, drawn, "no frame of their own: the spinner's next one shows them")
        backend.run(until: start + 1.5)
        let frames = backend.frames.filter { $0.time > start + 0.5 }
        XCTAssertEqual(frames.count, 12, "still 12 frames a second: \(frames.map(\.time))")
        XCTAssertTrue(backend.lastScreen.contains("Waiting for the Open Trivia DB: 2"), backend.lastScreen)
    }

    @MainActor
    func testWhileTheCardMovesFramesComeAtMostSixtyASecondThenTheLoopSleeps() async throws {
        let (_, backend, controller) = makeApp()
        await answer(source, controller)
        let first = backend.frames.count
        backend.type("l")  // the card swipes off and the next springs in
        XCTAssertTrue(controller.motion.isMoving)
        backend.run(until: clock.seconds + 2)
        let times = backend.frames[first...].map(\.time)
        XCTAssertGreaterThan(times.count, 30, "the motion is drawn frame by frame: \(times.count) frames")
        for (earlier, later) in zip(times, times.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later - earlier, 1 / 60 - 1e-9, "two frames closer than 1/60 s")
        }
        XCTAssertFalse(controller.motion.isMoving)
        XCTAssertNil(backend.timers[.frame], "at rest: no frame timer left")
        XCTAssertNil(backend.timers[.inputDeadline])
        let drawn = backend.frames.count
        backend.run(until: clock.seconds + 60)
        XCTAssertEqual(backend.frames.count, drawn, "a minute at rest draws nothing")
    }

    @MainActor
    func testAKeyIsDrawnAtOnceAndItsAnimationRunsToRest() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        let drawn = backend.frames.count
        backend.type("l")
        XCTAssertEqual(backend.frames.count, drawn + 1, "the key's frame is drawn at once")
        XCTAssertEqual(controller.game.currentIndex, 1)
        XCTAssertTrue(backend.lastScreen.contains("Right! It's true."), backend.lastScreen)
        XCTAssertEqual(backend.timers[.frame], clock.seconds + 1 / 60, "the swipe's next frame")
        backend.run(until: clock.seconds + 2)
        XCTAssertTrue(backend.lastScreen.contains("Statement 2."), backend.lastScreen)
        XCTAssertNil(backend.timers[.frame])
    }

    @MainActor
    func testAKeyThatEndsTheAnimationLeavesNoFrameTimerBehind() async throws {
        let (_, backend, controller) = makeApp()
        await answer(source, controller)
        backend.type("h")  // a wrong answer (no score bump); the card swipes off: a frame timer is set
        XCTAssertNotNil(backend.timers[.frame])
        backend.type("j")  // turns the page, which finishes the motion at once
        XCTAssertFalse(controller.motion.isMoving)
        XCTAssertNil(backend.timers[.frame], "nothing moves, yet a frame timer is left")
        let drawn = backend.frames.count
        backend.run(until: clock.seconds + 10)
        XCTAssertEqual(backend.frames.count, drawn, "a frame was drawn while nothing moved")
    }

    // MARK: - Model events

    @MainActor
    func testQuestionsArrivingAreHandledAndDrawn() async throws {
        let (_, backend, controller) = makeApp()
        let drawn = backend.frames.count
        await answer(source, controller)
        XCTAssertEqual(backend.frames.count, drawn + 1)
        XCTAssertTrue(backend.lastScreen.contains("0 / 10"), backend.lastScreen)
        XCTAssertTrue(backend.lastScreen.contains("Statement 1."), "the question stands at once")
        XCTAssertNil(backend.timers[.frame], "nothing moves: no frame timer")
    }

    @MainActor
    func testAStorageProblemIsAnEventDrawnOnTheVerdictLine() async throws {
        let problems = StorageProblems(notificationCenter: center)
        let (_, backend, controller) = makeApp(problems: problems, center: center)
        await answer(source, controller)
        let drawn = backend.frames.count
        problems.report(StorageProblem(path: "/x/questions.json", kind: .system(errno: EROFS)))
        await waitUntil { backend.frames.count > drawn }
        backend.run(until: clock.seconds + 2)
        XCTAssertTrue(backend.lastScreen.contains("Not saved: Read-only file system"), backend.lastScreen)
    }

    // MARK: - Input

    @MainActor
    func testALoneEscapeQuitsOnlyOnceTheEscapeDelayHasPassed() async throws {
        let (_, backend, _) = await makeAppAtRest()
        let pressed = clock.seconds
        backend.type("\u{1B}")
        XCTAssertEqual(backend.timers[.inputDeadline], pressed + InputParser.escapeDelay)
        backend.run(until: pressed + InputParser.escapeDelay / 2)
        XCTAssertEqual(backend.calls, [], "an escape byte alone may still start a sequence")
        backend.run(until: pressed + InputParser.escapeDelay)
        XCTAssertEqual(backend.calls, [.stop, .exit(status: 0, message: nil)])
    }

    @MainActor
    func testAnEscapeSequenceCompletedInTimeIsAKeyAndTheEscapeTimerStops() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("\u{1B}")
        XCTAssertNotNil(backend.timers[.inputDeadline])
        backend.run(until: clock.seconds + 0.02)
        backend.type("[C")  // →: true
        XCTAssertNil(backend.timers[.inputDeadline], "nothing waits: no input wake-up")
        XCTAssertEqual(controller.game.currentIndex, 1)
        backend.run(until: clock.seconds + 2)
        XCTAssertEqual(backend.calls, [], "the escape byte never quit")
    }

    @MainActor
    func testAnArrowWhoseEscapeCame60MillisecondsEarlierIsTheArrowAndNeverQuits() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("\u{1B}")
        backend.run(until: clock.seconds + 0.06)
        XCTAssertEqual(backend.calls, [], "60 ms after an escape byte, nothing is decided")
        backend.type("[C")  // the rest of →, late over a slow link
        XCTAssertEqual(controller.game.currentIndex, 1, "→ answered")
        XCTAssertEqual(controller.game.answers.map(\.answer), [true])
        backend.run(until: clock.seconds + 2)
        XCTAssertEqual(backend.calls, [], "the escape byte never quit")
    }

    @MainActor
    func testALoneEscapeQuitsAfter80MillisecondsOfSilence() async throws {
        let (_, backend, _) = await makeAppAtRest()
        let pressed = clock.seconds
        backend.type("\u{1B}")
        backend.run(until: pressed + 0.079)
        XCTAssertEqual(backend.calls, [])
        backend.run(until: pressed + 0.08)
        XCTAssertEqual(backend.calls, [.stop, .exit(status: 0, message: nil)])
    }

    /// The main loop serves standard input before its timers: an arrow whose escape ended a read,
    /// and whose rest waited unread while the loop was busy past the escape's deadline, is read
    /// before that deadline is looked at, and is the arrow.
    @MainActor
    func testAnEscapeWhoseRestWaitedUnreadPastItsDeadlineIsStillItsSequence() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("\u{13}\u{1B}")  // Ctrl-S (nothing), then the escape of →
        let deadline = try XCTUnwrap(backend.timers[.inputDeadline])
        // A busy machine: the loop comes back half a second later, the rest of → waiting to be read.
        clock.advance(toSeconds: deadline + 0.5)
        backend.type("[C")
        // The escape's timer, due long ago, may still reach the loop after the read: it decides nothing.
        backend.fireLate(.inputDeadline)
        XCTAssertEqual(controller.game.answers.map(\.answer), [true], "→ answered")
        backend.run(until: clock.seconds + 2)
        XCTAssertEqual(backend.calls, [], "the escape byte never quit")
    }

    @MainActor
    func testADragReportSplitAfterItsEscapeIsStillADragAndNeverQuits() async throws {
        let (_, backend, controller) = makeApp(usesMouse: true)
        await answer(source, controller)
        backend.run(until: clock.seconds + 2)
        backend.type("\u{1B}[<0;40;10M\u{1B}[<32;45;10M\u{1B}")
        backend.run(until: clock.seconds + 0.06)
        backend.type("[<32;50;10M")
        backend.run(until: clock.seconds + 1)
        XCTAssertEqual(controller.motion.dragOffset, 10, "the card follows the late report")
        XCTAssertEqual(backend.calls, [], "nothing quit")
    }

    @MainActor
    func testQQuitsWithStatus0AndNothingIsHandledAfter() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("ql")
        XCTAssertEqual(backend.calls, [.stop, .exit(status: 0, message: nil)])
        XCTAssertEqual(controller.game.currentIndex, 0, "the key after q was handled")
        let drawn = backend.frames.count
        backend.type("l")
        backend.send(signal: SIGWINCH)
        backend.run(until: clock.seconds + 5)
        XCTAssertEqual(backend.frames.count, drawn, "a frame was drawn after quitting")
        XCTAssertEqual(backend.calls.count, 2)
    }

    @MainActor
    func testTheEndOfInputExits1SayingWhy() async throws {
        let (_, backend, _) = await makeAppAtRest()
        backend.hangUp()
        XCTAssertEqual(backend.calls, [.stop, .exit(status: 1, message: "the terminal went away")])
    }

    @MainActor
    func testCtrlLReadsTheSizeAgainAndRepaints() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.terminalSize = (90, 26)
        backend.type("\u{0C}")
        XCTAssertEqual(backend.calls, [.refreshSize])
        XCTAssertTrue(controller.screenSize == (90, 26), "\(controller.screenSize)")
        XCTAssertEqual(backend.frames.last?.buffer.width, 90)
    }

    // MARK: - Review and history

    @MainActor
    func testCInTheReviewSendsTheShareLineToTheTerminalsClipboard() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("llllllllll")
        XCTAssertEqual(controller.game.state, .over)
        backend.type("rc")
        XCTAssertEqual(backend.calls.last, .copy("OpenQuizz 5/10 ✅❌✅❌✅❌✅❌✅❌"))
        XCTAssertTrue(backend.lastScreen.contains("Sent to the clipboard (OSC 52)"), backend.lastScreen)
        backend.type("x")
        XCTAssertTrue(backend.lastScreen.contains("Game Over: 5 / 10."), "any other key returns to the game")
    }

    @MainActor
    func testKeysTypedWithinAFrameAreSearchedOnceAtTheNextFrameAndTheLoopThenSleeps() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("lhl")
        backend.run(until: clock.seconds + 2)
        backend.type("/")
        clock.advance(by: 1)
        backend.type("s")
        backend.type("tatement 2")
        guard case .history(let typed) = controller.overlay else { return XCTFail("/ opens the history") }
        XCTAssertEqual(typed.query, "statement 2")
        XCTAssertEqual(typed.searchedQuery, "s", "the first read searched at once, the next waits")
        XCTAssertEqual(backend.timers[.frame], clock.seconds + 1.0 / 60, "a frame when the search is due")
        backend.run(until: clock.seconds + 1)
        guard case .history(let searched) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(searched.searchedQuery, "statement 2")
        XCTAssertTrue(backend.lastScreen.contains("Statement 2."), backend.lastScreen)
        XCTAssertFalse(backend.lastScreen.contains("Statement 3."), backend.lastScreen)
        XCTAssertNil(backend.timers[.frame], "asleep once the list is up to date")
    }

    // MARK: - The mouse

    @MainActor
    func testADragIsDrawnAtMostSixtyTimesASecondAndAKeyAtOnce() async throws {
        let (_, backend, controller) = makeApp(usesMouse: true)
        await answer(source, controller)
        backend.run(until: clock.seconds + 2)
        backend.type("\u{1B}[<0;40;10M")
        let pressed = backend.frames.count
        backend.type("\u{1B}[<32;45;10M")
        XCTAssertEqual(backend.frames.count, pressed, "a move within a frame of the last is not drawn at once")
        XCTAssertEqual(backend.timers[.frame], clock.seconds + 1.0 / 60, "but at the next frame")
        backend.type("\u{1B}[<32;50;10M")
        backend.type("\u{1B}[<32;55;10M")
        XCTAssertEqual(backend.frames.count, pressed)
        backend.run(until: clock.seconds + 1.0 / 60)
        XCTAssertEqual(backend.frames.count, pressed + 1, "one frame for the three moves")
        XCTAssertEqual(controller.motion.dragOffset, 15, "showing the last of them")
        XCTAssertNil(backend.timers[.frame], "a card held still needs no more frames")
        clock.advance(by: 0.001)
        backend.type("?")
        XCTAssertEqual(backend.frames.count, pressed + 2, "a key is drawn at once, even within a frame")
        clock.advance(by: 1)
        backend.type("\u{1B}[<32;60;10M")
        XCTAssertEqual(backend.frames.count, pressed + 3, "a move a frame or more after the last is drawn at once")
    }
}
