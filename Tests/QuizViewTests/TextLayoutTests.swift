import QuizView
import XCTest

final class TextLayoutTests: XCTestCase {
    // MARK: - Wrapping

    func testWrappingEmptyTextGivesNoLines() {
        XCTAssertEqual(TextLayout.wrap("", width: 10), [])
    }

    func testWrappingOnlySpacesGivesNoLines() {
        XCTAssertEqual(TextLayout.wrap("   \n\t  ", width: 10), [])
    }

    func testWrappingToZeroOrNegativeWidthGivesNoLines() {
        XCTAssertEqual(TextLayout.wrap("Hello", width: 0), [])
        XCTAssertEqual(TextLayout.wrap("Hello", width: -3), [])
    }

    func testWrappingCollapsesRunsOfWhitespaceAndDropsTheEnds() {
        XCTAssertEqual(TextLayout.wrap("  Is   the\n\nsky \t blue?  ", width: 40), ["Is the sky blue?"])
    }

    func testWrappingBreaksBetweenWordsGreedily() {
        XCTAssertEqual(
            TextLayout.wrap("The Great Wall of China is visible from the Moon", width: 16),
            ["The Great Wall", "of China is", "visible from the", "Moon"]
        )
    }

    func testWrappingKeepsALineThatFitsExactly() {
        XCTAssertEqual(TextLayout.wrap("abc def", width: 7), ["abc def"])
        XCTAssertEqual(TextLayout.wrap("abc def", width: 6), ["abc", "def"])
    }

    func testWrappingBreaksAWordLongerThanTheWidth() {
        XCTAssertEqual(
            TextLayout.wrap("a supercalifragilistic word", width: 8),
            ["a", "supercal", "ifragili", "stic", "word"]
        )
    }

    func testWrappingCountsWideCharactersAsTwoColumns() {
        XCTAssertEqual(TextLayout.wrap("日本語のテキスト", width: 5), ["日本", "語の", "テキ", "スト"])
        XCTAssertEqual(TextLayout.wrap("漢字 and 日本", width: 8), ["漢字 and", "日本"])
    }

    func testWrappingGivesAWideCharacterItsOwnLineWhenTheWidthIsOne() {
        XCTAssertEqual(TextLayout.wrap("日本", width: 1), ["日", "本"])
    }

    func testWrappedLinesAreNeverWiderThanTheWidth() {
        let text = "Jupiter's Great Red Spot is a storm larger than Earth, observed since 1830 — 木星の大赤斑."
        for width in 2...50 {
            for line in TextLayout.wrap(text, width: width) {
                XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: line), width, "\(line) at \(width)")
                XCTAssertFalse(line.isEmpty)
            }
        }
    }

    // MARK: - Truncating

    func testTruncatingLeavesTextThatFitsAlone() {
        XCTAssertEqual(TextLayout.truncate("Hello", width: 5), "Hello")
    }

    func testTruncatingEndsWithAnEllipsis() {
        XCTAssertEqual(TextLayout.truncate("Hello world", width: 8), "Hello w…")
    }

    func testTruncatingDropsTheSpaceBeforeTheEllipsis() {
        XCTAssertEqual(TextLayout.truncate("Hello world", width: 7), "Hello…")
    }

    func testTruncatingTakesAnASCIIEllipsis() {
        XCTAssertEqual(TextLayout.truncate("Hello world", width: 8, ellipsis: "..."), "Hello...")
    }

    func testTruncatingTooNarrowForTheEllipsisCutsHard() {
        XCTAssertEqual(TextLayout.truncate("Hello", width: 1), "H")
        XCTAssertEqual(TextLayout.truncate("Hello", width: 3, ellipsis: "..."), "Hel")
        XCTAssertEqual(TextLayout.truncate("Hello", width: 0), "")
    }

    func testTruncatingNeverSplitsAWideCharacter() {
        XCTAssertEqual(TextLayout.truncate("日本語", width: 4), "日…")
        XCTAssertEqual(TextLayout.truncate("日本語", width: 1), "")
    }

    func testMarkingALineContinuedMakesRoomForTheEllipsis() {
        XCTAssertEqual(TextLayout.markContinued("from the Moon", width: 20), "from the Moon…")
        XCTAssertEqual(TextLayout.markContinued("from the Moon", width: 13), "from the Moo…")
        XCTAssertEqual(TextLayout.markContinued("from", width: 3, ellipsis: "..."), "fro")
    }

    // MARK: - Spaces, marks and sequences

    func testANoBreakSpaceIsNeverALineBreak() {
        let text = "Waiting for the Open Trivia DB: 4\u{00A0}s"
        XCTAssertEqual(TextLayout.wrap(text, width: 33), ["Waiting for the Open Trivia DB:", "4\u{00A0}s"])
        XCTAssertEqual(TextLayout.wrap(text, width: 35), [text])
        for width in 3...40 {
            let lines = TextLayout.wrap(text, width: width)
            XCTAssertTrue(lines.contains { $0.hasSuffix("4\u{00A0}s") }, "width \(width): \(lines)")
        }
    }

    func testWrappingLeavesOutWordsThatTakeNoColumns() {
        XCTAssertEqual(TextLayout.wrap("a \u{200B} \u{200D}\u{FE0F} b", width: 10), ["a b"])
    }

    func testWrappingMeasuresEmojiSequencesAsTheyAreDrawn() {
        // The family is drawn as its four people (8 columns), the flag as two indicators (2).
        XCTAssertEqual(TextLayout.wrap("👨‍👩‍👧‍👦 and 🇫🇷 too", width: 15), ["👨‍👩‍👧‍👦 and 🇫🇷", "too"])
        XCTAssertEqual(TextLayout.wrap("👨‍👩‍👧‍👦 and", width: 11), ["👨‍👩‍👧‍👦", "and"])
    }

    func testTruncatingCanNameTheKeyThatShowsTheRest() {
        let theme = Theme(colorMode: .colors, ascii: false)
        XCTAssertEqual(
            TextLayout.truncate("Hello world, and more", width: 16, naming: "e", theme: theme), "Hello world… [e]")
        XCTAssertEqual(TextLayout.truncate("Hello", width: 16, naming: "e", theme: theme), "Hello")
        XCTAssertEqual(TextLayout.truncate("Hello world", width: 4, naming: "e", theme: theme), "Hel…")
        // Cut just after a sentence: the key alone says more follows, in ASCII too.
        XCTAssertEqual(
            TextLayout.truncate("True. Ann right +2. Paris is", width: 24, naming: "e", theme: theme),
            "True. Ann right +2. [e]")
        XCTAssertEqual(
            TextLayout.truncate(
                "True. Ann right +2. Paris is", width: 26, naming: "e", theme: Theme(colorMode: .colors, ascii: true)),
            "True. Ann right +2. [e]")
    }
}
