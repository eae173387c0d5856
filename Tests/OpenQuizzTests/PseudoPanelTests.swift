import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// Every panel, and `--stats`, in the pseudo-language (each sentence bracketed ⟦…⟧ and a third
/// longer): no letter outside the brackets, so no sentence escapes the wording, and none cut.
///
/// The questions, their categories and the deck are written without letters (figures and
/// signs), so that every letter on these screens is the wording's.
final class PseudoPanelTests: PanelTestCase {
    private let pseudo = Wording(tongue: .pseudo)

    static let figures: [Question] = [
        Question(title: "1 + 1 = 3.", answer: false, category: "101", difficulty: .medium, explanation: "1 + 1 = 2."),
        Question(title: "2 × 3 = 6.", answer: true, category: "101", difficulty: .hard, explanation: "2 + 2 + 2 = 6."),
        Question(title: "10 > 9.", answer: true, category: "202", difficulty: .easy),
    ]

    /// The letters outside ⟦ ⟧ on `lines` read in order (a sentence may wrap), and what is cut:
    /// an ellipsis, a bracket left open at the end, or one opened inside another.
    static func escapes(_ lines: [String]) -> [String] {
        var found: [String] = []
        var depth = 0
        for (row, line) in lines.enumerated() {
            for character in line {
                switch character {
                case "⟦":
                    depth += 1
                    if depth > 1 { found.append("row \(row): a bracket inside another: \(line)") }
                case "⟧": depth -= 1
                case "…": found.append("row \(row): cut: \(line)")
                default:
                    if depth == 0, character.isLetter { found.append("row \(row): \(character) outside: \(line)") }
                }
            }
        }
        if depth != 0 { found.append("a bracket left open") }
        return found
    }

    /// Every screen of the panel open, from its top to its end, a page at a time.
    @MainActor
    private func pages(_ controller: GameController) -> [[String]] {
        var screens = [renderedLines(controller)]
        for _ in 0..<10 {
            press(controller, .pageDown)
            let screen = renderedLines(controller)
            if screen == screens.last { break }
            screens.append(screen)
        }
        return screens
    }

    @MainActor
    func testEveryPanelAtEightyByTwentyFourAndFortyByTwelve() async throws {
        for (width, height) in [(80, 24), (40, 12)] {
            let controller = makeController(questions: Self.figures, width: width, height: height, words: pseudo)
            await play(controller, [true, true, false])
            var screens: [[String]] = []
            press(controller, .character("r"))
            screens += pages(controller)
            press(controller, .home, .character("c"))
            screens.append(renderedLines(controller))
            press(controller, .escape, .character("s"))
            screens += pages(controller)
            press(controller, .escape, .character("/"))
            screens += pages(controller)
            press(controller, .tab)
            screens.append(renderedLines(controller))
            press(controller, .tab)
            screens.append(renderedLines(controller))
            type(controller, "7")
            clock.advance(by: 1)
            controller.handle(.tick)
            screens.append(renderedLines(controller))
            press(controller, .control("u"))
            clock.advance(by: 1)
            controller.handle(.tick)
            press(controller, .enter)
            let box = try XCTUnwrap(controller.screenModel().answerBox)
            screens.append([box.title ?? "", box.explanation ?? ""])
            for screen in screens {
                XCTAssertEqual(Self.escapes(screen), [], "\(width)x\(height):\n" + screen.joined(separator: "\n"))
            }
        }
    }

    @MainActor
    func testThePanelsBeforeAnyAnswer() async throws {
        for (width, height) in [(80, 24), (40, 12)] {
            let controller = makeController(questions: Self.figures, width: width, height: height, words: pseudo)
            press(controller, .character("s"))
            XCTAssertEqual(Self.escapes(renderedLines(controller)), [], "\(renderedLines(controller))")
            press(controller, .escape, .character("/"))
            XCTAssertEqual(Self.escapes(renderedLines(controller)), [], "\(renderedLines(controller))")
        }
    }

    func testStatsPrintedAtEightyColumnsAndNarrow() {
        var records = FrenchStatsTests.records().map { record in
            var record = record
            // Categories and decks without letters: what is left is the wording's.
            record.category = "303"
            record.deck = record.deck.map { _ in "404" }
            return record
        }
        records.append(records[0])
        for columns in [80, 40] {
            for bars in [true, false] {
                let lines = StatsReport(
                    stats: HistoryStats(records), bars: bars, columns: columns, today: DailyDate("2026-11-05"),
                    words: pseudo
                ).text()
                XCTAssertEqual(Self.escapes(lines), [], lines.joined(separator: "\n"))
                XCTAssertEqual(
                    lines.filter { ScreenBuffer.displayWidth(ofText: $0) > columns }, [String](), "\(columns)")
            }
        }
        let empty = StatsReport(stats: HistoryStats([]), words: pseudo).text()
        XCTAssertEqual(Self.escapes(empty), [], "\(empty)")
    }

    func testTheDailysSentences() {
        var text = PlayerText()
        text.words = pseudo
        var lines = [
            text.daily.over(number: 26, right: 10, answered: 10, of: 10, replay: false, streak: 3),
            text.daily.over(number: 26, right: 7, answered: 10, of: 10, replay: false, isPast: true, streak: nil),
            text.daily.over(number: 26, right: 2, answered: 10, of: 10, replay: false, streak: nil),
            text.daily.over(number: 26, right: 2, answered: 4, of: 10, replay: true, streak: nil),
            text.daily.over(
                number: 26, right: 2, answered: 10, of: 10, replay: false, streak: nil,
                notKept: text.words(DailyPhrase.notKept(noHistory: true))),
            text.daily.modeNotice(.playingDaily(26), today: 26),
            text.daily.modeNotice(.leaveAsked(.daily(26), byDrag: true), today: 26),
            text.daily.modeNotice(.leaveAsked(.daily(25), byDrag: false), today: 26, plain: true),
            text.daily.modeNotice(.noDaily, today: 26),
            text.daily.reviewHint, text.daily.plainPlayed(number: 26),
            text.daily.plainStart(number: 26, date: "2026-11-26"),
        ]
        let daily = FrenchStatsTests.records().filter { $0.daily == 2 }
        lines += [
            text.words(DailyPhrase.left(26, answered: 1, notKept: nil)),
            text.daily.shareLine(Array(daily.prefix(4)), number: 2, ascii: true),
            text.panel.shareLine(daily, ascii: false),
        ]
        for line in lines { XCTAssertEqual(Self.escapes([line]), [], line) }
    }
}
