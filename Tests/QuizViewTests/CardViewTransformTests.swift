import QuizView
import XCTest

/// A card moved, leaned and scaled: clipped at the screen's edges, tilted, and grown or shrunk
/// around its centre, never trapping.
final class CardViewTransformTests: CardViewTestCase {
    // MARK: - Moving

    func testCardPushedHalfPastTheRightEdgeIsClipped() {
        let card = CardView(title: Fixtures.question, style: .incorrect, badge: "TRUE", offsetX: 20)
        assertScreen(
            render(card, width: 40, frame: Rect(x: 0, y: 1, width: 40, height: 8)),
            [
                "",
                "                    ╭─────────────── ✗ T",
                "                    │",
                "                    │",
                "                    │  The Great Wall of",
                "                    │  from the Moon wit",
                "                    │",
                "                    │",
                "                    ╰───────────────────",
                "",
            ]
        )
    }

    func testCardPushedHalfPastTheLeftEdgeIsClipped() {
        let card = CardView(title: Fixtures.question, style: .correct, badge: "FALSE", offsetX: -20)
        assertScreen(
            render(card, width: 40, frame: Rect(x: 0, y: 1, width: 40, height: 8)),
            [
                "",
                "LSE ───────────────╮",
                "                   │",
                "                   │",
                " China is visible  │",
                "h the naked eye.   │",
                "                   │",
                "                   │",
                "───────────────────╯",
                "",
            ]
        )
    }

    func testCardPushedEntirelyOffScreenDrawsNothing() {
        for offset in [500, -500, Int.max, Int.min] {
            let buffer = render(CardView(title: Fixtures.question, offsetX: offset))
            XCTAssertEqual(buffer, ScreenBuffer(width: 44, height: 10), "offset \(offset)")
        }
    }

    func testCardHalfOffScreenCutsAWideCharacterIntoBlanksNotHalves() {
        let card = CardView(title: "日本語のテキスト", offsetX: -23)
        let buffer = render(card, width: 40, frame: Rect(x: 0, y: 1, width: 40, height: 8))
        for y in 0..<buffer.height {
            XCTAssertEqual(buffer[0, y]?.isContinuation, false, "row \(y) starts with half a character")
        }
    }

    // MARK: - Leaning

    func testPositiveLeanTiltsTheTopToTheRight() {
        assertScreen(
            render(
                CardView(title: Fixtures.question, lean: 1), width: 50, frame: Rect(x: 5, y: 1, width: 40, height: 8)),
            [
                "",
                "        ╭──────────────────────────────────────╮",
                "       │                                      │",
                "      │                                      │",
                "     │  The Great Wall of China is visible  │",
                "    │  from the Moon with the naked eye.   │",
                "   │                                      │",
                "  │                                      │",
                " ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    func testNegativeLeanTiltsTheTopToTheLeftInRoundedSteps() {
        assertScreen(
            render(
                CardView(title: Fixtures.question, lean: -0.5), width: 50, frame: Rect(x: 5, y: 1, width: 40, height: 8)
            ),
            [
                "",
                "   ╭──────────────────────────────────────╮",
                "    │                                      │",
                "    │                                      │",
                "     │  The Great Wall of China is visible  │",
                "      │  from the Moon with the naked eye.   │",
                "      │                                      │",
                "       │                                      │",
                "       ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    // MARK: - Scaling

    func testCardAtScaleOneHundredthIsADotAtTheCentre() {
        assertScreen(
            render(CardView(title: Fixtures.question, scale: 0.01), width: 50, height: 12, frame: scalingFrame),
            ["", "", "", "", "", "", "                         •", "", "", "", "", ""]
        )
    }

    func testCardAtHalfScaleClipsItsRestingTextToTheSmallerBox() {
        assertScreen(
            render(CardView(title: Fixtures.question, scale: 0.5), width: 50, height: 12, frame: scalingFrame),
            [
                "",
                "",
                "",
                "",
                "               ╭──────────────────╮",
                "               │t Wall of China is│",
                "               │ Moon with the nak│",
                "               ╰──────────────────╯",
                "",
                "",
                "",
                "",
            ]
        )
    }

    func testCardOvershootingTheSpringGrowsAroundItsCentre() {
        assertScreen(
            render(CardView(title: Fixtures.question, scale: 1.16), width: 50, height: 12, frame: scalingFrame),
            [
                "",
                "  ╭────────────────────────────────────────────╮",
                "  │                                            │",
                "  │                                            │",
                "  │     The Great Wall of China is visible     │",
                "  │     from the Moon with the naked eye.      │",
                "  │                                            │",
                "  │                                            │",
                "  │                                            │",
                "  ╰────────────────────────────────────────────╯",
                "",
                "",
            ]
        )
    }

    func testEveryScaleFromZeroToOnePointFiveDrawsWithoutTrappingAndStaysNearTheFrame() {
        for step in 0...150 {
            let buffer = render(CardView(title: Fixtures.question, scale: Double(step) / 100), width: 50, height: 12)
            let drawn = cellsWithPositions(of: buffer).filter { $0.cell != .blank }
            XCTAssertFalse(drawn.isEmpty, "scale \(step)%")
        }
    }

    func testNonFiniteValuesAndHugeFramesNeverTrap() {
        let cards = [
            CardView(title: "x", lean: .nan, scale: .nan),
            CardView(title: "x", lean: .infinity, scale: .infinity),
            CardView(title: "x", lean: -1e300, scale: -2),
            CardView(title: "x", offsetX: .max, lean: 1e300, scale: 1.3),
        ]
        let frames = [
            frame,
            Rect(x: .max / 2, y: .max / 2, width: 40, height: 8),
            Rect(x: .min / 2, y: .min / 2, width: 40, height: 8),
            Rect(x: 0, y: 0, width: 0, height: 0),
        ]
        // Far off the screen, whatever its size: nothing of the card can reach the buffer.
        let offScreen = frames.dropFirst().prefix(2)
        for card in cards {
            for frame in frames {
                for size in [(0, 0), (1, 1), (44, 10)] {
                    let buffer = render(card, width: size.0, height: size.1, frame: frame)
                    let what = "\(card) in \(frame) on \(size.0)x\(size.1)"
                    XCTAssertEqual([buffer.width, buffer.height], [size.0, size.1], what)
                    XCTAssertEqual(buffer.cells.count, size.0 * size.1, what)
                    if offScreen.contains(frame) {
                        XCTAssertTrue(buffer.cells.allSatisfy { $0 == .blank }, "drawn off its frame: \(what)")
                    }
                }
            }
        }
    }

    private var scalingFrame: Rect { Rect(x: 5, y: 2, width: 40, height: 8) }
}
