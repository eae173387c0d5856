import XCTest

@testable import QuizView

/// The shortcuts the views take on every frame give what the general code gives.
final class FrameShortcutTests: XCTestCase {
    /// Every scalar `Glyph` draws without looking its properties up is drawn as the lookup draws
    /// it (itself, one column), and joins no letter before it.
    func testEveryPlainNarrowScalarIsDrawnAsItsPropertiesSay() {
        var wrong: [String] = []
        var taken = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), Glyph.isPlainNarrow(scalar) else { continue }
            taken += 1
            let character = Character(scalar)
            if Glyph.lookedUpGlyphs(of: character) != [Glyph(String(character), width: 1)]
                || ("a" + String(character)).count != 2
            {
                wrong.append(String(format: "U+%04X", value))
            }
        }
        XCTAssertEqual(wrong, [], "scalars the shortcut draws otherwise than their properties say")
        XCTAssertGreaterThan(taken, 1000, "the ranges are taken")
        for symbol in ["←", "→", "✓", "✗", "─", "╭", "⠋"] {
            XCTAssertEqual(Glyph.glyphs(of: Character(symbol)), [Glyph(symbol, width: 1)], symbol)
        }
    }

    /// Text made of the symbols every frame draws is measured without the lookup, as the glyphs
    /// measure it; an emoji among them still takes the long way.
    func testTheSymbolsOfEveryFrameAreMeasuredAsTheirGlyphs() {
        for text in ["← False", "True →", "✓ Right!", "✗ Wrong", "╭──╮", "⠋ Loading", "✓\u{FE0F}", "→ ✅", "✓\u{301}"] {
            let byGlyphs = text.reduce(0) { $0 + Glyph.lookedUpGlyphs(of: $1).reduce(0) { $0 + $1.width } }
            XCTAssertEqual(ScreenBuffer.displayWidth(ofText: text), byGlyphs, text.debugDescription)
        }
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "→ ✅"), 4)
    }

    /// Words are split at ASCII white space without looking properties up exactly as at any
    /// white space: every ASCII byte between and around two words, alone and in a text that
    /// takes the long way (an accent).
    func testASCIITextIsSplitIntoWordsAsAnyTextIs() {
        for byte in UInt8(0)...0x7F {
            let between = String(UnicodeScalar(byte))
            for text in ["ab\(between)cd\(between)", "\(between)ab\(between)\(between)é\(between)"] {
                let reference = text.split(whereSeparator: { $0.isWhitespace && !TextLayout.isNoBreakSpace($0) })
                    .map(String.init).filter { ScreenBuffer.displayWidth(ofText: $0) > 0 }
                XCTAssertEqual(TextLayout.words(of: text), reference, "byte \(byte) in \(text.debugDescription)")
            }
        }
        XCTAssertEqual(TextLayout.words(of: "a\r\nb\u{00A0}c\u{202F}d\u{2003}e"), ["a", "b\u{00A0}c\u{202F}d", "e"])
    }

    /// Printable ASCII is written a cell a byte, as the glyphs write it; anything else in the
    /// text takes the long way.
    func testWritingASCIIFillsTheCellsTheGlyphsWould() {
        var buffer = ScreenBuffer(width: 12, height: 2)
        let end = buffer.write("Right! 3/10", x: 0, y: 0, style: Style(attributes: .bold))
        XCTAssertEqual(end, 11)
        XCTAssertEqual(buffer.lines[0], "Right! 3/10 ")
        XCTAssertEqual(buffer[10, 0], Cell("0", style: Style(attributes: .bold)))
        XCTAssertEqual(buffer.write("a\u{1}b日", x: 0, y: 1), 4)
        XCTAssertEqual(buffer.lines[1], "ab日        ")
    }

    /// A card drawn in place (upright and wholly on screen) leaves every cell as the sprite it
    /// was drawn through before: at rest, on a swipe's first frame (a lean too small to shift a
    /// row), moved, with pages, badges and wide characters, over a screen whose wide characters
    /// straddle the card's edges, in colour and in ASCII.
    func testACardDrawnInPlaceIsTheCardDrawnThroughASprite() {
        let titles = [
            "Is the sky blue?", "", "日本語のテキストは二列ずつ", String(repeating: "A long question goes on. ", count: 12),
        ]
        let poses: [(offsetX: Int, offsetY: Int, lean: Double, scale: Double)] = [
            (0, 0, 0, 1), (0, 0, 0.01, 1), (0, 0, -0.05, 1), (3, 1, 0, 1), (-2, 0, 0.02, 1), (0, 0, 0, 1.01),
            (1, 0, 0.3, 1), (0, 0, 0, 0.9), (30, 0, 0, 1),
        ]
        var background = ScreenBuffer(width: 40, height: 14, fill: Cell(" ", style: Style(attributes: .dim)))
        for y in 0..<14 { background.write("界", x: y % 2 == 0 ? 4 : 33, y: y) }
        var compared = 0
        for theme in [Theme(colorMode: .colors, ascii: false), Theme(colorMode: .none, ascii: true)] {
            for title in titles {
                for style in CardStyle.allCases {
                    for (offsetX, offsetY, lean, scale) in poses {
                        for page in [0, 1] {
                            let card = CardView(
                                title: title, style: style, badge: style == .standard ? nil : "TRUE", offsetX: offsetX,
                                offsetY: offsetY, lean: lean, scale: scale, page: page, pageKey: "↓")
                            let frame = Rect(x: 5, y: 2, width: 29, height: 9)
                            var inPlace = background
                            card.render(into: &inPlace, frame: frame, theme: theme, drawsInPlace: true)
                            var throughSprite = background
                            card.render(into: &throughSprite, frame: frame, theme: theme, drawsInPlace: false)
                            XCTAssertEqual(
                                inPlace, throughSprite, "\(title) \(style) \((offsetX, offsetY, lean, scale))")
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(compared, 2 * 4 * 3 * 9 * 2)
    }

    /// A frame made in the background's cells is the frame drawn on a screen cleared to them.
    func testAFrameMadeInTheBackgroundIsTheFrameDrawnOnACleanedScreen() {
        for theme in Theme.all {
            for model in [Fixtures.answered, Fixtures.splash] {
                for (width, height) in [(0, 0), (1, 1), (30, 10), (40, 12), (80, 24)] {
                    var cleared = ScreenBuffer(width: width, height: height, fill: Cell("X"))
                    QuizScreen.render(model, into: &cleared, theme: theme)
                    XCTAssertEqual(
                        QuizScreen.render(model, width: width, height: height, theme: theme), cleared,
                        "\(width)x\(height)")
                }
            }
        }
    }

    /// The lines kept for a text are never another text's, another width's or another way of
    /// drawing skin tones': each change wraps anew, and a text wrapped again after more than
    /// `keptWraps` others is wrapped as it was.
    func testWrappedLinesAreKeptOnlyForTheSameTextWidthAndSkinTones() {
        XCTAssertEqual(TextLayout.wrap("Is the sky blue today?", width: 10), ["Is the sky", "blue", "today?"])
        XCTAssertEqual(TextLayout.wrap("Is the sea blue today?", width: 10), ["Is the sea", "blue", "today?"])
        XCTAssertEqual(TextLayout.wrap("Is the sky blue today?", width: 11), ["Is the sky", "blue today?"])
        XCTAssertEqual(TextLayout.wrap("Is the sky blue today?", width: 10), ["Is the sky", "blue", "today?"])
        for number in 0...TextLayout.keptWraps {
            XCTAssertEqual(TextLayout.wrap("Question \(number) of many", width: 11), ["Question \(number)", "of many"])
        }
        XCTAssertEqual(TextLayout.wrap("Is the sky blue today?", width: 10), ["Is the sky", "blue", "today?"])
        let saved = SkinTones.current
        defer { SkinTones.current = saved }
        SkinTones.current = .joined
        XCTAssertEqual(TextLayout.wrap("👍🏽 👍🏽", width: 4), ["👍🏽", "👍🏽"])
        SkinTones.current = .dropped
        XCTAssertEqual(TextLayout.wrap("👍🏽 👍🏽", width: 5), ["👍🏽 👍🏽"])
        SkinTones.current = .apart
        XCTAssertEqual(TextLayout.wrap("👍🏽 👍🏽", width: 5), ["👍🏽", "👍🏽"])
    }

    /// The score's part is found in printable ASCII byte by byte where the walk character by
    /// character finds it: the last occurrence, or none.
    func testTheBumpingScoreIsFoundInASCIIWhereTheCharactersAreCompared() {
        let texts = ["Question 3 of 10   Score 2 / 10", "Score 2 / 10", "2 / 10 2 / 10", "", "Score", "abcabc"]
        let parts = ["Score 2 / 10", "2 / 10", "Score", "bc", "abcabcabc", "x", " "]
        var compared = 0
        for text in texts {
            for part in parts {
                let offsets = { (range: Range<String.Index>?) in
                    range.map {
                        [
                            text.utf8.distance(from: text.startIndex, to: $0.lowerBound),
                            text.utf8.distance(from: $0.lowerBound, to: $0.upperBound),
                        ]
                    }
                }
                XCTAssertEqual(
                    offsets(ScoreLabel.lastRange(of: part, in: text)),
                    offsets(ScoreLabel.lastRangeByCharacters(of: part, in: text)), "\(part) in \(text)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 42)
        let french = "Question 3 sur 10\u{00A0}· Score 2\u{202F}/\u{202F}10"
        XCTAssertEqual(
            ScoreLabel.lastRange(of: "2\u{202F}/\u{202F}10", in: french).map { String(french[$0]) },
            "2\u{202F}/\u{202F}10")
    }
}
