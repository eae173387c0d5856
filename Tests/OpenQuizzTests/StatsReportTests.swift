import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import XCTest

@testable import openquizz

final class StatsReportTests: XCTestCase {
    private func records() -> [AnswerRecord] {
        var records: [AnswerRecord] = []
        for (game, rights) in [("a", [true, true, false]), ("b", [true, true, true])] {
            for (index, right) in rights.enumerated() {
                let category = index == 2 ? "Science: Computers" : "Mythology"
                let question = Question(
                    title: "Q\(index)", answer: true, category: category, difficulty: index == 0 ? .easy : .hard)
                records.append(
                    AnswerRecord(
                        date: Date(timeIntervalSince1970: 0), game: game, number: index + 1, of: 3, question: question,
                        answer: right))
            }
        }
        return records
    }

    func testTheTextReportHasTheFiguresAndABarPerCategory() {
        XCTAssertEqual(
            StatsReport(stats: HistoryStats(records())).text(),
            [
                "OpenQuizz stats",
                "",
                "Games played              2",
                "Questions answered        6",
                "Accuracy                  83% (5 right)",
                "Best score                3 / 3",
                "Streak at 7/10 or better  1 now, 1 at best",
                "",
                "By category",
                "  Mythology           ██████████  100%  (4 of 4)",
                "  Science: Computers  █████░░░░░   50%  (1 of 2)",
                "",
                "By difficulty",
                "  easy                ██████████  100%  (2 of 2)",
                "  hard                ████████░░   75%  (3 of 4)",
            ])
        XCTAssertTrue(
            StatsReport(stats: HistoryStats(records()), ascii: true).text().contains(
                "  Science: Computers  #####.....   50%  (1 of 2)"))
        XCTAssertEqual(
            StatsReport(stats: HistoryStats([])).text(),
            ["OpenQuizz stats", "", "No answers yet: play a game (openquizz), and --stats will count its answers."])
    }

    func testShortCategoryNamesNeverCutTheDifficulties() {
        let question = Question(title: "Q", answer: true, category: "A", difficulty: .medium)
        let record = AnswerRecord(
            date: Date(timeIntervalSince1970: 0), game: "g", number: 1, of: 1, question: question, answer: true)
        let lines = StatsReport(stats: HistoryStats([record]), ascii: true).text()
        XCTAssertTrue(lines.contains("  A       ##########  100%  (1 of 1)"), "\(lines)")
        XCTAssertTrue(lines.contains("  medium  ##########  100%  (1 of 1)"), "\(lines)")
    }

