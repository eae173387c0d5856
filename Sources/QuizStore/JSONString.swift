#if canImport(Glibc)
    import Glibc
#endif

/// A JSON string's contents (the bytes between its quotes) decoded: the one decoder of the JSON
/// the game reads by hand, deck files (`DeckJSONReader`) and history lines (`HistoryLineReader`).
///
/// The policy: the escapes RFC 8259 defines (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`,
/// `\uXXXX`) and no other; a `\u` pair of surrogates is the one character it encodes; a surrogate
/// that isn't half of such a pair (a lone surrogate, which no Unicode text can hold) becomes
/// U+FFFD and is reported (`hasLoneSurrogate`), so that a reader that must refuse what
/// `JSONDecoder` refuses (the history) can, and one that plays what it can (a deck) keeps the
/// rest. Bytes that aren't UTF-8 and any other escape make the string undecodable (nil).
/// Control characters are the scanner's to refuse: they are copied as they are.
package enum JSONString {
    package struct Decoded: Equatable {
        package var text: String
        package var hasLoneSurrogate = false
    }

    /// `raw` decoded; nil when it isn't UTF-8 or has an escape JSON doesn't define.
    package static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> Decoded? {
        guard let base = raw.baseAddress, memchr(base, Int32(backslash), raw.count) != nil else {
            return text(raw).map { Decoded(text: $0) }
        }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var hasLoneSurrogate = false
        var pendingHigh: UInt32?
        func replaceLone() {
            output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            hasLoneSurrogate = true
        }
        func flushHigh() {
            guard pendingHigh != nil else { return }
            pendingHigh = nil
            replaceLone()
        }
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == backslash else {
                flushHigh()
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.count else { return nil }
            let code = raw[index + 1]
            index += 2
            guard code == UInt8(ascii: "u") else {
                flushHigh()
                guard let simple = simpleEscape(code) else { return nil }
                output.append(simple)
                continue
            }
            guard let unit = hex4(raw, at: index) else { return nil }
            index += 4
            if let high = pendingHigh, (0xDC00...0xDFFF).contains(unit) {
                pendingHigh = nil
                encode(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), into: &output)
                continue
            }
            flushHigh()
            if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = unit
            } else if (0xDC00...0xDFFF).contains(unit) {
                replaceLone()
            } else {
                encode(unit, into: &output)
            }
        }
        flushHigh()
        return output.withUnsafeBufferPointer(text).map { Decoded(text: $0, hasLoneSurrogate: hasLoneSurrogate) }
    }

    /// `bytes` as a String; nil when they aren't UTF-8. (Checked by `UTF8Span`, then made
    /// without a second check: the generic `String(validating:)` looked up type metadata at each
    /// call, a fifth of a 100,000-entry deck's reading.)
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard (try? UTF8Span(validating: bytes.span)) != nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let backslash = UInt8(ascii: "\\")

    /// The byte a one-letter escape stands for; nil for a letter JSON doesn't define (and `u`).
    package static func simpleEscape(_ code: UInt8) -> UInt8? {
        switch code {
        case UInt8(ascii: "\""), backslash, UInt8(ascii: "/"): code
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The value of a hexadecimal digit; nil for any other byte.
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The four hexadecimal digits at `index` as a number; nil when they aren't.
    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= raw.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexValue(raw[index + offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Appends the UTF-8 of scalar `value` (not a surrogate).
    private static func encode(_ value: UInt32, into output: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { output.append($0) }
    }
}
