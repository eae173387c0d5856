import QuizCore

/// One flag of the command line, declared once: `Options.parse` reads it, and `--help`'s list of
/// flags, the bash, zsh and fish completions and the man page's OPTIONS section are written from it
/// (`Flag.table` lists them all; `FlagDocuments` writes the files).
struct Flag: Sendable {
    /// What a flag's value is: how it is checked, what the shells offer to complete it, and what a
    /// wrong one is told it should have been.
    enum Value: Sendable, Equatable {
        /// A whole number in a range, such as "a number" from 1 to 50; nothing to complete.
        case number(ClosedRange<UInt64>, wording: String)
        /// One of these words, in any case; the shells offer them.
        case words([String])
        /// An Open Trivia DB category, by id or name; the shells offer the ids and a word each.
        case category
        /// An http or https address; zsh completes addresses.
        case address
        /// A file's path; the shells complete file names.
        case file
        /// Files' paths: the value and every word after it up to the next flag (`--check a b`).
        case files
        /// One of the player's decks; the shells offer the names in the decks folder.
        case deck
        /// A day, `YYYY-MM-DD`, which may be left out: the next argument is the value only when
        /// it doesn't start with "-" (or given as `--flag=DAY`).
        case optionalDay
    }

    /// What a flag's help, brief and manual say.
    enum Texts: Sendable, ExpressibleByStringLiteral {
        /// A flag the player is told about: its words in each language (`FlagWords`, `FlagManualWords`).
        case worded(FlagWords.Topic)
        /// A positive form that undoes the settings file's "off" (`PositiveFlagWords`).
        case positive(PositiveFlagWords.Topic)
        /// The help of a hidden flag, which no player reads (and of a test's flag): English only,
        /// the brief the same, the manual its sentence.
        case unworded(String)

        init(stringLiteral help: String) {
            self = .unworded(help)
        }
    }

    /// Why a value was refused.
    enum Refusal: Error, Equatable {
        /// It isn't what the flag's `Value` says: the message says what is expected.
        case unexpected
        /// A reason of its own ("no category 'x' (try --list-categories)").
        case reason(CommandLineWords)
    }

    /// The long name, "--amount".
    let name: String
    /// The one-letter name, "-n", if any.
    let short: String?
    /// Another long name that does the same ("--no-colour" for "--no-color").
    let alias: String?
    /// Nil for a flag that takes no value.
    let value: Value?
    /// How the usage and the man page name the value: "N", "ID|NAME".
    let placeholder: String
    /// What the usage, the completions and the man page say of it.
    let texts: Texts
    /// A flag for the build (`--generate-completions`): not in the usage, completions or man page.
    let hidden: Bool
    /// A flag that stands alone (`--help`, `--version`): the reading stops there and does it.
    let standalone: Bool
    /// A flag this one needs ("--stats" for "--json").
    let requires: String?
    /// What the flag does to the reading; the value's text is "" for a flag that takes none.
    let apply: @Sendable (inout FlagReading, String) throws(Refusal) -> Void

    init(
        _ name: String, short: String? = nil, alias: String? = nil, value: Value? = nil, placeholder: String = "",
        help: Texts, hidden: Bool = false, standalone: Bool = false, requires: String? = nil,
        apply: @escaping @Sendable (inout FlagReading, String) throws(Refusal) -> Void
    ) {
        self.name = name
        self.short = short
        self.alias = alias
        self.value = value
        self.placeholder = placeholder
        self.texts = help
        self.hidden = hidden
        self.standalone = standalone
        self.requires = requires
        self.apply = apply
    }

    /// The usage's text: lowercase, no full stop; "\n" where it goes on to a second line.
    func help(_ words: Wording) -> String {
        switch texts {
        case .worded(let topic): words(FlagWords.help(topic))
        case .positive(let topic): words(PositiveFlagWords.help(topic))
        case .unworded(let help): help
        }
    }

