import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What fresh testers found in the blitz: `--amount`, which a blitz can't use, was taken without
/// a word; and the settings showed the number of questions under a blitz as if it counted.
final class BlitzFindingsTests: SettingsFileTestCase {
    // MARK: - --amount

    /// `--amount` given on the command line is refused, as "Is it prime?" refuses it; the
    /// settings file's `amount` (for the other modes) leaves a blitz chosen there be.
    func testABlitzRefusesAmountOnTheCommandLineOnly() throws {
        for arguments in [["--mode", "blitz", "--amount", "5"], ["--amount", "5", "--mode", "blitz"]] {
            XCTAssertEqual(
                refusal(arguments), "--mode blitz lasts 60\u{A0}s, not a number of questions: it takes no --amount")
        }
        XCTAssertEqual(
            refusal(["--mode", "blitz", "--amount", "5"], words: .french),
            "--mode blitz dure 60\u{A0}s, sans nombre de questions\u{A0}: pas de --amount")
        let action = try Options.parse([], environment: [:], settings: loaded("amount = 5\nmode = blitz\n"))
        guard case .play(let options) = action else { return XCTFail("\(action)") }
        XCTAssertEqual(options.mode, .blitz, "the file's amount is for the other modes")
        // The file's blitz gives way to an --amount given: a trivia game of 5.
        let flagged = try Options.parse(["--amount", "5"], environment: [:], settings: loaded("mode = blitz\n"))
        guard case .play(let trivia) = flagged else { return XCTFail("\(flagged)") }
        XCTAssertEqual(trivia.mode, .trivia)
        XCTAssertEqual(trivia.amount, 5)
    }

    private func refusal(_ arguments: [String], words: Wording = .english) -> String? {
        do {
            _ = try Options.parse(arguments, words: words)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: - The amount, unused

    func testSettingsSaysTheAmountIsNotUsedByABlitz() throws {
        let settings = loaded("amount = 5\nmode = blitz\n")
        let action = try Options.parse(["--settings"], environment: [:], settings: settings)
        guard case .printSettings(let options, let sources) = action else { return XCTFail("\(action)") }
        let report = SettingsReport(
            path: "/home/p/.config/openquizz/settings", options: options, sources: sources, loaded: settings,
            environment: [:])
        XCTAssertTrue(
            report.lines(.english).contains("amount        5         file, line 1; not used by mode blitz"),
            report.lines(.english).joined(separator: "\n"))
    }

    /// The settings screen under a blitz: the number of questions kept is said unused, beside
    /// it (80 columns) or in its place (40), as the source is under "Is it prime?".
    @MainActor
    func testTheSettingsScreenSaysTheAmountIsNotUsedByABlitz() async {
        let wide = await settingsScreen(width: 80, height: 24, words: .english)
        XCTAssertEqual(
            Array(renderedLines(wide).prefix(12)),
            [
                "╭────────────────────────────────── Settings ──────────────────────────────────╮",
                "│ Source              ◂ Open Trivia DB ▸ (offline: shipped questions)          │",
                "│ Category            Any                                                      │",
                "│ Difficulty          Any                                                      │",
                "│ Questions per game  10 (not used)                                            │",
                "│ Way to play         Blitz                                                    │",
                "│ Language            Automatic (English)                                      │",
                "│ Colour              On                                                       │",
                "│ Motion              Full                                                     │",
                "│ Explanations        On                                                       │",
                "│ Mouse               On                                                       │",
                "│                                                                              │",
            ])
        let english = await settingsScreen(width: 40, height: 12, words: .english)
        XCTAssertEqual(
            renderedLines(english),
            [
                "╭────────────── Settings ──────────────╮",
                "│ Source        (offline)              │",
                "│ Category      Any                    │",
                "│ Difficulty    Any                    │",
                "│ Questions     (not used)             │",
                "│ Way to play   Blitz                  │",
                "│ Language      Automatic (English)    │",
                "│ Colour        On                     │",
                "│ Motion        Full                   │",
                "│ Explanations  On                     │",
                "│              ↑↓ ←→ Esc               │",
                "╰────────────── From the next game: N ─╯",
            ])
        let french = await settingsScreen(width: 40, height: 12, words: .french)
        XCTAssertEqual(
            renderedLines(french),
            [
                "╭────────────── Réglages ──────────────╮",
                "│ Source        (hors ligne)           │",
                "│ Catégorie     Toutes                 │",
                "│ Difficulté    Toutes                 │",
                "│ Questions     (sans objet)           │",
                "│ Mode de jeu   Blitz                  │",
                "│ Langue        Automatique (English)  │",
                "│ Couleurs      Oui                    │",
                "│ Animations    Complètes              │",
                "│ Explications  Oui                    │",
                "│             ↑↓ ←→ Échap              │",
                "╰──────── Dès la prochaine partie : N ─╯",
            ])
    }

    @MainActor
    private func settingsScreen(width: Int, height: Int, words: Wording) async -> GameController {
        let clock = ManualClock(seconds: 100)
        let source = ManualSource(questions: makeQuestions(5))
        let center = NotificationCenter()
        let game = immediateGame(source: source, amount: 5, notificationCenter: center)
        var current = Settings()
        current.mode = .blitz
        let link = SettingsLink(current: current, choices: SettingsChoices(decks: []), save: { _ in .success(nil) })
        let controller = GameController(
            session: ModeSession(game: game), clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true,
            settings: link)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        controller.handle(.keyPressed(.character("o")))
        return controller
    }
}
