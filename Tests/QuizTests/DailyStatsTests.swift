import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

/// The daily challenges in the history: days played, streaks, scores, and the once-a-day rule.
final class DailyStatsTests: XCTestCase {
    private let files = FileWriter()
    private let center = NotificationCenter()

    /// Noon (UTC) of `text`'s day, plus `hours`.
    private func noon(_ text: String, plus hours: Double = 0) -> Date {
        let day = DailyDate(text)?.day ?? 0
        return Date(timeIntervalSince1970: Double(day) * 86_400 + 43_200 + hours * 3600)
    }

    /// The answers of one play of challenge `number`: `right` right answers of `answered`, on `date`.
    private func play(
        _ number: Int, on date: Date, right: Int = 10, answered: Int = 10, game: String? = nil
    ) -> [AnswerRecord] {
        makeQuestions(answered).enumerated().map { index, question in
            var record = AnswerRecord(
                date: date.addingTimeInterval(Double(index)), game: game ?? "daily-\(number)", number: index + 1,
                of: 10, question: question, answer: index < right ? question.answer : !question.answer)
            record.daily = number
            return record
        }
    }

    private func stats(_ plays: [[AnswerRecord]]) -> DailyStats {
        HistoryStats(plays.flatMap { $0 }).daily
    }

    // MARK: - Streaks

