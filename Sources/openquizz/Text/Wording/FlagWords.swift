/// What `--help` and the completions say of each flag, and `--help`'s own frame.
///
/// Each flag the player is told about has a `Topic`; its help (the usage's text: lowercase, no
/// full stop, "\n" where it goes on to a second line) and its brief (one line for the shells'
/// completion menus; the help when nil) are written here in English and in FlagWords+French.swift
/// in French. The checked-in completions are the English. What the man page says of each flag is
/// `FlagManualWords`.
enum FlagWords: Phrase {
    /// The flags the player is told about, one case each (`Flag.table` names each once).
    enum Topic: CaseIterable, Sendable {
        case amount, category, difficulty, offline, questions, check, apiURL, listCategories, deck, listDecks
        case inOrder, noPrefetch, noExplanations, noHistory, stats, json, seed, noColor, ascii, reducedMotion
        case noMouse, mode, lang, settings, noSettings, daily, plain, help, version
    }

    /// The usage's text for the flag.
    case help(Topic)
    /// The completion menus' line.
    case brief(Topic)
    /// The usage's line for an alias: "the same as --no-color".
    case sameAs(flag: String)
    /// What `--help` prints around the flags' and the keys' lists: what the game is, the mouse and
    /// the credits.
    case usage(version: String, options: String, keys: String)
    /// The word between two keys that do the same, in the man page: "→ or l".
    case orKey

    func english(_ words: Wording) -> String {
        switch self {
        case .help(let topic): Self.englishHelp(topic)
        case .brief(let topic): Self.englishBrief(topic) ?? Self.englishHelp(topic)
        case .sameAs(let flag): "the same as \(flag)"
        case .orKey: "or"
        case .usage(let version, let options, let keys):
            """
            OpenQuizz \(version): true or false? A quiz game for the terminal.

            Usage: openquizz [options]

            Options:
            \(options)

            Keys:
            \(keys)
              Mouse: drag the card right (true) or left (false) past a quarter of the
              screen, or up for a new game; click New Game.

            Questions from the Open Trivia DB (https://opentdb.com), licensed CC BY-SA 4.0;
            when it can't be reached, questions fetched earlier or shipped with the game.
            Based on the OpenClassrooms course
            "Développez une application iPhone avec le modèle MVC".
            """
        }
    }

    // MARK: - English

    private static func englishHelp(_ topic: Topic) -> String {
        switch topic {
        case .amount: "questions per game, 1 to 50 (default 10)"
        case .category: "questions of one category (see --list-categories)"
        case .difficulty: "easy, medium or hard"
        case .offline: "play the shipped questions; never use the network"
        case .questions: "play the questions in FILE (CSV or Open Trivia DB\nJSON); never use the network"
        case .check: "say what a player of each FILE would hit, line by\nline, then exit (1 when something is wrong)"
        case .apiURL: "an Open Trivia DB–compatible server\n(default https://opentdb.com)"
        case .listCategories: "print the categories' ids and names, then exit"
        case .deck: "play one of your decks (see --list-decks)"
        case .listDecks: "print your decks and how you did, then exit"
        case .inOrder: "with --deck or --questions: the questions in the\ndeck's order"
        case .noPrefetch: "don't fetch the next game's questions ahead\n(fewer requests; N waits for the network)"
        case .noExplanations: "don't show the fact behind each answer"
        case .noHistory: "keep no history of the answers"
        case .stats: "print what the history says, then exit"
        case .json: "with --stats: as JSON, for scripts"
        case .seed: "the same shipped questions in the same order every\ntime (what was played before is not counted)"
        case .noColor: "no colours (also when NO_COLOR is set)"
        case .ascii: "draw with plain ASCII: borders, icons, spinner and text"
        case .reducedMotion: "no slides, bounces or animations (also when\nOPENQUIZZ_REDUCED_MOTION is set)"
        case .noMouse: "leave the mouse to the terminal (no dragging)"
        case .mode: Options.Mode.helpList(.english)
        case .lang: "en or fr (default: from LC_ALL, LC_MESSAGES, LANG\nand LANGUAGE)"
        case .settings: "print the settings file's path and the settings in\nforce, where each comes from, then exit"
        case .noSettings: "ignore the settings file for this run"
        case .daily:
            "today's daily challenge (UTC): the same ten for\neveryone, once; DATE (YYYY-MM-DD) replays a past day"
        case .plain: "line by line, for screen readers and scripts (also\nwhen the terminal can't move its cursor)"
        case .help: "show this help and exit"
        case .version: "show the version and exit"
        }
    }

    private static func englishBrief(_ topic: Topic) -> String? {
        switch topic {
        case .amount: "questions per game, 1 to 50"
        case .category: "questions of one category"
        case .difficulty: "questions of one difficulty"
        case .offline, .noHistory, .stats: nil
        case .questions: "play the questions in a CSV or JSON file"
        case .check: "check deck files, then exit"
        case .apiURL: "an Open Trivia DB-compatible server"
        case .listCategories: "print the categories, then exit"
        case .deck: "play one of your decks"
        case .listDecks: "print your decks, then exit"
        case .inOrder: "with a deck: in the deck's order"
        case .noPrefetch: "do not fetch the next game ahead"
        case .noExplanations: "do not show the fact behind each answer"
        case .json: "with --stats: as JSON"
        case .seed: "the same shipped questions in the same order"
        case .noColor: "no colours"
        case .ascii: "draw with plain ASCII"
        case .reducedMotion: "no slides, bounces or animations"
        case .noMouse: "leave the mouse to the terminal"
        case .mode: "what to play"
        case .lang: "the language to speak"
        case .settings: "print the settings in force, then exit"
        case .noSettings: "ignore the settings file"
        case .daily: "the daily challenge: today's, or a past day's"
        case .plain: "line by line, for screen readers and scripts"
        case .help: "show the options and keys"
        case .version: "show the version"
        }
    }
}
