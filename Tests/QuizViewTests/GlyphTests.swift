import QuizView
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// How graphemes are split into glyphs a terminal measures the same way as the buffer.
final class GlyphTests: XCTestCase {
    /// The glyphs of a one-grapheme string (the compiler's grapheme rules are older than the
    /// runtime's: it won't take a spacing mark or a prepended letter as one `Character` literal).
    private func glyphs(_ grapheme: String) -> [String] {
        XCTAssertEqual(grapheme.count, 1, "not one grapheme: \(grapheme.debugDescription)")
        return grapheme.first.map { Glyph.glyphs(of: $0).map(\.symbol) } ?? []
    }

    private func widths(_ grapheme: String) -> [Int] {
        grapheme.first.map { Glyph.glyphs(of: $0).map(\.width) } ?? []
    }

    // MARK: - In the buffer

    func testTheBufferDrawsEverySequenceAsGlyphsEveryTerminalMeasuresAlike() {
        var buffer = ScreenBuffer(width: 44, height: 1)
        let end = buffer.write("👨‍👩‍👧‍👦|🇫🇷|👍🏽|❤️|e\u{0301}|\u{0600}\u{0661}|\u{0915}\u{093F}|", x: 0, y: 0)
        XCTAssertEqual(trimmingTrailingSpaces(buffer.lines[0]), "👨👩👧👦|🇫🇷|👍|❤|e\u{0301}|\u{0661}|\u{0915}\u{093F}|")
        XCTAssertEqual(end, 8 + 1 + 2 + 1 + 2 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 2 + 1)
        XCTAssertEqual(buffer[9, 0]?.symbol, "🇫")
        XCTAssertEqual(buffer[10, 0]?.symbol, "🇷", "never 🇫🇫")
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "👨‍👩‍👧‍👦"), 8)
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "❤️👍🏽"), 3)
    }

    // MARK: - Emoji sequences

    func testAFamilyJoinedWithZeroWidthJoinersIsDrawnAsItsFourPeople() {
        let family = "👨‍👩‍👧‍👦"
        XCTAssertEqual(glyphs(family), ["👨", "👩", "👧", "👦"])
        XCTAssertEqual(widths(family), [2, 2, 2, 2])
        XCTAssertEqual(ScreenBuffer.displayWidth(of: "👨‍👩‍👧‍👦"), 8)
    }

    func testAFlagIsItsTwoRegionalIndicatorsInOrderOneColumnEach() {
        XCTAssertEqual(glyphs("🇫🇷"), ["🇫", "🇷"], "never 🇫🇫")
        XCTAssertEqual(widths("🇫🇷"), [1, 1])
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "🇫🇷🇩🇪"), 4)
    }

    func testASkinToneIsNotDrawnWhereTheTerminalCouldNotSayHowItDrawsIt() {
        XCTAssertEqual(SkinTones.current, .dropped, "until measured")
        XCTAssertEqual(glyphs("👍🏽"), ["👍"])
        XCTAssertEqual(widths("👍🏽"), [2])
        XCTAssertEqual(glyphs("🏽"), ["🏽"], "alone, it is a colour swatch")
    }

    /// Drawn as the terminal measured it at start, so the border stays in its column.
    func testASkinToneIsDrawnAsTheTerminalDrawsIt() {
        defer { SkinTones.current = .dropped }
        SkinTones.current = .joined
        XCTAssertEqual(glyphs("👍🏽"), ["👍🏽"], "kitty, WezTerm: one 2-column glyph")
        XCTAssertEqual(widths("👍🏽"), [2])
        XCTAssertEqual(glyphs("👩🏽‍💻"), ["👩🏽", "💻"])
        XCTAssertEqual(glyphs("☝🏽"), ["☝"], "after a 1-column emoji it isn't drawn")
        SkinTones.current = .apart
        XCTAssertEqual(glyphs("👍🏽"), ["👍", "🏽"], "tmux 3.3a, xterm: the tone after the hand")
        XCTAssertEqual(widths("👍🏽"), [2, 2])
        XCTAssertEqual(glyphs("☝🏽"), ["☝"])
        var buffer = ScreenBuffer(width: 8, height: 1)
        XCTAssertEqual(buffer.write("|👍🏽|", x: 0, y: 0), 6)
        XCTAssertEqual(buffer[1, 0]?.symbol, "👍")
        XCTAssertEqual(buffer[3, 0]?.symbol, "🏽")
        XCTAssertEqual(buffer[5, 0]?.symbol, "|")
    }

    /// The start-up measurement: 👍🏽 written at column 1 of row 2, then "where is the cursor?".
    func testTheTerminalsAnswerSaysHowItDrawsSkinTonesAndKeepsTheKeysAroundIt() {
        let answer = { (text: String) in SkinTones.answer(in: Array(text.utf8)) }
        XCTAssertEqual(answer("\u{1B}[2;3R")?.tones, .joined)
        XCTAssertEqual(answer("\u{1B}[2;5R")?.tones, .apart)
        XCTAssertEqual(answer("\u{1B}[2;4R")?.tones, .dropped, "neither: not drawn")
        XCTAssertEqual(answer("l\u{1B}[2;5Rq")?.rest, Array("lq".utf8), "keys typed meanwhile are kept")
        XCTAssertNil(answer("\u{1B}[2;5"), "not whole yet")
        XCTAssertNil(answer("\u{1B}[1;5R"), "Ctrl-F3, not the answer (row 1)")
        XCTAssertNil(answer("\u{1B}[2;R"))
    }

    func testVariationSelectorsAreNotDrawnSoTheHeartKeepsItsTextWidth() {
        XCTAssertEqual(glyphs("❤️"), ["❤"])
        XCTAssertEqual(widths("❤️"), [1])
        XCTAssertEqual(glyphs("#️⃣"), ["#\u{20E3}"], "the keycap mark rides on the number sign")
        XCTAssertEqual(glyphs("🏳️‍🌈"), ["🏳", "🌈"])
        XCTAssertEqual(widths("🏳️‍🌈"), [1, 2])
    }

    func testTagsAreNotDrawn() {
        XCTAssertEqual(glyphs("🏴󠁧󠁢󠁳󠁣󠁴󠁿"), ["🏴"])
    }

    // MARK: - Marks and scripts

    func testCombiningMarksRideOnTheirLetter() {
        XCTAssertEqual(glyphs("e\u{0301}"), ["e\u{0301}"])
        XCTAssertEqual(widths("e\u{0301}"), [1])
        XCTAssertEqual(widths("é"), [1])
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "Zu\u{0308}rich"), 6)
    }

    func testAtMostFourMarksRideOnALetterAsACellHoldsFiveCharacters() {
        let stacked = "a\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}\u{0306}"
        XCTAssertEqual(glyphs(stacked), ["a\u{0301}\u{0302}\u{0303}\u{0304}"])
        XCTAssertEqual(Glyph.maximumMarks, 4)
    }

    func testAMarkWithNothingBeforeItIsNotDrawn() {
        XCTAssertEqual(glyphs("\u{0301}"), [])
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "\u{0301}x"), 1)
    }

    func testASpacingMarkIsAGlyphOfItsOwn() {
        // Devanagari ka + vowel sign i: one grapheme, two columns in wcwidth, tmux and xterm.
        XCTAssertEqual(glyphs("\u{0915}\u{093F}"), ["\u{0915}", "\u{093F}"])
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "\u{0915}\u{093F}\u{0924}\u{093E}\u{092C}"), 5)
    }

    func testAPrependedArabicNumberSignIsNotDrawnAndItsDigitIs() {
        XCTAssertEqual(glyphs("\u{0600}\u{0661}"), ["\u{0661}"])
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "\u{0600}\u{0661}\u{0662}"), 2)
    }

    func testAPrependedLetterIsAGlyphOfItsOwn() {
        // Malayalam letter dot reph + ka.
        XCTAssertEqual(glyphs("\u{0D4E}\u{0D15}"), ["\u{0D4E}", "\u{0D15}"])
    }

    func testAHangulSyllableFromJamoIsOneWideGlyph() {
        XCTAssertEqual(glyphs("\u{1100}\u{1161}\u{11A8}"), ["\u{1100}\u{1161}\u{11A8}"])
        XCTAssertEqual(widths("\u{1100}\u{1161}\u{11A8}"), [2])
        XCTAssertEqual(widths("각"), [2])
    }

    func testEastAsianWideCharactersAndEmojiAreTwoColumns() {
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "東京"), 4)
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "ｱＡ"), 3, "halfwidth katakana, fullwidth A")
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "😀🫠"), 4)
        XCTAssertEqual(widths("\u{3000}"), [2], "the ideographic space")
    }

    // MARK: - Invisible and unknown code points

    func testControlAndFormatCharactersAreNotDrawn() {
        for character in ["\u{0007}", "\u{001B}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{00AD}", "\u{FEFF}"] {
            XCTAssertEqual(glyphs(character), [], "U+\(String(character.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "a\u{200B}b\u{00AD}c"), 3)
    }

    func testAnyWhiteSpaceIsOneSpace() {
        for character in ["\t", "\n", "\r\n", "\u{00A0}", "\u{202F}", "\u{2028}", "\u{0085}"] {
            XCTAssertEqual(
                glyphs(character), [" "], "U+\(String(character.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
    }

    func testAnUnassignedCodePointIsAQuestionMark() {
        XCTAssertEqual(glyphs("\u{0378}"), ["?"])
        XCTAssertEqual(glyphs("\u{FFFF}"), ["?"])
    }

    // MARK: - Consistency

    /// Texts mixing every case above, for the sweeps below.
    private static let samples = [
        "👨‍👩‍👧‍👦 🇫🇷🇯🇵 👍🏽 ❤️ #️⃣ 🏳️‍🌈 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "cafe\u{0301} na\u{00EF}ve Zu\u{0308}rich",
        "\u{0600}\u{0661}\u{0662} \u{0915}\u{093F}\u{0924}",
        "각 東京 ｱＡ \u{3000}x", "a\u{200B}b\u{00AD}c\u{0007}d", "\u{0301}lone \u{0378}",
        "x\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}",
    ]

    func testEveryGlyphIsOneGraphemeThatSplitsIntoItselfAgain() {
        for text in Self.samples {
            for character in text {
                for glyph in Glyph.glyphs(of: character) {
                    XCTAssertEqual(glyph.symbol.count, 1, "\(glyph) from \(text)")
                    XCTAssertEqual(Glyph.glyphs(of: Character(glyph.symbol)), [glyph], "\(glyph) from \(text)")
                    XCTAssertTrue((1...2).contains(glyph.width), "\(glyph) from \(text)")
                    XCTAssertLessThanOrEqual(glyph.symbol.unicodeScalars.count, 1 + Glyph.maximumMarks)
                }
            }
        }
    }

    func testTheBufferHoldsOneCellPerColumnOfEveryGlyph() {
        for text in Self.samples {
            var buffer = ScreenBuffer(width: 80, height: 1)
            let end = buffer.write(text, x: 0, y: 0)
            XCTAssertEqual(end, ScreenBuffer.displayWidth(ofText: text), text)
            let drawn = (0..<end).compactMap { buffer[$0, 0] }
            let expected = text.flatMap { Glyph.glyphs(of: $0) }.flatMap { glyph in
                glyph.width == 2 ? [glyph.symbol, ""] : [glyph.symbol]
            }
            XCTAssertEqual(drawn.map(\.symbol), expected, text)
        }
    }

    /// The C library's `wcwidth`, which ncurses and tmux measure with.
    private static let wcwidth: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// Every visible code point of Unicode 12.1 or older (glibc 2.28 and later know them all) is as
    /// wide in the buffer as the C library's `wcwidth` says, which ncurses and tmux advance by.
    func testEveryCodePointIsAsWideAsTheCLibrarySays() throws {
        let wcwidth = try XCTUnwrap(Self.wcwidth)
        let saved = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        XCTAssertNotNil(setlocale(LC_CTYPE, "C.UTF-8"), "the C.UTF-8 locale is needed to measure")
        defer { _ = setlocale(LC_CTYPE, saved ?? "C") }
        var disagreements: [String] = []
        for value in UInt32(0xA0)...0x3_FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                (age.major, age.minor) <= (12, 1)
            else { continue }
            let properties = scalar.properties
            // Not drawn: format characters and other default ignorables (U+00AD and U+0600 are 1
            // column in glibc); white space is drawn as a plain space, a noncharacter as "?".
            if properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
                || properties.isWhitespace || properties.isNoncharacterCodePoint
            {
                continue
            }
            // The one spacing mark glibc counts as zero columns; `Terminal` draws it as "?".
            if value == 0x1171E { continue }
            let measured = max(0, Int(wcwidth(Int32(bitPattern: value))))
            let counted = ScreenBuffer.displayWidth(of: String(scalar))
            if measured != counted {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)) \(counted)≠\(measured)")
            }
        }
        XCTAssertEqual(disagreements.count, 0, "first ones (buffer≠wcwidth): \(disagreements.prefix(20))")
    }
}
