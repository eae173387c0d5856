import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The history search (`/`): keys, the debounce on the injected clock, the history read from
/// disk, and its screens at 80x24 and 40x12.
final class HistoryPanelTests: PanelTestCase {
    // MARK: - History

    @MainActor
    func testTypingSearchesAtOnceThenGathersTheKeysOfAFrameIntoOneSearch() async throws {
        let controller = makeController()
        await play(controller, [true, true, true])
        press(controller, .character("/"))
        guard case .history(let opened) = controller.overlay else { return XCTFail("/ opens the history") }
        XCTAssertEqual(opened.lastSearch, clock.seconds, "searched on opening")
        XCTAssertEqual(opened.matches.count, 3)

        clock.advance(by: 1)
        type(controller, "v")
        guard case .history(let first) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(first.lastSearch, clock.seconds, "the first key of a burst searches at once")
        XCTAssertEqual(first.searchedQuery, "v")
        XCTAssertEqual(first.matches.count, 1)
        XCTAssertNil(controller.nextFrameTime(), "nothing waits")

        clock.advance(by: 0.005)
        type(controller, "e")
        type(controller, "n")
        guard case .history(let burst) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(burst.lastSearch, 107, "keys within a frame of the last search wait")
        XCTAssertEqual(burst.query, "ven")
        XCTAssertEqual(burst.searchedQuery, "v")
        let due = try XCTUnwrap(controller.nextFrameTime(), "a frame is asked for when the search is due")
        let expected: Double = 107 + 1.0 / 60
        XCTAssertEqual(due, expected, accuracy: 1e-9)

        clock.advance(by: due - 0.001 - clock.seconds)
        controller.handle(.tick)
        guard case .history(let early) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(early.searchedQuery, "v", "not before its time")
        clock.advance(by: due - clock.seconds)
        controller.handle(.tick)
        guard case .history(let done) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(done.searchedQuery, "ven", "one search for the two keys")
        XCTAssertEqual(done.lastSearch, due)
        XCTAssertEqual(done.matches.count, 1)
        XCTAssertNil(controller.nextFrameTime(), "asleep again")

        // A key that acts on the list first catches up with what was typed, when a frame has
        // passed since the last search.
        clock.advance(by: 1)
        type(controller, "u")
        clock.advance(by: 0.001)
        type(controller, "s")
        clock.advance(by: 0.02)
        press(controller, .enter)
        guard case .history(let opened2) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(opened2.searchedQuery, "venus")
        XCTAssertEqual(opened2.detailPage, 0)
        clock.advance(by: 1)
        controller.handle(.tick)
        guard case .history(let still) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(still.detailPage, 0, "the box stays open: no search was left to run")
    }

    /// Within a frame of the last search, Enter opens the box once the list is searched, at the
    /// next frame: never one of an older list, and never a second search in the frame.
    @MainActor
    func testEnterWithinAFrameOfASearchOpensTheBoxOnceTheListIsSearched() async throws {
        let controller = makeController()
        await play(controller, [true, true, true])
        press(controller, .character("/"))
        clock.advance(by: 1)
        type(controller, "s")
        clock.advance(by: 0.001)
        type(controller, "aturn")
        press(controller, .enter)
        guard case .history(let waiting) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(waiting.searchedQuery, "s", "no second search within the frame")
        XCTAssertNil(controller.screenModel().answerBox, "no box of the older list")
        let due = try XCTUnwrap(controller.nextFrameTime())
        clock.advance(by: due - clock.seconds)
        controller.handle(.tick)
        XCTAssertEqual(controller.screenModel().answerBox?.verdict, "Saturn is the only planet with rings.")
        // A key after Enter closes the box it asked for, before it opens.
        press(controller, .escape)
        clock.advance(by: 1)
        type(controller, "x")
        clock.advance(by: 0.001)
        press(controller, .backspace, .enter, .character("k"))
        clock.advance(by: 1)
        controller.handle(.tick)
        guard case .history(let closed) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(closed.query, "saturn", "k closed the box to be, and typed nothing")
        XCTAssertNil(closed.detailPage)
    }

