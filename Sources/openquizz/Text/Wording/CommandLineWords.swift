import QuizCore
import QuizView

/// The command line's sentences.
///
/// Why it can't be obeyed, the daily challenge's refusals, and what the game says on standard
/// error around its screen (why the screen can't start is `TerminalStartWords`). Their French is
/// in `CommandLineWords+French.swift`.
///
/// Names of flags, files and terminals are facts: they read the same in every language.
indirect enum CommandLineWords: Phrase, Equatable, Sendable {
    // MARK: - Refusals of the command line
    case primesTakeNoDeck, primesTakeNoKeptDeck, primesTakeNoFilter, oneDeckAtATime, emptyPath
    case unknown(String)
    case takesNoValue(String)
    case needsValue(String)
    /// A flag given without one of `needed`.
    case goesWith(String, needed: [String])
    /// A flag's own reason: "--questions: the path is empty …".
    case flagReason(String, CommandLineWords)
    /// `--category` names no category, or several.
    case category(TriviaCategory.LookupError)
    /// A value that isn't what the flag takes (nil: it takes none).
    case unexpected(String, takes: Flag.Value?, not: String)
    case checkTakesNo(String)
    case givenTwice(String)
    /// A refusal as standard error says it, with where to look: the reason is worded already.
    case tryHelp(String)

    // MARK: - The daily challenge's refusals
    case emptyDay(String)
    case dayGivenTwice(String)
    case dailyPlays(String)
    case dailyTakesNo(String)
    case dailyMalformed(String)
    /// `--daily 2026-11-31`: no such day (a month past 12, or a day past the month's end).
    case noSuchDay(year: Int, month: Int, day: Int)
    case dailyBeforeFirst(DailyDate)
    /// A day to come; with today's UTC day when it is known.
    case dailyNotYet(DailyDate, today: DailyDate?)
    /// `--daily`'s reason as standard error says it.
    case daily(CommandLineWords)

    // MARK: - Around the screen
    /// Answers not saved: how many, the storage's reason (worded already), the file.
    case unsavedAnswers(Int, reason: String, path: String)
    case noSignalHandling, terminalWentAway, statsNotJSON
    case cantWrite(String)
    /// Why the bundled questions can't be read.
    case bank(BankError)

    func english(_ words: Wording) -> String {
        switch self {
        case .primesTakeNoDeck: "--mode primes makes its questions up: it takes no --questions"
        case .primesTakeNoKeptDeck: "--mode primes makes its questions up: it takes no --deck"
        case .primesTakeNoFilter: "--mode primes is endless and takes no --category, --difficulty or --amount"
        case .oneDeckAtATime: "--deck and --questions each play a deck alone: give one of them"
        case .emptyPath: "the path is empty: give a deck file's path"
        case .unknown(let argument): "unknown option '\(PlayerText.echo(argument))'"
        case .takesNoValue(let name): "\(name) takes no value"
        case .needsValue(let name): "\(name) needs a value"
        case .goesWith(let name, let needed): "\(name) goes with \(Self.alternatives(needed, or: "or"))"
        case .flagReason(let name, let reason): "\(name): \(words(reason))"
        case .category(.unknown(let text)): "no category '\(PlayerText.echo(text))' (try --list-categories)"
        case .category(.ambiguous(let text, let names)):
            "'\(PlayerText.echo(text))' matches \(names.count) categories: " + Self.shortNames(names)
        case .unexpected(let name, let value, let text):
            "\(name) takes \(value.map { Self.englishExpected($0) } ?? "no value"), not '\(PlayerText.echo(text))'"
        case .checkTakesNo(let flag): "--check reads the files it is given, then exits: it takes no \(flag)"
        case .givenTwice(let name): "\(name) given twice: a game plays one deck, give it once"
        case .tryHelp(let message): "\(message). Try 'openquizz --help'."
        case .emptyDay(let name): "\(name): the day is empty: give it as YYYY-MM-DD, or leave it out for today's"
        case .dayGivenTwice(let name): "\(name) given twice: a game plays one day, give it once"
        case .dailyPlays(let flag): "--daily plays a challenge: it can't go with \(flag), which prints and exits"
        case .dailyTakesNo(let flag): "--daily is the same for everyone: it takes no \(flag)"
        case .dailyMalformed(let text): "--daily takes a day as YYYY-MM-DD, not '\(PlayerText.echo(text))'"
        case .noSuchDay(let year, let month, let day):
            (1...12).contains(month)
                ? "there is no day \(Self.written(year, month, day)): \(Self.englishMonths[month - 1]) \(year) has "
                    + "\(DailyDate.daysIn(month: month, year: year)) days"
                : "there is no day \(Self.written(year, month, day)): a month is 01 to 12"
        case .dailyBeforeFirst(let date):
            "no daily challenge on \(date.text): #1 was \(DailyChallenge.firstDate.text)"
        case .dailyNotYet(let date, let today):
            "\(date.text) hasn't come yet" + (today.map { ": today is \($0.text) (UTC)" } ?? "")
        case .daily(let reason): "--daily: \(words(reason))"
        case .unsavedAnswers(let count, let reason, let path):
            "\(count == 1 ? "1 answer" : "\(count) answers") of this run not saved to your history: \(reason) (\(path))"
        case .noSignalHandling: "can't set up signal handling"
        case .terminalWentAway: "the terminal went away"
        case .statsNotJSON: "the stats can't be written as JSON"
        case .cantWrite(let reason): "can't write the output: \(reason)"
        case .bank(let error): Self.english(error)
        }
    }

    private static func english(_ error: BankError) -> String {
        switch error {
        case .notFound(let searched):
            "the bundled questions are missing from this installation; looked for "
                + searched.map(\.removingControlCharacters).joined(separator: ", ")
        case .unreadable(let file): "the bundled questions can't be read (\(file.removingControlCharacters))"
        case .malformed(let fault):
            switch fault {
            case .notJSON: "the bundled questions are damaged (not valid JSON)"
            case .missingField(let name): "the bundled questions are damaged (missing field \(PlayerText.echo(name)))"
            case .wrongType(let path): "the bundled questions are damaged (wrong type at \(PlayerText.echo(path)))"
            case .missingValue(let path):
                "the bundled questions are damaged (missing value at \(PlayerText.echo(path)))"
            case .unsupportedEncoding(let name):
                "the bundled questions are damaged (unsupported encoding \(PlayerText.echo(name)))"
            case .notATranslation: "the bundled questions are damaged (not a translation of the bank)"
            }
        case .invalidEntry(let entry, let fault):
            "a bundled question is invalid (entry \(entry): "
                + {
                    switch fault {
                    case .notBoolean(let type): "type is \"\(PlayerText.echo(type))\", not \"boolean\""
                    case .unknownDifficulty(let name): "unknown difficulty \"\(PlayerText.echo(name))\""
                    case .notTrueOrFalse(let answer):
                        "correct_answer is \"\(PlayerText.echo(answer))\", not True or False"
                    case .emptyQuestion: "empty question"
                    }
                }() + ")"
        }
    }

    /// What a value should be, as "takes ..." says it.
    static func englishExpected(_ value: Flag.Value) -> String {
        switch value {
        case .number(let range, let wording): "\(wording) from \(range.lowerBound) to \(range.upperBound)"
        case .words(let words): alternatives(words, or: "or")
        case .category: "a category's id or name"
        case .address: "an http or https address"
        case .file: "a file's path"
        case .files: "files' paths"
        case .deck: "a deck's name"
        case .optionalDay: "a day as YYYY-MM-DD"
        }
    }

    /// Categories' names without their group ("Science: Computers" is "Computers").
    static func shortNames(_ names: [String]) -> String {
        names.map { PlayerText.echo(TriviaCategory.shortName(of: $0)) }.joined(separator: ", ")
    }

    /// "easy, medium or hard" ("facile, moyenne ou difficile").
    static func alternatives(_ words: [String], or: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " \(or) " + last
    }

    /// A day as `--daily` takes it: "2026-11-31".
    static func written(_ year: Int, _ month: Int, _ day: Int) -> String {
        func digits(_ value: Int, _ count: Int) -> String {
            String(repeating: "0", count: max(0, count - String(value).count)) + String(value)
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    fileprivate static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}

extension Wording {
    /// A command-line phrase in this language (`words(.needsValue("--amount"))`).
    func callAsFunction(_ phrase: CommandLineWords) -> String {
        let any: any Phrase = phrase
        return self(any)
    }
}
