import QuizView
import XCTest

final class CardViewTests: XCTestCase {
    /// A 40x8 card at rest, at (2, 1) in a 44x10 buffer.
    private let frame = Rect(x: 2, y: 1, width: 40, height: 8)

    private func render(
        _ card: CardView,
        width: Int = 44,
        height: Int = 10,
        frame: Rect? = nil,
        theme: Theme = .colorsUnicode
    ) -> ScreenBuffer {
        rendered(width: width, height: height) { card.render(into: &$0, frame: frame ?? self.frame, theme: theme) }
    }

    // MARK: - Styles

    func testStandardCardIsABorderedBoxWithItsTitleCentred() {
        assertScreen(
            render(CardView(title: Fixtures.question)),
            [
                "",
                "  ╭──────────────────────────────────────╮",
                "  │                                      │",
                "  │                                      │",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  │                                      │",
                "  │                                      │",
                "  ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    func testCorrectCardShowsACheckMarkAndItsBadgeOnTheTopBorder() {
        assertScreen(
            render(CardView(title: Fixtures.question, style: .correct, badge: "FALSE")),
            [
                "",
                "  ╭────────────── ✓ FALSE ───────────────╮",
                "  │                                      │",
                "  │                                      │",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  │                                      │",
                "  │                                      │",
                "  ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    func testIncorrectCardShowsACross() {
        assertScreen(
            render(CardView(title: Fixtures.question, style: .incorrect, badge: "TRUE")),
            [
                "",
                "  ╭─────────────── ✗ TRUE ───────────────╮",
                "  │                                      │",
                "  │                                      │",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  │                                      │",
                "  │                                      │",
                "  ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    func testLoadingCardCentresItsOneLine() {
        assertScreen(
            render(CardView(title: "Loading...")),
            [
                "",
                "  ╭──────────────────────────────────────╮",
                "  │                                      │",
                "  │                                      │",
                "  │              Loading...              │",
                "  │                                      │",
                "  │                                      │",
                "  │                                      │",
                "  ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    func testGameOverCardCentresItsTitle() {
        assertScreen(
            render(CardView(title: "Game Over")),
            [
                "",
                "  ╭──────────────────────────────────────╮",
                "  │                                      │",
                "  │                                      │",
                "  │              Game Over               │",
                "  │                                      │",
                "  │                                      │",
                "  │                                      │",
                "  ╰──────────────────────────────────────╯",
                "",
            ]
        )
    }

    func testATitleTooLongForTheCardIsNeverCutWithAnEllipsis() {
        let title = String(repeating: Fixtures.question + " ", count: 4)
        let buffer = render(CardView(title: title))
        XCTAssertFalse(buffer.text.contains("…"), buffer.text)
        XCTAssertTrue(buffer.lines[8].contains(" 1/2 "), "the page number on the bottom border\n\(buffer.text)")
    }

    func testATitleTooLongForTheCardIsShownInPagesNumberedOnTheBottomBorder() {
        let title = String(repeating: Fixtures.question + " ", count: 4)
        assertScreen(
            render(CardView(title: title, page: 0, pageKey: "↓")),
            [
                "",
                "  ╭──────────────────────────────────────╮",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  ╰────────────── 1/2 [↓] ───────────────╯",
                "",
            ]
        )
        assertScreen(
            render(CardView(title: title, page: 1, pageKey: "↓")),
            [
                "",
                "  ╭──────────────────────────────────────╮",
                "  │                                      │",
                "  │                                      │",
                "  │  The Great Wall of China is visible  │",
                "  │  from the Moon with the naked eye.   │",
                "  │                                      │",
                "  │                                      │",
                "  ╰─────────── 2/2 [↓ first] ────────────╯",
                "",
            ]
        )
    }

    func testPagesGoRoundAndANegativePageCountsFromTheLast() {
        let title = String(repeating: Fixtures.question + " ", count: 4)
        XCTAssertEqual(render(CardView(title: title, page: 2)), render(CardView(title: title, page: 0)))
        XCTAssertEqual(render(CardView(title: title, page: -1)), render(CardView(title: title, page: 1)))
        XCTAssertEqual(CardView(title: title).titlePages(restingFrame: frame).count, 2)
        XCTAssertEqual(
            CardView(title: "Short.", page: 5).titleLines(restingFrame: frame, theme: .colorsUnicode), ["Short."])
    }

    func testAPagedASCIICardShowsItsPageWithoutAKeyWhenNoneIsGiven() {
        let title = String(repeating: Fixtures.question + " ", count: 4)
        let buffer = render(CardView(title: title, page: 1), theme: .plainASCII)
        XCTAssertEqual(trimmingTrailingSpaces(buffer.lines[8]), "  +---------------- 2/2 -----------------+")
    }

    /// A title too long for one page keeps the margin inside the border that every title has,
    /// on every page, rather than fill the card to its border to save a page.
    func testALongTitleKeepsItsMarginOnEveryPage() {
        let title =
            "According to the International Hydrographic Organization, the Pacific Ocean, which covers about a "
            + "third of the surface of the Earth and holds more than half of its free water, is the largest and "
            + "deepest ocean."
        assertScreen(
            render(CardView(title: title, pageKey: "↓")),
            [
                "",
                "  ╭──────────────────────────────────────╮",
                "  │    According to the International    │",
                "  │    Hydrographic Organization, the    │",
                "  │ Pacific Ocean, which covers about a  │",
                "  │  third of the surface of the Earth   │",
                "  │ and holds more than half of its free │",
                "  │      water, is the largest and       │",
                "  ╰────────────── 1/2 [↓] ───────────────╯",
                "",
            ]
        )
        for page in CardView(title: title).titlePages(restingFrame: frame) {
            for line in page { XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: line), frame.width - 4) }
        }
    }

    /// A title never ends on a lone word: the word before it goes down with it.
    func testATitleNeverEndsOnALoneWord() {
        let title =
            "Game Over: 8\u{A0}/\u{A0}10. Excellent! Best: 9\u{A0}/\u{A0}10. 3\u{A0}games in a row at 7/10 or better."
        let lines = CardView(title: title).titlePages(restingFrame: frame).joined()
        XCTAssertTrue(lines.allSatisfy { !$0.isEmpty })
        XCTAssertTrue(lines.last?.contains(" ") == true, "\(lines)")
        XCTAssertEqual(
            TextLayout.wrapWithoutLoneLastWord("one two three four", width: 14), ["one two", "three four"])
        XCTAssertEqual(
            TextLayout.wrapWithoutLoneLastWord("one two three", width: 7), ["one two", "three"],
            "a word that can't go down stays")
        XCTAssertEqual(TextLayout.wrapWithoutLoneLastWord("one", width: 7), ["one"])
    }

    func testASCIICardUsesPlusMinusAndBarBorders() {
        assertScreen(
            render(CardView(title: Fixtures.question, style: .correct, badge: "FALSE"), theme: .plainASCII),
            [
                "",
                "  +------------- [v] FALSE --------------+",
                "  |                                      |",
                "  |                                      |",
                "  |  The Great Wall of China is visible  |",
                "  |  from the Moon with the naked eye.   |",
                "  |                                      |",
                "  |                                      |",
                "  +--------------------------------------+",
                "",
            ]
        )
    }

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
