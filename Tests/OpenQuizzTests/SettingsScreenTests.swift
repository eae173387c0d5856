import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The settings screen (`o`) over a game, as drawn at 80x24 and 40x12: its keys, the mouse and the
/// category list filtered by typing (what it changes is `SettingsScreenChangesTests`').
final class SettingsScreenTests: SettingsScreenTestCase {
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
    }

    @MainActor
    func testAFilterThatMatchesNothingSaysSoAndEscLeavesTheList() async throws {
        let controller = await makeController()
        // Science: Computers picked, as above, then the list opened again.
        press(controller, .character("o"), .character("c"), .enter)
        controller.handle(.input(.text("sci")))
        press(controller, .down, .enter, .enter)
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
