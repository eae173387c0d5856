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
            wording: "a number", help: "questions per game, 1 to 50 (default 10)", brief: "questions per game, 1 to 50"
        ) { reading, amount in reading.options.amount = Int(amount) },
        Flag(
            "--category", value: .category, placeholder: "ID|NAME",
            help: "questions of one category (see --list-categories)", brief: "questions of one category",
            manual: """
                Questions of one Open Trivia DB category, by id (9 to 32) or by a part of its name, such as
                .BR computers ;
                with
                .BR \\-\\-deck
                or
                .BR \\-\\-questions ,
                one of the deck's own categories, by its name in any case or a part of it.
                """
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
            "--difficulty", placeholder: "LEVEL", of: Difficulty.self, help: "easy, medium or hard",
            brief: "questions of one difficulty", manual: #".BR easy ", " medium " or " hard ."#
        ) { reading, difficulty in reading.options.difficulty = difficulty },
        .toggle(
            "--offline", help: "play the shipped questions; never use the network",
            manual: "Play the questions shipped with the game; never use the network."
        ) { $0.options.offline = true },
        Flag(
            "--questions", value: .file, placeholder: "FILE",
            help: "play the questions in FILE (CSV or Open Trivia DB\nJSON); never use the network",
            brief: "play the questions in a CSV or JSON file", manual: questionsManual
        ) { reading, path throws(Refusal) in
            // "" would be the folder the game runs in: said as it is.
            guard !path.isEmpty else { throw .reason(.emptyPath) }
            reading.options.questions = path
        },
        Flag(
            "--check", value: .files, placeholder: "FILE...",
            help: "say what a player of each FILE would hit, line by\nline, then exit (1 when something is wrong)",
            brief: "check deck files, then exit", manual: checkManual
        ) { reading, path throws(Refusal) in
            guard !path.isEmpty else { throw .reason(.emptyPath) }
            reading.checkFiles.append(path)
        },
        Flag(
            "--api-url", value: .address, placeholder: "URL",
            help: "an Open Trivia DB–compatible server\n(default https://opentdb.com)",
            brief: "an Open Trivia DB-compatible server",
            manual: #"Any Open Trivia DB\(encompatible server, http or https (default https://opentdb.com)."#
        ) { reading, text throws(Refusal) in
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                let host = url.host, !host.isEmpty
            else { throw .unexpected }
            reading.options.apiURL = url
        },
        .toggle(
            "--list-categories", help: "print the categories' ids and names, then exit",
            brief: "print the categories, then exit",
            manual: """
                Print the categories' ids and names, then exit (with
                .BR \\-\\-offline ,
                the shipped questions' categories).
                """
        ) { $0.listCategories = true },
        Flag(
            "--deck", value: .deck, placeholder: "NAME", help: "play one of your decks (see --list-decks)",
            brief: "play one of your decks", manual: deckManual
        ) { reading, text in reading.options.deck = text },
        .toggle(
            "--list-decks", help: "print your decks and how you did, then exit", brief: "print your decks, then exit",
            manual: """
                Print your decks (the files in the decks folder, see
                .BR FILES ):
                each one's name, questions and categories, the games you played of it and your best, then exit.
                """
        ) { $0.listDecks = true },
        .toggle(
            "--in-order", help: "with --deck or --questions: the questions in the\ndeck's order",
            brief: "with a deck: in the deck's order",
            manual: """
                With
                .BR \\-\\-deck
                or
                .BR \\-\\-questions :
                the questions in the deck's order, as a lesson goes, each game going on where the last one
                stopped, rather than at random.
                """,
            requires: "--deck"
        ) { $0.options.inOrder = true },
        .toggle(
            "--no-prefetch",
            help: "don't fetch the next game's questions ahead\n(fewer requests; N waits for the network)",
            brief: "do not fetch the next game ahead",
            manual: "Don't fetch the next game's questions ahead: fewer requests, and New Game waits for the network."
        ) { $0.options.prefetch = false },
        .toggle(
            "--no-explanations", help: "don't show the fact behind each answer",
            brief: "do not show the fact behind each answer",
            manual: "Don't show the fact behind each answer (shipped questions have one)."
        ) { $0.options.explanations = false },
        .toggle(
            "--no-history", help: "keep no history of the answers",
            manual: """
                Keep no history of this run's answers: nothing is written to the history. It is still read,
                so that the stats, the search and the daily challenge's once a day know the earlier runs; a
                daily challenge played under it isn't kept, and its Game Over says so.
                """
        ) { $0.options.history = false },
        .toggle(
            "--stats", help: "print what the history says, then exit",
            manual: """
                Print what the history says, then exit: games played (a game counts once finished), questions
                answered, accuracy overall, per category and per difficulty (the 40 categories with the most
                answers, the others together), and the best score and the streak of games in a row at 7/10 or
                better among games like the last one played (as many questions, from the same source, with the
                same filters). After a daily challenge: the days played (and how many on their own day), the
                daily streak, and how many challenges ended at each score, 0/10 to 10/10.
                """
        ) { $0.stats = true },
        .toggle(
            "--json", help: "with --stats: as JSON, for scripts", brief: "with --stats: as JSON",
            manual: """
                With
                .BR \\-\\-stats :
                the same as JSON, for scripts; outside a UTF-8 locale every character past ASCII is written as
                a \\\\u escape.
                """,
            requires: "--stats"
        ) { $0.json = true },
        .number(
            "--seed", in: 0...UInt64.max, wording: "a whole number",
            help: "the same shipped questions in the same order every\ntime (what was played before is not counted)",
            brief: "the same shipped questions in the same order",
            manual: """
                The same shipped questions in the same order every time; what was played before is neither
                skipped nor remembered.
                """
        ) { reading, seed in reading.options.seed = seed },
        .toggle(
            "--no-color", alias: "--no-colour", help: "no colours (also when NO_COLOR is set)", brief: "no colours",
            manual: "No colours."
        ) { $0.options.useColor = false },
        .toggle(
            "--ascii", help: "draw with plain ASCII: borders, icons, spinner and text", brief: "draw with plain ASCII"
        ) { $0.options.ascii = true },
        .toggle(
            "--reduced-motion", help: "no slides, bounces or animations (also when\nOPENQUIZZ_REDUCED_MOTION is set)",
            brief: "no slides, bounces or animations",
            manual: """
                No slides, bounces or animations: an answered card holds still a moment, coloured, then the next
                one is there; colours, icons and verdicts are unchanged. Also when
                .B OPENQUIZZ_REDUCED_MOTION
                is set to anything.
                """
        ) { $0.options.reducedMotion = true },
        .toggle(
            "--no-mouse", help: "leave the mouse to the terminal (no dragging)",
            brief: "leave the mouse to the terminal",
            manual: "Leave the mouse to the terminal: no dragging, and text is selected without holding Shift."
        ) { $0.options.mouse = false },
        .choice(
            "--mode", placeholder: "MODE", of: Options.Mode.self,
            help: Options.Mode.help, brief: "what to play", manual: Options.Mode.manual
        ) { reading, mode in reading.options.mode = mode },
        .choice(
            "--lang", placeholder: "LANG", of: Language.self,
            help: "en or fr (default: from LC_ALL, LC_MESSAGES, LANG\nand LANGUAGE)", brief: "the language to speak",
            manual: """
                The language the game speaks:
                .B en
                or
                .BR fr .
                Without it, the language of
                .BR LC_ALL ,
                .B LC_MESSAGES
                or
                .B LANG
                (and
                .BR LANGUAGE ),
                English when none is one the game speaks.
                """
        ) { reading, language in reading.options.language = language },
        .toggle(
            "--settings",
            help: "print the settings file's path and the settings in\nforce, where each comes from, then exit",
            brief: "print the settings in force, then exit",
            manual: """
                Print the settings file's path (see
                .BR FILES ),
                then the settings in force for this command line, one a line: each key as the file writes it,
                its value, and where it comes from (the default, a line of the file, the environment or a
                flag), then what is wrong with the file, and exit.
                """
        ) { $0.printSettings = true },
        .toggle(
            "--no-settings", help: "ignore the settings file for this run", brief: "ignore the settings file",
            manual: "Ignore the settings file for this run: every setting is its default unless a flag gives it."
        ) { $0.options.readsSettings = false },
        Flag(
            "--daily", value: .optionalDay, placeholder: "[DATE]",
            help:
                "today's daily challenge (UTC): the same ten for\neveryone, once; DATE (YYYY-MM-DD) replays a past day",
            brief: "the daily challenge: today's, or a past day's", manual: dailyManual
        ) { reading, text throws(Refusal) in
            reading.options.daily = try Options.dailyPick(text)
        },
        .toggle(
            "--plain",
            help: "line by line, for screen readers and scripts (also\nwhen the terminal can't move its cursor)",
            brief: "line by line, for screen readers and scripts", manual: plainManual
        ) { $0.options.plain = true },
        .toggle(
            "--help", short: "-h", help: "show this help and exit", brief: "show the options and keys",
            manual: "Show the options and keys, then exit.", standalone: true
        ) { $0.standalone = .printHelp },
        .toggle(
            "--version", help: "show the version and exit", brief: "show the version",
            manual: "Show the version, and the commit it was built from when known, then exit.", standalone: true
        ) { $0.standalone = .printVersion },
        // For Scripts/generate-flag-files.sh: the files this table (and the key table) writes.
        .choice(
            "--generate-completions", placeholder: "SHELL", of: FlagDocuments.Shell.self,
            help: "print the completions for bash, zsh or fish, then exit", hidden: true, standalone: true
        ) { reading, shell in reading.standalone = .printDocument(FlagDocuments.completions(for: shell)) },
        .toggle(
            "--generate-man-options", help: "print the man page's OPTIONS section, then exit", hidden: true,
            standalone: true
        ) { $0.standalone = .printDocument(FlagDocuments.manOptions()) },
        .toggle(
            "--generate-man-keys", help: "print the man page's KEYS section, then exit", hidden: true, standalone: true
        ) { $0.standalone = .printDocument(KeyDocuments.manKeys()) },
    ]

    /// A word for each Open Trivia DB category (in `TriviaCategory.openTriviaDB`'s order) that the
    /// shells offer after `--category`, beside the ids; each one `TriviaCategory.lookup` reads.
    static let categoryWords = [
        "general", "books", "film", "music", "musicals", "television", "videogames", "boardgames", "nature",
        "computers", "mathematics", "mythology", "sports", "geography", "history", "politics", "art", "celebrities",
        "animals", "vehicles", "comics", "gadgets", "anime", "cartoon",
    ]

    private static let deckManual = """
        Play one of your decks, offline: a file in the decks folder (see
        .BR FILES ),
        named without its extension. A name matches exactly, then in any case, then as the start of one
        deck's name. No question repeats until the deck has been played through, across runs too;
        .BR \\-\\-category ,
        .B \\-\\-difficulty
        and
        .B \\-\\-amount
        choose among its questions.
        """

    private static let questionsManual = """
        Play the questions in
        .I FILE
        instead of the Open Trivia DB and the shipped questions; never use the network. The format is
        read from the content: CSV as a spreadsheet saves it (a header row naming the columns
        .BR statement " and " answer ,
        and optionally
        .BR explanation ", " category " and " difficulty ,
        in any order; comma or semicolon; answers true/false, t/f, yes/no, 1/0 or their French, German, Spanish or Italian words), or JSON exactly as the
        Open Trivia DB's api.php answers it, in any of its encodings (multiple-choice questions are
        skipped). Rows with problems are left out and counted in the header; a file with no playable
        question is refused (exit status 2). See
        .BR \\-\\-check .
        """

    private static let checkManual = """
        Read each
        .I FILE
        as
        .B \\-\\-questions
        would and say what a player would hit: one line per problem, with its line (CSV) or entry (JSON)
        number and what to change, then how many questions are ready to play; a blank line between
        files. A name that is no file but one of your decks (as
        .B \\-\\-deck
        finds it) checks that deck's file. Exit status 0 when every file is ready to play, 1 otherwise.
        Takes no other option but
        .BR \\-\\-plain ", " \\-\\-no\\-color ", " \\-\\-ascii ", " \\-\\-reduced\\-motion " and " \\-\\-no\\-mouse .
        """

    private static let dailyManual = """
        Today's daily challenge (the UTC date): ten questions from the shipped ones, the same for every
        player, easy to hard; #1 was 2026-11-01. Played once: asked again, it shows your result, your
        review and the share line. With
        .IR DATE ,
        as YYYY-MM-DD, a past day's (the archive; it doesn't count for the streak); never a day to come.
        Takes no
        .BR \\-\\-amount ", " \\-\\-category ", " \\-\\-difficulty ", " \\-\\-seed ", " \\-\\-mode ,
        .BR \\-\\-questions ", " \\-\\-deck ", " \\-\\-in\\-order ", " \\-\\-stats " or " \\-\\-list\\-categories ,
        no empty
        .IR DATE ,
        is given once, and never uses the network. With
        .BR \\-\\-no\\-history ,
        a challenge played before still shows as played, and a new try isn't kept.
        .B D
        plays today's from the game.
        """

    private static let plainManual = """
        Line by line, for a screen reader, a terminal that can't move its cursor or a script: each
        question is one line ending in
        .IR [t/f] ,
        each answer is followed by its verdict and explanation; no cursor movement, no colour. Lines are
        read from standard input, a terminal or a pipe:
        .B t
        or
        .B f
        answers,
        .B n
        starts a new game,
        .B s
        prints the stats,
        .B q
        quits, and so does the end of the input. Chosen by itself when the terminal can't move its
        cursor (TERM=dumb) or terminfo doesn't know its type.
        """
}