    /// One line for the shells' completion menus.
    func brief(_ words: Wording) -> String {
        switch texts {
        case .worded(let topic): words(FlagWords.brief(topic))
        case .positive(let topic): words(PositiveFlagWords.brief(topic))
        case .unworded(let help): help
        }
    }

    /// The man page's paragraph, in roff.
    func manual(_ words: Wording) -> String {
        switch texts {
        case .worded(let topic): words(FlagManualWords.option(topic))
        case .positive(let topic): FlagDocuments.roff(sentence: words(PositiveFlagWords.help(topic)))
        case .unworded(let help): FlagDocuments.roff(sentence: help)
        }
    }

    /// The help, brief and manual in English, as the checked-in completions and man page have them.
    var help: String { help(.english) }
    var brief: String { brief(.english) }
    var manual: String { manual(.english) }

    /// Every name the flag answers to: the short one, the long one, the alias.
    var names: [String] { [short, name, alias].compactMap { $0 } }

    /// A flag that takes no value and sets something.
    static func toggle(
        _ name: String, short: String? = nil, alias: String? = nil, help: Texts, hidden: Bool = false,
        standalone: Bool = false, requires: String? = nil, _ set: @escaping @Sendable (inout FlagReading) -> Void
    ) -> Flag {
        Flag(name, short: short, alias: alias, help: help, hidden: hidden, standalone: standalone, requires: requires) {
            reading, _ in set(&reading)
        }
    }

    /// A flag whose value is a whole number in `range`.
    static func number(
        _ name: String, short: String? = nil, placeholder: String = "N", in range: ClosedRange<UInt64>,
        wording: String, help: Texts, _ set: @escaping @Sendable (inout FlagReading, UInt64) -> Void
    ) -> Flag {
        Flag(name, short: short, value: .number(range, wording: wording), placeholder: placeholder, help: help) {
            reading, text throws(Refusal) in
            guard let number = UInt64(text), range.contains(number) else { throw .unexpected }
            set(&reading, number)
        }
    }

    /// A flag whose value is one of `Choice`'s raw values, in any case.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, placeholder: String, of _: Choice.Type, help: Texts, hidden: Bool = false,
        standalone: Bool = false, _ set: @escaping @Sendable (inout FlagReading, Choice) -> Void
    ) -> Flag where Choice.RawValue == String {
        Flag(
            name, value: .words(Choice.allCases.map(\.rawValue)), placeholder: placeholder, help: help, hidden: hidden,
            standalone: standalone
        ) { reading, text throws(Refusal) in
            guard let choice = Choice(rawValue: text.lowercased()) else { throw .unexpected }
            set(&reading, choice)
        }
    }
}

/// What the flags read so far ask for; `Options.parse` turns it into an `Options.Action`.
struct FlagReading {
    var options = Options()
    var listCategories = false
    var listDecks = false
    /// `--category` as typed, and why it names no Open Trivia DB category (said unless `--deck`
    /// makes it one of the deck's).
    var categoryText: String?
    var categoryRefusal: TriviaCategory.LookupError?
    /// The language the refusals are said in.
    var words = Wording.english
    var stats = false
    var json = false
    /// `--settings`: print the settings in force instead of playing.
    var printSettings = false
    /// The files `--check` reads, in order.
    var checkFiles: [String] = []
    /// What a standalone flag asked for (`--help`): done at once.
    var standalone: Options.Action?
    /// The long names of the flags given.
    var given: Set<String> = []

    /// The flag that takes files (`--check`), once given: every later word that isn't a flag is
    /// one of its files.
    private var filesFlag: Flag?
    /// Whether it was given a file.
    private var filesGiven = false

    /// Gives `text` to `flag`, or says why it is refused.
    private mutating func apply(_ flag: Flag, _ text: String) throws(Options.ParseError) {
        do throws(Flag.Refusal) {
            try flag.apply(&self, text)
        } catch {
            throw Options.ParseError(message: CommandLineText(words: words).refused(flag, text, error))
        }
        if flag.value == .files { filesGiven = true }
    }

