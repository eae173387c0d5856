/// One key and what it does, for the help box.
public struct HelpLine: Hashable, Sendable {
    public var key: String
    public var action: String

    public init(key: String, action: String) {
        self.key = key
        self.action = action
    }
}

/// The help box: a centred box titled with `words.helpTitle` ("Keys"), drawn over a cleared
/// screen (nothing of what is under it shows beside it), listing the keys and ending with the
/// `words.closeHint` hint ("press any key to close").
public struct HelpOverlay: View, Hashable, Sendable {
    public var lines: [HelpLine]
    /// The box's own words: its title, its hint, the row for the keys left out.
    public var words: ViewText

    /// Columns between the key column and the action column.
    public static let columnGap = 2

    public init(lines: [HelpLine], words: ViewText) {
        self.lines = lines
        self.words = words
    }

    // MARK: - Rendering

    /// Clears `frame`, then draws the box centred in it, as large as its content or as `frame`,
    /// whichever is smaller.
    ///
    /// When rows run short the blank rows go first, then the last keys, and a row says how many
    /// were left out and where to read them (`words.moreKeys`, or `moreKeysShort`); the hint stays.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        buffer.fill(frame, with: Cell(" ", style: theme.background))
        let keyWidth = lines.map { ScreenBuffer.displayWidth(ofText: $0.key) }.max() ?? 0
        let rows = lines.map { line in
            let padding = String(repeating: " ", count: keyWidth - ScreenBuffer.displayWidth(ofText: line.key))
            return (key: line.key + padding, action: line.action)
        }
        let rowWidths = rows.map { keyWidth + Self.columnGap + ScreenBuffer.displayWidth(ofText: $0.action) }
        let contentWidth = max(
            rowWidths.max() ?? 0,
            ScreenBuffer.displayWidth(ofText: words.closeHint),
            ScreenBuffer.displayWidth(ofText: words.helpTitle) + 4
        )
        let box = buffer.drawTitledBox(
            width: min(frame.width, contentWidth + 4), height: min(frame.height, rows.count + 5), centredIn: frame,
            title: words.helpTitle, theme: theme)

        let inside = box.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        let text = inside.width > 2 ? inside.insetBy(dx: 1, dy: 0) : inside
        let ellipsis = theme.symbols.ellipsis
        let hintRow = Rect(x: text.x, y: inside.maxY - 1, width: text.width, height: 1)
        buffer.writeCentered(words.closeHint, in: hintRow, style: theme.helpHint, ellipsis: ellipsis)

        let roomForKeys = inside.height - 1
        let spacious = roomForKeys >= rows.count + 2
        let firstRow = inside.y + (spacious ? 1 : 0)
        // Keys left out: the last row says so instead of a key.
        let shown = spacious || rows.count <= roomForKeys ? rows.count : max(0, roomForKeys - 1)
        if shown < rows.count, roomForKeys > 0 {
            let full = words.moreKeys(ellipsis, "\(rows.count - shown)")
            let more =
                ScreenBuffer.displayWidth(ofText: full) <= text.width
                ? full : words.moreKeysShort("\(rows.count - shown)")
            let moreRow = Rect(x: text.x, y: firstRow + shown, width: text.width, height: 1)
            buffer.write(
                TextLayout.truncate(more, width: text.width, ellipsis: ellipsis), x: text.x, y: moreRow.y,
                style: theme.helpHint, clip: moreRow)
        }
        for (index, row) in rows.prefix(shown).enumerated() {
            let y = firstRow + index
            let keyText = TextLayout.truncate(row.key, width: text.width, ellipsis: ellipsis)
            let after = buffer.write(keyText, x: text.x, y: y, style: theme.helpKey, clip: text)
            let actionX = after + Self.columnGap
            let action = TextLayout.truncate(row.action, width: text.maxX - actionX, ellipsis: ellipsis)
            buffer.write(action, x: actionX, y: y, style: theme.helpBox, clip: text)
        }
    }
}
