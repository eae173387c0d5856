import QuizCore
import QuizView

/// The sentences of the command line outside the flag table: what a wrong command line is told,
/// and what the game says on standard error around its screen (a terminal it can't use, one that
/// went away, an output it can't write).
///
/// The flags' own texts (usage, completions, man page) are in `Flag.table`; the keys' in
/// `KeyMap`.
enum CommandLineText {
    // MARK: - A command line that can't be obeyed

    /// `--mode primes` with `--questions`.
    static let primesTakeNoDeck = "--mode primes makes its questions up: it takes no --questions"

    static func unknown(_ argument: String) -> String {
        "unknown option '\(PlayerText.echo(argument))'"
    }

    static func takesNoValue(_ name: String) -> String {
        "\(name) takes no value"
    }

    static func needsValue(_ name: String) -> String {
        "\(name) needs a value"
    }

    /// `--questions ''` or `--check ''`: no path at all (it would read the current folder).
    static let emptyPath = "the path is empty: give a deck file's path"

    /// A flag given without the one it goes with (any of `needed`: "--deck or --questions").
    static func goesWith(_ name: String, _ needed: [String]) -> String {
        "\(name) goes with \(alternatives(needed))"
    }

    /// `flag`'s value `text` refused: what the flag takes, or the refusal's own reason.
    static func refused(_ flag: Flag, _ text: String, _ refusal: Flag.Refusal) -> String {
        switch refusal {
        case .reason(let reason):
            "\(flag.name): \(reason)"
        case .unexpected:
            "\(flag.name) takes \(flag.value.map(expected) ?? "no value"), not '\(PlayerText.echo(text))'"
        }
    }

    /// What a value should be, as "takes ..." says it.
    static func expected(_ value: Flag.Value) -> String {
        switch value {
        case .number(let range, let wording): "\(wording) from \(range.lowerBound) to \(range.upperBound)"
        case .words(let words): alternatives(words)
        case .category: "a category's id or name"
        case .address: "an http or https address"
        case .file: "a file's path"
        case .files: "files' paths"
        case .deck: "a deck's name"
        case .optionalDay: "a day as YYYY-MM-DD"
        }
    }

    /// "easy, medium or hard".
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// What a game that ends with answers it couldn't write says on standard error.
    static func unsavedAnswers(_ count: Int, _ problem: StorageProblem) -> String {
        let answers = count == 1 ? "1 answer" : "\(count) answers"
        return
            "\(answers) of this run not saved to your history: \(PlayerText.storageReason(problem.kind)) (\(problem.path))"
    }

    /// What `--help` prints around the flags' and the keys' lists: what the game is, the mouse,
    /// and the credits.
    static func usage(version: String, options: String, keys: String) -> String {
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

    /// A file `--stats` could not read in full, said before the report.
    static func statsFileProblem(_ problem: StorageProblem) -> String {
        "\(problem.path): \(PlayerText.storageReason(problem.kind))"
    }

    /// "Is it prime?" makes its questions up: no trivia filter, and no number of questions.
    static let primesTakeNoKeptDeck = "--mode primes makes its questions up: it takes no --deck"

    static func checkTakesNo(_ flag: String) -> String {
        "--check reads the files it is given, then exits: it takes no \(flag)"
    }

    /// `--deck` or `--questions` given twice: one deck a game.
    static func givenTwice(_ name: String) -> String {
        "\(name) given twice: a game plays one deck, give it once"
    }

    static let oneDeckAtATime = "--deck and --questions each play a deck alone: give one of them"

    static let primesTakeNoFilter = "--mode primes is endless and takes no --category, --difficulty or --amount"

    /// The usage's line for an alias: "--no-colour  the same as --no-color".
    static func sameAs(_ name: String) -> String {
        "the same as \(name)"
    }

    /// A parse error as stderr says it, with where to look.
    static func tryHelp(_ error: Options.ParseError) -> String {
        "\(error). Try 'openquizz --help'."
    }

    /// `--version`: "openquizz 0.1.0 (commit)".
    static func version(commit: String?) -> String {
        "openquizz \(Options.version)" + (commit.map { " (\($0))" } ?? "")
    }

    // MARK: - A terminal that can't show the game

    /// Why the terminal can't be used, and what to try.
    static func terminalProblem(_ error: Terminal.StartError) -> String {
        switch error {
        case .notATerminal(let stream):
            "\(stream) is not a terminal: play in an interactive one"
        case .unknownTerminal, .noCursorAddressing:
            "\(terminalReason(error)); try TERM=xterm-256color"
        case .setupFailed(let call):
            "can't set up the terminal: \(call)() failed; try TERM=xterm-256color"
        case .colorSetupFailed(let call):
            "can't set up colours: \(call)() failed; try --no-color"
        }
    }

    /// Why the terminal can't show the game's screen, without the advice.
    static func terminalReason(_ error: Terminal.StartError) -> String {
        switch error {
        case .unknownTerminal(let name) where name.isEmpty: "TERM is not set"
        case .unknownTerminal(let name): "unknown terminal type \"\(name)\""
        case .noCursorAddressing(let name): "terminal \"\(name)\" can't move the cursor"
        default: terminalProblem(error)
        }
    }

    /// A terminal without cursor addressing: the game plays line by line instead.
    static func playingLineByLine(_ error: Terminal.StartError) -> String {
        switch error {
        case .unknownTerminal:
            // Maybe a capable terminal whose entry is missing here: the full screen is one TERM away.
            "\(terminalReason(error)): playing line by line; try TERM=xterm-256color for the full screen"
        default:
            "\(terminalReason(error)): playing line by line (--plain)"
        }
    }

    /// A terminal that can't be used at all: the advice, and the other way to play.
    static func unusableTerminal(_ error: Terminal.StartError) -> String {
        "\(terminalProblem(error)), or play line by line with --plain"
    }

    static let noSignalHandling = "can't set up signal handling"

    /// The terminal closed under the game (hang-up, end of file).
    static let terminalWentAway = "the terminal went away"

    /// Standard output can't be written (`--help >/dev/full`); the system's reason.
    static func cantWrite(_ reason: String) -> String {
        "can't write the output: \(reason)"
    }

    static let statsNotJSON = "the stats can't be written as JSON"
}
