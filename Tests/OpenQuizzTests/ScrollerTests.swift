import QuizView
import XCTest

@testable import openquizz

final class ScrollerTests: XCTestCase {
    func testEachKeyMovesTheWindowAndItStaysWithinTheList() {
        var scroller = Scroller()
        func scroll(_ key: Key) -> Int? {
            scroller.scroll(key, total: 100, visible: 10) ? scroller.top : nil
        }
        XCTAssertEqual(scroll(.up), 0, "never above the first row")
        XCTAssertEqual(scroll(.down), 1)
        XCTAssertEqual(scroll(.character("j")), 2)
        XCTAssertEqual(scroll(.character("k")), 1)
        XCTAssertEqual(scroll(.pageDown), 10, "a page is the window less one row, kept in sight")
        XCTAssertEqual(scroll(.character(" ")), 19)
        XCTAssertEqual(scroll(.pageUp), 10)
        XCTAssertEqual(scroll(.end), 90, "the last full window")
        XCTAssertEqual(scroll(.down), 90)
        XCTAssertEqual(scroll(.character("g")), 0)
        XCTAssertEqual(scroll(.character("G")), 90)
        XCTAssertEqual(scroll(.home), 0)
        XCTAssertNil(scroll(.character("x")), "another key doesn't scroll")
        XCTAssertNil(scroll(.left))
    }

    func testAShortListNeverScrollsAndAResizeKeepsTheTopInRange() {
        var scroller = Scroller()
        XCTAssertTrue(scroller.scroll(.end, total: 5, visible: 10))
        XCTAssertEqual(scroller.top, 0)
        XCTAssertTrue(scroller.scroll(.end, total: 50, visible: 10))
        XCTAssertEqual(scroller.clampedTop(total: 50, visible: 45), 5, "a taller window shows more of the end")
    }

    func testTheHistorySelectionStaysInSightMovingAsLittleAsItCan() {
        XCTAssertEqual(HistoryBrowser.top(keeping: 0, from: 0, visible: 5, total: 20), 0)
        XCTAssertEqual(HistoryBrowser.top(keeping: 5, from: 0, visible: 5, total: 20), 1, "one line down")
        XCTAssertEqual(HistoryBrowser.top(keeping: 3, from: 1, visible: 5, total: 20), 1, "in sight: no move")
        XCTAssertEqual(HistoryBrowser.top(keeping: 0, from: 4, visible: 5, total: 20), 0)
        XCTAssertEqual(HistoryBrowser.top(keeping: 19, from: 0, visible: 5, total: 20), 15)
        XCTAssertEqual(HistoryBrowser.top(keeping: 2, from: 10, visible: 5, total: 3), 0)
    }
}
