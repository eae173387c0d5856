import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import XCTest

@testable import openquizz

/// The panel child on its own: keys in, outcome and panel model out, with no `Game`.
final class PanelFeatureTests: XCTestCase {
    /// A context at 80x24 whose review and stats have `lines` lines.
    @MainActor
    private func context(lines: Int = 40, canCopy: Bool = true, now: Double = 100) -> PanelFeature.Context {
        let panelLines = (1...lines).map { PanelLine("line \($0)") }
        return PanelFeature.Context(
            screenWidth: 80, screenHeight: 24, now: now, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(offline: true), canCopy: canCopy,
            history: PlayerHistory(store: nil, notificationCenter: NotificationCenter()), answerCount: 3,
            review: { (panelLines, [0]) }, stats: { panelLines }, shareLine: { "OpenQuizz 2/3" })
    }

    @MainActor
    func testTheReviewScrollsWithTheScrollKeysAndAnyOtherKeyClosesIt() async {
        let context = context()
        var panel = PanelFeature(.review(Scroller()))
        XCTAssertEqual(panel.model(context).lines.first, PanelLine("line 1"))
        XCTAssertEqual(panel.receive(.down, context), .stay)
        XCTAssertEqual(panel.model(context).lines.first, PanelLine("line 2"), "↓ scrolls a row")
        XCTAssertEqual(panel.model(context).title, "Review")
        XCTAssertEqual(panel.receive(.character("x"), context), .close)
    }

    @MainActor
    func testCCopiesTheShareLineAndTheHintSaysSo() async {
        var panel = PanelFeature(.review(Scroller()))
        _ = panel.receive(.down, context())
        XCTAssertEqual(panel.receive(.character("c"), context()), .copy("OpenQuizz 2/3"))
        XCTAssertEqual(panel.state, .review(Scroller()), "back to the top, where the share line is")
        XCTAssertEqual(
            panel.model(context()).hint,
            PlayerText().panel.copied(sent: true, width: QuizView.Panel.textWidth(screenWidth: 80)))
        var noClipboard = PanelFeature(.review(Scroller()))
        XCTAssertEqual(noClipboard.receive(.character("C"), context(canCopy: false)), .stay, "nothing to send")
        XCTAssertEqual(
            noClipboard.model(context()).hint,
            PlayerText().panel.copied(sent: false, width: QuizView.Panel.textWidth(screenWidth: 80)))
    }

    @MainActor
    func testTheWheelScrollsThreeRowsAndNeverCloses() async {
        var panel = PanelFeature(.stats(Scroller()))
        XCTAssertEqual(panel.wheeled(.down, context()), .stay)
        XCTAssertEqual(panel.model(context()).lines.first, PanelLine("line 4"))
        XCTAssertEqual(panel.model(context()).title, "Stats")
        XCTAssertEqual(panel.receive(.enter, context()), .close, "Enter is no scrolling key")
    }

    @MainActor
    func testTheHistoryTakesTypedKeysAndEscStepsBack() async {
        let context = context()
        var panel = PanelFeature(.history(HistoryBrowser(now: context.now, search: context.search)))
        XCTAssertEqual(panel.receive(.character("q"), context), .stay, "q is typed, not a command")
        panel.paste("uiz", context)
        XCTAssertEqual(panel.model(context).search, "quiz")
        XCTAssertNil(panel.model(context).position, "nothing found: no position")
        XCTAssertEqual(panel.modifiedKey(.character("a")), .stay, "Alt-a leaves it open")
        XCTAssertEqual(panel.modifiedKey(.escape), .close, "Alt-Esc (Esc Esc) leaves it")
        XCTAssertEqual(panel.receive(.escape, context), .close)
        XCTAssertNil(panel.detail(context), "no answer open")
    }
}
