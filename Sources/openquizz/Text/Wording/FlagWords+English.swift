// The man page's paragraph for each flag, in English roff (Assets/openquizz.6's OPTIONS).

extension FlagWords {
    /// Nil where the help, as a sentence, says it all.
    static func englishManual(_ topic: Topic) -> String? {
        switch topic {
        case .amount, .ascii: nil
        case .category:
            """
            Questions of one Open Trivia DB category, by id (9 to 32) or by a part of its name, such as
            .BR computers ;
            with
            .BR \\-\\-deck
            or
            .BR \\-\\-questions ,
            one of the deck's own categories, by its name in any case or a part of it.
            """
        case .difficulty: #".BR easy ", " medium " or " hard ."#
        case .offline: "Play the questions shipped with the game; never use the network."
        case .questions: englishQuestionsManual
        case .check: englishCheckManual
        case .apiURL: #"Any Open Trivia DB\(encompatible server, http or https (default https://opentdb.com)."#
        case .listCategories:
            """
            Print the categories' ids and names, then exit (with
            .BR \\-\\-offline ,
            the shipped questions' categories).
            """
        case .deck: englishDeckManual
        case .listDecks:
            """
            Print your decks (the files in the decks folder, see
            .BR FILES ):
            each one's name, questions and categories, the games you played of it and your best, then exit.
            """
        case .inOrder:
            """
            With
            .BR \\-\\-deck
            or
            .BR \\-\\-questions :
            the questions in the deck's order, as a lesson goes, each game going on where the last one
            stopped, rather than at random.
            """
        case .noPrefetch:
            "Don't fetch the next game's questions ahead: fewer requests, and New Game waits for the network."
        case .noExplanations: "Don't show the fact behind each answer (shipped questions have one)."
        case .noHistory:
            """
            Keep no history of this run's answers: nothing is written to the history. It is still read,
            so that the stats, the search and the daily challenge's once a day know the earlier runs; a
            daily challenge played under it isn't kept, and its Game Over says so.
            """
        case .stats:
            """
            Print what the history says, then exit: games played (a game counts once finished), questions
            answered, accuracy overall, per category and per difficulty (the 40 categories with the most
            answers, the others together), and the best score and the streak of games in a row at 7/10 or
            better among games like the last one played (as many questions, from the same source, with the
            same filters). After a daily challenge: the days played (and how many on their own day), the
            daily streak, and how many challenges ended at each score, 0/10 to 10/10.
            """
        case .json:
            """
            With
            .BR \\-\\-stats :
            the same as JSON, for scripts; outside a UTF-8 locale every character past ASCII is written as
            a \\\\u escape.
            """
        case .seed:
            """
            The same shipped questions in the same order every time; what was played before is neither
            skipped nor remembered.
            """
        case .noColor: "No colours."
        case .reducedMotion:
            """
            No slides, bounces or animations: an answered card holds still a moment, coloured, then the next
            one is there; colours, icons and verdicts are unchanged. Also when
            .B OPENQUIZZ_REDUCED_MOTION
            is set to anything.
            """
        case .noMouse: "Leave the mouse to the terminal: no dragging, and text is selected without holding Shift."
        case .mode: Options.Mode.manual(.english)
        case .settings:
            """
            Print the settings file's path (see
            .BR FILES ),
            then the settings in force for this command line, one a line: each key as the file writes it,
            its value, and where it comes from (the default, a line of the file, the mode that makes it,
            the environment or a flag), then what is wrong with the file, and exit.
            """
        case .noSettings:
            "Ignore the settings file for this run: every setting is its default unless a flag gives it."
        case .lang:
            """
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
        case .daily: englishDailyManual
        case .plain: englishPlainManual
        case .help: "Show the options and keys, then exit."
        case .version: "Show the version, and the commit it was built from when known, then exit."
        }
    }

    private static let englishDeckManual = """
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

    private static let englishQuestionsManual = """
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

    private static let englishCheckManual = """
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

    private static let englishDailyManual = """
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

    private static let englishPlainManual = """
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
