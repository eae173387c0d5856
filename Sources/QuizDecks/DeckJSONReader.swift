import Foundation
import QuizStore

/// Reads an Open Trivia DB answer (or our bank) straight from its UTF-8 bytes.
///
/// The top level's `response_code`, `encoding` and `results`, and of each entry the string fields
/// a deck uses, kept as places in the bytes; every other value is checked and skipped. Strict
/// JSON (RFC 8259): anything else is refused, saying what and where.
struct DeckJSONReader {
    /// The deepest nesting skipped (Foundation's limit, too): it bounds the recursion.
    static let maximumDepth = 512

    /// A string value's place in the bytes, between its quotes; `escaped` when it has a `\`.
    struct Span {
        var start, end: UInt32
        var escaped: Bool
    }

    /// One entry of `results`: whether it is an object, and its string fields.
    struct Entry {
        var isObject = false
        var type, difficulty, category, question, correctAnswer, explanation: Span?
    }

    /// What the top level holds.
    struct Answer {
        var responseCode: Int?
        var encoding: String?
        /// Nil when there is no `results` (or it is `null`).
        var results: [Entry]?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The values (members and elements, at any depth) read so far (`DeckJSON.maximumValues`).
    var values = 0

    // MARK: - The answer's shape

    /// The top level, read to the end of the bytes.
    mutating func answer() -> Result<Answer, DeckRefusal> {
        do throws(DeckRefusal) {
            skipSpace()
            guard peek() == ASCII.openBrace else {
                if index < bytes.count, peek() == ASCII.openBracket {
                    throw DeckRefusal.notAnAnswer(.topLevelIsAList, at: position(index))
                }
                throw failure(.object)
            }
            var answer = Answer()
            try container(ASCII.closeBrace) { (reader, key) throws(DeckRefusal) in
                switch key {
                case .responseCode:
                    let start = reader.index
                    answer.responseCode = nil
                    guard try !reader.isNull() else { break }
                    guard let code = try reader.number() else {
                        throw DeckRefusal.notAnAnswer(.responseCodeIsNotAWholeNumber, at: reader.position(start))
                    }
                    answer.responseCode = code
                case .encoding:
                    if reader.peek() == ASCII.quote {
                        answer.encoding = reader.string(try reader.stringSpan())
                    } else {
                        try reader.skipValue()
                    }
                case .results:
                    if reader.peek() == ASCII.openBracket {
                        answer.results = try reader.entries()
                    } else if try reader.isNull() {
                        answer.results = nil
                    } else {
                        throw DeckRefusal.notAnAnswer(.resultsIsNotAList, at: reader.position(reader.index))
                    }
                default: try reader.skipValue()
                }
            }
            skipSpace()
            guard index == bytes.count else { throw failure(.end) }
            return .success(answer)
        } catch {
            return .failure(error)
        }
    }

    /// `results`: its entries; past as many as a deck may have, the reading stops.
    private mutating func entries() throws(DeckRefusal) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(min(bytes.count / 150, DeckFile.maximumRows))
        try container(ASCII.closeBracket) { (reader, _) throws(DeckRefusal) in
            guard entries.count < DeckFile.maximumRows else { throw .tooManyRows(limit: DeckFile.maximumRows) }
            entries.append(try reader.entry())
        }
        return entries
    }

    /// One entry: its string fields when it is an object.
    mutating func entry() throws(DeckRefusal) -> Entry {
        guard peek() == ASCII.openBrace else {
            try skipValue()
            return Entry()
        }
        var entry = Entry(isObject: true)
        try container(ASCII.closeBrace) { (reader, key) throws(DeckRefusal) in
            // A field that isn't a string is as if it weren't there.
            var span: Span?
            if reader.peek() == ASCII.quote { span = try reader.stringSpan() } else { try reader.skipValue() }
            switch key {
            case .type: entry.type = span
            case .difficulty: entry.difficulty = span
            case .category: entry.category = span
            case .question: entry.question = span
            case .correctAnswer: entry.correctAnswer = span
            case .explanation: entry.explanation = span
            default: break
            }
        }
        return entry
    }

    // MARK: - Values

    /// An object's members (`close` is `}`) or a list's values (`]`), each read by `body` (which
    /// must consume it) after its key (a list's: `other`).
    private mutating func container(_ close: UInt8, _ body: (inout Self, DeckJSONName) throws(DeckRefusal) -> Void)
        throws(DeckRefusal)
    {
        let isObject = close == ASCII.closeBrace
        index += 1
        skipSpace()
        if peek() == close {
            index += 1
            return
        }
        while true {
            var key = DeckJSONName.other
            if isObject {
                guard peek() == ASCII.quote else { throw failure(.name) }
                key = name(try stringSpan())
                skipSpace()
                guard peek() == ASCII.colon else { throw failure(.colon) }
                index += 1
                skipSpace()
            }
            try countValue()
            try body(&self, key)
            skipSpace()
            if peek() == close {
                index += 1
                return
            }
            guard peek() == ASCII.comma else { throw failure(isObject ? .commaOrBrace : .commaOrBracket) }
            index += 1
            skipSpace()
        }
    }

