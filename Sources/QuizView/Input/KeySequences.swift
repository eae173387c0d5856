/// What the complete sequences `InputParser` reads mean: keys, mouse reports, focus reports.
///
/// Pure functions of a sequence's bytes, apart from the parser's state, so that it stays a
/// reader of bytes and this a table of meanings.
enum KeySequences {
    /// The key a CSI or SS3 sequence's final byte names when both forms agree: the arrows, Home,
    /// End and F1-F4 (`ESC [ A` and `ESC O A` are both ↑).
    static func cursorKey(_ finalByte: UInt8) -> Key? {
        switch finalByte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(finalByte - UInt8(ascii: "P")) + 1)
        default: nil
        }
    }

    /// The event of `ESC [ parameters final`, without intermediates (SGR mouse reports too).
    static func controlSequenceEvent(_ parameters: [UInt8], _ finalByte: UInt8) -> InputEvent {
        let text = String(decoding: parameters, as: UTF8.self)
        if text.hasPrefix("<") {
            guard finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") else { return .unrecognized }
            return sgrMouse(text.dropFirst(), isRelease: finalByte == UInt8(ascii: "m"))
        }
        // Private parameters (`?`, `>`, `=`) only come in answers to queries.
        if let first = text.first, "?>=".contains(first) { return .unrecognized }
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { field in
            field.split(separator: ":").first.flatMap { Int($0) }
        }
        let number = numbers.first.flatMap { $0 }
        let modifiers = KeyModifiers(xtermParameter: numbers.count > 1 ? (numbers[1] ?? 1) : 1)
        if let cursor = cursorKey(finalByte) { return event(cursor, modifiers) }
        let key: Key?
        switch finalByte {
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "I") where text.isEmpty: return .focusGained
        case UInt8(ascii: "O") where text.isEmpty: return .focusLost
        case UInt8(ascii: "~"):
            if number == 27, numbers.count >= 3 {
                // xterm's modifyOtherKeys: ESC [ 27 ; modifiers ; code ~. Only ever a modified key:
                // terminals send plain keys plainly unless asked otherwise, and we never ask.
                guard !modifiers.isEmpty else { return .unrecognized }
                key = numbers[2].flatMap(keyForCode)
            } else {
                key = number.flatMap(tildeKey)
            }
        case UInt8(ascii: "u"):
            // The "CSI u" form, ESC [ code ; modifiers u: only ever a modified key, as above.
            guard !modifiers.isEmpty else { return .unrecognized }
            key = number.flatMap(keyForCode)
        default:
            key = nil
        }
        return key.map { event($0, modifiers) } ?? .unrecognized
    }

    static func event(_ key: Key, _ modifiers: KeyModifiers) -> InputEvent {
        modifiers.isEmpty ? .key(key) : .modifiedKey(key, modifiers)
    }

    /// The keys of `ESC [ n ~` (xterm, VT220, rxvt, the Linux console).
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// The key of a Unicode code point in the modifyOtherKeys and CSI u forms.
    static func keyForCode(_ code: Int) -> Key? {
        switch code {
        case 9: return .tab
        case 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        default:
            guard code >= 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)), isTypable(scalar) else {
                return nil
            }
            return .character(Character(scalar))
        }
    }

    /// `ESC [ < button ; x ; y M` (press, motion) or `m` (release), 1-based cells.
    static func sgrMouse(_ text: Substring, isRelease: Bool) -> InputEvent {
        let fields = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard fields.count == 3, let code = fields[0], let x = fields[1], let y = fields[2], code >= 0, x >= 1, y >= 1
        else { return .unrecognized }
        return .mouse(
            MouseReport(
                button: code & ~0b1_1100,
                modifiers: mouseModifiers(code),
                x: x - 1,
                y: y - 1,
                isRelease: isRelease
            ))
    }

    /// `ESC [ M b x y`, each byte 32 more than its value, 1-based cells.
    static func x10Mouse(_ code: UInt8, _ column: UInt8, _ row: UInt8) -> InputEvent {
        guard code >= 32, column >= 33, row >= 33 else { return .unrecognized }
        let value = Int(code - 32)
        let button = value & ~0b1_1100
        return .mouse(
            MouseReport(
                button: button,
                modifiers: mouseModifiers(value),
                x: Int(column) - 33,
                y: Int(row) - 33,
                isRelease: button & 0b11 == 3 && button & 0b110_0000 == 0
            ))
    }

    static func mouseModifiers(_ code: Int) -> KeyModifiers {
        var modifiers = KeyModifiers()
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.meta) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// By length, the smallest value UTF-8 may encode in so many bytes: no overlong form.
    static let shortestUTF8: [UInt32] = [0, 0, 0x80, 0x800, 0x1_0000]

    /// Whether a scalar is something a key types: not a control, format, surrogate, private-use
    /// or unassigned code point.
    static func isTypable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: false
        default: true
        }
    }
}
