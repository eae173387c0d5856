import Foundation
import XCTest

@testable import QuizCore

final class TextDecodingTests: XCTestCase {

    // MARK: - The entities SPEC.md section 3 names, in context

    func testAmpersandEntityDecodesInACategoryName() {
        XCTAssertEqual(HTMLEntities.decode("Science &amp; Nature"), "Science & Nature")
        XCTAssertEqual(
            HTMLEntities.decode("Entertainment: Cartoon &amp; Animations"), "Entertainment: Cartoon & Animations")
    }

    func testQuotEntityDecodesToDoubleQuotes() {
        XCTAssertEqual(
            HTMLEntities.decode("New York is called &quot;The Big Apple&quot;."),
            "New York is called \"The Big Apple\".")
    }

    func testDecimalApostropheAndEacuteDecodeInAPossessive() {
        XCTAssertEqual(HTMLEntities.decode("Beyonc&eacute;&#039;s"), "Beyoncé's")
    }

    func testUumlDecodesInACityName() {
        XCTAssertEqual(
            HTMLEntities.decode("M&uuml;nchen is the capital of Bavaria."), "München is the capital of Bavaria.")
    }

    func testNtildeDecodesInACountryName() {
        XCTAssertEqual(HTMLEntities.decode("Espa&ntilde;a"), "España")
    }

    func testDegDecodesInATemperature() {
        XCTAssertEqual(
            HTMLEntities.decode("Water boils at 100&deg;C at sea level."), "Water boils at 100°C at sea level.")
    }

    func testRsquoDecodesInAContraction() {
        XCTAssertEqual(HTMLEntities.decode("Pluto isn&rsquo;t a planet."), "Pluto isn\u{2019}t a planet.")
    }

    func testHellipDecodesAtTheEndOfASentence() {
        XCTAssertEqual(HTMLEntities.decode("And the winner is&hellip;"), "And the winner is\u{2026}")
    }

    func testMdashDecodesBetweenYears() {
        XCTAssertEqual(HTMLEntities.decode("World War I (1914&mdash;1918)"), "World War I (1914\u{2014}1918)")
    }

    func testAQuestionMixingSeveralEntitiesDecodesCompletely() {
        let question =
            "&quot;Caf&eacute; Ol&eacute;&quot; &amp; &quot;Cr&egrave;me br&ucirc;l&eacute;e&quot; aren&#039;t German."
        XCTAssertEqual(HTMLEntities.decode(question), "\"Café Olé\" & \"Crème brûlée\" aren't German.")
    }

    // MARK: - The entity table

    func testTheTableHoldsTheHTML4SetPlusApos() {
        XCTAssertEqual(HTMLEntities.codePoints.count, 253)
        XCTAssertEqual(HTMLEntities.codePoints["apos"], 0x27)
    }

    func testLatin1EntitiesRunFromNbspToYumlInCodePointOrder() {
        let names = """
            nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 \
            acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde \
            Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc \
            Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml \
            aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc \
            otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
            """.split(separator: " ")
        XCTAssertEqual(names.count, 96)
        for (offset, name) in names.enumerated() {
            let scalar = Unicode.Scalar(UInt32(0xA0 + offset))!
            XCTAssertEqual(HTMLEntities.decode("&\(name);"), String(scalar), "&\(name);")
        }
    }

    func testEveryNameTheDecoderPromisesIsInTheTable() {
        let names = """
            quot amp lt gt apos lsquo rsquo sbquo ldquo rdquo bdquo ndash mdash hellip bull prime Prime lsaquo \
            rsaquo euro trade dagger Dagger permil oelig OElig scaron Scaron Yuml fnof circ tilde \
            Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau \
            Upsilon Phi Chi Psi Omega alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi \
            omicron pi rho sigmaf sigma tau upsilon phi chi psi omega thetasym upsih piv \
            le ge ne asymp equiv infin sum prod radic minus lowast part nabla isin notin ni int there4 sim cong \
            sub sup sube supe oplus otimes perp sdot larr uarr rarr darr harr lArr rArr hArr forall exist empty \
            and or cap cup loz spades clubs hearts diams zwnj zwj lrm rlm ensp emsp thinsp
            """.split(separator: " ")
        for name in names {
            let decoded = HTMLEntities.decode("&\(name);")
            XCTAssertEqual(decoded.unicodeScalars.count, 1, "&\(name);")
            XCTAssertNotEqual(decoded, "&\(name);")
        }
    }

