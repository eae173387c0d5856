/// Where a line of text sits in its row.
public enum TextAlignment: Hashable, Sendable {
    case left
    case center
    case right
}

/// One line of text in a row, aligned and cut with an ellipsis to fit.
public struct TextLineView: View, Hashable, Sendable {
    public var text: String
    public var style: Style
    public var alignment: TextAlignment

    public init(text: String, style: Style, alignment: TextAlignment = .center) {
        self.text = text
        self.style = style
        self.alignment = alignment
    }

    /// Draws the text on the first row of `frame`, leaving the rest of the row as it is.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        let shown = TextLayout.truncate(text, width: row.width, ellipsis: theme.symbols.ellipsis)
        let slack = row.width - ScreenBuffer.displayWidth(ofText: shown)
        let x: Int
        switch alignment {
        case .left: x = row.x
        case .center: x = row.x + slack / 2
        case .right: x = row.x + slack
        }
        buffer.write(shown, x: x, y: row.y, style: style, clip: row)
    }
}

/// The score, centred under the card.
public struct ScoreLabel: View, Hashable, Sendable {
    public var text: String
    /// How far the score has bumped: 1 at the top of the bump, 0 at rest.
    ///
    /// A spring, so it overshoots a little below 0. Up to half way the score is drawn one row
    /// higher, when `frame` has a free row above it, and until it is nearly at rest in the colour
    /// of a right answer.
    public var bump: Double
    /// The part of `text` that bumps (its last occurrence), such as "Score 3 / 10".
    ///
    /// The rest of the line stays where it is. Nil, or not found: the whole line bumps.
    public var bumping: String?
    /// Whether the line warns (a clock's last seconds): the rest of the line is drawn as a wrong
    /// answer's verdict is.
    public var warns: Bool

    public init(text: String, bump: Double = 0, bumping: String? = nil, warns: Bool = false) {
        self.text = text
        self.bump = bump
        self.bumping = bumping
        self.warns = warns
    }

    /// Draws the text in `frame`'s last row, and the bumping part in the row above it at the top
    /// of a bump.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let lifted = bump >= 0.5 && frame.height >= 2
        let rest = Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1)
        let still = warns ? theme.verdictNegative : theme.score
        let style = bump > 0.05 ? theme.verdictPositive : still
        guard let bumping, !bumping.isEmpty, let range = Self.lastRange(of: bumping, in: text),
            ScreenBuffer.displayWidth(ofText: text) <= rest.width
        else {
            let row = lifted ? Rect(x: rest.x, y: rest.y - 1, width: rest.width, height: 1) : rest
            TextLineView(text: text, style: style).render(into: &buffer, frame: row, theme: theme)
            return
        }
        // The line is centred as a whole; the score's cells alone change colour and rise.
        let x = rest.x + (rest.width - ScreenBuffer.displayWidth(ofText: text)) / 2
        let lead = String(text[..<range.lowerBound])
        let trail = String(text[range.upperBound...])
        let scoreX = buffer.write(lead, x: x, y: rest.y, style: still, clip: rest)
        let scoreRow = lifted ? rest.y - 1 : rest.y
        let afterScore = buffer.write(
            bumping, x: scoreX, y: scoreRow, style: style,
            clip: Rect(x: rest.x, y: scoreRow, width: rest.width, height: 1))
        buffer.write(trail, x: afterScore, y: rest.y, style: still, clip: rest)
    }

    /// Where `part` last occurs in `text`, compared character by character (printable ASCII byte
    /// by byte, which is the same); nil when it doesn't.
    ///
    /// A plain walk back from the end: the line is short, and it is drawn on every frame of a
    /// bump (the standard library's generic `ranges(of:)` cost more than the rest of the line).
    static func lastRange(of part: String, in text: String) -> Range<String.Index>? {
        let printable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        if !part.isEmpty, text.utf8.allSatisfy(printable), part.utf8.allSatisfy(printable) {
            // Printable ASCII, as a score is: a character a byte, compared as bytes.
            let bytes = Array(text.utf8)
            let wanted = Array(part.utf8)
            guard wanted.count <= bytes.count else { return nil }
            for offset in stride(from: bytes.count - wanted.count, through: 0, by: -1)
            where bytes[offset..<(offset + wanted.count)].elementsEqual(wanted) {
                let start = text.utf8.index(text.startIndex, offsetBy: offset)
                return start..<text.utf8.index(start, offsetBy: wanted.count)
            }
            return nil
        }
        return lastRangeByCharacters(of: part, in: text)
    }

    /// `lastRange(of:in:)` for any text: a walk back from the end, character by character.
    static func lastRangeByCharacters(of part: String, in text: String) -> Range<String.Index>? {
        var start = text.endIndex
        while start > text.startIndex {
            text.formIndex(before: &start)
            if text[start...].hasPrefix(part) { return start..<text.index(start, offsetBy: part.count) }
        }
        return nil
    }
}

/// Whether a verdict is good or bad news.
public enum Tone: Hashable, Sendable {
    case positive
    case negative
    /// Not a verdict: something the game tells (a file it could not save), unmarked and dim.
    case notice
}

/// The verdict after an answer, centred, led by a check mark or a cross.
///
/// The mark keeps its meaning from resting on colour alone. Cut short, it ends with "[e]", the
/// `moreKey` that shows it whole.
public struct VerdictView: View, Hashable, Sendable {
    public var text: String
    public var tone: Tone?
    public var moreKey: String?

    public init(text: String, tone: Tone?, moreKey: String? = nil) {
        self.text = text
        self.tone = tone
        self.moreKey = moreKey
    }

    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        let line: String
        let style: Style
        switch tone {
        case .positive?:
            line = theme.symbols.check + " " + text
            style = theme.verdictPositive
        case .negative?:
            line = theme.symbols.cross + " " + text
            style = theme.verdictNegative
        case .notice?:
            line = text
            style = theme.notice
        case nil:
            line = text
            style = theme.score
        }
        let shown = moreKey.map { TextLayout.truncate(line, width: frame.width, naming: $0, theme: theme) } ?? line
        TextLineView(text: shown, style: style).render(into: &buffer, frame: frame, theme: theme)
    }
}

/// The fact behind an answer: wrapped to at most 72 columns, centred, as many lines as the frame
/// has rows, the last one marked "…" when the text goes on, then "[e]", the `moreKey` that shows
/// it whole.
public struct ExplanationView: View, Hashable, Sendable {
    public var text: String
    public var moreKey: String?

    public init(text: String, moreKey: String? = nil) {
        self.text = text
        self.moreKey = moreKey
    }

    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let width = min(frame.width - 4, 72)
        var lines = TextLayout.wrap(text, width: width)
        if lines.count > frame.height {
            lines = Array(lines.prefix(frame.height))
            let key = moreKey.map { " [\($0)]" } ?? ""
            let keyWidth = ScreenBuffer.displayWidth(ofText: key)
            lines[lines.count - 1] =
                TextLayout.markContinued(
                    lines[lines.count - 1], width: width - keyWidth, ellipsis: theme.symbols.ellipsis) + key
        }
        for (row, line) in lines.enumerated() {
            let rowFrame = Rect(x: frame.x, y: frame.y + row, width: frame.width, height: 1)
            TextLineView(text: line, style: theme.notice).render(into: &buffer, frame: rowFrame, theme: theme)
        }
    }
}
