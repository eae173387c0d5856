import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The history's panels under load and before the history is in: what a key costs (counted, not
/// timed), what the search says while the file is read, and storage notices.
final class HistoryPanelCostTests: XCTestCase {
    private let files = FileWriter()
    private var clock: ManualClock!
    private var source: ManualSource!

    @MainActor
    private func makeController(questions: [Question], historyFile: URL? = nil) -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: questions)
        let center = NotificationCenter()
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: questions.count, notificationCenter: center,
            history: PlayerHistory(
                store: historyFile.map { AnswerHistory(url: $0, writer: files) }, notificationCenter: center))
        let controller = GameController(
            game: game, clock: clock, theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(offline: true),
            notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    /// Waits until `history` has read its file, failing after 60 s: the reader runs at nice 19,
    /// and on a busy machine it may take seconds.
    @MainActor
    private func waitForTheFile(_ history: PlayerHistory, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        let deadline = Date().addingTimeInterval(60)
        while !history.isLoaded, Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertTrue(history.isLoaded, "the history was read within 60 s", file: file, line: line)
    }

    @MainActor
    private func play(_ controller: GameController) async {
        await answer(source, controller)
        for question in source.questions {
            press(controller, question.answer ? .right : .left)
            clock.advance(by: 2)
            controller.handle(.tick)
        }
    }

    @MainActor
    func testKeysInTheReviewAndTheStatsNeverWrapTheirLinesAgain() async throws {
        // Ten questions of 20 KB each: wrapping them all is the work a key must not redo.
        let long = String(repeating: "A long statement about the rings of Saturn. ", count: 450)
        let questions = (1...10).map {
            Question(title: "\($0). " + long, answer: true, category: "Astronomy", difficulty: .easy)
        }
        let controller = makeController(questions: questions)
        await play(controller)
        XCTAssertEqual(controller.game.state, .over)
        press(controller, .character("r"))
        guard case .review = controller.overlay else { return XCTFail("r opens the review") }
        _ = controller.screenModel()
        let afterOpening = controller.panelLines.builds
        XCTAssertEqual(afterOpening, 1, "made once")
        for _ in 0..<30 {
            press(controller, .down)
            controller.handle(.tick)
            _ = controller.screenModel()
        }
        press(controller, .pageDown, .end, .home)
        _ = controller.screenModel()
        XCTAssertEqual(controller.panelLines.builds, 1, "no key made them again")
        controller.handle(.resized(width: 100, height: 30))
        _ = controller.screenModel()
        XCTAssertEqual(controller.panelLines.builds, 2, "a new width makes them again, once")

        press(controller, .escape)
        press(controller, .character("s"))
        guard case .stats = controller.overlay else { return XCTFail("s opens the stats") }
        _ = controller.screenModel()
        let stats = controller.panelLines.builds
        for _ in 0..<10 {
            press(controller, .down)
            _ = controller.screenModel()
        }
        XCTAssertEqual(controller.panelLines.builds, stats, "scrolling the stats makes nothing again")
    }

    @MainActor
    func testTheSearchSaysItIsReadingTheHistoryUntilItIsIn() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-panel-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let controller = makeController(questions: makeQuestions(3), historyFile: url)
        XCTAssertFalse(controller.game.history.isLoaded)
        press(controller, .character("/"))
        let reading = try XCTUnwrap(controller.screenModel().panel)
        XCTAssertEqual(
            reading.lines.map { $0.spans.map(\.text).joined() }, ["Reading your history\u{2026}"],
            "never \"No answers yet\"")
        await answer(source, controller)
        try await waitForTheFile(controller.game.history)
        let empty = try XCTUnwrap(controller.screenModel().panel)
        XCTAssertTrue(empty.lines.first?.spans.first?.text.hasPrefix("No answers yet.") ?? false, "\(empty.lines)")
    }

    @MainActor
    func testAGameOverBeforeTheHistoryIsReadClaimsNoBestThenSaysIt() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-panel-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        // 1,000 earlier games of the same kind, all right: reading them takes the reader tens of
        // milliseconds at least, far longer than the synchronous play below.
        let questions = makeQuestions(3)
        var data = Data()
        for game in 0..<1000 {
            for (index, question) in questions.enumerated() {
                data += try AnswerHistory.line(
                    for: AnswerRecord(
                        date: Date(timeIntervalSince1970: 1_800_000_000), game: "earlier \(game)", number: index + 1,
                        of: 3, question: question, answer: question.answer))
            }
        }
        try data.write(to: url)
        let controller = makeController(questions: questions, historyFile: url)
        let history = controller.game.history
        await answer(source, controller)
        // From here on nothing waits: the history read in the background can't be merged meanwhile.
        for (index, question) in questions.enumerated() {
            press(controller, index == 0 ? (question.answer ? .left : .right) : (question.answer ? .right : .left))
            clock.advance(by: 2)
            controller.handle(.tick)
        }
        XCTAssertFalse(history.isLoaded, "the game ended before the history was read")
        guard case .game(let over) = controller.screenModel().content else { return XCTFail("the game screen") }
        XCTAssertEqual(over.card.title, "Game Over: 2\u{A0}/\u{A0}3. Well played.", "nothing it might take back")
        try await waitForTheFile(history)
        guard case .game(let known) = controller.screenModel().content else { return XCTFail("the game screen") }
        XCTAssertEqual(known.card.title, "Game Over: 2\u{A0}/\u{A0}3. Well played. Best: 3\u{A0}/\u{A0}3.")
    }

    @MainActor
    func testASecondStorageProblemIsSaidToo() async throws {
        let controller = makeController(questions: makeQuestions(3))
        await answer(source, controller)
        let cache = StorageProblem(path: "/s/cache.json", kind: .system(errno: ENOSPC))
        let history = StorageProblem(path: "/s/history.jsonl", kind: .system(errno: ENOSPC))
        controller.handle(.storageProblem(cache))
        XCTAssertEqual(controller.verdict?.text, PlayerText(offline: true).fileProblem(cache))
        controller.handle(.storageProblem(history))
        XCTAssertEqual(controller.verdict?.text, PlayerText(offline: true).fileProblem(cache), "the first stays")
        XCTAssertEqual(
            controller.explanation, PlayerText(offline: true).fileProblem(history), "the history's is said beside it")
    }

    func testAHugePasteIsCutToTheQueryBoundAndSearchedOnce() {
        var queries: [String] = []
        let search: (String, VerdictFilter) -> [Int] = { query, _ in
            queries.append(query)
            return []
        }
        var browser = HistoryBrowser(now: 0, search: search)
        browser.type(String(repeating: "saturn ", count: 60_000 / 7) + "\n\u{1B}", at: 1, search: search)
        XCTAssertEqual(browser.query.count, HistoryBrowser.maximumQueryLength)
        XCTAssertEqual(queries.map(\.count), [0, HistoryBrowser.maximumQueryLength], "one search, of 200 characters")
        browser.type("more", at: 2, search: search)
        XCTAssertEqual(browser.query.count, HistoryBrowser.maximumQueryLength, "full: the rest is dropped")
        XCTAssertEqual(queries.count, 2, "nothing changed, nothing searched")
        browser.deleteBackward(at: 3, search: search)
        browser.type("xy", at: 4, search: search)
        XCTAssertTrue(browser.query.hasSuffix("x"), "room for one more: \(browser.query.suffix(5))")
    }
}
