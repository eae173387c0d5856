import Foundation
import QuizCore
import QuizView

/// What the command line asked for.
struct Options: Equatable {
    /// Questions per game, 1 to 50.
    var amount = 10
    /// Play the bundled bank without touching the network.
    var offline = false
    /// Makes the order of bundled questions reproducible.
    var seed: UInt64?
    var useColor = true
    var ascii = false
    /// An Open Trivia DB category id.
    var category: Int?
    var difficulty: Difficulty?
    /// Show the fact behind each answer (bundled questions have one).
    var explanations = true
    /// Fetch the next game's questions as soon as a game starts.
    var prefetch = true
    /// Keep every answer in the history (`--no-history` keeps none).
    var history = true
    /// No slides, bounces or animations (`--reduced-motion`, or `OPENQUIZZ_REDUCED_MOTION` set).
    var reducedMotion = false
    /// What is played (`--mode`, PlayModes.swift).
    var mode = Mode.trivia
    /// Line by line, for a screen reader, a dumb terminal or a script (`--plain`).
    var plain = false
    /// Play with the mouse too, where the terminal reports it (`--no-mouse` turns it off).
    var mouse = true
    /// A deck file to play instead of the Open Trivia DB and the bank (`--questions FILE`), as
    /// typed.
    var questions: String?
    /// Any Open Trivia DB–compatible server.
    var apiURL = Options.openTriviaDB
    /// One of the player's decks, as named on the command line (`--deck NAME`): its questions
    /// alone, offline.
    var deck: String?
    /// The deck's questions as it has them, not at random (`--in-order`).
    var inOrder = false
    /// `--category` as typed, with `--deck` or `--questions`: one of the deck's categories (found
    /// once it is read).
    var deckCategory: String?
    /// The daily challenge to open with (`--daily [DATE]`): today's, or a past day's; nil for none.
    var daily: DailyPick?
    /// The language `--lang` asked for; nil: the environment's (`Language.resolve`).
    var language: Language?
    /// Whether the settings file is read (`--no-settings`: it is ignored for this run).
    var readsSettings = true

    /// Which daily challenge `--daily` asked for.
    enum DailyPick: Equatable {
        /// Today's (UTC), by the clock.
        case today
        /// A past day's, from the archive (checked against today when the game starts).
        case day(DailyDate)
    }

    /// The Open Trivia DB itself, the default `--api-url`.
    static let openTriviaDB: URL = {
        guard let url = URL(string: "https://opentdb.com") else { preconditionFailure("a malformed literal URL") }
        return url
    }()

    /// The server `--api-url` names when it is not the Open Trivia DB ("127.0.0.1:8080"), or nil:
    /// questions from it are credited to it, never to the Open Trivia DB.
    var otherServer: String? {
        guard apiURL.host?.lowercased() != Self.openTriviaDB.host else { return nil }
        let host = apiURL.host ?? apiURL.absoluteString
        return apiURL.port.map { "\(host):\($0)" } ?? host
    }

    /// The question cache's file name: one file a server, so that questions cached from another
    /// server are never mixed with the Open Trivia DB's (and credited to it).
    var cacheFileName: String {
        otherServerFileName(prefix: "questions") ?? "questions.json"
    }

    /// The client's state file name (the session token, when the server last answered): one file
    /// a server, so that requests are spaced per server, and a token goes only to the server that
    /// gave it.
    var stateFileName: String {
        otherServerFileName(prefix: "opentdb") ?? "opentdb.json"
    }

    /// "PREFIX-HOST_PORT.json" for another server (its name made safe for a file name), nil for
    /// the Open Trivia DB.
    private func otherServerFileName(prefix: String) -> String? {
        guard let server = otherServer else { return nil }
        let safe = server.unicodeScalars.map { scalar -> String in
            let isSafe =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-")
            return isSafe ? String(scalar) : "_"
        }
        return "\(prefix)-\(safe.joined()).json"
    }

    static let amountRange = 1...50
    /// The two ways of playing a deck (`--deck NAME`, `--questions FILE`): each is given once, and
    /// what goes with a deck (`--in-order`, a deck's `--category`) goes with either.
    static let deckFlags: Set<String> = ["--deck", "--questions"]
    /// The flags `--daily` refuses: they would change what everyone plays.
    static let dailyRefuses = [
        "--amount", "--category", "--difficulty", "--seed", "--mode", "--questions", "--deck", "--in-order",
    ]
    /// The flags `--check` takes besides itself: how things look, which its lines don't mind.
    static let checkAllows: Set = [
        "--check", "--plain", "--no-color", "--color", "--ascii", "--reduced-motion", "--full-motion", "--no-mouse",
        "--mouse",
    ]
    static let version = "0.1.0"

    /// What to do once the command line is read.
    enum Action: Equatable {
        case play(Options)
        /// `--help`, in the language `--lang` asked for before it (nil: the environment's).
        case printHelp(Language?)
        case printVersion
        case listCategories(Options)
        /// `--stats`: what the history says, as text or (`--json`) JSON.
        case printStats(json: Bool, language: Language? = nil)
        /// `--list-decks`: the player's decks.
        case listDecks
        /// `--check FILE...`: what a player of each deck file would hit, then exit.
        case checkDecks([String])
        /// A file written from the flag table (`--generate-completions`, `--generate-man-options`).
        case printDocument(String)
        /// `--settings`: the settings in force for these options, where each came from, then exit.
        case printSettings(Options, SettingsSources)
    }