    /// Any value, checked and passed over; `depth` is its nesting below the value being skipped
    /// (at most `maximumDepth`: the recursion is bounded).
    mutating func skipValue(depth: Int = 1) throws(DeckRefusal) {
        switch peek() {
        case ASCII.openBrace, ASCII.openBracket:
            guard depth <= Self.maximumDepth else {
                throw DeckRefusal.invalidJSON(.nestedTooDeep(limit: Self.maximumDepth), at: position(index))
            }
            try container(peek() == ASCII.openBrace ? ASCII.closeBrace : ASCII.closeBracket) {
                (reader, _) throws(DeckRefusal) in
                try reader.skipValue(depth: depth + 1)
            }
        case ASCII.quote: _ = try stringSpan()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    /// One more value; past `DeckJSON.maximumValues`, the end of the reading.
    mutating func countValue() throws(DeckRefusal) {
        values += 1
        guard values <= DeckJSON.maximumValues else { throw DeckRefusal.tooManyRows(limit: DeckFile.maximumRows) }
    }

    private mutating func literal(_ word: StaticString) throws(DeckRefusal) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else { throw failure(.value) }
        index += count
    }

    private mutating func isNull() throws(DeckRefusal) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// A number, checked; its value when it is an integer that fits.
    @discardableResult
    private mutating func number() throws(DeckRefusal) -> Int? {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), ASCII.isDigit(first) else { throw failure(.value) }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        let integerEnd = index
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), ASCII.isDigit(digit) else { throw failure(.digit) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), ASCII.isDigit(digit) else { throw failure(.digit) }
            skipDigits()
        }
        guard index == integerEnd, index - start <= 18 else { return nil }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func skipDigits() {
        while let byte = peek(), ASCII.isDigit(byte) { index += 1 }
    }

    /// A string at `index` (its opening quote), checked and passed over: its place.
    private mutating func stringSpan() throws(DeckRefusal) -> Span {
        index += 1
        let start = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.quote {
                index += 1
                return Span(start: UInt32(start), end: UInt32(index - 1), escaped: escaped)
            }
            if byte < 0x20 { throw failure(.escapedControlCharacter) }
            if byte == ASCII.backslash {
                escaped = true
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    guard index + 4 < bytes.count, (1...4).allSatisfy({ JSONString.hexValue(bytes[index + $0]) != nil })
                    else { throw failure(.hexDigits) }
                    index += 5
                default: throw failure(.escape)
                }
                continue
            }
            index += 1
        }
        throw DeckRefusal.invalidJSON(.unendedString, at: position(start - 1))
    }

    // MARK: - Bytes

    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.space, ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn: index += 1
            default: return
            }
        }
    }

    private func failure(_ expected: DeckRefusal.JSONPart) -> DeckRefusal {
        .invalidJSON(index < bytes.count ? .expected(expected) : .endsTooEarly, at: position(index))
    }

    private func position(_ offset: Int) -> DeckRefusal.Position {
        DeckBytes.position(of: offset, in: bytes)
    }
}

extension DeckJSONReader {
    /// The text of a string value, decoded as `JSONString` does (a lone surrogate gives U+FFFD).
    func string(_ span: Span) -> String {
        let raw = raw(span)
        // Checked as UTF-8 already: only an escaped string needs the decoder, which is never nil
        // here (the escapes were checked as JSON's by `stringSpan`).
        guard span.escaped else { return String(decoding: raw, as: UTF8.self) }
        return JSONString.decode(raw)?.text ?? String(decoding: raw, as: UTF8.self)
    }

    /// The raw bytes of a string value (escapes as written).
    func raw(_ span: Span) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)])
    }
}

/// The member names a deck's reader looks for, and any other.
enum DeckJSONName: String, CaseIterable {
    case responseCode = "response_code"
    case encoding, results, type, difficulty, category, question
    case correctAnswer = "correct_answer"
    case explanation
    case other = ""

    /// Each name's bytes: a key is compared with them, no string made for it (600,000 keys in a
    /// 100,000-entry deck).
    static let bytes = allCases.map { Array($0.rawValue.utf8) }
}

extension DeckJSONReader {
    /// The name a member's key says (an escaped key decoded first).
    func name(_ span: Span) -> DeckJSONName {
        if span.escaped { return DeckJSONName(rawValue: string(span)) ?? .other }
        let key = raw(span)
        guard let base = key.baseAddress else { return .other }
        let index = DeckJSONName.bytes.firstIndex { $0.count == key.count && memcmp($0, base, key.count) == 0 }
        return index.map { DeckJSONName.allCases[$0] } ?? .other
    }
}
