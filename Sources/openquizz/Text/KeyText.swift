/// What the keys do, in the player's words: the help overlay's lines, `--help`'s key list and the
/// man page's KEYS.
struct KeyText {
    let words: Wording

    /// What `command` does, on its line of the help overlay.
    func help(_ command: Command) -> String {
        words(KeyPhrase.help(command))
    }

    /// What `command` does, in `--help`'s key list.
    func usage(_ command: Command) -> String {
        words(
            KeyPhrase.usage(
                command, copy: KeyMap.panelKeyNames([.copyShareLine], ascii: false, separator: "", words: words)))
    }

    /// The mouse's line in the help overlay.
    var mouseKey: String { words(KeyPhrase.mouseKey) }
    var mouseHelp: String { words(KeyPhrase.mouseHelp) }

    // MARK: - The man page (troff)

    /// What `command` does, in the man page's KEYS section: roff, each key named from the table.
    func manual(_ command: Command) -> String {
        let keys = KeyManualPhrase.Keys(
            page: KeyDocuments.roff(key: KeyMap.pageKeyName(ascii: false)),
            copy: KeyDocuments.roff(PanelCommand.copyShareLine, words: words),
            up: KeyDocuments.roff(PanelCommand.scrollUp, words: words),
            down: KeyDocuments.roff(PanelCommand.scrollDown, words: words),
            open: KeyDocuments.roff(PanelCommand.openAnswer, words: words),
            cycle: KeyDocuments.roff(PanelCommand.cycleVerdicts, words: words),
            close: KeyDocuments.roff(PanelCommand.close, words: words),
            daily: KeyDocuments.roff(Command.daily, words: words))
        return words(KeyManualPhrase.command(command, keys))
    }

    /// The mouse's entry in the man page's KEYS section.
    var mouseManualKey: String { words(KeyManualPhrase.mouseKey) }
    var mouseManual: String { words(KeyManualPhrase.mouse) }
    /// Ctrl-L's entry, after the help overlay's.
    var redrawManual: String { words(KeyManualPhrase.redraw) }
}
