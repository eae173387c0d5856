import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The review, the stats and the history in French, at 80x24 and 40x12.
///
/// The screen draws a no-break space as a space; in the words before it (the answer box's), a
/// no-break space (U+00A0) is written `_` and a narrow one (U+202F) `^`.
final class FrenchPanelTests: PanelTestCase {
    /// The screen, its no-break spaces made visible.
    @MainActor
    private func screen(_ controller: GameController) -> [String] {
        renderedLines(controller).map { Self.visible($0) }
    }

    static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: "_").replacingOccurrences(of: "\u{202F}", with: "^")
    }

    @MainActor
    func testTheReviewInFrenchAtEightyByTwentyFourAndFortyByTwelve() async throws {
        let controller = makeController(words: .french)
        await play(controller, [true, true, true])
        press(controller, .character("r"))
        assertLines(
            screen(controller),
            [
                "╭───────────────────────────────── Correction ─────────────────────────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                                                         │",
                "│                                                                              │",
                "│ 1. Saturn is the only planet with rings.                                     │",
                "│    ✗ Vous avez dit vrai ; c’est faux.                                        │",
                "│    Jupiter, Uranus and Neptune have rings too, fainter ones.                 │",
                "│                                                                              │",
                "│ 2. Venus spins the other way round from most planets.                        │",
                "│    ✓ Vous avez dit vrai : bien vu.                                           │",
                "│    Venus turns slowly clockwise, seen from above its north pole.             │",
                "│                                                                              │",
                "│ 3. Mars has two moons.                                                       │",
                "│    ✓ Vous avez dit vrai : bien vu.                                           │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│    ↑↓ Pg préc/Pg suiv défiler · c copier la ligne · autre touche : fermer    │",
                "╰──────────────────────────────────────────────────────────────────────────────╯",
            ])
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            screen(controller),
            [
                "╭───────────── Correction ─────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                 │",
                "│                                      │",
                "│ 1. Saturn is the only planet with    │",
                "│    rings.                            │",
                "│    ✗ Vous avez dit vrai ; c’est      │",
                "│    faux.                             │",
                "│    Jupiter, Uranus and Neptune have  │",
                "│    rings too, fainter ones.          │",
                "│                                      │",
                "│    ↑↓ · c copier · autre : fermer    │",
                "╰─────────────────── Question 1 sur 3 ─╯",
            ])
    }

    @MainActor
    func testTheStatsInFrenchAtEightyByTwentyFour() async throws {
        let controller = makeController(words: .french)
        await play(controller, [false, true, true])
        press(controller, .character("s"))
        assertLines(
            screen(controller),
            [
                "╭──────────────────────────────── Statistiques ────────────────────────────────╮",
                "│ Cette session seulement : --no-history ne garde rien.                        │",
                "│                                                                              │",
                "│ Parties jouées            1                                                  │",
                "│ Réponses données          3                                                  │",
                "│ Réussite                  100 % (3 justes)                                   │",
                "│ Meilleur score            3 / 3                                              │",
                "│ Série à 7/10 ou mieux     1 en cours, record 1                               │",
                "│                                                                              │",
                "│ Par catégorie                                                                │",
                "│   Astronomy           ██████████  100 %  (1 sur 1)                           │",
                "│   Sciences et nature  ██████████  100 %  (2 sur 2)                           │",
                "│                                                                              │",
                "│ Par difficulté                                                               │",
                "│   facile              ██████████  100 %  (1 sur 1)                           │",
                "│   moyenne             ██████████  100 %  (1 sur 1)                           │",
                "│   difficile           ██████████  100 %  (1 sur 1)                           │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│              ↑↓ Pg préc/Pg suiv défiler · autre touche : fermer              │",
                "╰──────────────────────────────────────────────────────────────────────────────╯",
            ])
    }

    @MainActor
    func testTheStatsInFrenchAtFortyByTwelveToTheirEnd() async throws {
        let controller = makeController(words: .french)
        await play(controller, [false, true, true])
        press(controller, .character("s"))
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            screen(controller),
            [
                "╭──────────── Statistiques ────────────╮",
                "│ Cette session seulement :            │",
                "│ --no-history ne garde rien.          │",
                "│                                      │",
                "│ Parties       1                      │",
                "│ Réponses      3                      │",
                "│ Réussite      100 % (3 justes)       │",
                "│ Record        3 / 3                  │",
                "│ Série 7/10+   1 en cours, record 1   │",
                "│                                      │",
                "│  ↑↓ défiler · autre touche : fermer  │",
                "╰─────────────────── suite au-dessous ─╯",
            ])
        press(controller, .end)
        assertLines(
            screen(controller),
            [
                "╭──────────── Statistiques ────────────╮",
                "│   Astronomy                          │",
                "│     █████ 100 %  (1 sur 1)           │",
                "│   Sciences et nature                 │",
                "│     █████ 100 %  (2 sur 2)           │",
                "│                                      │",
                "│ Par difficulté                       │",
                "│   facile    █████ 100 %  (1 sur 1)   │",
                "│   moyenne   █████ 100 %  (1 sur 1)   │",
                "│   difficile █████ 100 %  (1 sur 1)   │",
                "│  ↑↓ défiler · autre touche : fermer  │",
                "╰──────────────────── suite au-dessus ─╯",
            ])
    }

    @MainActor
    func testTheHistorySearchInFrenchAtEightyByTwentyFour() async throws {
        let controller = makeController(words: .french)
        await play(controller, [true, true, false])
        press(controller, .character("/"))
        assertLines(
            screen(controller),
            [
                "╭───────────────────────────────── Historique ─────────────────────────────────╮",
                "│ /                                                                            │",
                "│                                                                              │",
                "│ 23/11/2026  ✗ Mars has two moons.  Astronomy                                 │",
                "│ 23/11/2026  ✓ Venus spins the other way round from most planets.  Sciences…  │",
                "│ 23/11/2026  ✗ Saturn is the only planet with rings.  Sciences et nature      │",
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
                "│    tapez pour chercher · ↑↓ Entrée ouvrir · Tab faux/juste · Échap retour    │",
                "╰──────────────────────────────────────────────────────────────────── 1 sur 3 ─╯",
            ])
    }

    @MainActor
    func testAnAnswerFoundInTheHistoryInFrenchAndTheSearchAtFortyByTwelve() async throws {
        let controller = makeController(words: .french)
        await play(controller, [true, true, false])
        press(controller, .character("/"))
        type(controller, "sat")
        clock.advance(by: 1)
        controller.handle(.tick)
        press(controller, .enter)
        let box = try XCTUnwrap(controller.screenModel().answerBox)
        XCTAssertEqual(box.title, "23 novembre 2026, 20:13", "the day as a French reader writes it")
        XCTAssertEqual(
            Self.visible(box.explanation ?? ""),
            "Vous avez dit vrai^; c’est faux. Jupiter, Uranus and Neptune have rings too, fainter ones. "
                + "(Sciences et nature, moyenne.)")
        press(controller, .escape)
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            screen(controller),
            [
                "╭───────────── Historique ─────────────╮",
                "│ / sat                                │",
                "│                                      │",
                "│ 23/11/2026  ✗ Saturn is the only pl… │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│         Entrée · Tab · Échap         │",
                "╰──────────────────────────── 1 sur 1 ─╯",
            ])
        press(controller, .control("u"))
        type(controller, "pluto")
        clock.advance(by: 1)
        controller.handle(.tick)
        assertLines(
            screen(controller),
            [
                "╭───────────── Historique ─────────────╮",
                "│ / pluto                              │",
                "│                                      │",
                "│ Aucune réponse ne correspond à       │",
                "│ « pluto ».                           │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│         Entrée · Tab · Échap         │",
                "╰──────────────────────────────────────╯",
            ])
    }

    /// The help's lines in French, each action as narrow as the 40-column box allows (36
    /// columns inside, 8 for the keys), so that none is cut; the box itself (its title, its
    /// closing line) is the view's.
    @MainActor
    func testTheHelpInFrench() async throws {
        let controller = makeController(words: .french)
        press(controller, .character("?"))
        let lines = controller.screenModel().helpLines
        XCTAssertEqual(
            lines.map { Self.visible($0.action) },
            [
                "vrai", "faux", "nouvelle partie", "quitter", "le défi du jour", "page suivante de la carte",
                "la réponse en entier", "corriger la partie finie", "vos statistiques", "chercher dans l’historique",
                "réglages",
                "glisser^; ↑_: rejouer", "cette aide",
            ])
        // The keys' column as wide as its widest ("q  Échap"), the actions in what is left.
        let keys = lines.map { ScreenBuffer.displayWidth(ofText: $0.key) }.max() ?? 0
        XCTAssertEqual(keys, 8)
        for line in lines {
            XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: line.action), 36 - keys - 2, line.action)
        }
        let usage = KeyMap.usageKeyList(ascii: false, words: .french).split(separator: "\n")
        XCTAssertEqual(usage.filter { ScreenBuffer.displayWidth(ofText: String($0)) > 80 }, [], "\(usage)")
        XCTAssertTrue(usage.joined().contains("corriger la partie finie (c copie la ligne à partager)"), "\(usage)")
    }
}
