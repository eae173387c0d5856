import Foundation
import XCTest

@testable import QuizCore
@testable import QuizDecks

/// The CSV decks, table by table: what a spreadsheet saves, and each problem a player would hit.
final class DeckCSVTests: XCTestCase {
    private func read(_ text: String, name: String = "deck") -> DeckReading {
        DeckFile.read(data: Data(text.utf8), name: name)
    }

    /// One question as a case expects it.
    private struct Expected: Equatable {
        var title: String
        var answer: Bool
        var category: String = "deck"
        var difficulty: Difficulty = .medium
        var explanation: String?
    }

    private func expected(_ reading: DeckReading) -> [Expected] {
        reading.questions.map {
            Expected(
                title: $0.title, answer: $0.answer, category: $0.category, difficulty: $0.difficulty,
                explanation: $0.explanation)
        }
    }

    // MARK: - What spreadsheets save

    func testSpreadsheetDialectsAllReadTheSameQuestions() {
        let lines = [
            ["statement", "answer", "explanation"],
            ["Paris is in France", "true", "Its capital."],
            ["\"Water\" boils at 50 °C, at sea level", "false", "At 100 °C."],
        ]
        let want = [
            Expected(title: "Paris is in France", answer: true, explanation: "Its capital."),
            Expected(title: "\"Water\" boils at 50 °C, at sea level", answer: false, explanation: "At 100 °C."),
        ]
        func quoted(_ field: String, separator: String) -> String {
            field.contains(separator) || field.contains("\"")
                ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }
        let cases: [(name: String, separator: String, lineEnd: String, bom: Bool, format: DeckFormat)] = [
            ("LF, comma", ",", "\n", false, .csv(separator: ",")),
            ("Excel CSV UTF-8: BOM and CRLF", ",", "\r\n", true, .csv(separator: ",")),
            ("French LibreOffice: semicolons", ";", "\n", false, .csv(separator: ";")),
            ("old Mac: CR", ",", "\r", false, .csv(separator: ",")),
            ("semicolons, BOM, CRLF", ";", "\r\n", true, .csv(separator: ";")),
        ]
        for format in cases {
            let body =
                lines.map { $0.map { quoted($0, separator: format.separator) }.joined(separator: format.separator) }
                .joined(separator: format.lineEnd) + format.lineEnd
            let reading = read((format.bom ? "\u{FEFF}" : "") + body)
            XCTAssertEqual(expected(reading), want, format.name)
            XCTAssertEqual(reading.format, format.format, format.name)
            XCTAssertEqual(reading.problems, [], format.name)
            XCTAssertEqual(reading.places, [.line(2), .line(3)], format.name)
            XCTAssertNil(reading.refusal, format.name)
        }
    }

    func testHeaderColumnsComeInAnyOrderAndCase() {
        let reading = read(
            """
            Difficulty,  CATEGORY ,Notes,Answer,Explanation,Statement
            HARD,Science,ignored,No,It is 8.,The Moon has 12 phases
            ,,,yes,,Bees dance
            """)
        XCTAssertEqual(
            expected(reading),
            [
                Expected(
                    title: "The Moon has 12 phases", answer: false, category: "Science", difficulty: .hard,
                    explanation: "It is 8."),
                Expected(title: "Bees dance", answer: true),
            ])
    }

    func testEveryAnswerWordInAnyCase() {
        let cases: [(String, Bool?)] = [
            ("true", true), ("TRUE", true), ("True", true), ("t", true), ("T", true), ("yes", true), ("Yes", true),
            ("1", true), ("false", false), ("FALSE", false), ("f", false), ("F", false), ("no", false), ("NO", false),
            ("0", false), (" true ", true), ("maybe", nil), ("", nil), ("2", nil), ("vraiment", nil),
            ("verdaderos", nil), ("y", nil), ("n", nil),
            // Spreadsheets in French, German, Spanish and Italian save booleans in their words.
            ("VRAI", true), ("vrai", true), ("FAUX", false), ("Faux", false), ("oui", true), ("NON", false),
            ("WAHR", true), ("wahr", true), ("FALSCH", false), ("ja", true), ("Nein", false),
            ("VERDADERO", true), ("FALSO", false), ("sí", true), ("SÍ", true), ("si", true), ("VERO", true),
            ("vero", true), ("falso", false),
        ]
        for (word, answer) in cases {
            let reading = read("statement,answer\nA statement,\(word)\n")
            if let answer {
                XCTAssertEqual(reading.questions.map(\.answer), [answer], word)
            } else {
                XCTAssertEqual(
                    reading.problems,
                    [DeckProblem(place: .line(2), kind: .unknownAnswer(word.trimmingCharacters(in: .whitespaces)))],
                    word)
                XCTAssertEqual(reading.refusal, .nothingPlayable, word)
            }
        }
    }

