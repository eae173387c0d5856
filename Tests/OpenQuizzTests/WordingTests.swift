import QuizCore
import XCTest

@testable import openquizz

/// The language's ways with numbers, plurals, quotes and dates that every phrase uses.
final class WordingTests: XCTestCase {
    private enum Sample: Phrase {
        case questions(Int)
        func english(_ words: Wording) -> String {
            switch self {
            case .questions(let count): words.count(count, one: "question", other: "questions") + " left"
            }
        }
        func french(_ words: Wording) -> String {
            switch self {
            case .questions(let count):
                words.count(count, one: "question restante", other: "questions restantes")
            }
        }
    }

    func testFrenchTakesTheSingularForZeroAndOneAndEnglishForOneOnly() {
        XCTAssertEqual(
            (0...2).map { Wording.english(Sample.questions($0)) },
            [
                "0 questions left", "1 question left", "2 questions left",
            ])
        XCTAssertEqual(
            (0...2).map { Wording.french(Sample.questions($0)) },
            [
                "0 question restante", "1 question restante", "2 questions restantes",
            ])
    }

    func testThousandsAndDecimalsAreTheLanguagesOwn() {
        XCTAssertEqual(Wording.english.number(1_234_567), "1,234,567")
        XCTAssertEqual(Wording.french.number(1_234_567), "1\u{202F}234\u{202F}567")
        XCTAssertEqual(Wording.french.number(-999), "-999")
        XCTAssertEqual(Wording.english.decimal(12.345, digits: 1), "12.3")
        XCTAssertEqual(Wording.french.decimal(1234.5, digits: 1), "1\u{202F}234,5")
        XCTAssertEqual(Wording.french.decimal(0.05, digits: 2), "0,05")
        XCTAssertEqual(Wording.english.decimal(-0.01, digits: 1), "0.0")
        XCTAssertEqual(Wording.english.percent(0.734), "73%")
        XCTAssertEqual(Wording.french.percent(0.734), "73\u{202F}%")
    }

    func testDatesAndQuotesAreWrittenAsEachLanguageWritesThem() {
        XCTAssertEqual(Wording.english.date(year: 2026, month: 12, day: 1), "December 1, 2026")
        XCTAssertEqual(Wording.french.date(year: 2026, month: 12, day: 1), "1er décembre 2026")
        XCTAssertEqual(Wording.french.date(year: 2026, month: 8, day: 15), "15 août 2026")
        XCTAssertEqual(Wording.french.shortMonth(2), "févr.")
        XCTAssertEqual(Wording.english.quoted("week 3"), "“week 3”")
        XCTAssertEqual(Wording.french.quoted("semaine 3"), "«\u{00A0}semaine 3\u{00A0}»")
    }

    func testThePseudoLanguageBracketsEnglishAndMakesItAThirdLonger() {
        let pseudo = Wording(tongue: .pseudo)
        let text = pseudo(Sample.questions(2))
        XCTAssertEqual(text, "⟦2 questions left······⟧")
        XCTAssertEqual(pseudo.language, .english)
        XCTAssertEqual(Wording(.french).language, .french)
    }
}
