/// A key the player pressed, as the view reports it. What a key means is the controller's business.
public enum Key: Hashable, Sendable {
    case left, right, up, down
    case enter, escape, backspace, tab
    case function(Int)
    /// Any other key that produces a character (letters, digits, punctuation, any script).
    case character(Character)
    /// A control combination, for example Ctrl-L as `.control("l")`.
    case control(Character)
    /// The terminal changed size.
    case resize
    /// A mouse event (not used yet).
    case mouse
    /// A key the decoder does not name.
    case unknown(UInt32)
}

/// Turns what ncurses' `wget_wch` returns into a `Key`. A pure function, tested without a terminal.
public enum KeyDecoder {
    /// The `wget_wch` status for a character (`OK`) and for a function key (`KEY_CODE_YES`).
    public enum Status: Sendable {
        case character
        case keyCode
    }

    // The ncurses key codes we name (curses.h, octal); Terminal checks them against the C values.
    static let keyDown: UInt32 = 0o402
    static let keyUp: UInt32 = 0o403
    static let keyLeft: UInt32 = 0o404
    static let keyRight: UInt32 = 0o405
    static let keyBackspace: UInt32 = 0o407
    static let keyF0: UInt32 = 0o410
    static let keyEnter: UInt32 = 0o527
    static let keyMouse: UInt32 = 0o631
    static let keyResize: UInt32 = 0o632

    /// Decodes one `wget_wch` result.
    public static func decode(status: Status, value: UInt32) -> Key {
        switch status {
        case .keyCode: decodeKeyCode(value)
        case .character: decodeCharacter(value)
        }
    }

    private static func decodeKeyCode(_ value: UInt32) -> Key {
        switch value {
        case keyLeft: .left
        case keyRight: .right
        case keyUp: .up
        case keyDown: .down
        case keyEnter: .enter
        case keyBackspace: .backspace
        case keyResize: .resize
        case keyMouse: .mouse
        case (keyF0 + 1)...(keyF0 + 63): .function(Int(value - keyF0))
        default: .unknown(value)
        }
    }

    private static func decodeCharacter(_ value: UInt32) -> Key {
        switch value {
        case 0x1B: return .escape
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60) ?? "?"))
        default:
            guard let scalar = Unicode.Scalar(value), !scalar.properties.generalCategory.isControlOrUnassigned else {
                return .unknown(value)
            }
            return .character(Character(scalar))
        }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControlOrUnassigned: Bool {
        switch self {
        case .control, .unassigned, .surrogate, .privateUse, .format: true
        default: false
        }
    }
}
