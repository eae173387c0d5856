import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// `--daily` on the command line, in plain mode, and in `--stats`.
final class DailyCommandLineTests: XCTestCase {
    private let files = FileWriter()

    private func parse(_ arguments: [String]) -> Result<Options.Action, Options.ParseError> {
        Result { () throws(Options.ParseError) in try Options.parse(arguments) }
    }

    private func message(_ arguments: [String]) -> String? {
        if case .failure(let error) = parse(arguments) { return error.message }
        return nil
    }

    // MARK: - The flag

    func testDailyAloneIsTodaysAndADayIsThatDaysAndItPlaysOffline() throws {
        var expected = Options()
        expected.daily = .today
        expected.offline = true
        XCTAssertEqual(try Options.parse(["--daily"]), .play(expected))
        expected.plain = true
        XCTAssertEqual(try Options.parse(["--daily", "--plain"]), .play(expected), "a flag is never the day")
        expected.daily = .day(try XCTUnwrap(DailyDate("2026-11-02")))
        XCTAssertEqual(try Options.parse(["--plain", "--daily", "2026-11-02"]), .play(expected))
        XCTAssertEqual(try Options.parse(["--plain", "--daily=2026-11-02"]), .play(expected))
    }

    func testPlainModesWelcomeNamesDWhenThereIsADaily() {
        XCTAssertEqual(
            PlayerText().plain.welcome(amount: 10, daily: true),
            "OpenQuizz, line by line: 10 questions a game. Answer t for true or f for false; "
                + "n starts a new game, d plays the daily challenge, s shows your stats, q quits.")
        XCTAssertFalse(PlayerText().plain.welcome(amount: 10).contains(" d "))
    }

    func testAnEmptyDayATwiceGivenDailyAndDailyWithStatsAreRefused() throws {
        let empty = "--daily: the day is empty: give it as YYYY-MM-DD, or leave it out for today's"
        XCTAssertEqual(message(["--daily", ""]), empty)
        XCTAssertEqual(message(["--daily="]), empty)
        XCTAssertEqual(
            message(["--daily", "2026-11-02", "--daily", "2026-11-03"]),
            "--daily given twice: a game plays one day, give it once")
        XCTAssertEqual(message(["--daily", "--daily"]), "--daily given twice: a game plays one day, give it once")
        for flag in ["--stats", "--list-categories"] {
            let refusal = "--daily plays a challenge: it can't go with \(flag), which prints and exits"
            XCTAssertEqual(message(["--daily", flag]), refusal)
            XCTAssertEqual(message([flag, "--daily"]), refusal)
        }
        // A day to come says it's UTC, and today's UTC date.
        let today = try XCTUnwrap(DailyDate("2026-11-26"))
        let tomorrow = try XCTUnwrap(DailyDate("2026-11-27"))
        XCTAssertEqual(
            CommandLineText.daily(.future(tomorrow), today: today),
            "2026-11-27 hasn't come yet: today is 2026-11-26 (UTC)")
    }

    func testDailyRefusesWhatWouldChangeEveryonesTenAndAMalformedOrEarlyDay() {
        for (flag, value) in [
            ("--amount", "5"), ("--category", "9"), ("--difficulty", "hard"), ("--seed", "3"), ("--mode", "trivia"),
        ] {
            XCTAssertEqual(
                message(["--daily", flag, value]), "--daily is the same for everyone: it takes no \(flag)")
            XCTAssertEqual(
                message([flag, value, "--daily"]), "--daily is the same for everyone: it takes no \(flag)")
        }
        XCTAssertEqual(
            message(["--daily", "2026-11-31"]), "--daily: there is no day 2026-11-31: November 2026 has 30 days")
        XCTAssertEqual(
            message(["--daily", "2026-02-30"]), "--daily: there is no day 2026-02-30: February 2026 has 28 days")
        XCTAssertEqual(
            message(["--daily=2027-02-29"]), "--daily: there is no day 2027-02-29: February 2027 has 28 days")
        XCTAssertEqual(message(["--daily", "2026-13-01"]), "--daily: there is no day 2026-13-01: a month is 01 to 12")
        XCTAssertEqual(
            message(["--daily", "2026-11-00"]), "--daily: there is no day 2026-11-00: November 2026 has 30 days")
        XCTAssertEqual(message(["--daily", "2026-11-1"]), "--daily takes a day as YYYY-MM-DD, not '2026-11-1'")
        XCTAssertEqual(message(["--daily", "yesterday"]), "--daily takes a day as YYYY-MM-DD, not 'yesterday'")
        XCTAssertEqual(
            message(["--daily", "2026-10-31"]), "--daily: no daily challenge on 2026-10-31: #1 was 2026-11-01")
    }

