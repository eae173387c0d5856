import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import XCTest

@testable import openquizz

/// Whom the header credits for the questions, at every width the game draws.
final class CreditTests: XCTestCase {
    private let reasons: [QuestionSourceError?] = [
        nil, .noQuestions, .stillLoading, .openTriviaDB(.unreachable(host: "opentdb.com")),
        .openTriviaDB(.httpStatus(host: "opentdb.com", status: 503)),
    ]
    private let widenings: [FilterWidening?] = [
        nil, FilterWidening(requested: QuestionFilter(category: "Mythology", difficulty: .hard), kind: .difficulty),
        FilterWidening(requested: QuestionFilter(category: "Mythology", difficulty: nil), kind: .category),
    ]

    /// The header row `screenWidth` columns wide, as the game draws it.
    private func header(_ notice: String, screenWidth: Int) -> String {
        var buffer = ScreenBuffer(width: screenWidth, height: 1)
        HeaderView(title: "OpenQuizz", notice: notice)
            .render(into: &buffer, frame: buffer.bounds, theme: Theme(colorMode: .none, ascii: false))
        return buffer.lines[0]
    }

    /// The tester's 40 columns cut the credit mid-word ("Cached Open Trivia DB ques…").
    ///
    /// Where the Open Trivia DB is credited, the header shows "CC BY-SA" whole at every width from 40 up,
    /// falling back to a shorter credit ("Cached OpenTDB, CC BY-SA") rather than cutting one.
    ///
    /// In English and in French. (Not in the pseudo-language: the narrowest forms are measured
    /// for 27 columns in each real language, and English's, a third longer, would not fit.)
    func testAtEveryWidthFromFortyColumnsTheCreditIsWhole() {
        var checked = 0
        for text in [Wording.english, .french].map({ PlayerText(words: $0) }) {
            for screenWidth in 40...80 {
                let width = PlayerText.noticeWidth(screenWidth: screenWidth)
                for origin in [QuestionOrigin.openTriviaDB, .cache] {
                    for widening in widenings {
                        for reason in reasons {
                            let notice = text.notice(
                                origin: origin, widening: widening, fallbackReason: reason, width: width)
                            let row = header(notice, screenWidth: screenWidth)
                            // Offline, the cache's shortest form is "Offline: cached questions".
                            let offlineCache = origin == .cache && reason == reasons[3]
                            XCTAssertTrue(offlineCache || row.contains("CC BY-SA"), "\(screenWidth) columns: '\(row)'")
                            XCTAssertEqual(
                                row.components(separatedBy: "CC").count, row.components(separatedBy: "CC BY-SA").count,
                                "a cut credit at \(screenWidth) columns: '\(row)'")
                            XCTAssertFalse(
                                row.contains("CC BY-SA 4") && !row.contains("CC BY-SA 4.0"),
                                "\(screenWidth) columns: '\(row)'")
                            if widening == nil {
                                XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: notice), width, notice)
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 2_000)
        XCTAssertEqual(
            PlayerText().notice(origin: .cache, widening: nil, fallbackReason: nil, width: 27),
            "Cached OpenTDB, CC BY-SA")
        XCTAssertEqual(
            PlayerText(words: .french).notice(origin: .cache, widening: nil, fallbackReason: nil, width: 27),
            "OpenTDB CC BY-SA (anglais)")
    }

    /// After `--api-url` pointed elsewhere, the questions cached from that server were credited
    /// to the Open Trivia DB.
    ///
    /// They are credited to their server, and cached apart from the Open
    /// Trivia DB's.
    func testQuestionsCachedFromAnotherServerAreCreditedToItNotToTheOpenTriviaDB() throws {
        let parsed = try Options.parse(["--api-url", "http://127.0.0.1:8080"], environment: [:])
        guard case .play(let options) = parsed else { return XCTFail("expected a play action, got \(parsed)") }
        XCTAssertEqual(options.otherServer, "127.0.0.1:8080")
        XCTAssertEqual(options.cacheFileName, "questions-127.0.0.1_8080.json")
        XCTAssertNil(Options().otherServer, "the Open Trivia DB itself")
        XCTAssertEqual(Options().cacheFileName, "questions.json", "the file earlier versions wrote")

        let text = PlayerText(otherServer: options.otherServer)
        let offline = QuestionSourceError.openTriviaDB(.unreachable(host: "127.0.0.1"))
        for width in [27, 40, PlayerText.noticeWidth] {
            for reason in [nil, offline] {
                let notice = text.notice(origin: .cache, widening: nil, fallbackReason: reason, width: width)
                XCTAssertFalse(notice.contains("Open Trivia DB") || notice.contains("OpenTDB"), notice)
                XCTAssertFalse(notice.contains("CC BY-SA"), notice)
            }
        }
        XCTAssertEqual(
            text.notice(origin: .cache, widening: nil, fallbackReason: nil), "Cached questions from 127.0.0.1:8080")
        XCTAssertEqual(
            text.notice(origin: .cache, widening: nil, fallbackReason: offline),
            "Offline: cached questions from 127.0.0.1:8080")
    }

    /// With `--api-url`, the server's own questions were credited "Open Trivia DB, CC BY-SA 4.0",
    /// and the notice said "Open Trivia DB ready: press N".
    ///
    /// Both name the server's host, at every width from 40 columns up; a host too long for the
    /// header keeps its start, and the ready notice gives way to "press N" before it is cut.
    func testAnotherServersQuestionsAndItsReadyNoticeNameItsHost() {
        let long = "trivia.questions-for-the-whole-school-district.example.org:8443"
        for server in ["127.0.0.1:8080", long] {
            let text = PlayerText(otherServer: server)
            for screenWidth in 40...80 {
                let width = PlayerText.noticeWidth(screenWidth: screenWidth)
                var rows: [String] = []
                for reason in reasons {
                    for widening in widenings {
                        let notice = text.notice(
                            origin: .openTriviaDB, widening: widening, fallbackReason: reason, width: width)
                        rows.append(header(notice, screenWidth: screenWidth))
                    }
                    let ready = text.notice(
                        origin: .bundled, widening: nil, fallbackReason: reason, nextGameReady: true, width: width)
                    XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: ready), width, ready)
                    XCTAssertTrue(ready.hasSuffix("press N") || ready.contains("press N;"), ready)
                    rows.append(header(ready, screenWidth: screenWidth))
                }
                let fromServer = rows.filter { $0.contains(String(server.prefix(10))) }
                XCTAssertGreaterThanOrEqual(fromServer.count, rows.count * 2 / 3, "\(screenWidth) columns: \(rows)")
                for row in rows {
                    XCTAssertFalse(
                        row.contains("Open Trivia DB") || row.contains("OpenTDB"), "\(screenWidth): '\(row)'")
                    XCTAssertFalse(row.contains("CC BY-SA"), "\(screenWidth) columns: '\(row)'")
                }
            }
        }
        let text = PlayerText(otherServer: "127.0.0.1:8080")
        XCTAssertEqual(
            text.notice(origin: .openTriviaDB, widening: nil, fallbackReason: nil), "Questions from 127.0.0.1:8080")
        XCTAssertEqual(
            text.notice(origin: .openTriviaDB, widening: nil, fallbackReason: nil, width: 27), "From 127.0.0.1:8080")
        XCTAssertEqual(
            text.notice(origin: .bundled, widening: nil, fallbackReason: .stillLoading, nextGameReady: true),
            "127.0.0.1:8080 ready: press N; bundled questions")
        XCTAssertEqual(
            text.notice(origin: .bundled, widening: nil, fallbackReason: .stillLoading),
            "Bundled questions; 127.0.0.1:8080 still loading")
        XCTAssertEqual(text.waiting(seconds: 4), "Waiting for 127.0.0.1:8080: 4\u{A0}s")
        XCTAssertEqual(
            PlayerText(otherServer: long).notice(
                origin: .bundled, widening: nil, fallbackReason: nil, nextGameReady: true, width: 27),
            "Next game ready: press N")
        // The Open Trivia DB itself keeps its credit.
        XCTAssertEqual(
            PlayerText().notice(origin: .openTriviaDB, widening: nil, fallbackReason: nil),
            "Open Trivia DB, CC BY-SA 4.0")
        XCTAssertEqual(
            PlayerText().notice(origin: .bundled, widening: nil, fallbackReason: nil, nextGameReady: true),
            "Open Trivia DB ready: press N; bundled questions")
    }

    /// An Open Trivia DB answer cut short was said as "unreachable": the server answered, and the
    /// header says what happened, without "Offline".
    func testAnAnswerCutShortIsSaidAsSuchNotAsUnreachable() {
        let cut = QuestionSourceError.openTriviaDB(.cutShort(host: "opentdb.com"))
        XCTAssertEqual(PlayerText().reason(.cutShort(host: "opentdb.com")), "opentdb.com's answer was cut short")
        XCTAssertEqual(
            PlayerText().notice(origin: .bundled, widening: nil, fallbackReason: cut),
            "Bundled questions; opentdb.com's answer was cut short")
    }
}
