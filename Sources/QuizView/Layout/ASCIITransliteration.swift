/// Text for a terminal that can only show ASCII (a locale that isn't UTF-8, such as `LANG=C`).
///
/// Each glyph (see `Glyph`) becomes ASCII:
/// - Latin letters lose their marks, by their Unicode name: é→e, Ö→O, ø→o, ł→l, ñ→n; a few
///   letters are spelled out: ß→ss, ẞ→SS, æ→ae, Œ→OE, þ→th, ð→d, ŋ→n; ligatures too (ﬁ→fi);
/// - digits of any script become 0–9, fullwidth forms their ASCII twins, and typographic
///   punctuation its plain form: ‘’→', “”«»→" (« Vrai » → "Vrai"), –—→-, …→..., ×→x, °→deg,
///   ©→(c), ½→1/2;
/// - any other space is a space (two for the wide ideographic space);
/// - anything else (other scripts, emoji, symbols) becomes `?`, once per column it takes, so
///   that the line keeps its width.
public enum ASCIITransliteration {
    /// `text` in ASCII; ASCII text is returned unchanged.
    public static func transliterate(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        // A spaced middle dot separates ("Daily #11 · 6 / 10"): a dash reads as one, a full stop
        // doesn't.
        var text = text.replacing(" \u{B7} ", with: " - ")
        // French quotation marks hold their words with no-break spaces (« Vrai »); straight
        // quotes hold them close ("Vrai").
        for space in ["\u{A0}", "\u{202F}"] {
            text = text.replacing("\u{AB}" + space, with: "\u{AB}").replacing(space + "\u{BB}", with: "\u{BB}")
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
                continue
            }
            for glyph in Glyph.glyphs(of: character) {
                result += ascii(for: glyph)
            }
        }
        return result
    }

    // MARK: - Private

    private static func ascii(for glyph: Glyph) -> String {
        guard let base = glyph.symbol.unicodeScalars.first else { return "" }
        if base.isASCII { return String(Character(base)) }
        if base.properties.isWhitespace { return String(repeating: " ", count: glyph.width) }
        if let spelled = punctuation[base.value] { return spelled }
        if let digit = digit(base) { return digit }
        if (0xFF01...0xFF5E).contains(base.value), let twin = Unicode.Scalar(base.value - 0xFEE0) {
            return String(Character(twin))
        }
        if let letters = latinLetters(base) { return letters }
        return String(repeating: "?", count: glyph.width)
    }

    /// A decimal digit of any script as 0–9.
    private static func digit(_ scalar: Unicode.Scalar) -> String? {
        let properties = scalar.properties
        guard properties.numericType == .decimal, let value = properties.numericValue,
            value >= 0, value <= 9, value == value.rounded()
        else { return nil }
        return String(Int(value))
    }

    /// The ASCII letters of a Latin letter or ligature, from its Unicode name, such as
    /// "LATIN SMALL LETTER O WITH DIAERESIS" → "o" or "LATIN CAPITAL LIGATURE OE" → "OE".
    private static func latinLetters(_ scalar: Unicode.Scalar) -> String? {
        guard var name = scalar.properties.name else { return nil }
        if name.hasPrefix("FULLWIDTH ") { name.removeFirst("FULLWIDTH ".count) }
        var words = name.split(separator: " ").map(String.init)
        guard words.count >= 4, words[0] == "LATIN", words[2] == "LETTER" || words[2] == "LIGATURE" else {
            return nil
        }
        let isSmall: Bool
        switch words[1] {
        case "SMALL": isSmall = true
        case "CAPITAL": isSmall = false
        default: return nil
        }
        words.removeFirst(3)
        // "DOTLESS I", "LONG S", "TURNED A", "OPEN O": the letter is the next word.
        while words.count > 1, letterShapes.contains(words[0]) { words.removeFirst() }
        let letter = words[0]
        let spelled: String
        if let special = spelledLetters[letter] {
            spelled = special
        } else if (1...3).contains(letter.count), letter.allSatisfy({ $0.isASCII && $0.isLetter }) {
            spelled = letter
        } else {
            return nil
        }
        return isSmall ? spelled.lowercased() : spelled
    }

    /// Words in Latin letter names that describe the letter's shape before naming it.
    private static let letterShapes: Set<String> = [
        "DOTLESS", "LONG", "TURNED", "REVERSED", "OPEN", "CLOSED", "BARRED", "SCRIPT", "INSULAR",
    ]

    /// Latin letters whose name isn't the letter itself.
    private static let spelledLetters: [String: String] = [
        "SHARP": "SS", "ETH": "D", "THORN": "TH", "ENG": "N", "SCHWA": "E", "EZH": "Z", "YOGH": "Y",
        "WYNN": "W",
    ]

    /// Punctuation and symbols with a plain ASCII form.
    private static let punctuation: [UInt32: String] = [
        // Quotes and primes.
        0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201B: "'", 0x2032: "'", 0x2039: "'", 0x203A: "'",
        0x201C: "\"", 0x201D: "\"", 0x201E: "\"", 0x201F: "\"", 0x2033: "\"", 0x00AB: "\"", 0x00BB: "\"",
        // Dashes and minus.
        0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-", 0x2015: "-", 0x2212: "-",
        // Other punctuation.
        // The ordinal indicators: "nº 26", "1ª".
        0x00BA: "o", 0x00AA: "a",
        0x2026: "...", 0x2022: "*", 0x00B7: ".", 0x00BF: "?", 0x00A1: "!", 0x00A7: "S", 0x00B6: "P",
        // Symbols.
        0x00D7: "x", 0x00F7: "/", 0x00B0: "deg", 0x00B1: "+/-", 0x00B5: "u", 0x00A9: "(c)", 0x00AE: "(R)",
        0x2122: "TM", 0x20AC: "EUR", 0x00A3: "GBP", 0x00A5: "JPY", 0x00A2: "c", 0x2248: "~", 0x2260: "!=",
        0x2264: "<=", 0x2265: ">=", 0x2190: "<-", 0x2192: "->", 0x2194: "<->", 0x2191: "^", 0x2193: "v",
        // Fractions and superscripts.
        0x00BC: "1/4", 0x00BD: "1/2", 0x00BE: "3/4", 0x00B9: "1", 0x00B2: "2", 0x00B3: "3",
    ]
}
