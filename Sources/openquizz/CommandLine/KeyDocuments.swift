import QuizCore

/// The man page's KEYS section, written from the key table (`KeyMap`).
///
/// As its OPTIONS section is from the flag table: each entry of the help overlay, in its order,
/// headed by its keys' names and told by `KeyText.manual`. Checked in; `--generate-man-keys` prints it for
/// Scripts/generate-flag-files.sh, and `FlagDocumentTests` fails while the page differs.
enum KeyDocuments {
    /// The KEYS section (TOUCHES in French), from its `.SH` line to the next section's, in `words`.
    static func manKeys(words: Wording = .english) -> String {
        let say = KeyText(words: words)
        var lines = [".SH " + words(FlagManualWords.keysSection)]
        for entry in KeyMap.helpEntries {
            switch entry {
            case .binding(let binding):
                // The language's own answer keys (v and f in French) with the others.
                let binding = KeyMap.bindings(in: words.language).first { $0.command == binding.command } ?? binding
                lines += [
                    ".TP", heading(binding.names(ascii: false, words: words), words: words),
                    say.manual(binding.command),
                ]
            case .mouse:
                lines += [".TP", ".B " + say.mouseManualKey, say.mouseManual]
            }
        }
        // Ctrl-L, which the app answers before the key table.
        lines += [".TP", ".B " + FlagDocuments.roff(escaping: "Ctrl-L"), say.redrawManual]
        // The modes' own keys, from their tables.
        for row in KeyMap.modeKeys {
            lines += [".TP", heading(row.bindings.flatMap(\.names), words: words), words(row.manual)]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Keys as a section's heading: `.B e`, or `.BR \(-> " or " l` for two (`" ou "` in French).
    static func heading(_ names: [String], words: Wording = .english) -> String {
        let keys = names.map(roff(key:))
        return keys.count == 1
            ? ".B " + keys[0] : ".BR " + keys.joined(separator: #" " "# + words(FlagWords.orKey) + #" " "#)
    }

    /// A key's name as roff writes it: the arrows by their glyph names, the rest escaped.
    static func roff(key name: String) -> String {
        switch name {
        case "→": #"\(->"#
        case "←": #"\(<-"#
        case "↑": #"\(ua"#
        case "↓": #"\(da"#
        default: FlagDocuments.roff(escaping: name)
        }
    }

    /// The first name of a panel command's keys, as roff writes it.
    static func roff(_ command: PanelCommand, words: Wording = .english) -> String {
        roff(key: KeyMap.binding(command)?.names(ascii: false, words: words).first ?? "")
    }

    /// The first name of a command's keys, as roff writes it.
    static func roff(_ command: Command, words: Wording = .english) -> String {
        roff(key: KeyMap.binding(command)?.names(ascii: false, words: words).first ?? "")
    }
}
