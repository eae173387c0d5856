import CNcursesw
import Glibc

/// The one owner of the terminal: the only code in OpenQuizz that talks to ncurses.
///
/// It takes the screen over, copies `ScreenBuffer`s to it (only the cells that changed, then one
/// `doupdate` a frame), reads keys, follows resizes, and gives the terminal back — from `stop()`,
/// which is idempotent, and as a last resort at exit and on fatal signals.
public final class Terminal {
    /// Why the screen could not be taken over.
    public enum StartError: Error, Equatable, CustomStringConvertible {
        case notATerminal(String)
        case unknownTerminal(String)

        public var description: String {
            switch self {
            case .notATerminal(let stream):
                "\(stream) is not a terminal: OpenQuizz is a game for an interactive terminal"
            case .unknownTerminal(let name):
                "unknown terminal type \"\(name)\" (no terminfo entry): set TERM, for example TERM=xterm-256color"
            }
        }
    }

    /// The colour depth in use (after `NO_COLOR` / `--no-color`).
    public let colorDepth: ColorDepth
    /// Whether the locale is UTF-8; when it isn't (`LANG=C`), box drawing, ✓ and ✗ can't be
    /// shown and the screen should be drawn in plain ASCII.
    public let isUnicode: Bool
    public private(set) var width: Int
    public private(set) var height: Int

    private var screen: OpaquePointer?
    private var isStopped = false
    private var previous: ScreenBuffer?
    /// A 1-row pad `put` writes glyphs on to see how far ncurses advances; made on first use.
    private var measuringPad: UnsafeMutablePointer<WINDOW>?
    private var measuredAdvances: [String: Int] = [:]
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    private let maximumPairs: Int32

    private struct PairKey: Hashable {
        var foreground: Int
        var background: Int
    }

    /// Unblocks every signal for this thread: a parent (a test runner's thread) may have handed
    /// the process a blocked mask, and then Ctrl-C, SIGTERM or a resize would never arrive.
    public static func clearSignalMask() {
        oq_unblock_all_signals()
    }

    /// Routes `signals` to a pipe and returns its read end: each byte read is a signal's number.
    /// The handler does nothing else, so the loop acts on signals on its own thread.
    public static func routeSignalsToPipe(_ signals: [Int32]) -> Int32? {
        let descriptor = signals.withUnsafeBufferPointer { oq_route_signals_to_pipe($0.baseAddress, Int32($0.count)) }
        return descriptor >= 0 ? descriptor : nil
    }