    /// Reads `arguments` against `flags`, stopping at the first standalone flag.
    ///
    /// Unless `checksNeeds` is false, a flag given without the flag it needs is refused; a deck
    /// the settings file chose (already in `options`) counts as `--deck`.
    mutating func read(_ arguments: [String], flags: [Flag], checksNeeds: Bool = true) throws(Options.ParseError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // `--` ends the flags: every word after it is a file of `--check` ("-dash.csv" too).
            if argument == "--", let files = filesFlag {
                for file in remaining { try apply(files, file) }
                break
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let flag = flags.first(where: { $0.names.contains(name) }) else {
                // After `--check`, a word that isn't a flag is one more file, wherever it comes.
                if let files = filesFlag, !argument.hasPrefix("-") {
                    try apply(files, argument)
                    continue
                }
                throw Options.ParseError(message: words(.unknown(argument)))
            }
            let texts = try values(of: flag, as: name, attached: attached, &remaining)
            // One deck a game: a second --deck or --questions is refused, not silently kept.
            if Options.deckFlags.contains(flag.name), given.contains(flag.name) {
                throw Options.ParseError(message: words(.givenTwice(flag.name)))
            }
            // One day a game: a second --daily is refused, not silently the last.
            if flag.value == .optionalDay, given.contains(flag.name) {
                throw Options.ParseError(message: words(.dayGivenTwice(flag.name)))
            }
            for text in texts { try apply(flag, text) }
            given.insert(flag.name)
            if standalone != nil { return }
        }
        // `--check` with no file at all, before or after the other flags.
        if let files = filesFlag, !filesGiven {
            throw Options.ParseError(message: words(.needsValue(files.name)))
        }
        if checksNeeds { try checkNeeds(flags) }
    }

    /// The values `flag`, given as `name`, takes: the one `attached` (`--flag=value`) or the next
    /// of `remaining`, none for a flag that takes none, and for the flag that takes files, every
    /// word up to the next flag.
    private mutating func values(
        of flag: Flag, as name: String, attached: String?, _ remaining: inout ArraySlice<String>
    ) throws(Options.ParseError) -> [String] {
        var text = ""
        var texts: [String] = []
        if flag.value == .files {
            // Files come with `--check` up to the next flag, and may come after other flags:
            // none right after it is not an error yet (`--check --plain a.csv`).
            if let attached { texts.append(attached) }
            while let next = remaining.first, !next.hasPrefix("-") { texts.append(remaining.popFirst() ?? "") }
            filesFlag = flag
        } else if flag.value == nil {
            if attached != nil { throw Options.ParseError(message: words(.takesNoValue(name))) }
        } else if let attached {
            // `--daily=` names no day: refused, not read as today's.
            if attached.isEmpty, flag.value == .optionalDay {
                throw Options.ParseError(message: words(.emptyDay(name)))
            }
            text = attached
        } else if flag.value == .optionalDay {
            if let next = remaining.first, !next.hasPrefix("-") {
                if next.isEmpty { throw Options.ParseError(message: words(.emptyDay(name))) }
                text = remaining.popFirst() ?? ""
            }
        } else if let next = remaining.popFirst() {
            text = next
        } else {
            throw Options.ParseError(message: words(.needsValue(name)))
        }
        return flag.value == .files ? texts : [text]
    }

    /// Refuses a flag given without the flag it needs; a deck the settings file chose (already in
    /// `options`) counts as `--deck`.
    private func checkNeeds(_ flags: [Flag]) throws(Options.ParseError) {
        for flag in flags where given.contains(flag.name) {
            // A flag that goes with --deck goes with either way of playing a deck.
            let deckGiven =
                Options.deckFlags.contains(flag.requires ?? "")
                && (!given.isDisjoint(with: Options.deckFlags) || options.deck != nil)
            if let needed = flag.requires, !given.contains(needed), !deckGiven {
                let either = Options.deckFlags.contains(needed) ? Options.deckFlags.sorted() : [needed]
                throw Options.ParseError(message: words(.goesWith(flag.name, needed: either)))
            }
        }
    }
}
