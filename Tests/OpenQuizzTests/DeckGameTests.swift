import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// A deck played through the controller, keys in, on the manual clock: no question comes back
/// until the deck has been played through, and the filter holds in every game.
final class DeckGameTests: GameControllerTestCase {
    private func deck(_ count: Int) -> [Question] {
        (1...count).map { number in
            Question(
                title: "Deck statement \(number)", answer: number.isMultiple(of: 2), category: "Lesson",
                difficulty: number <= count / 2 ? .easy : .hard, origin: .deck, deck: "week-12")
        }
    }

    @MainActor
    private func controller(_ source: DeckDealer, amount: Int) -> GameController {
        clock = ManualClock(seconds: 100)
        center = NotificationCenter()
        let game = Game(manager: QuestionManager(sources: [source]), amount: amount, notificationCenter: center)
        let controller = GameController(
            game: game, clock: clock, theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(),
            notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        return controller
    }

    /// Answers every card of the game on screen with → and lets each animation end; returns the
    /// cards' titles, as shown.
    @MainActor
    private func playThrough(_ controller: GameController) async throws -> [String] {
        await waitUntil { controller.game.state == .ongoing }
        var titles: [String] = []
        while controller.game.state == .ongoing {
            settle(controller)
            titles.append(try gameScreen(controller).card.title)
            press(controller, .right)
        }
        settle(controller)
        return titles
    }

    @MainActor
    func testNoCardComesBackUntilTheDeckIsPlayedThrough() async throws {
        let controller = controller(DeckDealer(name: "week-12", questions: deck(6), seed: 9), amount: 4)
        let first = try await playThrough(controller)
        XCTAssertEqual(first.count, 4)
        press(controller, .character("n"))
        let second = try await playThrough(controller)
        XCTAssertEqual(Set(second).count, 4, "\(second)")
        // The two left in the first round come first, then the next round begins.
        XCTAssertEqual(Set(first + second.prefix(2)).count, 6, "\(first) then \(second)")
        XCTAssertTrue(Set(second.suffix(2)).isSubset(of: Set(first)))
        XCTAssertEqual(renderedLines(controller).first?.hasSuffix("Deck: week-12"), true)
    }

    @MainActor
    func testTheFilterHoldsInEveryGame() async throws {
        let source = DeckDealer(
            name: "week-12", questions: deck(8), filter: QuestionFilter(difficulty: .hard), seed: 2)
        let controller = controller(source, amount: 10)
        for _ in 0..<2 {
            let titles = try await playThrough(controller)
            XCTAssertEqual(
                Set(titles), ["Deck statement 5", "Deck statement 6", "Deck statement 7", "Deck statement 8"])
            press(controller, .character("n"))
        }
    }
}
