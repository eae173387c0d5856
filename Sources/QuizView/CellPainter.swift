import CNcursesw

/// Writes cells into an ncurses window: each cell's glyph, attributes and colour pair.
///
/// A frame writes hundreds of cells, most of them plain ASCII and in a handful of styles, so what
/// a style becomes (its colour pair and attributes) is worked out once per style and kept, and an
/// ASCII glyph is handed to ncurses without building a string or an array.
final class CellPainter {
    /// What a style becomes in ncurses.
    private struct Look {
        var pair: Int32
        var attributes: attr_t
    }

    private struct PairKey: Hashable {
        var foreground: Int
        var background: Int
    }

    private let colorDepth: ColorDepth
    private let maximumPairs: Int32
    /// Whether the locale is UTF-8: when it isn't, only ASCII is written, and `?` for the rest.
    private let isUnicode: Bool
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    /// The looks worked out so far, and the last one used (runs of cells share a style).
    private var looks: [Style: Look] = [:]
    private var lastLook: (style: Style, look: Look)?
    /// A 1-row pad `put` writes glyphs on to see how far ncurses advances; made on first use.
    private var measuringPad: UnsafeMutablePointer<WINDOW>?
    private var measuredAdvances: [String: Int] = [:]
    private var lastAdvance: (symbol: String, advance: Int)?

    init(colorDepth: ColorDepth, maximumPairs: Int32, isUnicode: Bool) {
        self.colorDepth = colorDepth
        self.maximumPairs = maximumPairs
        self.isUnicode = isUnicode
    }

    /// Writes one cell's glyph at (x, y), `width` columns wide as the buffer counts it.
    ///
    /// What ncurses advances must be what the buffer counts, or the rest of the row shifts and
    /// stale cells stay. So a glyph is written only when it is plain ASCII or when ncurses,
    /// asked once per glyph on a scratch pad, advances exactly `width` columns for it (the C
    /// library's `wcwidth` may be older or newer than our tables); otherwise, and for anything
    /// but ASCII in a locale that isn't UTF-8, `?` is written in each of its columns.
    func put(_ cell: Cell, width: Int, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        let look = look(for: cell.style)
        var pair = look.pair
        var complex = cchar_t()
        let utf8 = cell.symbol.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
            // Plain ASCII: one column wherever it is drawn.
            var characters: (wchar_t, wchar_t) = (wchar_t(byte), 0)
            let set = withUnsafePointer(to: &characters) {
                $0.withMemoryRebound(to: wchar_t.self, capacity: 2) {
                    setcchar(&complex, $0, look.attributes, 0, &pair)
                }
            }
            if set == OK {
                mvwadd_wch(window, Int32(y), Int32(x), &complex)
                return
            }
        } else if isUnicode {
            var characters = Array(
                cell.symbol.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) })
            characters.append(0)
            if setcchar(&complex, characters, look.attributes, 0, &pair) == OK,
                advance(of: &complex, symbol: cell.symbol) == width
            {
                mvwadd_wch(window, Int32(y), Int32(x), &complex)
                return
            }
        }
        let question: [wchar_t] = [wchar_t(UInt8(ascii: "?")), 0]
        setcchar(&complex, question, look.attributes, 0, &pair)
        for column in x..<(x + width) {
            mvwadd_wch(window, Int32(y), Int32(column), &complex)
        }
    }

    /// The columns ncurses advances for `complex` (holding `symbol`), measured on a scratch pad
    /// once per symbol; -1 when ncurses refuses it.
    private func advance(of complex: inout cchar_t, symbol: String) -> Int {
        // Borders come in runs of one symbol: the last one answers without hashing.
        if let last = lastAdvance, last.symbol == symbol { return last.advance }
        if let known = measuredAdvances[symbol] {
            lastAdvance = (symbol, known)
            return known
        }
        if measuringPad == nil { measuringPad = newpad(1, 8) }
        var advance = -1
        if let pad = measuringPad, wmove(pad, 0, 0) == OK, wadd_wch(pad, &complex) == OK {
            advance = Int(getcurx(pad))
        }
        if measuredAdvances.count >= 4096 { measuredAdvances.removeAll() }
        measuredAdvances[symbol] = advance
        return advance
    }

    /// The colour pair and attributes of `style`, worked out on its first use.
    private func look(for style: Style) -> Look {
        if let last = lastLook, last.style == style { return last.look }
        let look: Look
        if let known = looks[style] {
            look = known
        } else {
            look = Look(pair: pairNumber(for: style), attributes: Self.attributes(for: style.attributes))
            // Styles come from the theme, a few dozen; the bound only keeps memory flat whatever comes.
            if looks.count >= 4096 { looks.removeAll() }
            looks[style] = look
        }
        lastLook = (style, look)
        return look
    }

    private static func attributes(for attributes: Attributes) -> attr_t {
        var result = oq_a_normal()
        if attributes.contains(.bold) { result |= oq_a_bold() }
        if attributes.contains(.dim) { result |= oq_a_dim() }
        if attributes.contains(.reverse) { result |= oq_a_reverse() }
        if attributes.contains(.underline) { result |= oq_a_underline() }
        return result
    }

    private func pairNumber(for style: Style) -> Int32 {
        guard colorDepth != .none else { return 0 }
        let key = PairKey(
            foreground: colorDepth.colorNumber(for: style.foreground),
            background: colorDepth.colorNumber(for: style.background)
        )
        if key.foreground == -1, key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        guard nextPair < maximumPairs else { return 0 }
        let pair = nextPair
        guard init_extended_pair(pair, Int32(key.foreground), Int32(key.background)) == OK else { return 0 }
        nextPair += 1
        pairs[key] = pair
        return pair
    }
}
