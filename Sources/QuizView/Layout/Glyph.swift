/// One cell's worth of text as it is sent to the terminal: a base character and at most four
/// combining marks, one or two columns wide.
///
/// Terminals don't agree on how wide a whole grapheme cluster is: a family emoji joined with
/// zero-width joiners is 2 columns in some, 8 in xterm; a heart with variation selector 16 is 1 or
/// 2; a skin-tone modifier is 2 more columns or none. They do agree, through `wcwidth`, on a single
/// character followed by non-spacing marks. So every grapheme is drawn as a row of such glyphs:
///
/// - joiners, variation selectors, direction marks, soft hyphens, tags and other format or
///   default-ignorable characters are not drawn (👨‍👩‍👧‍👦 is drawn as 👨👩👧👦, 8 columns; ❤️ as ❤, 1);
/// - a skin-tone modifier after a 2-column emoji is drawn as the terminal measures it
///   (`SkinTones.current`): with the emoji in one 2-column glyph, as a 2-column glyph of its own,
///   or, when the terminal couldn't say, not at all (👍🏽 drawn as 👍); after anything else it is
///   not drawn;
/// - each regional indicator is a glyph of its own, 1 column (🇫🇷 is 🇫 and 🇷, 2 columns);
/// - a spacing mark or a prepended letter starts a glyph of its own (क + ि is 2 columns);
/// - non-spacing and enclosing marks, and Hangul medial vowels and final consonants, ride on the
///   glyph before them (at most four; a mark with nothing before it is not drawn);
/// - controls are not drawn, any white space is one space, and an unassigned code point is `?`.
public struct Glyph: Hashable, Sendable {
    /// What the cell holds.
    public var symbol: String
    /// Columns: 1, or 2 for East Asian wide characters and emoji with emoji presentation.
    public var width: Int

    public init(_ symbol: String, width: Int) {
        self.symbol = symbol
        self.width = width
    }

    /// The most combining marks drawn on one base: ncurses' `cchar_t` holds five characters.
    public static let maximumMarks = 4

    // MARK: - Splitting a grapheme

    /// The glyphs `character` is drawn as, left to right; none for a control or format character.
    public static func glyphs(of character: Character) -> [Glyph] {
        if let ascii = character.asciiValue {
            // "\r\n" is one Character whose asciiValue is the line feed.
            if ascii >= 0x21 && ascii < 0x7F { return [Glyph(String(character), width: 1)] }
            return character.isWhitespace ? [space] : []
        }
        if isPlainNarrow(character) { return [Glyph(String(character), width: 1)] }
        return lookedUpGlyphs(of: character)
    }

    /// The glyphs `character` is drawn as, from its code points' properties: what `glyphs(of:)`
    /// gives for any character its shortcuts don't take.
    static func lookedUpGlyphs(of character: Character) -> [Glyph] {
        var glyphs: [Glyph] = []
        var scalars = String.UnicodeScalarView()
        var width = 0
        var marks = 0
        func finishGlyph() {
            if width > 0 { glyphs.append(Glyph(String(scalars), width: width)) }
            scalars = String.UnicodeScalarView()
            width = 0
            marks = 0
        }
        for scalar in character.unicodeScalars {
            switch role(of: scalar, afterBase: width > 0 || !glyphs.isEmpty) {
            case .hidden:
                continue
            case .skinTone:
                switch SkinTones.current {
                case .dropped:
                    continue
                case .joined:
                    // On the emoji, in its 2 columns; dropped after a 1-column one (☝).
                    guard width == 2, marks < maximumMarks else { continue }
                    scalars.append(scalar)
                    marks += 1
                case .apart:
                    guard width == 2 else { continue }
                    finishGlyph()
                    scalars.append(scalar)
                    width = 2
                }
            case .mark:
                guard width > 0, marks < maximumMarks else { continue }
                scalars.append(scalar)
                marks += 1
            case .space:
                // A run of white space inside one grapheme ("\r\n") is one space.
                if scalars.count == 1, scalars.first == " " { continue }
                finishGlyph()
                scalars.append(" ")
                width = 1
            case .unknown:
                finishGlyph()
                scalars.append("?")
                width = 1
            case .base(let columns):
                finishGlyph()
                scalars.append(scalar)
                width = columns
            }
        }
        finishGlyph()
        return glyphs
    }

