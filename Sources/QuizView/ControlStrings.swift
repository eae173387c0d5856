import CNcursesw

/// The terminal's own control strings that OpenQuizz writes itself, read from terminfo once.
struct ControlStrings: Equatable {
    var hasAlternateScreen: Bool
    /// Whether the terminal reports the mouse as xterm does (terminfo `kmous`).
    var hasMouse: Bool
    /// Button presses, releases and drags reported, in SGR form (modes 1000, 1002, 1006).
    static let enterMouse = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    /// The same modes off, in the reverse order.
    static let leaveMouse = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    var enterBracketedPaste: [UInt8]
    var leaveBracketedPaste: [UInt8]
    var clearScreen: [UInt8]
    /// What the last resort writes: attributes and colours reset, cursor shown, bracketed paste
    /// off, and the main screen back (or, without an alternate screen, cleared).
    var lastResortReset: [UInt8]

    /// The strings of the terminal ncurses set up.
    static func current() -> ControlStrings {
        ControlStrings(
            leaveAlternateScreen: string("rmcup"),
            enterBracketedPaste: string("BE"),
            leaveBracketedPaste: string("BD"),
            clearScreen: string("clear"),
            resetAttributes: string("sgr0"),
            resetColors: string("op"),
            showCursor: string("cnorm"),
            mouse: string("kmous")
        )
    }

    init(
        leaveAlternateScreen: [UInt8]?,
        enterBracketedPaste: [UInt8]?,
        leaveBracketedPaste: [UInt8]?,
        clearScreen: [UInt8]?,
        resetAttributes: [UInt8]?,
        resetColors: [UInt8]?,
        showCursor: [UInt8]?,
        mouse: [UInt8]? = nil
    ) {
        hasMouse = mouse.map { !$0.isEmpty } ?? false
        let bracketedPaste = enterBracketedPaste != nil && leaveBracketedPaste != nil
        self.hasAlternateScreen = leaveAlternateScreen != nil
        self.enterBracketedPaste = bracketedPaste ? enterBracketedPaste ?? [] : []
        self.leaveBracketedPaste = bracketedPaste ? leaveBracketedPaste ?? [] : []
        self.clearScreen = clearScreen ?? []
        let screen = leaveAlternateScreen ?? clearScreen ?? []
        // The mouse modes off too, whether or not they were on: a terminal that doesn't know them
        // ignores them.
        lastResortReset =
            (resetAttributes ?? []) + (resetColors ?? []) + (showCursor ?? []) + self.leaveBracketedPaste
            + Self.leaveMouse + screen
    }

    /// A string capability of the terminal ncurses set up, without padding; nil when it has none.
    static func string(_ name: String) -> [UInt8]? {
        oq_terminfo_string(name).map { withoutPadding(Array(String(cString: $0).utf8)) }
    }

    /// A terminfo string without its `$<…>` padding, which only `tputs` understands.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
