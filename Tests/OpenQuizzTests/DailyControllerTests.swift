import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The daily challenge on screen: the header while it waits, D, Game Over, the review's share
/// line, and the once-a-day rule across two runs.
final class DailyControllerTests: DailyControllerTestCase {
    /// In ASCII (`--ascii`, `LANG=C`) the title's parts are joined with " - ", as the rest of
    /// the game's chrome is ASCII there.
    @MainActor
    func testTheHeaderIsASCIIUnderASCII() async throws {
        let (controller, _) = await startedController(ascii: true)
        XCTAssertEqual(
            renderedLines(controller)[0].trimmingCharacters(in: .whitespaces).prefix(30),
            "OpenQuizz - Daily #26 waits: D")
        XCTAssertEqual(PlayerText().daily.header(dailyWaiting: nil, playing: 26, ascii: true), "OpenQuizz - Daily #26")
    }

    /// A clock set far ahead: D plays that day's challenge at the cost of a few weeks of days,
    /// not of every day since #1 (the year 9999 once took 82 s and 3.8 GB).
    @MainActor
    func testDOnAClockFarAheadCostsNoMoreThanNextWeek() async throws {
        let last = try XCTUnwrap(DailyDate("9999-12-31"))
        let (controller, _) = await startedController(today: Date(timeIntervalSince1970: Double(last.day) * 86_400))
        let number = DailyChallenge.number(on: last)
        XCTAssertTrue(
            renderedLines(controller)[0].contains("Daily #\(number) waits: D"), renderedLines(controller)[0])
        DailySchedule.daysChosen.withLock { $0 = 0 }
        await pressD(controller)
        XCTAssertEqual(controller.session.dailyNumber, number)
        XCTAssertEqual(controller.game.state, .ongoing)
        let cycle = DailySchedule(bank: Self.bank).cycleLength
        XCTAssertLessThanOrEqual(
            DailySchedule.daysChosen.withLock { $0 }, DailySchedule.firstCycled - 1 + 2 * cycle,
            "the days chosen to reach it")
    }

