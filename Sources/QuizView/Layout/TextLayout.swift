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
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words(of: text) {
            let wordWidth = ScreenBuffer.displayWidth(ofText: word)
            let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
            if needed <= width {
                line += lineWidth == 0 ? word : " " + word
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
    private static func words(of text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace && !isNoBreakSpace($0) })
            .map(String.init)
            .filter { ScreenBuffer.displayWidth(ofText: $0) > 0 }
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
