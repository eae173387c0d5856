import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// `--ascii` in a UTF-8 locale: every cell of every screen is ASCII, the game's own words (the
/// review's `·`, a deck's quotes, the panels' hints, the search rows) and the questions' alike.
final class ASCIIScreenTests: PanelTestCase {
    /// The theme `main` makes for `--ascii` in a UTF-8 terminal with colours.
    private static let theme = Theme.forTerminal(colors: true, asciiRequested: true, unicodeLocale: true)

    /// The planets from the deck “solar system”, one explained with a factorisation's `×`.
    private static let deck: [Question] = planets.enumerated().map { number, planet in
        var question = planet
        question.origin = .deck
        question.deck = "solar system"
        if number == 2 { question.explanation = "Phobos and Deimos; 360 = 2 × 2 × 2 × 3 × 3 × 5 … “quoted”." }
        return question
    }

    /// The rows of `controller`'s screen that hold anything but ASCII, with the screen's name.
    @MainActor
    private func nonASCIIRows(_ controller: GameController, _ name: String) -> [String] {
        var buffer = ScreenBuffer(width: controller.screenSize.width, height: controller.screenSize.height)
        QuizScreen.render(controller.screenModel(), into: &buffer, theme: Self.theme)
        return buffer.lines.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }.map { "\(name): \($0)" }
    }

    @MainActor
    func testEveryPanelAndGameOverIsASCIIUnderASCII() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-ascii-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let controller = makeController(questions: Self.deck, historyFile: url, theme: Self.theme)
        var rows: [String] = []
        await answer(source, controller)
        rows += nonASCIIRows(controller, "question")
        press(controller, .character("?"))
        rows += nonASCIIRows(controller, "help")
        press(controller, .character("x"))
        for (number, question) in Self.deck.enumerated() {
            press(controller, (number == 0) != question.answer ? .right : .left)
            rows += nonASCIIRows(controller, "answered \(number + 1)")
        }
        press(controller, .character("e"))
        rows += nonASCIIRows(controller, "answer box")
        press(controller, .character("x"))
        clock.advance(by: 2)
        controller.handle(.tick)
        rows += nonASCIIRows(controller, "Game Over")
        for (key, name) in [("r", "review"), ("s", "stats")] {
            press(controller, .character(Character(key)))
            rows += nonASCIIRows(controller, name)
            press(controller, .end)
            rows += nonASCIIRows(controller, "\(name), its end")
            press(controller, .character("x"))
        }
        await waitUntil { controller.game.history.isLoaded }
        press(controller, .character("/"))
        rows += nonASCIIRows(controller, "history")
        type(controller, "zzz")
        clock.advance(by: 1)
        controller.handle(.tick)
        rows += nonASCIIRows(controller, "history, nothing found")
        press(controller, .control("u"), .tab)
        clock.advance(by: 1)
        controller.handle(.tick)
        rows += nonASCIIRows(controller, "history, the wrong answers")
        press(controller, .enter)
        rows += nonASCIIRows(controller, "history, an answer")
        XCTAssertEqual(rows, [], "every cell is ASCII")
    }
}

extension DailyControllerTests {
    @MainActor
    func testTheDailysGameOverAndReviewAreASCIIUnderASCII() async throws {
        let theme = Theme.forTerminal(colors: true, asciiRequested: true, unicodeLocale: true)
        let (controller, _) = await startedController(ascii: true)
        await pressD(controller)
        play(controller, right: 7)
        var screens: [String] = []
        for key in ["x", "r"] {
            controller.handle(.keyPressed(.character(Character(key))))
            var buffer = ScreenBuffer(width: 80, height: 24)
            QuizScreen.render(controller.screenModel(), into: &buffer, theme: theme)
            screens += buffer.lines.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
        }
        XCTAssertEqual(screens, [], "every cell is ASCII")
    }
}
