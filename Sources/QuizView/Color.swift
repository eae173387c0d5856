/// A colour as the view asks for it.
///
/// The terminal layer turns it into whatever the terminal has: true colour, the nearest of 256,
/// the nearest of 8, or nothing at all.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case terminalDefault
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// Text attributes a cell can carry.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
}

/// Foreground, background and attributes, applied together.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(
        foreground: Color = .terminalDefault,
        background: Color = .terminalDefault,
        attributes: Attributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
}
