#if canImport(Glibc)
    import Glibc
#endif

/// A deck file's bytes as text: UTF-8, with or without a byte order mark.
///
/// Anything else is refused, saying where. The bytes are checked where they are, never copied
/// into a `String`.
enum DeckBytes {
    /// UTF-8's byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` without their byte order mark, if any.
    static func body(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        bytes.starts(with: byteOrderMark) ? UnsafeBufferPointer(rebasing: bytes[byteOrderMark.count...]) : bytes
    }

    /// Why `body` (without its byte order mark) isn't UTF-8 text: where the first wrong byte is
    /// (a NUL byte says the file is binary); nil when it is text.
    static func refusal(_ body: UnsafeBufferPointer<UInt8>) -> DeckRefusal? {
        guard let base = body.baseAddress else { return nil }
        if isUTF16(body) { return .utf16 }
        if let nul = memchr(base, 0, body.count) {
            return .binary(line: line(of: UnsafeRawPointer(base).distance(to: UnsafeRawPointer(nul)), in: body))
        }
        return firstInvalidByte(body).map { _ in invalidUTF8(body) }
    }

    /// The offset of the first byte that doesn't belong to well-formed UTF-8; nil when every
    /// byte does.
    ///
    /// No overlong forms, no surrogates, nothing past U+10FFFF. ASCII 8 bytes at a time.
    static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            var length = 0
            // The range of the byte after the lead; those after it are 0x80...0xBF.
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= count, second.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return index }
            index += length
        }
        return nil
    }

    /// Whether `bytes` are UTF-16: a byte order mark (FF FE, FE FF), or a NUL beside an ASCII
    /// letter in the first two bytes, as UTF-16 writes one.
    static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        let first = bytes[0]
        let second = bytes[1]
        if (first, second) == (0xFF, 0xFE) || (first, second) == (0xFE, 0xFF) { return true }
        return (first == 0) != (second == 0) && max(first, second) < 0x80
    }

    /// Where the first byte that isn't UTF-8 is: its line, its column in characters (scalars),
    /// and the byte.
    private static func invalidUTF8(_ body: UnsafeBufferPointer<UInt8>) -> DeckRefusal {
        var iterator = body.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return .invalidUTF8(line: line, column: column, byte: body[offset])
            case .emptyInput:
                // Not reached: the bytes were found not to be UTF-8.
                return .invalidUTF8(line: line, column: column, byte: 0)
            }
        }
    }

    /// The line (from 1) of the byte at `offset`.
    private static func line(of offset: Int, in body: UnsafeBufferPointer<UInt8>) -> Int {
        body[0..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// The first scalar that isn't white space in UTF-8 `bytes`; nil when there is none.
    static func firstVisibleScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            let scalar = Unicode.UTF8.decode(encoded)
            if !scalar.properties.isWhitespace { return scalar }
        }
        return nil
    }
}
