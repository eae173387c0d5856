/// One key and what it does, for the help box.
public struct HelpLine: Hashable, Sendable {
    public var key: String
    public var action: String

    public init(key: String, action: String) {
        self.key = key
        self.action = action
    }
}

/// The help box: a centred box titled "Keys", drawn over whatever is on screen, listing the keys
/// and ending with a "press any key to close" hint.
public struct HelpOverlay: View, Hashable, Sendable {
    public var lines: [HelpLine]

    public static let title = "Keys"
    public static let hint = "press any key to close"
    /// Columns between the key column and the action column.
    public static let columnGap = 2

    public init(lines: [HelpLine]) {
        self.lines = lines
    }

    // MARK: - Rendering

    /// Draws the box centred in `frame`, as large as its content or as `frame`, whichever is smaller.
    ///
    /// When rows run short the blank rows go first, then the last keys; the hint stays.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let keyWidth = lines.map { ScreenBuffer.displayWidth(ofText: $0.key) }.max() ?? 0
        let rows = lines.map { line in
            let padding = String(repeating: " ", count: keyWidth - ScreenBuffer.displayWidth(ofText: line.key))
            return (key: line.key + padding, action: line.action)
        }
        let rowWidths = rows.map { keyWidth + Self.columnGap + ScreenBuffer.displayWidth(ofText: $0.action) }
        let contentWidth = max(
            rowWidths.max() ?? 0,
            ScreenBuffer.displayWidth(ofText: Self.hint),
            ScreenBuffer.displayWidth(ofText: Self.title) + 4
        )
        let boxWidth = min(frame.width, contentWidth + 4)
        let boxHeight = min(frame.height, rows.count + 5)
        let box = Rect(
            x: frame.x + (frame.width - boxWidth) / 2,
            y: frame.y + (frame.height - boxHeight) / 2,
            width: boxWidth,
            height: boxHeight
        )
        buffer.drawBox(box, border: theme.symbols.border, borderStyle: theme.helpBox, fillStyle: theme.helpBox)
        if box.width >= 3 {
            let titleRow = Rect(x: box.x + 1, y: box.y, width: box.width - 2, height: 1)
            buffer.writeCentered(" \(Self.title) ", in: titleRow, style: theme.helpKey, ellipsis: "")
        }

        let inside = box.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        let text = inside.width > 2 ? inside.insetBy(dx: 1, dy: 0) : inside
        let ellipsis = theme.symbols.ellipsis
        let hintRow = Rect(x: text.x, y: inside.maxY - 1, width: text.width, height: 1)
        buffer.writeCentered(Self.hint, in: hintRow, style: theme.helpHint, ellipsis: ellipsis)

        let roomForKeys = inside.height - 1
        let spacious = roomForKeys >= rows.count + 2
        let firstRow = inside.y + (spacious ? 1 : 0)
        for (index, row) in rows.prefix(max(0, spacious ? rows.count : roomForKeys)).enumerated() {
            let y = firstRow + index
            let keyText = TextLayout.truncate(row.key, width: text.width, ellipsis: ellipsis)
            let after = buffer.write(keyText, x: text.x, y: y, style: theme.helpKey, clip: text)
            let actionX = after + Self.columnGap
            let action = TextLayout.truncate(row.action, width: text.maxX - actionX, ellipsis: ellipsis)
            buffer.write(action, x: actionX, y: y, style: theme.helpBox, clip: text)
        }
    }
}
