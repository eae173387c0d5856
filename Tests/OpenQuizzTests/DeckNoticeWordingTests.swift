import QuizCore
import QuizDecks
import XCTest

@testable import openquizz

/// A deck's header notice (its name, the Open Trivia DB's credit, its filters, what it skipped)
/// in every language: nothing of it left in English.
final class DeckNoticeWordingTests: XCTestCase {
    private func text(_ words: Wording) -> PlayerText {
        var text = PlayerText(words: words)
        text.deckNotes = DeckNotes(
            filter: QuestionFilter(category: nil, difficulty: .hard), skippedMultipleChoice: 2,
            format: .openTriviaDB(.html))
        return text
    }

    func testADecksNoticeIsFrenchInFrench() {
        XCTAssertEqual(
            text(.french).deckNotes.noticeForms(deck: "semaine 3", leftOut: [], width: 200, words: .french).first,
            "Paquet\u{A0}: semaine 3\u{202F}; questions en anglais de l’Open Trivia DB, CC BY-SA 4.0\u{202F}; "
                + "difficiles\u{202F}; 2 questions à choix multiple ignorées")
        // In the header's 66 columns, the fullest form that fits.
        XCTAssertEqual(
            text(.french).notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "semaine 3"),
            "Paquet\u{A0}: semaine 3\u{202F}; Open Trivia DB (en anglais), CC BY-SA")
        XCTAssertEqual(
            text(.english).notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week 3"),
            "Deck: week 3; Open Trivia DB, CC BY-SA; hard; 2 skipped")
    }

    func testEveryFormOfADecksNoticeIsWordedInThePseudoLanguage() {
        let pseudo = Wording(tongue: .pseudo)
        let forms = text(pseudo).deckNotes.noticeForms(deck: "NAME", leftOut: [], width: 200, words: pseudo)
        XCTAssertGreaterThan(forms.count, 3)
        for form in forms {
            // Outside the brackets: the deck's name, the joins and "CC BY-SA" (the licence's name).
            var outside = form.replacingOccurrences(of: #"⟦[^⟧]*⟧"#, with: "", options: .regularExpression)
            for allowed in ["NAME", "CC BY-SA"] { outside = outside.replacingOccurrences(of: allowed, with: "") }
            XCTAssertFalse(outside.contains { $0.isLetter }, "unworded in '\(form)'")
        }
    }
}
