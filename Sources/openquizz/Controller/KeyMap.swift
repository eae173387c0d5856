import QuizCore
import QuizView

/// What a key (or, in plain mode, a word) asks the game to do.
enum Command: Hashable, Sendable {
    case answer(Bool)
    case newGame
    case quit
    case nextPage
    case showAnswer
    case review
    case stats
    case history
    case help
    /// The settings screen.
    case settings
    /// Today's daily challenge (or its result, played already).
    case daily
}

/// One command and everything said about it once: the keys that send it, how they are named on
/// screen, the words plain mode reads as it, and when it is available.
///
/// A class: the tables are made once and never change, and an optional reference costs nothing
/// to copy or free (an optional struct this size made Swift's runtime build its type on the first
/// key, 50 µs of the first answer's frame).
final class KeyBinding: Sendable {
    /// When a command can act.
    enum Availability: Sendable {
        /// Whenever the game is on screen.
        case always
        /// On the question shown: typed while the questions load, it waits for them.
        case onQuestion
        /// Once a question is answered (the answer box).
        case afterAnswer
        /// Once the game is over and has answers (the review).
        case gameOver
    }

    let command: Command
    /// The keys that send it (every one acts).
    let keys: [Key]
    /// The keys as the player reads them, in Unicode.
    let names: [String]
    /// The keys as the player reads them without Unicode, where they differ.
    let asciiNames: [String]?
    /// The words plain mode (`--plain`) reads as this command, lower case.
    let words: [String]
    let availability: Availability

    init(
        command: Command, keys: [Key], names: [String], asciiNames: [String]? = nil, words: [String] = [],
        availability: Availability = .always
    ) {
        self.command = command
        self.keys = keys
        self.names = names
        self.asciiNames = asciiNames
        self.words = words
        self.availability = availability
    }

    /// The keys' names, in Unicode or ASCII, as the keyboard of `words`' language prints them
    /// ("Esc" / "Échap").
    func names(ascii: Bool, words: Wording = .english) -> [String] {
        (ascii ? asciiNames ?? names : names).map { KeyNamePhrase.name($0, words: words) }
    }
}

/// The key table: dispatch, the help overlay, `--help`'s key list and plain mode's words all read
/// it, so a key is declared once.
enum KeyMap {
    /// Every binding, in the help overlay's order: the keys a player can't do without first.
    static let bindings: [KeyBinding] = [
        KeyBinding(
            command: .answer(true), keys: [.right, .character("l"), .character("L")], names: ["→", "l"],
            asciiNames: ["->", "l"], words: ["t", "true"], availability: .onQuestion),
        KeyBinding(
            command: .answer(false), keys: [.left, .character("h"), .character("H")], names: ["←", "h"],
            asciiNames: ["<-", "h"], words: ["f", "false"], availability: .onQuestion),
        // ↑ too: the course's "go further" gesture for a new game.
        KeyBinding(
            command: .newGame, keys: [.character("n"), .character("N"), .up], names: ["n", "↑"],
            asciiNames: ["n", "Up"], words: ["n", "new"]),
        // Only q and a lone Esc quit: Shift-Q is as unused as any other key.
        KeyBinding(command: .quit, keys: [.character("q"), .escape], names: ["q", "Esc"], words: ["q", "quit"]),
        KeyBinding(
            command: .nextPage, keys: [.down, .character("j"), .character("J")], names: ["↓", "j"],
            asciiNames: ["Down", "j"], availability: .onQuestion),
        KeyBinding(
            command: .showAnswer, keys: [.character("e"), .character("E")], names: ["e"],
            availability: .afterAnswer),
        KeyBinding(
            command: .review, keys: [.character("r"), .character("R")], names: ["r"], availability: .gameOver),
        KeyBinding(
            command: .stats, keys: [.character("s"), .character("S")], names: ["s"], words: ["s", "stats"]),
        KeyBinding(command: .history, keys: [.character("/")], names: ["/"]),
        KeyBinding(command: .settings, keys: [.character("o"), .character("O")], names: ["o"]),
        KeyBinding(
            command: .daily, keys: [.character("D"), .character("d")], names: ["D"], words: ["d", "daily"]),
        KeyBinding(command: .help, keys: [.character("?")], names: ["?"]),
    ]

    /// The bindings in `language`: the table, with the answer keys of the language's own words
    /// for true and false beside the arrows and h/l.
    ///
    /// In French, v answers vrai and f faux (and
    /// plain mode reads "vrai" and "faux"): no other command has v or f, in any language.
    static func bindings(in language: Language) -> [KeyBinding] {
        switch language {
        case .english: bindings
        case .french: frenchBindings
        }
    }

    private static let frenchBindings: [KeyBinding] = bindings.map { binding in
        let added: (key: Character, words: [String])? =
            switch binding.command {
            case .answer(true): ("v", ["v", "vrai"])
            case .answer(false): ("f", ["faux"])
            default: nil
            }
        guard let added else { return binding }
        let upper = Character(added.key.uppercased())
        return KeyBinding(
            command: binding.command, keys: binding.keys + [.character(added.key), .character(upper)],
            names: binding.names + [String(added.key)], asciiNames: binding.asciiNames.map { $0 + [String(added.key)] },
            words: binding.words + added.words, availability: binding.availability)
    }

    /// `--help`'s key list, row by row: two commands to a row where they fit.
    static let usageRows: [[Command]] = [
        [.answer(true), .answer(false)], [.nextPage, .showAnswer], [.review], [.stats, .history],
        [.newGame, .help], [.quit, .daily], [.settings],
    ]