    func testEveryTableEntryDecodesToItsCodePointBetweenOtherText() {
        for (name, codePoint) in HTMLEntities.codePoints {
            let scalar = Unicode.Scalar(codePoint)!
            XCTAssertEqual(HTMLEntities.decode("a&\(name);b"), "a\(String(scalar))b", "&\(name);")
        }
    }

    func testGreekLettersDecodeInBothCases() {
        XCTAssertEqual(
            HTMLEntities.decode("&Alpha;&Beta;&Gamma;&Delta; &Sigma;&Omega; &alpha;&beta;&gamma;&delta; &pi;r&sup2;"),
            "ΑΒΓΔ ΣΩ αβγδ πr²")
        XCTAssertEqual(HTMLEntities.decode("&lambda;&mu;&sigmaf;&sigma;&omega;"), "λμςσω")
        XCTAssertEqual(HTMLEntities.decode("&thetasym;&upsih;&piv;"), "\u{3D1}\u{3D2}\u{3D6}")
    }

    func testMathAndArrowEntitiesDecode() {
        XCTAssertEqual(HTMLEntities.decode("x &le; y &ne; z &ge; 0"), "x ≤ y ≠ z ≥ 0")
        XCTAssertEqual(HTMLEntities.decode("&sum; &prod; &radic;2 &infin; &minus;1 &asymp; &equiv;"), "∑ ∏ √2 ∞ −1 ≈ ≡")
        XCTAssertEqual(HTMLEntities.decode("&forall;x &isin; A &exist;y &notin; &empty;"), "∀x ∈ A ∃y ∉ ∅")
        XCTAssertEqual(HTMLEntities.decode("&larr;&uarr;&rarr;&darr;&harr; &lArr;&rArr;&hArr;"), "←↑→↓↔ ⇐⇒⇔")
        XCTAssertEqual(HTMLEntities.decode("&spades;&clubs;&hearts;&diams;"), "♠♣♥♦")
    }

    func testNamesAreCaseSensitive() {
        XCTAssertEqual(HTMLEntities.decode("&Eacute;&eacute;"), "Éé")
        XCTAssertEqual(HTMLEntities.decode("&Prime;&prime;"), "\u{2033}\u{2032}")
        XCTAssertEqual(HTMLEntities.decode("&EACUTE; &Amp;"), "&EACUTE; &Amp;")
    }

    // MARK: - Numeric references

    func testDecimalAndHexadecimalReferencesDecode() {
        XCTAssertEqual(HTMLEntities.decode("&#8220;Hi&#8221;"), "\u{201C}Hi\u{201D}")
        XCTAssertEqual(HTMLEntities.decode("a&#x2014;b&#X2014;c&#x2014;"), "a\u{2014}b\u{2014}c\u{2014}")
        XCTAssertEqual(HTMLEntities.decode("&#39;&#039;&#x27;&#X27;"), "''''")
        XCTAssertEqual(HTMLEntities.decode("&#x1F600; &#128512;"), "😀 😀")
        XCTAssertEqual(HTMLEntities.decode("&#xe9;&#xE9;&#Xe9;"), "ééé")
    }

    func testNumericReferencesAtTheEdgesOfUnicodeDecode() {
        XCTAssertEqual(HTMLEntities.decode("&#1;").unicodeScalars.map(\.value), [1])
        XCTAssertEqual(HTMLEntities.decode("&#xD7FF;").unicodeScalars.map(\.value), [0xD7FF])
        XCTAssertEqual(HTMLEntities.decode("&#xE000;").unicodeScalars.map(\.value), [0xE000])
        XCTAssertEqual(HTMLEntities.decode("&#x10FFFF;").unicodeScalars.map(\.value), [0x10FFFF])
        XCTAssertEqual(HTMLEntities.decode("&#1114111;").unicodeScalars.map(\.value), [0x10FFFF])
    }

