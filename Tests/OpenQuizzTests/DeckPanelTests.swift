import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// A deck's game through the controller: Game Over's best is the deck's, the review and its share
/// line name the deck, the history shows it and its search finds it.
final class DeckPanelTests: PanelTestCase {
    /// The planets, as the deck "solar system" holds them.
    private static let deck: [Question] = planets.map { planet in
        var question = planet
        question.origin = .deck
        question.deck = "solar system"
        return question
    }

    /// An earlier game of `questions`, all answered `right` or not, in the history file at `url`.
    private func earlierGame(_ id: String, _ questions: [Question], right: Bool, in url: URL) {
        let earlier = AnswerHistory(url: url, writer: files)
        for (number, question) in questions.enumerated() {
            earlier.record(
                AnswerRecord(
                    date: Self.answerDate, game: id, number: number + 1, of: questions.count, question: question,
                    answer: right == question.answer))
        }
        earlier.flush()
    }

    @MainActor
    func testGameOversBestIsTheDecksAndNotAnotherDecksNorTheBanks() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-deck-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let otherDeck = Self.deck.map { question in
            var question = question
            question.deck = "moons"
            return question
        }
        earlierGame("moons", otherDeck, right: true, in: url)
        earlierGame("bank", Self.planets, right: true, in: url)
        earlierGame("solar", Self.deck, right: false, in: url)
        let controller = makeController(questions: Self.deck, historyFile: url)
        let history = controller.game.history
        await answer(source, controller)
        await waitUntil { history.isLoaded }
        for (number, question) in Self.deck.enumerated() {
            press(controller, (number == 0) != question.answer ? .right : .left)
        }
        clock.advance(by: 2)
        controller.handle(.tick)
        guard case .game(let over) = controller.screenModel().content else { return XCTFail("the game screen") }
        XCTAssertEqual(
            over.card.title, "Game Over: 2\u{A0}/\u{A0}3. Well played. New best!",
            "the 3 / 3 games were the bank's and another deck's")
    }

    @MainActor
    func testTheReviewAndItsShareLineNameTheDeck() async throws {
        let controller = makeController(questions: Self.deck)
        await play(controller, [true, true, true])
        press(controller, .character("r"))
        assertLines(
            Array(renderedLines(controller).prefix(8)),
            [
                "╭─────────────────────────────────── Review ───────────────────────────────────╮",
                "│ OpenQuizz “solar system” 2/3 ❌✅✅                                          │",
                "│ Questions from your deck “solar system”.                                     │",
                "│                                                                              │",
                "│ 1. Saturn is the only planet with rings.                                     │",
                "│    ✗ You said true; it's false.                                              │",
                "│    Jupiter, Uranus and Neptune have rings too, fainter ones.                 │",
                "│                                                                              │",
            ])
        XCTAssertEqual(
            controller.text.panel.shareLine(controller.game.answers, ascii: true), "OpenQuizz \"solar system\" 2/3 -++")
        var mixed = controller.game.answers
        mixed[0].deck = nil
        XCTAssertEqual(
            controller.text.panel.shareLine(mixed, ascii: true), "OpenQuizz 2/3 -++", "no one deck, none named")
    }

    @MainActor
    func testTheHistoryShowsTheDeckAndItsSearchFindsIt() async throws {
        let controller = makeController(questions: Self.deck)
        await play(controller, [true, true, false])
        let history = controller.game.history
        XCTAssertEqual(history.search("solar").count, 3, "the deck's name is searched")
        XCTAssertEqual(history.search("solar mars").count, 1)
        let line = controller.text.panel.historyLine(
            history.records[2], symbols: Theme(colorMode: .colors, ascii: false).symbols, isSelected: false)
        XCTAssertEqual(
            line.spans.map(\.text).joined(), "2026-11-23  ✗ Mars has two moons.  solar system · Astronomy")
        let detail = controller.text.panel.historyDetail(history.records[2], page: 0, pageKey: "j", duel: [:])
        XCTAssertTrue(
            (detail.explanation ?? "").hasSuffix("(Astronomy, easy, deck “solar system”.)"),
            "\(String(describing: detail.explanation))")
    }
}
