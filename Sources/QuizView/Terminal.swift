import CNcursesw
import CSignals
import Glibc

/// The one owner of the terminal: the only code in OpenQuizz that talks to ncurses.
///
/// It takes the screen over, copies `ScreenBuffer`s to it (the cells `ScreenBuffer.changes(from:)`
/// finds, written by `FrameEncoder` in the terminal's own control strings, one write a frame),
/// reads the bytes the terminal sends (the pure `InputParser` makes keys of them: ncurses' own
/// key decoding is off), follows resizes, hands the terminal over
/// on Ctrl-Z and takes it back on `fg`, and gives it back for good from `stop()`, which is
/// idempotent — and, as a last resort, at exit and on fatal signals, with async-signal-safe calls
/// only.
public final class Terminal {
    /// Why the screen could not be taken over.
    public enum StartError: Error, Equatable {
        /// Standard input or output isn't a terminal (a pipe, a file).
        case notATerminal(Stream)
        case unknownTerminal(String)
        /// The terminal can't move its cursor (TERM=dumb, a printing terminal).
        case noCursorAddressing(String)
        /// An ncurses call that sets the terminal's modes returned `ERR`; the call's name.
        case setupFailed(String)
        /// An ncurses call that sets up colours returned `ERR`; the call's name.
        case colorSetupFailed(String)

        /// Throws `failure` when an ncurses call returned `ERR`.
        static func check(_ code: Int32, else failure: StartError) throws(StartError) {
            if code == ERR { throw failure }
        }
    }

    /// A standard stream the game needs a terminal on.
    public enum Stream: Sendable, Equatable {
        case input, output
    }

    /// What one read of standard input gave.
    public enum InputRead: Equatable {
        /// Bytes the terminal sent, in order; `InputParser` makes events of them.
        case bytes([UInt8])
        /// Nothing to read just now.
        case nothing
        /// The terminal went away (hang-up, end of file): the caller should shut down.
        case endOfInput
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
    /// True between `suspend()` and `resume()` (Ctrl-Z, then `fg`).
    private var isSuspended = false
    private var previous: ScreenBuffer?
    /// What came while the terminal was measured at start (keys typed early): read first.
    private var earlyInput: [UInt8] = []
    /// Makes the bytes of the cells that changed, in their colours.
    private var encoder: FrameEncoder
    private let advances = GlyphAdvances()
    private let controls: ControlStrings
    /// Each frame goes to the terminal in one write.
    private var output = FrameOutput()