    /// The columns `character` takes: the sum of its glyphs' widths.
    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (ascii >= 0x21 && ascii < 0x7F) || character.isWhitespace ? 1 : 0
        }
        if isPlainNarrow(character) { return 1 }
        return glyphs(of: character).reduce(0) { $0 + $1.width }
    }

    /// Whether `character` is one scalar drawn as it is, one column wide, whose properties
    /// needn't be looked up (see `isPlainNarrow(_:)` for a scalar).
    static func isPlainNarrow(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return false
        }
        return isPlainNarrow(scalar)
    }

    /// Whether `scalar`, alone, is drawn as it is, one column wide.
    ///
    /// These are Latin-1's punctuation and letters, Latin Extended, IPA and the spacing modifiers (U+00A1–U+02FF but the soft hyphen),
    /// General Punctuation's dashes, quotes, bullet, ellipsis and primes (U+2010–U+2027,
    /// U+2030–U+205E), arrows (U+2190–U+21FF: the answer buttons'), box drawing and block
    /// elements (U+2500–U+259F: every frame's borders, and the logo), the check mark and the
    /// cross (U+2713, U+2717: the verdicts'), the test language's ⟦ ⟧ and the Braille patterns
    /// (U+2800–U+28FF: the spinner's). Every code point of these ranges is assigned, none is a
    /// mark, a space, a format character or an emoji shown as one (the tests look each one up).
    static func isPlainNarrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA1...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F, 0x2713,
            0x2717, 0x27E6, 0x27E7, 0x2800...0x28FF:
            true
        default: false
        }
    }

    // MARK: - Private

    private static let space = Glyph(" ", width: 1)

    /// What a code point does in a glyph.
    private enum Role {
        /// Not drawn.
        case hidden
        /// A skin-tone modifier after a glyph: drawn as `SkinTones.current` says.
        case skinTone
        /// Rides on the glyph before it, 0 columns.
        case mark
        /// Drawn as a plain space.
        case space
        /// Drawn as `?`: not assigned in the Unicode version we know.
        case unknown
        /// Starts a glyph this many columns wide.
        case base(Int)
    }

    private static func role(of scalar: Unicode.Scalar, afterBase: Bool) -> Role {
        let value = scalar.value
        let properties = scalar.properties
        if value < 0x20 || (value >= 0x7F && value < 0xA0) {
            return properties.isWhitespace ? .space : .hidden
        }
        if value < 0x7F { return value == 0x20 ? .space : .base(1) }
        if properties.isWhitespace { return value == 0x3000 ? .base(2) : .space }
        if properties.isDefaultIgnorableCodePoint { return .hidden }
        if afterBase, properties.isEmojiModifier { return .skinTone }
        switch properties.generalCategory {
        case .control, .format, .surrogate:
            return .hidden
        case .nonspacingMark, .enclosingMark:
            return .mark
        case .unassigned:
            return .unknown
        default:
            break
        }
        // Hangul medial vowels and final consonants join the initial consonant before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return .mark }
        // Regional indicators are 1 column each, however a terminal pairs them into a flag.
        if (0x1F1E6...0x1F1FF).contains(value) { return .base(1) }
        if properties.isEmojiPresentation || isEastAsianWide(value) { return .base(2) }
        return .base(1)
    }

    /// East Asian Wide and Fullwidth code points, as glibc's `wcwidth` has them (emoji aside).
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x3029, 0x302E...0x303E, 0x3041...0x3096,
            0x309B...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x1B2FF,
            0x1F200...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
