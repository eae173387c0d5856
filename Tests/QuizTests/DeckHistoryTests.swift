import Foundation
import XCTest

@testable import Quiz

/// The history knows decks: each answer names its deck, old lines still read, and bests, streaks
/// and tallies are kept per deck.
final class DeckHistoryTests: XCTestCase {
    /// A game of `of` answers, the first `right` of them right, from `deck` (nil: the bank).
    private func game(
        _ id: String, right: Int, of: Int, deck: String?, filter: QuestionFilter = .any
    ) -> [AnswerRecord] {
        (1...of).map { number in
            let question = Question(
                title: "Statement \(number) of \(id).", answer: true, category: "Chemistry", difficulty: .easy,
                origin: deck == nil ? .bundled : .deck, deck: deck)
            return AnswerRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: id, number: number, of: of,
                question: question, answer: number <= right, filter: filter)
        }
    }

    func testAnAnswerNamesItsDeckOnItsLineAndBothReadersReadIt() throws {
        let record = try XCTUnwrap(game("g", right: 1, of: 1, deck: "week 3").first)
        XCTAssertEqual(record.deck, "week 3")
        let line = try AnswerHistory.line(for: record)
        XCTAssertTrue(String(decoding: line, as: UTF8.self).contains(#""deck":"week 3""#))
        XCTAssertEqual(AnswerHistory.records(in: line), [record])
        let fast = line.dropLast().withUnsafeBytes { HistoryLineReader.record(in: $0) }
        XCTAssertEqual(fast?.deck, "week 3")
        let plain = try AnswerHistory.line(for: try XCTUnwrap(game("b", right: 1, of: 1, deck: nil).first))
        XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("deck"), "no deck, no key: lines as before")
    }

    func testALineWrittenBeforeDecksStillReads() throws {
        let old = Data(
            (#"{"answer":true,"category":"Art","difficulty":"easy","game":"g","n":1,"of":1,"origin":"bundled","#
                + #""statement":"A fact.","t":1800000000,"truth":true}"# + "\n").utf8)
        let records = try XCTUnwrap(AnswerHistory.records(in: old))
        XCTAssertEqual(records.count, 1)
        XCTAssertNil(records[0].deck)
    }

    func testBestAndStreakAreKeptPerDeck() {
        let records =
            game("a1", right: 9, of: 10, deck: "atoms") + game("p1", right: 4, of: 10, deck: "periodic")
            + game("a2", right: 8, of: 10, deck: "atoms") + game("bank", right: 10, of: 10, deck: nil)
        let periodic = GameOverSummary.of(game: "p1", in: records)
        XCTAssertEqual(periodic?.isFirst, true, "atoms' 9 / 10 is another deck's")
        let atoms = GameOverSummary.of(game: "a2", in: records)
        XCTAssertEqual(atoms?.best, HistoryStats.Score(right: 9, of: 10))
        XCTAssertEqual(atoms?.streak, 2)
        XCTAssertEqual(GameOverSummary.of(game: "bank", in: records)?.isFirst, true)
        let stats = HistoryStats(records)
        XCTAssertEqual(
            stats.byKind[.init(questions: 10, source: .deck, category: nil, difficulty: nil, deck: "atoms")]?.finished,
            2)
    }

    func testEachDeckCountsItsAnswersGamesAndBestWhateverTheGamesSize() {
        let records =
            game("a1", right: 3, of: 3, deck: "atoms") + game("a2", right: 7, of: 10, deck: "atoms")
            + Array(game("a3", right: 2, of: 5, deck: "atoms").prefix(2))
            + game("p1", right: 1, of: 2, deck: "periodic")
        let stats = HistoryStats(records)
        XCTAssertEqual(stats.byDeck["atoms"]?.finished, 2, "the unfinished game is no game played")
        XCTAssertEqual(stats.byDeck["atoms"]?.answers, HistoryStats.Tally(answered: 15, right: 12))
        XCTAssertEqual(stats.byDeck["atoms"]?.best, HistoryStats.Score(right: 3, of: 3))
        XCTAssertEqual(stats.byDeck["periodic"]?.best, HistoryStats.Score(right: 1, of: 2))
        XCTAssertEqual(stats.byDeck.count, 2)
    }

    func testAGameFromTwoDecksIsNoDecksGame() {
        var records = game("mix", right: 2, of: 2, deck: "atoms")
        records[1].deck = "periodic"
        let stats = HistoryStats(records)
        XCTAssertNil(stats.latestKind?.deck)
        XCTAssertNil(stats.byDeck["atoms"]?.best)
        XCTAssertEqual(stats.byDeck["atoms"]?.finished, 0)
    }
}