    /// Checks what can be checked before taking the screen: stdin and stdout are terminals and
    /// `TERM` names a terminfo entry for a terminal that can move its cursor.
    public static func checkUsable(environment: [String: String]) throws(StartError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(.input) }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(.output) }
        let name = environment["TERM"] ?? ""
        guard !name.isEmpty else { throw .unknownTerminal(name) }
        switch oq_terminfo_check(name) {
        case 1: return
        case 2: throw .noCursorAddressing(name)
        default: throw .unknownTerminal(name)
        }
    }

    /// Takes the screen over: raw bytes, no echo, hidden cursor, bracketed paste where the terminal
    /// has it; arms the last-resort restore.
    ///
    /// Every ncurses call that sets the terminal up is checked; when one fails, the terminal is
    /// given back before the error is thrown. Only `curs_set` may fail: its man page says it does
    /// when the terminal can't hide its cursor, and then the cursor simply stays visible.
    ///
    /// - Parameters:
    ///   - useColor: false for `NO_COLOR` / `--no-color`.
    ///   - drawsEmoji: false for `--ascii`: no emoji is drawn, so how the terminal draws one isn't
    ///     asked (the question is an emoji: not one byte past ASCII reaches the terminal then).
    public init(useColor: Bool, drawsEmoji: Bool = true) throws(StartError) {
        isUnicode = TerminalLocale.adopt()
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        // The shell's modes, for the last resort: ncurses changes them from here on.
        let savedModes = oq_last_resort_save_modes(STDIN_FILENO) == 0
        // The size is the kernel's (TIOCGWINSZ), never COLUMNS and LINES: a shell may have
        // exported them for another size, and ncurses would believe them until the first resize.
        use_env(false)
        use_tioctl(true)
        guard let screen = newterm(nil, oq_stdout(), oq_stdin()) else {
            throw .unknownTerminal(name)
        }
        let usesColor = useColor && has_colors()
        do {
            try Self.setUpModes()
            if usesColor {
                try StartError.check(start_color(), else: .colorSetupFailed("start_color"))
                try StartError.check(use_default_colors(), else: .colorSetupFailed("use_default_colors"))
            }
        } catch {
            endwin()
            delscreen(screen)
            throw error
        }
        self.screen = screen
        controls = ControlStrings.current()
        colorDepth = usesColor ? ColorDepth(colors: Int(oq_colors())) : .none
        let advances = advances
        encoder = FrameEncoder(
            strings: FrameStrings.current(colorDepth: colorDepth), colorDepth: colorDepth, isUnicode: isUnicode,
            advance: { advances.advance(of: $0) })
        width = Int(getmaxx(oq_stdscr()))
        height = Int(getmaxy(oq_stdscr()))
        if isUnicode, drawsEmoji {
            // Before anything is drawn: how this terminal draws 👍🏽 (keys typed meanwhile kept).
            let measured = SkinTones.measure(waitingUpTo: 300)
            SkinTones.current = measured.tones
            earlyInput = measured.typed
        }
        Self.writeDirectly(controls.enterBracketedPaste)
        if savedModes {
            let reset = controls.lastResortReset
            _ = reset.withUnsafeBufferPointer { oq_last_resort_arm($0.baseAddress, $0.count) }
        }
    }

    deinit {
        stop()
    }

    /// Raw bytes, no echo, no newline translation; ncurses neither decodes keys nor peeks at input.
    private static func setUpModes() throws(StartError) {
        try StartError.check(cbreak(), else: .setupFailed("cbreak"))
        try StartError.check(noecho(), else: .setupFailed("noecho"))
        try StartError.check(nonl(), else: .setupFailed("nonl"))
        // These two only fail for a null window.
        intrflush(oq_stdscr(), false)
        // Keys are decoded by `InputParser` from the raw bytes: ncurses neither reads stdin nor
        // switches the keypad to application mode.
        keypad(oq_stdscr(), false)
        // Every frame is drawn whole, even while keys are waiting.
        typeahead(-1)
        // ERR only means the terminal can't hide its cursor (curs_set(3X)): it stays visible.
        curs_set(0)
        try keepFlowControlKeys()
    }

    /// Ctrl-S and Ctrl-Q reach the game as keys instead of freezing and thawing the screen.
    ///
    /// `cbreak` leaves the line discipline's flow control on, so a stray Ctrl-S would stop all
    /// output until Ctrl-Q, and the game would look hung. `def_prog_mode` makes the change part of
    /// the modes ncurses puts back on resume; `endwin` still gives the shell its own.
    private static func keepFlowControlKeys() throws(StartError) {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { throw .setupFailed("tcgetattr") }
        modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { throw .setupFailed("tcsetattr") }
        try StartError.check(def_prog_mode(), else: .setupFailed("def_prog_mode"))
    }

    // MARK: - Drawing

    /// Shows `buffer`: writes the cells `buffer.changes(from:)` finds against the last frame, clipped
    /// to the screen, in one write.
    public func draw(_ buffer: ScreenBuffer) {
        guard !isStopped else { return }
        let changes = buffer.changes(from: previous)
        let bytes = encoder.encode(changes, width: width, height: height)
        // A frame the terminal didn't take whole is drawn whole next time.
        let shown = output.write(bytes)
        // Once the frame is out: the last frame's cells are freed here, not before its first byte.
        previous = shown ? buffer : nil
    }

    /// The frames that sent the terminal anything so far, and the write(2) calls they took (one
    /// a frame), for the benchmark and the tests.
    public var framesWritten: (frames: Int, writes: Int) { output.count }

    // MARK: - Input

    /// Reads what the terminal sent, without waiting: call it when standard input is readable,
    /// and once at start (keys typed while the terminal was measured are kept until then).
    public func readInput() -> InputRead {
        guard !isStopped else { return .nothing }
        if !earlyInput.isEmpty {
            defer { earlyInput = [] }
            return .bytes(earlyInput)
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return .nothing }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 { return .bytes(Array(buffer.prefix(count))) }
        if count == 0 { return .endOfInput }
        switch errno {
        case EINTR, EAGAIN: return .nothing
        default: return .endOfInput
        }
    }

    /// Whether the environment's locale (`LC_ALL`, `LC_CTYPE`, `LANG`) is UTF-8; sets the C
    /// library's locale from it (`TerminalLocale`).
    public static var localeIsUTF8: Bool { TerminalLocale.adopt() }

    /// Whether the game's process group owns the terminal.
    ///
    /// False after `bg`, or when a stopped game is continued from outside while the shell has
    /// the terminal. True when the terminal can't say (it went away), so that the caller goes on
    /// and finds out by reading.
    public var isForeground: Bool { Self.isForeground }

    /// Whether this process's group owns the terminal (false when started with `&`, or after
    /// `bg`); true when there is no terminal to own.
    public static var isForeground: Bool {
        let owner = tcgetpgrp(STDIN_FILENO)
        return owner == -1 || owner == getpgrp()
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

    /// Gives the terminal back for a while (Ctrl-Z): the shell's modes, the main screen, the cursor.
    public func suspend() {
        guard !isStopped, !isSuspended else { return }
        isSuspended = true
        giveBack()
    }

    /// Takes the terminal again after `suspend()`, or after the process was stopped and continued
    /// from outside (a shell may have put its own modes back meanwhile): program modes, the
    /// alternate screen, hidden cursor, bracketed paste; the next `draw` repaints everything.
    public func resume() {
        guard !isStopped else { return }
        isSuspended = false
        reset_prog_mode()
        curs_set(0)
        refreshSize()
        wrefresh(oq_stdscr())
        Self.writeDirectly(controls.enterBracketedPaste)
        if reportsMouse { Self.writeDirectly(ControlStrings.enterMouse) }
    }

    /// Gives the terminal back for good; safe to call any number of times.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if !isSuspended { giveBack() }
        if let screen {
            delscreen(screen)
            self.screen = nil
        }
        oq_last_resort_disarm()
    }

    /// Cursor shown, modes and screen given back; on a terminal without an alternate screen,
    /// nothing of the game is left on it and the cursor waits at the top left.
    private func giveBack() {
        curs_set(1)
        endwin()
        Self.writeDirectly(controls.leaveBracketedPaste)
        if reportsMouse { Self.writeDirectly(ControlStrings.leaveMouse) }
        if !controls.hasAlternateScreen { Self.writeDirectly(controls.clearScreen) }
    }

    /// Whether the mouse is reported: asked for with `enableMouse()`, on a terminal that can.
    public private(set) var reportsMouse = false

    /// Asks the terminal to report presses, releases and drags of the mouse (when its terminfo
    /// entry says it can): on again after every `resume()`, off on `suspend()`, `stop()` and in
    /// the last resort.
    public func enableMouse() {
        guard !isStopped, controls.hasMouse else { return }
        reportsMouse = true
        if !isSuspended { Self.writeDirectly(ControlStrings.enterMouse) }
    }

    /// Asks the terminal to put `text` on the clipboard: OSC 52, the text in base64, which xterm,
    /// tmux (`set-clipboard on`), kitty, iTerm2 and others honour and the rest ignore.
    public func copyToClipboard(_ text: String) {
        guard !isStopped, !isSuspended else { return }
        Self.writeDirectly(Clipboard.osc52(text))
    }

    /// Writes control bytes straight to the terminal, outside ncurses' buffer (ncurses has
    /// flushed its own by then: after `newterm`, `endwin` and `wrefresh`).
    private static func writeDirectly(_ bytes: [UInt8]) {
        _ = FrameOutput.writeAll(bytes)
    }
}
