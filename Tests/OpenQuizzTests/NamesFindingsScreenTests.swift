import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The fresh tester's findings on screen: the settings screen's save that moved the file aside
/// said after N, the `e` box holding one question's state and no notice, and the stats' rows
/// wrapped under their values at 40 columns.
final class NamesFindingsScreenTests: XCTestCase {
    /// Statements 1 (true) and 2 (false), each with an explanation ("Fact Statement 1.").
    private func explainedQuestions() -> [Question] {
        makeQuestions(2).map {
            Question(
                title: $0.title, answer: $0.answer, category: $0.category, difficulty: $0.difficulty,
                explanation: "Fact \($0.title)")
        }
    }

    /// A game of the two statements at `width`x`height`, a duel under `duel`; the settings link
    /// saves as `save` says.
    @MainActor
    private func controller(
        clock: ManualClock, width: Int, height: Int, duel: Bool = false,
        save: @escaping @MainActor (Settings) -> Result<StorageProblem?, StorageProblem> = { _ in .success(nil) }
    ) async -> GameController {
        let center = NotificationCenter()
        let source = ManualSource(questions: explainedQuestions() + explainedQuestions())
        let game = immediateGame(source: source, amount: 2, notificationCenter: center)
        let home: any GameMode = duel ? DuelMode(trivia: game.deck) : TriviaMode(deck: game.deck)
        let link = SettingsLink(
            current: Settings(), save: save, makeHome: { _ in .success(TriviaMode(deck: game.deck)) })
        let controller = GameController(
            session: ModeSession(game: game, home: home), clock: clock.anyClock,
            theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(words: .english, offline: true),
            notificationCenter: center, reducedMotion: true, settings: link)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ clock: ManualClock, _ keys: Key...) {
        for key in keys {
            controller.handle(.keyPressed(key))
            settleCard(controller, on: clock, file: #filePath, line: #line)
        }
    }

    // MARK: - The settings screen's save, N, and the file moved aside

    /// A save from the settings screen that moved the file aside is said after N starts the
    /// next game (which used to clear it at once), and `e` shows it whole at 40x12.
    @MainActor
    func testTheSettingsScreensMovedFileIsSaidAfterN() async {
        let path = "/home/ann/.config/openquizz/settings"
        let notice = StorageProblem(
            path: path, kind: .settings(.setAside(to: path + ".corrupt-1234", limit: 64 << 10), others: 0))
        let clock = ManualClock(seconds: 100)
        let controller = await controller(clock: clock, width: 40, height: 12) { _ in .success(notice) }
        let said = "Settings file was over 64 KiB: moved to \(path).corrupt-1234, saved anew"
        press(controller, clock, .character("o"), .character("w"), .right, .character("N"))
        XCTAssertEqual(controller.focus, .playing)
        XCTAssertEqual(controller.presenter().verdict?.text, said)
        XCTAssertTrue(
            renderedLines(controller)[10].hasPrefix("Settings file was over 64 KiB"), "\(renderedLines(controller))")
        press(controller, clock, .character("e"))
        let box = controller.screenModel().answerBox
        XCTAssertEqual(box?.verdict, said, "read whole in the box")
        XCTAssertEqual(box?.title, "Notice")
    }

    /// In a duel, a notice before the first answer (the names not saved) is said on the verdict
    /// row, as in a game for one, and `e` shows it whole.
    @MainActor
    func testADuelSaysANoticeBeforeItsFirstAnswer() async {
        let clock = ManualClock(seconds: 100)
        let controller = await controller(clock: clock, width: 40, height: 12, duel: true)
        let notice = StorageProblem(path: "/s", kind: .system(errno: EROFS), part: .playerNames)
        controller.state.addNotice(notice, at: clock.seconds)
        let said = "Names not saved, kept for this run: Read-only file system (/s)"
        XCTAssertEqual(controller.presenter().verdict?.text, said)
        press(controller, clock, .character("e"))
        XCTAssertEqual(controller.screenModel().answerBox?.verdict, said)
        // Two before the first answer: the box says both, the first and the newest.
        press(controller, clock, .escape)
        let first = StorageProblem(path: "/s", kind: .settings(.notAFile, others: 0), whileReading: true)
        controller.state.dismissNotices()
        controller.state.addNotice(first, at: clock.seconds)
        controller.state.addNotice(notice, at: clock.seconds)
        press(controller, clock, .character("e"))
        XCTAssertEqual(
            controller.screenModel().answerBox?.verdict, "Settings file is not a file: not read, using the defaults")
        XCTAssertEqual(controller.screenModel().answerBox?.explanation, said)
    }

    // MARK: - The e box: one question, no notice

    /// A notice said after a verdict (answered within its 6 s) is not the answer's explanation:
    /// `e` opens it alone, titled Notice; once it has gone, `e` opens the question with its own
    /// explanation.
    @MainActor
    func testANoticeIsNeverAQuestionsExplanationInTheBox() async {
        let clock = ManualClock(seconds: 100)
        let controller = await controller(clock: clock, width: 40, height: 12)
        let notice = StorageProblem(path: "/s", kind: .settings(.repeated(line: 4, key: "mode"), others: 0))
        controller.state.addNotice(notice, at: clock.seconds)
        press(controller, clock, .right, .character("e"))
        var box = controller.screenModel().answerBox
        XCTAssertEqual(box?.title, "Notice", "not question 1's box: \(String(describing: box))")
        XCTAssertEqual(box?.verdict, "Settings line 4: mode given again, this line counts")
        XCTAssertFalse(box?.explanation?.contains("Fact") ?? false)
        press(controller, clock, .escape)
        clock.advance(by: ControllerState.noticeTime)
        press(controller, clock, .left, .character("e"))
        box = controller.screenModel().answerBox
        XCTAssertEqual(box?.title, "Question 2")
        XCTAssertEqual(box?.explanation, "Right! It's false. Fact Statement 2.")
    }

    /// While a duel's answer is hidden, `e` shows the question on the card and who has answered,
    /// and nothing of the question before it.
    @MainActor
    func testAHiddenDuelAnswersBoxIsTheQuestionOnTheCardOnly() async {
        let clock = ManualClock(seconds: 100)
        let controller = await controller(clock: clock, width: 40, height: 12, duel: true)
        press(controller, clock, .character("d"), .right, .character("s"), .character("e"))
        let box = controller.screenModel().answerBox
        XCTAssertEqual(box?.title, "Question 2")
        XCTAssertEqual(box?.verdict, "Statement 2.")
        XCTAssertEqual(box?.explanation, "Player 1 has answered…")
    }

    // MARK: - The stats' rows at 40 columns

    /// A value too long for its row wraps under the value's column (it ran on past the panel's
    /// edge, which wrapped it at the border); "(23 parties)" stays whole.
    func testAStatsValueWrapsUnderItsColumn() {
        let question = makeQuestions(1)[0]
        var records: [AnswerRecord] = []
        for game in 0..<23 {
            for number in 1...(game == 0 ? 19 : 1) {
                var record = AnswerRecord(
                    date: Date(timeIntervalSince1970: 0), game: "g\(game)", number: number, of: 0, question: question,
                    answer: question.answer)
                record.mode = .blitz
                records.append(record)
            }
        }
        let report = StatsReport(
            stats: HistoryStats(records), bars: true, columns: 36, isPrintout: false, words: .french)
        let lines = report.text()
        guard let row = lines.firstIndex(where: { $0.hasPrefix("Record  ") }) else {
            return XCTFail(lines.joined(separator: "\n"))
        }
        XCTAssertEqual(Array(lines[row...(row + 1)]), ["Record        que des blitz pour", "              l’instant"])
        XCTAssertTrue(lines.contains("    19 bonnes réponses (23\u{A0}parties)"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.allSatisfy { ScreenBuffer.displayWidth(ofText: $0) <= 36 }, lines.joined(separator: "\n"))
    }
}
