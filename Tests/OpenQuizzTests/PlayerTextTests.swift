import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import Synchronization
import XCTest

@testable import openquizz

/// Every sentence the player reads, from the model's facts: one formatter, tested on its own.
final class PlayerTextTests: XCTestCase {
    private let text = PlayerText()
    private let offline = PlayerText(offline: true)

    /// Every error the Open Trivia DB client reports, host opentdb.com.
    private static func everyError(host: String = "opentdb.com") -> [OpenTriviaDBError] {
        [
            .unreachable(host: host), .timedOut(host: host, seconds: 10), .secureConnectionFailed(host: host),
            .httpStatus(host: host, status: 404), .httpStatus(host: host, status: 503), .malformedResponse(host: host),
            .cutShort(host: host),
            .tooLarge(host: host), .redirected(host: host), .unusableToken(host: host), .notEnoughQuestions,
            .invalidParameter, .tokenNotFound, .tokenEmpty, .rateLimited(host: host), .cancelled,
            .networkLibraryMissing(library: "libcurl.so.4"),
        ]
    }

    /// Every widening of every `--category` and `--difficulty` the command line accepts.
    private var widenings: [FilterWidening?] {
        var all: [FilterWidening?] = [nil]
        for category in [nil] + TriviaCategory.openTriviaDB.map(\.name) {
            for difficulty in [nil] + Difficulty.allCases {
                all += QuestionFilter(category: category, difficulty: difficulty).widenings.compactMap(\.widening)
            }
        }
        return all
    }

    /// The header row at 80 columns, as the game draws it.
    private func header(_ notice: String) -> String {
        var buffer = ScreenBuffer(width: 80, height: 1)
        HeaderView(title: "OpenQuizz", notice: notice)
            .render(into: &buffer, frame: buffer.bounds, theme: Theme(colorMode: .none, ascii: false))
        return buffer.lines[0]
    }

    // MARK: - The header's notice