    /// However many edits, Tabs, Enters, moves and reopenings come in one instant, the history is
    /// searched at most once a frame.
    func testAFloodOfKeysSearchesAtMostOnceAFrame() {
        var searches = 0
        let search: (String, VerdictFilter) -> [Int] = { _, _ in
            searches += 1
            return [0, 1, 2]
        }
        var browser = HistoryBrowser(now: 10, search: search)
        XCTAssertEqual(searches, 1)
        var generator = SeededGenerator(seed: 27)
        for step in 0..<20_000 {
            let now = 10 + Double(step / 1000) * HistoryBrowser.debounce * 0.5
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: browser.cycleVerdicts(at: now, search: search)
            case 1: browser.deleteBackward(at: now, search: search)
            case 2: browser.clear(at: now, search: search)
            case 3: browser.open(at: now, search: search)
            case 4: _ = browser.move(.scrollDown, visible: 10)
            case 5: browser = HistoryBrowser(now: now, lastSearch: browser.lastSearch, search: search)
            case 6: browser.advance(to: now, search: search)
            default: browser.type("a\t", at: now, search: search)
            }
        }
        // 20 instants, half a frame apart: 10 frames' time.
        XCTAssertLessThanOrEqual(searches, 1 + 10, "at most one search a frame")
        XCTAssertGreaterThanOrEqual(searches, 5, "but the list follows the edits")
    }

    @MainActor
    func testHistoryKeysTypeSelectOpenAndStepBack() async throws {
        let controller = makeController()
        await play(controller, [true, true, true])
        press(controller, .character("/"))
        func browser() -> HistoryBrowser? {
            if case .history(let browser) = controller.overlay { return browser }
            return nil
        }
        // q, n, r, s and ? are letters here: they type, and never quit or start a game.
        type(controller, "qnrs?")
        XCTAssertEqual(browser()?.query, "qnrs?")
        XCTAssertEqual(controller.game.state, .over)
        press(controller, .control("u"))
        XCTAssertEqual(browser()?.query, "")
        clock.advance(by: 1)
        controller.handle(.input(.paste("MARS\nmoons")))
        XCTAssertEqual(browser()?.query, "MARS moons", "a paste is typed, its newline a space")
        press(controller, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        clock.advance(by: 1)
        controller.handle(.tick)
        XCTAssertEqual(browser()?.matches.count, 1)
        press(controller, .backspace, .backspace, .backspace, .backspace)
        clock.advance(by: 1)
        controller.handle(.tick)
        XCTAssertEqual(browser()?.matches.count, 3)
        press(controller, .down, .down, .down)
        XCTAssertEqual(browser()?.selected, 2, "the selection stops at the last line")
        press(controller, .home)
        XCTAssertEqual(browser()?.selected, 0)
        press(controller, .tab)
        clock.advance(by: 1)
        controller.handle(.tick)
        XCTAssertEqual(browser()?.verdicts, .wrong)
        XCTAssertEqual(browser()?.matches.count, 1, "the wrong answers only")
        XCTAssertEqual(controller.screenModel().panel?.title, "History: wrong answers")
        press(controller, .enter)
        let box = try XCTUnwrap(controller.screenModel().answerBox)
        XCTAssertEqual(box.verdict, "Saturn is the only planet with rings.")
        XCTAssertEqual(box.title, "2026-11-23 20:13")
        press(controller, .escape)
        XCTAssertNil(controller.screenModel().answerBox, "Esc closes the box first")
        XCTAssertNotNil(controller.overlay)
        press(controller, .escape)
        XCTAssertNil(controller.overlay, "then the history")
        XCTAssertEqual(controller.handle(.keyPressed(.escape)), .quit, "then Esc quits, as ever")
    }

    @MainActor
    func testModifiedKeysTypeNothingCloseTheReviewAndEscEscLeavesTheHistoryWithoutQuitting() async throws {
        let controller = makeController()
        await play(controller, [true, true, true])
        press(controller, .character("r"))
        XCTAssertEqual(controller.handle(.input(.modifiedKey(.character("q"), .alt))), .keepGoing)
        XCTAssertNil(controller.overlay, "Alt-q closes the review as any key does, and doesn't quit")
        press(controller, .character("/"))
        controller.handle(.input(.modifiedKey(.character("a"), .alt)))
        guard case .history(let browser) = controller.overlay else { return XCTFail("Alt-a leaves it open") }
        XCTAssertEqual(browser.query, "", "and types nothing")
        press(controller, .enter)
        XCTAssertEqual(controller.handle(.input(.modifiedKey(.escape, .alt))), .keepGoing)
        XCTAssertNil(controller.overlay, "Esc Esc, read as Alt-Esc, leaves the box and the history")
        XCTAssertNil(controller.screenModel().answerBox)
        XCTAssertEqual(controller.game.state, .over)
    }

    @MainActor
    func testTheHistoryReadFromDiskJoinsAnOpenSearchAndTheGameOverCard() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-panel-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let earlier = AnswerHistory(url: url, writer: files)
        for (number, question) in Self.planets.enumerated() {
            earlier.record(
                AnswerRecord(
                    date: Self.answerDate, game: "earlier", number: number + 1, of: 3, question: question,
                    answer: question.answer))
        }
        earlier.flush()
        let controller = makeController(historyFile: url)
        let history = controller.game.history
        XCTAssertFalse(history.isLoaded)
        press(controller, .character("/"))
        guard case .history(let before) = controller.overlay else { return XCTFail("/ opens the history") }
        XCTAssertEqual(before.matches, [], "nothing known before the file is read")
        XCTAssertEqual(controller.screenModel().panel?.position, "reading your history...")
        // The file is read once the first question is on screen; the open search then sees it.
        await answer(source, controller)
        await waitUntil { history.isLoaded }
        guard case .history(let after) = controller.overlay else { return XCTFail("the history stays open") }
        XCTAssertEqual(after.matches.count, 3)
        XCTAssertEqual(controller.screenModel().panel?.position, "1 of 3")
        press(controller, .escape)
        for question in Self.planets { press(controller, question.answer ? .right : .left) }
        clock.advance(by: 2)
        controller.handle(.tick)
        guard case .game(let over) = controller.screenModel().content else { return XCTFail("the game screen") }
        XCTAssertEqual(
            over.card.title,
            "Game Over: 3\u{A0}/\u{A0}3. Perfect! Best: 3\u{A0}/\u{A0}3. 2\u{A0}games in a row at 70% or\u{A0}better.",
            "the earlier game, read from disk, counts")
    }

    /// The history open, `/`, after a game of three questions.
    @MainActor
    private func historyAfterAGame() async -> GameController {
        let controller = makeController()
        await play(controller, [true, true, false])
        press(controller, .character("/"))
        return controller
    }

    @MainActor
    func testTheHistoryAtEightyByTwentyFour() async throws {
        let controller = await historyAfterAGame()
        assertLines(
            renderedLines(controller),
            [
                "╭────────────────────────────────── History ───────────────────────────────────╮",
                "│ /                                                                            │",
                "│                                                                              │",
                "│ 2026-11-23  ✗ Mars has two moons.  Astronomy                                 │",
                "│ 2026-11-23  ✓ Venus spins the other way round from most planets.  Science &… │",
                "│ 2026-11-23  ✗ Saturn is the only planet with rings.  Science & Nature        │",
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
                "│         type to search · ↑↓ Enter open · Tab wrong/right · Esc back          │",
                "╰───────────────────────────────────────────────────────────────────── 1 of 3 ─╯",
            ])
    }

    @MainActor
    func testAnAnswerFoundInTheHistoryAtEightyByTwentyFour() async throws {
        let controller = await historyAfterAGame()
        type(controller, "sat")
        clock.advance(by: 1)
        controller.handle(.tick)
        press(controller, .enter)
        assertLines(
            renderedLines(controller),
            [
                "╭────────────────────────────────── History ───────────────────────────────────╮",
                "│ / sat                                                                        │",
                "│                                                                              │",
                "│ 2026-11-23  ✗ Saturn is the only planet with rings.  Science & Nature        │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│       ╭────────────────────── 2026-11-23 20:13 ──────────────────────╮       │",
                "│       │                                                              │       │",
                "│       │ ✗ Saturn is the only planet with rings.                      │       │",
                "│       │                                                              │       │",
                "│       │ You said true; it's false. Jupiter, Uranus and Neptune have  │       │",
                "│       │ rings too, fainter ones. (Science & Nature, medium.)         │       │",
                "│       │                                                              │       │",
                "│       │                    press any key to close                    │       │",
                "│       ╰──────────────────────────────────────────────────────────────╯       │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│                                                                              │",
                "│         type to search · ↑↓ Enter open · Tab wrong/right · Esc back          │",
                "╰───────────────────────────────────────────────────────────────────── 1 of 1 ─╯",
            ])
    }

    @MainActor
    func testTheHistoryAtFortyByTwelveAndWhenNothingMatches() async throws {
        let controller = makeController(width: 40, height: 12)
        await play(controller, [true, true, false])
        press(controller, .character("/"))
        assertLines(
            renderedLines(controller),
            [
                "╭────────────── History ───────────────╮",
                "│ /                                    │",
                "│                                      │",
                "│ 2026-11-23  ✗ Mars has two moons.    │",
                "│ 2026-11-23  ✓ Venus spins the other… │",
                "│ 2026-11-23  ✗ Saturn is the only pl… │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│  Enter open · Tab filter · Esc back  │",
                "╰───────────────────────────── 1 of 3 ─╯",
            ])
        type(controller, "pluto")
        clock.advance(by: 1)
        controller.handle(.tick)
        assertLines(
            renderedLines(controller),
            [
                "╭────────────── History ───────────────╮",
                "│ / pluto                              │",
                "│                                      │",
                "│ No answer matches “pluto”.           │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│  Enter open · Tab filter · Esc back  │",
                "╰──────────────────────────────────────╯",
            ])
    }

    /// A query too long to quote whole is quoted by its end, the end the field shows, and the
    /// sentence keeps its closing quote.
    @MainActor
    func testALongQueryThatMatchesNothingIsQuotedByItsEnd() async throws {
        let controller = makeController(width: 80, height: 24)
        await play(controller, [true, true, false])
        press(controller, .character("/"))
        type(controller, String(repeating: "q", count: 100) + "the end of it")
        clock.advance(by: 1)
        controller.handle(.tick)
        let lines = renderedLines(controller)
        let field = "│ / " + String(repeating: "q", count: 60) + "the end of it  │"
        XCTAssertEqual(lines[1], field, "the field shows the end")
        let said = "│ No answer matches “…qqqqqqqqqqthe end of it”."
        XCTAssertEqual(lines[3], said + String(repeating: " ", count: 32) + "│")
    }
}