    func testQuotesHoldSeparatorsQuotesAndLineBreaks() {
        let reading = read(
            "statement,answer,explanation\n"
                + "\"Commas, like this one, are fine\",true,\"Two\nlines\"\n"
                + "\"She said \"\"hi\"\"\",false,\n"
                + "Third,true,\n")
        XCTAssertEqual(
            expected(reading),
            [
                Expected(title: "Commas, like this one, are fine", answer: true, explanation: "Two lines"),
                Expected(title: "She said \"hi\"", answer: false),
                Expected(title: "Third", answer: true),
            ])
        // A record's place is the line it starts on.
        XCTAssertEqual(reading.places, [.line(2), .line(4), .line(5)])
    }

    func testBlankRowsAreSkippedAndLinesStillCount() {
        let reading = read("\n\nstatement;answer\n;\n\nOne;1\n  ;  \nTwo;0")
        XCTAssertEqual(reading.questions.map(\.title), ["One", "Two"])
        XCTAssertEqual(reading.places, [.line(6), .line(8)])
    }

    // MARK: - Problems

    func testEachProblemSaysItsLine() {
        let reading = read(
            """
            statement,answer,explanation,difficulty
            Good one,true,,easy
            Is it?,maybe,,
            ,true,,
            ,,Only an explanation,
            good ONE!,false,,
            Too hard,true,,impossible
            Paris, the capital, is in France,true,,
            Fine,false,,HARD
            """)
        XCTAssertEqual(reading.questions.map(\.title), ["Good one", "Fine"])
        XCTAssertEqual(
            reading.problems,
            [
                DeckProblem(place: .line(3), kind: .unknownAnswer("maybe")),
                DeckProblem(place: .line(4), kind: .emptyStatement),
                DeckProblem(place: .line(5), kind: .explanationWithoutStatement),
                DeckProblem(place: .line(6), kind: .duplicate(of: .line(2))),
                DeckProblem(place: .line(7), kind: .unknownDifficulty("impossible")),
                DeckProblem(place: .line(8), kind: .tooManyFields(expected: 4, found: 6)),
            ])
        XCTAssertEqual(reading.leftOut, 6)
        XCTAssertNil(reading.refusal)
        XCTAssertEqual(reading.countByDifficulty, [.easy: 1, .hard: 1])
    }

    func testAMissingHeaderIsOneProblemAndNothingPlays() {
        let cases: [(String, [String], [String])] = [
            (
                "Paris is in France,true\nBerlin is in Spain,false\n", ["statement", "answer"],
                ["Paris is in France", "true"]
            ),
            ("statement,explanation\nA,B\n", ["answer"], ["statement", "explanation"]),
            (" Question , Answer\nA,true\n", ["statement"], ["Question", "Answer"]),
        ]
        for (text, missing, found) in cases {
            let reading = read(text)
            XCTAssertEqual(
                reading.problems, [DeckProblem(place: .line(1), kind: .missingColumns(missing: missing, found: found))])
            XCTAssertEqual(reading.leftOut, 0)
            XCTAssertEqual(reading.refusal, .nothingPlayable)
            XCTAssertEqual(reading.questions, [])
        }
    }

    func testAnUnclosedQuoteIsSaidAtTheLineItOpens() {
        let reading = read("statement,answer\nFine,true\n\"Never closed,true\nmore,false\n")
        XCTAssertEqual(reading.questions.map(\.title), ["Fine"])
        XCTAssertEqual(reading.problems, [DeckProblem(place: .line(3), kind: .unclosedQuote)])
    }

    func testTrailingEmptyFieldsAreNotTooMany() {
        let reading = read("statement,answer\nFine,true,,\nAlso fine,false,;\n")
        XCTAssertEqual(reading.questions.map(\.title), ["Fine"])
        XCTAssertEqual(reading.problems, [DeckProblem(place: .line(3), kind: .tooManyFields(expected: 2, found: 3))])
    }

