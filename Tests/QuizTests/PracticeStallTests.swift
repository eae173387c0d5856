import Foundation
import QuizCore
import TestSupport
import XCTest

/// When nothing is due, practice says how many more games of the pool bring the next question
/// back (a practice game with nothing due deals nothing, so it isn't a game and moves nothing).
final class PracticeStallTests: XCTestCase {
    private let questions = makeQuestions(3)

    private func schedule(_ games: [[(Int, Bool)]]) -> PracticeSchedule {
        var records: [AnswerRecord] = []
        for (number, answers) in games.enumerated() {
            records += PracticeModeTests.played(answers.map { (questions[$0.0], $0.1) }, game: "g\(number)")
        }
        return PracticeSchedule(records: records, pool: .bank)
    }

    func testGamesUntilDueCountsTheGamesOfThePoolBeforeTheNextQuestionComesBack() {
        XCTAssertNil(PracticeSchedule().gamesUntilDue, "nothing to learn")
        // Wrong in game 1: box 1, due in game 2, the next.
        XCTAssertEqual(schedule([[(0, false)]]).gamesUntilDue, 0)
        // Then right in game 2: box 2, due 2 games after game 2 (game 4); game 3 comes first.
        XCTAssertEqual(schedule([[(0, false)], [(0, true)]]).gamesUntilDue, 1)
        // Right again in game 3: box 3, due in game 7; games 4, 5 and 6 come first.
        XCTAssertEqual(schedule([[(0, false)], [(0, true)], [(0, true)]]).gamesUntilDue, 3)
        // A game of the pool without the question brings it one game closer.
        XCTAssertEqual(schedule([[(0, false)], [(0, true)], [(0, true)], [(1, true)]]).gamesUntilDue, 2)
        // The soonest of two: the one in box 2.
        XCTAssertEqual(schedule([[(0, false), (1, false)], [(0, true), (1, true)], [(0, true)]]).gamesUntilDue, 0)
        // Learnt: nothing to go.
        let learnt = schedule([[(0, false)], [(0, true)], [(0, true)], [(0, true)], [(0, true)]])
        XCTAssertEqual(learnt.learnt, 1)
        XCTAssertNil(learnt.gamesUntilDue)
    }

    /// Three questions all right in practice: nothing is due, and the failed start says after how
    /// many games of the pool the first comes back; a practice game with nothing due doesn't
    /// count, so a second one says the same.
    @MainActor
    func testNothingDueSaysWhenTheNextComesBack() async {
        var records = PracticeModeTests.played(questions.map { ($0, false) }, game: "g1")
        records += PracticeModeTests.played(questions.map { ($0, true) }, game: "p1", mode: .practice)
        let history = PlayerHistory(store: nil)
        for record in records { history.add(record) }
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 3)
        let mode = PracticeMode(pool: .bank, questions: questions, amount: 10, normal: normal)
        let session = ModeSession(game: Game(deck: mode.deck, history: history), home: mode)
        for _ in 0..<2 {
            await session.play(mode).value
            await waitUntil("nothing due") { session.game.state != .loading }
            XCTAssertEqual(session.game.state, .failed(.nothingToPractise(learnt: 0, remaining: 3, backIn: 1)))
        }
    }
}
