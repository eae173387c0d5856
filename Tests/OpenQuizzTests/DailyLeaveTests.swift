import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// Leaving a daily challenge, and a past day's: D never leaves one, N asks twice in a row, and a
/// past day's Game Over names today's only while it waits.
final class DailyLeaveTests: DailyControllerTestCase {
    /// A past day's challenge: D goes on with it (never leaves it for today's); N asks first, says
    /// what leaving costs, and any other key between cancels the ask.
    @MainActor
    func testDNeverLeavesAPastDaysDailyAndAnyOtherKeyCancelsTheAsk() async throws {
        let (controller, _) = await startedController(usesMouse: true)
        let game = controller.game
        let past = try XCTUnwrap(DailySchedule(bank: Self.bank).challenge(12))
        await controller.session.play(DailyMode(past)).value
        XCTAssertEqual(controller.session.dailyNumber, 12)
        controller.handle(.keyPressed(.character("l")))
        let question = game.currentQuestion
        XCTAssertNotNil(controller.explanation, "the answer's fact, under its verdict")
        controller.handle(.keyPressed(.character("D")))
        XCTAssertEqual(controller.verdict?.text, "You're playing Daily #12.")
        XCTAssertNil(controller.explanation, "the notice took the verdict's place: its fact went with it")
        controller.handle(.keyPressed(.character("D")))
        XCTAssertEqual(controller.session.dailyNumber, 12, "D twice leaves nothing")
        XCTAssertEqual(game.currentQuestion, question)
        // N asks; an unused key between cancels, so the next N asks again.
        controller.handle(.keyPressed(.character("n")))
        XCTAssertEqual(controller.verdict?.text, "N again leaves Daily #12: it counts as played.")
        controller.handle(.keyPressed(.character("x")))
        XCTAssertNotEqual(controller.verdict?.text, "N again leaves Daily #12: it counts as played.")
        XCTAssertNotNil(controller.explanation, "the ask cancelled: the verdict and its fact are back")
        controller.handle(.keyPressed(.character("n")))
        XCTAssertEqual(controller.session.dailyNumber, 12, "x between: n asked again")
        controller.handle(.keyPressed(.character("n")))
        XCTAssertNil(controller.session.dailyNumber, "asked twice in a row: a new game")
    }

    /// Today's challenge before its first answer doesn't count as played: N leaves at once.
    @MainActor
    func testNBeforeTheFirstAnswerLeavesTodaysDailyWithoutAsking() async throws {
        let (controller, _) = await startedController()
        await pressD(controller)
        XCTAssertEqual(controller.session.dailyNumber, 26)
        controller.handle(.keyPressed(.character("n")))
        XCTAssertNil(controller.session.dailyNumber)
        XCTAssertNotEqual(controller.verdict?.text, "N again leaves Daily #26: one try a day.")
    }

    /// A past day's Game Over points to today's only while today's waits.
    @MainActor
    func testAPastDaysGameOverNamesTodaysOnlyWhileItWaits() async throws {
        let (controller, _) = await startedController()
        let schedule = DailySchedule(bank: Self.bank)
        await controller.session.play(DailyMode(try XCTUnwrap(schedule.challenge(11)))).value
        play(controller, right: 3)
        XCTAssertTrue(
            controller.presenter().restingCard().title.contains("Daily #11 · 3\u{A0}/\u{A0}10. Today's is another."))
        await pressD(controller)
        play(controller, right: 3)
        await controller.session.play(DailyMode(try XCTUnwrap(schedule.challenge(12)))).value
        play(controller, right: 3)
        let title = controller.presenter().restingCard().title
        XCTAssertTrue(title.contains("Daily #12 · 3\u{A0}/\u{A0}10."), title)
        XCTAssertFalse(title.contains("Today's is another."), "today's is played: \(title)")
    }
}
