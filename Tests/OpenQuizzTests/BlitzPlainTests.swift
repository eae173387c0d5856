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
    private func started(words: Wording = .english, questions: Int = 30) async -> PlainGame {
        let source = ManualSource(questions: makeQuestions(questions))
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

    /// The questions run out before the time: Game Over and the share line say so, and after how
    /// many seconds of the clock; the clock stops there.
    @MainActor
    func testQuestionsThatRunOutAreSaidWithTheirTime() async {
        let player = await started(questions: 2)
        printed = []
        clock.advance(by: 5)
        player.received("t")
        clock.advance(by: 7)
        player.received("f")
        XCTAssertEqual(player.game.state, .over)
        XCTAssertEqual(
            Array(printed.suffix(4)),
            [
                "Time left: 0:48",
                "No questions left! 2 right in 12 s. Best blitz: 2.",
                "OpenQuizz Blitz 2 in 12\u{A0}s (no questions left)",
                "n for a new game, s for your stats, q to quit.",
            ])
        clock.advance(by: 30)
        XCTAssertEqual(player.session.blitz?.clock.left(at: clock.seconds), 48, "stopped at Game Over")
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

/// The best blitz in `--stats`, the stats panel and `--stats --json`: pool by pool (the shipped
/// questions, each deck), and every blitz a game played, in the text as in the JSON.
final class BlitzStatsTests: XCTestCase {
    /// Two blitzes of the shipped questions (1 and 3 right), one of deck "week 3" (2 right).
    private func stats() -> HistoryStats {
        let questions = makeQuestions(3)
        var records: [AnswerRecord] = []
        for (game, rights, deck) in [("one", 1, nil), ("two", 3, nil), ("three", 2, "week 3")] {
            for (index, question) in questions.enumerated() {
                var record = AnswerRecord(
                    date: Date(timeIntervalSince1970: 0), game: game, number: index + 1, of: 0, question: question,
                    answer: index < rights ? question.answer : !question.answer)
                record.mode = .blitz
                record.deck = deck
                records.append(record)
            }
        }
        return HistoryStats(records)
    }

    func testTheStatsSayEachPoolsBestBlitzAndCountEveryBlitzAsPlayed() throws {
        let english = StatsReport(stats: stats(), bars: false, isPrintout: true, words: .english).text()
        XCTAssertEqual(
            Array(english.prefix(14)),
            [
                "OpenQuizz stats",
                "",
                "Games played              3",
                "Questions answered        9",
                "Accuracy                  67% (6 right)",
                "Best score                blitzes only so far",
                "Streak at 7/10 or better  0 now, 0 at best",
                "",
                "Best blitz (60 s)",
                "  Shipped questions       3 right (2 blitzes)",
                "  week 3                  2 right (1 blitz)",
                "",
                "By category",
                "  General Knowledge   67%  (6 of 9)",
            ])
        // The deck's blitz is one of its games, with no best (a blitz's is in its own section).
        XCTAssertEqual(
            Array(english.suffix(3)), ["By deck", "  week 3              67%  (2 of 3)", "                     1 game"])
        XCTAssertEqual(KeptDeckText(words: .english).played(stats().byDeck["week 3"]), "1 game played")
        XCTAssertEqual(KeptDeckText(words: .french).played(stats().byDeck["week 3"]), "1 partie jouée")
        let french = StatsReport(stats: stats(), bars: false, isPrintout: true, words: .french).text()
        XCTAssertTrue(french.contains("Parties jouées            3"), french.joined(separator: "\n"))
        XCTAssertTrue(french.contains("Record en blitz (60\u{A0}s)"), french.joined(separator: "\n"))
        XCTAssertTrue(
            french.contains("  Quiz intégré            3 bonnes réponses (2\u{A0}parties)"),
            french.joined(separator: "\n"))
        XCTAssertTrue(french.contains("  week 3                  2 bonnes réponses (1\u{A0}partie)"))
        let json = try StatsReport(stats: stats(), bars: false, isPrintout: true, words: .english).json()
        XCTAssertTrue(json.contains("\"games_finished\" : 3,\n  \"games_played\" : 3,"), json)
        XCTAssertTrue(
            json.contains(
                "\"week 3\" : {\n      \"accuracy\" : 67,\n      \"answered\" : 3,\n      \"best\" : null,\n      \"games_finished\" : 1,"
            ), json)
        XCTAssertTrue(
            json.contains(
                """
                  "blitz" : [
                    {
                      "best" : 3,
                      "deck" : null,
                      "played" : 2
                    },
                    {
                      "best" : 2,
                      "deck" : "week 3",
                      "played" : 1
                    }
                  ],
                """), json)
        let empty = StatsReport(stats: HistoryStats(), bars: false, isPrintout: true, words: .english)
        XCTAssertTrue(try empty.json().contains("\"blitz\" : [],"))
    }
}
