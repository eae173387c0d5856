import XCTest

@testable import QuizView

/// A notice on the verdict line (a file not saved) is no verdict: no mark, the notice's look.
final class NoticeToneTests: XCTestCase {
    func testANoticeOnTheVerdictLineHasNoMarkAndTheNoticeLook() {
        let theme = Theme.colorsUnicode
        let notice = rendered(width: 30, height: 1) {
            VerdictView(text: "Not saved", tone: .notice).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(notice, ["          Not saved"])
        XCTAssertEqual(notice[10, 0]?.style, theme.notice)
        XCTAssertNotEqual(notice[10, 0]?.style, theme.verdictNegative)
        let box = AnswerBox(verdict: "Not saved", tone: .notice, explanation: nil)
        let drawn = rendered(width: 60, height: 12) { box.render(into: &$0, frame: $0.bounds, theme: theme) }
        XCTAssertFalse(drawn.lines.joined().contains(theme.symbols.cross), "no cross in the box either")
    }
}
