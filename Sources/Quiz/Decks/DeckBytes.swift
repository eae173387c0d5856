import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A deck file's bytes as text: UTF-8, with or without a byte order mark; anything else is
/// refused, saying where.
enum DeckBytes {
    /// The text of `data`, its byte order mark taken off; or, for bytes that aren't UTF-8 text,
    /// where the first wrong one is (a NUL byte says the file is binary).
    static func decode(_ data: Data) -> Result<String, DeckRefusal> {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        if isUTF16(data) { return .failure(.utf16) }
        let body = data.starts(with: bom) ? data.dropFirst(bom.count) : data[...]
        // Through the bytes themselves: Data's generic paths are many times slower on 10 MB.
        enum Decoded {
            case text(String)
            case nul(at: Int)
            case invalid
        }
        let decoded = body.withUnsafeBytes { raw -> Decoded in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let base = bytes.baseAddress, let nul = memchr(base, 0, bytes.count) {
                return .nul(at: UnsafeRawPointer(base).distance(to: UnsafeRawPointer(nul)))
            }
            return String(validating: bytes, as: UTF8.self).map(Decoded.text) ?? .invalid
        }
        switch decoded {
        case .text(let text): return .success(text)
        case .nul(let offset): return .failure(.binary(line: line(of: body.startIndex + offset, in: body)))
        case .invalid: return .failure(invalidUTF8(body))
        }
    }

    /// Whether `data` is UTF-16: a byte order mark (FF FE, FE FF), or a NUL beside an ASCII
    /// letter in the first two bytes, as UTF-16 writes one.
    private static func isUTF16(_ data: Data) -> Bool {
        guard data.count >= 2 else { return false }
        let first = data[data.startIndex]
        let second = data[data.startIndex + 1]
        if (first, second) == (0xFF, 0xFE) || (first, second) == (0xFE, 0xFF) { return true }
        return (first == 0) != (second == 0) && max(first, second) < 0x80
    }

    /// Where the first byte that isn't UTF-8 is: its line, its column in characters (scalars),
    /// and the byte.
    private static func invalidUTF8(_ body: Data.SubSequence) -> DeckRefusal {
        var iterator = body.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = body.startIndex
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

    /// The line (from 1) of the byte at `index`.
    private static func line(of index: Data.Index, in body: Data.SubSequence) -> Int {
        body[body.startIndex..<index].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
