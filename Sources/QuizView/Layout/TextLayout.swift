import Synchronization

/// Pure text measuring, wrapping and truncating, by terminal display width.
public enum TextLayout {
    // MARK: - Wrapping

    /// Wraps `text` greedily into lines at most `width` columns wide.
    ///
    /// Runs of whitespace (newlines included) collapse to one space, and leading and trailing
    /// whitespace is dropped; a no-break space is never a line break (it stays in its word). A word longer than `width` is broken across lines. A single grapheme
    /// wider than `width` (a wide character when `width` is 1) gets a line of its own: it is the
    /// only case where a line is wider than `width`. A `width` of 0 or less gives no lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        // A skin tone's columns are the terminal's (`SkinTones.current`): lines are kept for one way.
        let tones = SkinTones.current
        if let kept = wrapped.withLock({ $0.last { $0.matches(text, width, tones) }?.lines }) { return kept }
        let lines = wrapAnew(text, width: width)
        wrapped.withLock { kept in
            if kept.count >= keptWraps { kept.removeFirst() }
            kept.append(Wrapped(text: text, width: width, tones: tones, lines: lines))
        }
        return lines
    }

    /// How many texts' lines `wrap` keeps: a frame wraps the card's title and the explanation,
    /// which the frames after it wrap again (a few more for the answer box and the help).
    static let keptWraps = 8

    /// A text wrapped, with all its lines depend on.
    private struct Wrapped {
        let text: String
        let width: Int
        let tones: SkinTones
        let lines: [String]

        func matches(_ text: String, _ width: Int, _ tones: SkinTones) -> Bool {
            self.width == width && self.tones == tones && self.text == text
        }
    }

    /// The last texts wrapped, the newest last: at most `keptWraps`.
    private static let wrapped = Mutex<[Wrapped]>([])

    /// `text` wrapped into lines of `width` columns, as `wrap` says, not looked up.
    private static func wrapAnew(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words(of: text) {
            let wordWidth = ScreenBuffer.displayWidth(ofText: word)
            let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
            if needed <= width {
                if lineWidth > 0 { line.append(" ") }
                line.append(word)
                lineWidth = needed
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = word
                lineWidth = wordWidth
                continue
            }
            var pieces = breakWord(word, width: width)
            let last = pieces.removeLast()
            lines += pieces
            line = last
            lineWidth = ScreenBuffer.displayWidth(ofText: last)
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }

    /// Wraps `text` as `wrap` does, but never ends on a lone word when the line before it has two
    /// or more: the last word of that line moves down, when both then fit `width`.
    ///
    /// For sentences read as text (a card's title): "…7/10 or │ better." reads better than
    /// "…7/10 or better. │" with "better." alone.
    public static func wrapWithoutLoneLastWord(_ text: String, width: Int) -> [String] {
        var lines = wrap(text, width: width)
        guard lines.count >= 2, let last = lines.last, !last.contains(" "),
            let cut = lines[lines.count - 2].lastIndex(of: " ")
        else { return lines }
        let before = lines[lines.count - 2]
        let moved = String(before[before.index(after: cut)...]) + " " + last
        guard ScreenBuffer.displayWidth(ofText: moved) <= width else { return lines }
        lines[lines.count - 2] = String(before[..<cut])
        lines[lines.count - 1] = moved
        return lines
    }

    // MARK: - Truncating

    /// `text` cut to at most `width` columns, ending with `ellipsis` when something was cut.
    ///
    /// Whitespace just before the ellipsis is dropped. When `width` is too narrow for one
    /// grapheme and the ellipsis, the text is cut hard, without an ellipsis.
    public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if ScreenBuffer.displayWidth(ofText: text) <= width { return text }
        let ellipsisWidth = ScreenBuffer.displayWidth(ofText: ellipsis)
        guard width > ellipsisWidth else { return prefix(of: text, width: width) }
        var kept = prefix(of: text, width: width - ellipsisWidth)
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        guard !kept.isEmpty else { return prefix(of: text, width: width) }
        return kept + ellipsis
    }

    /// `text` cut to `width` columns as `truncate` does, followed by " [key]" when it was cut, to
    /// say which key shows the rest; unchanged when it fits.
    ///
    /// A cut that falls just after a sentence's end shows no ellipsis ("Right. [e]", not
    /// "Right.… [e]"): the key says more follows.
    public static func truncate(_ text: String, width: Int, naming key: String, theme: Theme) -> String {
        guard ScreenBuffer.displayWidth(ofText: text) > width else { return text }
        let note = " [\(key)]"
        let room = width - ScreenBuffer.displayWidth(ofText: note)
        let ellipsis = theme.symbols.ellipsis
        guard room > ScreenBuffer.displayWidth(ofText: ellipsis) else {
            return truncate(text, width: width, ellipsis: ellipsis)
        }
        let cut = truncate(text, width: room, ellipsis: ellipsis)
        let kept = cut.dropLast(ellipsis.count)
        return (cut.hasSuffix(ellipsis) && kept.last.map { ".!?".contains($0) } == true ? String(kept) : cut) + note
    }

    /// `line` ending with `ellipsis`, to show that more text follows, within `width` columns.
    ///
    /// The line is shortened as needed; when `width` cannot hold the ellipsis the line is returned
    /// cut to `width`, without it.
    public static func markContinued(_ line: String, width: Int, ellipsis: String = "…") -> String {
        let ellipsisWidth = ScreenBuffer.displayWidth(ofText: ellipsis)
        guard width > ellipsisWidth else { return prefix(of: line, width: max(0, width)) }
        var kept = prefix(of: line, width: width - ellipsisWidth)
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return kept + ellipsis
    }

    /// The longest start of `text` at most `width` columns wide.
    public static func prefix(of text: String, width: Int) -> String {
        var kept = ""
        var used = 0
        for character in text {
            let characterWidth = Glyph.width(of: character)
            if used + characterWidth > width { break }
            kept.append(character)
            used += characterWidth
        }
        return kept
    }

    // MARK: - Private

    /// The words of `text`: split at white space, except no-break spaces (U+00A0, U+2007,
    /// U+202F), which keep "4 s" together; words that take no columns (lone format characters)
    /// are left out.
    static func words(of text: String) -> [String] {
        // Printable ASCII and ASCII white space, as most text is: split on the bytes, with no
        // property looked up; every word then takes columns.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || ($0 >= 0x09 && $0 <= 0x0D) }) {
            return text.utf8.split(whereSeparator: isASCIISpace).map { String(Substring($0)) }
        }
        return text.split(whereSeparator: isBreakingSpace)
            .map(String.init)
            .filter { ScreenBuffer.displayWidth(ofText: $0) > 0 }
    }

    /// Whether `byte` is ASCII white space: tab, line feed, vertical tab, form feed, carriage
    /// return or space.
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether `character` is white space a line may break at (not a no-break space).
    ///
    /// ASCII is told apart without looking its properties up.
    private static func isBreakingSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isASCIISpace(ascii) }
        return character.isWhitespace && !isNoBreakSpace(character)
    }

    /// Whether `character` is a space that must not become a line break.
    static func isNoBreakSpace(_ character: Character) -> Bool {
        character == "\u{00A0}" || character == "\u{2007}" || character == "\u{202F}"
    }

    /// A word too long for one line, in pieces of at most `width` columns (never empty pieces).
    private static func breakWord(_ word: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let characterWidth = Glyph.width(of: character)
            if pieceWidth > 0, pieceWidth + characterWidth > width {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