    /// Checks what can be checked before taking the screen: stdin and stdout are terminals and
    /// `TERM` names a terminfo entry.
    public static func checkUsable(environment: [String: String]) throws(StartError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal("standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal("standard output") }
        let name = environment["TERM"] ?? ""
        guard !name.isEmpty else { throw .unknownTerminal(name) }
        guard oq_terminfo_exists(name) == 1 else { throw .unknownTerminal(name) }
    }

    /// Takes the screen over: raw keys, no echo, hidden cursor, keypad decoding, short Esc delay.
    ///
    /// - Parameter useColor: false for `NO_COLOR` / `--no-color`.
    public init(useColor: Bool) throws(StartError) {
        setlocale(LC_ALL, "")
        isUnicode = oq_locale_is_utf8() == 1
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        guard let screen = newterm(nil, oq_stdout(), oq_stdin()) else { throw .unknownTerminal(name) }
        self.screen = screen
        oq_install_last_resort_restore()
        cbreak()
        noecho()
        nonl()
        intrflush(oq_stdscr(), false)
        keypad(oq_stdscr(), true)
        nodelay(oq_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        if useColor, has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth(colors: Int(oq_colors()))
            maximumPairs = oq_color_pairs()
        } else {
            colorDepth = .none
            maximumPairs = 0
        }
        width = Int(getmaxx(oq_stdscr()))
        height = Int(getmaxy(oq_stdscr()))
        Self.checkKeyCodes()
    }

    deinit {
        stop()
    }

    // MARK: - Drawing

    /// Shows `buffer`: writes the cells that differ from the last frame and refreshes once.
    public func draw(_ buffer: ScreenBuffer) {
        guard !isStopped else { return }
        let window = oq_stdscr()
        let redrawAll = previous?.width != buffer.width || previous?.height != buffer.height
        if redrawAll {
            werase(window)
        }
        let rows = min(buffer.height, height)
        let columns = min(buffer.width, width)
        for y in 0..<rows {
            for x in 0..<columns {
                guard let cell = buffer[x, y], !cell.isContinuation else { continue }
                if !redrawAll, previous?[x, y] == cell { continue }
                let isWide = x + 1 < columns && buffer[x + 1, y]?.isContinuation == true
                put(cell, width: isWide ? 2 : 1, x: x, y: y, window: window)
            }
        }
        previous = buffer
        wnoutrefresh(window)
        doupdate()
    }

    /// Writes one cell's glyph, `width` columns wide as the buffer counts it.
    ///
    /// What ncurses advances must be what the buffer counts, or the rest of the row shifts and
    /// stale cells stay. So a glyph is written only when it is plain ASCII or when ncurses,
    /// asked once per glyph on a scratch pad, advances exactly `width` columns for it (the C
    /// library's `wcwidth` may be older or newer than our tables); otherwise, and for anything
    /// but ASCII in a locale that isn't UTF-8, `?` is written in each of its columns.
    private func put(_ cell: Cell, width: Int, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        var pair = pairNumber(for: cell.style)
        let attributes = attributes(for: cell.style.attributes)
        let isPlainASCII = cell.symbol.utf8.count == 1 && cell.symbol.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        var complex = cchar_t()
        if isPlainASCII || isUnicode {
            var characters = Array(
                cell.symbol.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) })
            characters.append(0)
            if setcchar(&complex, characters, attributes, 0, &pair) == OK,
                isPlainASCII || advance(of: &complex, symbol: cell.symbol) == width
            {
                mvwadd_wch(window, Int32(y), Int32(x), &complex)
                return
            }
        }
        let question: [wchar_t] = [wchar_t(UInt8(ascii: "?")), 0]
        setcchar(&complex, question, attributes, 0, &pair)
        for column in x..<(x + width) {
            mvwadd_wch(window, Int32(y), Int32(column), &complex)
        }
    }

    /// The columns ncurses advances for `complex` (holding `symbol`), measured on a scratch pad
    /// once per symbol; -1 when ncurses refuses it.
    private func advance(of complex: inout cchar_t, symbol: String) -> Int {
        if let known = measuredAdvances[symbol] { return known }
        if measuringPad == nil { measuringPad = newpad(1, 8) }
        var advance = -1
        if let pad = measuringPad, wmove(pad, 0, 0) == OK, wadd_wch(pad, &complex) == OK {
            advance = Int(getcurx(pad))
        }
        if measuredAdvances.count >= 4096 { measuredAdvances.removeAll() }
        measuredAdvances[symbol] = advance
        return advance
    }

    private func attributes(for attributes: Attributes) -> attr_t {
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

    // MARK: - Input

    /// Reads every key waiting, without blocking.
    ///
    /// - Returns: the keys, and whether standard input has reached its end (the terminal went
    ///   away): the caller should then shut down.
    public func readKeys() -> (keys: [Key], endOfInput: Bool) {
        guard !isStopped else { return ([], false) }
        let endOfInput = oq_bytes_available(STDIN_FILENO) == 0 && !hasPendingInput()
        var keys: [Key] = []
        var value: wint_t = 0
        while keys.count < 4096 {
            let status = wget_wch(oq_stdscr(), &value)
            if status == OK {
                keys.append(KeyDecoder.decode(status: .character, value: UInt32(value)))
            } else if status == oq_key_code_yes() {
                keys.append(KeyDecoder.decode(status: .keyCode, value: UInt32(value)))
            } else {
                break
            }
        }
        return (keys, endOfInput && keys.isEmpty)
    }

    private func hasPendingInput() -> Bool {
        // ncurses may hold bytes it already read (the tail of an escape sequence).
        var value: wint_t = 0
        let status = wget_wch(oq_stdscr(), &value)
        guard status != ERR else { return false }
        unget_wch(wchar_t(bitPattern: UInt32(value)))
        return true
    }

    // MARK: - Size

    /// Reads the terminal's size from the kernel and tells ncurses; the next `draw` repaints all.
    public func refreshSize() {
        guard !isStopped else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        if oq_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
            resizeterm(rows, columns)
        }
        width = Int(getmaxx(oq_stdscr()))
        height = Int(getmaxy(oq_stdscr()))
        previous = nil
        clearok(oq_stdscr(), true)
    }

    // MARK: - Suspend, resume, stop

    /// Gives the terminal back for a while (Ctrl-Z).
    public func suspend() {
        guard !isStopped else { return }
        endwin()
    }

    /// Takes the screen again after `suspend()`; the next `draw` repaints everything.
    public func resume() {
        guard !isStopped else { return }
        refreshSize()
        wrefresh(oq_stdscr())
    }

    /// Gives the terminal back for good. Safe to call any number of times.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        curs_set(1)
        endwin()
        if let screen {
            delscreen(screen)
            self.screen = nil
        }
    }

    // MARK: - Checks

    private static func checkKeyCodes() {
        assert(UInt32(oq_key_left()) == KeyDecoder.keyLeft && UInt32(oq_key_right()) == KeyDecoder.keyRight)
        assert(UInt32(oq_key_resize()) == KeyDecoder.keyResize && UInt32(oq_key_enter()) == KeyDecoder.keyEnter)
    }
}
