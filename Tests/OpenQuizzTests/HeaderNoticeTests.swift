import Foundation
import Quiz
import QuizView
import XCTest

@testable import openquizz

/// Every notice the game can show beside the title fits an 80-column header whole.
final class HeaderNoticeTests: XCTestCase {
    /// Why the Open Trivia DB gave nothing, for every error the client reports, host opentdb.com.
    private var failures: [String?] {
        let host = "opentdb.com"
        let errors: [OpenTriviaDBError] = [
            .unreachable(host: host), .timedOut(host: host, seconds: 5), .secureConnectionFailed(host: host),
            .httpStatus(host: host, status: 404), .httpStatus(host: host, status: 503),
            .malformedResponse(host: host), .notEnoughQuestions, .invalidParameter, .rateLimited(host: host),
            .tokenRejected,
        ]
        return [nil] + errors.map(\.description) + [QuestionSourceError.noQuestions.description]
    }

    /// Where questions can come from.
    private let sources: [SourceLabel] = [
        SourceLabel(full: OpenTriviaDBSource.credit), CachedQuestionSource.label, QuestionSupply.fallbackLabel,
        QuestionSupply.offlineLabel,
    ]

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

    func testEveryNoticeFitsBesideTheTitleAt80ColumnsUncut() {
        var checked = 0
        for failure in failures {
            for source in sources {
                for widening in widenings {
                    guard let notice = HeaderNotice.compose(failure: failure, source: source, widening: widening) else {
                        XCTFail(
                            "no notice for \(String(describing: failure)), \(source), \(String(describing: widening))")
                        continue
                    }
                    let row = header(notice)
                    XCTAssertTrue(
                        row.hasPrefix(" OpenQuizz  ") && row.hasSuffix(notice + " "),
                        "cut at 80 columns (\(notice.count) columns): '\(row)'")
                    XCTAssertLessThanOrEqual(notice.count, HeaderNotice.maximumWidth, notice)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 5_000, "every combination")
    }

    func testTheReasonIsKeptWithBundledQuestionsWheneverItIsAtMost40Columns() {
        for failure in failures.compactMap({ $0 }) where failure.count <= 40 {
            for widening in widenings {
                let notice = HeaderNotice.compose(
                    failure: failure, source: QuestionSupply.fallbackLabel, widening: widening)
                XCTAssertTrue(notice?.hasPrefix(failure + "; ") == true, "reason dropped: \(notice ?? "nil")")
            }
        }
    }

    func testTheCachedQuestionsAlwaysCarryTheirCredit() {
        for failure in failures {
            for widening in widenings {
                let notice =
                    HeaderNotice.compose(failure: failure, source: CachedQuestionSource.label, widening: widening) ?? ""
                XCTAssertTrue(notice.contains("Open Trivia DB") && notice.contains("CC BY-SA"), notice)
            }
        }
    }

    /// The new-user trial's D10: a timeout was cut at 80 columns.
    func testATimeoutWithBundledQuestionsIsShownWhole() {
        let reason = OpenTriviaDBError.timedOut(host: "opentdb.com", seconds: 5).description
        let notice = HeaderNotice.compose(failure: reason, source: QuestionSupply.fallbackLabel, widening: nil)
        XCTAssertEqual(notice, "\(reason); bundled questions")
        XCTAssertTrue(header(notice ?? "").hasSuffix("\(reason); bundled questions "), header(notice ?? ""))
    }
}
