import CSignals
import Dispatch
import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView

// OpenQuizz: read the command line, check the terminal, start the first game, run the loop.

// Before anything else, while this is the only thread: it sets an environment variable for a moment.
OpenTriviaDBClient.makeSharedStoragesWithoutFolders()

/// Prints the categories: the server's, or the Open Trivia DB's known list when it can't be
/// reached; with `--offline`, those of the shipped questions; with `--questions FILE`, the file's.
func listCategories(_ options: Options, environment: [String: String]) -> Never {
    if let path = options.questions { DeckCommand.listCategories(path) }
    var categories = TriviaCategory.openTriviaDB
    if options.offline {
        do throws(BankError) {
            categories = try BundledBank.loadInstalled(in: .english).categories
        } catch {
            Output.fail(PlayerText(offline: true).bankProblem(error), status: 1)
        }
    } else {
        let writer = FileWriter()
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: options.apiURL),
            clock: .continuous,
            stateStore: OpenTriviaDBStateStore(
                url: StoragePaths.standard(environment: environment).stateDirectory
                    .appendingPathComponent(options.stateFileName),
                writer: writer)
        )
        let answer = Answer<Result<[TriviaCategory], OpenTriviaDBError>>()
        Task.detached {
            do throws(OpenTriviaDBError) {
                answer.set(.success(try await client.categories()))
            } catch {
                answer.set(.failure(error))
            }
        }
        // The client always answers (after the spacing wait and the deadline); this is a backstop.
        let longest = (client.configuration.minimumSpacing + client.configuration.deadline).inSeconds + 1
        let result =
            answer.wait(seconds: longest) ?? .failure(.timedOut(host: client.host, seconds: Int(longest)))
        switch result {
        case .success(let fetched) where !fetched.isEmpty:
            categories = fetched
        case .failure(let error):
            Output.say(PlayerText().categoriesFallback(error))
        default:
            break
        }
        // The state file is written in the background: wait for it before leaving.
        writer.flush()
        withExtendedLifetime(client) {}
    }
    Output.printAndExit(
        categories.sorted { $0.id < $1.id }.map { category in
            let id = String(category.id)
            return String(repeating: " ", count: max(0, 3 - id.count)) + id + "  " + category.name
        })
}

/// Prints what the history says (`--stats`, `--stats --json`), then exits; a history that is
/// there but can't be read is said, with the system's reason, and exits 1 (never "no answers").
func printStats(json: Bool, environment: [String: String]) -> Never {
    let problems = StorageProblems()
    let history = AnswerHistory(
        url: StoragePaths.standard(environment: environment).stateDirectory.appendingPathComponent("history.jsonl"),
        writer: FileWriter(), problems: problems)
    // Only looking: a damaged file is said, and left where it is.
    let records: [AnswerRecord]
    do throws(AnswerHistory.ReadFailure) {
        records = try history.read(settingAside: false)
    } catch {
        Output.fail(StatsReport.unreadable(error.problem), status: 1)
    }
    let report = StatsReport(stats: HistoryStats(records), ascii: !Terminal.localeIsUTF8, today: DailyDate(Date()))
    for problem in problems.takeNew() { Output.say(CommandLineText.statsFileProblem(problem)) }
    if json {
        // Escaped, never transliterated: JSON in any locale, the names as the file holds them.
        guard let text = try? report.json(asciiOnly: !Terminal.localeIsUTF8) else {
            Output.fail(CommandLineText.statsNotJSON, status: 1)
        }
        Output.printExactlyAndExit(text + "\n")
    }
    Output.printAndExit(report.text())
}

/// Prints the player's decks (`--list-decks`) with what the history says of each, then exits.
func listDecks(environment: [String: String]) -> Never {
    let paths = StoragePaths.standard(environment: environment)
    let problems = StorageProblems()
    let history = AnswerHistory(
        url: paths.stateDirectory.appendingPathComponent("history.jsonl"), writer: FileWriter(), problems: problems)
    // A history that can't be read lists the decks without it.
    let records = (try? history.read(settingAside: false)) ?? []
    for problem in problems.takeNew() { Output.say("\(problem.path): \(PlayerText.storageReason(problem.kind))") }
    // Each deck's lines as soon as it is read: one deck in memory at a time.
    KeptDecks.listing(paths: paths, stats: HistoryStats(records), emit: Output.printLines)
    exit(0)
}

