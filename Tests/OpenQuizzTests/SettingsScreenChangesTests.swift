import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What the settings screen (`o`) changes when it closes: the next game, never the one on screen;
/// choices that can't make a game keep it open, and a save that fails is said.
final class SettingsScreenChangesTests: SettingsScreenTestCase {
    @MainActor
    func testEscLeavesTheGameOnScreenUntouched() async throws {
        var made: [Settings] = []
        let controller = await makeController(
            link: link { settings in
                made.append(settings)
                return .success(TriviaMode(deck: SourcedDeck(manager: QuestionManager(sources: []), amount: 1)))
            })
        let questions = controller.game.questions
        press(controller, .character("o"), .character("q"), .character("3"), .escape)
        XCTAssertEqual(controller.focus, .playing)
        XCTAssertEqual(controller.game.questions, questions)
        XCTAssertEqual(controller.game.answers.count, 1)
        XCTAssertEqual(controller.game.state, .ongoing)
        XCTAssertEqual(made.map(\.amount), [3], "made for the next game")
        XCTAssertEqual(saved?.amount, 3, "and kept")
        XCTAssertEqual(controller.settings.link.current.amount, 3)
    }

    @MainActor
    func testNStartsTheNextGameWithTheNewSettings() async throws {
        let next = ManualSource(questions: makeQuestions(10))
        let controller = await makeController(
            link: link { settings in
                .success(
                    TriviaMode(deck: SourcedDeck(manager: QuestionManager(sources: [next]), amount: settings.amount)))
            })
        press(controller, .character("o"), .character("q"), .character("3"), .character("n"))
        XCTAssertEqual(controller.focus, .playing)
        await answer(next, controller)
        XCTAssertEqual(controller.game.questions.count, 3)
        XCTAssertEqual(controller.game.state, .ongoing)
    }

    @MainActor
    func testSettingsThatCantMakeAGameKeepTheScreenOpenSayingWhy() async throws {
        let controller = await makeController(
            link: link { _ in .failure(SettingsRefusal(message: "No deck called Capitals.")) })
        press(controller, .character("o"), .right, .right, .escape)
        XCTAssertEqual(try screen(controller).problem, "No deck called Capitals.")
        XCTAssertTrue(renderedLines(controller).contains { $0.contains("No deck called Capitals.") })
        XCTAssertNil(saved, "nothing kept")
    }

    @MainActor
    func testASaveThatFailsIsSaidAndTheChoicesHoldForTheRun() async throws {
        var failing = link()
        failing.save = { _ in .failure(StorageProblem(path: "/ro/openquizz/settings", kind: .system(errno: EROFS))) }
        let controller = await makeController(link: failing)
        press(controller, .character("o"), .character("q"), .character("7"), .escape)
        XCTAssertEqual(controller.focus, .playing)
        XCTAssertEqual(controller.settings.link.current.amount, 7)
        XCTAssertTrue(
            renderedLines(controller).contains { $0.contains("/ro/openquizz/settings") }, "\(renderedLines(controller))"
        )
    }

    @MainActor
    func testMotionAndExplanationsTakeEffectFromTheNextGame() async throws {
        let controller = await makeController()
        press(controller, .character("o"), .character("e"), .enter, .escape)
        XCTAssertTrue(controller.showsExplanations, "the game on screen keeps its explanations")
        press(controller, .character("n"))
        XCTAssertFalse(controller.showsExplanations)
    }
}