    func testADayToComeIsRefusedAgainstToday() throws {
        let today = try XCTUnwrap(DailyDate("2026-11-26"))
        let christmas = try XCTUnwrap(DailyDate("2026-12-25"))
        XCTAssertEqual(Options.dailyNumber(.day(christmas), today: today), .failure(.future(christmas)))
        XCTAssertEqual(CommandLineText.daily(.future(christmas)), "2026-12-25 hasn't come yet")
        XCTAssertEqual(Options.dailyNumber(.day(today), today: today), .success(26))
        XCTAssertEqual(Options.dailyNumber(.today, today: today), .success(26))
        let early = try XCTUnwrap(DailyDate("2026-10-01"))
        XCTAssertEqual(Options.dailyNumber(.today, today: early), .failure(.beforeFirst(early)))
        XCTAssertEqual(
            CommandLineText.daily(.beforeFirst(early)), "no daily challenge on 2026-10-01: #1 was 2026-11-01")
    }

    // MARK: - Plain mode

    @MainActor
    func testPlainModePlaysTheDailyThenPrintsItsShareLineAndTheNextRunShowsIt() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "oq-daily-pl-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let challenge = DailyChallenge(number: 2, questions: makeQuestions(10))
        var printed: [String] = []
        func run(_ lines: [String]) async {
            printed = []
            let center = NotificationCenter()
            let game = Game(
                deck: SourcedDeck(manager: QuestionManager(sources: []), amount: 10), notificationCenter: center,
                history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center),
                wallClock: { Date(timeIntervalSince1970: 1_795_694_400) })
            let session = ModeSession(game: game)
            session.open(with: DailyMode(challenge))
            var ended = false
            let player = PlainGame(
                session: session, text: PlayerText(offline: true), notificationCenter: center,
                output: { line in
                    printed.append(line)
                    return true
                },
                finish: { _ in ended = true })
            player.start()
            await waitUntil("the challenge") { game.state != .loading }
            for line in lines { player.received(line) }
            XCTAssertTrue(ended)
            game.history.store?.flush()
        }
        // Statements 1…10: odd ones are true. Right, right, then wrong.
        await run(["t", "f", "f", "t", "f", "t", "f", "t", "f", "t", "q"])
        guard printed.count > 6 else { return XCTFail("\(printed)") }
        XCTAssertTrue(printed[0].hasPrefix("OpenQuizz, line by line: Daily #2 first, then 10 questions a game."))
        XCTAssertEqual(printed[1], "Daily #2 (2026-11-02): the same ten questions for everyone, easy to hard.")
        XCTAssertEqual(printed[2], "Question 1 of 10. Statement 1. True or false? [t/f]")
        XCTAssertEqual(
            Array(printed.suffix(4)),
            [
                "Daily #2 · 2 / 10. Today's is another.",
                "OpenQuizz Daily #2 2/10 ✅✅❌❌❌❌❌❌❌❌",
                "n for a new game, s for your stats, q to quit.",
                "Bye.",
            ])
        // The next run: the result, not a second try.
        await run(["t", "q"])
        guard printed.count > 15 else { return XCTFail("\(printed)") }
        XCTAssertEqual(printed[1], "Daily #2 is played already: one try a day. Your answers:")
        XCTAssertEqual(printed[2], "1. Statement 1. You said true: right.")
        XCTAssertEqual(printed[4], "3. Statement 3. You said false; it's true.")
        XCTAssertEqual(printed[12], "Daily #2 · 2 / 10. Played already: one try a day.")
        XCTAssertEqual(printed[13], "OpenQuizz Daily #2 2/10 ✅✅❌❌❌❌❌❌❌❌")
        // "t" answers nothing: there is no question.
        XCTAssertEqual(printed[15], PlayerText(offline: true).plain.noQuestion)
    }

    @MainActor
    func testPlainModeReadsDOrDailyAsTodaysChallenge() async throws {
        var printed: [String] = []
        let center = NotificationCenter()
        let game = Game(
            deck: SourcedDeck(manager: QuestionManager(sources: [FixedSource(.success(makeBatch(3)))]), amount: 3),
            notificationCenter: center, wallClock: { Date(timeIntervalSince1970: 1_795_694_400) })
        let player = PlainGame(
            session: ModeSession(game: game, dailySchedule: DailySchedule(bank: makeQuestions(40))),
            text: PlayerText(offline: true), notificationCenter: center,
            output: { line in
                printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await waitUntil("the first game") { game.state == .ongoing }
        for word in ["d", " DAILY "] {
            printed = []
            player.received(word)
            await waitUntil("today's challenge") { game.state == .ongoing && player.session.dailyNumber == 26 }
            XCTAssertEqual(printed.first, "Daily #26 (2026-11-26): the same ten questions for everyone, easy to hard.")
        }
    }

    /// The welcome offers d only while today's challenge waits: not once the history has it.
    @MainActor
    func testPlainModesWelcomeOffersDOnlyWhileTodaysWaits() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "oq-daily-welcome-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        var printed: [String] = []
        func run(_ lines: [String]) async {
            printed = []
            let center = NotificationCenter()
            let game = Game(
                deck: SourcedDeck(manager: QuestionManager(sources: [FixedSource(.success(makeBatch(3)))]), amount: 3),
                notificationCenter: center,
                history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center),
                wallClock: { Date(timeIntervalSince1970: 1_795_694_400) })
            var ended = false
            let player = PlainGame(
                session: ModeSession(game: game, dailySchedule: DailySchedule(bank: makeQuestions(40))),
                text: PlayerText(offline: true), notificationCenter: center,
                output: { line in
                    printed.append(line)
                    return true
                },
                finish: { _ in ended = true })
            player.start()
            await waitUntil("the first game") { game.state == .ongoing && game.history.isLoaded }
            for line in lines { player.received(line) }
            await waitUntil("the end") { ended }
            game.history.store?.flush()
        }
        await run(["d"] + Array(repeating: "t", count: 10) + ["q"])
        XCTAssertTrue(printed.first?.contains("d plays the daily challenge") == true, "\(printed)")
        XCTAssertTrue(printed.contains { $0.hasPrefix("Daily #26 (2026-11-26)") }, "\(printed)")
        await run(["q"])
        XCTAssertTrue(printed.first?.hasPrefix("OpenQuizz, line by line: 3 questions a game.") == true, "\(printed)")
        XCTAssertFalse(printed.first?.contains("d plays") == true, "today's is played: \(printed)")
        // The questions' news and the first question come after the welcome that waited.
        XCTAssertEqual(
            Array(printed.dropFirst().prefix(2)),
            ["Offline: bundled questions.", "Question 1 of 3. Statement 1. True or false? [t/f]"])
    }

    /// A deck's run has no bank, so no challenge: d says why, and the game in progress goes on;
    /// d during a challenge answered says it is under way.
    @MainActor
    func testPlainModesDKeepsTheGameInProgressAndNAsksBeforeLeavingADaily() async throws {
        var printed: [String] = []
        let center = NotificationCenter()
        let game = Game(
            deck: SourcedDeck(manager: QuestionManager(sources: [FixedSource(.success(makeBatch(3)))]), amount: 3),
            notificationCenter: center, wallClock: { Date(timeIntervalSince1970: 1_795_694_400) })
        let player = PlainGame(
            session: ModeSession(game: game, dailySchedule: DailySchedule(bank: [])), text: PlayerText(offline: true),
            notificationCenter: center,
            output: { line in
                printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await waitUntil("the first game") { game.state == .ongoing }
        player.received("t")
        let question = game.currentQuestion
        printed = []
        player.received("d")
        XCTAssertEqual(printed.first, "No daily challenge with a deck: run openquizz --daily for it.")
        XCTAssertEqual(game.currentQuestion, question)
        XCTAssertEqual(game.answers.count, 1)
        XCTAssertNil(player.session.dailyNumber)

        player.session.dailySchedule = DailySchedule(bank: makeQuestions(40))
        player.received("d")
        await waitUntil("today's challenge") { game.state == .ongoing && player.session.dailyNumber == 26 }
        player.received("t")
        printed = []
        player.received("d")
        XCTAssertEqual(printed.first, "You're playing Daily #26.")
        XCTAssertEqual(game.answers.count, 1)
        XCTAssertEqual(player.session.dailyNumber, 26)
        // n asks once; an answer between makes it ask again; n twice in a row leaves.
        printed = []
        player.received("n")
        XCTAssertEqual(printed.first, "n again leaves Daily #26: one try a day.")
        player.received("t")
        printed = []
        player.received("n")
        XCTAssertEqual(printed.first, "n again leaves Daily #26: one try a day.")
        XCTAssertEqual(player.session.dailyNumber, 26)
        // Any other line between cancels the ask: n asks again.
        player.received("x")
        printed = []
        player.received("n")
        XCTAssertEqual(printed.first, "n again leaves Daily #26: one try a day.")
        printed = []
        player.received("n")
        XCTAssertNil(player.session.dailyNumber)
        XCTAssertEqual(printed.first, "Left Daily #26 after 2 answers: it counts as played.")
    }

    @MainActor
    func testPlainModeSaysANoHistoryTryIsNotKeptAndHonoursASCII() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "oq-daily-nh-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        var printed: [String] = []
        let center = NotificationCenter()
        let game = Game(
            deck: SourcedDeck(manager: QuestionManager(sources: []), amount: 10), notificationCenter: center,
            history: PlayerHistory(
                store: AnswerHistory(url: url, writes: false, writer: files), notificationCenter: center),
            wallClock: { Date(timeIntervalSince1970: 1_795_694_400) })
        let session = ModeSession(game: game)
        session.open(with: DailyMode(DailyChallenge(number: 2, questions: makeQuestions(10))))
        let player = PlainGame(
            session: session, text: PlayerText(offline: true), notificationCenter: center, ascii: true,
            output: { line in
                printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await waitUntil("the challenge") { game.state != .loading }
        for line in ["t", "f", "f", "t", "f", "t", "f", "t", "f", "t"] { player.received(line) }
        XCTAssertTrue(
            printed.contains("Daily #2 · 2 / 10. Today's is another. Not kept (--no-history): it won't count."),
            "\(printed)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        // --ascii: the share line's marks are ASCII whatever the locale.
        XCTAssertTrue(printed.contains("OpenQuizz Daily #2 2/10 ++--------"), "\(printed)")
    }

    // MARK: - Stats

    private func dailyRecords() -> [AnswerRecord] {
        // #1 on its day (7/10), #2 on its day (10/10), #3 from the archive on the 5th (7/10).
        var records: [AnswerRecord] = []
        for (number, day, right) in [(1, 1, 7), (2, 2, 10), (3, 5, 7)] {
            let date = Date(
                timeIntervalSince1970: Double((DailyDate("2026-11-01")?.day ?? 0) + day - 1) * 86_400 + 3600)
            for (index, question) in makeQuestions(10).enumerated() {
                var record = AnswerRecord(
                    date: date, game: "d\(number)", number: index + 1, of: 10, question: question,
                    answer: index < right ? question.answer : !question.answer)
                record.daily = number
                records.append(record)
            }
        }
        return records
    }

    func testStatsSayTheDaysPlayedTheStreakAndTheScores() throws {
        let report = StatsReport(stats: HistoryStats(dailyRecords()), today: DailyDate("2026-11-03"))
        let lines = report.text()
        guard let start = lines.firstIndex(of: "Daily challenges") else { return XCTFail("\(lines)") }
        // Every score from 0/10, each bar the share of the challenges played, as the categories'.
        XCTAssertEqual(
            Array(lines[start..<(start + 14)]),
            [
                "Daily challenges",
                "  Played                  3 (2 on their day)",
                "  Daily streak            2 now, 2 at best",
                "   0/10  ░░░░░░░░░░ 0",
                "   1/10  ░░░░░░░░░░ 0",
                "   2/10  ░░░░░░░░░░ 0",
                "   3/10  ░░░░░░░░░░ 0",
                "   4/10  ░░░░░░░░░░ 0",
                "   5/10  ░░░░░░░░░░ 0",
                "   6/10  ░░░░░░░░░░ 0",
                "   7/10  ███████░░░ 2",
                "   8/10  ░░░░░░░░░░ 0",
                "   9/10  ░░░░░░░░░░ 0",
                "  10/10  ███░░░░░░░ 1",
            ])
        XCTAssertTrue(
            StatsReport(stats: HistoryStats(dailyRecords()), ascii: true).text().contains("   7/10  #######... 2"))
        // At 40 columns: a space between label and value, half bars as the categories'.
        let narrow = StatsReport(stats: HistoryStats(dailyRecords()), columns: 38, today: DailyDate("2026-11-03"))
            .text()
        XCTAssertTrue(narrow.contains("  Streak      2 now, 2 at best"), "\(narrow)")
        XCTAssertTrue(narrow.contains("   7/10  ███░░ 2"), "\(narrow)")
        XCTAssertTrue(narrow.contains("   8/10  ░░░░░ 0"), "\(narrow)")
        // Plain mode: no bars, as its categories have none.
        let plain = StatsReport(stats: HistoryStats(dailyRecords()), bars: false).text()
        XCTAssertTrue(plain.contains("   7/10  2"), "\(plain)")
        XCTAssertTrue(plain.contains("   0/10  0"), "\(plain)")
        // Today the 5th: neither the 3rd nor the 4th was played on its day.
        let later = StatsReport(stats: HistoryStats(dailyRecords()), today: DailyDate("2026-11-05")).text()
        XCTAssertTrue(later.contains("  Daily streak            0 now, 2 at best"), "\(later)")
        // Without daily answers, no section.
        XCTAssertFalse(StatsReport(stats: HistoryStats([])).text().contains("Daily challenges"))
    }

    func testStatsJSONHasTheDailyObject() throws {
        let text = try StatsReport(stats: HistoryStats(dailyRecords()), today: DailyDate("2026-11-03")).json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let daily = try XCTUnwrap(object["daily"] as? [String: Any])
        XCTAssertEqual(daily["days_played"] as? Int, 3)
        XCTAssertEqual(daily["on_time"] as? Int, 2)
        XCTAssertEqual(daily["current_streak"] as? Int, 2)
        XCTAssertEqual(daily["best_streak"] as? Int, 2)
        XCTAssertEqual(daily["scores"] as? [Int], [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1])
        let empty = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(StatsReport(stats: HistoryStats([])).json().utf8))
                as? [String: Any])
        XCTAssertEqual((empty["daily"] as? [String: Any])?["days_played"] as? Int, 0)
    }

    /// Dailies count as games played; the best score says there are only dailies, not "no game".
    func testAfterOnlyDailiesTheBestScoreSaysSo() throws {
        let lines = StatsReport(stats: HistoryStats(dailyRecords()), today: DailyDate("2026-11-03")).text()
        XCTAssertTrue(lines.contains("Games played              3"), "\(lines)")
        XCTAssertTrue(lines.contains("Best score                dailies only so far"), "\(lines)")
        let narrow = StatsReport(stats: HistoryStats(dailyRecords()), columns: 38, isPrintout: false).text()
        XCTAssertTrue(narrow.contains("Best score    dailies only so far"), "\(narrow)")
    }

    /// With --no-history the history is read: the stats don't say "this run only".
    func testTheStatsSayANoHistoryRunReadsButDoesntKeep() {
        let text = PlayerText()
        let read = text.panel.statsLines(
            HistoryStats(dailyRecords()), ascii: false, isLoaded: true, keepsHistory: false, width: 78,
            readsHistory: true)
        XCTAssertEqual(read.first?.spans.map(\.text).joined(), "--no-history: this run's answers aren't kept.")
        let none = text.panel.statsLines(HistoryStats([]), ascii: false, isLoaded: true, keepsHistory: false, width: 78)
        XCTAssertEqual(none.first?.spans.map(\.text).joined(), "This run only: --no-history keeps nothing.")
    }
}

/// Plain mode's welcome, which names d once the history says today's challenge is still to play.
final class PlainWelcomeTests: XCTestCase {
    private let files = FileWriter()

    /// The welcome that waits for the history doesn't wait for the questions: a server slow to
    /// answer (5 s when it says it's busy) used to keep every line back until they came.
    @MainActor
    func testTheWelcomeIsSaidBeforeTheQuestionsCome() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-slow-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let center = NotificationCenter()
        let source = ManualSource(questions: makeQuestions(3))
        let game = Game(
            deck: SourcedDeck(manager: QuestionManager(sources: [source]), amount: 3), notificationCenter: center,
            history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center),
            wallClock: { Date(timeIntervalSince1970: 1_795_694_400) })
        var printed: [String] = []
        let player = PlainGame(
            session: ModeSession(game: game, dailySchedule: DailySchedule(bank: makeQuestions(40))),
            text: PlayerText(offline: true), notificationCenter: center,
            output: { line in
                printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await waitUntil("the welcome") { !printed.isEmpty }
        XCTAssertEqual(game.state, .loading, "the questions haven't come")
        XCTAssertEqual(printed.count, 1)
        XCTAssertTrue(printed.first?.contains("d plays the daily challenge") == true, "\(printed)")
        await source.answerAll()
        await waitUntil("the first question") { printed.count == 3 }
        XCTAssertEqual(printed.last, "Question 1 of 3. Statement 1. True or false? [t/f]")
    }
}
