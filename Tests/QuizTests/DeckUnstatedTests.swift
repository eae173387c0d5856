import Foundation
import XCTest

@testable import QuizCore
@testable import QuizDecks
@testable import QuizStore

/// A deck whose file names no category or gives no difficulty: nothing is made up that the
/// filters choose or the stats count as real.
final class DeckUnstatedTests: XCTestCase {
    /// "week": two questions without a category or difficulty column.
    private let bare = DeckFile.read(
        data: Data("statement,answer\nSharks are fish,true\nBats are birds,false\n".utf8), name: "week")

    private func records(_ reading: DeckReading) -> [AnswerRecord] {
        reading.questions.enumerated().map { index, question in
            AnswerRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: "g", number: index + 1,
                of: reading.questions.count, question: question, answer: true)
        }
    }

    func testAFileWithoutTheColumnsStatesNeither() {
        XCTAssertEqual(bare.questions.count, 2)
        XCTAssertTrue(bare.questions.allSatisfy { $0.categoryUnstated && $0.difficultyUnstated })
        XCTAssertEqual(bare.countByDifficulty, [:], "no made-up medium for --check to count")
        XCTAssertEqual(bare.categories, [])
        // An empty cell is unstated too; a stated one is as before.
        let mixed = DeckFile.read(
            data: Data("statement,answer,category,difficulty\nA,true,Art,\nB,true,,hard\n".utf8), name: "mixed")
        XCTAssertEqual(mixed.questions.map(\.difficultyUnstated), [true, false])
        XCTAssertEqual(mixed.questions.map(\.categoryUnstated), [false, true])
        XCTAssertEqual(mixed.countByDifficulty, [.hard: 1])
        XCTAssertEqual(mixed.categories, ["Art"])
        let json = DeckFile.read(
            data: Data(
                #"{"response_code":0,"results":[{"type":"boolean","category":"Art","question":"Q","correct_answer":"True","incorrect_answers":["False"]}]}"#
                    .utf8), name: "j")
        XCTAssertEqual(json.questions.map(\.difficultyUnstated), [true])
    }

    func testFiltersNeverChooseWhatTheFileDoesNotSay() {
        let question = bare.questions[0]
        XCTAssertFalse(QuestionFilter(difficulty: .medium).matches(question))
        XCTAssertFalse(QuestionFilter(category: "week").matches(question))
        XCTAssertTrue(QuestionFilter.any.matches(question))
        let dealer = DeckDealer(name: "week", questions: bare.questions, filter: QuestionFilter(difficulty: .medium))
        XCTAssertEqual(dealer.questions, [])
    }

    func testTheStatsCountNothingMadeUp() {
        let stats = HistoryStats(records(bare))
        XCTAssertEqual(stats.overall, HistoryStats.Tally(answered: 2, right: 1))
        XCTAssertTrue(stats.byCategory.isEmpty, "\(stats.byCategory)")
        XCTAssertTrue(stats.byDifficulty.isEmpty, "\(stats.byDifficulty)")
        XCTAssertEqual(stats.byDeck["week"]?.answers, HistoryStats.Tally(answered: 2, right: 1))
    }

    func testTheHistoryLineSaysSoAndBothReadersReadIt() throws {
        let record = try XCTUnwrap(records(bare).first)
        XCTAssertNil(record.statedCategory)
        XCTAssertNil(record.statedDifficulty)
        let line = try AnswerHistory.line(for: record)
        let text = String(decoding: line, as: UTF8.self)
        XCTAssertTrue(text.contains(#""category_unstated":true"#), text)
        XCTAssertTrue(text.contains(#""difficulty_unstated":true"#), text)
        XCTAssertEqual(AnswerHistory.records(in: line), [record])
        XCTAssertEqual(line.dropLast().withUnsafeBytes { HistoryLineReader.record(in: $0) }, record)
        // A question that says both writes the line as before.
        var stated = bare.questions[0]
        stated.categoryUnstated = false
        stated.difficultyUnstated = false
        let plain = try AnswerHistory.line(
            for: AnswerRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: "g", number: 1, of: 1, question: stated,
                answer: true))
        XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("unstated"))
    }
}
