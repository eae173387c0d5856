import QuizView

/// What a key (or a notch of the mouse wheel) asks an open panel to do.
enum PanelCommand: Hashable, Sendable, CaseIterable {
    case scrollUp, scrollDown, pageUp, pageDown, top, bottom
    /// The review's share line to the clipboard.
    case copyShareLine
    /// The history's selected answer, in a box.
    case openAnswer
    /// The search: one character less, all of it cleared, or the next verdict filter.
    case deleteBackward, clearSearch, cycleVerdicts
    /// Back to the game (the review and the stats also close on any key of no command).
    case close
}

/// The panels, as the panel key table names them.
enum PanelKind: Hashable, Sendable, CaseIterable {
    case review, stats, history
}

/// What the mouse does besides the keys.
enum MouseGesture: Hashable, Sendable {
    case wheelUp, wheelDown
}

/// One panel command and everything said about it once: its keys, their names, the mouse's
/// gestures that send it, and the panels it acts in.
struct PanelBinding: Sendable {
    let command: PanelCommand
    let keys: [Key]
    /// The keys as the player reads them, in Unicode.
    let names: [String]
    /// The keys as the player reads them without Unicode, where they differ.
    var asciiNames: [String]?
    var gestures: [MouseGesture] = []
    /// The panels where it acts.
    ///
    /// In the history, a printable character types into the search first: only the other keys
    /// send a command there.
    var panels: Set<PanelKind> = Set(PanelKind.allCases)

    /// The keys' names, in Unicode or ASCII, as the keyboard of `words`' language prints them.
    func names(ascii: Bool, words: Wording = .english) -> [String] {
        (ascii ? asciiNames ?? names : names).map { KeyNamePhrase.name($0, words: words) }
    }
}

extension KeyMap {
    /// The panels' keys (review, stats, history): dispatch, the wheel and the panels' hints read it.
    static let panelBindings: [PanelBinding] = [
        PanelBinding(
            command: .scrollUp, keys: [.up, .character("k")], names: ["↑", "k"], asciiNames: ["Up", "k"],
            gestures: [.wheelUp]),
        PanelBinding(
            command: .scrollDown, keys: [.down, .character("j")], names: ["↓", "j"], asciiNames: ["Down", "j"],
            gestures: [.wheelDown]),
        PanelBinding(command: .pageUp, keys: [.pageUp], names: ["PgUp"]),
        PanelBinding(command: .pageDown, keys: [.pageDown, .character(" ")], names: ["PgDn", "Space"]),
        PanelBinding(command: .top, keys: [.home, .character("g")], names: ["Home", "g"]),
        PanelBinding(command: .bottom, keys: [.end, .character("G")], names: ["End", "G"]),
        PanelBinding(
            command: .copyShareLine, keys: [.character("c"), .character("C")], names: ["c"], panels: [.review]),
        PanelBinding(command: .openAnswer, keys: [.enter], names: ["Enter"], panels: [.history]),
        PanelBinding(command: .deleteBackward, keys: [.backspace], names: ["Backspace"], panels: [.history]),
        PanelBinding(command: .clearSearch, keys: [.control("u")], names: ["Ctrl-U"], panels: [.history]),
        PanelBinding(command: .cycleVerdicts, keys: [.tab], names: ["Tab"], panels: [.history]),
        PanelBinding(command: .close, keys: [.escape], names: ["Esc"]),
    ]

    /// The binding of `command` among the panels'.
    static func binding(_ command: PanelCommand) -> PanelBinding? {
        panelBindings.first { $0.command == command }
    }

    /// The command `key` sends in `panel`, if any.
    static func panelCommand(for key: Key, in panel: PanelKind) -> PanelCommand? {
        panelBindings.first { $0.panels.contains(panel) && $0.keys.contains(key) }?.command
    }

    /// The command a gesture of the mouse sends in any panel, if any.
    static func panelCommand(for gesture: MouseGesture) -> PanelCommand? {
        panelBindings.first { $0.gestures.contains(gesture) }?.command
    }

    /// The names of `command`'s keys run together ("↑↓", "Up/Down" in ASCII) or spelled one
    /// after the other: for the panels' hints.
    static func panelKeyNames(
        _ commands: [PanelCommand], ascii: Bool, separator: String, words: Wording = .english
    ) -> String {
        commands.compactMap { binding($0)?.names(ascii: ascii, words: words).first }.joined(separator: separator)
    }
}