    // MARK: - Text made printable

    func testEscapeSequencesAndBidiControlsAreTakenOut() {
        let reading = read(
            "statement,answer,category\n\"\u{1B}[2J\u{1B}]0;owned\u{07}Clear\u{202E}ed\u{2066}\",true,\"Sci\u{9B}ence\"\n"
        )
        XCTAssertEqual(reading.questions.map(\.title), ["[2J]0;ownedCleared"])
        XCTAssertEqual(reading.questions.map(\.category), ["Science"])
        let question = reading.questions.first
        XCTAssertEqual(question?.origin, .deck)
        XCTAssertEqual(question?.deck, "deck")
        XCTAssertFalse(
            reading.questions.contains { question in
                question.title.unicodeScalars.contains { $0.value < 0x20 || (0x202A...0x202E).contains($0.value) }
            })
    }

    func testAStatementOfOnlyControlsIsEmpty() {
        let reading = read("statement,answer\n\"\u{1B}\u{200B}\u{202E}\",true\n")
        XCTAssertEqual(reading.problems, [DeckProblem(place: .line(2), kind: .emptyStatement)])
    }

    /// A quoted field with doubled quotes and line breaks (its runs put together in one buffer):
    /// one quote for each pair, the lines counted (CRLF once), and a field whose lines read like
    /// rows is said (`rowsInQuotes`).
    func testQuotedFieldsWithDoubledQuotesAndLineBreaks() {
        let reading = read(
            "statement,answer\n\"Say \"\"hi\"\" \"\"\"\"\nthen\r\nbye\",true\n\"x\ny,true\",false\n\"\"\"\"\"\",true\nLast,\"true\"\n"
        )
        XCTAssertEqual(reading.places, [.line(2), .line(5), .line(7), .line(8)])
        XCTAssertEqual(reading.questions.first?.title.hasPrefix("Say \"hi\" \"\""), true, "\(reading.questions)")
        XCTAssertEqual(reading.questions.dropFirst(2).map(\.title), ["\"\"", "Last"])
        XCTAssertEqual(reading.rowsInQuotes, [.line(5)])
        XCTAssertEqual(reading.problems, [])
    }

    func testLongStatementsPlayAndAreSaid() {
        let long = Array(repeating: "word", count: 60).joined(separator: " ")
        let tooLong = String(repeating: "x", count: DeckFile.maximumStatementLength + 1)
        let reading = DeckFile.read(
            data: Data("statement,answer\nShort,true\n\(long),false\n\(tooLong),true\n".utf8), name: "deck",
            fitsCard: { $0.count <= 36 * 6 })
        XCTAssertEqual(reading.questions.map(\.title), ["Short", long])
        XCTAssertEqual(reading.longStatements, [.line(3)])
        XCTAssertEqual(
            reading.problems,
            [DeckProblem(place: .line(4), kind: .statementTooLong(limit: DeckFile.maximumStatementLength))])
        // A game measures none (`fitsCard: nil`): the same deck, nothing said of its long statements.
        let unmeasured = DeckFile.read(
            data: Data("statement,answer\nShort,true\n\(long),false\n\(tooLong),true\n".utf8), name: "deck",
            fitsCard: nil)
        XCTAssertEqual(unmeasured.longStatements, [])
        XCTAssertEqual(unmeasured.questions, reading.questions)
        XCTAssertEqual(unmeasured.problems, reading.problems)
    }

    func testLongExplanationsAndCategoriesAreLeftOut() {
        let explanation = String(repeating: "e", count: DeckFile.maximumExplanationLength + 1)
        let category = String(repeating: "c", count: DeckFile.maximumCategoryLength + 1)
        let reading = read(
            "statement,answer,explanation,category\nOne,true,\(explanation),\nTwo,true,,\(category)\n"
                + "Three,true,\(explanation.dropLast()),\(category.dropLast())\n")
        XCTAssertEqual(reading.questions.map(\.title), ["Three"])
        XCTAssertEqual(
            reading.problems,
            [
                DeckProblem(place: .line(2), kind: .explanationTooLong(limit: DeckFile.maximumExplanationLength)),
                DeckProblem(place: .line(3), kind: .categoryTooLong(limit: DeckFile.maximumCategoryLength)),
            ])
    }
}
