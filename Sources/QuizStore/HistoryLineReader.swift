import Foundation
import QuizCore

/// Reads one history line quickly: the flat JSON object `AnswerHistory` writes, about twenty
/// times faster than `JSONDecoder` (100,000 answers in a fraction of a second).
///
/// It takes only the plain forms: string, integer, `true`, `false` and `null` values, keys once
/// each, and a time with or without a fraction (`1800000000.123456`, as the game writes it).
/// Strings are decoded by `JSONString`, the deck reader's decoder too. Anything else (an
/// exponent, a fraction where a whole number belongs, a repeated key, an unknown escape, a lone
/// surrogate) makes it give up with nil, and the caller decodes the line with `JSONDecoder`, which
/// has the last word: the reader never accepts a line `JSONDecoder` would refuse, and reads every
/// line it accepts the same way.
package enum HistoryLineReader {
    /// The answer on `line` (without its newline), or nil to leave it to `JSONDecoder`.
    package static func record(in line: UnsafeRawBufferPointer) -> AnswerRecord? {
        var scanner = Scanner(bytes: line)
        return scanner.record()
    }

    /// Whether a line `record(in:)` and `JSONDecoder` refused is an answer but for its `daily`
    /// value (`1e300`, `"26"`): the line is left out, but the file is a history.
    package static func isAnswerButForDaily(_ line: UnsafeRawBufferPointer) -> Bool {
        guard var object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
            object["daily"] != nil
        else { return false }
        object["daily"] = nil
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return false }
        return (try? AnswerHistory.decoder.decode(AnswerRecord.self, from: data)) != nil
    }

    private enum Value {
        case string(String)
        case integer(Int)
        /// A number with a fraction: only a time may be one.
        case fraction(Double)
        case bool(Bool)
        case null
    }

    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        /// The keys a line has, in the order of `AnswerRecord.CodingKeys`' raw values.
        private static let keys: [[UInt8]] = [
            "t", "game", "n", "of", "category", "difficulty", "statement", "answer", "truth", "explanation", "origin",
            "filter_category", "filter_difficulty", "deck", "daily", "deck_file",
            "category_unstated", "difficulty_unstated", "id", "mode", "player",
        ].map { Array($0.utf8) }

        mutating func record() -> AnswerRecord? {
            var fields = [Value?](repeating: nil, count: Self.keys.count)
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            skipSpace()
            if !take(UInt8(ascii: "}")) {
                repeat {
                    skipSpace()
                    // A key with an escape is left to JSONDecoder; an unknown key is skipped.
                    guard let key = plainKey() else { return nil }
                    skipSpace()
                    guard take(UInt8(ascii: ":")) else { return nil }
                    skipSpace()
                    guard let value = value() else { return nil }
                    if let slot = key {
                        guard fields[slot] == nil else { return nil }
                        fields[slot] = value
                    }
                    skipSpace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipSpace()
            guard index == bytes.count else { return nil }
            return Self.record(from: fields)
        }

        /// The place of the key that starts here among `keys`: .some(nil) for another key, nil for
        /// a key with an escape (or no key).
        private mutating func plainKey() -> Int?? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let key = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
            index += 1
            for (slot, known) in Self.keys.enumerated() where known.count == key.count {
                if known.withUnsafeBytes({ $0.elementsEqual(key) }) { return slot }
            }
            // Another key is skipped, once it is known to be text JSONDecoder reads too.
            guard !key.contains(where: { $0 < 0x20 }),
                key.withMemoryRebound(to: UInt8.self, { String(validating: $0, as: UTF8.self) }) != nil
            else { return nil }
            return .some(nil)
        }

        private static func record(from fields: [Value?]) -> AnswerRecord? {
            let time: Double
            switch fields[0] {
            case .integer(let whole)?: time = Double(whole)
            case .fraction(let seconds)?: time = seconds
            default: return nil
            }
            guard case .string(let game)? = fields[1],
                case .integer(let number)? = fields[2], case .integer(let of)? = fields[3],
                case .string(let category)? = fields[4],
                case .string(let difficultyName)? = fields[5],
                let difficulty = Difficulty(rawValue: difficultyName),
                case .string(let statement)? = fields[6],
                case .bool(let answer)? = fields[7], case .bool(let truth)? = fields[8],
                case .string(let originName)? = fields[10],
                let origin = QuestionOrigin(rawValue: originName),
                let explanation = optionalString(fields[9]),
                let filterCategory = optionalString(fields[11]),
                let filterDifficultyName = optionalString(fields[12]),
                let deck = optionalString(fields[13]),
                let deckFile = optionalString(fields[15]),
                let categoryUnstated = optionalBool(fields[16]),
                let difficultyUnstated = optionalBool(fields[17]),
                let questionID = optionalString(fields[18]),
                let modeName = optionalString(fields[19])
            else { return nil }
            var mode: PlayedMode?
            if let modeName {
                guard let played = PlayedMode(rawValue: modeName) else { return nil }
                mode = played
            }
            var player: Int?
            switch fields[20] {
            case nil, .null?: break
            case .integer(let number)?: player = number
            default: return nil
            }
            var filterDifficulty: Difficulty?
            if let name = filterDifficultyName {
                guard let difficulty = Difficulty(rawValue: name) else { return nil }
                filterDifficulty = difficulty
            }
            var daily: Int?
            switch fields[14] {
            case nil, .null?: break
            case .integer(let number)?: daily = number
            default: return nil
            }
            return AnswerRecord(
                date: Date(timeIntervalSince1970: time), game: game, number: number, of: of,
                category: category, difficulty: difficulty, statement: statement, answer: answer, truth: truth,
                explanation: explanation, origin: origin, filterCategory: filterCategory,
                filterDifficulty: filterDifficulty, deck: deck, daily: daily, deckFile: deckFile,
                categoryUnstated: categoryUnstated, difficultyUnstated: difficultyUnstated, questionID: questionID,
                mode: mode, player: player)
        }

        /// .some(nil) for a missing key or null, .some(text) for a string, nil for anything else.
        private static func optionalString(_ value: Value?) -> String?? {
            switch value {
            case nil, .null?: .some(nil)
            case .string(let text)?: .some(text)
            default: nil
            }
        }

        /// .some(nil) for a missing key or null, .some(flag) for a boolean, nil for anything else.
        private static func optionalBool(_ value: Value?) -> Bool?? {
            switch value {
            case nil, .null?: .some(nil)
            case .bool(let flag)?: .some(flag)
            default: nil
            }
        }

        private mutating func value() -> Value? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number()
            }
        }

        /// A plain integer, or one followed by a fraction.
        ///
        /// The integer: an optional minus, digits without a leading zero, at most 18 of them. The
        /// fraction: a `.` and at most 18 digits, read as `JSONDecoder` reads it (correctly
        /// rounded). An exponent is left to `JSONDecoder`.
        private mutating func number() -> Value? {
            let numberStart = index
            guard let whole = integer() else { return nil }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return .integer(whole) }
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            let digits = index - fractionStart
            guard digits > 0, digits <= 18 else { return nil }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                return nil
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[numberStart..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return .fraction(value)
        }

        /// A plain integer: an optional minus, digits without a leading zero, at most 18 of them;
        /// the index is left on what follows (a `.` is the caller's).
        private mutating func integer() -> Int? {
            let negative = take(UInt8(ascii: "-"))
            let start = index
            var value = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                // Past 18 digits the number is refused below: stop adding before it could overflow.
                if index - start < 18 { value = value * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            let digits = index - start
            guard digits > 0, digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
            // An exponent: left to JSONDecoder.
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                return nil
            }
            return negative ? -value : value
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        /// A string without control characters, its escapes decoded; nil when it isn't valid UTF-8.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { return nil }
                // What an escape is, the decoder checks; here, only that it doesn't end the string.
                if byte == UInt8(ascii: "\\") { index += 1 }
                index += 1
            }
            guard index < bytes.count else { return nil }
            let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
            index += 1
            // A lone surrogate is left to JSONDecoder, which refuses it.
            guard let decoded = raw.withMemoryRebound(to: UInt8.self, JSONString.decode),
                !decoded.hasLoneSurrogate
            else { return nil }
            return decoded.text
        }

        private mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
                index += 1
            }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }
}
