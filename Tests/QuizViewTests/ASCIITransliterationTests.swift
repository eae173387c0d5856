import QuizView
import XCTest

/// Text for a locale that isn't UTF-8: ASCII only, lines as wide as before wherever a `?` stands in.
final class ASCIITransliterationTests: XCTestCase {
    private func ascii(_ text: String) -> String {
        ASCIITransliteration.transliterate(text)
    }

    func testAccentedLatinLettersLoseTheirAccents() {
        XCTAssertEqual(
            ascii("Cézanne, Möbius, São Paulo, Brasília, Boléro, Mladá Boleslav"),
            "Cezanne, Mobius, Sao Paulo, Brasilia, Bolero, Mlada Boleslav")
        XCTAssertEqual(ascii("ÉCOLE Über ÅNGSTRÖM"), "ECOLE Uber ANGSTROM")
        XCTAssertEqual(ascii("Łódź, Dvořák, Ørsted, İstanbul, ı"), "Lodz, Dvorak, Orsted, Istanbul, i")
        XCTAssertEqual(ascii("Việt Nam"), "Viet Nam")
    }

    func testDecomposedAccentsAreDroppedToo() {
        XCTAssertEqual(ascii("cafe\u{0301} Zu\u{0308}rich"), "cafe Zurich")
    }

    func testSomeLettersAreSpelledOut() {
        XCTAssertEqual(ascii("Straße STRAẞE"), "Strasse STRASSE")
        XCTAssertEqual(ascii("Ærø æ Œuvre œ"), "AEro ae OEuvre oe")
        XCTAssertEqual(ascii("þorn ðað ﬁne"), "thorn dad fine")
    }

    func testTypographicPunctuationBecomesItsPlainForm() {
        XCTAssertEqual(ascii("“Yes” – ‘no’ — «oui»…"), "\"Yes\" - 'no' - \"oui\"...")
        XCTAssertEqual(ascii("100 °C × 2 ½ © ™"), "100 degC x 2 1/2 (c) TM")
        XCTAssertEqual(ascii("km² ±1 ≤ ≥ ¿¡"), "km2 +/-1 <= >= ?!")
    }

    /// French quotes hold their words with no-break spaces; straight quotes hold them close.
    func testFrenchQuotesBecomeStraightQuotesHeldClose() {
        XCTAssertEqual(ascii("C\u{2019}est \u{AB}\u{A0}Vrai\u{A0}\u{BB}."), "C'est \"Vrai\".")
        XCTAssertEqual(ascii("\u{AB}\u{202F}oui\u{202F}\u{BB} et \u{AB} non \u{BB}"), "\"oui\" et \" non \"")
    }

    func testDigitsOfAnyScriptAndFullwidthFormsBecomeASCII() {
        XCTAssertEqual(ascii("\u{0661}\u{0662}\u{0663} \u{0967}"), "123 1")
        XCTAssertEqual(ascii("ＡＢＣ１"), "ABC1")
    }

    func testEverySpaceIsASpace() {
        XCTAssertEqual(ascii("4\u{00A0}s\u{202F}x\u{3000}z"), "4 s x  z")
    }

    func testAnythingElseIsAQuestionMarkPerColumn() {
        XCTAssertEqual(ascii("東京"), "????")
        XCTAssertEqual(ascii("Ωμέγα"), "?????")
        XCTAssertEqual(ascii("👨‍👩‍👧‍👦"), "????????")
        XCTAssertEqual(ascii("🇫🇷"), "??")
        XCTAssertEqual(ascii("\u{0915}\u{093F}"), "??")
        for text in ["東京 Ωμέγα", "👍🏽 ❤️ 🏳️‍🌈", "\u{0915}\u{093F}\u{0924}", "✓ ✗ ─ │ ╭"] {
            XCTAssertEqual(
                ScreenBuffer.displayWidth(ofText: ascii(text)), ScreenBuffer.displayWidth(ofText: text), text)
        }
    }

    func testInvisibleCharactersStayInvisible() {
        XCTAssertEqual(ascii("a\u{200B}b\u{00AD}c\u{200D}d\u{0301}"), "abcd")
    }

    func testTheResultIsAlwaysASCIIAndASCIIIsUnchanged() {
        let plain = "Plain ASCII: [x] -> 100% {ok} ~ \\ \"quoted\""
        XCTAssertEqual(ascii(plain), plain)
        for text in ["Les Misérables", "東京 👨‍👩‍👧‍👦 🇫🇷", "\u{0600}\u{0661}", "Ǆ ǅ ǆ ʬ ꝏ", "\u{0378}\u{FFFF}", "ｱ ﾟ"] {
            XCTAssertTrue(ascii(text).unicodeScalars.allSatisfy(\.isASCII), "\(text) → \(ascii(text))")
        }
    }

    func testASpacedMiddleDotBecomesADash() {
        XCTAssertEqual(ASCIITransliteration.transliterate("Daily #11 · 6 / 10"), "Daily #11 - 6 / 10")
        XCTAssertEqual(ASCIITransliteration.transliterate("a·b"), "a.b")
    }

    /// French's ordinal indicator, in the daily challenge's name ("Défi nº 32"), is a letter o.
    func testTheOrdinalIndicatorsAreLetters() {
        XCTAssertEqual(ASCIITransliteration.transliterate("Défi nº 32, 1ª"), "Defi no 32, 1a")
    }
}
