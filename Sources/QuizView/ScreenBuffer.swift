/// One character cell of the screen.
public struct Cell: Hashable, Sendable {
    /// What is drawn: one grapheme, or nothing for a wide grapheme's right half.
    public var symbol: String
    public var style: Style

    public init(_ symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
    }

    /// The right half of a two-column grapheme.
    public var isContinuation: Bool { symbol.isEmpty }

    public static let blank = Cell()
}

/// A rectangle of cells, in screen coordinates (x to the right, y down).
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The part of both rectangles, possibly empty.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows on top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// An in-memory screen: what would be on the terminal, cell by cell.
///
/// Views draw only into a buffer; every write is clipped to the buffer (and to an optional clip
/// rectangle), so drawing partly or wholly off screen, or into a 0x0 buffer, is always safe.
public struct ScreenBuffer: Equatable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at (x, y), or nil outside the buffer.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return cells[y * width + x]
    }

    // MARK: - Writing

    /// Puts one cell at (x, y); does nothing outside the buffer or the clip rectangle.
    ///
    /// Overwriting half of a wide grapheme blanks its other half, so the buffer never holds a
    /// broken pair.
    public mutating func set(_ cell: Cell, x: Int, y: Int, clip: Rect? = nil) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        if let clip, !clip.contains(x: x, y: y) { return }
        let index = y * width + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        } else if old.symbol.utf8.count > 1, Self.displayWidth(of: old.symbol) == 2, x + 1 < width {
            // (One byte is ASCII, never two columns: most cells are, and are told apart at once.)
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let first = y * width + area.x
            let last = y * width + area.maxX - 1
            // A wide grapheme the rectangle cuts in two loses its other half, as `set` does; the
            // cells inside are all replaced, so only the edges are looked at.
            if cells[first].isContinuation, area.x > 0 {
                cells[first - 1] = Cell(" ", style: cells[first - 1].style)
            }
            if area.maxX < width, cells[last].symbol.utf8.count > 1, Self.displayWidth(of: cells[last].symbol) == 2 {
                cells[last + 1] = Cell(" ", style: cells[last + 1].style)
            }
            for index in first...last {
                cells[index] = cell
            }
        }
    }

    /// Writes `text` from (x, y) to the right, glyph by glyph (see `Glyph`): one cell for a
    /// narrow glyph, two for a wide one; clipped.
    ///
    /// - Returns: the column after the last one written (clipped or not).
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        var column = x
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // All printable ASCII, as most text is: a cell a byte, its symbol made once.
            let symbols = Self.asciiSymbols
            for byte in text.utf8 {
                set(Cell(symbols[Int(byte) - 0x20], style: style), x: column, y: y, clip: clip)
                column += 1
            }
            return column
        }
        for character in text {
            if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                // Printable ASCII, most of what is written: one cell, as `Glyph` makes it.
                set(Cell(String(character), style: style), x: column, y: y, clip: clip)
                column += 1
                continue
            }
            if Glyph.isPlainNarrow(character) {
                // Accents, quotes, arrows, borders: one cell too, with no glyphs to make.
                set(Cell(String(character), style: style), x: column, y: y, clip: clip)
                column += 1
                continue
            }
            for glyph in Glyph.glyphs(of: character) {
                if glyph.width == 2 {
                    // A wide glyph is drawn only when both of its halves fit.
                    let fits =
                        column >= 0 && column + 1 < width
                        && (clip.map { $0.contains(x: column, y: y) && $0.contains(x: column + 1, y: y) } ?? true)
                    if fits {
                        set(Cell(glyph.symbol, style: style), x: column, y: y, clip: clip)
                        set(Cell("", style: style), x: column + 1, y: y, clip: clip)
                    } else {
                        set(Cell(" ", style: style), x: column, y: y, clip: clip)
                        set(Cell(" ", style: style), x: column + 1, y: y, clip: clip)
                    }
                } else {
                    set(Cell(glyph.symbol, style: style), x: column, y: y, clip: clip)
                }
                column += glyph.width
            }
        }
        return column
    }

    /// The symbol of each printable ASCII character, from the space (U+0020) on.
    private static let asciiSymbols = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

    // MARK: - Reading

    /// The text of each row, wide graphemes once, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                let cell = cells[y * width + x]
                if !cell.isContinuation { line += cell.symbol }
            }
            return line
        }
    }

    /// The rows as one string, trailing spaces trimmed from each row: handy in test failures.
    public var text: String {
        lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    // MARK: - Cell widths

    /// How many columns `grapheme` takes on a terminal, drawn as `Glyph`s: 0 for controls and
    /// format characters, 1 or 2 for one glyph (narrow, or wide East Asian and emoji), more for a
    /// cluster drawn as several glyphs (a flag is 2, a family joined with zero-width joiners 8).
    public static func displayWidth(of grapheme: String) -> Int {
        displayWidth(ofText: grapheme)
    }

    /// The display width of a whole string: the sum of its graphemes' widths.
    public static func displayWidth(ofText text: String) -> Int {
        // Printable ASCII, a cell's usual symbol: one column a byte, each byte its own grapheme.
        // Checked on the bytes, as every `set` measures the cell it replaces.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Latin text with its punctuation (French's accents, no-break spaces, quotes): one column
        // a scalar, each scalar its own grapheme (none of them joins the one before).
        // Likewise the symbols drawn on every frame: arrows, borders, check marks, the spinner.
        if text.unicodeScalars.allSatisfy(isNarrowScalar) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + Glyph.width(of: $1) }
    }

    /// Whether `scalar` is printable ASCII, a no-break space (U+00A0, U+202F) or a scalar
    /// `Glyph.isPlainNarrow` draws as it is (Latin letters and punctuation, arrows, borders, check
    /// marks, the spinner): one column, and never part of another scalar's grapheme.
    static func isNarrowScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0, 0x202F: true
        default: Glyph.isPlainNarrow(scalar)
        }
    }
}
