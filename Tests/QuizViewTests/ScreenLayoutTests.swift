import QuizView
import XCTest

final class ScreenLayoutTests: XCTestCase {
    func testLayoutIsNilBelowTheMinimumSize() {
        XCTAssertNil(ScreenLayout(width: 39, height: 12))
        XCTAssertNil(ScreenLayout(width: 40, height: 11))
        XCTAssertNil(ScreenLayout(width: 0, height: 0))
        XCTAssertNotNil(ScreenLayout(width: 40, height: 12))
    }

    func testMinimumLayoutUsesEveryRow() throws {
        let layout = try XCTUnwrap(ScreenLayout(width: 40, height: 12))
        XCTAssertEqual(layout.header, Rect(x: 0, y: 0, width: 40, height: 1))
        XCTAssertEqual(layout.card, Rect(x: 0, y: 1, width: 40, height: 8))
        XCTAssertEqual(layout.score, Rect(x: 0, y: 9, width: 40, height: 1))
        XCTAssertEqual(layout.verdict, Rect(x: 0, y: 10, width: 40, height: 1))
        XCTAssertEqual(layout.bottom, Rect(x: 0, y: 11, width: 40, height: 1))
    }

    func testEightyByTwentyFourLayoutHasATallCentredCard() throws {
        let layout = try XCTUnwrap(ScreenLayout(width: 80, height: 24))
        XCTAssertEqual(layout.card, Rect(x: 16, y: 3, width: 48, height: 14))
        XCTAssertEqual(layout.score.y, 18)
        XCTAssertEqual(layout.verdict.y, 19)
        XCTAssertEqual(layout.bottom.y, 23)
    }

    func testWideLayoutCapsTheCardAtSeventyTwoColumns() throws {
        let layout = try XCTUnwrap(ScreenLayout(width: 200, height: 60))
        XCTAssertEqual(layout.card, Rect(x: 64, y: 21, width: 72, height: 14))
    }

    func testCardTextIsTheCardLessBorderAndPadding() {
        XCTAssertEqual(ScreenLayout.cardTextWidth(cardWidth: 40), 36)
        XCTAssertEqual(ScreenLayout.cardTextHeight(cardHeight: 8), 6)
        XCTAssertEqual(ScreenLayout.cardTextWidth(cardWidth: 2), 0)
    }

    func testEveryLayoutKeepsItsPartsOnScreenInOrder() throws {
        for width in 40...220 {
            for height in 12...70 {
                let layout = try XCTUnwrap(ScreenLayout(width: width, height: height))
                let card = layout.card
                XCTAssertTrue(ScreenLayout.cardWidths.contains(card.width) || card.width == width)
                XCTAssertTrue(ScreenLayout.cardHeights.contains(card.height))
                XCTAssertGreaterThanOrEqual(card.x, 0)
                XCTAssertLessThanOrEqual(card.maxX, width)
                XCTAssertLessThanOrEqual(abs(card.x - (width - card.maxX)), 1, "card centred at \(width)")
                XCTAssertGreaterThan(card.y, layout.header.y)
                XCTAssertGreaterThanOrEqual(layout.score.y, card.maxY)
                XCTAssertEqual(layout.verdict.y, layout.score.y + 1)
                XCTAssertLessThan(layout.verdict.y, layout.bottom.y)
                XCTAssertEqual(layout.bottom.y, height - 1)
            }
        }
    }
}
