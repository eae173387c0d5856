import Foundation
import QuizCore
import TestSupport
import XCTest

/// The duel's rules, below the terminal: who answered, when the answers show, the points.
final class DuelTests: XCTestCase {
    private let center = NotificationCenter()

    /// A duel of `questions` (statement 1 true, 2 false, ...), its first question shown.
    @MainActor
    private func duel(questions: Int = 3) async throws -> (DuelMode, ModeSession) {
        let deck = SourcedDeck(
            manager: QuestionManager(sources: [FixedSource(.success(makeBatch(questions)))]), amount: questions)
        let game = Game(deck: deck, notificationCenter: center)
        let mode = DuelMode(trivia: deck)
        let session = ModeSession(game: game, home: mode)
        try await ended(session.newGame(), "the duel")
        return (mode, session)
    }

    func testBothRightTheFirstScoresTwoTheSecondOne() {
        let round = DuelRound([
            DuelAnswer(player: .two, choice: true, isRight: true, at: 1),
            DuelAnswer(player: .one, choice: true, isRight: true, at: 2),
        ])
        XCTAssertEqual(round.points(for: .two), 2, "the faster right answer scores 1 more")
        XCTAssertEqual(round.points(for: .one), 1)
        XCTAssertTrue(round.isClosed(at: 2), "both answered: shown at once")
    }

    func testALoneRightAnswerScoresOneWhoeverWasFirst() {
        let round = DuelRound([
            DuelAnswer(player: .one, choice: false, isRight: false, at: 1),
            DuelAnswer(player: .two, choice: true, isRight: true, at: 3),
        ])
        XCTAssertEqual(round.points(for: .one), 0)
        XCTAssertEqual(round.points(for: .two), 1)
    }

    func testAnAnswerStaysHiddenUntilTheOtherOrFiveSecondsAfter() {
        var round = DuelRound()
        XCTAssertFalse(round.isClosed(at: 100), "no answer: nothing closes it")
        round.add(DuelAnswer(player: .one, choice: true, isRight: true, at: 10))
        round.add(DuelAnswer(player: .one, choice: false, isRight: false, at: 11))
        XCTAssertEqual(round.answers.count, 1, "a player answers once")
        XCTAssertFalse(round.isClosed(at: 14.99))
        XCTAssertTrue(round.isClosed(at: 15))
        XCTAssertEqual(round.points(for: .one), 1, "right alone, with no second answer")
        XCTAssertEqual(round.points(for: .two), 0)
    }

    func testEqualPointsAreADraw() {
        XCTAssertNil(DuelPoints(one: 3, two: 3).winner)
        XCTAssertEqual(DuelPoints(one: 4, two: 3).winner, .one)
        XCTAssertEqual(DuelPoints(one: 0, two: 1).winner, .two)
    }

    /// Both orders of answering, the timeout on the injected clock, and a draw, over a game.
    @MainActor
    func testAMatchInBothOrdersWithATimeoutEndsInADraw() async throws {
        let clock = ManualClock(seconds: 100)
        let (mode, session) = try await duel()
        let game = session.game
        let match = mode.match
        // Question 1 (true): player one first, both right.
        XCTAssertTrue(match.answer(.one, true, in: game, at: clock.seconds))
        XCTAssertFalse(match.answer(.one, false, in: game, at: clock.seconds), "once each")
        XCTAssertEqual(game.currentIndex, 0, "hidden until the other answers")
        clock.advance(by: 1.0)
        XCTAssertTrue(match.answer(.two, true, in: game, at: clock.seconds))
        XCTAssertEqual(game.currentIndex, 1)
        XCTAssertEqual(match.points, DuelPoints(one: 2, two: 1))
        // Question 2 (false): player two first, both right.
        XCTAssertTrue(match.answer(.two, false, in: game, at: clock.seconds))
        XCTAssertTrue(match.answer(.one, false, in: game, at: clock.seconds))
        XCTAssertEqual(match.points, DuelPoints(one: 3, two: 3))
        // Question 3 (true): player one wrong alone; five seconds pass on the clock.
        XCTAssertTrue(match.answer(.one, false, in: game, at: clock.seconds))
        clock.advance(by: 4.9)
        XCTAssertFalse(match.settle(game, at: clock.seconds))
        XCTAssertEqual(game.state, .ongoing)
        clock.advance(by: 0.1)
        XCTAssertTrue(match.settle(game, at: clock.seconds))
        XCTAssertEqual(game.state, .over)
        XCTAssertEqual(match.points, DuelPoints(one: 3, two: 3))
        XCTAssertNil(match.points.winner, "a draw")
        XCTAssertEqual(match.last?.answers.map(\.player), [.one])
        // Kept as a duel's, with each player, and kept apart from the single player's stats.
        XCTAssertEqual(game.answers.map(\.player), [1, 2, 2, 1, 1])
        XCTAssertEqual(Set(game.answers.map(\.mode)), [.duel])
        let stats = HistoryStats(game.answers)
        XCTAssertEqual(stats.overall.answered, 0)
        XCTAssertEqual(stats.gamesFinished, 0)
        XCTAssertNil(stats.best)
        XCTAssertEqual(stats.duels.played, 1)
        XCTAssertEqual(stats.duels.finished, [DuelPoints(one: 3, two: 3)])
        XCTAssertEqual(stats.duels.draws, 1)
        // A new duel starts from nothing.
        try await ended(session.newGame(), "the next duel")
        XCTAssertEqual(match.points, DuelPoints())
        XCTAssertNil(match.last)
    }

    /// Today's challenge waits in trivia's header, not in a duel's: there D is player one's "true".
    @MainActor
    func testADuelOffersNoDailyChallengeWhileItPlays() {
        let deck = SourcedDeck(
            manager: QuestionManager(sources: [FixedSource(.success(makeBatch(3)))]), amount: 3)
        // 2 December 2026, noon UTC: challenge #32.
        let game = Game(
            deck: deck, notificationCenter: center, wallClock: { Date(timeIntervalSince1970: 1_796_212_800) })
        let schedule = DailySchedule(bank: makeQuestions(40))
        let trivia = ModeSession(game: game, home: TriviaMode(deck: deck), dailySchedule: schedule)
        XCTAssertEqual(trivia.dailyWaiting, 32)
        let duel = ModeSession(game: game, home: DuelMode(trivia: deck), dailySchedule: schedule)
        XCTAssertNil(duel.dailyWaiting)
    }
}
