import QuizView
import XCTest

final class CardViewTests: CardViewTestCase {
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
                "  +------------- [+] FALSE --------------+",
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
}
