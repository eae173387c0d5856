import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The help box (`?`) over a game, as drawn: nothing of the card shows beside it, and on a small
/// screen it says how many keys it left out.
final class HelpScreenTests: XCTestCase {
    @MainActor
    func testTheHelpAtEightyByTwentyFourShowsEveryKeyOverACleanScreen() async throws {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        controller.handle(.keyPressed(.character("?")))
        assertLines(
            renderedLines(controller),
            [
                "",
                "",
                "",
                "                    ╭─────────────── Keys ────────────────╮",
                "                    │                                     │",
                "                    │ →  l    true                        │",
                "                    │ ←  h    false                       │",
                "                    │ n  ↑    new game                    │",
                "                    │ q  Esc  quit                        │",
                "                    │ D       today's daily challenge     │",
                "                    │ ↓  j    next page of the question   │",
                "                    │ e       the answer in full          │",
                "                    │ r       review the game, once over  │",
                "                    │ s       your stats                  │",
                "                    │ /       search your history         │",
                "                    │ o       settings                    │",
                "                    │ mouse   drag the card; up: new game │",
                "                    │ ?       this help                   │",
                "                    │                                     │",
                "                    │       press any key to close        │",
                "                    ╰─────────────────────────────────────╯",
                "",
                "",
                "",
            ])
    }

    @MainActor
    func testTheHelpAtFortyByTwelveSaysWhatItLeftOut() async throws {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        controller.handle(.resized(width: 40, height: 12))
        controller.handle(.keyPressed(.character("?")))
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────── Keys ────────────────╮",
                "│ →  l    true                        │",
                "│ ←  h    false                       │",
                "│ n  ↑    new game                    │",
                "│ q  Esc  quit                        │",
                "│ D       today's daily challenge     │",
                "│ ↓  j    next page of the question   │",
                "│ e       the answer in full          │",
                "│ r       review the game, once over  │",
                "│ … and 5 more: openquizz --help      │",
                "│       press any key to close        │",
                "╰─────────────────────────────────────╯",
            ])
    }
}
