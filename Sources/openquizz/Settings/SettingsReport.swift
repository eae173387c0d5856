import QuizCore

/// What `--settings` prints: the file's path, then each setting in force for the command line,
/// its value as the file writes it and where it comes from; then what is wrong with the file.
struct SettingsReport: Equatable {
    /// Where a setting in force comes from.
    enum Origin: Equatable, Sendable {
        case byDefault
        /// The settings file, this line.
        case file(line: Int)
        /// This environment variable.
        case environment(String)
        /// This flag.
        case flag(String)
        /// The way to play the file chose (its `--mode` name), which made the value: practice and
        /// a blitz play the shipped questions whatever the file's source.
        case mode(String)
    }

    /// What the run knows of the file.
    enum FileState: Equatable, Sendable {
        /// Read (whatever was wrong in it).
        case read
        /// There is none yet.
        case missing
        /// `--no-settings`.
        case ignored
    }

    struct Row: Equatable {
        var key: Settings.Key
        var value: String
        var origin: Origin
        /// The way to play that doesn't use this setting (the source, under "Is it prime?"; the
        /// amount, under it and a blitz).
        var unusedBy: Options.Mode?
    }

    var path: String
    var file: FileState
    var rows: [Row]
    var problems: [SettingsProblem]

    /// The settings in force for `options` (read with `sources`) over the file `loaded` (nil
    /// when ignored) and the `environment`.
    init(
        path: String, options: Options, sources: SettingsSources, loaded: SettingsStore.Loaded?,
        environment: [String: String]
    ) {
        self.path = path
        problems = loaded?.problems ?? []
        if loaded == nil {
            file = .ignored
        } else if loaded?.lines.isEmpty == true, problems.isEmpty {
            file = .missing
        } else {
            file = .read
        }
        let categoryName = options.category.flatMap { id in TriviaCategory.openTriviaDB.first { $0.id == id }?.name }
        let language = Language.resolve(environment: environment, flag: options.language)
        rows = Settings.Key.allCases.map { key in
            let value: String
            switch key {
            case .source where options.mode.isOffline && sources.given.isDisjoint(with: Settings.flags(for: .source)):
                // The mode makes its own questions: the source kept, said unused (as the screen says).
                return Row(
                    key: key, value: (loaded?.settings ?? Settings()).written(.source),
                    origin: loaded?.lines[.source].map { .file(line: $0) } ?? .byDefault, unusedBy: options.mode)
            case .source:
                value =
                    options.deck.map { "deck:" + $0 } ?? options.questions.map { "questions:" + $0 }
                    ?? (options.offline ? "shipped" : options.otherServer.map { "opentdb:" + $0 } ?? "opentdb")
            case .category: value = options.deckCategory ?? categoryName ?? "any"
            case .difficulty: value = options.difficulty?.rawValue ?? "any"
            case .amount: value = String(options.amount)
            case .mode: value = options.mode.rawValue
            case .lang: value = language.rawValue
            case .color: value = options.useColor ? "on" : "off"
            case .motion: value = options.reducedMotion ? "reduced" : "full"
            case .explanations: value = options.explanations ? "on" : "off"
            case .mouse: value = options.mouse ? "on" : "off"
            case .player1, .player2: value = loaded?.settings.written(key) ?? ""
            }
            // A way to play with no number of questions (a blitz, "Is it prime?") leaves `amount` unused;
            // one that makes its own questions ("Is it prime?"), the category and difficulty too.
            let filters = key == .category || key == .difficulty
            let unused =
                key == .amount && !options.mode.usesAmount || filters && options.mode.isOffline ? options.mode : nil
            return Row(
                key: key, value: value, origin: Self.origin(key, sources, loaded, environment, options),
                unusedBy: unused)
        }
    }

    /// The flag given for `key`, else the environment variable that set it, else the file's
    /// line, else the default.
    private static func origin(
        _ key: Settings.Key, _ sources: SettingsSources, _ loaded: SettingsStore.Loaded?,
        _ environment: [String: String], _ options: Options
    ) -> Origin {
        var flags = Settings.flags(for: key)
        // A mode that plays offline (practice: the shipped questions, unless a deck is given) makes
        // the source: a server (`--api-url`) given with it chose none.
        if key == .source, options.mode.staysOffline {
            flags = flags.filter { $0 != "--api-url" && $0 != "--daily" } + ["--mode"]
        }
        let given = flags.filter(sources.given.contains)
        // Both forms given (`--no-color --color`): the last read won, and the value says which.
        if given.count == 2, let on = Self.isOn(key, options) { return .flag(on ? given[1] : given[0]) }
        if let flag = given.first { return .flag(flag) }
        // The file's mode played offline (practice, a blitz) made the source the shipped questions:
        // the mode is said, not its line (the line gives the mode, not the source).
        if key == .source, options.mode.staysOffline, options.deck == nil, options.questions == nil,
            loaded?.settings.source != .shipped, sources.fromFile.contains(.mode), loaded?.lines[.mode] != nil
        {
            return .mode(options.mode.rawValue)
        }
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        if key == .color, isSet("NO_COLOR") { return .environment("NO_COLOR") }
        if key == .motion, isSet("OPENQUIZZ_REDUCED_MOTION") { return .environment("OPENQUIZZ_REDUCED_MOTION") }
        if sources.fromFile.contains(key) || key == .player1 || key == .player2, let line = loaded?.lines[key] {
            return .file(line: line)
        }
        // The language, when nothing else chose it, is the environment's (as gettext reads it).
        if key == .lang, let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].first(where: isSet) {
            let locale = environment[variable] ?? ""
            return .environment(isSet("LANGUAGE") && locale != "C" && locale != "POSIX" ? "LANGUAGE" : variable)
        }
        return .byDefault
    }

    /// Whether a setting with a flag and its opposite (`--no-color`, `--color`) is on (the second
    /// flag's way); nil for any other setting.
    private static func isOn(_ key: Settings.Key, _ options: Options) -> Bool? {
        switch key {
        case .color: options.useColor
        case .motion: !options.reducedMotion
        case .explanations: options.explanations
        case .mouse: options.mouse
        default: nil
        }
    }

    /// The lines to print, in `words`' language: keys and values as the file writes them, the
    /// origins and the rest in words.
    func lines(_ words: Wording) -> [String] {
        var lines = [words(SettingsWords.fileLine(path: path, file))]
        let keyWidth = Settings.Key.allCases.map(\.rawValue.count).max() ?? 0
        let valueWidth = max(8, rows.map(\.value.count).max() ?? 0)
        for row in rows {
            let key = row.key.rawValue.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0)
            let value = row.value.padding(toLength: valueWidth + 2, withPad: " ", startingAt: 0)
            let unused = row.unusedBy.map { words(SettingsWords.unusedBy(mode: $0.rawValue)) } ?? ""
            lines.append(key + value + words(SettingsWords.origin(row.origin)) + unused)
        }
        lines += problems.map { words(SettingsWords.problem($0, others: 0)) }
        return lines
    }
}