    /// A command line that can't be obeyed; the message is one line, without the program name.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Reads the arguments (without the program name) against `Flag.table`, over the settings
    /// file's `settings` and the environment (`NO_COLOR`, `OPENQUIZZ_REDUCED_MOTION`): defaults,
    /// then the file, then the environment, then the flags, each overriding the one before for
    /// this run (`--no-settings` leaves the file out); a refusal is worded in `words`.
    static func parse(
        _ arguments: [String], environment: [String: String] = [:], settings: SettingsStore.Loaded? = nil,
        words: Wording = .english
    ) throws(ParseError) -> Action {
        // The flags first alone: which settings of the file they override.
        var flagsRead = FlagReading()
        flagsRead.words = words
        try flagsRead.read(arguments, flags: Flag.table, checksNeeds: false)
        var reading = FlagReading()
        reading.words = words
        var sources = SettingsSources(given: flagsRead.given)
        if let settings, flagsRead.options.readsSettings {
            sources.fromFile = reading.start(
                from: settings.settings, fileKeys: Set(settings.lines.keys), flagsRead: flagsRead)
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            reading.options.useColor = false
        }
        if let reduced = environment["OPENQUIZZ_REDUCED_MOTION"], !reduced.isEmpty {
            reading.options.reducedMotion = true
        }
        try reading.read(arguments, flags: Flag.table)
        if let action = reading.standalone { return action }
        // --check reads files and exits: a flag about playing would be ignored, so it is refused.
        if !reading.checkFiles.isEmpty {
            let refused = Flag.table.map(\.name).filter {
                reading.given.contains($0) && !Options.checkAllows.contains($0)
            }
            if let first = refused.first { throw ParseError(message: words(.checkTakesNo(first))) }
            return .checkDecks(reading.checkFiles)
        }
        // A mode refuses the flags it would ignore, and may never need the network.
        if let refusal = reading.options.mode.refusal(reading.options, given: reading.given) {
            throw ParseError(message: words(refusal))
        }
        if reading.options.mode.staysOffline { reading.options.offline = true }
        if reading.options.deck != nil || reading.options.questions != nil {
            if reading.options.deck != nil, reading.options.questions != nil {
                throw ParseError(message: words(.oneDeckAtATime))
            }
            // A deck's categories are its own: --category names one of them, found once it is read.
            reading.options.deckCategory = reading.categoryText
            reading.options.category = nil
            if reading.options.deck != nil { reading.options.offline = true }
        } else if let refusal = reading.categoryRefusal {
            throw ParseError(message: words(.flagReason("--category", .category(refusal))))
        }
        if reading.listDecks { return .listDecks }
        // The daily challenge is the same ten for everyone: no filter, size or seed changes it,
        // and it never touches the network (nor does the rest of the run).
        if reading.options.daily != nil {
            // --stats and --list-categories print and exit: --daily would be ignored.
            if reading.stats { throw ParseError(message: words(.dailyPlays("--stats"))) }
            if reading.listCategories { throw ParseError(message: words(.dailyPlays("--list-categories"))) }
            let refused = Options.dailyRefuses.filter(reading.given.contains)
            if let first = refused.first { throw ParseError(message: words(.dailyTakesNo(first))) }
            reading.options.offline = true
        }
        if reading.printSettings { return .printSettings(reading.options, sources) }
        if reading.stats { return .printStats(json: reading.json, language: reading.options.language) }
        return reading.listCategories ? .listCategories(reading.options) : .play(reading.options)
    }

    /// The long names of the flags `arguments` give; none when they can't be read (`parse` says
    /// why): whether to read the settings file (`--no-settings`), and which settings it gave.
    static func flagsGiven(_ arguments: [String]) -> Set<String> {
        var reading = FlagReading()
        return (try? reading.read(arguments, flags: Flag.table)).map { reading.given } ?? []
    }

    /// The language `arguments` (without the program name) and `environment` ask for.
    ///
    /// Read before the command line is, so that its refusals are said in it. The last `--lang en|fr` (or `--lang=fr`)
    /// wins, as when the line is read; a value the flag refuses is left for the reading to say.
    /// `kept` (the settings file's `lang`) comes between the flag and the environment.
    static func language(in arguments: [String], environment: [String: String], kept: Language? = nil) -> Language {
        var flag: Language?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--lang", let next = remaining.first {
                if let language = Language(flag: next) { flag = language }
            } else if argument.hasPrefix("--lang="), let language = Language(flag: String(argument.dropFirst(7))) {
                flag = language
            }
        }
        return Language.resolve(environment: environment, flag: flag ?? kept)
    }

    /// What `--help` prints: every flag, the keys and the credits, in at most 80 columns.
    ///
    /// `ascii` (a locale that isn't UTF-8) names the ↓ key "Down"; the rest of the text is
    /// transliterated where it is printed.
    static func usage(ascii: Bool, words: Wording = .english) -> String {
        words(
            FlagWords.usage(
                version: version, options: FlagDocuments.usage(words: words),
                keys: KeyMap.usageKeyList(ascii: ascii, words: words)))
    }
}
