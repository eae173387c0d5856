import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The review (`r`) and the stats (`s`): keys, scrolling, and their screens at 80x24 and 40x12.
///
/// The history search (`/`) is in `HistoryPanelTests`.
final class PanelTests: PanelTestCase {
    // MARK: - Review

    @MainActor
    func testReviewOpensOnlyOnceTheGameIsOver() async throws {
        let controller = makeController()
        await play(controller, [true])
        press(controller, .character("r"))
        XCTAssertNil(controller.overlay, "no review while the game goes on")
        press(controller, .left, .right)
        XCTAssertEqual(controller.game.state, .over)
        press(controller, .character("r"))
        guard case .review = controller.overlay else { return XCTFail("the review should be open") }
        XCTAssertEqual(controller.screenModel().panel?.title, "Review")
    }

    @MainActor
    func testTheReviewScrollsWithArrowsPagesHomeAndEndAndAnyOtherKeyClosesIt() async throws {
        let controller = makeController(width: 40, height: 12)
        await play(controller, [true, false, true])
        press(controller, .character("r"))
        func firstLine() -> String? {
            controller.screenModel().panel?.lines.first.map { $0.spans.map(\.text).joined() }
        }
        func top() -> Int? {
            if case .review(let scroller) = controller.overlay { return scroller.top }
            return nil
        }
        XCTAssertEqual(firstLine(), "OpenQuizz 1/3 ❌❌✅")
        XCTAssertEqual(top(), 0)
        XCTAssertEqual(controller.screenModel().panel?.position, "Questions 1-2 of 3", "16 lines, 9 in sight")
        press(controller, .down)
        XCTAssertEqual(top(), 1)
        press(controller, .character("j"), .pageDown)
        XCTAssertEqual(top(), 7, "a page down, then the end")
        XCTAssertEqual(controller.screenModel().panel?.position, "Questions 2-3 of 3")
        press(controller, .pageDown, .down)
        XCTAssertEqual(top(), 7, "never past the end")
        press(controller, .home)
        XCTAssertEqual(top(), 0)
        press(controller, .end, .up, .character("k"))
        XCTAssertEqual(top(), 5)
        press(controller, .pageUp, .pageUp)
        XCTAssertEqual(top(), 0)
        // q closes it, as any other key does; it doesn't quit from there.
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .keepGoing)
        XCTAssertNil(controller.overlay)
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .quit, "q quits once the review is closed")
    }

    @MainActor
    func testCCopiesTheShareLineWithOSC52AndSaysSoEitherWay() async throws {
        let controller = makeController()
        await play(controller, [false, true, false])
        press(controller, .character("r"), .end)
        XCTAssertEqual(controller.handle(.keyPressed(.character("c"))), .copy("OpenQuizz 2/3 ✅✅❌"))
        XCTAssertEqual(
            controller.screenModel().panel?.lines.first.map { $0.spans.map(\.text).joined() }, "OpenQuizz 2/3 ✅✅❌",
            "back at the top, where the share line is")
        XCTAssertEqual(
            controller.screenModel().panel?.hint, "Sent to the clipboard (OSC 52). Nothing pastes? Select the line.")
        XCTAssertNotNil(controller.overlay, "the review stays open")

        let console = makeController(width: 40, height: 12, ascii: true, canCopy: false)
        await play(console, [true, true, true])
        press(console, .character("r"))
        XCTAssertEqual(console.handle(.keyPressed(.character("c"))), .keepGoing, "nothing sent to the Linux console")
        XCTAssertEqual(console.screenModel().panel?.hint, "No clipboard here: select the line")
        XCTAssertEqual(
            console.screenModel().panel?.lines.first.map { $0.spans.map(\.text).joined() }, "OpenQuizz 2/3 -++",
            "the share line in ASCII")
    }

    @MainActor
    func testTheReviewAtEightyByTwentyFour() async throws {
        let controller = makeController()
        await play(controller, [true, true, true])
        press(controller, .character("r"))
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────────────────────────── Review ───────────────────────────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                                                         │",
                "│                                                                              │",
                "│ 1. Saturn is the only planet with rings.                                     │",
                "│    ✗ You said true; it's false.                                              │",
                "│    Jupiter, Uranus and Neptune have rings too, fainter ones.                 │",
                "│                                                                              │",
                "│ 2. Venus spins the other way round from most planets.                        │",
                "│    ✓ You said true: right.                                                   │",
                "│    Venus turns slowly clockwise, seen from above its north pole.             │",
                "│                                                                              │",
                "│ 3. Mars has two moons.                                                       │",
                "│    ✓ You said true: right.                                                   │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│        ↑↓ PgUp/PgDn scroll · c copy the share line · other keys close        │",
                "╰──────────────────────────────────────────────────────────────────────────────╯",
            ])
    }

    @MainActor
    func testWithNoExplanationsTheReviewShowsOnlyTheVerdicts() async throws {
        let controller = makeController(width: 40, height: 12, explanations: false)
        await play(controller, [true, true, true])
        press(controller, .character("r"))
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────── Review ───────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                 │",
                "│                                      │",
                "│ 1. Saturn is the only planet with    │",
                "│    rings.                            │",
                "│    ✗ You said true; it's false.      │",
                "│                                      │",
                "│ 2. Venus spins the other way round   │",
                "│    from most planets.                │",
                "│    ✓ You said true: right.           │",
                "│    ↑↓ · c copy · other keys close    │",
                "╰───────────────── Questions 1-2 of 3 ─╯",
            ])
    }

    @MainActor
    func testTheReviewAtFortyByTwelve() async throws {
        let controller = makeController(width: 40, height: 12)
        await play(controller, [true, true, true])
        press(controller, .character("r"))
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────── Review ───────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                 │",
                "│                                      │",
                "│ 1. Saturn is the only planet with    │",
                "│    rings.                            │",
                "│    ✗ You said true; it's false.      │",
                "│    Jupiter, Uranus and Neptune have  │",
                "│    rings too, fainter ones.          │",
                "│                                      │",
                "│ 2. Venus spins the other way round   │",
                "│    ↑↓ · c copy · other keys close    │",
                "╰───────────────── Questions 1-2 of 3 ─╯",
            ])
    }

    // MARK: - Stats

    @MainActor
    func testStatsOpenAtAnyTimeAndAnyOtherKeyClosesThem() async throws {
        let controller = makeController()
        press(controller, .character("s"))
        guard case .stats = controller.overlay else { return XCTFail("s opens the stats while loading too") }
        press(controller, .character("x"))
        XCTAssertNil(controller.overlay)
        await play(controller, [false])
        press(controller, .character("S"))
        let lines = controller.screenModel().panel?.lines.map { $0.spans.map(\.text).joined() } ?? []
        XCTAssertTrue(lines.contains { $0.hasPrefix("Questions answered") && $0.hasSuffix(" 1") }, "\(lines)")
        press(controller, .escape)
        XCTAssertNil(controller.overlay, "Esc closes, and doesn't quit")
        XCTAssertEqual(controller.game.state, .ongoing)
    }

    /// The stats open after a game of three questions.
    @MainActor
    private func statsAfterAGame() async -> GameController {
        let controller = makeController()
        await play(controller, [false, true, true])
        press(controller, .character("s"))
        return controller
    }

    @MainActor
    func testTheStatsAtEightyByTwentyFour() async throws {
        let controller = await statsAfterAGame()
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────────────────────────── Stats ────────────────────────────────────╮",
                "│ This run only: --no-history keeps nothing.                                   │",
                "│                                                                              │",
                "│ Games played              1                                                  │",
                "│ Questions answered        3                                                  │",
                "│ Accuracy                  100% (3 right)                                     │",
                "│ Best score                3 / 3                                              │",
                "│ Streak at 7/10 or better  1 now, 1 at best                                   │",
                "│                                                                              │",
                "│ By category                                                                  │",
                "│   Astronomy         ██████████  100%  (1 of 1)                               │",
                "│   Science & Nature  ██████████  100%  (2 of 2)                               │",
                "│                                                                              │",
                "│ By difficulty                                                                │",
                "│   easy              ██████████  100%  (1 of 1)                               │",
                "│   medium            ██████████  100%  (1 of 1)                               │",
                "│   hard              ██████████  100%  (1 of 1)                               │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                    ↑↓ PgUp/PgDn scroll · other keys close                    │",
                "╰──────────────────────────────────────────────────────────────────────────────╯",
            ])
    }

    @MainActor
    func testTheStatsAtFortyByTwelve() async throws {
        let controller = await statsAfterAGame()
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────── Stats ────────────────╮",
                "│ This run only: --no-history keeps    │",
                "│ nothing.                             │",
                "│                                      │",
                "│ Games played  1                      │",
                "│ Answered      3                      │",
                "│ Accuracy      100% (3 right)         │",
                "│ Best score    3 / 3                  │",
                "│ Streak 7/10+  1 now, 1 at best       │",
                "│                                      │",
                "│     ↑↓ scroll · other keys close     │",
                "╰───────────────────────── more below ─╯",
            ])
        // Every label stands on its own line once one doesn't fit beside its bar; the numbers are whole.
        press(controller, .end)
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────── Stats ────────────────╮",
                "│   Astronomy                          │",
                "│     █████ 100%  (1 of 1)             │",
                "│   Science & Nature                   │",
                "│     █████ 100%  (2 of 2)             │",
                "│                                      │",
                "│ By difficulty                        │",
                "│   easy   █████ 100%  (1 of 1)        │",
                "│   medium █████ 100%  (1 of 1)        │",
                "│   hard   █████ 100%  (1 of 1)        │",
                "│     ↑↓ scroll · other keys close     │",
                "╰───────────────────────── more above ─╯",
            ])
    }
}