    func testZeroSurrogateAndOutOfRangeReferencesBecomeTheReplacementCharacter() {
        for reference in [
            "&#0;", "&#x0;", "&#00000000;", "&#xD800;", "&#xDFFF;", "&#55296;", "&#57343;", "&#x110000;",
            "&#1114112;", "&#xFFFFFFFF;",
        ] {
            XCTAssertEqual(HTMLEntities.decode("<\(reference)>"), "<\u{FFFD}>", reference)
        }
    }

    func testReferencesWithMoreThanEightDigitsBecomeTheReplacementCharacter() {
        XCTAssertEqual(HTMLEntities.decode("&#99999999999;"), "\u{FFFD}")
        XCTAssertEqual(HTMLEntities.decode("&#000000039;"), "\u{FFFD}")
        XCTAssertEqual(HTMLEntities.decode("&#x000000041;"), "\u{FFFD}")
        XCTAssertEqual(HTMLEntities.decode("&#00000039;&#x00000041;"), "'A")
    }

    func testNumericReferencesWithoutDigitsAreKeptAsWritten() {
        for text in ["&#;", "&#x;", "&#X;", "&#xg;", "&#-1;", "&# 39;", "&#", "&#x", "&##39;"] {
            XCTAssertEqual(HTMLEntities.decode(text), text)
        }
    }

    func testNumericReferencesWithoutASemicolonAreKeptAsWritten() {
        for text in ["&#39", "&#39 is an apostrophe", "&#x41bc", "&#x41g;", "&#39&#39", "&#99999999999"] {
            XCTAssertEqual(HTMLEntities.decode(text), text)
        }
        XCTAssertEqual(HTMLEntities.decode("&#39&#39;"), "&#39'")
    }

    // MARK: - One pass, and what isn't a reference

    func testReferencesAreDecodedExactlyOnce() {
        XCTAssertEqual(HTMLEntities.decode("&amp;quot;"), "&quot;")
        XCTAssertEqual(HTMLEntities.decode("&amp;amp;"), "&amp;")
        XCTAssertEqual(HTMLEntities.decode("&amp;&amp;&amp;"), "&&&")
        XCTAssertEqual(HTMLEntities.decode("&amp;#039;"), "&#039;")
        XCTAssertEqual(HTMLEntities.decode("&#38;amp;"), "&amp;")
        XCTAssertEqual(HTMLEntities.decode("&#x26;#x26;"), "&#x26;")
    }

    func testUnknownNamesAreKeptAsWritten() {
        for text in ["&foo;", "&eacutex;", "&thetasyms;", "&;", "& ;", "&e acute;", "&\u{E9};", "&nbsp2;"] {
            XCTAssertEqual(HTMLEntities.decode(text), text)
        }
        XCTAssertEqual(HTMLEntities.decode("&foo;&amp;&bar;"), "&foo;&&bar;")
    }

    func testNamesWithoutASemicolonAndLoneAmpersandsAreKeptAsWritten() {
        for text in ["AT&T", "Tom & Jerry", "&", "&&", "rock&roll", "&amp", "x &amp y", "&eacute", "&lt3"] {
            XCTAssertEqual(HTMLEntities.decode(text), text)
        }
        XCTAssertEqual(HTMLEntities.decode("AT&T &amp; &amp"), "AT&T & &amp")
    }

    func testTextWithoutReferencesIsReturnedUnchanged() {
        for text in ["", "Plain question?", "Caf\u{E9} \u{1F600} 日本 e\u{301}", "; # x 39"] {
            XCTAssertEqual(Array(HTMLEntities.decode(text).utf8), Array(text.utf8))
        }
    }

    func testAdversarialInputDecodesInOnePassToTheExpectedLength() {
        let size = 200_000
        let ampersands = String(repeating: "&", count: size)
        XCTAssertEqual(HTMLEntities.decode(ampersands).utf8.count, size)
        let numberSigns = String(repeating: "&#", count: size / 2)
        XCTAssertEqual(HTMLEntities.decode(numberSigns).utf8.count, size)
        let hexPrefixes = String(repeating: "&#x", count: size / 3)
        XCTAssertEqual(HTMLEntities.decode(hexPrefixes).utf8.count, size / 3 * 3)
        let unterminated = String(repeating: "&amp", count: size / 4)
        XCTAssertEqual(HTMLEntities.decode(unterminated).utf8.count, size)
        let longDigits = "&#" + String(repeating: "9", count: size) + ";"
        XCTAssertEqual(HTMLEntities.decode(longDigits), "\u{FFFD}")
        let longName = "&" + String(repeating: "a", count: size) + ";"
        XCTAssertEqual(HTMLEntities.decode(longName).utf8.count, size + 2)
        let escaped = String(repeating: "&amp;", count: size / 5)
        XCTAssertEqual(HTMLEntities.decode(escaped), String(repeating: "&", count: size / 5))
    }

