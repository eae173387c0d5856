import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The pane as a grid of cells, measured the way tmux measures what it is sent.
///
/// Each code point advances by the C library's `wcwidth` (tmux uses it), and a code point of width
/// 0 joins the cell before it. Independent of the game's own width tables, so a test can tell
/// whether the game and the terminal agree.
struct TerminalCells {
    /// One terminal cell: what it shows, or "" for the right half of a wide character.
    typealias Row = [String]

    let rows: [Row]

    init(_ screen: Screen) {
        rows = screen.lines.map(Self.cells(of:))
    }

    /// The cell at (x, y); a space outside the captured text.
    subscript(x: Int, y: Int) -> String {
        guard y >= 0, y < rows.count, x >= 0, x < rows[y].count else { return " " }
        return rows[y][x]
    }

    /// The columns of row `y` up to its last non-blank cell.
    func usedWidth(ofRow y: Int) -> Int {
        guard y >= 0, y < rows.count else { return 0 }
        return (rows[y].lastIndex { $0 != " " }).map { $0 + 1 } ?? 0
    }

    /// The text of cells `columns` of row `y`, wide characters once.
    func text(row y: Int, columns: Range<Int>) -> String {
        columns.map { self[$0, y] }.joined()
    }

    // MARK: - Boxes

    /// A box drawn with `corners` ("╭╮╰╯" or "++++") and `vertical` sides, found from the top:
    /// its frame and its inside, row by row.
    struct Box {
        var left: Int
        var right: Int
        var top: Int
        var bottom: Int
        var interior: [String]
        /// The bottom border between its corners (a page number may sit on it).
        var bottomEdge: String

        /// The inside's words, joined by single spaces.
        var text: String {
            interior.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// The first box whose top-left corner is found scanning rows from the top: a top edge from
    /// that corner to a top-right corner, sides in the same two columns on every row below, and a
    /// bottom edge with its corners in those columns.
    func box(corners: String, vertical: String) -> Box? {
        let corner = corners.map(String.init)
        guard corner.count == 4 else { return nil }
        for top in rows.indices {
            for left in rows[top].indices where rows[top][left] == corner[0] {
                guard let right = rows[top][(left + 1)...].firstIndex(of: corner[1]) else { continue }
                var interior: [String] = []
                var y = top + 1
                while y < rows.count {
                    if self[left, y] == corner[2], self[right, y] == corner[3] {
                        let edge = text(row: y, columns: (left + 1)..<right)
                        return Box(left: left, right: right, top: top, bottom: y, interior: interior, bottomEdge: edge)
                    }
                    guard self[left, y] == vertical, self[right, y] == vertical else { break }
                    interior.append(text(row: y, columns: (left + 1)..<right))
                    y += 1
                }
            }
        }
        return nil
    }

    // MARK: - Measuring

    private static func cells(of line: String) -> Row {
        var row: Row = []
        for scalar in line.unicodeScalars {
            let width = Self.width(of: scalar)
            if width == 0 {
                if let last = row.indices.last(where: { !row[$0].isEmpty }) { row[last].unicodeScalars.append(scalar) }
                continue
            }
            row.append(String(scalar))
            if width == 2 { row.append("") }
        }
        return row
    }

    /// `wcwidth` in the C.UTF-8 locale, as tmux measures for the pane (its LANG is C.UTF-8); 0
    /// for what it can't measure.
    static func width(of scalar: Unicode.Scalar) -> Int {
        guard let wcwidth, let utf8Locale else { return scalar.isASCII ? 1 : 0 }
        let previous = uselocale(utf8Locale)
        defer { uselocale(previous) }
        return max(0, Int(wcwidth(Int32(bitPattern: scalar.value))))
    }

    /// Whether `wcwidth` and the C.UTF-8 locale were found (if not, widths are guesses).
    static var canMeasure: Bool { wcwidth != nil && utf8Locale != nil }

    /// The C.UTF-8 locale, made once and never freed; kept as its address, since a C pointer is
    /// not `Sendable` and a static constant must be.
    private static let utf8LocaleAddress: UInt? = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil).map {
        UInt(bitPattern: $0)
    }

    private static var utf8Locale: locale_t? { utf8LocaleAddress.flatMap { locale_t(bitPattern: $0) } }

    private static let wcwidth: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()
}
