import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The idle loop at UTC midnight: the header offers the new day's challenge with no key pressed,
/// on time whatever the wall clock did while the loop slept.
final class DayChangeTests: AppTestCase {
    /// A wall clock the test sets by hand.
    private final class WallClock: Sendable {
        let date: Locked<Date>
        init(_ date: Date) { self.date = Locked(date) }
        var now: Date { date.withLock { $0 } }
        func set(_ new: Date) { date.withLock { $0 = new } }
    }

    /// Midnight UTC between 2026-11-26 (#26) and 2026-11-27 (#27).
    private static let midnight = Date(timeIntervalSince1970: Double(DailyDate("2026-11-27")?.day ?? 0) * 86_400)

    @MainActor
    private func header(_ backend: RecordingBackend) -> String {
        backend.lastScreen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    /// The wall clock is set 8 s forward while the game waits (as a clock set right, or a machine
    /// woken from sleep, moves it): the header still turns at midnight by the wall clock, not 8 s
    /// later by the loop's clock.
    @MainActor
    func testAnIdleGamesHeaderTurnsAtMidnightByTheWallClockWithoutAKey() async throws {
        let wall = WallClock(Self.midnight.addingTimeInterval(-10))
        clock = ManualClock(seconds: 1000)
        source = ManualSource(questions: makeQuestions(10))
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: 10, notificationCenter: center,
            history: PlayerHistory(store: nil, notificationCenter: center), wallClock: { wall.now })
        let session = ModeSession(game: game, dailySchedule: DailySchedule(bank: DailyControllerTests.bank))
        let theme = Theme(colorMode: .colors, ascii: false)
        let controller = GameController(
            session: session, clock: clock.anyClock, theme: theme, text: PlayerText(offline: true),
            notificationCenter: center)
        let backend = RecordingBackend(clock: clock)
        let app = App(
            backend: backend, controller: controller, theme: theme, clock: clock.anyClock,
            text: CommandLineText(words: .english))
        app.start()
        apps.append(app)
        await answer(source, controller)
        backend.run(until: 1002)
        wall.set(Self.midnight.addingTimeInterval(-8))
        XCTAssertTrue(header(backend).hasPrefix(" OpenQuizz · Daily #26 waits: D"), header(backend))
        XCTAssertNil(backend.timers[.frame], "no frame timer: nothing moves")
        XCTAssertEqual(backend.wallTimers[.dayChange], Self.midnight, "woken at midnight by the wall clock")

        // Set 8 s forward while nothing runs; then 2 s pass on both clocks: midnight.
        wall.set(Self.midnight.addingTimeInterval(-2))
        backend.run(until: 1004)
        wall.set(Self.midnight)
        backend.wallClockReads(Self.midnight)
        XCTAssertTrue(header(backend).hasPrefix(" OpenQuizz · Daily #27 waits: D"), header(backend))
        XCTAssertEqual(backend.wallTimers[.dayChange], Self.midnight.addingTimeInterval(86_400), "the next one")
        XCTAssertNil(backend.timers[.frame])
    }
}
