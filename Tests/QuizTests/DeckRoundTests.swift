import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizDecks

/// A deck as a question source (dealt for this run only, as `--questions` plays a file): filters, the game's amount, no repeat within a run, the seed.
final class DeckRoundTests: XCTestCase {
    /// `count` questions, alternating easy and hard, in two categories.
    private func deck(_ count: Int) -> [Question] {
        (0..<count).map { number in
            Question(
                title: "Statement \(number)", answer: number % 2 == 0, category: number < count / 2 ? "Maths" : "Art",
                difficulty: number % 2 == 0 ? .easy : .hard, origin: .deck, deck: "week")
        }
    }

    /// Deals a game and shows it, as `Game` does.
    private func play(_ source: DeckDealer, amount: Int) throws -> [Question] {
        let batch = try source.gameAtHand(amount: amount)
        source.played(batch.questions)
        return batch.questions
    }

    func testNoQuestionRepeatsUntilTheDeckIsPlayedThrough() throws {
        let source = DeckDealer(name: "week", questions: deck(25), seed: 7)
        var seen: [String] = []
        for _ in 0..<2 { seen += try play(source, amount: 10).map(\.id) }
        XCTAssertEqual(Set(seen).count, 20)
        // The third game takes the 5 left, then 5 from the next round, never twice the same.
        let third = try play(source, amount: 10).map(\.id)
        XCTAssertEqual(Set(third).count, 10)
        XCTAssertEqual(Set(seen + third).count, 25)
        let leftOver = Set(deck(25).map(\.id)).subtracting(seen)
        XCTAssertEqual(Set(third.prefix(5)), leftOver)
        // The next round goes on without repeating the 5 it has already played.
        let fourth = try play(source, amount: 10).map(\.id)
        XCTAssertTrue(Set(fourth).isDisjoint(with: third.suffix(5)))
        XCTAssertEqual(Set(fourth).count, 10)
    }

    func testFiltersAndTheAmountHold() throws {
        let source = DeckDealer(
            name: "week", questions: deck(40), filter: QuestionFilter(category: "maths", difficulty: .hard), seed: 1)
        XCTAssertEqual(source.questions.count, 10)
        let game = try play(source, amount: 4)
        XCTAssertEqual(game.count, 4)
        XCTAssertTrue(game.allSatisfy { $0.category == "Maths" && $0.difficulty == .hard })
        // Fewer than a game: all of them.
        XCTAssertEqual(try play(source, amount: 50).count, 10)
    }

    func testAFilterNothingMatchesGivesNoQuestions() {
        let source = DeckDealer(name: "week", questions: deck(4), filter: QuestionFilter(category: "History"))
        XCTAssertThrowsError(try source.gameAtHand(amount: 10)) { error in
            XCTAssertEqual(error as? QuestionSourceError, .noQuestions)
        }
    }

    func testTheSameSeedDealsTheSameGamesAndAnotherDoesNot() throws {
        func games(seed: UInt64) throws -> [[String]] {
            let source = DeckDealer(name: "week", questions: deck(30), seed: seed)
            return try (0..<3).map { _ in try play(source, amount: 10).map(\.id) }
        }
        XCTAssertEqual(try games(seed: 42), try games(seed: 42))
        XCTAssertNotEqual(try games(seed: 42), try games(seed: 43))
    }

    func testAskingUsesNothingUp() throws {
        let source = DeckDealer(name: "week", questions: deck(10), seed: 3)
        let first = try source.gameAtHand(amount: 5).questions
        let again = try source.gameAtHand(amount: 10).questions
        XCTAssertTrue(Set(first.map(\.id)).isSubset(of: Set(again.map(\.id))))
        XCTAssertEqual(try source.gameAtHand(amount: 5).origin, .deck)
    }

    func testQuestionsOfAnotherDeckAreNotCounted() throws {
        let source = DeckDealer(name: "week", questions: deck(3), seed: 3)
        source.played([Question(title: "Statement 0", answer: true, category: "Maths", difficulty: .easy)])
        // Nothing was played in the deck: a game of 3 has every question, still a whole round.
        XCTAssertEqual(Set(try play(source, amount: 3).map(\.id)).count, 3)
    }

    @MainActor func testAGameFromADeckPlaysItsQuestions() async throws {
        let source = DeckDealer(name: "week", questions: deck(12), seed: 5)
        let game = Game(manager: QuestionManager(sources: [source]), amount: 10)
        var asked: Set<String> = []
        for _ in 0..<2 {
            try await ended(game.refresh(), "the new game")
            XCTAssertEqual(game.origin, .deck)
            while let question = game.currentQuestion {
                asked.insert(question.id)
                game.answerCurrentQuestion(with: question.answer)
            }
        }
        XCTAssertEqual(asked.count, 12)
    }
}
