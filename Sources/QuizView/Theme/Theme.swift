/// Whether the theme may use colour at all.
///
/// The view always speaks in 24-bit colours; the terminal layer maps them to 256 or 8 colours.
public enum ColorMode: Hashable, Sendable {
    /// No colour: every style keeps the terminal's own colours, and meaning is carried by
    /// attributes (bold, reverse, dim), symbols and words.
    case none
    /// The OpenQuizz palette.
    case colors
}

/// How the quiz looks: the palette, the style of every role on screen, and the symbols.
///
/// A theme never carries meaning by colour alone: the correct and incorrect cards also differ by
/// their icon and attributes, and with `ColorMode.none` no style has a colour at all.
public struct Theme: Hashable, Sendable {
    public let colorMode: ColorMode
    /// Plain ASCII borders, icons and spinner (`--ascii`, or a locale that isn't UTF-8).
    public let ascii: Bool
    /// Whether every text is drawn in ASCII (`ASCIITransliteration`): with `--ascii` and in a
    /// locale that isn't UTF-8 (see `forTerminal`).
    public let transliteratesText: Bool
    /// Borders, icons, spinner frames and the ellipsis, in Unicode or in plain ASCII.
    public let symbols: Symbols

    public init(colorMode: ColorMode, ascii: Bool, transliteratesText: Bool = false) {
        self.colorMode = colorMode
        self.ascii = ascii
        self.transliteratesText = transliteratesText
        self.symbols = ascii ? .ascii : .unicode
    }

    /// The game's theme: colours when the terminal has them; plain ASCII, symbols and every text
    /// alike, with `--ascii` (`asciiRequested`) or in a locale that isn't UTF-8.
    public static func forTerminal(colors: Bool, asciiRequested: Bool, unicodeLocale: Bool) -> Theme {
        let ascii = asciiRequested || !unicodeLocale
        return Theme(colorMode: colors ? .colors : .none, ascii: ascii, transliteratesText: ascii)
    }

    // MARK: - Screen roles

    /// The screen behind everything.
    public var background: Style {
        style(foreground: Palette.text, background: Palette.background)
    }

    /// The title in the header row.
    public var header: Style {
        style(foreground: Palette.text, background: Palette.background, attributes: .bold)
    }

    /// A secondary line, such as where the questions came from: dimmer than the header.
    public var notice: Style {
        style(foreground: Palette.cardGrey, background: Palette.background, attributes: .dim)
    }

    /// The score line under the card.
    public var score: Style {
        style(foreground: Palette.text, background: Palette.background, attributes: .bold)
    }

    /// The verdict line after a right answer.
    public var verdictPositive: Style {
        style(foreground: Palette.cardGreen, background: Palette.background, attributes: .bold)
    }

    /// The verdict line after a wrong answer.
    public var verdictNegative: Style {
        style(foreground: Palette.cardRed, background: Palette.background, attributes: [.bold, .underline])
    }

    /// The "New Game" button.
    public var button: Style {
        style(
            foreground: Palette.text,
            background: Palette.button,
            attributes: .bold,
            plainAttributes: [.bold, .reverse]
        )
    }

    /// The "New Game" button while the mouse holds it down: lit, as a key pressed; without
    /// colour, no longer reversed.
    public var buttonPressed: Style {
        style(
            foreground: Palette.background,
            background: Palette.text,
            attributes: .bold,
            plainAttributes: [.bold, .underline]
        )
    }

    /// The spinner and its label.
    public var spinner: Style {
        style(foreground: Palette.button, background: Palette.background)
    }

    /// The inside of the help box.
    public var helpBox: Style {
        style(foreground: Palette.cardText, background: Palette.cardGrey)
    }

    /// The key names in the help box.
    public var helpKey: Style {
        style(foreground: Palette.cardText, background: Palette.cardGrey, attributes: .bold)
    }

    /// The "press any key to close" hint in the help box.
    public var helpHint: Style {
        style(foreground: Palette.cardText, background: Palette.cardGrey, attributes: .dim)
    }

    /// The big question mark on the launch screen.
    public var logo: Style {
        style(foreground: Palette.button, background: Palette.background, attributes: .bold)
    }

    /// The message shown when the terminal is too small.
    public var tooSmall: Style {
        style(foreground: Palette.text, background: Palette.background, attributes: .bold)
    }

    // MARK: - Card roles

    /// The inside of a card: its fill and its title.
    public func card(_ cardStyle: CardStyle) -> Style {
        style(
            foreground: Palette.cardText,
            background: Self.fill(of: cardStyle),
            plainAttributes: Self.plainAttributes(of: cardStyle)
        )
    }

    /// The border of a card, with its icon and badge: the same as its inside.
    public func cardBorder(_ cardStyle: CardStyle) -> Style {
        card(cardStyle)
    }

    /// The icon and badge on a card's top border.
    public func cardBadge(_ cardStyle: CardStyle) -> Style {
        var badge = cardBorder(cardStyle)
        badge.attributes.insert(.bold)
        return badge
    }

    // MARK: - Private

    private static func fill(of cardStyle: CardStyle) -> Color {
        switch cardStyle {
        case .standard: return Palette.cardGrey
        case .correct: return Palette.cardGreen
        case .incorrect: return Palette.cardRed
        }
    }

    /// Without colour a correct card is bold and an incorrect one reversed, on top of their icons.
    private static func plainAttributes(of cardStyle: CardStyle) -> Attributes {
        switch cardStyle {
        case .standard: return []
        case .correct: return .bold
        case .incorrect: return .reverse
        }
    }

    /// A style in this theme's colour mode.
    ///
    /// Without colour the style keeps `plainAttributes`, which default to `attributes`.
    private func style(
        foreground: Color,
        background: Color,
        attributes: Attributes = [],
        plainAttributes: Attributes? = nil
    ) -> Style {
        switch colorMode {
        case .colors:
            return Style(foreground: foreground, background: background, attributes: attributes)
        case .none:
            return Style(attributes: plainAttributes ?? attributes)
        }
    }
}
