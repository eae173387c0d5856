import Foundation
import QuizCore
import TestSupport
import XCTest

@testable import openquizz

/// A blitz line by line (`--plain`): the clock is checked at each answer, the time left is said
/// after it ("6 s left" in its last 10 s), and an answer given once the time ran out is not
/// counted: the game ends there.
final class BlitzPlainTests: XCTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)
    private var printed: [String] = []

    @MainActor
    private func started(words: Wording = .english) async -> PlainGame {
        let source = ManualSource(questions: makeQuestions(30))
        let mode = BlitzMode(manager: QuestionManager(sources: [source]))
        let game = Game(
            deck: mode.deck, notificationCenter: center,
            history: PlayerHistory(store: nil, notificationCenter: center))
        game.history.load()
        await waitUntil("the history") { game.history.isLoaded }
        var text = PlayerText(offline: true, explanations: false)
        text.words = words
        let player = PlainGame(
            session: ModeSession(game: game, home: mode), text: text, notificationCenter: center, ascii: false,
            clock: clock.anyClock,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await source.answerAll()
        await waitUntil("the questions") { game.state != .loading }
        return player
    }

    @MainActor
    func testTheClockIsCheckedAtEachAnswerAndTheAnswerAfterZeroDoesNotCount() async {
        let player = await started()
        XCTAssertEqual(
            printed,
            [
                "OpenQuizz, line by line: Blitz, 60\u{A0}s. Answer t for true or f for false; n starts a new game, "
                    + "s shows your stats, q quits.",
                "Blitz: as many as you can in 60\u{A0}s. A wrong answer costs 3\u{A0}s.",
                "Question 1. Statement 1. True or false? [t/f]",
            ])
        printed = []
        clock.advance(by: 20)
        player.received("t")
        clock.advance(by: 20)
        player.received("t")
        clock.advance(by: 8)
        player.received("f")
        clock.advance(by: 6)
        player.received("t")
        XCTAssertEqual(player.game.state, .over)
        XCTAssertEqual(player.game.answers.count, 3, "the answer after 0 is not counted")
        XCTAssertEqual(
            printed,
            [
                "Right! It's true. Score 1.",
                "Time left: 0:40",
                "Question 2. Statement 2. True or false? [t/f]",
                "Wrong: it's false. Score 1.",
                "Time left: 0:17",
                "Question 3. Statement 3. True or false? [t/f]",
                "Wrong: it's true. Score 1.",
                "Time left: 0:06 (6\u{A0}s left)",
                "Question 4. Statement 4. True or false? [t/f]",
                "Too late: the time ran out, that answer doesn't count.",
                "Time's up! 1 right in 60 s. Best blitz: 1.",
                "OpenQuizz Blitz 1 in 60\u{A0}s",
                "n for a new game, s for your stats, q to quit.",
            ])
    }

    @MainActor
    func testAWrongAnswerThatUsesTheLastSecondsEndsTheGame() async {
        let player = await started(words: .french)
        printed = []
        clock.advance(by: 58)
        player.received("f")
        XCTAssertEqual(player.game.state, .over)
        XCTAssertEqual(player.game.answers.count, 1, "given in time, it counts")
        XCTAssertEqual(printed.count, 4, printed.joined(separator: "\n"))
        XCTAssertFalse(printed.contains { $0.hasPrefix("Temps restant") }, "no time left to say")
        XCTAssertTrue(
            printed.contains("Temps écoulé\u{202F}! 0 bonne réponse en 60 s. Record en blitz : 0."),
            printed.joined(separator: "\n"))
        XCTAssertTrue(printed.contains("OpenQuizz Blitz 0 en 60\u{A0}s"), printed.joined(separator: "\n"))
    }

    /// A blitz left to run out, no answer given: no best yet and nothing to share.
    @MainActor
    func testABlitzWithNoAnswerHasNoBestAndNothingToShare() async {
        let player = await started()
        printed = []
        clock.advance(by: 62)
        player.received("t")
        XCTAssertEqual(player.game.state, .over)
        XCTAssertEqual(player.game.answers.count, 0)
        XCTAssertTrue(printed.contains("Time's up! 0 right in 60 s."), printed.joined(separator: "\n"))
        XCTAssertFalse(printed.contains { $0.hasPrefix("OpenQuizz") }, printed.joined(separator: "\n"))
    }
}

/// The best blitz in `--stats`, the stats panel and `--stats --json`.
final class BlitzStatsTests: XCTestCase {
    private func stats() -> HistoryStats {
        let questions = makeQuestions(3)
        var records: [AnswerRecord] = []
        for (game, rights) in [("one", 1), ("two", 3)] {
            for (index, question) in questions.enumerated() {
                var record = AnswerRecord(
                    date: Date(timeIntervalSince1970: 0), game: game, number: index + 1, of: 0, question: question,
                    answer: index < rights ? question.answer : !question.answer)
                record.mode = .blitz
                records.append(record)
            }
        }
        return HistoryStats(records)
    }

    func testTheStatsSayTheBestBlitzAndHowManyWerePlayed() throws {
        let english = StatsReport(stats: stats(), bars: false, isPrintout: true, words: .english).text()
        XCTAssertTrue(
            english.contains("Best blitz (60 s)         3 right (2 blitzes)"), english.joined(separator: "\n"))
        XCTAssertTrue(english.contains("Games played              0"), "a blitz is not unfinished: \(english)")
        let french = StatsReport(stats: stats(), bars: false, isPrintout: true, words: .french).text()
        XCTAssertTrue(
            french.contains("Record en blitz (60\u{A0}s)    3 bonnes réponses (2\u{A0}parties)"),
            french.joined(separator: "\n"))
        let empty = StatsReport(stats: HistoryStats(), bars: false, isPrintout: true, words: .english)
        XCTAssertFalse(try empty.json().isEmpty)
        let json = try StatsReport(stats: stats(), bars: false, isPrintout: true, words: .english).json()
        XCTAssertTrue(json.contains("\"blitz\" : {\n    \"best\" : 3,\n    \"played\" : 2\n  }"), json)
        XCTAssertTrue(try empty.json().contains("\"blitz\" : {\n    \"best\" : null,\n    \"played\" : 0\n  }"))
    }
}
