import Foundation

/// How the Open Trivia DB encoded the string fields of an answer: the `encode` parameter of `api.php`.
///
/// Without the parameter (`default`) strings carry HTML entities; `url3986` percent-encodes their
/// UTF-8 bytes; `urlLegacy` does too but writes a space as `+` (PHP's `urlencode`); `base64`
/// encodes every field, `type` and `difficulty` included.
public enum FieldEncoding: String, Sendable, CaseIterable {
    case html = "default"
    case url3986
    case urlLegacy
    case base64
}

extension FieldEncoding {
    /// `text` decoded once and trimmed of leading and trailing whitespace and newlines (the API
    /// sends stray spaces).
    ///
    /// Nil when `text` isn't valid in this encoding; HTML decoding never fails.
    package func decode(_ text: String) -> String? {
        let decoded: String?
        switch self {
        case .html:
            decoded = HTMLEntities.decode(text)
        case .url3986:
            decoded = PercentDecoding.decode(text)
        case .urlLegacy:
            decoded = PercentDecoding.decodeLegacy(text)
        case .base64:
            decoded = Base64Field.decode(text)
        }
        return decoded?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Character references in the Open Trivia DB's default encoding: named (`&eacute;`), decimal
/// (`&#039;`) and hexadecimal (`&#x2014;`).
///
/// One pass, left to right, in linear time: `&amp;quot;` gives `&quot;`. A reference must end with
/// `;`; anything that isn't a complete reference to a known name (`AT&T`, `&foo;`, `&#;`) is kept
/// exactly as written. Numeric references to 0, to a surrogate, beyond U+10FFFF or with more than
/// 8 digits give U+FFFD.
package enum HTMLEntities {
    /// Named references and their code points, from the HTML specification: the whole HTML 4 set
    /// (ISO-8859-1, symbols and Greek, special characters) plus `apos`.
    static let codePoints: [String: UInt32] = [
        // ASCII
        "quot": 0x0022, "amp": 0x0026, "apos": 0x0027, "lt": 0x003C, "gt": 0x003E,
        // ISO-8859-1 (Latin-1 Supplement)
        "nbsp": 0x00A0, "iexcl": 0x00A1, "cent": 0x00A2, "pound": 0x00A3, "curren": 0x00A4, "yen": 0x00A5,
        "brvbar": 0x00A6, "sect": 0x00A7, "uml": 0x00A8, "copy": 0x00A9, "ordf": 0x00AA, "laquo": 0x00AB,
        "not": 0x00AC, "shy": 0x00AD, "reg": 0x00AE, "macr": 0x00AF, "deg": 0x00B0, "plusmn": 0x00B1, "sup2": 0x00B2,
        "sup3": 0x00B3, "acute": 0x00B4, "micro": 0x00B5, "para": 0x00B6, "middot": 0x00B7, "cedil": 0x00B8,
        "sup1": 0x00B9, "ordm": 0x00BA, "raquo": 0x00BB, "frac14": 0x00BC, "frac12": 0x00BD, "frac34": 0x00BE,
        "iquest": 0x00BF, "Agrave": 0x00C0, "Aacute": 0x00C1, "Acirc": 0x00C2, "Atilde": 0x00C3, "Auml": 0x00C4,
        "Aring": 0x00C5, "AElig": 0x00C6, "Ccedil": 0x00C7, "Egrave": 0x00C8, "Eacute": 0x00C9, "Ecirc": 0x00CA,
        "Euml": 0x00CB, "Igrave": 0x00CC, "Iacute": 0x00CD, "Icirc": 0x00CE, "Iuml": 0x00CF, "ETH": 0x00D0,
        "Ntilde": 0x00D1, "Ograve": 0x00D2, "Oacute": 0x00D3, "Ocirc": 0x00D4, "Otilde": 0x00D5, "Ouml": 0x00D6,
        "times": 0x00D7, "Oslash": 0x00D8, "Ugrave": 0x00D9, "Uacute": 0x00DA, "Ucirc": 0x00DB, "Uuml": 0x00DC,
        "Yacute": 0x00DD, "THORN": 0x00DE, "szlig": 0x00DF, "agrave": 0x00E0, "aacute": 0x00E1, "acirc": 0x00E2,
        "atilde": 0x00E3, "auml": 0x00E4, "aring": 0x00E5, "aelig": 0x00E6, "ccedil": 0x00E7, "egrave": 0x00E8,
        "eacute": 0x00E9, "ecirc": 0x00EA, "euml": 0x00EB, "igrave": 0x00EC, "iacute": 0x00ED, "icirc": 0x00EE,
        "iuml": 0x00EF, "eth": 0x00F0, "ntilde": 0x00F1, "ograve": 0x00F2, "oacute": 0x00F3, "ocirc": 0x00F4,
        "otilde": 0x00F5, "ouml": 0x00F6, "divide": 0x00F7, "oslash": 0x00F8, "ugrave": 0x00F9, "uacute": 0x00FA,
        "ucirc": 0x00FB, "uuml": 0x00FC, "yacute": 0x00FD, "thorn": 0x00FE, "yuml": 0x00FF,
        // Latin Extended and spacing modifiers
        "OElig": 0x0152, "oelig": 0x0153, "Scaron": 0x0160, "scaron": 0x0161, "Yuml": 0x0178, "fnof": 0x0192,
        "circ": 0x02C6, "tilde": 0x02DC,
        // Greek
        "Alpha": 0x0391, "Beta": 0x0392, "Gamma": 0x0393, "Delta": 0x0394, "Epsilon": 0x0395, "Zeta": 0x0396,
        "Eta": 0x0397, "Theta": 0x0398, "Iota": 0x0399, "Kappa": 0x039A, "Lambda": 0x039B, "Mu": 0x039C, "Nu": 0x039D,
        "Xi": 0x039E, "Omicron": 0x039F, "Pi": 0x03A0, "Rho": 0x03A1, "Sigma": 0x03A3, "Tau": 0x03A4,
        "Upsilon": 0x03A5, "Phi": 0x03A6, "Chi": 0x03A7, "Psi": 0x03A8, "Omega": 0x03A9, "alpha": 0x03B1,
        "beta": 0x03B2, "gamma": 0x03B3, "delta": 0x03B4, "epsilon": 0x03B5, "zeta": 0x03B6, "eta": 0x03B7,
        "theta": 0x03B8, "iota": 0x03B9, "kappa": 0x03BA, "lambda": 0x03BB, "mu": 0x03BC, "nu": 0x03BD, "xi": 0x03BE,
        "omicron": 0x03BF, "pi": 0x03C0, "rho": 0x03C1, "sigmaf": 0x03C2, "sigma": 0x03C3, "tau": 0x03C4,
        "upsilon": 0x03C5, "phi": 0x03C6, "chi": 0x03C7, "psi": 0x03C8, "omega": 0x03C9, "thetasym": 0x03D1,
        "upsih": 0x03D2, "piv": 0x03D6,
        // General punctuation and the euro sign
        "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D, "lrm": 0x200E, "rlm": 0x200F,
        "ndash": 0x2013, "mdash": 0x2014, "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C,
        "rdquo": 0x201D, "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022, "hellip": 0x2026,
        "permil": 0x2030, "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039, "rsaquo": 0x203A, "oline": 0x203E,
        "frasl": 0x2044, "euro": 0x20AC,
        // Letterlike symbols and arrows
        "image": 0x2111, "weierp": 0x2118, "real": 0x211C, "trade": 0x2122, "alefsym": 0x2135, "larr": 0x2190,
        "uarr": 0x2191, "rarr": 0x2192, "darr": 0x2193, "harr": 0x2194, "crarr": 0x21B5, "lArr": 0x21D0,
        "uArr": 0x21D1, "rArr": 0x21D2, "dArr": 0x21D3, "hArr": 0x21D4,
        // Mathematical operators
        "forall": 0x2200, "part": 0x2202, "exist": 0x2203, "empty": 0x2205, "nabla": 0x2207, "isin": 0x2208,
        "notin": 0x2209, "ni": 0x220B, "prod": 0x220F, "sum": 0x2211, "minus": 0x2212, "lowast": 0x2217,
        "radic": 0x221A, "prop": 0x221D, "infin": 0x221E, "ang": 0x2220, "and": 0x2227, "or": 0x2228, "cap": 0x2229,
        "cup": 0x222A, "int": 0x222B, "there4": 0x2234, "sim": 0x223C, "cong": 0x2245, "asymp": 0x2248, "ne": 0x2260,
        "equiv": 0x2261, "le": 0x2264, "ge": 0x2265, "sub": 0x2282, "sup": 0x2283, "nsub": 0x2284, "sube": 0x2286,
        "supe": 0x2287, "oplus": 0x2295, "otimes": 0x2297, "perp": 0x22A5, "sdot": 0x22C5,
        // Technical symbols, shapes, card suits and angle brackets
        "lceil": 0x2308, "rceil": 0x2309, "lfloor": 0x230A, "rfloor": 0x230B, "loz": 0x25CA, "spades": 0x2660,
        "clubs": 0x2663, "hearts": 0x2665, "diams": 0x2666, "lang": 0x27E8, "rang": 0x27E9,
    ]

    /// The longest name in `codePoints`; longer runs of letters and digits are never looked up.
    private static let longestName = codePoints.keys.map(\.utf8.count).max() ?? 0

    /// `codePoints` by each name's bytes put together in a number (`packed`; no name is over 8
    /// bytes): a name is looked up without a string made and hashed for it.
    private static let packedCodePoints = Dictionary(
        uniqueKeysWithValues: codePoints.map { (packed($0.key.utf8), $0.value) })

    /// Up to 8 bytes, none of them 0 (letters and digits), as one number: two names are two numbers.
    private static func packed<Bytes: Sequence<UInt8>>(_ name: Bytes) -> UInt64 {
        name.reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    private enum ASCII {
        static let ampersand = UInt8(ascii: "&")
        static let semicolon = UInt8(ascii: ";")
        static let numberSign = UInt8(ascii: "#")
        static let lowercaseX = UInt8(ascii: "x")
        static let uppercaseX = UInt8(ascii: "X")
    }

    package static func decode(_ text: String) -> String {
        // Through the contiguous bytes when there are (the generic `contains` was a twentieth of
        // a 100,000-question deck's start); nil: no reference, the text as it is.
        let decoded = text.utf8.withContiguousStorageIfAvailable(decode(bytes:))
        return (decoded ?? Array(text.utf8).withUnsafeBufferPointer(decode(bytes:))) ?? text
    }

    /// The text of `bytes` with its references decoded; nil when it has none.
    ///
    /// The runs between references are copied whole, not byte by byte, straight into the string's
    /// storage (no array first): no reference is shorter than its UTF-8 (`&ni;` is 3 bytes, `&#0;`
    /// U+FFFD's 3), so `bytes.count` is room enough. A deck's reader passes a field's bytes (UTF-8,
    /// checked) without making a string of them first.
    package static func decode(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard var ampersand = firstAmpersand(in: bytes, from: 0) else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            var (copied, written) = (0, 0)
            func write(_ run: Slice<UnsafeBufferPointer<UInt8>>) {
                UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: output[written...]))
                    .copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: run)))
                written += run.count
            }
            while true {
                write(bytes[copied..<ampersand])
                let reference = parseReference(in: bytes, after: ampersand)
                if let scalar = reference.scalar {
                    UTF8.encode(scalar) { byte in
                        output[written] = byte
                        written += 1
                    }
                } else {
                    write(bytes[ampersand..<reference.end])
                }
                copied = reference.end
                guard let next = firstAmpersand(in: bytes, from: copied) else { break }
                ampersand = next
            }
            write(bytes[copied...])
            // Only ASCII runs were replaced, each by a whole scalar: the bytes are still valid UTF-8.
            return written
        }
    }

    /// Where the first `&` of `bytes` from `start` is, found by `memchr`: a deck's every field is
    /// looked through, most of them without one.
    private static func firstAmpersand(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(ASCII.ampersand), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The reference whose `&` is at `bytes[ampersand]`: its scalar and the index just past it, or
    /// nil and the index up to which the text is to be kept as written (never before the `&`'s
    /// successor, never past a later `&`, so the whole decode stays linear).
    private static func parseReference(in bytes: UnsafeBufferPointer<UInt8>, after ampersand: Int) -> (
        scalar: Unicode.Scalar?, end: Int
    ) {
        let start = ampersand + 1
        if start < bytes.count, bytes[start] == ASCII.numberSign {
            return parseNumericReference(in: bytes, digitsFrom: start + 1)
        }
        var end = start
        while end < bytes.count, isASCIILetterOrDigit(bytes[end]) {
            end += 1
        }
        guard end > start, end < bytes.count, bytes[end] == ASCII.semicolon, end - start <= longestName,
            let codePoint = packedCodePoints[packed(bytes[start..<end])],
            let scalar = Unicode.Scalar(codePoint)
        else { return (nil, end) }
        return (scalar, end + 1)
    }

    /// A numeric reference whose text after `&#` starts at `bytes[position]`.
    private static func parseNumericReference(in bytes: UnsafeBufferPointer<UInt8>, digitsFrom position: Int) -> (
        scalar: Unicode.Scalar?, end: Int
    ) {
        var index = position
        var radix: UInt32 = 10
        if index < bytes.count, bytes[index] == ASCII.lowercaseX || bytes[index] == ASCII.uppercaseX {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, let digit = digitValue(bytes[index], radix: radix) {
            // Eight digits fit in a UInt32 in either radix; more give U+FFFD anyway.
            if index - digitsStart < 8 {
                value = value * radix + digit
            }
            index += 1
        }
        let digitCount = index - digitsStart
        guard digitCount > 0, index < bytes.count, bytes[index] == ASCII.semicolon else { return (nil, index) }
        guard digitCount <= 8, value != 0, let scalar = Unicode.Scalar(value) else {
            // Unicode.Scalar refuses surrogates and values beyond U+10FFFF.
            return (replacementCharacter, index + 1)
        }
        return (scalar, index + 1)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        let value: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"):
            value = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"):
            value = byte - UInt8(ascii: "A") + 10
        default:
            return nil
        }
        return UInt32(value) < radix ? UInt32(value) : nil
    }
}

