import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What `PanelTests` and `HistoryPanelTests` share: a controller writing its history in a
/// temporary folder, on a manual clock, and the helpers that type, press and play.
class PanelTestCase: XCTestCase {
    let files = FileWriter()
    var clock = ManualClock()
    var source = ManualSource(questions: [])
    var center = NotificationCenter()
    /// 2026-11-23 20:13:20 UTC, the date of every answer.
    static let answerDate = Date(timeIntervalSince1970: 1_795_464_800)

    /// Three questions about planets, the second false, each with an explanation but the last.
    static let planets: [Question] = [
        Question(
            title: "Saturn is the only planet with rings.", answer: false, category: "Science & Nature",
            difficulty: .medium, explanation: "Jupiter, Uranus and Neptune have rings too, fainter ones."),
        Question(
            title: "Venus spins the other way round from most planets.", answer: true, category: "Science & Nature",
            difficulty: .hard, explanation: "Venus turns slowly clockwise, seen from above its north pole."),
        Question(title: "Mars has two moons.", answer: true, category: "Astronomy", difficulty: .easy),
    ]

    @MainActor
    func makeController(
        questions: [Question] = planets, historyFile: URL? = nil, width: Int = 80, height: Int = 24,
        ascii: Bool = false, canCopy: Bool = true, explanations: Bool = true, theme: Theme? = nil,
        words: Wording = .english
    ) -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: questions)
        center = NotificationCenter()
        var text = PlayerText(offline: true)
        text.calendar.timeZone = TimeZone(identifier: "UTC")!
        text.words = words
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: questions.count, notificationCenter: center,
            history: PlayerHistory(
                store: historyFile.map { AnswerHistory(url: $0, writer: files) }, notificationCenter: center),
            wallClock: { Self.answerDate })
        let controller = GameController(
            game: game, clock: clock, theme: theme ?? Theme(colorMode: .colors, ascii: ascii), text: text,
            showsExplanations: explanations, notificationCenter: center, canCopy: canCopy)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        return controller
    }

    @MainActor
    func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    @MainActor
    func type(_ controller: GameController, _ text: String) {
        for character in text { controller.handle(.keyPressed(.character(character))) }
    }

    /// Plays the game with `answers`, each card left to rest.
    @MainActor
    func play(_ controller: GameController, _ answers: [Bool]) async {
        await answer(source, controller)
        for value in answers {
            press(controller, value ? .right : .left)
            clock.advance(by: 2)
            controller.handle(.tick)
        }
    }
}
