import Foundation
import QuizCore
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// A daily challenge played in French: the header while it waits and during it, and its result
/// on the card, whole at 80x24 and at 40x12.
final class FrenchDailyScreenTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)

    @MainActor
    private func startedController() async -> GameController {
        let source = ManualSource(questions: makeQuestions(3))
        let day = DailyControllerTests.today
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: 3, notificationCenter: center,
            history: PlayerHistory(store: nil, notificationCenter: center), wallClock: { day })
        var text = PlayerText(offline: true)
        text.words = .french
        let controller = GameController(
            session: ModeSession(game: game, dailySchedule: DailySchedule(bank: DailyControllerTests.bank)),
            clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false), text: text,
            notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await answer(source, controller)
        return controller
    }

    /// The screen's text as one line: borders and runs of spaces (no-break ones too) as one space.
    @MainActor
    private func flat(_ controller: GameController) -> String {
        let text = renderedLines(controller).joined(separator: " ").map { character -> Character in
            "│║┃\u{00A0}\u{202F}".contains(character) ? " " : character
        }
        return String(text).split(separator: " ").joined(separator: " ")
    }

    /// Lets the card come to rest, frame by frame on the manual clock.
    @MainActor
    private func settle(_ controller: GameController) {
        for _ in 0..<600 {
            guard let next = controller.nextFrameTime() else { return }
            clock.advance(by: max(0, next - clock.seconds))
            controller.handle(.tick)
        }
        XCTFail("the card never came to rest")
    }

    @MainActor
    func testADailyInFrenchFromTheHeaderToItsResult() async throws {
        let controller = await startedController()
        XCTAssertTrue(renderedLines(controller)[0].hasPrefix(" OpenQuizz · Défi nº 26 à jouer : D   "))
        controller.handle(.resized(width: 40, height: 12))
        XCTAssertEqual(renderedLines(controller)[0], " OpenQuizz · Défi nº 26 à jouer : D")
        controller.handle(.keyPressed(.character("D")))
        await waitUntil("the daily challenge") { controller.game.state != .loading }
        XCTAssertEqual(renderedLines(controller)[0], " OpenQuizz · Défi nº 26")
        var index = 0
        while let question = controller.game.currentQuestion {
            controller.handle(.keyPressed(.character((index < 7) == question.answer ? "l" : "h")))
            index += 1
        }
        XCTAssertEqual(controller.game.state, .over)
        XCTAssertEqual(
            FrenchStatsTests.visible(controller.presenter().restingCard().title),
            "Défi nº_26 · 7_/_10. Bien joué. Touche r_: correction et partage.")
        settle(controller)
        let result = "Défi nº 26 · 7 / 10. Bien joué. Touche r : correction et partage."
        for (width, height) in [(80, 24), (40, 12)] {
            controller.handle(.resized(width: width, height: height))
            settle(controller)
            XCTAssertTrue(
                flat(controller).contains(result),
                "\(width)x\(height):\n" + renderedLines(controller).joined(separator: "\n"))
        }
    }
}
