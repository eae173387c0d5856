/// Turns the cells a frame changes (`ScreenChanges`) into the bytes that show them: cursor moves,
/// styles and glyphs, in the terminal's own control strings.
///
/// ncurses used to do this from a copy of each frame: its `doupdate` compares the whole screen
/// again and flushes its buffer at every cursor move (about 40 write(2) calls for an answer's
/// frame), which cost more than half the time from a key to the first byte out. The changed cells
/// are already known here, so the frame is written from them, in one piece (DECISIONS 8). ncurses
/// still sets the terminal up, gives it back and reads terminfo (`FrameStrings`).
struct FrameEncoder {
    /// The control strings a frame is written with, from terminfo (`FrameStrings.current`) or,
    /// in tests, literal ones.
    struct Strings {
        /// The cursor to a row and column, counted from 0 (terminfo `cup`).
        var moveCursor: (_ row: Int, _ column: Int) -> [UInt8]
        /// Foreground and background colours by number (`setaf`, `setab`); nil without colour.
        var foreground: ((Int) -> [UInt8])?
        var background: ((Int) -> [UInt8])?
        /// Attributes off, and the terminal's default colours back (`sgr0`, `op`).
        var reset: [UInt8]
        var defaultColors: [UInt8]
        var bold: [UInt8]
        var dim: [UInt8]
        var underline: [UInt8]
        var reverse: [UInt8]
        var clear: [UInt8]
        /// Whether writing the bottom-right cell scrolls the screen (terminfo `am` without
        /// `xenl`): that cell is then left as it is.
        var lastCellScrolls: Bool
        /// The attributes the terminal can't show in colour (terminfo `ncv`: the Linux console
        /// shows underline and dim as colours of their own): left out of a coloured style.
        var attributesWithoutColor: Attributes = []
    }

    private let strings: Strings
    private let colorDepth: ColorDepth
    /// The columns the terminal advances for a glyph that isn't plain ASCII (-1: it can't show it).
    private let advance: (String) -> Int
    /// Whether the locale is UTF-8: when it isn't, only ASCII is written, and `?` for the rest.
    private let isUnicode: Bool
    /// Each style's control strings, worked out on its first use: a theme has a few dozen, and a
    /// frame alternates between a handful (compared in order: cheaper than hashing a style).
    private var styles: [(style: Style, bytes: [UInt8])] = []
    /// Whether a one-scalar glyph (most of a frame's: box drawing, ✓, ✗) is shown as it is, by
    /// scalar and columns: hashing an integer costs less than hashing a string.
    private var shownScalars: [UInt32: Bool] = [:]
    private var lastShown: (key: UInt32, shown: Bool)?
    /// Each cell's cursor move, made on first use for the screen's size.
    private var moves: [[UInt8]?] = []
    private var movesWidth = 0

    init(strings: Strings, colorDepth: ColorDepth, isUnicode: Bool, advance: @escaping (String) -> Int) {
        self.strings = strings
        self.colorDepth = colorDepth
        self.isUnicode = isUnicode
        self.advance = advance
    }

