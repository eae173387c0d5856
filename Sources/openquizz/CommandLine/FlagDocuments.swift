import QuizCore
import QuizView

/// What is written from the flag table: the usage's list of flags, the bash, zsh and fish
/// completions (Assets/completions) and the man page's OPTIONS section (Assets/openquizz.6).
///
/// The files are checked in, and FlagDocumentTests fails when one differs from what is written
/// here; Scripts/generate-flag-files.sh rewrites them (`--generate-completions SHELL`,
/// `--generate-man-options`). Checked in rather than written at install: install.sh never runs
/// the binary it installs (it may be one given with `OPENQUIZZ_BINARY`, built elsewhere), the man
/// page reads whole in the source and groff checks it there, and a review shows what a change of
/// flag does to each file.
enum FlagDocuments {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// Where each file lives in the repository.
    static func path(for shell: Shell) -> String {
        switch shell {
        case .bash: "Assets/completions/openquizz.bash"
        case .zsh: "Assets/completions/_openquizz"
        case .fish: "Assets/completions/openquizz.fish"
        }
    }

    static let manPagePath = "Assets/openquizz.6"
    /// The French man page, written from the same tables in French (installed under `man/fr`).
    static let frenchManPagePath = "Assets/openquizz.fr.6"

    /// The flags the player is told about.
    static func shown(_ flags: [Flag]) -> [Flag] { flags.filter { !$0.hidden } }

    // MARK: - Usage

    /// The usage's lines for `flags`: names from column 3, the help from column 26, a long help
    /// going on below it; an alias on a line of its own.
    static func usage(_ flags: [Flag] = Flag.table, words: Wording = .english) -> String {
        var lines: [String] = []
        func add(_ names: String, _ help: String) {
            let left = "  " + names
            let pad = String(repeating: " ", count: max(1, helpColumn - left.count))
            let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append(left + pad + (helpLines.first ?? ""))
            lines += helpLines.dropFirst().map { String(repeating: " ", count: helpColumn) + $0 }
        }
        for flag in shown(flags) {
            let value = flag.value == nil ? "" : " " + flag.placeholder
            add((flag.short.map { $0 + ", " } ?? "    ") + flag.name + value, flag.help(words))
            if let alias = flag.alias { add("    " + alias + value, words(FlagWords.sameAs(flag: flag.name))) }
        }
        return lines.joined(separator: "\n")
    }

    private static let helpColumn = 25

    // MARK: - Completions

    static func completions(for shell: Shell, flags: [Flag] = Flag.table) -> String {
        switch shell {
        case .bash: bash(shown(flags))
        case .zsh: zsh(shown(flags))
        case .fish: fish(shown(flags))
        }
    }

    private static let generated =
        "written by Scripts/generate-flag-files.sh from Sources/openquizz/CommandLine/FlagTable.swift"

    /// The words the shells offer for a value; nil for a value they can't guess (a number).
    static func words(for value: Flag.Value) -> [String]? {
        switch value {
        case .words(let words): words
        case .category: TriviaCategory.openTriviaDB.map { String($0.id) } + Flag.categoryWords
        case .number, .address, .file, .files, .deck, .optionalDay: nil
        }
    }

