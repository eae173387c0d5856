import Foundation
import Glibc
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The loop under a flood of input, and an answer's frame before its files.
///
/// A wake reads for a frame's time at most, draws, and the rest waits for the next wake, so a
/// signal (Ctrl-C) is heard within a frame or two whatever is queued, and the history is searched
/// at most once a frame. An answer's frame goes out before the files it changes are written.
final class AppInputFloodTests: AppTestCase {
    /// `reads` reads of 4096 letters and Tabs, as a terminal hands them over.
    private func flood(reads: Int) -> [Terminal.InputRead] {
        var generator = SeededGenerator(seed: 19)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz \t".utf8)
        let chunk = (0..<4096).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return Array(repeating: .bytes(chunk), count: reads)
    }

    @MainActor
    func testAFloodIsReadAFramesWorthAtATimeAndCtrlCActsAtOnce() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("lhl/")
        guard case .history = controller.overlay else { return XCTFail("/ opens the history") }
        backend.pendingReads = flood(reads: 10 * 256)
        backend.secondsPerRead = 0.005
        let framesBefore = backend.frames.count
        backend.wakeForInput()
        XCTAssertEqual(backend.readsLeft, 10 * 256 - 4, "a frame's time of reads (4 of 5 ms), then a frame")
        XCTAssertEqual(backend.frames.count, framesBefore + 1)
        backend.wakeForInput()
        XCTAssertEqual(backend.readsLeft, 10 * 256 - 8)
        XCTAssertEqual(backend.frames.count, framesBefore + 2)
        backend.send(signal: SIGINT)
        XCTAssertEqual(backend.calls.last, .exit(status: 130, message: nil), "Ctrl-C between two wakes")
    }

    @MainActor
    func testAFloodInTheHistorysSearchSearchesAtMostOnceAFrame() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("lhl/")
        backend.pendingReads = flood(reads: 48)
        backend.secondsPerRead = 0.005
        var lastSearches: [Double] = []
        while backend.readsLeft > 0 {
            backend.wakeForInput()
            backend.run(until: clock.seconds + 0.004)
            guard case .history(let browser) = controller.overlay else { return XCTFail("still searching") }
            XCTAssertEqual(browser.query.count, HistoryBrowser.maximumQueryLength)
            if lastSearches.last != browser.lastSearch { lastSearches.append(browser.lastSearch) }
        }
        let gaps = zip(lastSearches, lastSearches.dropFirst()).map { $1 - $0 }
        XCTAssertGreaterThanOrEqual(gaps.min() ?? 1, HistoryBrowser.debounce - 1e-9, "a frame between searches")
        XCTAssertGreaterThan(lastSearches.count, 5, "but the list follows the query")
    }

    /// Ten megabytes of letters typed into the search (a paste without bracketed paste): each
    /// read is one edit of the query, the search runs at most once a frame, and Esc typed after it
    /// closes the panel as soon as it is the Esc key.
    @MainActor
    func testTenMegabytesOfLettersInTheSearchAreOneEditAReadAndEscThenCloses() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("lhl/")
        guard case .history = controller.overlay else { return XCTFail("/ opens the history") }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz ".utf8)
        let chunk = (0..<4096).map { alphabet[$0 * 7 % alphabet.count] }
        backend.pendingReads = Array(repeating: .bytes(chunk), count: 10 * 256)
        var searches: [Double] = []
        var wakes = 0
        while backend.readsLeft > 0 {
            wakes += 1
            backend.wakeForInput()
            backend.run(until: clock.seconds + 1 / GameController.frameRate)
            guard case .history(let browser) = controller.overlay else { return XCTFail("still searching") }
            if searches.last != browser.lastSearch { searches.append(browser.lastSearch) }
        }
        XCTAssertEqual(wakes, 10 * 256 / 16, "16 reads a wake")
        guard case .history(let browser) = controller.overlay else { return XCTFail("still searching") }
        XCTAssertEqual(browser.query, String(decoding: chunk.prefix(HistoryBrowser.maximumQueryLength), as: UTF8.self))
        XCTAssertLessThanOrEqual(searches.count, wakes + 1, "at most a search a frame")
        backend.type("\u{1B}")
        // Within 100 ms, whatever came before it (DECISIONS 8).
        backend.run(until: clock.seconds + 0.1)
        XCTAssertNil(controller.overlay, "Esc closes the search within 100 ms")
        XCTAssertFalse(backend.lastScreen.contains(browser.query), "and the frame shows it closed")
    }

    /// A wake hands the controller a thousand events; the rest of what it read is a flood, of
    /// which only Esc, Ctrl-C and q act (a run of letters with a q in it acts as one q).
    func testPastAThousandEventsAWakeOnlyTheKeysThatLeaveAct() {
        var budget = InputBudget()
        for _ in 0..<InputBudget.eventsPerWake { XCTAssertEqual(budget.admit(.key(.tab)), .key(.tab)) }
        let flood: [InputEvent] = [
            .key(.tab), .text("abc"), .key(.escape), .unrecognized, .key(.control("c")), .text("xqz"),
            .key(.character("q")), .key(.character("Q")), .paste("q"), .modifiedKey(.character("q"), .alt),
        ]
        let acting: [InputEvent?] = [
            nil, nil, .key(.escape), nil, .key(.control("c")), .key(.character("q")), .key(.character("q")), nil, nil,
            nil,
        ]
        XCTAssertEqual(flood.map { budget.admit($0) }, acting)
        var next = InputBudget()
        XCTAssertEqual(next.admit(.text("abc")), .text("abc"), "a new wake, a new budget")
    }

    /// In the search, a thousand edits then "xq" in one wake: x is dropped, the q acts (it types a
    /// q), and the next wake types again.
    @MainActor
    func testAFloodsEditsPastTheBudgetAreDroppedAndTheNextWakeTypes() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("lhl/")
        let clears = [UInt8](repeating: 0x15, count: InputBudget.eventsPerWake)
        backend.pendingReads = [.bytes(clears), .bytes(Array("xq".utf8))]
        backend.wakeForInput()
        guard case .history(let browser) = controller.overlay else { return XCTFail("still searching") }
        XCTAssertEqual(browser.query, "q")
        backend.type("ab")
        guard case .history(let after) = controller.overlay else { return XCTFail("still searching") }
        XCTAssertEqual(after.query, "qab")
    }

    /// Random bytes typed into the search (not bracketed): each wake handles a thousand of their
    /// events at most, Esc after them closes the search, and the game answers.
    @MainActor
    func testRandomBytesInTheSearchThenEscClosesItAndTheGameAnswers() async throws {
        let (_, backend, controller) = await makeAppAtRest()
        backend.type("lhl/")
        var generator = SeededGenerator(seed: 27)
        let kept = (0...255).map(UInt8.init).filter { ![0x03, 0x1A, 0x1B, 0x1C].contains($0) }
        backend.pendingReads = (0..<32).map { _ in
            .bytes((0..<4096).map { _ in kept[Int.random(in: 0..<kept.count, using: &generator)] })
        }
        while backend.readsLeft > 0 {
            backend.wakeForInput()
            backend.run(until: clock.seconds + 1 / GameController.frameRate)
        }
        guard case .history = controller.overlay else { return XCTFail("still searching") }
        backend.type("\u{1B}")
        // Within 100 ms, whatever came before it (DECISIONS 8).
        backend.run(until: clock.seconds + 0.1)
        XCTAssertNil(controller.overlay, "Esc closes the search within 100 ms")
        backend.type("l")
        XCTAssertTrue(backend.lastScreen.contains("Question 5"), "and the game answers:\n\(backend.lastScreen)")
    }

    /// The answer's frame is handed to the terminal before the history's line is written: the
    /// writes wait for the frame, then go, and none is lost.
    @MainActor
    func testAnAnswersFrameGoesOutBeforeItsHistoryIsWritten() async throws {
        clock = ManualClock(seconds: 1000)
        source = ManualSource(questions: makeQuestions(10))
        let files = FileWriter()
        files.holdWrites()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-order-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: 10, notificationCenter: center,
            history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center))
        let theme = Theme(colorMode: .colors, ascii: false)
        let controller = GameController(game: game, clock: clock, theme: theme, notificationCenter: center)
        let backend = RecordingBackend(clock: clock)
        let app = App(
            backend: backend, controller: controller, theme: theme, clock: clock.anyClock,
            text: CommandLineText(words: .english)
        ) {
            backend.note("release")
            files.release()
        }
        app.start()
        apps.append(app)
        await answer(source, controller)
        backend.run(until: clock.seconds + 2)
        let before = backend.log.count
        backend.type("l")
        XCTAssertEqual(Array(backend.log.dropFirst(before)), ["frame", "release"], "drawn, then written")
        files.flush()
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "the answer's line is written")
    }
}
