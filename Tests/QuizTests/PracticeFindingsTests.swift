import Foundation
import TestSupport
import XCTest

@testable import QuizCore

/// What fresh testers found in practice, in the model: N after "nothing due" playing the old
/// settings' normal game once the settings screen had changed the way to play.
final class PracticeFindingsTests: XCTestCase {
    private let center = NotificationCenter()

    /// A deck's questions, named `deck`.
    private func deckQuestions(_ count: Int, deck: String) -> [Question] {
        makeQuestions(count, origin: .deck).map { question in
            var question = question
            question.title = "\(deck): " + question.title
            question.deck = deck
            return question
        }
    }

    @MainActor
    private func practice(_ pool: PracticeSchedule.Pool, _ questions: [Question]) -> PracticeMode {
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 2)
        return PracticeMode(pool: pool, questions: questions, amount: 10, normal: normal)
    }

    /// The bank with nothing due, then a deck with a question due chosen on the settings screen.
    @MainActor
    private func nothingDue() async throws -> (session: ModeSession, deck: [Question]) {
        let bank = makeQuestions(3)
        let deck = deckQuestions(2, deck: "week3")
        let history = PlayerHistory(store: nil, notificationCenter: center)
        for record in PracticeModeTests.played([(bank[0], true)], game: "g1") { history.add(record) }
        for record in PracticeModeTests.played([(deck[0], false)], game: "d1") { history.add(record) }
        let home = practice(.bank, bank)
        let session = ModeSession(
            game: Game(deck: home.deck, notificationCenter: center, history: history), home: home)
        try await ended(session.newGame(), "the practice game")
        XCTAssertEqual(session.game.state, .failed(.nothingToPractise(learnt: 0, remaining: 0)))
        return (session, deck)
    }

    /// The settings screen made the deck's practice the way to play: N practises the deck, not
    /// the bank's normal game the "nothing due" card offered.
    @MainActor
    func testNAfterNothingDuePlaysWhatTheSettingsNowSay() async throws {
        let (session, deck) = try await nothingDue()
        session.home = practice(.deck("week3"), deck)
        guard case .begin(let next, nil) = session.request(.newGame(byDrag: false)) else {
            return XCTFail("N begins a game")
        }
        XCTAssertEqual(next.name, .practice, "the settings' way to play")
        XCTAssertEqual((next as? PracticeMode)?.pool, .deck("week3"))
        try await ended(session.play(next), "the deck's practice game")
        XCTAssertEqual(session.game.questions.map(\.id), [deck[0].id], "the deck's mistake comes back")
    }

    /// A normal game chosen on the settings screen: N plays it, from its own deck.
    @MainActor
    func testNAfterNothingDuePlaysTheSettingsNormalGame() async throws {
        let (session, deck) = try await nothingDue()
        session.home = TriviaMode(
            deck: SourcedDeck(
                manager: QuestionManager(sources: [BundledQuestionSource(questions: deck, seed: 1)]), amount: 2))
        guard case .begin(let next, nil) = session.request(.newGame(byDrag: false)) else {
            return XCTFail("N begins a game")
        }
        try await ended(session.play(next), "the normal game")
        XCTAssertEqual(Set(session.game.questions.compactMap(\.deck)), ["week3"], "the new settings' questions")
        // Once a game of the new settings began, a failed start offers its own game again.
        let again = practice(.bank, makeQuestions(3))
        session.home = again
        try await ended(session.play(again), "the practice game")
        guard case .begin(let normal, nil) = session.request(.newGame(byDrag: false)) else {
            return XCTFail("N begins a game")
        }
        XCTAssertEqual(normal.name, .trivia, "nothing due: N plays a normal game")
    }
}