    private static func bash(_ flags: [Flag]) -> String {
        var lines = ["# bash completion for openquizz, \(generated).", bashFunctions, "_openquizz() {"]
        lines += [
            "    local current previous given",
            "    current=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    previous=\"${COMP_WORDS[COMP_CWORD-1]}\"",
        ]
        func branch(_ flags: [Flag], _ reply: String?) {
            guard !flags.isEmpty else { return }
            lines.append("        " + flags.flatMap(\.names).joined(separator: "|") + ")")
            if let reply { lines.append("            COMPREPLY=($(compgen \(reply) -- \"$current\"))") }
            lines.append("            return ;;")
        }
        let valued = flags.filter { $0.value != nil }
        // After a flag taking files (it goes alone), every word is a file.
        let manyFiles = valued.filter { $0.value == Flag.Value.files }.flatMap(\.names)
        if !manyFiles.isEmpty {
            lines += [
                "    for given in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do",
                "        case \"$given\" in " + manyFiles.joined(separator: "|") + ") previous=\(manyFiles[0]) ;; esac",
                "    done",
            ]
        }
        lines.append("    case \"$previous\" in")
        for flag in valued {
            if let value = flag.value, let words = words(for: value) {
                branch([flag], "-W \"\(words.joined(separator: " "))\"")
            }
        }
        let fileFlags = valued.filter { [.file, .files].contains($0.value) }
        if !fileFlags.isEmpty {
            lines += ["        " + fileFlags.flatMap(\.names).joined(separator: "|") + ")", bashFileReply]
        }
        let deckFlags = valued.filter { $0.value == Flag.Value.deck }
        if !deckFlags.isEmpty {
            lines += ["        " + deckFlags.flatMap(\.names).joined(separator: "|") + ")", bashDeckReply]
        }
        // A value that may be left out leaves the flags to complete.
        let others = valued.filter { value in
            value.value.map { words(for: $0) == nil && ![.file, .files, .deck, .optionalDay].contains($0) } ?? false
        }
        branch(others, nil)
        lines += [
            "    esac",
            "    COMPREPLY=($(compgen -W \"\(flags.flatMap(\.names).joined(separator: " "))\" -- \"$current\"))",
            "}",
            "complete -F _openquizz openquizz",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func zsh(_ flags: [Flag]) -> String {
        let specs = flags.map { flag in
            let names = flag.names
            var argument = ""
            if let value = flag.value {
                let label = flag.name.dropFirst(2)
                if let words = words(for: value) {
                    argument = ":\(label):(\(words.joined(separator: " ")))"
                } else if value == .optionalDay {
                    argument = "::\(label):"
                } else if value == .files {
                    // Every word after it is a file.
                    argument = ":*:\(label):_files"
                } else {
                    argument = ":\(label):" + zshAction(value)
                }
            }
            let brief = flag.brief.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            let described = "[\(brief)]\(argument)"
            // A flag that goes alone (--help, --check) leaves nothing else to complete.
            let alone = flag.standalone || flag.value == .files
            guard names.count > 1 else { return zshQuoted((alone ? "(- *)" : "") + names[0] + described) }
            let excluded = alone ? "(- *)" : "(\(names.joined(separator: " ")))"
            return zshQuoted(excluded) + "{\(names.joined(separator: ","))}" + zshQuoted(described)
        }
        return
            (["#compdef openquizz", "# zsh completion for openquizz, \(generated).", zshFunctions, "_arguments -s \\"]
            + specs.enumerated().map { "    " + $1 + ($0 == specs.count - 1 ? "" : " \\") })
            .joined(separator: "\n") + "\n"
    }

    /// What zsh offers for a value that has no words: addresses, files, the decks' names.
    private static func zshAction(_ value: Flag.Value) -> String {
        switch value {
        case .address: "_urls"
        case .file: "_files"
        case .deck: "_openquizz_decks"
        default: ""
        }
    }

    /// `text` in single quotes, for zsh.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func fish(_ flags: [Flag]) -> String {
        var lines = ["# fish completion for openquizz, \(generated).", fishFunctions, "complete -c openquizz -f"]
        for flag in flags {
            for long in [flag.name] + (flag.alias.map { [$0] } ?? []) {
                var line = "complete -c openquizz"
                if long == flag.name, let short = flag.short { line += " -s \(short.dropFirst())" }
                line += " -l \(long.dropFirst(2))"
                if let value = flag.value {
                    line += [.file, .files].contains(value) ? " -r -F" : value == .optionalDay ? "" : " -x"
                    if let words = words(for: value) { line += " -a \(fishQuoted(words.joined(separator: " ")))" }
                    if value == .deck { line += " -a '(__openquizz_decks)'" }
                }
                lines.append(line + " -d \(fishQuoted(flag.brief))")
            }
            // After a flag taking files (it goes alone), every word is a file.
            if flag.value == .files {
                lines.append("complete -c openquizz -n '__fish_contains_opt \(flag.name.dropFirst(2))' -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    // MARK: - The man page

    /// The OPTIONS section of the man page, from its `.SH` line to the next section's.
    static func manOptions(_ flags: [Flag] = Flag.table, words: Wording = .english) -> String {
        var lines = [".SH OPTIONS"]
        for flag in shown(flags) {
            let names = flag.names.map(roff(escaping:))
            var heading = names.joined(separator: #" ", " "#)
            if flag.value != nil {
                let parts = flag.placeholder.split(separator: "|").map { #"\fI\#(roff(escaping: String($0)))\fR"# }
                heading += #" " "# + parts.joined(separator: "|") + #"""#
            }
            lines += [".TP", (names.count == 1 && flag.value == nil ? ".B " : ".BR ") + heading, flag.manual(words)]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text as roff prints it literally: backslashes doubled, hyphens as minus signs (`\-`), en
    /// dashes as `\(en`, French no-break spaces as `\~`, and a line starting with a dot or quote
    /// kept as text.
    static func roff(escaping text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "-", with: "\\-")
            .replacingOccurrences(of: "–", with: "\\(en").replacingOccurrences(of: "\u{00A0}", with: "\\~")
            .replacingOccurrences(of: "\u{202F}", with: "\\~")
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    /// A help text as the man page's sentence: capitalised, on one line, with a full stop.
    static func roff(sentence help: String) -> String {
        let line = help.replacingOccurrences(of: "\n", with: " ")
        return roff(escaping: line.prefix(1).uppercased() + line.dropFirst() + ".")
    }
}
