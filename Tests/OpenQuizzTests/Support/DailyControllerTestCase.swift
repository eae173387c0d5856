import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What the daily challenge's controller tests share.
///
/// A bank, a day, a controller over an ordinary game and the keys that play it; it holds no test
/// of its own.
class DailyControllerTestCase: XCTestCase {
    let files = FileWriter()
    let center = NotificationCenter()

    /// Noon, UTC, on 2026-11-26: challenge #26.
    static let today = Date(
        timeIntervalSince1970: Double(DailyDate("2026-11-26")?.day ?? 0) * 86_400 + 43_200)

    /// A bank of 40 questions: 14 of each difficulty but the hard (12), in 8 categories.
    static let bank: [Question] = (1...40).map { number in
        let difficulty: Difficulty = number <= 14 ? .easy : number <= 28 ? .medium : .hard
        return Question(
            title: "Bank statement \(number).", answer: number % 3 != 0, category: "Category \(number % 8)",
            difficulty: difficulty, explanation: "Fact \(number).")
    }

    /// A controller at 80x24 over an ordinary game of 3 questions, today being 2026-11-26, with
    /// a history in `url` (none: this run's only).
    @MainActor
    func startedController(
        history url: URL? = nil, writes: Bool = true, usesMouse: Bool = false,
        bank: [Question] = DailyControllerTestCase.bank, ascii: Bool = false,
        today: Date = DailyControllerTestCase.today
    ) async -> (
        GameController, ManualSource
    ) {
        let source = ManualSource(questions: makeQuestions(3))
        let day = today
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: 3, notificationCenter: center,
            history: PlayerHistory(
                store: url.map { AnswerHistory(url: $0, writes: writes, writer: files) }, notificationCenter: center),
            wallClock: { day })
        let controller = GameController(
            session: ModeSession(game: game, dailySchedule: DailySchedule(bank: bank)),
            clock: ManualClock(seconds: 100).anyClock, theme: Theme(colorMode: .colors, ascii: ascii),
            text: PlayerText(offline: true), notificationCenter: center, usesMouse: usesMouse)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await answer(source, controller)
        return (controller, source)
    }

    /// Presses D and waits until the challenge is on screen (or its result).
    @MainActor
    func pressD(_ controller: GameController) async {
        controller.handle(.keyPressed(.character("D")))
        await waitUntil("the daily challenge") { controller.game.state != .loading }
        await loopHeard()
    }

    /// Answers every question of the game: right for the first `right`, wrong after.
    @MainActor
    func play(_ controller: GameController, right: Int) {
        var index = 0
        while let question = controller.game.currentQuestion {
            controller.handle(.keyPressed(.character((index < right) == question.answer ? "l" : "h")))
            index += 1
        }
        // Let the last card fall into place.
        controller.handle(.keyPressed(.character("x")))
    }

    func temporaryHistory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("oq-daily-ctl-\(UUID().uuidString).jsonl")
    }
}
