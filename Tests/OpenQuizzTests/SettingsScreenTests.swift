import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The settings screen (`o`) over a game, as drawn at 80x24 and 40x12: its keys, the mouse, the
/// category list filtered by typing, and what it changes (the next game, never the one on screen).
final class SettingsScreenTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])
    /// What the link saved, last.
    private var saved: Settings?

    private static let categories = [
        CategoryChoice(value: "9", name: "General Knowledge"),
        CategoryChoice(value: "17", name: "Science & Nature"),
        CategoryChoice(value: "18", name: "Science: Computers"),
        CategoryChoice(value: "23", name: "History"),
    ]

    /// A link offering the four categories above from the Open Trivia DB, two of the shipped
    /// questions' and a deck of two; saving records what was saved.
    @MainActor
    private func link(makeHome: (@MainActor (Settings) -> Result<any GameMode, SettingsRefusal>)? = nil)
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
    private func makeController(
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
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    @MainActor
    private func click(_ controller: GameController, _ x: Int, _ y: Int) {
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 0, x: x, y: y, isRelease: true))))
    }

    @MainActor
    private func screen(_ controller: GameController) throws -> SettingsScreen {
        guard case .settings(let screen) = controller.focus else { throw UnexpectedOutcome("no settings screen") }
        return screen
    }

    // MARK: - Screens

    @MainActor
    func testOAtEightyByTwentyFourShowsEveryRowWithTheFirstSelected() async throws {
        let controller = await makeController()
        press(controller, .character("o"))
        assertLines(
            renderedLines(controller),
            [
                "╭────────────────────────────────── Settings ──────────────────────────────────╮",
                "│ Source              ◂ Open Trivia DB ▸                                       │",
                "│ Category            Any                                                      │",
                "│ Difficulty          Any                                                      │",
                "│ Questions per game  10                                                       │",
                "│ Way to play         Trivia                                                   │",
                "│ Language            Automatic (English)                                      │",
                "│ Colour              On                                                       │",
                "│ Motion              Full                                                     │",
                "│ Explanations        On                                                       │",
                "│ Mouse               On                                                       │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                       ↑↓ choose  ←→ change  Esc close                        │",
                "╰─────────────────────────────── Changes play from the next game: N starts it ─╯",
            ])
    }

    @MainActor
    func testTheBottomRowNamesTheKeyThatOpensIt() async throws {
        let controller = await makeController()
        XCTAssertEqual(
            renderedLines(controller)[23],
            String(repeating: " ", count: 34) + "New Game [N]" + String(repeating: " ", count: 24) + "o Settings")
        controller.handle(.resized(width: 40, height: 12))
        XCTAssertEqual(renderedLines(controller)[11], "              New Game [N]    o Settings")
    }

    @MainActor
    func testAtFortyByTwelveTheRowsScrollToTheOneSelected() async throws {
        let controller = await makeController(width: 40, height: 12)
        press(controller, .character("o"))
        assertLines(
            renderedLines(controller),
            [
                "╭────────────── Settings ──────────────╮",
                "│ Source        Open Trivia DB         │",
                "│ Category      Any                    │",
                "│ Difficulty    Any                    │",
                "│ Questions     10                     │",
                "│ Way to play   Trivia                 │",
                "│ Language      Automatic (English)    │",
                "│ Colour        On                     │",
                "│ Motion        Full                   │",
                "│ Explanations  On                     │",
                "│              ↑↓ ←→ Esc               │",
                "╰────────────── From the next game: N ─╯",
            ])
        press(controller, .end)
        XCTAssertEqual(try screen(controller).selected, .mouse)
        assertLines(
            renderedLines(controller),
            [
                "╭────────────── Settings ──────────────╮",
                "│ Category      Any                    │",
                "│ Difficulty    Any                    │",
                "│ Questions     10                     │",
                "│ Way to play   Trivia                 │",
                "│ Language      Automatic (English)    │",
                "│ Colour        On                     │",
                "│ Motion        Full                   │",
                "│ Explanations  On                     │",
                "│ Mouse         On                     │",
                "│              ↑↓ ←→ Esc               │",
                "╰────────────── From the next game: N ─╯",
            ])
    }

    @MainActor
    func testFrenchFitsAtFortyByTwelve() async throws {
        let controller = await makeController(width: 40, height: 12, words: .french)
        press(controller, .character("o"), .down, .down)
        assertLines(
            renderedLines(controller),
            [
                "╭────────────── Réglages ──────────────╮",
                "│ Source        Open Trivia DB         │",
                "│ Catégorie     Toutes                 │",
                "│ Difficulté    Toutes                 │",
                "│ Questions     10                     │",
                "│ Mode de jeu   Quiz                   │",
                "│ Langue        Automatique (English)  │",
                "│ Couleurs      Oui                    │",
                "│ Animations    Complètes              │",
                "│ Explications  Oui                    │",
                "│             ↑↓ ←→ Échap              │",
                "╰──────── Dès la prochaine partie : N ─╯",
            ])
    }

    @MainActor
    func testEverySentenceIsWorded() async throws {
        let controller = await makeController(words: Wording(tongue: .pseudo))
        press(controller, .character("o"))
        let lines = renderedLines(controller)
        XCTAssertTrue(lines[0].contains("⟦Settings"), lines[0])
        for (index, line) in lines[1...10].enumerated() {
            let cells = line.dropFirst(2).split(separator: " ", maxSplits: 1)
            XCTAssertTrue(cells.first?.hasPrefix("⟦") == true, "the name of row \(index + 1): \(line)")
            // The number of questions is a number; every other value is worded.
            if index != 3 { XCTAssertTrue(cells.last?.contains("⟦") == true, "the value of row \(index + 1): \(line)") }
        }
        XCTAssertTrue(lines[22].contains("⟦"), lines[22])
        XCTAssertTrue(lines[23].contains("⟦"), lines[23])
    }

    @MainActor
    func testGameOverOpensItToo() async throws {
        let controller = await makeController()
        press(controller, .right, .right, .right, .right)
        XCTAssertEqual(controller.game.state, .over)
        press(controller, .character("O"))
        XCTAssertEqual(try screen(controller).selected, .source)
    }

    // MARK: - Keys

    @MainActor
    func testArrowsAndEnterChangeTheSelectedRow() async throws {
        let controller = await makeController()
        press(controller, .character("o"), .down, .down)
        press(controller, .right)
        XCTAssertEqual(try screen(controller).chosen.difficulty, .easy)
        press(controller, .left, .left)
        XCTAssertEqual(try screen(controller).chosen.difficulty, .hard, "← goes round")
        press(controller, .down, .right, .right, .left)
        XCTAssertEqual(try screen(controller).chosen.amount, 11)
        press(controller, .down, .enter)
        XCTAssertEqual(try screen(controller).chosen.mode, .primes, "Enter takes the next value")
        press(controller, .up, .up, .up, .up, .up, .up)
        XCTAssertEqual(try screen(controller).selected, .source, "↑ stops at the top")
        press(controller, .right)
        XCTAssertEqual(try screen(controller).chosen.source, .shipped)
        press(controller, .right)
        XCTAssertEqual(try screen(controller).chosen.source, .deck("Capitals"), "then each deck")
    }

    @MainActor
    func testLettersJumpToTheRowsTheyStart() async throws {
        let controller = await makeController()
        press(controller, .character("o"), .character("m"))
        XCTAssertEqual(try screen(controller).selected, .motion)
        press(controller, .character("m"))
        XCTAssertEqual(try screen(controller).selected, .mouse, "the same letter again: the next row")
        press(controller, .character("Q"))
        XCTAssertEqual(try screen(controller).selected, .amount)
        press(controller, .character("2"), .character("5"))
        XCTAssertEqual(try screen(controller).chosen.amount, 25, "digits type the number")
        press(controller, .character("9"))
        XCTAssertEqual(try screen(controller).chosen.amount, 9, "past 50, a digit starts again")
    }

    @MainActor
    func testTypingFiltersTheCategories() async throws {
        let controller = await makeController()
        press(controller, .character("o"), .character("c"), .enter)
        controller.handle(.input(.text("sci")))
        assertLines(
            renderedLines(controller),
            [
                "╭────────────────────────────────── Category ──────────────────────────────────╮",
                "│ / sci                                                                        │",
                "│                                                                              │",
                "│ Science & Nature                                                             │",
                "│ Science: Computers                                                           │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                     type to filter  Enter pick  Esc back                     │",
                "╰──────────────────────────────────────────────────────────────────────── 1/2 ─╯",
            ])
        press(controller, .down, .enter)
        XCTAssertEqual(try screen(controller).chosen.category, "18")
        XCTAssertNil(try screen(controller).categoryList, "a pick closes the list")
        press(controller, .enter)
        controller.handle(.input(.text("zz")))
        assertLines(
            renderedLines(controller),
            [
                "╭────────────────────────────────── Category ──────────────────────────────────╮",
                "│ / zz                                                                         │",
                "│                                                                              │",
                "│ No category matches “zz”                                                     │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                     type to filter  Enter pick  Esc back                     │",
                "╰──────────────────────────────────────────────────────────────────────────────╯",
            ])
        press(controller, .escape)
        XCTAssertEqual(try screen(controller).chosen.category, "18", "Esc leaves the list as it was")
    }

    // MARK: - Mouse

    @MainActor
    func testAClickSelectsARowAndASecondChangesIt() async throws {
        let controller = await makeController()
        press(controller, .character("o"))
        click(controller, 10, 7)
        XCTAssertEqual(try screen(controller).selected, .color)
        XCTAssertTrue(try screen(controller).chosen.color)
        click(controller, 30, 7)
        XCTAssertFalse(try screen(controller).chosen.color, "a click on the selected row changes it")
        XCTAssertEqual(
            renderedLines(controller)[7],
            "│ Colour              ◂ Off ▸ (next start)" + String(repeating: " ", count: 37) + "│",
            "colour waits for the next start, and says so")
        controller.handle(.input(.mouse(MouseReport(button: 65, x: 10, y: 5, isRelease: false))))
        XCTAssertEqual(try screen(controller).selected, .mouse, "the wheel moves the selection")
    }

    @MainActor
    func testAClickOnTheBottomRowLabelOpensTheScreen() async throws {
        let controller = await makeController()
        click(controller, 75, 23)
        XCTAssertEqual(try screen(controller).selected, .source)
    }

}

