import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The settings screen in French at 40x12, every row and every mark it can show, none cut; its
/// source under "Is it prime?"; and the mouse closing it, as Esc does, by its Esc label.
final class SettingsScreenFitTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    /// A link offering the Open Trivia DB's categories as the run words them, and one deck.
    @MainActor
    private func link(_ words: Wording) -> SettingsLink {
        SettingsLink(
            current: Settings(),
            choices: SettingsChoices(
                decks: ["Capitals"],
                categories: { _ in
                    TriviaCategory.openTriviaDB.map {
                        CategoryChoice(value: String($0.id), name: CategoryPhrase.name($0.name, words: words))
                    }
                }),
            save: { _ in .success(nil) })
    }

    @MainActor
    private func makeController(width: Int = 40, height: Int = 12, words: Wording) async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(5))
        let center = NotificationCenter()
        let game = immediateGame(source: source, amount: 5, notificationCenter: center)
        let controller = GameController(
            session: ModeSession(game: game), clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true,
            usesMouse: true, settings: link(words))
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    @MainActor
    private func click(_ controller: GameController, _ x: Int, _ y: Int) {
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: true))))
    }

    /// Selects `row`, from the top.
    @MainActor
    private func select(_ controller: GameController, _ row: SettingsScreen.Row) {
        for _ in SettingsScreen.Row.allCases { press(controller, .up) }
        for _ in SettingsScreen.Row.allCases {
            guard case .settings(let screen) = controller.focus, screen.selected != row else { return }
            press(controller, .down)
        }
    }

    private static func cut(_ lines: [String]) -> [String] {
        lines.filter { $0.range(of: "…[ ]*(│|$)", options: .regularExpression) != nil }
    }

    /// Every row selected in turn, the values that wait for the next start changed (each says
    /// so), "Is it prime?" chosen (the source says it is unused), and the category list: nothing
    /// cut, in French as in English.
    @MainActor
    func testEveryRowAndMarkFitsAtFortyByTwelve() async {
        for words in [Wording.french, .english] {
            let controller = await makeController(words: words)
            press(controller, .character("o"))
            var screens = [renderedLines(controller)]
            for _ in 0..<SettingsScreen.Row.allCases.count {
                press(controller, .down)
                screens.append(renderedLines(controller))
            }
            // Language, colour and mouse changed: "(next start)" beside each.
            for row in [SettingsScreen.Row.language, .color, .mouse] {
                select(controller, row)
                press(controller, .right)
                screens.append(renderedLines(controller))
            }
            press(controller, .right)
            screens.append(renderedLines(controller))
            // The mode: primes, and the source it leaves unused.
            select(controller, .mode)
            press(controller, .right)
            select(controller, .source)
            screens.append(renderedLines(controller))
            let rows = renderedLines(controller)
            for row in 1...3 { XCTAssertTrue(rows[row].contains(words(SettingsScreenWords.unused)), rows[row]) }
            // The category list, from its top to its end.
            press(controller, .down, .enter)
            for _ in 0..<30 {
                screens.append(renderedLines(controller))
                press(controller, .down)
            }
            // English cuts only the API's longest category names, which French words shorter.
            let cut = screens.flatMap(Self.cut).filter { words.language == .french || !$0.contains("Entertainment: ") }
            XCTAssertEqual(cut, [], "\(words.language)")
            let all = screens.flatMap { $0 }.joined(separator: "\n")
            if words.language == .french {
                XCTAssertTrue(all.contains("(à relancer)"), all)
                XCTAssertTrue(all.contains("(sans objet)"), all)
                XCTAssertTrue(all.contains("Comédies musicales et théâtre"), all)
                XCTAssertFalse(all.contains("Esc"), all)
            }
        }
    }

    @MainActor
    func testTheSourceSaysItIsUnusedUnderPrimes() async {
        let controller = await makeController(width: 80, height: 24, words: .english)
        press(controller, .character("o"))
        select(controller, .mode)
        press(controller, .right)
        XCTAssertEqual(
            renderedLines(controller)[1],
            "│ Source              Open Trivia DB (not used)                                │")
        controller.handle(.resized(width: 40, height: 12))
        XCTAssertEqual(renderedLines(controller)[1], "│ Source        (not used)             │")
    }

    /// A click on the hint's Esc label closes the screen, keeping the choices, as Esc does; in
    /// the category list, it goes back to the rows.
    @MainActor
    func testAClickOnTheEscLabelClosesAsEscDoes() async throws {
        for (words, label) in [(Wording.english, "Esc close"), (.french, "Échap fermer")] {
            let controller = await makeController(width: 80, height: 24, words: words)
            press(controller, .character("o"), .down, .down, .right)
            let lines = renderedLines(controller)
            let hintRow = lines[22]
            let column = try XCTUnwrap(hintRow.range(of: label)).lowerBound
            let x = hintRow.distance(from: hintRow.startIndex, to: column)
            // Beside the label: nothing.
            click(controller, x - 3, 22)
            guard case .settings = controller.focus else { return XCTFail("a click beside the label closed it") }
            click(controller, x + 1, 22)
            XCTAssertEqual(controller.focus, .playing, "\(words.language)")
            XCTAssertNotNil(controller.settings.link.current.difficulty, "the choices kept, as Esc keeps them")
            // In the category list, the label goes back to the rows.
            press(controller, .character("o"), .down, .enter)
            let list = renderedLines(controller)[22]
            let back = try XCTUnwrap(list.range(of: words.language == .french ? "Échap retour" : "Esc back")).lowerBound
            click(controller, list.distance(from: list.startIndex, to: back), 22)
            guard case .settings(let screen) = controller.focus else { return XCTFail("the screen closed") }
            XCTAssertNil(screen.categoryList, "back to the rows")
        }
    }
}
