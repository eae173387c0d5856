/// What the keys do, in the player's words: the help overlay's lines and `--help`'s key list.
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
}