// MARK: - What it changes

extension SettingsScreenTests {

    @MainActor
    func testEscLeavesTheGameOnScreenUntouched() async throws {
        var made: [Settings] = []
        let controller = await makeController(
            link: link { settings in
                made.append(settings)
                return .success(TriviaMode(deck: SourcedDeck(manager: QuestionManager(sources: []), amount: 1)))
            })
        let questions = controller.game.questions
        press(controller, .character("o"), .character("q"), .character("3"), .escape)
        XCTAssertEqual(controller.focus, .playing)
        XCTAssertEqual(controller.game.questions, questions)
        XCTAssertEqual(controller.game.answers.count, 1)
        XCTAssertEqual(controller.game.state, .ongoing)
        XCTAssertEqual(made.map(\.amount), [3], "made for the next game")
        XCTAssertEqual(saved?.amount, 3, "and kept")
        XCTAssertEqual(controller.settings.link.current.amount, 3)
    }

    @MainActor
    func testNStartsTheNextGameWithTheNewSettings() async throws {
        let next = ManualSource(questions: makeQuestions(10))
        let controller = await makeController(
            link: link { settings in
                .success(
                    TriviaMode(deck: SourcedDeck(manager: QuestionManager(sources: [next]), amount: settings.amount)))
            })
        press(controller, .character("o"), .character("q"), .character("3"), .character("n"))
        XCTAssertEqual(controller.focus, .playing)
        await answer(next, controller)
        XCTAssertEqual(controller.game.questions.count, 3)
        XCTAssertEqual(controller.game.state, .ongoing)
    }