    /// The binding of `command`.
    static func binding(_ command: Command) -> KeyBinding? {
        bindings.first { $0.command == command }
    }

    /// The binding `key` sends in `language`, if any.
    static func binding(for key: Key, in language: Language = .english) -> KeyBinding? {
        bindings(in: language).first { $0.keys.contains(key) }
    }

    /// The command `key` sends in `language`, if any.
    static func command(for key: Key, in language: Language = .english) -> Command? {
        binding(for: key, in: language)?.command
    }

    /// The command a line of plain mode asks for (`word` trimmed and lower-cased), if any.
    static func command(forWord word: String, in language: Language = .english) -> Command? {
        bindings(in: language).first { $0.words.contains(word) }?.command
    }

    /// A row of the help overlay (and an entry of the man page's KEYS): a binding, or the mouse.
    enum HelpEntry {
        case binding(KeyBinding)
        case mouse
    }

    /// The help's entries in order: the bindings, the daily's just after quit's (a small screen
    /// leaves out the last ones: never D), the mouse's just before the help's own.
    static let helpEntries: [HelpEntry] = {
        var ordered = bindings.filter { $0.command != .daily }
        if let daily = binding(.daily) {
            ordered.insert(daily, at: (ordered.firstIndex { $0.command == .quit } ?? -1) + 1)
        }
        var entries = ordered.map(HelpEntry.binding)
        let help = ordered.firstIndex { $0.command == .help } ?? ordered.endIndex
        entries.insert(.mouse, at: help)
        return entries
    }()

    /// The help overlay's rows: each entry with its keys and what it does.
    static func helpLines(ascii: Bool, words: Wording = .english) -> [HelpLine] {
        let say = KeyText(words: words)
        return helpEntries.map { entry in
            switch entry {
            case .binding(let binding):
                // The language's own answer keys (v and f in French) with the others.
                let binding = bindings(in: words.language).first { $0.command == binding.command } ?? binding
                return HelpLine(
                    key: binding.names(ascii: ascii, words: words).joined(separator: "  "),
                    action: say.help(binding.command))
            case .mouse:
                return HelpLine(key: say.mouseKey, action: say.mouseHelp)
            }
        }
    }

    /// `--help`'s key list: two commands to a row where they fit, each column padded by the columns
    /// it takes on screen (an arrow is one column, however many bytes it takes), indented by 2.
    ///
    /// `ascii` names the arrows "->", "<-", "Up" and "Down".
    static func usageKeyList(ascii: Bool, words: Wording = .english) -> String {
        // A key is followed by one space at least, an action by two (however long it is).
        func padded(_ text: String, to columns: Int, gap: Int = 1) -> String {
            text + String(repeating: " ", count: max(gap, columns - ScreenBuffer.displayWidth(ofText: text)))
        }
        let keys = bindings(in: words.language)
        // The first column as wide as its widest action needs (French's are longer).
        let firstActions = usageRows.filter { $0.count > 1 }.map { KeyText(words: words).usage($0[0]) }
        let actionColumns = max(
            Self.actionColumns, (firstActions.map { ScreenBuffer.displayWidth(ofText: $0) }.max() ?? 0) + 2)
        let rows = usageRows.map { row in
            var line = "  "
            for (index, command) in row.enumerated() {
                guard let binding = keys.first(where: { $0.command == command }) else { continue }
                line += padded(spelled(binding, ascii: ascii, words: words), to: keyColumns)
                let action = KeyText(words: words).usage(command)
                line += index == row.count - 1 ? action : padded(action, to: actionColumns, gap: 2)
            }
            return line
        }
        // The modes' own keys, a row each, from their own tables.
        let modes = modeKeys.map { row in
            let names = row.bindings.flatMap { $0.names(ascii: ascii) }
            return "  " + padded(names.joined(separator: " "), to: keyColumns) + words(row.usage)
        }
        return (rows + modes).joined(separator: "\n")
    }

    /// The binding's keys in words, as `--help` and the README's key table say them: "→ or l", or
    /// "Down/j" where " or " would leave no gap before the action.
    static func spelled(_ binding: KeyBinding, ascii: Bool, words: Wording = .english) -> String {
        let names = binding.names(ascii: ascii, words: words)
        let spelled = names.joined(separator: " " + words(FlagWords.orKey) + " ")
        return ScreenBuffer.displayWidth(ofText: spelled) < keyColumns ? spelled : names.joined(separator: "/")
    }

    /// The name of the key that turns a page (of a long card or an answer box), as the boxes
    /// show it: the table's shortest name for `nextPage` ("↓", or "j" in ASCII).
    static func pageKeyName(ascii: Bool) -> String {
        ascii ? pageKeyNames.ascii : pageKeyNames.unicode
    }

    /// `pageKeyName` for both drawings, found once (every frame with a card asks).
    private static let pageKeyNames = (
        unicode: shortestPageKeyName(ascii: false), ascii: shortestPageKeyName(ascii: true)
    )

    private static func shortestPageKeyName(ascii: Bool) -> String {
        let names = binding(.nextPage)?.names(ascii: ascii) ?? []
        return names.min { ScreenBuffer.displayWidth(ofText: $0) < ScreenBuffer.displayWidth(ofText: $1) } ?? ""
    }

    /// The key list's columns: a key and its gap, the first action and its gap.
    private static let keyColumns = 9
    private static let actionColumns = 16
}