/// The game line by line (`--plain`, or a terminal without cursor addressing): standard input
/// read on a thread of its own, one line each time the game asks for one (a pipe that sends
/// faster waits), each line handed to the main queue.
func playLineByLine(session: ModeSession, text: PlayerText, history: AnswerHistory, problems: StorageProblems) -> Never
{
    // A closed output is a write error, said and ended, not a silent death.
    signal(SIGPIPE, SIG_IGN)
    // A file that can't be saved is said on a line of its own, as the full screen says it.
    let observer = NotificationCenter.default.addObserver(
        forName: .storageProblemReported, object: problems, queue: nil
    ) { _ in
        DispatchQueue.main.async {
            for problem in problems.takeNew() { _ = Output.line(text.fileProblem(problem) + ".") }
        }
    }
    let player = MainActor.assumeIsolated {
        PlainGame(
            session: session, text: text, deckSize: (fileDeck ?? keptDeck)?.dealer.questions.count,
            ascii: options.ascii || !Terminal.localeIsUTF8, output: Output.line
        ) { status in
            history.flush()
            // A problem met by the last writes, said before the end (its notice may not have come).
            for problem in problems.takeNew() { _ = Output.line(text.fileProblem(problem) + ".") }
            exit(status)
        }
    }
    let feed = LineFeed(reader: LineReader(descriptor: STDIN_FILENO)) { line in
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if let line { player.received(line) } else { player.endOfInput() }
            }
        }
    }
    MainActor.assumeIsolated {
        player.askForLine = { feed.request() }
        player.start()
    }
    withExtendedLifetime(observer) { dispatchMain() }
}

/// A value handed from a task to the main thread, which waits for it.
final class Answer<Value: Sendable>: Sendable {
    private let value = Locked<Value?>(nil)
    private let arrived = DispatchSemaphore(value: 0)

    func set(_ answer: Value) {
        value.withLock { $0 = answer }
        arrived.signal()
    }

    /// The value, or nil when none came within `seconds`.
    func wait(seconds: Double) -> Value? {
        _ = arrived.wait(timeout: .now() + seconds)
        return value.withLock { $0 }
    }
}

SignalPipe.unblockAll()
let environment = ProcessInfo.processInfo.environment

let options: Options
do {
    switch try Options.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
    case .printHelp:
        Output.printAndExit([Options.usage(ascii: !Terminal.localeIsUTF8)])
    case .printVersion:
        Output.printAndExit([CommandLineText.version(commit: BundledBank.installedCommit())])
    case .listCategories(let parsed):
        listCategories(parsed, environment: environment)
    case .printStats(let json):
        printStats(json: json, environment: environment)
    case .listDecks:
        listDecks(environment: environment)
    case .printDocument(let text):
        Output.printExactlyAndExit(text)
    case .checkDecks(let paths):
        let storage = StoragePaths.standard(environment: environment)
        DeckCommand.check(paths, decks: KeptDecks.store(storage))
    case .play(let parsed):
        options = parsed
    }
} catch {
    Output.fail(CommandLineText.tryHelp(error))
}

// The language the player reads: `--lang`, else the environment's, as gettext would choose it.
let words = Wording(Language.resolve(environment: environment, flag: options.language))
var text = PlayerText(offline: options.offline, explanations: options.explanations, otherServer: options.otherServer)
text.words = words
// The game's one clock: the model spaces and times its requests with it, the loop its frames.
let clock = AnyClock.continuous
let writer = FileWriter()
// A deck file is read, filtered, and refused when it has nothing to play, before the terminal is touched.
let fileDeck = options.questions.map {
    DeckCommand.deckToPlay($0, options: options, paths: StoragePaths.standard(environment: environment), writer: writer)
}
if let fileDeck, let path = options.questions, fileDeck.leftOut > 0 {
    text.leftOutOfDeck = DeckText(file: path).leftOutForms(fileDeck.leftOut)
}
// One of the player's decks is found, read and filtered before the terminal is touched.
var keptDeck: KeptDecks.Chosen?
if options.deck != nil {
    do throws(KeptDecks.Refusal) {
        keptDeck = try KeptDecks.choose(options, paths: StoragePaths.standard(environment: environment), writer: writer)
    } catch {
        Output.fail(error.message)
    }
}
if let keptDeck, keptDeck.leftOut > 0 {
    text.leftOutOfDeck = DeckText(file: DeckCommand.checkArgument(keptDeck)).leftOutForms(keptDeck.leftOut)
}
let bank: BundledBank
do throws(BankError) {
    // A deck is played alone: the bank is not needed (nor read, which would slow a big deck's start).
    // The bank speaks the player's language (its French wording keeps the English ids).
    bank =
        fileDeck == nil && keptDeck == nil
        ? try BundledBank.loadInstalled(in: words.language) : BundledBank(categories: [], questions: [])
} catch {
    Output.fail(text.bankProblem(error), status: 1)
}

// The daily challenge asked for (`--daily`): a day to come is refused before anything starts.
let schedule = DailySchedule(bank: bank.questions)
var opening: DailyMode?
if let pick = options.daily {
    let today = DailyDate(Date())
    switch Options.dailyNumber(pick, today: today) {
    case .success(let number): opening = schedule.challenge(number).map(DailyMode.init)
    case .failure(let problem):
        // As the command line's other refusals say it: the flag, the reason, where to look.
        let message = "--daily: " + CommandLineText.daily(problem, today: today)
        Output.fail(CommandLineText.tryHelp(Options.ParseError(message: message)))
    }
}