    /// An empty history: every empty object and array is written `{}` or `[]`, never over three
    /// lines with a blank one between.
    func testAnEmptyObjectIsWrittenAsTwoBraces() throws {
        let text = try StatsReport(stats: HistoryStats([])).json()
        XCTAssertFalse(text.contains("\n\n"), text)
        XCTAssertTrue(text.contains("\"by_category\" : {},"), text)
        XCTAssertTrue(text.contains("\"games_by_kind\" : [],"), text)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(text.utf8)))
        // A string's braces and brackets are left as they are.
        XCTAssertEqual(
            StatsReport.closingEmpty("{\n  \"a\" : \"{\\n\\n}\",\n  \"b\" : [\n\n  ],\n  \"c\" : {\n\n  }\n}"),
            "{\n  \"a\" : \"{\\n\\n}\",\n  \"b\" : [],\n  \"c\" : {}\n}")
    }

    func testTheJSONReportIsForScripts() throws {
        let text = try StatsReport(stats: HistoryStats(records())).json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["games_played"] as? Int, 2)
        XCTAssertEqual(object["questions_answered"] as? Int, 6)
        XCTAssertEqual(object["accuracy"] as? Int, 83)
        XCTAssertEqual((object["best"] as? [String: Int]) ?? [:], ["right": 3, "of": 3])
        XCTAssertEqual(object["current_streak"] as? Int, 1)
        let categories = try XCTUnwrap(object["by_category"] as? [String: [String: Int]])
        XCTAssertEqual(categories["Science: Computers"], ["answered": 2, "right": 1, "accuracy": 50])
        let difficulties = try XCTUnwrap(object["by_difficulty"] as? [String: [String: Int]])
        XCTAssertEqual(difficulties["hard"]?["right"], 3)
    }

    /// The tester's list at 40x12 (36 columns): "55 % (6 of 1…" was cut, and two labels were
    /// shortened two ways ("Science & N…", "Mathematics").
    func testAtThirtySixColumnsNumbersAreWholeAndEveryLabelFollowsOneRule() {
        var records: [AnswerRecord] = []
        for (category, difficulty, rights, count) in [
            ("Science & Nature", Difficulty.medium, 6, 11), ("Science: Mathematics", .hard, 9, 12),
        ] {
            for index in 0..<count {
                let question = Question(title: "Q", answer: true, category: category, difficulty: difficulty)
                records.append(
                    AnswerRecord(
                        date: Date(timeIntervalSince1970: 0), game: category, number: index + 1, of: count,
                        question: question, answer: index < rights))
            }
        }
        let report = StatsReport(stats: HistoryStats(records), columns: 36)
        XCTAssertEqual(
            Array(report.text().dropFirst(8)),
            [
                "By category",
                "  Science & Nature",
                "    ███░░  55%  (6 of 11)",
                "  Science: Mathematics",
                "    ████░  75%  (9 of 12)",
                "",
                "By difficulty",
                "  medium ███░░  55%  (6 of 11)",
                "  hard   ████░  75%  (9 of 12)",
            ])
        for line in report.text() { XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: line), 36, line) }
        // Short labels stay beside their bars, all of them.
        let short = records.map { record in
            var record = record
            record.category = record.category == "Science & Nature" ? "Nature" : "Maths"
            return record
        }
        XCTAssertEqual(
            Array(StatsReport(stats: HistoryStats(short), columns: 36).text().dropFirst(9).prefix(2)),
            ["  Maths  ████░  75%  (9 of 12)", "  Nature ███░░  55%  (6 of 11)"])
    }

    /// A game counts as played once it is finished; the others are said apart ("2 (1 to the end)"
    /// read as two games played).
    func testOnlyFinishedGamesArePlayedAndTheUnfinishedAreSaidApart() throws {
        var records = records()
        let question = Question(title: "Q", answer: true, category: "Mythology", difficulty: .easy)
        records.append(
            AnswerRecord(
                date: Date(timeIntervalSince1970: 0), game: "left", number: 1, of: 10, question: question,
                answer: true))
        let stats = HistoryStats(records)
        XCTAssertEqual(StatsReport(stats: stats).text()[2], "Games played              2 (and 1 unfinished)")
        XCTAssertEqual(StatsReport(stats: stats, columns: 36).text()[2], "Games played  2 (and 1 unfinished)")
        // Too wide still: the value wraps under its column.
        XCTAssertEqual(
            Array(StatsReport(stats: stats, columns: 30).text()[2...3]),
            ["Games played  2 (+1", "              unfinished)"])
        XCTAssertEqual(StatsReport(stats: HistoryStats(self.records())).text()[2], "Games played              2")
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(StatsReport(stats: stats).json().utf8)) as? [String: Any])
        XCTAssertEqual(json["games_played"] as? Int, 3, "JSON keeps its keys and values: games started")
        XCTAssertEqual(json["games_finished"] as? Int, 2)
    }

    private func answer(
        _ game: String, category: String, of: Int = 1, number: Int = 1, origin: QuestionOrigin = .bundled
    )
        -> AnswerRecord
    {
        let question = Question(title: "Q", answer: true, category: category, difficulty: .easy, origin: origin)
        return AnswerRecord(
            date: Date(timeIntervalSince1970: 0), game: game, number: number, of: of, question: question, answer: true)
    }

    func testTheJSONIsEscapedNeverTransliteratedAndItsKeysAreTheFilesInTheASCIIPath() throws {
        let names = [
            "\u{201C}Quoted\u{201D}", "\u{AB}Guillemets\u{BB}", "Caf\u{E9} \u{1F3B2}", "Tab\there", "Bidi\u{202E}x",
        ]
        let stats = HistoryStats(names.enumerated().map { answer("g\($0.offset)", category: $0.element) })
        for asciiOnly in [true, false] {
            let text = try StatsReport(stats: stats, ascii: asciiOnly).json(asciiOnly: asciiOnly)
            if asciiOnly { XCTAssertTrue(text.utf8.allSatisfy { $0 < 0x80 }, text) }
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x202E }, "no bidi control reaches a terminal")
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "valid JSON: \(text)")
            let categories = try XCTUnwrap(object["by_category"] as? [String: Any])
            XCTAssertEqual(Set(categories.keys), Set(names), "the names as the file holds them")
        }
    }

    func testCategoryNamesWithNewlinesAndControlsKeepOneLineAndTheBarsInLine() {
        let stats = HistoryStats([
            answer("a", category: "Two\nlines"), answer("b", category: "Esc\u{1B}[31mred"),
            answer("c", category: "Plain"),
        ])
        let lines = StatsReport(stats: stats, ascii: true).text()
        let categories = lines.drop { $0 != "By category" }.dropFirst().prefix { !$0.isEmpty }
        XCTAssertEqual(categories.count, 3, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("\n") || $0.contains("\u{1B}") }, "\(lines)")
        let barColumns = Set(categories.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "#")!) })
        XCTAssertEqual(barColumns.count, 1, "every bar starts in the same column: \(categories)")
    }

    func testTheBestIsTheLastKindsAndSaysWhichWhenThereAreOthers() {
        let short = (1...3).map { answer("short", category: "C", of: 3, number: $0) }
        let long = (1...10).map { answer("long", category: "C", of: 10, number: $0, origin: .openTriviaDB) }
        let lines = StatsReport(stats: HistoryStats(short + long)).text()
        XCTAssertTrue(lines.contains("Best score                10 / 10 (Open Trivia DB)"), "\(lines)")
        XCTAssertEqual(
            StatsReport(stats: HistoryStats()).describe(
                .init(questions: 10, source: .mixed, category: "Art", difficulty: .hard)),
            "mixed sources, Art, hard")
    }

    func testHundredsOfThousandsOfCategoriesMakeASmallReport() throws {
        var stats = HistoryStats()
        for number in 0..<20_000 { stats.add(answer("g\(number)", category: "Category \(number)")) }
        let lines = StatsReport(stats: stats).text()
        XCTAssertLessThanOrEqual(lines.count, 20 + StatsReport.categoriesShown)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  Other categories") }, "\(lines)")
        let json = try StatsReport(stats: stats).json()
        XCTAssertLessThan(json.utf8.count, 20_000, "bounded, whatever the file holds")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual((object["by_category"] as? [String: Any])?.count, StatsReport.categoriesShown)
        XCTAssertEqual(
            (object["other_categories"] as? [String: Int])?["answered"], 20_000 - StatsReport.categoriesShown)
    }

    /// One grouping rule for every number the player reads: the stats say "1,234" as the history
    /// search says "200,851" (it used to print "1234").
    func testLargeCountsAreGroupedInThousandsAsTheSearchGroupsThem() throws {
        var stats = HistoryStats()
        for number in 0..<1_234 {
            stats.add(answer("g\(number / 2)", category: "Mythology", of: 2, number: number % 2 + 1))
        }
        let lines = StatsReport(stats: stats).text()
        XCTAssertTrue(lines.contains("Games played              617"), "\(lines)")
        XCTAssertTrue(lines.contains("Questions answered        1,234"), "\(lines)")
        XCTAssertTrue(lines.contains("Accuracy                  100% (1,234 right)"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasSuffix("100%  (1,234 of 1,234)") }, "\(lines)")
        XCTAssertEqual(PlayerText().panel.historyPosition(selected: 200_850, count: 200_851), "200,851 of 200,851")
        XCTAssertEqual(PlayerText().plain.score(score: 1_500, of: nil, combo: 1_200), " Score 1,500, combo 1,200.")
        XCTAssertEqual(
            PlayerText().plain.question(number: 2_000, of: nil, statement: "7 is a prime number."),
            "Question 2,000. 7 is a prime number. True or false? [t/f]")
        let json = try JSONSerialization.jsonObject(with: Data(StatsReport(stats: stats).json().utf8))
        XCTAssertEqual(
            (json as? [String: Any])?["questions_answered"] as? Int, 1_234, "JSON keeps numbers, for scripts")
    }

    func testAHistoryThatCantBeReadIsSaidWithItsReason() {
        XCTAssertEqual(
            StatsText(words: .english).unreadable(
                StorageProblem(path: "/s/history.jsonl", kind: .system(errno: EACCES))),
            "can't read your history, /s/history.jsonl: Permission denied")
    }
}
