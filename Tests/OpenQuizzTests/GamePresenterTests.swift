import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The presenter on its own: facts in, what the screen says out.
final class GamePresenterTests: XCTestCase {
    @MainActor
    private func presenter(_ controller: GameController, _ state: GameController.State) -> GamePresenter {
        let text = PlayerText(offline: true)
        let theme = Theme(colorMode: .colors, ascii: false)
        return GamePresenter(
            session: controller.session, state: state, now: 100, text: text, viewWords: ViewText(words: text.words),
            theme: theme,
            showsExplanations: true,
            panel: {
                PanelFeature.Context(
                    screenWidth: 80, screenHeight: 24, now: 100, theme: theme, text: text,
                    history: controller.game.history)
            })
    }

    @MainActor
    func testAFileProblemHasItsOwnSlotAndNeverReplacesTheVerdict() async {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        let text = PlayerText(offline: true)
        let cache = StorageProblem(path: "/s/cache.json", kind: .system(errno: ENOSPC))
        let history = StorageProblem(path: "/s/history.jsonl", kind: .system(errno: ENOSPC))
        var state = controller.state
        state.notices = [cache]
        XCTAssertEqual(presenter(controller, state).verdict?.text, text.fileProblem(cache), "said on the free line")
        XCTAssertEqual(presenter(controller, state).verdict?.tone, .notice, "in its own tone")
        XCTAssertNil(presenter(controller, state).explanation)
        state.notices = [cache, history]
        XCTAssertEqual(presenter(controller, state).explanation, text.fileProblem(history), "the second beside it")
        guard let question = controller.game.currentQuestion else { return XCTFail("a question") }
        state.lastAnswer = LastAnswer(question: question, choice: true, isRight: true)
        state.notices = [history]
        XCTAssertEqual(presenter(controller, state).verdict?.text, "Right! It's true.", "the verdict stays")
        XCTAssertEqual(presenter(controller, state).verdict?.tone, .positive)
        XCTAssertEqual(presenter(controller, state).explanation, text.fileProblem(history))
    }

    @MainActor
    func testTheCardIsTheAnsweredOneOnlyWhileItShows() async {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        guard let first = controller.game.currentQuestion else { return XCTFail("a question") }
        var state = controller.state
        XCTAssertEqual(presenter(controller, state).card().title, "Statement 1.")
        _ = controller.game.answerCurrentQuestion(with: false)
        state.lastAnswer = LastAnswer(question: first, choice: false, isRight: false)
        state.showsAnsweredCard = true
        XCTAssertEqual(
            presenter(controller, state).card(),
            GamePresenter.CardContent(title: "Statement 1.", style: .incorrect, badge: "FALSE"))
        state.showsAnsweredCard = false
        XCTAssertEqual(presenter(controller, state).card().title, "Statement 2.", "then the next one")
        state.motion.drag(offset: 3, rise: 0)
        XCTAssertEqual(
            presenter(controller, state).card(),
            GamePresenter.CardContent(title: "Statement 2.", style: .correct, badge: "TRUE"), "dragged right")
    }

    @MainActor
    func testTheCardsPageCountsForItsOwnCardOnly() async {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        var state = controller.state
        state.cardPage = CardPage(page: 2, title: "Statement 1.")
        guard case .game(let first) = presenter(controller, state).screenModel().content else { return XCTFail() }
        XCTAssertEqual(first.card.page, 2)
        state.cardPage = CardPage(page: 2, title: "Another card.")
        guard case .game(let other) = presenter(controller, state).screenModel().content else { return XCTFail() }
        XCTAssertEqual(other.card.page, 0)
    }
}
