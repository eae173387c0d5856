import Foundation
import XCTest

@testable import QuizCore
@testable import QuizDecks
@testable import QuizStore

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

    /// A game of a `--questions` file as an earlier version dealt it: `deck` its base name,
    /// `deckFile` its path.
    private func fileGame(_ id: String, right: Int, of: Int, name: String, path: String) -> [AnswerRecord] {
        let questions = (1...of).map {
            var question = Question(
                title: "File fact \($0).", answer: true, category: "Chemistry", difficulty: .easy, origin: .deck,
                deck: name)
            question.deckFile = path
            return question
        }
        let dealt = DeckDealer(name: name, questions: questions).draw(of)
        return dealt.enumerated().map { index, question in
            AnswerRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: id, number: index + 1, of: of,
                question: question, answer: index < right)
        }
    }

    func testADeckIsKnownByItsNameWhereverItsFileLay() throws {
        // The tester's case: week.csv played with --questions (2 / 4) in lines that carry its
        // path (as they were written before), then the kept deck "week" (0 / 1): one deck.
        let records =
            fileGame("f1", right: 2, of: 4, name: "week", path: "/tmp/f21/week.csv")
            + game("k1", right: 0, of: 1, deck: "week")
        XCTAssertEqual(records[0].deck, "week", "the header and the review say its name")
        XCTAssertEqual(records[0].deckFile, "/tmp/f21/week.csv")
        let stats = HistoryStats(records)
        XCTAssertEqual(Array(stats.byDeck.keys), ["week"], "never a row for the path")
        XCTAssertEqual(stats.byDeck["week"]?.finished, 2)
        XCTAssertEqual(stats.byDeck["week"]?.best, HistoryStats.Score(right: 2, of: 4))
        XCTAssertEqual(stats.byDeck["week"]?.answers, HistoryStats.Tally(answered: 5, right: 2))
        // Game Over: a second game of the deck "week" (of another size: a kind of its own).
        XCTAssertEqual(GameOverSummary.of(game: "k1", in: records)?.isFirst, true)
        let again = records + fileGame("f2", right: 1, of: 4, name: "week", path: "/home/a/week.csv")
        XCTAssertEqual(GameOverSummary.of(game: "f2", in: again)?.isFirst, false, "the same deck, by its name")
        XCTAssertEqual(GameOverSummary.of(game: "f2", in: again)?.best, HistoryStats.Score(right: 2, of: 4))
    }

    func testAFilesPathIsOnItsLineAndBothReadersReadIt() throws {
        let record = try XCTUnwrap(fileGame("f", right: 1, of: 1, name: "week", path: "/tmp/week.csv").first)
        let line = try AnswerHistory.line(for: record)
        XCTAssertTrue(String(decoding: line, as: UTF8.self).contains(#""deck_file":"/tmp/week.csv""#))
        XCTAssertEqual(AnswerHistory.records(in: line), [record])
        let fast = line.dropLast().withUnsafeBytes { HistoryLineReader.record(in: $0) }
        XCTAssertEqual(fast, record)
        let kept = try AnswerHistory.line(for: try XCTUnwrap(game("k", right: 1, of: 1, deck: "week").first))
        XCTAssertFalse(String(decoding: kept, as: UTF8.self).contains("deck_file"), "a kept deck's line as before")
    }
}
