import QuizCore
import QuizView

/// The sentences of the command line outside the flag table: what a wrong command line is told,
/// and what the game says on standard error around its screen (a terminal it can't use, one that
/// went away, an output it can't write), in the language of `words` (`CommandLineWords`,
/// `TerminalStartWords`).
///
/// The flags' own texts (usage, completions, man page) are in `Flag.table`; the keys' in
/// `KeyMap`.
struct CommandLineText {
    let words: Wording

    // MARK: - A command line that can't be obeyed

    /// `flag`'s value `text` refused: what the flag takes, or the refusal's own reason.
    func refused(_ flag: Flag, _ text: String, _ refusal: Flag.Refusal) -> String {
        switch refusal {
        case .reason(let reason): words(.flagReason(flag.name, reason))
        case .unexpected: words(.unexpected(flag.name, takes: flag.value, not: text))
        }
    }

    /// What a unsaved game says on standard error as it ends.
    func unsavedAnswers(_ count: Int, _ problem: StorageProblem) -> String {
        words(.unsavedAnswers(count, reason: problem.kind.reason(in: words), path: problem.path))
    }

    /// A file `--stats` could not read in full, said before the report.
    func statsFileProblem(_ problem: StorageProblem) -> String {
        "\(problem.path): \(problem.kind.reason(in: words))"
    }

    /// A parse error as stderr says it, with where to look.
    func tryHelp(_ error: Options.ParseError) -> String {
        words(.tryHelp(error.message))
    }

    /// `--daily`'s reason why it has nothing to play (with `today`, a day to come says today's
    /// UTC date).
    func daily(_ problem: DailyDateProblem, today: DailyDate? = nil) -> String {
        words(Self.dailyPhrase(problem, today: today))
    }

    /// The phrase for `--daily`'s `problem`.
    static func dailyPhrase(_ problem: DailyDateProblem, today: DailyDate?) -> CommandLineWords {
        switch problem {
        case .malformed(let text): .dailyMalformed(text)
        case .noSuchDay(let year, let month, let day): .noSuchDay(year: year, month: month, day: day)
        case .beforeFirst(let date): .dailyBeforeFirst(date)
        case .future(let date): .dailyNotYet(date, today: today)
        }
    }

    /// `--version`: "openquizz 0.1.0 (commit)".
    static func version(commit: String?) -> String {
        "openquizz \(Options.version)" + (commit.map { " (\($0))" } ?? "")
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

    /// The usage's line for an alias: "--no-colour  the same as --no-color".
    static func sameAs(_ name: String) -> String {
        "the same as \(name)"
    }

    // MARK: - A terminal that can't show the game

    /// Why the terminal can't be used, and what to try.
    func terminalProblem(_ error: Terminal.StartError) -> String {
        words(Self.problem(error))
    }

    /// Why the terminal can't show the game's screen, without the advice.
    func terminalReason(_ error: Terminal.StartError) -> String {
        words(Self.reason(error))
    }

    /// A terminal without cursor addressing: the game plays line by line instead.
    func playingLineByLine(_ error: Terminal.StartError) -> String {
        // Maybe a capable terminal whose entry is missing here: the full screen is one TERM away.
        if case .unknownTerminal = error { return words(.lineByLine(Self.reason(error), tryTerm: true)) }
        return words(.lineByLine(Self.reason(error), tryTerm: false))
    }

    /// A terminal that can't be used at all: the advice, and the other way to play, when there is
    /// one (`offersPlain`: not for a mode that needs the screen, which `--plain` refuses).
    func unusableTerminal(_ error: Terminal.StartError, offersPlain: Bool = true) -> String {
        offersPlain ? words(.orPlain(Self.problem(error))) : words(Self.problem(error))
    }

    private static func problem(_ error: Terminal.StartError) -> TerminalStartWords {
        switch error {
        case .notATerminal(let stream): .notATerminal(stream)
        case .unknownTerminal, .noCursorAddressing: .tryAnotherTerm(reason(error))
        case .setupFailed(let call): .setupFailed(call)
        case .colorSetupFailed(let call): .colorSetupFailed(call)
        }
    }

    private static func reason(_ error: Terminal.StartError) -> TerminalStartWords {
        switch error {
        case .unknownTerminal(let name) where name.isEmpty: .terminalNotSet
        case .unknownTerminal(let name): .unknownTerminal(name)
        case .noCursorAddressing(let name): .noCursorAddressing(name)
        default: problem(error)
        }
    }

    /// Why the bundled questions can't be read (`--offline --list-categories`, or a game's start).
    func bankProblem(_ error: BankError) -> String {
        words(.bank(error))
    }

    /// The terminal closed under the game (hang-up, end of file).
    var terminalWentAway: String { words(.terminalWentAway) }

    /// Standard output can't be written (`--help >/dev/full`); the system's reason.
    func cantWrite(_ reason: String) -> String {
        words(.cantWrite(reason))
    }
}