    /// In English, French and the pseudo-language (a third longer than English).
    ///
    /// `--offline` speaks of the bundled questions only: the other sources' notices are the same
    /// with it or without (all 27,816 were when this sweep was cut to the bundled ones).
    func testEveryNoticeFitsBesideTheTitleAt80ColumnsUncut() {
        let reasons: [QuestionSourceError?] = [nil, .noQuestions] + Self.everyError().map { .openTriviaDB($0) }
        var checked = 0
        // Many cases say the same notice: each is drawn once, and the rows cut are said together.
        var notices = Set<String>()
        let widenings = self.widenings
        let tongues = [Wording.english, .french, Wording(tongue: .pseudo)]
        let cases = tongues.flatMap { words in
            [QuestionOrigin.openTriviaDB, .cache, .bundled].map { (PlayerText(words: words), $0) }
                + [(PlayerText(words: words, offline: true), QuestionOrigin.bundled)]
        }
        // The cases are independent: both cores share them, each case's notices merged under a lock.
        let merged = Mutex((notices: Set<String>(), checked: 0))
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let (formatter, origin) = cases[index]
            var own = Set<String>()
            for widening in widenings {
                for reason in reasons {
                    own.insert(formatter.notice(origin: origin, widening: widening, fallbackReason: reason))
                }
            }
            merged.withLock {
                $0.notices.formUnion(own)
                $0.checked += widenings.count * reasons.count
            }
        }
        merged.withLock {
            notices = $0.notices
            checked = $0.checked
        }
        let cut = notices.sorted().compactMap { notice -> String? in
            let row = header(notice)
            // The screen draws a no-break space as a space.
            let drawn = notice.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(
                of: "\u{202F}", with: " ")
            let fits = row.hasPrefix(" OpenQuizz  ") && row.hasSuffix(drawn + " ")
            return fits ? nil : "cut at 80 columns (\(notice.count) columns): '\(row)'"
        }
        XCTAssertEqual(cut, [], "\(cut.count) of \(notices.count) notices")
        XCTAssertGreaterThan(checked, 50_000)
        XCTAssertGreaterThan(notices.count, 1_500)
    }

    func testTheNoticeSaysWhereTheQuestionsCameFromAndWhy() {
        XCTAssertEqual(
            text.notice(origin: .openTriviaDB, widening: nil, fallbackReason: nil), "Open Trivia DB, CC BY-SA 4.0")
        XCTAssertEqual(
            offline.notice(origin: .bundled, widening: nil, fallbackReason: nil), "Offline: bundled questions")
        XCTAssertEqual(
            text.notice(
                origin: .bundled, widening: nil, fallbackReason: .openTriviaDB(.unreachable(host: "opentdb.com"))),
            "Offline: bundled questions; opentdb.com unreachable")
        // No libcurl to send with: offline too, and why.
        XCTAssertEqual(
            text.notice(
                origin: .bundled, widening: nil,
                fallbackReason: .openTriviaDB(.networkLibraryMissing(library: "libcurl.so.4"))),
            "Offline: bundled questions; libcurl.so.4 missing")
        XCTAssertEqual(text.reason(.networkLibraryMissing(library: "libcurl.so.4")), "Offline: libcurl.so.4 missing")
        XCTAssertEqual(
            text.notice(
                origin: .bundled, widening: nil,
                fallbackReason: .openTriviaDB(.httpStatus(host: "opentdb.com", status: 404))),
            "Bundled questions; opentdb.com answered HTTP 404")
        XCTAssertEqual(
            text.notice(origin: .bundled, widening: nil, fallbackReason: .stillLoading),
            "Bundled questions; Open Trivia DB still loading")
        XCTAssertEqual(
            text.notice(
                origin: .bundled, widening: nil, fallbackReason: .openTriviaDB(.unreachable(host: "opentdb.com")),
                nextGameReady: true),
            "Open Trivia DB ready: press N; bundled questions")
    }

    /// The cache's notice at 80 columns is a sentence, not "Offline: 127.0.0.1 unreachable; cached
    /// Open Trivia DB, CC BY-SA".
    func testTheCacheNoticeReadsAsASentenceWithItsCredit() {
        XCTAssertEqual(
            text.notice(origin: .cache, widening: nil, fallbackReason: .openTriviaDB(.unreachable(host: "127.0.0.1"))),
            "Offline: cached questions from the Open Trivia DB, CC BY-SA 4.0")
        XCTAssertEqual(
            text.notice(
                origin: .cache, widening: nil,
                fallbackReason: .openTriviaDB(.httpStatus(host: "opentdb.com", status: 404))),
            "Cached questions from the Open Trivia DB, CC BY-SA 4.0")
    }

    /// What matters comes first: at 40 columns the header has 27 columns for the notice, and they
    /// say "Offline: bundled questions", not "Offline: opentdb.com unrea…".
    func testAtFortyColumnsTheNoticeKeepsItsImportantPart() {
        let width = PlayerText.noticeWidth(screenWidth: 40)
        XCTAssertEqual(width, 27)
        XCTAssertEqual(PlayerText.noticeWidth(screenWidth: 80), PlayerText.noticeWidth)
        let unreachable = QuestionSourceError.openTriviaDB(.unreachable(host: "opentdb.com"))
        XCTAssertEqual(
            text.notice(origin: .bundled, widening: nil, fallbackReason: unreachable, width: width),
            "Offline: bundled questions")
        XCTAssertEqual(
            text.notice(origin: .cache, widening: nil, fallbackReason: unreachable, width: width),
            "Offline: cached questions")
        XCTAssertEqual(
            text.notice(origin: .openTriviaDB, widening: nil, fallbackReason: nil, width: width),
            "Open Trivia DB, CC BY-SA")
        for origin in [QuestionOrigin.bundled, .cache, .openTriviaDB, .generated] {
            let notice = text.notice(origin: origin, widening: nil, fallbackReason: unreachable, width: width)
            XCTAssertLessThanOrEqual(notice.count, width, notice)
        }
    }

    func testTheWideningStaysAndTheReasonComesLast() {
        let long = OpenTriviaDBError.malformedResponse(host: String(repeating: "h", count: 40))
        XCTAssertEqual(
            text.notice(origin: .cache, widening: nil, fallbackReason: .openTriviaDB(long)),
            "Cached questions from the Open Trivia DB, CC BY-SA 4.0")
        let widening = FilterWidening(
            requested: QuestionFilter(category: "Mythology", difficulty: .hard), kind: .difficulty)
        XCTAssertEqual(
            offline.notice(origin: .bundled, widening: widening, fallbackReason: nil),
            "Offline: bundled questions; too few hard Mythology: any difficulty")
        XCTAssertEqual(
            text.notice(
                origin: .bundled, widening: widening, fallbackReason: .openTriviaDB(.unreachable(host: "opentdb.com"))),
            "Offline: bundled questions; too few hard Mythology: any difficulty")
        let anime = FilterWidening(
            requested: QuestionFilter(category: "Entertainment: Japanese Anime & Manga"), kind: .category)
        XCTAssertEqual(
            offline.notice(origin: .bundled, widening: anime, fallbackReason: nil),
            "Offline: bundled; too few Japanese Anime & Manga: any category")
    }

    // MARK: - Why

    func testEveryReasonIsOneLineOfAtMost40Columns() {
        for error in Self.everyError() {
            let reason = text.reason(error)
            XCTAssertFalse(reason.isEmpty)
            XCTAssertFalse(reason.contains("\n"))
            XCTAssertLessThanOrEqual(reason.count, 40, reason)
        }
    }

    /// An unreachable server, or no libcurl to reach it with.
    func testOnlyAnUnreachableServerIsCalledOffline() {
        let offline: [OpenTriviaDBError] = [
            .unreachable(host: "opentdb.com"), .networkLibraryMissing(library: "libcurl.so.4"),
        ]
        for error in Self.everyError() {
            XCTAssertEqual(text.reason(error).contains("Offline"), offline.contains(error), "\(error)")
        }
        XCTAssertEqual(text.reason(.unreachable(host: "opentdb.com")), "Offline: opentdb.com unreachable")
        XCTAssertEqual(text.reason(.httpStatus(host: "opentdb.com", status: 404)), "opentdb.com answered HTTP 404")
        XCTAssertEqual(
            text.reason(.timedOut(host: "opentdb.com", seconds: 10)), "opentdb.com did not answer within 10 s")
        XCTAssertEqual(text.reason(.tooLarge(host: "opentdb.com")), "opentdb.com sent an answer over 1 MiB")
        XCTAssertEqual(text.reason(.redirected(host: "127.0.0.1")), "redirected away from 127.0.0.1")
    }

    func testAHostileHostOrPathCanNotPutControlCharactersInASentence() {
        let host = "evil\u{1B}[2J\u{7}\u{9B}31m\u{7F}.example"
        let sentences =
            Self.everyError(host: host).map(text.reason)
            + [text.fileProblem(StorageProblem(path: "/tmp/\u{1B}]0;x\u{7}/q.json", kind: .system(errno: ENOSPC)))]
        for sentence in sentences {
            XCTAssertFalse(
                sentence.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                sentence.debugDescription)
        }
    }

    func testTheCardSaysWhyThereAreNoQuestions() {
        XCTAssertEqual(text.noQuestions(.noQuestions), "No questions available. Press N to try again.")
        XCTAssertEqual(
            text.noQuestions(.openTriviaDB(.rateLimited(host: "opentdb.com"))),
            "No questions: opentdb.com is busy (rate limit). Press N to try again.")
    }

    // MARK: - The rest

    func testTheGameOverCardFitsTheScore() {
        func summary(
            _ right: Int, of: Int = 10, best: Int = 5, newBest: Bool = false, streak: Int = 0, first: Bool = false
        ) -> GameOverSummary {
            GameOverSummary(
                score: .init(right: right, of: of), best: .init(right: best, of: of), isNewBest: newBest,
                streak: streak, isFirst: first)
        }
        /// The text with the no-break spaces that keep "7 / 10", "4 games" and "or better" on one line.
        func unbroken(_ text: String) -> String {
            text.replacingOccurrences(of: " / ", with: "\u{A0}/\u{A0}").replacingOccurrences(
                of: " games", with: "\u{A0}games"
            )
            .replacingOccurrences(of: "or better", with: "or\u{A0}better")
        }
        XCTAssertEqual(text.gameOver(nil), "Game Over")
        var provisional = summary(7, best: 3, streak: 2, first: true)
        provisional.isProvisional = true
        XCTAssertEqual(
            text.gameOver(provisional), unbroken("Game Over: 7 / 10. Well played."),
            "before the history is read, nothing of the best or the streak")
        XCTAssertEqual(
            text.gameOver(summary(10, best: 10, newBest: true, streak: 4)),
            unbroken("Game Over: 10 / 10. Perfect! New best! 4 games in a row at 7/10 or better."))
        XCTAssertEqual(
            text.gameOver(summary(8, best: 9, streak: 1)), unbroken("Game Over: 8 / 10. Excellent! Best: 9 / 10."),
            "one game is no streak yet")
        XCTAssertEqual(text.gameOver(summary(6)), unbroken("Game Over: 6 / 10. Well played. Best: 5 / 10."))
        XCTAssertEqual(text.gameOver(summary(4)), unbroken("Game Over: 4 / 10. Not bad. Best: 5 / 10."))
        XCTAssertEqual(
            text.gameOver(summary(2)), unbroken("Game Over: 2 / 10. Better luck next game. Best: 5 / 10."))
        XCTAssertEqual(
            text.gameOver(summary(7, best: 7, streak: 1, first: true)),
            unbroken("Game Over: 7 / 10. Well played. Your first game with these questions."),
            "a first game has no best to beat yet")
        XCTAssertEqual(
            text.gameOver(summary(3, of: 3, best: 3, streak: 2)),
            unbroken("Game Over: 3 / 3. Perfect! Best: 3 / 3. 2 games in a row at 70% or better."),
            "the streak's bar in percent for a game that isn't of ten")
    }

    /// "3 games in a row at 7/10 or better": no line of the card starts with a bare number and
    /// none ends on a lone word, at 80x24 and 40x12.
    func testTheStreakReadsAsEnglishOnTheCardAtEitherSize() {
        let summary = GameOverSummary(
            score: .init(right: 8, of: 10), best: .init(right: 9, of: 10), isNewBest: false, streak: 12)
        for (width, height) in [(80, 24), (40, 12)] {
            guard let layout = ScreenLayout(width: width, height: height) else { return XCTFail("no layout") }
            let lines = CardView(title: text.gameOver(summary)).titlePages(restingFrame: layout.card).joined()
            XCTAssertGreaterThan(lines.count, 1)
            for line in lines {
                XCTAssertNil(
                    line.range(of: #"^[0-9]+ "#, options: .regularExpression), "a bare number starts '\(line)'")
            }
            XCTAssertTrue(lines.last?.contains(" ") == true, "a lone last word: \(lines)")
        }
    }

    func testVerdictsCountdownAndFilesAreSaidPlainly() {
        XCTAssertEqual(text.verdict(right: true, answer: false), "Right! It's false.")
        XCTAssertEqual(text.verdict(right: false, answer: true), "Wrong: it's true.")
        XCTAssertEqual(text.waiting(seconds: 4), "Waiting for the Open Trivia DB: 4\u{A0}s")
        XCTAssertEqual(
            text.fileProblem(StorageProblem(path: "/x/questions.json", kind: .system(errno: ENOSPC))),
            "Not saved: No space left on device (/x/questions.json)")
        // A file that couldn't be read in full is never announced as "Not saved".
        XCTAssertEqual(
            text.fileProblem(StorageProblem(path: "/x/history.jsonl", kind: .linesSkipped(1), whileReading: true)),
            "Couldn't read: 1 line that isn't an answer, skipped (/x/history.jsonl)")
        XCTAssertEqual(
            text.bankProblem(.notFound(searched: ["/a/questions.json", "/b/questions.json"])),
            "the bundled questions are missing from this installation; looked for /a/questions.json, "
                + "/b/questions.json")
        XCTAssertEqual(text.categoryProblem(.unknown("zzz")), "no category 'zzz' (try --list-categories)")
    }
}
