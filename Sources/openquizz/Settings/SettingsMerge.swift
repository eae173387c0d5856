import QuizCore

/// Which settings the file gave a run, for `--settings` to say where each came from.
struct SettingsSources: Equatable, Sendable {
    /// The long names of the flags given.
    var given: Set<String> = []
    /// The keys whose value the file gave (a flag given for one overrides it: not here then).
    var fromFile: Set<Settings.Key> = []
}

extension Settings {
    /// The way to play the settings file (`kept`) chose for this run: the flags `given` chose
    /// none (`--mode`, `--daily`); nil when they did, or with no file.
    static func modeOfFile(_ kept: Settings?, given: Set<String>) -> Options.Mode? {
        given.isDisjoint(with: flags(for: .mode) + ["--daily"]) ? kept?.mode : nil
    }

    /// The flags that choose each setting for one run: any one given overrides the file.
    static func flags(for key: Key) -> [String] {
        switch key {
        case .source: ["--offline", "--deck", "--questions", "--api-url", "--daily"]
        case .category: ["--category"]
        case .difficulty: ["--difficulty"]
        case .amount: ["--amount"]
        case .mode: ["--mode"]
        case .lang: ["--lang"]
        case .color: ["--no-color", "--color"]
        case .motion: ["--reduced-motion", "--full-motion"]
        case .explanations: ["--no-explanations", "--explanations"]
        case .mouse: ["--no-mouse", "--mouse"]
        case .player1, .player2: []
        }
    }
}

extension FlagReading {
    /// Starts the reading from the file's `settings`, before the environment and the flags:
    /// each setting a flag in `flagsRead` chooses is left out, and so is what would clash with
    /// the flags (a deck or a mode they refuse, a category of another source), so that a command
    /// line the file didn't know of is read as it would be without the file.
    ///
    /// - Returns: the keys of `fileKeys` (those the file has) given to the reading.
    mutating func start(
        from settings: Settings, fileKeys: Set<Settings.Key>, flagsRead: FlagReading
    ) -> Set<Settings.Key> {
        let given = flagsRead.given
        func free(_ key: Settings.Key) -> Bool { given.isDisjoint(with: Settings.flags(for: key)) }
        var applied: Set<Settings.Key> = []
        // The file's mode, unless the flags choose one, play the daily challenge, or are refused by it.
        var mode = flagsRead.options.mode
        if free(.mode), !given.contains("--daily"), settings.mode.refusal(flagsRead.options, given: given) == nil {
            mode = settings.mode
            options.mode = mode
            applied.insert(.mode)
        }
        // Practice and a blitz play offline (the bank or a deck).
        if mode.staysOffline { options.offline = true }
        // The source, unless the flags choose one, or the mode plays without one.
        let sourceApplies = free(.source) && !mode.isOffline
        if sourceApplies {
            switch settings.source {
            case .openTriviaDB: break
            case .shipped: options.offline = true
            case .deck(let name): options.deck = name
            }
            applied.insert(.source)
        }
        // A deck's category goes with the deck; the Open Trivia DB's with any source but a deck.
        let categoryFits: Bool
        if case .deck = settings.source {
            categoryFits = sourceApplies
        } else {
            categoryFits = given.isDisjoint(with: Options.deckFlags)
        }
        if free(.category), categoryFits {
            categoryText = settings.category
            options.category = settings.category.flatMap { try? TriviaCategory.lookup($0).id }
            applied.insert(.category)
        }
        if free(.difficulty) {
            options.difficulty = settings.difficulty
            applied.insert(.difficulty)
        }
        if free(.amount) {
            options.amount = settings.amount
            applied.insert(.amount)
        }
        if free(.lang) {
            options.language = settings.language
            applied.insert(.lang)
        }
        // The environment and the flags override these after (`--no-color` or `NO_COLOR`, and
        // `--color` undoing the file's "off" for one run).
        options.useColor = settings.color
        options.reducedMotion = settings.reducedMotion
        options.explanations = settings.explanations
        options.mouse = settings.mouse
        applied.formUnion([.color, .motion, .explanations, .mouse].filter(free))
        return applied.intersection(fileKeys)
    }
}