    func testAStreakRunsAcrossTheEndOfAMonthAndOfAYear() {
        // #29 to #32 (2026-11-29 to 2026-12-02), each on its day.
        let november = stats((29...32).map { play($0, on: noon(DailyChallenge.date(ofNumber: $0).text)) })
        XCTAssertEqual(november.streaks(today: 32).current, 4)
        XCTAssertEqual(november.streaks(today: 32).best, 4)
        // 2026-12-30 (#60) to 2027-01-02 (#63).
        let newYear = stats(
            ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"].map {
                play(DailyChallenge.number(on: DailyDate($0)!), on: noon($0))
            })
        XCTAssertEqual(newYear.streaks(today: 63).current, 4)
        XCTAssertEqual(newYear.streaks(today: 63).best, 4)
    }

    func testAMissedDayEndsTheStreakAndTodayWaitingDoesNot() {
        // #10, #11, #12, then #14 and #15: #13 missed.
        let daily = stats([10, 11, 12, 14, 15].map { play($0, on: noon(DailyChallenge.date(ofNumber: $0).text)) })
        XCTAssertEqual(daily.streaks(today: 15).current, 2)
        XCTAssertEqual(daily.streaks(today: 15).best, 3)
        // The next day, today's not played yet: the streak still stands.
        XCTAssertEqual(daily.streaks(today: 16).current, 2)
        // A day later with neither played: it is over.
        XCTAssertEqual(daily.streaks(today: 17).current, 0)
        XCTAssertEqual(daily.streaks(today: 17).best, 3)
        XCTAssertEqual(daily.daysPlayed, 5)
    }

    func testAPastDayPlayedFromTheArchiveCountsAsPlayedButNotForTheStreak() {
        let daily = stats([
            play(20, on: noon("2026-11-20")),
            // #21 played on the 22nd, from the archive.
            play(22, on: noon("2026-11-22")),
            play(21, on: noon("2026-11-22", plus: 1)),
        ])
        XCTAssertEqual(daily.daysPlayed, 3)
        XCTAssertEqual(daily.plays[21]?.onTime, false)
        XCTAssertEqual(daily.streaks(today: 22).current, 1)
        XCTAssertEqual(daily.streaks(today: 22).best, 1)
    }

    func testAChallengeBegunJustBeforeMidnightIsOnItsDay() {
        // First answer at 23:59:55 on the 26th, the last ones on the 27th.
        let late = Date(timeIntervalSince1970: Double(DailyDate("2026-11-27")!.day) * 86_400 - 5)
        let daily = stats([play(26, on: late)])
        XCTAssertEqual(daily.plays[26]?.onTime, true)
        XCTAssertEqual(daily.streaks(today: 27).current, 1)
    }

    func testAClockThatWentBackwardsNeitherBreaksNorInflatesTheStreak() {
        // Played #25 and #26 on their days; then the clock went back to the 20th, and #20 was
        // played "on" the 20th (the history's lines are now out of date order).
        let daily = stats([
            play(24, on: noon("2026-11-24")), play(25, on: noon("2026-11-25")), play(26, on: noon("2026-11-26")),
            play(20, on: noon("2026-11-20")),
        ])
        // Today is the 20th by that clock: the run reaching it is #20 alone; the later run is the best.
        XCTAssertEqual(daily.streaks(today: 20).current, 1)
        XCTAssertEqual(daily.streaks(today: 20).best, 3)
        // Back on the right day: #24 to #26 again.
        XCTAssertEqual(daily.streaks(today: 26).current, 3)
        // An answer dated before its challenge's day (a clock set back, then --daily DATE): not on time.
        let early = stats([play(26, on: noon("2026-11-25"))])
        XCTAssertEqual(early.plays[26]?.onTime, false)
        XCTAssertEqual(early.streaks(today: 26).current, 0)
    }

    // MARK: - Counting

    func testScoresMakeAHistogramAndAnUnfinishedPlayCountsWithItsAnswers() {
        let daily = stats([
            play(1, on: noon("2026-11-01"), right: 7), play(2, on: noon("2026-11-02"), right: 7),
            play(3, on: noon("2026-11-03"), right: 10), play(4, on: noon("2026-11-04"), right: 2, answered: 3),
        ])
        XCTAssertEqual(daily.scores, [0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 1])
        XCTAssertEqual(daily.plays[4]?.answered, 3)
        XCTAssertEqual(daily.daysPlayed, 4)
    }

    func testASecondGameOfTheSameChallengeIsLeftOut() {
        let daily = stats([
            play(5, on: noon("2026-11-05"), right: 4, game: "first"),
            play(5, on: noon("2026-11-05", plus: 1), right: 10, game: "second"),
        ])
        XCTAssertEqual(daily.plays[5]?.game, "first")
        XCTAssertEqual(daily.plays[5]?.right, 4)
        XCTAssertEqual(daily.scores[10], 0)
    }

    func testADailyGameIsNoBestNorStreakOfOrdinaryGames() {
        var stats = HistoryStats()
        for record in play(3, on: noon("2026-11-03")) { stats.add(record) }
        XCTAssertEqual(stats.gamesFinished, 1)
        XCTAssertTrue(stats.byKind.isEmpty)
        XCTAssertNil(stats.best)
    }

    // MARK: - The history's lines

    func testTheDailyNumberIsWrittenAndReadBackAndOldLinesHaveNone() throws {
        let record = play(42, on: noon("2026-12-12"))[0]
        let line = try AnswerHistory.line(for: record)
        XCTAssertTrue(String(decoding: line, as: UTF8.self).contains("\"daily\":42"))
        XCTAssertEqual(AnswerHistory.records(in: line)?.first?.daily, 42)
        // The fast reader and JSONDecoder agree.
        let fast = line.dropLast().withUnsafeBytes { HistoryLineReader.record(in: $0) }
        XCTAssertEqual(fast?.daily, 42)
        // A line from before the daily challenge.
        let old = Data(
            (#"{"answer":true,"category":"Art","difficulty":"easy","game":"g","n":1,"of":10,"origin":"bundled","#
                + #""statement":"S.","t":1800000000,"truth":true}"# + "\n").utf8)
        let read = try XCTUnwrap(AnswerHistory.records(in: old)?.first)
        XCTAssertNil(read.daily)
        // A daily that isn't a whole number isn't an answer.
        let bad = Data(
            String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\"daily\":42", with: "\"daily\":\"x\"").utf8
        )
        XCTAssertNil(AnswerHistory.records(in: bad))
    }

    func testADamagedLineNeitherCrashesNorGrowsAPlay() throws {
        // A time far past any calendar, read by JSONDecoder (the fast reader leaves exponents to it).
        let line = Data(
            (#"{"answer":true,"category":"Art","daily":3,"difficulty":"easy","game":"g","n":1,"of":10,"#
                + #""origin":"bundled","statement":"S.","t":1e300,"truth":true}"# + "\n").utf8)
        let records = try XCTUnwrap(AnswerHistory.records(in: line))
        let daily = HistoryStats(records).daily
        XCTAssertEqual(daily.daysPlayed, 1)
        XCTAssertEqual(daily.plays[3]?.onTime, false)
        XCTAssertEqual(DailyDate(Date(timeIntervalSince1970: -1e300)).day, -1_000_000_000_000_000)
    }

    @MainActor
    func testAPlayWithMoreAnswersThanItsChallengeShowsOnlyTheChallengesWorth() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-daily-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let store = AnswerHistory(url: url, writer: files)
        // 25 answers of one game, all marked as challenge #4, of a size no challenge has.
        for (index, question) in makeQuestions(25).enumerated() {
            var record = AnswerRecord(
                date: noon("2026-11-04"), game: "long", number: index + 1, of: 1_000_000_000, question: question,
                answer: question.answer)
            record.daily = 4
            store.record(record)
        }
        store.flush()
        let game = Game(
            deck: DailyDeck(challenge: DailyChallenge(number: 4, questions: makeQuestions(10))),
            notificationCenter: center, history: PlayerHistory(store: store, notificationCenter: center))
        try await ended(
            ModeSession(game: game).play(DailyMode(DailyChallenge(number: 4, questions: makeQuestions(10)))),
            "the daily challenge")
        XCTAssertNotNil(game.shown)
        XCTAssertEqual(game.answers.count, 10)
        XCTAssertEqual(game.score, 10)
    }

    // MARK: - Once a day, across runs

    @MainActor
    func testTheSameDayPlaysTheSameTenWhateverTheHistoryAndTheSeed() async throws {
        let challenge = DailyChallenge(number: 9, questions: makeQuestions(10))
        var seen: [[String]] = []
        for seed in [1, 2] as [UInt64] {
            // Different games before, from a bank dealt with a different seed.
            let bank = BundledQuestionSource(questions: makeQuestions(30), seed: seed)
            let game = Game(manager: QuestionManager(sources: [bank]), amount: 5, notificationCenter: center)
            try await ended(game.refresh(), "the new game")
            for _ in 0..<Int(seed) { game.answerCurrentQuestion(with: true) }
            let session = ModeSession(game: game)
            try await ended(session.play(DailyMode(challenge)), "the daily challenge")
            XCTAssertEqual(session.dailyNumber, 9)
            XCTAssertEqual(game.questionCount, 10)
            seen.append(game.questions.map(\.id))
        }
        XCTAssertEqual(seen[0], seen[1])
        XCTAssertEqual(seen[0], challenge.questions.map(\.id))
    }

    @MainActor
    func testADailyPlayedInOneRunIsShownNotPlayedAgainInTheNext() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-daily-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let challenge = DailyChallenge(number: 26, questions: makeQuestions(10))
        let day = noon("2026-11-26")
        func run() -> Game {
            Game(
                manager: QuestionManager(sources: [FixedSource(.success(makeBatch(10)))]), amount: 10,
                notificationCenter: center,
                history: PlayerHistory(
                    store: AnswerHistory(url: url, writer: files, filter: QuestionFilter(difficulty: .hard)),
                    notificationCenter: center),
                wallClock: { day })
        }
        // The first run plays it: 3 right, then the rest wrong.
        let first = run()
        try await ended(ModeSession(game: first).play(DailyMode(challenge)), "first's daily challenge")
        XCTAssertEqual(first.state, .ongoing)
        XCTAssertNil(first.shown)
        for (index, question) in first.questions.enumerated() {
            first.answerCurrentQuestion(with: index < 3 ? question.answer : !question.answer)
        }
        XCTAssertEqual(first.state, .over)
        XCTAssertEqual(first.answers.map(\.daily), Array(repeating: 26, count: 10))
        XCTAssertNil(first.answers[0].filterDifficulty, "a daily ignores the filters")
        first.history.store?.flush()
        // The second run shows that play, over, and asks nothing.
        let second = run()
        let secondSession = ModeSession(game: second)
        try await ended(secondSession.play(DailyMode(challenge)), "second's daily challenge")
        XCTAssertEqual(second.state, .over)
        XCTAssertNotNil(second.shown)
        XCTAssertEqual(second.score, 3)
        XCTAssertEqual(second.answers, first.answers)
        XCTAssertNil(second.currentQuestion)
        XCTAssertNil(second.answerCurrentQuestion(with: true))
        XCTAssertEqual(second.history.stats.daily.daysPlayed, 1)
        // Another challenge is played as usual.
        try await ended(
            secondSession.play(DailyMode(DailyChallenge(number: 27, questions: makeQuestions(10)))),
            "second's daily challenge")
        XCTAssertEqual(second.state, .ongoing)
        // A new game after it deals from the game's own deck again.
        try await ended(secondSession.newGame(), "second's new game")
        XCTAssertNil(secondSession.dailyNumber)
        XCTAssertEqual(second.questionCount, 10)
    }

    @MainActor
    func testADailyLeftHalfWayCountsAsPlayedWithItsAnswers() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-daily-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let challenge = DailyChallenge(number: 3, questions: makeQuestions(10))
        let store = AnswerHistory(url: url, writer: files)
        let first = Game(
            deck: DailyDeck(challenge: challenge), notificationCenter: center,
            history: PlayerHistory(store: store, notificationCenter: center))
        try await ended(ModeSession(game: first).play(DailyMode(challenge)), "first's daily challenge")
        first.answerCurrentQuestion(with: first.questions[0].answer)
        first.answerCurrentQuestion(with: !first.questions[1].answer)
        store.flush()
        let second = Game(
            deck: DailyDeck(challenge: challenge), notificationCenter: center,
            history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center))
        try await ended(ModeSession(game: second).play(DailyMode(challenge)), "second's daily challenge")
        XCTAssertNotNil(second.shown)
        XCTAssertEqual(second.answers.count, 2)
        XCTAssertEqual(second.score, 1)
        XCTAssertEqual(second.questionCount, 10)
    }

    /// Lines claiming one daily's question again (copies of one line) count once.
    func testCopiesOfOneAnswerCountOnce() {
        let first = play(27, on: noon("2026-11-27"), right: 1, answered: 1)
        let daily = stats(Array(repeating: first, count: 25))
        XCTAssertEqual(daily.plays[27]?.answered, 1)
        XCTAssertEqual(daily.plays[27]?.right, 1)
        XCTAssertEqual(daily.scores[1], 1)
    }
}