    @MainActor
    func testSettingsThatCantMakeAGameKeepTheScreenOpenSayingWhy() async throws {
        let controller = await makeController(
            link: link { _ in .failure(SettingsRefusal(message: "No deck called Capitals.")) })
        press(controller, .character("o"), .right, .right, .escape)
        XCTAssertEqual(try screen(controller).problem, "No deck called Capitals.")
        XCTAssertTrue(renderedLines(controller).contains { $0.contains("No deck called Capitals.") })
        XCTAssertNil(saved, "nothing kept")
    }

    @MainActor
    func testASaveThatFailsIsSaidAndTheChoicesHoldForTheRun() async throws {
        var failing = link()
        failing.save = { _ in .failure(StorageProblem(path: "/ro/openquizz/settings", kind: .system(errno: EROFS))) }
        let controller = await makeController(link: failing)
        press(controller, .character("o"), .character("q"), .character("7"), .escape)
        XCTAssertEqual(controller.focus, .playing)
        XCTAssertEqual(controller.settings.link.current.amount, 7)
        XCTAssertTrue(
            renderedLines(controller).contains { $0.contains("/ro/openquizz/settings") }, "\(renderedLines(controller))"
        )
    }

    @MainActor
    func testMotionAndExplanationsTakeEffectFromTheNextGame() async throws {
        let controller = await makeController()
        press(controller, .character("o"), .character("e"), .enter, .escape)
        XCTAssertTrue(controller.showsExplanations, "the game on screen keeps its explanations")
        press(controller, .character("n"))
        XCTAssertFalse(controller.showsExplanations)
    }
}
