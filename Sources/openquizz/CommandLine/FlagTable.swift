import Foundation
import QuizCore

// The command line's flags, in the order the usage, the completions and the man page list them.
// After changing one, run Scripts/generate-flag-files.sh: FlagDocumentTests compares the checked-in
// completions and man page with what this table writes.

extension Flag {
    static let table: [Flag] = [
        .number(
            "--amount", short: "-n",
            in: UInt64(Options.amountRange.lowerBound)...UInt64(Options.amountRange.upperBound),
            wording: "a number", help: .worded(.amount)
        ) { reading, amount in reading.options.amount = Int(amount) },
        Flag(
            "--category", value: .category, placeholder: "ID|NAME",
            help: .worded(.category)
        ) { reading, text in
            reading.categoryText = text
            reading.categoryRefusal = nil
            do throws(TriviaCategory.LookupError) {
                reading.options.category = try TriviaCategory.lookup(text).id
            } catch {
                // Said unless --deck or --questions makes it one of the deck's categories.
                reading.categoryRefusal = error
            }
        },
        .choice(
            "--difficulty", placeholder: "LEVEL", of: Difficulty.self, help: .worded(.difficulty)
        ) { reading, difficulty in reading.options.difficulty = difficulty },
        .toggle(
            "--offline", help: .worded(.offline)
        ) { $0.options.offline = true },
        Flag(
            "--questions", value: .file, placeholder: "FILE",
            help: .worded(.questions)
        ) { reading, path throws(Refusal) in
            // "" would be the folder the game runs in: said as it is.
            guard !path.isEmpty else { throw .reason(.emptyPath) }
            reading.options.questions = path
        },
        Flag(
            "--check", value: .files, placeholder: "FILE...",
            help: .worded(.check)
        ) { reading, path throws(Refusal) in
            guard !path.isEmpty else { throw .reason(.emptyPath) }
            reading.checkFiles.append(path)
        },
        Flag(
            "--api-url", value: .address, placeholder: "URL",
            help: .worded(.apiURL)
        ) { reading, text throws(Refusal) in
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                let host = url.host, !host.isEmpty
            else { throw .unexpected }
            reading.options.apiURL = url
        },
        .toggle(
            "--list-categories", help: .worded(.listCategories)
        ) { $0.listCategories = true },
        Flag(
            "--deck", value: .deck, placeholder: "NAME", help: .worded(.deck)
        ) { reading, text in reading.options.deck = text },
        .toggle(
            "--list-decks", help: .worded(.listDecks)
        ) { $0.listDecks = true },
        .toggle(
            "--in-order", help: .worded(.inOrder), requires: "--deck"
        ) { $0.options.inOrder = true },
        .toggle(
            "--no-prefetch", help: .worded(.noPrefetch)
        ) { $0.options.prefetch = false },
        .toggle(
            "--no-explanations", help: .worded(.noExplanations)
        ) { $0.options.explanations = false },
        .toggle(
            "--explanations", help: .positive(.explanations)
        ) { $0.options.explanations = true },
        .toggle(
            "--no-history", help: .worded(.noHistory)
        ) { $0.options.history = false },
        .toggle(
            "--stats", help: .worded(.stats)
        ) { $0.stats = true },
        .toggle(
            "--json", help: .worded(.json), requires: "--stats"
        ) { $0.json = true },
        .number(
            "--seed", in: 0...UInt64.max, wording: "a whole number", help: .worded(.seed)
        ) { reading, seed in reading.options.seed = seed },
        .toggle(
            "--no-color", alias: "--no-colour", help: .worded(.noColor)
        ) { $0.options.useColor = false },
        .toggle(
            "--color", alias: "--colour", help: .positive(.color)
        ) { $0.options.useColor = true },
        .toggle(
            "--ascii", help: .worded(.ascii)
        ) { $0.options.ascii = true },
        .toggle(
            "--reduced-motion", help: .worded(.reducedMotion)
        ) { $0.options.reducedMotion = true },
        .toggle(
            "--full-motion", help: .positive(.fullMotion)
        ) { $0.options.reducedMotion = false },
        .toggle(
            "--no-mouse", help: .worded(.noMouse)
        ) { $0.options.mouse = false },
        .toggle(
            "--mouse", help: .positive(.mouse)
        ) { $0.options.mouse = true },
        .choice(
            "--mode", placeholder: "MODE", of: Options.Mode.self, help: .worded(.mode)
        ) { reading, mode in reading.options.mode = mode },
        .choice(
            "--lang", placeholder: "LANG", of: Language.self,
            help: .worded(.lang)
        ) { reading, language in reading.options.language = language },
        .toggle("--settings", help: .worded(.settings)) { $0.printSettings = true },
        .toggle("--no-settings", help: .worded(.noSettings)) { $0.options.readsSettings = false },
        Flag(
            "--daily", value: .optionalDay, placeholder: "[DATE]",
            help: .worded(.daily)
        ) { reading, text throws(Refusal) in
            reading.options.daily = try Options.dailyPick(text)
        },
        .toggle(
            "--plain", help: .worded(.plain)
        ) { $0.options.plain = true },
        .toggle(
            "--help", short: "-h", help: .worded(.help), standalone: true
        ) { $0.standalone = .printHelp($0.options.language) },
        .toggle(
            "--version", help: .worded(.version), standalone: true
        ) { $0.standalone = .printVersion },
        // For Scripts/generate-flag-files.sh: the files this table (and the key table) writes.
        .choice(
            "--generate-completions", placeholder: "SHELL", of: FlagDocuments.Shell.self,
            help: "print the completions for bash, zsh or fish, then exit", hidden: true, standalone: true
        ) { reading, shell in reading.standalone = .printDocument(FlagDocuments.completions(for: shell)) },
        .toggle(
            "--generate-man-options", help: "print the man page's OPTIONS section, then exit", hidden: true,
            standalone: true
        ) { $0.standalone = .printDocument(FlagDocuments.manOptions(words: Wording($0.options.language ?? .english))) },
        .toggle(
            "--generate-man-keys", help: "print the man page's KEYS section, then exit", hidden: true, standalone: true
        ) { $0.standalone = .printDocument(KeyDocuments.manKeys(words: Wording($0.options.language ?? .english))) },
    ]

    /// A word for each Open Trivia DB category (in `TriviaCategory.openTriviaDB`'s order) that the
    /// shells offer after `--category`, beside the ids; each one `TriviaCategory.lookup` reads.
    static let categoryWords = [
        "general", "books", "film", "music", "musicals", "television", "videogames", "boardgames", "nature",
        "computers", "mathematics", "mythology", "sports", "geography", "history", "politics", "art", "celebrities",
        "animals", "vehicles", "comics", "gadgets", "anime", "cartoon",
    ]
}