    @MainActor
    func testTheHeaderSaysTodaysChallengeWaitsUntilDPlaysIt() async throws {
        let (controller, source) = await startedController()
        XCTAssertEqual(
            renderedLines(controller)[0].trimmingCharacters(in: .whitespaces).prefix(30),
            "OpenQuizz · Daily #26 waits: D")
        await pressD(controller)
        let game = controller.game
        XCTAssertEqual(controller.session.dailyNumber, 26)
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.questions, DailySchedule(bank: Self.bank).challenge(26)?.questions)
        XCTAssertEqual(renderedLines(controller)[0], " OpenQuizz · Daily #26")
        play(controller, right: 7)
        XCTAssertEqual(game.state, .over)
        XCTAssertEqual(
            controller.presenter().restingCard().title,
            "Daily #26 · 7\u{A0}/\u{A0}10. Well played. Press r to review and share.")
        // Played: a new game's header no longer says it waits.
        controller.handle(.keyPressed(.character("n")))
        await answer(source, controller)
        XCTAssertNil(controller.session.dailyNumber)
        XCTAssertTrue(renderedLines(controller)[0].hasPrefix(" OpenQuizz   "), renderedLines(controller)[0])
        XCTAssertFalse(renderedLines(controller)[0].contains("Daily"))
    }

    /// At 40 columns the challenge's number stays whole: during a daily the source's note isn't
    /// needed (its questions are the shipped ones), and while one waits the note goes first.
    @MainActor
    func testAtFortyColumnsTheHeaderKeepsTheDailysNumberWhole() async throws {
        let (controller, _) = await startedController()
        for (width, line) in [
            (40, " OpenQuizz · Daily #26 waits: D"), (42, " OpenQuizz · Daily #26 waits: D   Offline"),
            (46, " OpenQuizz · Daily #26 waits: D       Offline"),
            (80, " OpenQuizz · Daily #26 waits: D                      Offline: bundled questions"),
        ] {
            controller.handle(.resized(width: width, height: 12))
            XCTAssertEqual(renderedLines(controller)[0], line)
        }
        await pressD(controller)
        for width in [40, 80] {
            controller.handle(.resized(width: width, height: 12))
            XCTAssertEqual(renderedLines(controller)[0], " OpenQuizz · Daily #26")
        }
    }

    @MainActor
    func testTheReviewOpensOnTheDailyShareLineAndCCopiesIt() async throws {
        let (controller, _) = await startedController()
        await pressD(controller)
        play(controller, right: 3)
        controller.handle(.keyPressed(.character("r")))
        let lines = renderedLines(controller)
        XCTAssertEqual(lines[1], "│ OpenQuizz Daily #26 3/10 ✅✅✅❌❌❌❌❌❌❌                                │")
        let copied = controller.handle(.keyPressed(.character("c")))
        XCTAssertEqual(copied, .copy("OpenQuizz Daily #26 3/10 ✅✅✅❌❌❌❌❌❌❌"))
    }

    @MainActor
    func testTheShareLineIsASCIIUnderASCIIAndMarksWhatWasLeftUnanswered() {
        let text = PlayerText()
        let questions = makeQuestions(10)
        let answers = questions.prefix(4).enumerated().map { index, question in
            var record = AnswerRecord(
                date: Self.today, game: "g", number: index + 1, of: 10, question: question,
                answer: index == 1 ? !question.answer : question.answer)
            record.daily = 42
            return record
        }
        XCTAssertEqual(text.panel.shareLine(answers, ascii: true), "OpenQuizz Daily #42 3/10 +-++......")
        XCTAssertEqual(text.panel.shareLine(answers, ascii: false), "OpenQuizz Daily #42 3/10 ✅❌✅✅⬜⬜⬜⬜⬜⬜")
        // A damaged size never makes it longer than a challenge.
        var huge = answers
        huge[0].of = 1_000_000_000
        XCTAssertEqual(text.panel.shareLine(huge, ascii: true), "OpenQuizz Daily #42 3/10 +-++......")
        // An ordinary game's is as before.
        let plain = answers.map { record -> AnswerRecord in
            var record = record
            record.daily = nil
            return record
        }
        XCTAssertEqual(text.panel.shareLine(plain, ascii: true), "OpenQuizz 3/4 +-++")
    }

    func testTheHistoryMarksDailyAnswers() {
        let symbols = Theme(colorMode: .none, ascii: false).symbols
        var record = AnswerRecord(
            date: Self.today, game: "g", number: 1, of: 10, question: makeQuestions(1)[0], answer: true)
        let ordinary = PlayerText().panel.historyLine(record, symbols: symbols, isSelected: false)
        XCTAssertEqual(ordinary.spans.last?.text, "  General Knowledge")
        record.daily = 26
        let daily = PlayerText().panel.historyLine(record, symbols: symbols, isSelected: false)
        // Before the statement: a long line is cut at its end, never the mark.
        XCTAssertEqual(daily.spans.last?.text, "  General Knowledge")
        XCTAssertEqual(daily.spans[2].text, "Daily #26 · ")
        // Search finds it by what it reads.
        var index = HistorySearchIndex()
        index.add(record)
        record.daily = nil
        index.add(record)
        for query in ["daily", "Daily 26", "#26", "daily #26"] { XCTAssertEqual(index.matches(query), [0], query) }
    }

    @MainActor
    func testTheOnceADayRuleHoldsAcrossTwoRunsSharingAHistory() async throws {
        let url = temporaryHistory()
        defer { TemporaryFiles.remove(url, after: files) }
        let (first, _) = await startedController(history: url)
        await pressD(first)
        play(first, right: 6)
        let answers = first.game.answers
        first.game.history.store?.flush()
        first.stop()

        let (second, _) = await startedController(history: url)
        await waitUntil("the history read") { second.game.history.isLoaded }
        await loopHeard()
        // Today's is played: the header no longer offers it.
        XCTAssertTrue(renderedLines(second)[0].hasPrefix(" OpenQuizz   "))
        XCTAssertFalse(renderedLines(second)[0].contains("Daily"))
        await pressD(second)
        XCTAssertEqual(second.game.state, .over)
        XCTAssertTrue(second.session.isShowingResult)
        XCTAssertEqual(second.game.answers, answers)
        XCTAssertEqual(
            second.presenter().restingCard().title,
            "Daily #26 · 6\u{A0}/\u{A0}10. Played already: one try a day. Press r to review and share.")
        // No answer is taken: the keys that answer do nothing.
        second.handle(.keyPressed(.character("l")))
        XCTAssertEqual(second.game.answers, answers)
        second.handle(.keyPressed(.character("r")))
        XCTAssertTrue(renderedLines(second)[1].contains("OpenQuizz Daily #26 6/10 "))
        second.stop()
    }

    @MainActor
    func testTheStatsPanelCountsTheDailyChallenges() async throws {
        let (controller, _) = await startedController()
        await pressD(controller)
        play(controller, right: 10)
        controller.handle(.keyPressed(.character("s")))
        // Tall enough for the histogram's eleven rows, 0/10 to 10/10.
        controller.handle(.resized(width: 80, height: 40))
        let screen = renderedLines(controller).joined(separator: "\n")
        XCTAssertTrue(screen.contains("Daily challenges"), screen)
        XCTAssertTrue(screen.contains("  Played                  1 (1 on their day)"), screen)
        XCTAssertTrue(screen.contains("  Daily streak            1 now, 1 at best"), screen)
        XCTAssertTrue(screen.contains("  10/10  ██████████ 1"), screen)
    }

    /// D never ends today's challenge; N, ↑ or a drag up leave it only when asked twice in a row.
    @MainActor
    func testDNeverEndsTodaysDailyAndANewGameIsAskedTwice() async throws {
        let (controller, _) = await startedController(usesMouse: true)
        await pressD(controller)
        let game = controller.game
        // Before the first answer, D says it is under way and restarts nothing.
        let first = game.currentQuestion
        controller.handle(.keyPressed(.character("D")))
        XCTAssertEqual(game.currentQuestion, first)
        XCTAssertEqual(controller.verdict?.text, "You're playing Daily #26.")
        controller.handle(.keyPressed(.character("l")))
        controller.handle(.keyPressed(.character("l")))
        controller.handle(.keyPressed(.character("d")))
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(controller.session.dailyNumber, 26)
        XCTAssertEqual(game.answers.count, 2)
        XCTAssertEqual(controller.verdict?.text, "You're playing Daily #26.")
        // N once asks; an answer between makes the next N ask again.
        controller.handle(.keyPressed(.character("n")))
        XCTAssertEqual(controller.verdict?.text, "N again leaves Daily #26: one try a day.")
        XCTAssertTrue(renderedLines(controller).contains { $0.contains("N again leaves Daily #26: one try a day.") })
        controller.handle(.keyPressed(.character("l")))
        XCTAssertNotEqual(controller.verdict?.text, "N again leaves Daily #26: one try a day.")
        controller.handle(.keyPressed(.up))
        XCTAssertEqual(controller.verdict?.text, "N again leaves Daily #26: one try a day.")
        XCTAssertEqual(controller.session.dailyNumber, 26)
        // A drag up asks as N does, and counts as the second ask.
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 39, y: 12, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 32, x: 40, y: 8, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 41, y: 6, isRelease: true))))
        XCTAssertNil(controller.session.dailyNumber, "asked twice: a new game")
        // A drag up first names itself; N after it is the second ask (a past day's, as today's is
        // played now).
        await controller.session.play(DailyMode(try XCTUnwrap(DailySchedule(bank: Self.bank).challenge(13)))).value
        controller.handle(.keyPressed(.character("l")))
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 39, y: 12, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 32, x: 40, y: 8, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 41, y: 6, isRelease: true))))
        XCTAssertEqual(controller.verdict?.text, "Drag up again (or N) leaves Daily #13: it counts as played.")
        controller.handle(.keyPressed(.character("n")))
        XCTAssertNil(controller.session.dailyNumber, "a drag then N: a new game")
    }

    /// A deck's run reads no bank: the header offers no D, and D keeps the game in progress.
    @MainActor
    func testWithoutABankDSaysWhyAndKeepsTheGameInProgress() async throws {
        let (controller, _) = await startedController(bank: [])
        await waitUntil("the history read") { controller.game.history.isLoaded }
        XCTAssertFalse(renderedLines(controller)[0].contains("Daily"), renderedLines(controller)[0])
        controller.handle(.keyPressed(.character("l")))
        let question = controller.game.currentQuestion
        controller.handle(.keyPressed(.character("D")))
        XCTAssertEqual(controller.game.state, .ongoing)
        XCTAssertEqual(controller.game.currentQuestion, question)
        XCTAssertEqual(controller.game.answers.count, 1)
        XCTAssertEqual(controller.verdict?.text, "No daily challenge with a deck: run openquizz --daily for it.")
    }

    /// `--no-history` reads the history (played already is shown) and keeps no try, saying so;
    /// a history that can't be written says the try isn't kept.
    @MainActor
    func testANoHistoryTryIsNotKeptAndSaysSoAndPlayedAlreadyStillHolds() async throws {
        let url = temporaryHistory()
        defer { TemporaryFiles.remove(url, after: files) }
        // Not kept: nothing written, and Game Over says so.
        let (first, _) = await startedController(history: url, writes: false)
        await pressD(first)
        play(first, right: 3)
        first.game.history.store?.flush()
        XCTAssertEqual(
            first.presenter().restingCard().title,
            "Daily #26 · 3\u{A0}/\u{A0}10. Tomorrow's is another. Not kept (--no-history): it won't count. "
                + "Press r to review and share.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        first.stop()
        // Played for real, then asked again with --no-history: played already.
        let (second, _) = await startedController(history: url)
        await pressD(second)
        play(second, right: 6)
        second.game.history.store?.flush()
        second.stop()
        let (third, _) = await startedController(history: url, writes: false)
        await pressD(third)
        XCTAssertTrue(third.session.isShowingResult)
        XCTAssertEqual(third.game.state, .over)
        XCTAssertTrue(third.presenter().restingCard().title.contains("Played already: one try a day."))
        third.stop()
        // A history that can't be written (its folder is a file): not kept either.
        let blocked = url.appendingPathComponent("history.jsonl")
        let (fourth, _) = await startedController(history: blocked)
        await pressD(fourth)
        play(fourth, right: 3)
        fourth.game.history.store?.flush()
        XCTAssertTrue(
            fourth.presenter().restingCard().title.contains("Not kept: the history can't be written."),
            fourth.presenter().restingCard().title)
        fourth.stop()
    }

    /// Midnight UTC changes the day's challenge: the loop is woken then (no key needed), the
    /// header offers the new one and Game Over no longer says tomorrow's is another.
    @MainActor
    func testAtMidnightUTCTheHeaderAndGameOverFollowTheDate() async throws {
        let wall = WallClock(Self.today.addingTimeInterval(43_200 - 10))  // 23:59:50 on the 26th
        let source = ManualSource(questions: makeQuestions(3))
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: 3, notificationCenter: center,
            history: PlayerHistory(store: nil, notificationCenter: center), wallClock: { wall.date })
        let clock = ManualClock(seconds: 100)
        let controller = GameController(
            session: ModeSession(game: game, dailySchedule: DailySchedule(bank: Self.bank)), clock: clock.anyClock,
            theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(offline: true), notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await answer(source, controller)
        XCTAssertTrue(renderedLines(controller)[0].hasPrefix(" OpenQuizz · Daily #26 waits: D"))
        XCTAssertNil(controller.nextFrameTime(), "nothing moves")
        XCTAssertEqual(controller.nextDayChange(), wall.date.addingTimeInterval(10), "woken at midnight")
        await pressD(controller)
        play(controller, right: 3)
        XCTAssertTrue(controller.presenter().restingCard().title.contains("Tomorrow's is another."))
        // Midnight: the loop's wake-up is a tick; no key is pressed.
        wall.date = wall.date.addingTimeInterval(10)
        clock.advance(by: 10)
        controller.handle(.tick)
        XCTAssertTrue(
            controller.presenter().restingCard().title.contains("Today's is another."),
            controller.presenter().restingCard().title)
        XCTAssertTrue(renderedLines(controller)[0].hasPrefix(" OpenQuizz · Daily #26"))
        controller.handle(.keyPressed(.character("n")))
        await answer(source, controller)
        XCTAssertTrue(
            renderedLines(controller)[0].hasPrefix(" OpenQuizz · Daily #27 waits: D"), renderedLines(controller)[0])
    }
}

/// A wall clock the test moves by hand.
private final class WallClock: @unchecked Sendable {
    var date: Date
    init(_ date: Date) { self.date = date }
}
