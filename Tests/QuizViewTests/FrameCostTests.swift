import XCTest

@testable import QuizView

/// The shortcuts taken on every frame give what the general code gave.
final class FrameCostTests: XCTestCase {
    func testTheASCIIShortcutMeasuresTextAsGlyphsDo() {
        let texts = [
            "", " ", "a", "Q", "~", "hello, world", "  two  spaces ", "\t", "\n", "\r\n", "a\r\nb", "\u{7F}",
            "\u{1B}", "\u{0}", "e\u{301}", "café", "日本", "👍🏽", "a👨‍👩‍👧‍👦b", "x\u{200B}y", "\u{85}",
            String(UnicodeScalar(0x1F)), "ASCII then é", "🇫🇷",
        ]
        for text in texts {
            let byGlyphs = text.reduce(0) { $0 + Glyph.width(of: $1) }
            XCTAssertEqual(ScreenBuffer.displayWidth(ofText: text), byGlyphs, text.debugDescription)
        }
        for byte in UInt8(0)...0x7F {
            let text = String(UnicodeScalar(byte))
            XCTAssertEqual(
                ScreenBuffer.displayWidth(ofText: text), text.reduce(0) { $0 + Glyph.width(of: $1) }, "byte \(byte)")
        }
    }

    /// 165,000 colours: the mismatches are collected and asserted once (an assertion each cost
    /// seconds), the first few named.
    func testThe256PaletteMapsEveryColourAsTheArrayVersionDid() {
        var colours: [(UInt8, UInt8, UInt8)] = (UInt8(0)...255).map { ($0, $0, $0) }
        for red in stride(from: 0, through: 255, by: 3) {
            for green in stride(from: 0, through: 255, by: 5) {
                for blue in stride(from: 0, through: 255, by: 7) {
                    colours.append((UInt8(red), UInt8(green), UInt8(blue)))
                }
            }
        }
        var mismatches: [String] = []
        for (r, g, b) in colours {
            let (fast, reference) = (ColorDepth.nearest256(r, g, b), Self.arrayNearest256(r, g, b))
            if fast != reference { mismatches.append("\(r),\(g),\(b): \(fast), not \(reference)") }
        }
        XCTAssertEqual(mismatches.count, 0, "of \(colours.count), first: \(mismatches.prefix(5))")
    }

    private static let levels = [0, 95, 135, 175, 215, 255]
    /// The nearest cube level of each channel value, found as the array version found it (once
    /// per value, not once per colour: this test runs unoptimised).
    private static let nearestLevel = (0...255).map { value in
        levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
    }

    /// The mapping as it was written before, with arrays: the reference.
    private static func arrayNearest256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        let rgb = [Int(red), Int(green), Int(blue)]
        let cubeIndex = rgb.map { nearestLevel[$0] }
        let cube = cubeIndex.map { levels[$0] }
        let greyStep = min(23, max(0, ((rgb[0] + rgb[1] + rgb[2]) / 3 - 8 + 5) / 10))
        let grey = 8 + greyStep * 10
        func distance(_ lhs: [Int], _ rhs: [Int]) -> Int {
            zip(lhs, rhs).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        }
        if rgb.max()! - rgb.min()! < 40, distance(rgb, [grey, grey, grey]) < distance(rgb, cube) {
            return 232 + greyStep
        }
        return 16 + 36 * cubeIndex[0] + 6 * cubeIndex[1] + cubeIndex[2]
    }

    /// The Latin shortcut measures every scalar it takes as the glyphs measure it (one column),
    /// alone and after a letter (no scalar of it joins the one before), and French text as whole.
    func testTheLatinShortcutMeasuresAsTheGlyphsDo() {
        var wrong: [String] = []
        for value in UInt32(0)...0x2800 {
            guard let scalar = Unicode.Scalar(value), ScreenBuffer.isNarrowScalar(scalar) else { continue }
            let alone = String(Character(scalar))
            let afterLetter = "a" + alone
            if Glyph.width(of: Character(scalar)) != 1 || afterLetter.count != 2 {
                wrong.append(String(format: "U+%04X", value))
            }
        }
        XCTAssertEqual(wrong, [], "scalars the shortcut measures otherwise than the glyphs")
        let french = "Hors ligne\u{00A0}: quiz intégré\u{202F}; « Vrai » — l’été… œuvre"
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: french), french.reduce(0) { $0 + Glyph.width(of: $1) })
        XCTAssertEqual(ScreenBuffer.displayWidth(ofText: "e\u{0301}té"), 3, "a combining accent takes the long way")
    }
}