// Early, so the files it reads in the background are ready sooner.
let supply = QuestionSupply(
    options: options, bank: bank, paths: StoragePaths.standard(environment: environment), clock: clock,
    writer: writer, deck: (fileDeck ?? keptDeck)?.dealer)
// The header says a deck's filters, what it skipped, and the Open Trivia DB's credit.
if let deck = fileDeck ?? keptDeck { text.deckNotes = deck.notes }

// `--no-history` still reads the history, writing nothing: the daily challenge is once a day.
let history = AnswerHistory(
    url: StoragePaths.standard(environment: environment).stateDirectory.appendingPathComponent("history.jsonl"),
    writes: options.history, writer: supply.writer, filter: supply.filter, problems: supply.problems)
// Answers a full disk kept in memory are tried once more at the end, and said if still unsaved.
QuestionSupply.saysUnsavedAnswersAtExit(history)
// The run's way to play, whose deck the game draws from; D plays the daily challenge.
let home = options.mode.make(seed: options.seed, trivia: SourcedDeck(manager: supply.manager, amount: options.amount))
let game = Game(deck: home.deck, history: PlayerHistory(store: history))
let session = ModeSession(game: game, home: home, dailySchedule: schedule)
// `--daily`: the first game is the challenge (or, played before, its result).
if let opening { session.open(with: opening) }

// A terminal that can't move its cursor (TERM=dumb) plays line by line, as --plain does.
var plain = options.plain
if !plain, environment["TERM"] == "dumb", isatty(STDIN_FILENO) == 0 {
    // A dumb terminal fed by a pipe: line by line, as on the dumb terminal itself.
    plain = true
}
if !plain {
    do throws(Terminal.StartError) {
        try Terminal.checkUsable(environment: environment)
    } catch {
        switch error {
        case .noCursorAddressing, .unknownTerminal:
            Output.say(CommandLineText.playingLineByLine(error))
            plain = true
        default:
            Output.fail(CommandLineText.unusableTerminal(error))
        }
    }
}
if plain { playLineByLine(session: session, text: text, history: history, problems: supply.problems) }

// Our signal handlers go in before ncurses starts: it then leaves SIGTSTP, SIGWINCH, SIGINT and
// SIGTERM to us, and doesn't set SIGTSTP to SIG_IGN while it draws (which lost Ctrl-Z now and then).
// SIGQUIT's replaces the Swift runtime's backtracer, which would draw over the screen and wait.
// A write to a closed pipe returns an error instead of killing us without restoring the terminal.
signal(SIGPIPE, SIG_IGN)
guard let signalPipe = SignalPipe.route(App.handledSignals) else {
    Output.fail(CommandLineText.noSignalHandling, status: 1)
}

// Started in the background (`openquizz &`): wait, stopped, for `fg` before taking the terminal,
// and end at once on a signal that ends the game (`kill %1` sends TERM, then CONT).
// (Where SIGTTOU is ignored, there is no job control to wait for: go on as before.)
while !Terminal.isForeground, oq_signal_is_ignored(SIGTTOU) == 0 {
    if let ending = signalPipe.drain(waitingUpTo: 100).first(where: App.endsTheGame) { exit(128 + ending) }
    raise(SIGTTOU)
}

let terminal: Terminal
do throws(Terminal.StartError) {
    // Under --ascii no emoji is drawn: the terminal isn't asked how wide one is.
    terminal = try Terminal(useColor: options.useColor, drawsEmoji: !options.ascii)
} catch {
    Output.fail(CommandLineText.terminalProblem(error))
}

if options.mouse { terminal.enableMouse() }
// A locale that isn't UTF-8 (LANG=C) can't show box drawing, ✓/✗ or accents: plain ASCII then,
// as with `--ascii`.
let theme = Theme.forTerminal(
    colors: terminal.colorDepth != .none, asciiRequested: options.ascii, unicodeLocale: terminal.isUnicode)
let time = ClockTimeSource(clock)
let controller = GameController(
    session: session, clock: time, theme: theme, text: text, showsExplanations: options.explanations,
    storageProblems: supply.problems,
    // The Linux console has no clipboard a program can reach.
    canCopy: environment["TERM"].map { !$0.hasPrefix("linux") } ?? true,
    reducedMotion: options.reducedMotion, usesMouse: terminal.reportsMouse)
let backend = TerminalBackend(terminal: terminal, signalPipe: signalPipe, clock: time)
// Files are written once the frame is out: a key's frame first, then what it saves.
writer.holdWrites()
let app = App(backend: backend, controller: controller, theme: theme, clock: time, afterFrame: writer.release)
app.start()
dispatchMain()
