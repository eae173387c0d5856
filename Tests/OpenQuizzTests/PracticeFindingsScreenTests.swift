import Foundation
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What fresh testers found in practice on screen: the review without the boxes the cards
/// showed, and the stats counting questions a teacher had edited out of a deck.
final class PracticeFindingsScreenTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)
    private let questions = makeQuestions(4)

    /// The answers of one game: each question (of `pool`, the shipped ones by default) right or
    /// wrong, in order.
    private func played(
        _ answers: [(Int, Bool)], game: String, mode: PlayedMode? = nil, pool: [Question]? = nil
    ) -> [AnswerRecord] {
        answers.enumerated().map { index, pair in
            let question = (pool ?? questions)[pair.0]
            var record = AnswerRecord(
                date: Date(timeIntervalSince1970: 1_000), game: game, number: index + 1, of: answers.count,
                question: question, answer: pair.1 ? question.answer : !question.answer)
            record.mode = mode
            return record
        }
    }

    @MainActor
    private func controller(after records: [AnswerRecord], words: Wording = .english) async -> GameController {
        let history = PlayerHistory(store: nil, notificationCenter: center)
        for record in records { history.add(record) }
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 2)
        let mode = PracticeMode(pool: .bank, questions: questions, amount: 10, normal: normal)
        let session = ModeSession(
            game: Game(deck: mode.deck, notificationCenter: center, history: history), home: mode)
        let controller = GameController(
            session: session, clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await waitUntil("the practice game") { controller.game.state != .loading }
        await loopHeard()
        return controller
    }

    /// Plays the game on screen: every answer right but Statement 2's, then opens the review.
    @MainActor
    private func playAndReview(_ controller: GameController) {
        while let question = controller.game.currentQuestion {
            let right = question.title != "Statement 2."
            controller.handle(.keyPressed(.character(right == question.answer ? "l" : "h")))
            settleCard(controller, on: clock, file: #filePath, line: #line)
        }
        controller.handle(.keyPressed(.character("r")))
    }

    /// Statement 1 in box 2 (wrong, then right), Statements 2 and 3 in box 1: all three due.
    private var boxesOneAndTwo: [AnswerRecord] {
        played([(0, false), (1, false), (2, false), (3, true)], game: "g1")
            + played([(0, true)], game: "g2") + played([(3, true)], game: "g3")
    }

    // MARK: - The review says each question's box

    @MainActor
    func testTheReviewSaysEachQuestionsBoxAt80x24() async {
        let controller = await controller(after: boxesOneAndTwo)
        XCTAssertEqual(controller.game.questions.map(\.title), ["Statement 2.", "Statement 3.", "Statement 1."])
        playAndReview(controller)
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────────────────────────── Review ───────────────────────────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                                                         │",
                "│                                                                              │",
                "│ 1. Statement 2.                                                              │",
                "│    ✗ You said true; it's false. · Box 1                                      │",
                "│                                                                              │",
                "│ 2. Statement 3.                                                              │",
                "│    ✓ You said true: right. · Box 1                                           │",
                "│                                                                              │",
                "│ 3. Statement 1.                                                              │",
                "│    ✓ You said true: right. · Box 2                                           │",
            ]
                + Array(
                    repeating: "│                                                                              │",
                    count: 11) + [
                    "│        ↑↓ PgUp/PgDn scroll · c copy the share line · other keys close        │",
                    "╰──────────────────────────────────────────────────────────────────────────────╯",
                ])
    }

    @MainActor
    func testTheReviewSaysEachQuestionsBoxAt40x12InEnglishAndFrench() async {
        let controller = await controller(after: boxesOneAndTwo)
        playAndReview(controller)
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            renderedLines(controller),
            [
                "╭─────────────── Review ───────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                 │",
                "│                                      │",
                "│ 1. Statement 2.                      │",
                "│    ✗ You said true; it's false.      │",
                // Too long for the verdict's line: on its own.
                "│    Box 1                             │",
                "│                                      │",
                "│ 2. Statement 3.                      │",
                "│    ✓ You said true: right. · Box 1   │",
                "│                                      │",
                "│    ↑↓ · c copy · other keys close    │",
                "╰───────────────── Questions 1-2 of 3 ─╯",
            ])
        let french = await self.controller(after: boxesOneAndTwo, words: .french)
        playAndReview(french)
        french.handle(.resized(width: 40, height: 12))
        assertLines(
            renderedLines(french),
            [
                "╭───────────── Correction ─────────────╮",
                "│ OpenQuizz 2/3 ❌✅✅                 │",
                "│                                      │",
                "│ 1. Statement 2.                      │",
                "│    ✗ Vous avez dit vrai ; c’est      │",
                "│    faux. · Boîte 1                   │",
                "│                                      │",
                "│ 2. Statement 3.                      │",
                "│    ✓ Vous avez dit vrai : bien vu.   │",
                "│    Boîte 1                           │",
                "│    ↑↓ · c copier · autre : fermer    │",
                "╰────────────── Questions 1 à 2 sur 3 ─╯",
            ])
    }

    /// A box after a verdict too long for it goes on a line of its own, and the questions after
    /// it start a line lower; a question with no box (not practised) has none; ASCII says " - ".
    @MainActor
    func testABoxTooLongForItsVerdictsLineHasItsOwn() {
        let symbols = Theme(colorMode: .colors, ascii: true).symbols
        let answers = played([(0, false), (1, true), (2, true)], game: "g1")
        let review = PlayerText().panel.review(answers, width: 40, symbols: symbols, ascii: true)
        let boxed = PracticeText.boxed(review, boxes: [1, nil, 3], words: .english, width: 36, ascii: true)
        XCTAssertEqual(
            boxed.lines.map { $0.spans.map(\.text).joined() },
            [
                "OpenQuizz 2/3 -++", "", "1. Statement 1.", "   [x] You said false; it's true.", "   Box 1", "",
                "2. Statement 2.", "   [+] You said false: right.", "", "3. Statement 3.",
                "   [+] You said true: right. - Box 3",
            ])
        XCTAssertEqual(boxed.questionStarts, review.questionStarts.enumerated().map { $0 == 0 ? $1 : $1 + 1 })
        XCTAssertEqual(boxed.lines[4].spans.last, Span("Box 1", .dim))
        XCTAssertEqual(
            PracticeText.boxed(review, boxes: [], words: .english, width: 36, ascii: true).lines, review.lines)
    }

    // MARK: - The stats count only the questions the deck still has

    /// Deck "week3" of four questions; Statements 1, 2 and 3 answered wrong in a practice game.
    private var week3: [Question] {
        makeQuestions(4, origin: .deck).map { question in
            var question = question
            question.deck = "week3"
            return question
        }
    }

    private var week3Stats: HistoryStats {
        HistoryStats(played([(0, false), (1, false), (2, false), (3, true)], game: "p1", mode: .practice, pool: week3))
    }

    /// The teacher took Statement 2 out of the deck: it is neither learnt nor to go, in the text,
    /// the JSON and the panel alike; a deck that can't be read is counted as the history has it,
    /// and said to be.
    func testTheStatsCountOnlyTheQuestionsTheDeckStillHas() throws {
        let edited = PracticePoolQuestions.keys([week3[0], week3[2], week3[3]])
        let questions: StatsReport.PoolQuestions = { $0 == .deck("week3") ? .questions(edited) : .unreadable }
        let lines = StatsReport(stats: week3Stats, columns: 80, poolQuestions: questions).text()
        XCTAssertTrue(lines.contains("  week3                   0 learnt, 2 to go"), "\(lines)")
        let gone = StatsReport(stats: week3Stats, columns: 80, poolQuestions: { _ in .unreadable }).text()
        XCTAssertTrue(
            gone.contains("  week3                   0 learnt, 3 to go (deck unreadable)"), "\(gone)")
        // A deck nothing locates (a `--questions` file of an earlier run) is not said to be missing.
        let unlocated = StatsReport(stats: week3Stats, columns: 80, poolQuestions: { _ in .unlocated }).text()
        XCTAssertTrue(unlocated.contains("  week3                   0 learnt, 3 to go"), "\(unlocated)")
        let french = StatsReport(stats: week3Stats, columns: 40, words: .french, poolQuestions: { _ in .unreadable })
            .text()
        let row = try XCTUnwrap(french.firstIndex(of: "  week3"))
        XCTAssertEqual(french[row + 1], "    0 apprise, 3 à revoir (paquet illisible)")

        let json = try practiceJSON(StatsReport(stats: week3Stats, poolQuestions: questions))
        XCTAssertEqual(json["deck"] as? String, "week3")
        XCTAssertEqual(json["to_go"] as? Int, 2)
        XCTAssertEqual(json["boxes"] as? [Int], [2, 0, 0, 0])
        XCTAssertEqual(json["due_next_game"] as? Int, 2)
        XCTAssertEqual(json["deck_read"] as? Bool, true)
        let unread = try practiceJSON(StatsReport(stats: week3Stats, poolQuestions: { _ in .unreadable }))
        XCTAssertEqual(unread["to_go"] as? Int, 3)
        XCTAssertEqual(unread["deck_read"] as? Bool, false)
        let nowhere = try practiceJSON(StatsReport(stats: week3Stats, poolQuestions: { _ in .unlocated }))
        XCTAssertEqual(nowhere["to_go"] as? Int, 3)
        XCTAssertEqual(nowhere["deck_read"] as? Bool, false)

        let panel = PlayerText().panel.statsLines(
            week3Stats, ascii: false, isLoaded: true, keepsHistory: true, width: 60, poolQuestions: questions)
        XCTAssertTrue(
            panel.contains(PanelLine("  week3                   0 learnt, 2 to go")), "\(panel)")
    }

    private func practiceJSON(_ report: StatsReport) throws -> [String: Any] {
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try report.json().utf8)) as? [String: Any])
        let practice = try XCTUnwrap(json["practice"] as? [[String: Any]])
        XCTAssertEqual(practice.count, 1)
        return practice[0]
    }

    /// The pools' questions are read from the decks folder, else from the file the history last
    /// played the deck from; a deck in neither is nil, and each pool is read once.
    func testThePoolsQuestionsAreReadFromTheDeckOrItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-pools-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = StoragePaths(
            stateDirectory: folder.appendingPathComponent("state"),
            cacheDirectory: folder.appendingPathComponent("cache"),
            dataDirectory: folder.appendingPathComponent("data"))
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        try Data("statement,answer\nOne,true\nTwo,false\n".utf8).write(
            to: paths.decksDirectory.appendingPathComponent("week3.csv"))
        let file = folder.appendingPathComponent("lesson.csv")
        try Data("statement,answer\nThree,true\n".utf8).write(to: file)
        var reads = 0
        let read: KeptDecks.Reader = {
            reads += 1
            return DeckFile.read($0)
        }
        let pools = PracticePoolQuestions(
            paths: paths, language: .english, deckFile: { $0 == "lesson" ? file.path : nil }, read: read)
        guard case .questions(let week3) = pools.questions(.deck("week3")) else { return XCTFail("week3 unread") }
        XCTAssertTrue(week3.isSuperset(of: ["One", "Two"]), "\(week3)")
        XCTAssertEqual(week3.count, 4, "each question's id and statement")
        guard case .questions(let lesson) = pools.questions(.deck("lesson")) else { return XCTFail("lesson unread") }
        XCTAssertTrue(lesson.contains("Three"))
        // A deck nothing locates (a file played in an earlier run) is counted as the history has it.
        XCTAssertEqual(pools.questions(.deck("gone")), .unlocated)
        XCTAssertEqual(reads, 2)
        _ = pools.questions(.deck("week3"))
        XCTAssertEqual(reads, 2, "read once")
        // Once its file is gone, the next run can't read the deck.
        try FileManager.default.removeItem(at: file)
        let next = PracticePoolQuestions(paths: paths, language: .english, deckFile: { _ in file.path })
        XCTAssertEqual(next.questions(.deck("lesson")), .unreadable)
    }
}