    /// The bytes that turn a `width` x `height` screen showing the old buffer into the new one.
    ///
    /// Each frame starts from what it can be sure of: the cursor anywhere, attributes and colours
    /// unknown; it leaves both reset. A cell written in the last column leaves the cursor where
    /// terminals disagree, so the next cell moves it again.
    mutating func encode(_ changes: ScreenChanges, width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        // A box-drawing glyph is 3 bytes; a style's strings about 30.
        bytes.reserveCapacity(changes.cells.count * 4 + 512)
        if changes.redrawsAll {
            bytes += strings.reset
            bytes += strings.defaultColors
            bytes += strings.clear
        }
        if movesWidth != width || moves.count != width * height {
            moves = Array(repeating: nil, count: max(0, width * height))
            movesWidth = width
        }
        // Where the cursor is (x -1: not known) and the style written last (none yet).
        var cursor = (x: -1, y: -1)
        var style = Style.plain
        var hasStyle = false
        // Read in place: an answer's frame changes some 800 cells, and copying each (its string)
        // cost more than writing it.
        changes.cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                let (x, y) = (cells[index].x, cells[index].y)
                guard x < width, y < height else { continue }
                let columns = min(cells[index].width, width - x)
                if strings.lastCellScrolls, y == height - 1, x + columns >= width { continue }
                if x != cursor.x || y != cursor.y {
                    bytes += move(x: x, y: y)
                }
                if !hasStyle || style != cells[index].cell.style {
                    style = cells[index].cell.style
                    hasStyle = true
                    bytes += look(of: style)
                }
                appendGlyph(cells[index].cell.symbol, columns: columns, to: &bytes)
                cursor = (x + columns < width ? x + columns : -1, y)
            }
        }
        if hasStyle {
            bytes += strings.reset
            bytes += strings.defaultColors
        }
        return bytes
    }

    private mutating func move(x: Int, y: Int) -> [UInt8] {
        let index = y * movesWidth + x
        if let known = moves[index] { return known }
        let made = strings.moveCursor(y, x)
        moves[index] = made
        return made
    }

    /// Attributes and colours reset, then the style's own.
    private mutating func look(of style: Style) -> [UInt8] {
        if let known = styles.first(where: { $0.style == style }) { return known.bytes }
        var bytes = strings.reset + strings.defaultColors
        let foreground = colorDepth.colorNumber(for: style.foreground)
        let background = colorDepth.colorNumber(for: style.background)
        var attributes = style.attributes
        if foreground >= 0 || background >= 0 { attributes.subtract(strings.attributesWithoutColor) }
        if attributes.contains(.bold) { bytes += strings.bold }
        if attributes.contains(.dim) { bytes += strings.dim }
        if attributes.contains(.underline) { bytes += strings.underline }
        if attributes.contains(.reverse) { bytes += strings.reverse }
        if foreground >= 0, let set = strings.foreground { bytes += set(foreground) }
        if background >= 0, let set = strings.background { bytes += set(background) }
        // Styles come from the theme; the bound only keeps the search short whatever comes.
        if styles.count >= 64 { styles.removeAll() }
        styles.append((style, bytes))
        return bytes
    }

    /// The glyph's bytes when the terminal advances exactly `columns` for it, else `?` in each column.
    ///
    /// What the terminal advances must be what the buffer counts, or the rest of the row shifts.
    /// Plain ASCII always fits; control characters never reach the terminal.
    private mutating func appendGlyph(_ symbol: String, columns: Int, to bytes: inout [UInt8]) {
        let utf8 = symbol.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F, columns == 1 {
            bytes.append(byte)
            return
        }
        if shows(symbol, columns: columns) {
            let appended: Bool? = utf8.withContiguousStorageIfAvailable {
                bytes.append(contentsOf: $0)
                return true
            }
            if appended == nil { bytes += utf8 }
        } else {
            bytes += repeatElement(UInt8(ascii: "?"), count: columns)
        }
    }

    /// Whether `symbol` (not plain ASCII) is written as it is in `columns` columns.
    private mutating func shows(_ symbol: String, columns: Int) -> Bool {
        guard isUnicode else { return false }
        let scalars = symbol.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return !scalars.isEmpty && !scalars.contains(where: Self.isControl) && advance(symbol) == columns
        }
        let key = first.value << 2 | UInt32(min(columns, 3))
        // A border is a run of one glyph: the last answers without hashing.
        if let last = lastShown, last.key == key { return last.shown }
        let shown: Bool
        if let known = shownScalars[key] {
            shown = known
        } else {
            shown = !Self.isControl(first) && advance(symbol) == columns
            if shownScalars.count >= 4096 { shownScalars.removeAll() }
            shownScalars[key] = shown
        }
        lastShown = (key, shown)
        return shown
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
