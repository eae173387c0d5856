/// A key the player pressed, without modifiers.
///
/// What a key means is the controller's business.
public enum Key: Hashable, Sendable {
    case left, right, up, down
    case home, end, pageUp, pageDown, insert, delete
    case enter, escape, backspace, tab
    /// Shift-Tab, which terminals send as a key of its own.
    case backTab
    /// F1 is `.function(1)`.
    case function(Int)
    /// A key that types a character (letters, digits, punctuation, any script).
    case character(Character)
    /// A control combination that has no key of its own, for example Ctrl-L as `.control("l")`.
    case control(Character)
}

/// Shift, Alt, Ctrl and Meta held with a key, as xterm reports them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)

    /// The modifiers of an xterm modifier parameter (`1 + bits`: 2 is Shift, 5 is Ctrl...).
    init(xtermParameter: Int) {
        self.init(rawValue: UInt8(truncatingIfNeeded: max(0, xtermParameter - 1) & 0x0F))
    }
}

/// A mouse report, as the terminal sent it (SGR or the older X10 form).
public struct MouseReport: Hashable, Sendable {
    /// The button and motion bits of the report (0 left, 1 middle, 2 right, +32 motion, 64/65
    /// wheel), without the modifier bits.
    public var button: Int
    public var modifiers: KeyModifiers
    /// Zero-based cell coordinates.
    public var x: Int
    public var y: Int
    /// Whether a button was released (SGR `m`; X10 button 3).
    public var isRelease: Bool

    public init(button: Int, modifiers: KeyModifiers = [], x: Int, y: Int, isRelease: Bool) {
        self.button = button
        self.modifiers = modifiers
        self.x = x
        self.y = y
        self.isRelease = isRelease
    }
}

/// Something the terminal sent: a key, modified or not, a mouse report, a paste, a focus change.
///
/// A sequence nobody names is `.unrecognized`. Only `.key` ever stands for a plain key press.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A key held with Shift, Alt, Ctrl or Meta (when the terminal says so: Alt-a, Ctrl-→).
    case modifiedKey(Key, KeyModifiers)
    case mouse(MouseReport)
    /// Text pasted while bracketed paste was on: never a command, whatever it holds.
    case paste(String)
    /// Printable ASCII characters that arrived together, two or more (typed fast, or pasted
    /// without bracketed paste): the keys they are, in order, read in one go. A text field takes
    /// them as one edit; elsewhere each acts as its `.key(.character)`.
    case text(String)
    case focusGained
    case focusLost
    /// Bytes that form no key: an escape sequence nobody names, invalid UTF-8, a terminal's
    /// answer to a query.
    case unrecognized
}
