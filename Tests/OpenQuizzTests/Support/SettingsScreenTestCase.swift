import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What `SettingsScreenTests` and `SettingsScreenChangesTests` share: a controller over a game
/// with one answer given, on a manual clock, whose settings link offers a few categories and
/// records what it saves, and the helpers that press, click and read the screen.
class SettingsScreenTestCase: XCTestCase {
    var clock = ManualClock()
    var source = ManualSource(questions: [])
    /// What the link saved, last.
    var saved: Settings?

    static let categories = [
        CategoryChoice(value: "9", name: "General Knowledge"),
        CategoryChoice(value: "17", name: "Science & Nature"),
        CategoryChoice(value: "18", name: "Science: Computers"),
        CategoryChoice(value: "23", name: "History"),
    ]

    /// A link offering the four categories above from the Open Trivia DB, two of the shipped
    /// questions' and a deck of two; saving records what was saved.
    @MainActor
    func link(makeHome: (@MainActor (Settings) -> Result<any GameMode, SettingsRefusal>)? = nil)
        -> SettingsLink
    {
        SettingsLink(
            current: Settings(),
            choices: SettingsChoices(
                decks: ["Capitals"],
                categories: { source in
                    switch source {
                    case .openTriviaDB: Self.categories
                    case .shipped: [CategoryChoice(value: "9", name: "General Knowledge")]
                    case .deck:
                        [CategoryChoice(value: "Europe", name: "Europe"), CategoryChoice(value: "Asia", name: "Asia")]
                    }
                }),
            save: { [weak self] in
                self?.saved = $0
                return .success(nil)
            },
            makeHome: makeHome)
    }

    /// A controller over a game of five questions, one answered, at `width` x `height`.
    @MainActor
    func makeController(
        width: Int = 80, height: Int = 24, words: Wording = .english, link: SettingsLink? = nil
    ) async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(5))
        let center = NotificationCenter()
        let game = immediateGame(source: source, amount: 5, notificationCenter: center)
        let controller = GameController(
            session: ModeSession(game: game), clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true,
            usesMouse: true, settings: link ?? self.link())
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        controller.handle(.keyPressed(.right))
        return controller
    }

    @MainActor
    func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    @MainActor
    func click(_ controller: GameController, _ x: Int, _ y: Int) {
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: true))))
    }

    @MainActor
    func screen(_ controller: GameController) throws -> SettingsScreen {
        guard case .settings(let screen) = controller.focus else { throw UnexpectedOutcome("no settings screen") }
        return screen
    }
}
