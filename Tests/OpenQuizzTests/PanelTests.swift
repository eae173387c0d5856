import Foundation
import Quiz
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The review (`r`), the stats (`s`) and the history search (`/`): keys, scrolling and the
/// debounce on the injected clock, and their screens at 80x24 and 40x12.
final class PanelTests: XCTestCase {
    private let files = FileWriter()
    private var clock = ManualTimeSource()
    private var source = ManualSource(questions: [])
    private var center = NotificationCenter()
    /// 2026-11-23 20:13:20 UTC, the date of every answer.
    private static let answerDate = Date(timeIntervalSince1970: 1_795_464_800)

    /// Three questions about planets, the second false, each with an explanation but the last.
    private static let planets: [Question] = [
        Question(
            title: "Saturn is the only planet with rings.", answer: false, category: "Science & Nature",
            difficulty: .medium, explanation: "Jupiter, Uranus and Neptune have rings too, fainter ones."),
        Question(
            title: "Venus spins the other way round from most planets.", answer: true, category: "Science & Nature",
            difficulty: .hard, explanation: "Venus turns slowly clockwise, seen from above its north pole."),
        Question(title: "Mars has two moons.", answer: true, category: "Astronomy", difficulty: .easy),
    ]

    @MainActor
    private func makeController(
        questions: [Question] = planets, historyFile: URL? = nil, width: Int = 80, height: Int = 24,
        ascii: Bool = false, canCopy: Bool = true, explanations: Bool = true
    ) -> GameController {
        clock = ManualTimeSource(now: 100)
        source = ManualSource(questions: questions)
        center = NotificationCenter()
        var text = PlayerText(offline: true)
        text.calendar.timeZone = TimeZone(identifier: "UTC")!
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: questions.count, notificationCenter: center,
            history: PlayerHistory(
                store: historyFile.map { AnswerHistory(url: $0, writer: files) }, notificationCenter: center),
            wallClock: { Self.answerDate })
        let controller = GameController(
            game: game, clock: clock, theme: Theme(colorMode: .colors, ascii: ascii), text: text,
            showsExplanations: explanations, notificationCenter: center, canCopy: canCopy)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    @MainActor
    private func type(_ controller: GameController, _ text: String) {
        for character in text { controller.handle(.keyPressed(.character(character))) }
    }

    /// Plays the game with `answers`, each card left to rest.
    @MainActor
    private func play(_ controller: GameController, _ answers: [Bool]) async {
        await answer(source, controller)
        for value in answers {
            press(controller, value ? .right : .left)
            clock.advance(by: 2)
            controller.handle(.tick)
        }
    }

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

    @MainActor
    func testTheStatsAtEightyByTwentyFourAndFortyByTwelve() async throws {
        let controller = makeController()
        await play(controller, [false, true, true])
        press(controller, .character("s"))
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

    // MARK: - History

    @MainActor
    func testTypingSearchesAtOnceThenGathersTheKeysOfAFrameIntoOneSearch() async throws {
        let controller = makeController()
        await play(controller, [true, true, true])
        press(controller, .character("/"))
        guard case .history(let opened) = controller.overlay else { return XCTFail("/ opens the history") }
        XCTAssertEqual(opened.searches, 1)
        XCTAssertEqual(opened.matches.count, 3)

        clock.advance(by: 1)
        type(controller, "v")
        guard case .history(let first) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(first.searches, 2, "the first key of a burst searches at once")
        XCTAssertEqual(first.matches.count, 1)
        XCTAssertNil(controller.nextFrameTime(), "nothing waits")

        clock.advance(by: 0.005)
        type(controller, "e")
        type(controller, "n")
        guard case .history(let burst) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(burst.searches, 2, "keys within a frame of the last search wait")
        XCTAssertEqual(burst.query, "ven")
        XCTAssertEqual(burst.searchedQuery, "v")
        let due = try XCTUnwrap(controller.nextFrameTime(), "a frame is asked for when the search is due")
        let expected: Double = 107 + 1.0 / 60
        XCTAssertEqual(due, expected, accuracy: 1e-9)

        clock.advance(by: due - 0.001 - clock.now)
        controller.handle(.tick)
        guard case .history(let early) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(early.searches, 2, "not before its time")
        clock.advance(by: due - clock.now)
        controller.handle(.tick)
        guard case .history(let done) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(done.searches, 3, "one search for the two keys")
        XCTAssertEqual(done.searchedQuery, "ven")
        XCTAssertEqual(done.matches.count, 1)
        XCTAssertNil(controller.nextFrameTime(), "asleep again")

        // A key that acts on the list first catches up with what was typed.
        clock.advance(by: 0.001)
        type(controller, "u")
        press(controller, .enter)
        guard case .history(let opened2) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(opened2.searchedQuery, "venu")
        XCTAssertEqual(opened2.detailPage, 0)
        clock.advance(by: 1)
        controller.handle(.tick)
        guard case .history(let still) = controller.overlay else { return XCTFail() }
        XCTAssertEqual(still.detailPage, 0, "the box stays open: no search was left to run")
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

    @MainActor
    func testTheHistoryAndAnAnswerAtEightyByTwentyFour() async throws {
        let controller = makeController()
        await play(controller, [true, true, false])
        press(controller, .character("/"))
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
}
