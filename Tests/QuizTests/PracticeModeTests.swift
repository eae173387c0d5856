import Foundation
import TestSupport
import XCTest

@testable import QuizCore

/// Practice as a mode: its games from the history's boxes, its answers labelled, the stats kept
/// pool by pool as answers come in, and N after nothing to practise.
final class PracticeModeTests: XCTestCase {
    private let center = NotificationCenter()

    /// The answers of one game: each question answered right or wrong, in order.
    static func played(_ answers: [(Question, Bool)], game: String, mode: PlayedMode? = nil) -> [AnswerRecord] {
        answers.enumerated().map { index, pair in
            var record = AnswerRecord(
                date: Date(timeIntervalSince1970: 1_000), game: game, number: index + 1, of: answers.count,
                question: pair.0, answer: pair.1 ? pair.0.answer : !pair.0.answer)
            record.mode = mode
            return record
        }
    }

    @MainActor
    private func session(history records: [AnswerRecord], questions: [Question], amount: Int = 10) -> ModeSession {
        let history = PlayerHistory(store: nil, notificationCenter: center)
        for record in records { history.add(record) }
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 2)
        let mode = PracticeMode(pool: .bank, questions: questions, amount: amount, normal: normal)
        let game = Game(deck: mode.deck, notificationCenter: center, history: history)
        return ModeSession(game: game, home: mode)
    }

    @MainActor
    func testAPracticeGameDealsTheDueQuestionsAndLabelsItsAnswers() async throws {
        let questions = makeQuestions(5)
        let before = Self.played(
            [(questions[0], false), (questions[1], true), (questions[2], false), (questions[3], false)], game: "g1")
        let session = session(history: before, questions: questions, amount: 2)
        try await ended(session.newGame(), "the practice game")
        let game = session.game
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.questionCount, 2, "at most the amount asked for")
        XCTAssertTrue(Set(game.questions.map(\.id)).isSubset(of: [questions[0].id, questions[2].id, questions[3].id]))
        game.answerCurrentQuestion(with: game.currentQuestion!.answer)
        game.answerCurrentQuestion(with: !game.currentQuestion!.answer)
        XCTAssertEqual(game.answers.map(\.mode), [.practice, .practice])
        XCTAssertEqual(game.state, .over)
        let schedule = game.history.stats.practice.schedule(.bank)
        XCTAssertEqual(schedule.games, 2)
        XCTAssertEqual(schedule.box(of: game.questions[0].id), 2, "right: up a box")
        XCTAssertEqual(schedule.box(of: game.questions[1].id), 1, "wrong: box 1")
        XCTAssertEqual(game.history.stats.practice.practised, [.bank])
        // The game before is a kind of game, with its best; a practice game, as long as what was due, is none.
        XCTAssertEqual(game.history.stats.byKind.values.map(\.finished), [1])
        XCTAssertEqual(game.history.stats.latestKind?.questions, 4)
    }

    /// A deck edited since: a question it no longer holds can never come back, so it counts
    /// neither as learnt nor as to go.
    func testAQuestionGoneFromThePoolIsNoLongerToGo() {
        let questions = makeQuestions(4)
        let records = Self.played([(questions[0], false), (questions[1], false)], game: "g1")
        let edited = [questions[0], questions[2], questions[3]]
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: edited, seed: 1)]), amount: 2)
        let mode = PracticeMode(pool: .bank, questions: edited, amount: 10, normal: normal)
        let deck = mode.practiceDeck(records: records)
        XCTAssertEqual(deck.questions.map(\.id), [questions[0].id])
        XCTAssertEqual(deck.schedule.remaining, 1, "the question gone is not to go")
        let full = PracticeSchedule(records: records, pool: .bank)
        XCTAssertEqual(full.remaining, 2)
        XCTAssertEqual(mode.current(full).remaining, 1)
        XCTAssertEqual(mode.current(full).box(of: questions[0].id), 1)
    }

    @MainActor
    func testNothingDueSaysSoAndNPlaysANormalGameThenPracticeAgain() async throws {
        let questions = makeQuestions(4)
        let session = session(history: Self.played([(questions[0], true)], game: "g1"), questions: questions)
        try await ended(session.newGame(), "the practice game")
        XCTAssertEqual(session.game.state, .failed(.nothingToPractise(learnt: 0, remaining: 0)))
        guard case .begin(let normal, nil) = session.request(.newGame(byDrag: false)) else {
            return XCTFail("N begins a game")
        }
        XCTAssertEqual(normal.name, .trivia, "a normal game")
        try await ended(session.play(normal), "the normal game")
        XCTAssertEqual(session.game.questionCount, 2)
        while let question = session.game.currentQuestion { session.game.answerCurrentQuestion(with: !question.answer) }
        XCTAssertEqual(session.game.answers.map(\.mode), [nil, nil], "a normal game's answers")
        guard case .begin(let next, nil) = session.request(.newGame(byDrag: false)) else {
            return XCTFail("N begins a game")
        }
        XCTAssertEqual(next.name, .practice, "after a normal game, N is practice again")
        try await ended(session.play(next), "the practice game")
        let missed = session.game.history.records.suffix(2).compactMap(\.questionID)
        XCTAssertEqual(Set(session.game.questions.map(\.id)), Set(missed), "the normal game's mistakes come back")
    }

    func testOnlyNothingToPractiseOffersANormalGame() {
        let normal = PracticeDeck(questions: [], schedule: PracticeSchedule(), amount: 1)
        let mode = PracticeMode(pool: .bank, questions: [], amount: 3, normal: normal)
        XCTAssertNil(mode.instead(after: .noQuestions))
        XCTAssertEqual(mode.instead(after: .nothingToPractise(learnt: 1, remaining: 0))?.name, .trivia)
    }

    func testTheStatsKeepEachPoolsBoxesAsAnswersComeIn() {
        let bank = makeQuestions(3)
        let deck = makeQuestions(2, origin: .deck).map { question in
            var question = question
            question.deck = "week3"
            return question
        }
        var records = Self.played([(bank[0], false), (bank[1], false)], game: "g1")
        records += Self.played([(deck[0], false), (deck[1], true)], game: "d1", mode: .practice)
        records += Self.played([(bank[0], true), (bank[1], false)], game: "g2")
        var duel = Self.played([(bank[2], false)], game: "duel")
        duel[0].player = 2
        records += duel
        let stats = HistoryStats(records)
        XCTAssertEqual(stats.practice.schedule(.bank), PracticeSchedule(records: records, pool: .bank))
        XCTAssertEqual(stats.practice.schedule(.bank).box(of: bank[0].id), 2)
        XCTAssertEqual(stats.practice.schedule(.bank).box(of: bank[1].id), 1)
        XCTAssertNil(stats.practice.schedule(.bank).box(of: bank[2].id), "a duel's answer moves no box")
        XCTAssertEqual(stats.practice.schedule(.deck("week3")).remaining, 1)
        XCTAssertEqual(stats.practice.practised, [.deck("week3")], "only the pools practice was played on")
        XCTAssertEqual(stats.practice.schedule(.deck("week4")), PracticeSchedule())
        // The deck's practice game counts as one of its games, with no best (as long as what was due).
        XCTAssertEqual(stats.byDeck["week3"]?.finished, 1)
        XCTAssertNil(stats.byDeck["week3"]?.best)
    }
}
