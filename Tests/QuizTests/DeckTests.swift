import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

/// A game knows no kind of game: it draws from a deck.
///
/// Its one fact about the kind is its length. Everything here runs in memory, without a file or
/// the network.
final class DeckTests: XCTestCase {
    private let center = NotificationCenter()

    /// An endless deck of numbered statements in memory, true for even numbers.
    private final class CountingDeck: Deck {
        private let drawn = Locked(0)

        var length: GameLength { .endless }

        func deal(
            firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void
        ) async throws(QuestionSourceError) -> QuestionBatch {
            QuestionBatch(questions: [next()], origin: .generated)
        }

        func draw(combo: Int) -> Question? { next() }

        private func next() -> Question {
            let number = drawn.withLock { count in
                count += 1
                return count
            }
            return Question(
                title: "Number \(number).", answer: number.isMultiple(of: 2), category: "Count", difficulty: .easy,
                origin: .generated)
        }
    }

    @MainActor
    func testAGameIsAsLongAsAskedWhileLoadingThenAsLongAsWhatArrived() async throws {
        let source = ControlledSource()
        let game = Game(manager: QuestionManager(sources: [source]), amount: 10, notificationCenter: center)
        let request = game.refresh()
        XCTAssertEqual(game.length, .questions(10))
        await source.waitForRequests(1)
        source.complete(with: .success(makeBatch(3)))
        try await ended(request, "the game's request")
        XCTAssertEqual(game.length, .questions(3))
        XCTAssertEqual(game.length.count, 3)
        for _ in 0..<3 { game.answerCurrentQuestion(with: true) }
        XCTAssertEqual(game.state, .over)
        XCTAssertEqual(game.answers.map(\.of), [3, 3, 3])
    }

    @MainActor
    func testAnEndlessDeckDealsOneQuestionAndOneMoreAfterEachAnswer() async throws {
        let game = Game(deck: CountingDeck(), notificationCenter: center)
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.length, .endless)
        XCTAssertNil(game.length.count)
        XCTAssertEqual(game.questions.map(\.title), ["Number 1."])
        for _ in 0..<5 {
            let question = try XCTUnwrap(game.currentQuestion, "never over")
            game.answerCurrentQuestion(with: question.answer)
        }
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.combo, 5)
        XCTAssertEqual(game.currentQuestion?.title, "Number 6.")
        XCTAssertTrue(game.answers.allSatisfy { $0.of == 0 }, "an endless game's answers are of no number")
    }

    @MainActor
    func testNewsOfTheNextGameFromAnySourceReachesAGameOfOtherQuestions() async throws {
        let ahead = ControlledSource()
        let game = Game(
            manager: QuestionManager(sources: [ahead, FixedSource(.success(makeBatch(3)))]), amount: 3,
            notificationCenter: center)
        let request = game.refresh()
        await ahead.waitForRequests(1)
        ahead.complete(with: .failure(.noQuestions))
        try await ended(request, "the game's request")
        XCTAssertEqual(game.origin, .bundled)
        XCTAssertFalse(game.nextGameFromOpenTriviaDB)
        ahead.announce(.nextGameReady)
        await waitUntil { game.nextGameFromOpenTriviaDB }
        XCTAssertTrue(game.nextGameFromOpenTriviaDB)
    }
}
