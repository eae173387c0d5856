import Foundation
import XCTest

@testable import QuizCore

/// Practice's boxes as a pure function of the history: answers in, boxes, due questions and
/// learnt counts out.
final class PracticeScheduleTests: XCTestCase {
    /// The answers of games played one after another: each game a list of (question, right).
    private func history(_ games: [[(String, Bool)]], deck: String? = nil) -> [AnswerRecord] {
        var records: [AnswerRecord] = []
        for (index, answers) in games.enumerated() {
            for (number, (question, right)) in answers.enumerated() {
                records.append(
                    AnswerRecord(
                        date: Date(timeIntervalSince1970: Double(index * 100 + number)), game: "g\(index)",
                        number: number + 1, of: answers.count, category: "General", difficulty: .easy,
                        statement: "Statement of \(question)", answer: right, truth: true, explanation: nil,
                        origin: deck == nil ? .bundled : .deck, filterCategory: nil, filterDifficulty: nil,
                        deck: deck, questionID: question))
            }
        }
        return records
    }

    func testAWrongAnswerGoesToBoxOneAndComesBackNextGame() {
        let schedule = PracticeSchedule(records: history([[("a", false), ("b", true)]]), pool: .bank)
        XCTAssertEqual(schedule.box(of: "a"), 1)
        XCTAssertNil(schedule.box(of: "b"), "never missed: not practised")
        XCTAssertEqual(schedule.due, ["a"])
        XCTAssertEqual(schedule.remaining, 1)
        XCTAssertEqual(schedule.learnt, 0)
    }

    func testBoxNComesBackAfterTwoToTheNMinusOneGames() {
        // Wrong in game 1 (box 1); right in game 2 (box 2): due again in game 4, not 3.
        var games: [[(String, Bool)]] = [[("a", false)], [("a", true)]]
        XCTAssertEqual(PracticeSchedule(records: history(games), pool: .bank).box(of: "a"), 2)
        XCTAssertEqual(PracticeSchedule(records: history(games), pool: .bank).due, [])
        games.append([("x", true)])
        XCTAssertEqual(PracticeSchedule(records: history(games), pool: .bank).due, ["a"], "game 4 is 2 after game 2")
        // Right in game 4 (box 3): due 4 games later, in game 8.
        games.append([("a", true)])
        for _ in 0..<3 {
            XCTAssertEqual(PracticeSchedule(records: history(games), pool: .bank).due, [])
            games.append([("x", true)])
        }
        let schedule = PracticeSchedule(records: history(games), pool: .bank)
        XCTAssertEqual(schedule.box(of: "a"), 3)
        XCTAssertEqual(schedule.games, 7)
        XCTAssertEqual(schedule.due, ["a"])
    }

    func testRightInTheLastBoxIsLearntAndWrongSendsItBackToBoxOne() {
        let climb: [[(String, Bool)]] = [[("a", false)], [("a", true)], [("a", true)], [("a", true)]]
        let inLastBox = PracticeSchedule(records: history(climb), pool: .bank)
        XCTAssertEqual(inLastBox.box(of: "a"), 4)
        let learnt = PracticeSchedule(records: history(climb + [[("a", true)]]), pool: .bank)
        XCTAssertNil(learnt.box(of: "a"))
        XCTAssertEqual(learnt.learnt, 1)
        XCTAssertEqual(learnt.remaining, 0)
        XCTAssertEqual(learnt.due, [], "a learnt question is not practised")
        let forgotten = PracticeSchedule(records: history(climb + [[("a", true)], [("a", false)]]), pool: .bank)
        XCTAssertEqual(forgotten.box(of: "a"), 1)
        XCTAssertEqual(forgotten.learnt, 0)
        XCTAssertEqual(forgotten.due, ["a"])
        let slipped = PracticeSchedule(records: history([[("a", false)], [("a", true)], [("a", false)]]), pool: .bank)
        XCTAssertEqual(slipped.box(of: "a"), 1, "wrong in box 2: back to box 1")
    }

    func testADecksBoxesMoveWithItsOwnGamesOnly() {
        let deck = history([[("d", false)]], deck: "week3")
        let bankGames = history([[("a", true)], [("b", true)], [("c", true)]])
        var records = deck
        for record in bankGames {
            var moved = record
            moved.game = "bank-" + record.game
            records.append(moved)
        }
        let schedule = PracticeSchedule(records: records, pool: .deck("week3"))
        XCTAssertEqual(schedule.games, 1)
        XCTAssertEqual(schedule.box(of: "d"), 1)
        XCTAssertEqual(PracticeSchedule(records: records, pool: .bank).cards, [:])
        XCTAssertEqual(PracticeSchedule(records: records, pool: .deck("week4")).games, 0)
    }

    func testDueQuestionsComeLowestBoxFirstThenLongestUnseen() {
        let games: [[(String, Bool)]] = [
            [("c", false), ("b", false)], [("c", true), ("a", false)], [("x", true)],
        ]
        // c: box 2 since game 2, due in game 4; a: box 1 since game 2; b: box 1 since game 1.
        XCTAssertEqual(PracticeSchedule(records: history(games), pool: .bank).due, ["b", "a", "c"])
    }

    func testAnOldLineWithoutAnIdIsKnownByItsStatement() {
        var records = history([[("a", false)]])
        records[0].questionID = nil
        XCTAssertEqual(PracticeSchedule(records: records, pool: .bank).due, ["Statement of a"])
    }

    /// Two questions over eight games: the box and whether it is due after each game, as the rules
    /// say (wrong: box 1, due next game; right: up a box, box n due 2^(n-1) games after it was
    /// answered; right in box 4: learnt; a question answered right when not due moves up too).
    func testTwoQuestionsThroughTheBoxesGameByGame() {
        let games: [[(String, Bool)]] = [
            [("a", false), ("b", false)],  // 1: a box 1, b box 1
            [("a", true), ("b", false)],  // 2: a box 2 (due game 4), b box 1
            [("b", true)],  // 3: b box 2 (due game 5)
            [("a", true)],  // 4: a box 3 (due game 8)
            [("b", true)],  // 5: b box 3 (due game 9)
            [("x", true)],  // 6
            [("a", true)],  // 7: a, not due, right anyway: box 4 (due game 15)
            [("b", false)],  // 8: b back to box 1
        ]
        let expected: [(a: Int?, b: Int?, due: [String])] = [
            (1, 1, ["a", "b"]), (2, 1, ["b"]), (2, 2, ["a"]), (3, 2, ["b"]), (3, 3, []), (3, 3, []), (4, 3, []),
            (4, 1, ["b"]),
        ]
        for count in 1...games.count {
            let schedule = PracticeSchedule(records: history(Array(games.prefix(count))), pool: .bank)
            let want = expected[count - 1]
            XCTAssertEqual(schedule.box(of: "a"), want.a, "a after game \(count)")
            XCTAssertEqual(schedule.box(of: "b"), want.b, "b after game \(count)")
            XCTAssertEqual(schedule.due, want.due, "due after game \(count)")
            XCTAssertEqual(schedule.games, count)
        }
        // a, right in box 4, is learnt; b is still to learn.
        let learnt = PracticeSchedule(records: history(games + [[("a", true)]]), pool: .bank)
        XCTAssertEqual([learnt.learnt, learnt.remaining], [1, 1])
    }

    func testAnswersAddedOneByOneGiveTheSameBoxes() {
        let records = history([[("a", false), ("b", false)], [("a", true)], [("b", true), ("c", false)]])
        var added = PracticeSchedule()
        for record in records { added.add(record) }
        XCTAssertEqual(added, PracticeSchedule(records: records, pool: .bank))
    }
}
