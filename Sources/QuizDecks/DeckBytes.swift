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
        return firstInvalidByte(body).map { invalidUTF8(at: $0, in: body) }
    }

    /// The offset of the first byte that doesn't belong to well-formed UTF-8 (no overlong
    /// forms, no surrogates, nothing past U+10FFFF); nil when every byte does.
    static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        do {
            _ = try UTF8Span(validating: bytes.span)
            return nil
        } catch {
            return error.byteOffsets.lowerBound
        }
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

    /// Where the byte at `offset`, the first that isn't UTF-8, is: its line, its column in
    /// characters (scalars: the valid bytes before it that don't continue one), and the byte.
    private static func invalidUTF8(at offset: Int, in body: UnsafeBufferPointer<UInt8>) -> DeckRefusal {
        let before = body[0..<offset]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = body[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1
        return .invalidUTF8(line: line(of: offset, in: body), column: column, byte: body[offset])
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
