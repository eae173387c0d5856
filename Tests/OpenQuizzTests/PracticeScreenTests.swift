import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// Practice on screen and line by line: the card's box, Game Over's "learnt, to go" at 80x24 and
/// 40x12, the card with nothing to practise, plain mode, and the stats.
final class PracticeScreenTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)
    private let questions = makeQuestions(4)
    private var printed: [String] = []

    /// The answers of one game of the shipped questions: each question right or wrong, in order.
    private func played(_ answers: [(Int, Bool)], game: String, mode: PlayedMode? = nil) -> [AnswerRecord] {
        answers.enumerated().map { index, pair in
            let question = questions[pair.0]
            var record = AnswerRecord(
                date: Date(timeIntervalSince1970: 1_000), game: game, number: index + 1, of: answers.count,
                question: question, answer: pair.1 ? question.answer : !question.answer)
            record.mode = mode
            return record
        }
    }

    /// A practice session of the four questions after `records`; a normal game is two of them.
    @MainActor
    private func session(after records: [AnswerRecord]) -> ModeSession {
        let history = PlayerHistory(store: nil, notificationCenter: center)
        for record in records { history.add(record) }
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 2)
        let mode = PracticeMode(pool: .bank, questions: questions, amount: 10, normal: normal)
        return ModeSession(game: Game(deck: mode.deck, notificationCenter: center, history: history), home: mode)
    }

    @MainActor
    private func controller(_ session: ModeSession, words: Wording = .english) async -> GameController {
        let controller = GameController(
            session: session, clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await waitUntil("the practice game") { controller.game.state != .loading }
        await loopHeard()
        return controller
    }

    /// Answers the question on the card: right unless it is Statement 2.
    @MainActor
    private func answerAllButStatementTwo(_ controller: GameController) {
        while let question = controller.game.currentQuestion {
            let right = question.title != "Statement 2."
            controller.handle(.keyPressed(.character(right == question.answer ? "l" : "h")))
            settleCard(controller, on: clock, file: #filePath, line: #line)
        }
    }

    @MainActor
    func testTheCardSaysItsBoxAndGameOverSaysLearntAndToGoAt80x24And40x12() async {
        // Statements 1 to 3 wrong, 4 right: three in box 1.
        let before = played([(0, false), (1, false), (2, false), (3, true)], game: "g1")
        let controller = await controller(session(after: before))
        XCTAssertEqual(controller.game.questionCount, 3)
        let first = renderedLines(controller)
        XCTAssertEqual(first[0], " OpenQuizz · Practice                                Offline: bundled questions")
        XCTAssertEqual(first[3], "                ╭─────────────────── Box 1 ────────────────────╮")
        answerAllButStatementTwo(controller)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Practice                                Offline: bundled questions",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │     Game Over: 2 / 3. 0 learnt, 3 to go.     │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "",
                "                            Score 2 / 3   Review: r",
                "                              ✓ Right! It's true.",
                "",
                "",
                "",
                "                                  New Game [N]                        o Settings",
            ])
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Practice  Offline: bundled",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│ Game Over: 2 / 3. 0 learnt, 3 to go. │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "        Score 2 / 3   Review: r",
                "          ✓ Right! It's true.",
                "              New Game [N]    o Settings",
            ])
    }

    @MainActor
    func testFrenchGameOverAt40x12() async {
        let before = played([(0, false), (1, false), (2, false), (3, true)], game: "g1")
        let controller = await controller(session(after: before), words: .french)
        XCTAssertTrue(renderedLines(controller)[3].contains(" Boîte 1 "), renderedLines(controller)[3])
        answerAllButStatementTwo(controller)
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Révisions       Hors ligne",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│      Fin de la partie : 2 / 3.       │",
                "│        0 apprise, 3 à revoir.        │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "        Score 2 / 3   Revoir : r",
                "       ✓ Exact ! C’est « Vrai ».",
                "          Nouvelle partie [N]    o Régl.",
            ])
    }

    @MainActor
    func testNothingLeftSaysSoAndNPlaysANormalGame() async {
        // Statement 1 climbed to box 4 and was learnt: nothing is left.
        let before = (1...5).flatMap { game in played([(0, game > 1)], game: "g\(game)") }
        let controller = await controller(session(after: before))
        controller.handle(.resized(width: 40, height: 12))
        assertLines(
            renderedLines(controller),
            [
                // Where the game would have dealt from, as a game of it notes it.
                " OpenQuizz · Practice  Offline: bundled",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│    Nothing to practise: 1 learnt,    │",
                "│   0 to go. N plays a normal game.    │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                // Nothing was asked: no score under the card.
                "",
                "",
                "              New Game [N]    o Settings",
            ])
        controller.handle(.keyPressed(.character("n")))
        await waitUntil("the normal game") { controller.game.state == .ongoing }
        await loopHeard()
        XCTAssertEqual(controller.session.mode.name, .trivia)
        XCTAssertEqual(controller.game.questionCount, 2)
        XCTAssertEqual(renderedLines(controller)[0], " OpenQuizz   Offline: bundled questions")
    }

    @MainActor
    func testPlainModeSaysTheBoxGameOverAndNothingDue() async {
        let session = session(after: played([(0, false), (1, false), (3, true)], game: "g1"))
        let player = PlainGame(
            session: session, text: PlayerText(offline: true), notificationCenter: center,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await waitUntil("the practice game") { session.game.state != .loading }
        let first = session.game.currentQuestion?.title ?? ""
        for _ in 0..<2 { player.received(session.game.currentQuestion?.answer == true ? "t" : "f") }
        player.received("n")
        await waitUntil("nothing due") { session.game.state != .loading }
        player.received("q")
        let second = first == "Statement 1." ? "Statement 2." : "Statement 1."
        XCTAssertEqual(
            printed,
            [
                "OpenQuizz, line by line: Practice, up to 10 questions a game (those due). Answer t for true "
                    + "or f for false; "
                    + "n starts a new game, s shows your stats, q quits.",
                "Offline: bundled questions.",
                "Question 1 of 2. Box 1. \(first) True or false? [t/f]",
                "Right! It's \(first == "Statement 1." ? "true" : "false"). Score 1 of 2.",
                "Question 2 of 2. Box 1. \(second) True or false? [t/f]",
                "Right! It's \(second == "Statement 1." ? "true" : "false"). Score 2 of 2.",
                "Game Over: 2 / 2. 0 learnt, 2 to go.",
                "OpenQuizz 2/2 ✅✅",
                "n for a new game, s for your stats, q to quit.",
                "New game.",
                "Nothing due this game: 0\u{A0}learnt, 2\u{A0}to\u{A0}go. The next comes back after 1 more normal game: "
                    + "n\u{A0}plays one.",
                "Bye.",
            ])
    }

    func testTheStatsSayLearntAndToGoForEachPoolPractised() throws {
        var records = played([(0, false), (1, false), (2, false)], game: "g1")
        records += played([(0, true), (1, true)], game: "p1", mode: .practice)
        let stats = HistoryStats(records)
        let lines = StatsReport(stats: stats, columns: 80).text()
        let start = try XCTUnwrap(lines.firstIndex(of: "Practice"))
        XCTAssertEqual(lines[start - 1], "")
        XCTAssertEqual(lines[start + 1], "  Shipped questions       0 learnt, 3 to go")
        let french = StatsReport(stats: stats, columns: 30, words: .french).text()
        let frenchStart = try XCTUnwrap(french.firstIndex(of: "Révisions"))
        XCTAssertEqual(
            Array(french[frenchStart...].prefix(3)),
            ["Révisions", "  Quiz intégré", "    0 apprise, 3 à revoir"])
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try StatsReport(stats: stats).json().utf8)) as? [String: Any])
        let practice = try XCTUnwrap(json["practice"] as? [[String: Any]])
        XCTAssertEqual(practice.count, 1)
        XCTAssertTrue(practice[0]["deck"] is NSNull)
        XCTAssertEqual(practice[0]["learnt"] as? Int, 0)
        XCTAssertEqual(practice[0]["to_go"] as? Int, 3)
        XCTAssertEqual(practice[0]["boxes"] as? [Int], [1, 2, 0, 0])
        XCTAssertEqual(practice[0]["due_next_game"] as? Int, 1)
        // The stats panel shows its heading as strong as the others'.
        let panel = PlayerText().panel.statsLines(stats, ascii: false, isLoaded: true, keepsHistory: true, width: 60)
        XCTAssertTrue(panel.contains(PanelLine("Practice", .strong)), "\(panel)")
        // No practice game: no section, and an empty list.
        let none = HistoryStats(played([(0, false)], game: "g1"))
        XCTAssertFalse(StatsReport(stats: none).text().contains("Practice"))
        XCTAssertTrue(try StatsReport(stats: none).json().contains("\"practice\" : []"))
    }
}
