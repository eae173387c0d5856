import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The header's `openquizz --check FILE` hint for a deck played with questions left out: a path
/// in a subfolder, one with a space (quoted as a shell takes it, to paste), a kept deck (by its
/// name, as `--check` finds it), each shown whole when the screen has the room.
final class DeckHeaderHintTests: XCTestCase {
    /// The header row of a game of a two-question deck, `left` questions of it left out, as said
    /// for `file`, on a screen `width` columns wide.
    @MainActor
    private func header(file: String, left: Int = 5, width: Int) async -> String {
        let reading = DeckFile.read(
            data: Data("statement,answer\nParis is in France,true\nThe Moon is cheese,false\n".utf8), name: "week12")
        let center = NotificationCenter()
        let game = Game(
            manager: QuestionManager(sources: [DeckDealer(name: reading.name, questions: reading.questions, seed: 1)]),
            amount: 10, notificationCenter: center)
        var text = PlayerText()
        text.leftOutOfDeck = DeckText(file: file).leftOutForms(left)
        let controller = GameController(
            game: game, clock: ManualClock(seconds: 100), theme: Theme(colorMode: .colors, ascii: false), text: text,
            notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: 30))
        await waitUntil { game.state == .ongoing }
        return renderedLines(controller).first?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    /// Before: at 200 columns, "Deck: week12; 5 questions left out", without the command, for
    /// each of these.
    @MainActor
    func testTheHintShowsForASubfolderASpaceAndAKeptDeckOnAWideScreen() async {
        let subfolder = "Deck: week12; 5 questions left out: openquizz --check term1/week12.csv"
        // 70 columns: shown from 83 columns on (the title and the margins take 13).
        var shown = await header(file: "term1/week12.csv", width: 200)
        XCTAssertEqual(shown, "OpenQuizz" + String(repeating: " ", count: 200 - 2 - 9 - 70) + subfolder)
        shown = await header(file: "term1/week12.csv", width: 83)
        XCTAssertTrue(shown.hasSuffix(subfolder), shown)
        shown = await header(file: "term1/week12.csv", width: 82)
        XCTAssertTrue(shown.hasSuffix("Deck: week12; 5 questions left out"), "too narrow: the count stays; \(shown)")

        shown = await header(file: "lessons/my week.csv", width: 200)
        XCTAssertTrue(
            shown.hasSuffix("Deck: week12; 5 questions left out: openquizz --check 'lessons/my week.csv'"), shown)
        shown = await header(file: "it's.csv", width: 120)
        XCTAssertTrue(shown.hasSuffix(#"5 questions left out: openquizz --check 'it'\''s.csv'"#), shown)

        // At 40 columns the count alone, as before.
        shown = await header(file: "term1/week12.csv", width: 40)
        XCTAssertTrue(shown.hasSuffix("Deck: week12; 5 left out"), shown)
    }

    /// A kept deck's hint names the deck as `--check` takes it (short enough for 80 columns),
    /// or its file's path when a file of that name where the game runs would be checked instead.
    func testAKeptDecksHintNamesItAsCheckFindsIt() {
        let url = URL(fileURLWithPath: "/home/a/.local/share/openquizz/decks/bad.csv")
        let chosen = KeptDecks.Chosen(dealer: DeckDealer(name: "bad", questions: []), url: url, leftOut: 5)
        XCTAssertEqual(DeckCommand.checkArgument(chosen, fileExists: { _ in false }), "bad")
        XCTAssertEqual(DeckCommand.checkArgument(chosen, fileExists: { $0 == "bad" }), url.path)
        let dashed = KeptDecks.Chosen(dealer: DeckDealer(name: "-x", questions: []), url: url, leftOut: 5)
        XCTAssertEqual(DeckCommand.checkArgument(dashed, fileExists: { _ in false }), url.path)
        var text = PlayerText()
        text.leftOutOfDeck = DeckText(file: DeckCommand.checkArgument(chosen, fileExists: { _ in false }))
            .leftOutForms(5)
        XCTAssertEqual(
            text.notice(
                origin: .deck, widening: nil, fallbackReason: nil, deck: "bad",
                width: PlayerText.noticeWidth(screenWidth: 80, deck: true)),
            "Deck: bad; 5 questions left out: openquizz --check bad")
    }
}