    func testDecodingRandomFragmentsNeverGrowsTheText() {
        let fragments = [
            "&", "#", "x", "X", ";", "0", "9", "F", "amp", "lt", "eacute", "Omega", "D800", "110000", "é", "😀", " ",
        ]
        var generator = SeededGenerator(seed: 0xDEC0DE)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...30, using: &generator))
                .map { _ in fragments.randomElement(using: &generator)! }
                .joined()
            // Every reference is at least as long in UTF-8 as what it decodes to.
            XCTAssertLessThanOrEqual(HTMLEntities.decode(text).utf8.count, text.utf8.count, text)
        }
    }

    func testEscapingThenDecodingGivesBackTheOriginalString() {
        let alphabet: [String] = [
            "&", ";", "#", "x", "a", "m", "p", "q", "u", "o", "t", "l", "g", "0", "3", "9", " ", "\n", "<", ">", "\"",
            "'", "é", "ü", "ñ", "°", "\u{301}", "😀", "🇫🇷", "日", "本", "Ω", "\u{2014}", "&amp;", "&#039;", "&#x;",
        ]
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<1_000 {
            let original = (0..<Int.random(in: 0...40, using: &generator))
                .map { _ in alphabet.randomElement(using: &generator)! }
                .joined()
            let escaped = Self.escapeHTML(original, using: &generator)
            let decoded = HTMLEntities.decode(escaped)
            XCTAssertEqual(Array(decoded.utf8), Array(original.utf8), "\(original) escaped as \(escaped)")
        }
    }

    // MARK: - url3986

    func testPercentDecodingRoundTripsAccentedEmojiAndCJKText() {
        for text in [
            "Beyoncé's Café Olé", "Ærøskøbing, São Paulo, Zürich", "😀 🇫🇷 👩‍👩‍👧", "日本語のクイズ", "한국어", "Ω ≤ ∞",
            "a+b=c & d/e?f#g%h", "", "e\u{301}",
        ] {
            let encoded = Self.percentEncode(text)
            XCTAssertEqual(PercentDecoding.decode(encoded), text, encoded)
        }
    }

    func testPercentDecodingKeepsPlusSigns() {
        XCTAssertEqual(PercentDecoding.decode("1+1%3D2"), "1+1=2")
        XCTAssertEqual(PercentDecoding.decode("C++%20and%2BC"), "C++ and+C")
    }

    func testPercentDecodingAcceptsLowercaseHex() {
        XCTAssertEqual(PercentDecoding.decode("caf%c3%a9"), "café")
    }

    func testMalformedPercentEscapesGiveNil() {
        for text in ["%", "100%", "%4", "%G1", "%1G", "%%", "a%zzb"] {
            XCTAssertNil(PercentDecoding.decode(text), text)
        }
    }

    func testPercentEscapesOfBytesThatArentUTF8GiveNil() {
        for text in ["%E9", "caf%E9", "%C3", "%FF", "%ED%A0%80", "%C0%AF", "%F4%90%80%80"] {
            XCTAssertNil(PercentDecoding.decode(text), text)
        }
    }

    // MARK: - base64

    func testBase64RoundTripsWithPadding() {
        for text in ["Science & Nature", "Beyoncé's", "😀", "日本語", "a", "ab", "abc", ""] {
            let encoded = Data(text.utf8).base64EncodedString()
            XCTAssertEqual(Base64Field.decode(encoded), text, encoded)
        }
        XCTAssertEqual(Base64Field.decode("Qm9vbGVhbg=="), "Boolean")
        XCTAssertEqual(Base64Field.decode("bWVkaXVt"), "medium")
    }

    func testBase64RoundTripsWithoutPadding() {
        for text in ["a", "ab", "Beyoncé", "😀!"] {
            let encoded = Data(text.utf8).base64EncodedString()
            let unpadded = String(encoded.prefix { $0 != "=" })
            XCTAssertNotEqual(unpadded, encoded, "the sample needs padding")
            XCTAssertEqual(Base64Field.decode(unpadded), text, unpadded)
        }
    }

    func testBase64IsTrimmedOfSurroundingWhitespace() {
        XCTAssertEqual(Base64Field.decode("  aGk=\n"), "hi")
        XCTAssertEqual(Base64Field.decode("\taGk\r\n"), "hi")
    }

    func testInvalidBase64GivesNil() {
        for text in ["a", "aGk===", "aGk==", "aQ=", "aG=k", "=aGk", "aGk=aGk=", "aG k=", "aGk*", "-_8=", "====", "="] {
            XCTAssertNil(Base64Field.decode(text), text)
        }
    }

    func testBase64OfBytesThatArentUTF8GivesNil() {
        for bytes: [UInt8] in [[0xE9], [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
            let encoded = Data(bytes).base64EncodedString()
            XCTAssertNil(Base64Field.decode(encoded), encoded)
        }
    }

    // MARK: - FieldEncoding

    func testFieldEncodingRawValuesAreTheAPIsEncodeParameter() {
        XCTAssertEqual(FieldEncoding(rawValue: "default"), .html)
        XCTAssertEqual(FieldEncoding(rawValue: "url3986"), .url3986)
        XCTAssertEqual(FieldEncoding(rawValue: "base64"), .base64)
        XCTAssertNil(FieldEncoding(rawValue: "html"))
    }

    func testEveryEncodingTrimsStraySpacesAndNewlines() {
        XCTAssertEqual(FieldEncoding.html.decode("  Science &amp; Nature \n"), "Science & Nature")
        XCTAssertEqual(FieldEncoding.html.decode("&#32;True&nbsp;"), "True")
        XCTAssertEqual(FieldEncoding.url3986.decode(" %20False%0A "), "False")
        XCTAssertEqual(FieldEncoding.base64.decode(Data(" Easy\n".utf8).base64EncodedString()), "Easy")
    }

    func testEachEncodingDecodesThroughItsDecoder() {
        XCTAssertEqual(FieldEncoding.html.decode("Beyonc&eacute;&#039;s"), "Beyoncé's")
        XCTAssertEqual(FieldEncoding.url3986.decode("Beyonc%C3%A9%27s"), "Beyoncé's")
        XCTAssertEqual(FieldEncoding.base64.decode("QmV5b25jw6kncw=="), "Beyoncé's")
    }

    func testHTMLNeverFailsWhileTheOtherEncodingsReturnNilForBadInput() {
        XCTAssertEqual(FieldEncoding.html.decode("&"), "&")
        XCTAssertEqual(FieldEncoding.html.decode("%G1 aG=k"), "%G1 aG=k")
        XCTAssertNil(FieldEncoding.url3986.decode("%G1"))
        XCTAssertNil(FieldEncoding.base64.decode("aG=k"))
    }

    // MARK: - Test-side encoders

    /// Escapes `& < > " '` as entities, choosing among equivalent spellings, and some other
    /// characters as numeric references.
    private static func escapeHTML(_ text: String, using generator: inout SeededGenerator) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&":
                escaped += ["&amp;", "&#38;", "&#x26;"].randomElement(using: &generator)!
            case "<":
                escaped += ["&lt;", "&#60;"].randomElement(using: &generator)!
            case ">":
                escaped += ["&gt;", "&#X3E;"].randomElement(using: &generator)!
            case "\"":
                escaped += ["&quot;", "&#34;"].randomElement(using: &generator)!
            case "'":
                escaped += ["&#039;", "&#39;", "&apos;", "&#x27;"].randomElement(using: &generator)!
            default:
                switch Int.random(in: 0..<8, using: &generator) {
                case 0:
                    escaped += "&#\(scalar.value);"
                case 1:
                    escaped += "&#x\(String(scalar.value, radix: 16));"
                default:
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Percent-encodes every UTF-8 byte outside RFC 3986's unreserved characters.
    private static func percentEncode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
