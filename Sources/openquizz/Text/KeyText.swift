/// What the keys do, in the player's words: the help overlay's lines, `--help`'s key list and the
/// man page's KEYS.
enum KeyText {
    /// What `command` does, on its line of the help overlay.
    static func help(_ command: Command) -> String {
        switch command {
        case .answer(let value): value ? "true" : "false"
        case .newGame: "new game"
        case .quit: "quit"
        case .nextPage: "next page of the question"
        case .showAnswer: "the answer in full"
        case .review: "review the game, once over"
        case .stats: "your stats"
        case .history: "search your history"
        case .help: "this help"
        case .daily: "today's daily challenge"
        }
    }

    /// What `command` does, in `--help`'s key list.
    static func usage(_ command: Command) -> String {
        switch command {
        case .nextPage: "next page"
        case .review:
            "review the game, once over (\(KeyMap.panelKeyNames([.copyShareLine], ascii: false, separator: "")) copies its share line)"
        case .help: "help"
        default: help(command)
        }
    }

    /// The mouse's line in the help overlay.
    static let mouseKey = "mouse"
    static let mouseHelp = "drag the card; up: new game"

    // MARK: - The man page (troff)

    /// What `command` does, in the man page's KEYS section: roff, each key named from the table.
    static func manual(_ command: Command) -> String {
        switch command {
        case .answer(let value): value ? "True." : "False."
        case .nextPage:
            """
            The next page of a question too long for the card; on the last page, marked
            .IR "[\(KeyDocuments.roff(key: KeyMap.pageKeyName(ascii: false))) first]" ,
            back to the first.
            """
        case .showAnswer:
            """
            The last answer in full, in a box titled with its question's number: the statement, the verdict
            and the explanation.
            """
        case .review:
            """
            After Game Over: the game reviewed question by question (your answer, the right one, the
            explanation), with a share line such as
            .I OpenQuizz 7/10
            and a mark per answer;
            .B \(KeyDocuments.roff(PanelCommand.copyShareLine))
            copies it to the clipboard (OSC 52), where the terminal allows it.
            """
        case .stats: "Your stats: games, accuracy overall, per category and per difficulty, best score, streaks."
        case .history:
            """
            Search every answer ever given, newest first: type words (case and accents don't matter),
            .BR \(KeyDocuments.roff(PanelCommand.scrollUp)) / \(KeyDocuments.roff(PanelCommand.scrollDown))
            to pick one,
            .B \(KeyDocuments.roff(PanelCommand.openAnswer))
            for its explanation,
            .B \(KeyDocuments.roff(PanelCommand.cycleVerdicts))
            for the wrong answers only, then the right ones only,
            .B \(KeyDocuments.roff(PanelCommand.close))
            to come back.
            """
        case .newGame:
            """
            A new game, at any time; during a daily challenge answered at least once, the first asks
            .RI ( "N again leaves Daily #26: one try a day" )
            and the second leaves it.
            """
        case .daily:
            """
            Today's daily challenge (the header says
            .I "Daily #26 waits: \(KeyDocuments.roff(Command.daily))"
            until it is played); played already, its result, review and share line. During today's it only
            says you are playing it. A game of a deck has none, and says so.
            """
        case .help: "The keys."
        case .quit: "Quit."
        }
    }

    /// The mouse's entry in the man page's KEYS section.
    static let mouseManualKey = "Mouse"
    static let mouseManual = """
        Press on the card and drag: it follows, leans and turns green (true) to the right or red (false)
        to the left; let go past a quarter of the screen's width to answer, short of it and it springs
        back; False and True under the card light up as it goes toward them. Click False or True to
        answer as the arrow keys do (where the screen has a row for them: not at 12 rows). Drag it up
        for a new game; click New Game for one too. The wheel scrolls the review, the stats and the
        search list. In terminals that report the mouse (xterm and its kin, tmux); hold
        Shift to select text meanwhile.
        """
}
