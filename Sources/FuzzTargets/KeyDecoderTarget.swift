import Foundation
import QuizView

extension FuzzTarget {
    /// `KeyDecoder.decode(status:value:)` on a sequence of `wget_wch` results: 5 bytes each, the
    /// status (even: a character, odd: a key code) then the value, little-endian; a short tail is
    /// ignored.
    static let keyDecoder = FuzzTarget(
        name: "key-decoder",
        summary: "KeyDecoder on (status, value) pairs: 1 status byte + UInt32 LE each"
    ) { (data: Data) throws(InvariantViolation) in
        let bytes = [UInt8](data)
        var keys: [Key] = []
        var offset = 0
        while offset + 5 <= bytes.count {
            let status: KeyDecoder.Status = bytes[offset] & 1 == 0 ? .character : .keyCode
            let value = bytes[(offset + 1)..<(offset + 5)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            offset += 5
            let key = KeyDecoder.decode(status: status, value: value)
            try check(KeyDecoder.decode(status: status, value: value) == key, "decoding is not deterministic")
            switch status {
            case .character: try checkCharacterKey(key, value: value)
            case .keyCode: try checkKeyCodeKey(key, value: value)
            }
            keys.append(key)
        }
        // Keys are hashable values: a set of them never holds more than were decoded.
        try check(Set(keys).count <= keys.count, "hashing keys")
    }

    private static func checkCharacterKey(_ key: Key, value: UInt32) throws(InvariantViolation) {
        switch key {
        case .escape: try check(value == 0x1B, "escape from \(value)")
        case .enter: try check(value == 0x0A || value == 0x0D, "enter from \(value)")
        case .tab: try check(value == 0x09, "tab from \(value)")
        case .backspace: try check(value == 0x08 || value == 0x7F, "backspace from \(value)")
        case .control(let character):
            try check((0x01...0x1A).contains(value), "control key from \(value)")
            try check(
                character.unicodeScalars.map(\.value) == [value + 0x60], "control \(character) from \(value)")
        case .character(let character):
            let scalars = Array(character.unicodeScalars)
            try check(scalars.map(\.value) == [value], "character \(scalars) from \(value)")
            try check(value >= 0x20 && value != 0x7F, "a control character \(value) as a character")
        case .unknown(let unknown):
            try check(unknown == value, "unknown \(unknown) from \(value)")
        default:
            throw InvariantViolation("character \(value) decoded as \(key)")
        }
    }

    private static func checkKeyCodeKey(_ key: Key, value: UInt32) throws(InvariantViolation) {
        switch key {
        case .left, .right, .up, .down, .enter, .backspace, .resize, .mouse:
            try check((0o402...0o632).contains(value), "\(key) from key code \(value)")
        case .function(let number):
            try check((1...63).contains(number) && value == 0o410 + UInt32(number), "F\(number) from \(value)")
        case .unknown(let unknown):
            try check(unknown == value, "unknown \(unknown) from \(value)")
        default:
            throw InvariantViolation("key code \(value) decoded as \(key)")
        }
    }
}
