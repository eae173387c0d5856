import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What a fresh tester found in practice and plain mode: `--no-history` said nothing of boxes
/// that can't move, the header lost the mode while today's challenge waited and the deck with
/// nothing due, the stats spoke of dailies only after practice games, and Ctrl-Z ate a plain
/// blitz's time.
final class PracticeFreshTesterTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)
    private let questions = makeQuestions(4)
    private var printed: [String] = []

    /// A history file read and never written, as `--no-history` has it.
    private struct ReadOnlyStore: HistoryStore {
        let records: [AnswerRecord]
        var url: URL? { URL(fileURLWithPath: "/nonexistent/history.jsonl") }
        var writes: Bool { false }
        var filter: QuestionFilter { .any }
        func record(_ record: AnswerRecord) {}
        func load(settingAside: Bool) -> [AnswerRecord] { records }
        func flush() {}
        var unsaved: (answers: Int, problem: StorageProblem)? { nil }
    }

    /// The answers of one game of `pool` (the shipped questions by default), right or wrong.
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

    /// A practice session of `pool` (the shipped questions by default) after `records`.
    @MainActor
    private func session(
        history: PlayerHistory, pool: PracticeSchedule.Pool = .bank, questions: [Question]? = nil,
        daily: Bool = false
    ) -> ModeSession {
        let questions = questions ?? self.questions
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 2)
        let mode = PracticeMode(pool: pool, questions: questions, amount: 10, normal: normal)
        let game = Game(
            deck: mode.deck, notificationCenter: center, history: history,
            wallClock: { DailyControllerTests.today })
        return ModeSession(
            game: game, home: mode, dailySchedule: daily ? DailySchedule(bank: DailyControllerTests.bank) : nil)
    }

    @MainActor
    private func history(_ records: [AnswerRecord]) -> PlayerHistory {
        let history = PlayerHistory(store: nil, notificationCenter: center)
        for record in records { history.add(record) }
        return history
    }

    @MainActor
    private func controller(_ session: ModeSession, width: Int = 80, height: Int = 24) async -> GameController {
        let controller = GameController(
            session: session, clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(offline: true), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await waitUntil("the practice game") { controller.game.state != .loading }
        await loopHeard()
        return controller
    }

    @MainActor
    private func plain(_ session: ModeSession, words: Wording = .english) -> PlainGame {
        var text = PlayerText(offline: true)
        text.words = words
        return PlainGame(
            session: session, text: text, notificationCenter: center, ascii: false, clock: clock.anyClock,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { _ in })
    }

    // MARK: - --no-history

    /// Practice under `--no-history`: before the first question and at Game Over, that the boxes
    /// move for this run only (the next run reads a history without these answers).
    @MainActor
    func testPracticeWithoutAHistorySaysTheBoxesMoveForThisRunOnly() async {
        for (words, right, expected) in [
            (
                Wording.english, "t",
                [
                    "--no-history keeps nothing: the boxes move in this run only.",
                    "Game Over: 1 / 1. 0 learnt, 1 to go. --no-history keeps nothing: the boxes move in this run only.",
                ]
            ),
            (
                Wording.french, "v",
                [
                    "--no-history ne garde rien\u{A0}: les boîtes ne bougent que pour cette session.",
                    "Fin de la partie : 1 / 1. 0 apprise, 1 à revoir. --no-history ne garde rien : les boîtes ne "
                        + "bougent que pour cette session.",
                ]
            ),
        ] {
            printed = []
            let store = ReadOnlyStore(records: played([(0, false)], game: "g1"))
            let session = session(history: PlayerHistory(store: store, notificationCenter: center))
            let player = plain(session, words: words)
            player.start()
            await waitUntil("the practice game") { session.game.state != .loading && session.game.history.isLoaded }
            XCTAssertEqual(session.game.questionCount, 1)
            player.received(session.game.currentQuestion?.answer == true ? right : "f")
            XCTAssertEqual(printed.dropFirst(2).first, expected[0], "\(printed)")
            XCTAssertTrue(printed.contains(expected[1]), "\(printed)")
        }
    }

    /// With a history kept, nothing of the kind is said.
    @MainActor
    func testPracticeWithAHistorySaysNothingOfIt() async {
        let session = session(history: history(played([(0, false)], game: "g1")))
        let player = plain(session)
        player.start()
        await waitUntil("the practice game") { session.game.state != .loading }
        player.received(session.game.currentQuestion?.answer == true ? "t" : "f")
        XCTAssertFalse(printed.contains { $0.contains("--no-history") }, "\(printed)")
        XCTAssertTrue(printed.contains("Game Over: 1 / 1. 0 learnt, 1 to go."), "\(printed)")
    }

    // MARK: - The header names the mode

    /// Practice of the shipped questions while today's challenge waits: the header names practice,
    /// then offers the challenge where there is room; at 40 columns practice alone.
    @MainActor
    func testTheHeaderNamesPracticeWhileTodaysChallengeWaits() async {
        let session = session(history: history(played([(0, false)], game: "g1")), daily: true)
        let controller = await controller(session)
        let number = DailyChallenge.number(on: DailyDate(DailyControllerTests.today))
        XCTAssertEqual(
            renderedLines(controller)[0],
            " OpenQuizz · Practice · Daily #\(number) waits: D           Offline: bundled questions")
        controller.handle(.resized(width: 40, height: 12))
        XCTAssertEqual(renderedLines(controller)[0], " OpenQuizz · Practice  Offline: bundled")
    }

    // MARK: - Nothing due: the deck's note

    /// Deck "week3" with nothing due: the card's header notes the deck as its games' do.
    @MainActor
    func testNothingDueOnADeckKeepsTheDecksNote() async {
        let week3 = makeQuestions(3, origin: .deck).map { question in
            var question = question
            question.deck = "week3"
            return question
        }
        let records =
            played([(0, false), (1, false), (2, false)], game: "g1", pool: week3)
            + played([(0, true), (1, true), (2, true)], game: "p1", mode: .practice, pool: week3)
        let session = session(history: history(records), pool: .deck("week3"), questions: week3)
        let controller = await controller(session)
        guard case .failed(.nothingToPractise) = controller.game.state else {
            return XCTFail("nothing due: \(controller.game.state)")
        }
        let lines = renderedLines(controller)
        XCTAssertTrue(lines[0].hasPrefix(" OpenQuizz · Practice "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("Deck: week3"), lines[0])
        XCTAssertTrue(
            lines.contains { $0.contains("The next comes back after 1 more normal") }, lines.joined(separator: "\n"))
    }

    // MARK: - The stats' best score

    /// Practice games only: the best score says practice, not dailies; with a daily too, both.
    func testTheBestScoreSaysPracticeOnlyAfterPracticeGames() {
        let practice = played([(0, false), (1, true)], game: "p1", mode: .practice)
        let lines = StatsReport(stats: HistoryStats(practice), columns: 80).text()
        XCTAssertTrue(lines.contains("Best score                practice only so far"), "\(lines)")
        var daily = played([(2, true)], game: "d1")
        daily[0].daily = 1
        let both = StatsReport(stats: HistoryStats(daily + practice), columns: 80).text()
        XCTAssertTrue(both.contains("Best score                dailies and practice only so far"), "\(both)")
        let french = StatsReport(stats: HistoryStats(practice), columns: 80, words: .french).text()
        XCTAssertTrue(french.contains { $0.hasSuffix("que des révisions pour l’instant") }, "\(french)")
        // Dailies alone: as before.
        let dailies = StatsReport(stats: HistoryStats(daily), columns: 80).text()
        XCTAssertTrue(dailies.contains("Best score                dailies only so far"), "\(dailies)")
    }
}

/// Ctrl-Z in a plain blitz: the time between SIGTSTP and SIGCONT isn't the player's.
final class BlitzPlainSuspendTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)
    private var printed: [String] = []

    @MainActor
    func testTheClockStopsWhileTheGameIsSuspended() async {
        let source = ManualSource(questions: makeQuestions(30))
        let mode = BlitzMode(manager: QuestionManager(sources: [source]))
        let game = Game(
            deck: mode.deck, notificationCenter: center,
            history: PlayerHistory(store: nil, notificationCenter: center))
        let player = PlainGame(
            session: ModeSession(game: game, home: mode), text: PlayerText(offline: true, explanations: false),
            notificationCenter: center, ascii: false, clock: clock.anyClock,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await source.answerAll()
        await waitUntil("the questions") { game.state != .loading }
        clock.advance(by: 1)
        player.suspended()
        clock.advance(by: 10)
        player.resumed()
        clock.advance(by: 1)
        player.received(game.currentQuestion?.answer == true ? "t" : "f")
        XCTAssertTrue(printed.contains("Time left: 0:58"), "\(printed)")
        // Suspended again before the next answer: the same.
        printed = []
        player.suspended()
        clock.advance(by: 5)
        player.resumed()
        player.received(game.currentQuestion?.answer == true ? "t" : "f")
        XCTAssertTrue(printed.contains("Time left: 0:58"), "\(printed)")
    }
}