/// Percent-encoding as the Open Trivia DB's `encode=url3986` sends it: `%XX` escapes of UTF-8
/// bytes, and `+` is a plus sign (RFC 3986, not form encoding).
package enum PercentDecoding {
    /// The decoded text, or nil for a malformed escape (`%`, `%G1`) or bytes that aren't UTF-8
    /// (`%E9` alone).
    ///
    /// Foundation's `removingPercentEncoding` does exactly this on Linux too.
    package static func decode(_ text: String) -> String? {
        text.removingPercentEncoding
    }

    /// `encode=urlLegacy`'s text decoded: each `+` is a space (a plus sign comes as `%2B`), then
    /// as `decode`.
    package static func decodeLegacy(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "+")) else { return text.removingPercentEncoding }
        return String(decoding: text.utf8.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
            .removingPercentEncoding
    }
}

/// Standard base64 (RFC 4648 alphabet `A–Z a–z 0–9 + /`) as the Open Trivia DB's `encode=base64`
/// sends it.
///
/// Written out rather than `Data(base64Encoded:)`, which refuses missing padding and, on Linux,
/// accepts `=` inside the text (`aG=k` gives two bytes).
package enum Base64Field {
    private static let padding = UInt8(ascii: "=")

    /// The decoded text, or nil when `text` (trimmed of surrounding whitespace) isn't base64 or its
    /// bytes aren't UTF-8.
    ///
    /// Padding is optional, but when present it must complete the last group of four.
    package static func decode(_ text: String) -> String? {
        var symbols = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        var paddingCount = 0
        while paddingCount < 2, symbols.last == padding {
            symbols.removeLast()
            paddingCount += 1
        }
        guard symbols.count % 4 != 1 else { return nil }
        guard paddingCount == 0 || (symbols.count + paddingCount) % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(symbols.count / 4 * 3 + 2)
        var accumulator: UInt32 = 0
        var bitCount = 0
        for symbol in symbols {
            guard let sextet = sextetValue(symbol) else { return nil }
            accumulator = accumulator << 6 | sextet
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount)))
                accumulator &= (1 << UInt32(bitCount)) - 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func sextetValue(_ symbol: UInt8) -> UInt32? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return UInt32(symbol - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return UInt32(symbol - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return UInt32(symbol - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"):
            return 62
        case UInt8(ascii: "/"):
            return 63
        default:
            return nil
        }
    }
}
