/// A piece of a panel line and how it looks.
public struct Span: Hashable, Sendable {
    /// How a span is drawn.
    public enum Look: Hashable, Sendable {
        case plain
        /// A heading or a statement: bold.
        case strong
        /// Secondary text: dimmer.
        case dim
        /// Right answers: green.
        case positive
        /// Wrong answers: red.
        case negative
    }

    public var text: String
    public var look: Look

    public init(_ text: String, _ look: Look = .plain) {
        self.text = text
        self.look = look
    }
}

/// One row of a panel: spans drawn one after the other, the last cut with an ellipsis.
public struct PanelLine: Hashable, Sendable {
    public var spans: [Span]
    /// Drawn as the selected line (reversed, across the panel's width).
    public var isSelected: Bool

    public init(_ spans: [Span], isSelected: Bool = false) {
        self.spans = spans
        self.isSelected = isSelected
    }

    public init(_ text: String, _ look: Span.Look = .plain) {
        self.init([Span(text, look)])
    }

    /// An empty row.
    public static let blank = PanelLine([])

    /// The line with every span's text passed through `transform`.
    public func mappingText(_ transform: (String) -> String) -> PanelLine {
        PanelLine(spans.map { Span(transform($0.text), $0.look) }, isSelected: isSelected)
    }
}

/// A screen of its own over the game: the review, the stats, the history.
///
/// A border around the whole screen, the title on its top border and where the lines shown
/// stand among all (`position`, such as "1-18 of 45") on its bottom border. Inside, from the
/// top: the search field when there is one, the lines, and the hint on the last row. The panel
/// draws the lines it is given, from its first text row: whoever fills it cuts them to
/// `Panel.textRows` and wraps them to `Panel.textWidth`.
public struct Panel: View, Hashable, Sendable {
    public var title: String
    /// The search field's text, drawn after a "/" with a cursor; nil for no field.
    public var search: String?
    public var lines: [PanelLine]
    /// Drawn on the bottom border, such as "1-18 of 45".
    public var position: String?
    /// The keys, on the last row, such as "Esc close".
    public var hint: String

    public init(title: String, search: String? = nil, lines: [PanelLine], position: String? = nil, hint: String) {
        self.title = title
        self.search = search
        self.lines = lines
        self.position = position
        self.hint = hint
    }

    // MARK: - Layout

    /// Columns for text on a `width`-column screen: less a border and a padding column each side.
    public static func textWidth(screenWidth width: Int) -> Int {
        max(1, width - 4)
    }

    /// Rows for lines on a `height`-row screen: less the borders and the hint row, and the search
    /// field and the blank row under it when there is one.
    public static func textRows(screenHeight height: Int, hasSearch: Bool) -> Int {
        max(1, height - 3 - (hasSearch ? 2 : 0))
    }

    /// The same panel with every text passed through `transform`.
    public func mappingText(_ transform: (String) -> String) -> Panel {
        Panel(
            title: transform(title), search: search.map(transform), lines: lines.map { $0.mappingText(transform) },
            position: position.map(transform), hint: transform(hint))
    }

    // MARK: - Rendering

    /// Fills `frame` (the whole screen) with the panel.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard frame.width >= 3, frame.height >= 3 else { return }
        buffer.drawBox(frame, border: theme.symbols.border, borderStyle: theme.notice, fillStyle: theme.background)
        let top = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1)
        buffer.writeCentered(" \(title) ", in: top, style: theme.header, ellipsis: "")
        if let position {
            let bottom = Rect(x: frame.x + 1, y: frame.maxY - 1, width: frame.width - 2, height: 1)
            let text = " \(position) "
            let width = ScreenBuffer.displayWidth(ofText: text)
            buffer.write(
                text, x: max(bottom.x, bottom.maxX - width - 1), y: bottom.y, style: theme.notice, clip: bottom)
        }
        let inside = frame.insetBy(dx: 1, dy: 1)
        let text = inside.width > 2 ? inside.insetBy(dx: 1, dy: 0) : inside
        let ellipsis = theme.symbols.ellipsis
        var y = inside.y
        if let search {
            let field = Rect(x: text.x, y: y, width: text.width, height: 1)
            let after = buffer.write("/ ", x: field.x, y: y, style: theme.header, clip: field)
            // The end of a long query stays in sight, where the player types: one pass from the
            // end, each character measured once.
            let room = max(0, field.maxX - after - 1)
            var start = search.endIndex
            var used = 0
            while start > search.startIndex {
                let before = search.index(before: start)
                used += Glyph.width(of: search[before])
                guard used <= room else { break }
                start = before
            }
            let shown = String(search[start...])
            let cursorX = buffer.write(shown, x: after, y: y, style: theme.header, clip: field)
            buffer.set(Cell(" ", style: theme.button), x: cursorX, y: y, clip: field)
            y += 2
        }
        let hintRow = inside.maxY - 1
        for line in lines where y < hintRow {
            let row = Rect(x: text.x, y: y, width: text.width, height: 1)
            if line.isSelected {
                buffer.fill(
                    Rect(x: inside.x, y: y, width: inside.width, height: 1), with: Cell(" ", style: theme.button))
            }
            var x = row.x
            for (index, span) in line.spans.enumerated() {
                let room = row.maxX - x
                guard room > 0 else { break }
                let isLast = index == line.spans.count - 1
                let width = ScreenBuffer.displayWidth(ofText: span.text)
                // A span that doesn't fit is cut, and so are the ones after it.
                let fits = width <= room && (isLast || width < room)
                // A later span with no room left for a word is left out, not cut to a letter.
                if !fits, index > 0, room < 6 { break }
                let shown = fits ? span.text : TextLayout.truncate(span.text, width: room, ellipsis: ellipsis)
                x = buffer.write(
                    shown, x: x, y: y, style: style(span.look, selected: line.isSelected, theme), clip: row)
                if !fits { break }
            }
            y += 1
        }
        let hint = Rect(x: text.x, y: hintRow, width: text.width, height: 1)
        buffer.writeCentered(hint.height > 0 ? self.hint : "", in: hint, style: theme.notice, ellipsis: ellipsis)
    }

    private func style(_ look: Span.Look, selected: Bool, _ theme: Theme) -> Style {
        if selected { return theme.button }
        switch look {
        case .plain: return theme.background
        case .strong: return theme.header
        case .dim: return theme.notice
        case .positive: return theme.verdictPositive
        case .negative: return theme.verdictNegative
        }
    }
}
