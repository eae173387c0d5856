import CNcursesw

/// The terminfo side of `FrameEncoder`: its control strings for the terminal ncurses set up, and
/// how far the terminal advances for a glyph.
enum FrameStrings {
    /// The strings of the terminal ncurses set up; colours only when `colorDepth` has any.
    static func current(colorDepth: ColorDepth) -> FrameEncoder.Strings {
        let cursor = capability("cup")
        let foreground = colorDepth == .none ? nil : capability("setaf")
        let background = colorDepth == .none ? nil : capability("setab")
        return FrameEncoder.Strings(
            moveCursor: cursor.map(cursorMove(template:)) ?? { _, _ in [] },
            foreground: foreground.map { set in { filled(set, Int32($0)) } },
            background: background.map { set in { filled(set, Int32($0)) } },
            reset: string("sgr0"),
            defaultColors: colorDepth == .none ? [] : string("op"),
            bold: string("bold"),
            dim: string("dim"),
            underline: string("smul"),
            reverse: string("rev"),
            clear: string("clear"),
            lastCellScrolls: oq_terminfo_flag("am") != 0 && oq_terminfo_flag("xenl") == 0,
            attributesWithoutColor: colorDepth == .none ? [] : attributes(ncv: oq_terminfo_number("ncv"))
        )
    }

    /// The attributes terminfo's `ncv` bits name (curses' order: standout 1, underline 2,
    /// reverse 4, blink 8, dim 16, bold 32), of those a style has.
    static func attributes(ncv: Int32) -> Attributes {
        guard ncv > 0 else { return [] }
        var attributes: Attributes = []
        if ncv & 2 != 0 { attributes.insert(.underline) }
        if ncv & 4 != 0 { attributes.insert(.reverse) }
        if ncv & 16 != 0 { attributes.insert(.dim) }
        if ncv & 32 != 0 { attributes.insert(.bold) }
        return attributes
    }

    /// ANSI's cursor move (ECMA-48 CUP), as terminfo writes it.
    static let ansiMove = "\u{1B}[%i%p1%d;%p2%dH"

    /// The cursor moves of a `cup` template.
    ///
    /// Nearly every terminal's is ANSI's, which is written here without terminfo (an answer's
    /// first frame makes some 30 new moves).
    static func cursorMove(template: String) -> (_ row: Int, _ column: Int) -> [UInt8] {
        guard ControlStrings.withoutPadding(Array(template.utf8)) == Array(ansiMove.utf8) else {
            return { row, column in filled(template, Int32(row), Int32(column)) }
        }
        return { row, column in Array("\u{1B}[\(row + 1);\(column + 1)H".utf8) }
    }

    /// A capability's text as terminfo holds it (with its `%` parameters), or nil.
    private static func capability(_ name: String) -> String? {
        oq_terminfo_string(name).map { String(cString: $0) }
    }

    private static func string(_ name: String) -> [UInt8] {
        ControlStrings.string(name) ?? []
    }

    /// `capability` with its numbers put in, without padding.
    static func filled(_ capability: String, _ first: Int32, _ second: Int32? = nil) -> [UInt8] {
        let result = second.map { oq_terminfo_with2(capability, first, $0) } ?? oq_terminfo_with(capability, first)
        guard let result else { return [] }
        return ControlStrings.withoutPadding(Array(String(cString: result).utf8))
    }
}

/// How many columns the terminal advances for a glyph, as ncurses (and the C library's
/// `wcwidth`) counts them: measured once per glyph on a 1-row scratch pad ncurses never shows.
///
/// The C library's tables may be older or newer than ours: a glyph whose advance differs from
/// what the buffer counts is drawn as `?` (`FrameEncoder`), so the rest of its row never shifts.
final class GlyphAdvances {
    private var pad: UnsafeMutablePointer<WINDOW>?
    private var known: [String: Int] = [:]
    /// Borders come in runs of one symbol: the last one answers without hashing.
    private var last: (symbol: String, advance: Int)?

    deinit {
        if let pad { delwin(pad) }
    }

    /// The columns ncurses advances for `symbol`; -1 when it refuses it.
    func advance(of symbol: String) -> Int {
        if let last, last.symbol == symbol { return last.advance }
        let advance = known[symbol] ?? measure(symbol)
        last = (symbol, advance)
        return advance
    }

    private func measure(_ symbol: String) -> Int {
        var characters = Array(symbol.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) })
        characters.append(0)
        var complex = cchar_t()
        var advance = -1
        if pad == nil { pad = newpad(1, 8) }
        if let pad, setcchar(&complex, characters, oq_a_normal(), 0, nil) == OK, wmove(pad, 0, 0) == OK,
            wadd_wch(pad, &complex) == OK
        {
            advance = Int(getcurx(pad))
        }
        if known.count >= 4096 { known.removeAll() }
        known[symbol] = advance
        return advance
    }
}
