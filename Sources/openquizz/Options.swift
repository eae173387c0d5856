import Foundation
import Quiz
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
    /// What is played: the trivia questions, or "Is it prime?" (`--mode primes`).
    enum Mode: String, Equatable, CaseIterable {
        case trivia, primes
    }

    var mode = Mode.trivia
    /// Line by line, for a screen reader, a dumb terminal or a script (`--plain`).
    var plain = false
    /// Play with the mouse too, where the terminal reports it (`--no-mouse` turns it off).
    var mouse = true
    /// Any Open Trivia DB–compatible server.
    var apiURL = Options.openTriviaDB

    /// The Open Trivia DB itself, the default `--api-url`.
    static let openTriviaDB: URL = {
        guard let url = URL(string: "https://opentdb.com") else { preconditionFailure("a malformed literal URL") }
        return url
    }()

    static let amountRange = 1...50
    static let version = "0.1.0"

    /// What to do once the command line is read.
    enum Action: Equatable {
        case play(Options)
        case printHelp
        case printVersion
        case listCategories(Options)
        /// `--stats`: what the history says, as text or (`--json`) JSON.
        case printStats(json: Bool)
    }

    /// A command line that can't be obeyed; the message is one line, without the program name.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Reads the arguments (without the program name) and the environment (`NO_COLOR`).
    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(ParseError) -> Action {
        var options = Options()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            options.useColor = false
        }
        if let reduced = environment["OPENQUIZZ_REDUCED_MOTION"], !reduced.isEmpty {
            options.reducedMotion = true
        }
        var remaining = arguments[...]
        var listCategories = false
        var stats = false
        var json = false
        while let argument = remaining.popFirst() {
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            func value() throws(ParseError) -> String {
                if let attached { return attached }
                guard let next = remaining.popFirst() else { throw ParseError(message: "\(name) needs a value") }
                return next
            }
            if attached != nil, Self.switches.contains(name) {
                throw ParseError(message: "\(name) takes no value")
            }
            switch name {
            case "-h", "--help":
                return .printHelp
            case "--version":
                return .printVersion
            case "-n", "--amount":
                let text = try value()
                guard let amount = Int(text), amountRange.contains(amount) else {
                    throw ParseError(message: "--amount takes a number from 1 to 50, not '\(PlayerText.echo(text))'")
                }
                options.amount = amount
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw ParseError(
                        message: "--seed takes a whole number from 0 to \(UInt64.max), not '\(PlayerText.echo(text))'")
                }
                options.seed = seed
            case "--offline":
                options.offline = true
            case "--category":
                let text = try value()
                do {
                    options.category = try TriviaCategory.lookup(text).id
                } catch {
                    throw ParseError(message: "--category: \(PlayerText().categoryProblem(error))")
                }
            case "--difficulty":
                let text = try value()
                guard let difficulty = Difficulty(rawValue: text.lowercased()) else {
                    throw ParseError(message: "--difficulty takes easy, medium or hard, not '\(PlayerText.echo(text))'")
                }
                options.difficulty = difficulty
            case "--api-url":
                let text = try value()
                guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                    let host = url.host, !host.isEmpty
                else {
                    throw ParseError(
                        message: "--api-url takes an http or https address, not '\(PlayerText.echo(text))'")
                }
                options.apiURL = url
            case "--list-categories":
                listCategories = true
            case "--stats":
                stats = true
            case "--json":
                json = true
            case "--no-history":
                options.history = false
            case "--no-prefetch":
                options.prefetch = false
            case "--no-explanations":
                options.explanations = false
            case "--no-color", "--no-colour":
                options.useColor = false
            case "--ascii":
                options.ascii = true
            case "--reduced-motion":
                options.reducedMotion = true
            case "--no-mouse":
                options.mouse = false
            case "--plain":
                options.plain = true
            case "--mode":
                let text = try value()
                guard let mode = Mode(rawValue: text.lowercased()) else {
                    throw ParseError(message: "--mode takes trivia or primes, not '\(PlayerText.echo(text))'")
                }
                options.mode = mode
            default:
                throw ParseError(message: "unknown option '\(PlayerText.echo(argument))'")
            }
        }
        if json, !stats { throw ParseError(message: "--json goes with --stats") }
        // "Is it prime?" makes its questions up: it never touches the network, and takes no
        // trivia filter nor a number of questions (it is endless).
        if options.mode == .primes {
            if options.category != nil || options.difficulty != nil || arguments.contains(where: Self.isAmountFlag) {
                throw ParseError(message: "--mode primes is endless and takes no --category, --difficulty or --amount")
            }
            options.offline = true
        }
        if stats { return .printStats(json: json) }
        return listCategories ? .listCategories(options) : .play(options)
    }

    private static func isAmountFlag(_ argument: String) -> Bool {
        argument == "-n" || argument == "--amount" || argument.hasPrefix("--amount=")
    }

    /// The flags that take no value.
    private static let switches: Set<String> = [
        "-h", "--help", "--version", "--offline", "--no-color", "--no-colour", "--ascii", "--list-categories",
        "--no-prefetch", "--no-explanations", "--stats", "--json", "--no-history", "--reduced-motion",
        "--no-mouse", "--plain",
    ]

    /// The keys, two to a row where they fit, each column padded by the columns it takes on screen
    /// (an arrow is one column, however many bytes it takes); the lines are indented by 2.
    ///
    /// `ascii` names the arrows "->", "<-", "Up" and "Down".
    static func keyTable(ascii: Bool) -> String {
        let rows: [[(key: String, action: String)]] = [
            [(ascii ? "-> or l" : "→ or l", "true"), (ascii ? "<- or h" : "← or h", "false")],
            [(ascii ? "Down/j" : "↓ or j", "next page"), ("e", "the answer in full")],
            [("r", "review the game, once over (c copies its share line)")],
            [("s", "your stats"), ("/", "search your history")],
            [(ascii ? "n or Up" : "n or ↑", "new game"), ("?", "help")],
            [("q or Esc", "quit")],
        ]
        func padded(_ text: String, to columns: Int) -> String {
            text + String(repeating: " ", count: max(1, columns - ScreenBuffer.displayWidth(ofText: text)))
        }
        return rows.map { row in
            var line = "  "
            for (index, entry) in row.enumerated() {
                line += padded(entry.key, to: keyColumns)
                line += index == row.count - 1 ? entry.action : padded(entry.action, to: actionColumns)
            }
            return line
        }.joined(separator: "\n")
    }

    /// The key table's columns: a key and its gap, the first action and its gap.
    private static let keyColumns = 9
    private static let actionColumns = 16

    /// What `--help` prints: every flag, the keys and the credits, in at most 80 columns.
    ///
    /// `ascii` (a locale that isn't UTF-8) names the ↓ key "Down"; the rest of the text is
    /// transliterated where it is printed.
    static func usage(ascii: Bool) -> String {
        """
        OpenQuizz \(version): true or false? A quiz game for the terminal.

        Usage: openquizz [options]

        Options:
          -n, --amount N         questions per game, 1 to 50 (default 10)
              --category ID|NAME questions of one category (see --list-categories)
              --difficulty LEVEL easy, medium or hard
              --offline          play the shipped questions; never use the network
              --api-url URL      an Open Trivia DB–compatible server
                                 (default https://opentdb.com)
              --list-categories  print the categories' ids and names, then exit
              --no-prefetch      don't fetch the next game's questions ahead
                                 (fewer requests; N waits for the network)
              --no-explanations  don't show the fact behind each answer
              --no-history       keep no history of the answers
              --stats            print what the history says, then exit
              --json             with --stats: as JSON, for scripts
              --seed N           the same shipped questions in the same order every
                                 time (what was played before is not counted)
              --no-color         no colours (also when NO_COLOR is set)
              --no-colour        the same as --no-color
              --ascii            draw with plain ASCII: borders, icons and spinner
              --reduced-motion   no slides, bounces or animations (also when
                                 OPENQUIZZ_REDUCED_MOTION is set)
              --no-mouse         leave the mouse to the terminal (no dragging)
              --mode MODE        trivia (the default), or primes: "Is it prime?",
                                 endless, with a combo counter (--seed replays it)
              --plain            line by line, for screen readers and scripts (also
                                 when the terminal can't move its cursor)
          -h, --help             show this help and exit
              --version          show the version and exit

        Keys:
        \(keyTable(ascii: ascii))
          Mouse: drag the card right (true) or left (false) past a quarter of the
          screen, or up for a new game; click New Game.

        Questions from the Open Trivia DB (https://opentdb.com), licensed CC BY-SA 4.0;
        when it can't be reached, questions fetched earlier or shipped with the game.
        Based on the OpenClassrooms course
        "Développez une application iPhone avec le modèle MVC".
        """
    }
}
