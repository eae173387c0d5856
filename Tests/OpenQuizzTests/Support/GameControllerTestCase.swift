import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What `GameControllerTests` and `GameControllerKeyTests` share: a controller over a manual
/// source and clock, and the helpers that press keys and read its game screen.
class GameControllerTestCase: XCTestCase {
    var clock = ManualClock()
    var source = ManualSource(questions: makeQuestions(10))
    var center = NotificationCenter()

    @MainActor
    func makeController(questions: Int = 10, amount: Int = 10) -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(questions))
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
    func gameScreen(
        _ controller: GameController, file: StaticString = #filePath, line: UInt = #line
    ) throws -> GameScreen {
        let content = controller.screenModel().content
        guard case .game(let screen) = content else {
            XCTFail("expected the game screen, got \(content)", file: file, line: line)
            throw UnexpectedOutcome("not on the game screen")
        }
        return screen
    }

    /// Advances the clock frame by frame until the card rests; fails here when it never does.
    @MainActor
    func settle(_ controller: GameController, file: StaticString = #filePath, line: UInt = #line) {
        settleCard(controller, on: clock, file: file, line: line)
    }

    @MainActor
    func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    @MainActor
    func explainedController(showsExplanations: Bool) async -> GameController {
        clock = ManualClock(seconds: 0)
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
}
