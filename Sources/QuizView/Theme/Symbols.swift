/// The characters a box is drawn with.
public struct BorderSet: Hashable, Sendable {
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var horizontal: String
    public var vertical: String

    public init(
        topLeft: String,
        topRight: String,
        bottomLeft: String,
        bottomRight: String,
        horizontal: String,
        vertical: String
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Box drawing with rounded corners.
    public static let rounded = BorderSet(
        topLeft: "╭",
        topRight: "╮",
        bottomLeft: "╰",
        bottomRight: "╯",
        horizontal: "─",
        vertical: "│"
    )

    /// Plain ASCII: `+`, `-` and `|`.
    public static let ascii = BorderSet(
        topLeft: "+",
        topRight: "+",
        bottomLeft: "+",
        bottomRight: "+",
        horizontal: "-",
        vertical: "|"
    )
}

/// Every non-letter symbol the views draw, so that an ASCII theme draws nothing but ASCII.
public struct Symbols: Hashable, Sendable {
    public var border: BorderSet
    /// The icon of a correct card and of a positive verdict.
    public var check: String
    /// The icon of an incorrect card and of a negative verdict.
    public var cross: String
    /// The spinner's frames, shown one after another.
    public var spinnerFrames: [String]
    /// Marks text cut short.
    public var ellipsis: String
    /// A card shrunk too small to show a box.
    public var dot: String

    public init(
        border: BorderSet,
        check: String,
        cross: String,
        spinnerFrames: [String],
        ellipsis: String,
        dot: String
    ) {
        self.border = border
        self.check = check
        self.cross = cross
        self.spinnerFrames = spinnerFrames
        self.ellipsis = ellipsis
        self.dot = dot
    }

    /// Box drawing, check marks and a braille spinner.
    public static let unicode = Symbols(
        border: .rounded,
        check: "✓",
        cross: "✗",
        spinnerFrames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
        ellipsis: "…",
        dot: "•"
    )

    /// Plain ASCII for terminals without Unicode.
    ///
    /// The marks are signs, not letters, so they read the same in every language: a `[v]` for ✓
    /// read as « vrai » beside « Faux ».
    public static let ascii = Symbols(
        border: .ascii,
        check: "[+]",
        cross: "[x]",
        spinnerFrames: ["|", "/", "-", "\\"],
        ellipsis: "...",
        dot: "*"
    )

    /// The spinner frame for a frame counter, any integer (wraps around, negative too).
    public func spinnerFrame(_ index: Int) -> String {
        guard !spinnerFrames.isEmpty else { return "" }
        let count = spinnerFrames.count
        return spinnerFrames[((index % count) + count) % count]
    }
}
