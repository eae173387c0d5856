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
    if let path = options.questions { DeckCommand.listCategories(path, words: words) }
    let text = PlayerText(words: words)
    var categories = TriviaCategory.openTriviaDB
    if options.offline {
        do throws(BankError) {
            categories = try BundledBank.loadInstalled(in: .english).categories
        } catch {
            Output.fail(commandLineText.bankProblem(error), status: 1)
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
            Output.say(text.categoriesFallback(error))
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
            // A known category in the player's language, the API's name after it where it differs:
            // the id and that name are what --category takes.
            let shown = CategoryPhrase.name(category.name, words: words)
            let name = shown == category.name ? shown : shown + " (" + category.name + ")"
            return String(repeating: " ", count: max(0, 3 - id.count)) + id + "  " + name
        })
}

/// Prints what the history says (`--stats`, `--stats --json`), then exits; a history that is
/// there but can't be read is said, with the system's reason, and exits 1 (never "no answers").
func printStats(json: Bool, words: Wording, environment: [String: String], kept: Settings?) -> Never {
    let problems = StorageProblems()
    let history = AnswerHistory(
        url: StoragePaths.standard(environment: environment).stateDirectory.appendingPathComponent("history.jsonl"),
        writer: FileWriter(), problems: problems)
    // Only looking: a damaged file is said, and left where it is.
    let records: [AnswerRecord]
    do throws(AnswerHistory.ReadFailure) {
        records = try history.read(settingAside: false)
    } catch {
        Output.fail(StatsText(words: words).unreadable(error.problem), status: 1)
    }
    // Each practised pool's questions now: one edited out of its deck is neither learnt nor to go.
    let pools = PracticePoolQuestions(
        paths: StoragePaths.standard(environment: environment), language: words.language, records: records)
    let report = StatsReport(
        stats: HistoryStats(records), ascii: !Terminal.localeIsUTF8, today: DailyDate(Date()), words: words,
        playerNames: [kept?.player1 ?? "", kept?.player2 ?? ""],
        poolQuestions: pools.questions)
    for problem in problems.takeNew() { Output.say(commandLineText.statsFileProblem(problem)) }
    if json {
        // Escaped, never transliterated: JSON in any locale, the names as the file holds them.
        guard let text = try? report.json(asciiOnly: !Terminal.localeIsUTF8) else {
            Output.fail(words(CommandLineWords.statsNotJSON), status: 1)
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
    for problem in problems.takeNew() { Output.say(commandLineText.statsFileProblem(problem)) }
    // Each deck's lines as soon as it is read: one deck in memory at a time.
    KeptDecks.listing(
        paths: paths, stats: HistoryStats(records), text: KeptDeckText(words: words), emit: Output.printLines)
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
    let suspension = MainActor.assumeIsolated { routeSuspension(to: player) }
    withExtendedLifetime((observer, suspension)) { MainActor.assumeIsolated { MainLoop.run() } }
}

/// Ctrl-Z line by line: the game is told it is away, then stops for real.
///
/// A blitz's clock stops with it; after `fg` the game is told it is back. Nil when the signal
/// can't be routed (Ctrl-Z then stops the game as it would any program, its clock running).
@MainActor
func routeSuspension(to player: PlainGame) -> SignalPipe? {
    // Ignored by whoever started us (no job control): left so.
    guard oq_signal_is_ignored(SIGTSTP) == 0, let pipe = SignalPipe.route([SIGTSTP]) else { return nil }
    MainLoop.watch(pipe.descriptor) {
        for signalNumber in pipe.drain() where signalNumber == SIGTSTP {
            player.suspended()
            // Thread-directed: this thread stops here, and goes on from here after SIGCONT.
            raise(SIGSTOP)
            player.resumed()
        }
    }
    return pipe
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
// A path that isn't UTF-8 is made printable here and opened by its bytes (`RawArguments`).
let arguments = RawArguments.process.arguments
let writer = FileWriter()

// The settings file, under the environment and the flags; `--no-settings` leaves it unread.
let settingsStore = SettingsStore(
    file: SettingsFile(url: SettingsFile.standardURL(environment: environment), writer: writer))
let flagsGiven = Options.flagsGiven(arguments)
let loadedSettings = flagsGiven.contains("--no-settings") ? nil : settingsStore.load()
// What is wrong with it, said once the game has started.
var settingsProblems = loadedSettings?.problems ?? []
// One of the player's decks, found, read and filtered before the terminal is touched.
var keptDeck: KeptDecks.Chosen?

// The language the player reads: `--lang`, else the settings file's, else the environment's, as
// gettext would choose it; found before the command line is read, so that its refusals are said
// in it too.
let words = Wording(
    Options.language(in: arguments, environment: environment, kept: loadedSettings?.settings.language))
let commandLineText = CommandLineText(words: words)

let options: Options
do {
    switch try Options.parse(arguments, environment: environment, settings: loadedSettings, words: words) {
    case .printHelp:
        // In the language found before the line was read: `--lang`'s, the file's or the environment's.
        Output.printAndExit([Options.usage(ascii: !Terminal.localeIsUTF8, words: words)])
    case .printVersion:
        Output.printAndExit([CommandLineText.version(commit: BundledBank.installedCommit())])
    case .listCategories(let parsed):
        listCategories(parsed, environment: environment)
    case .printStats(let json, let language):
        let words = Wording(Language.resolve(environment: environment, flag: language))
        printStats(json: json, words: words, environment: environment, kept: loadedSettings?.settings)
    case .listDecks:
        listDecks(environment: environment)
    case .printDocument(let text):
        Output.printExactlyAndExit(text)
    case .checkDecks(let paths):
        let storage = StoragePaths.standard(environment: environment)
        DeckCommand.check(paths, decks: KeptDecks.store(storage), words: words)
    case .printSettings(var parsed, let sources):
        // The file's deck as a game would find it: one that can't be played is said, with its line.
        let deck = try? SettingsDeck(
            &parsed, flagsGiven: flagsGiven, loaded: loadedSettings, settingsPath: settingsStore.file.url.path,
            paths: StoragePaths.standard(environment: environment), writer: writer, text: KeptDeckText(words: words))
        var report = SettingsReport(
            path: settingsStore.file.url.path, options: parsed, sources: deck?.leavingOut(sources) ?? sources,
            loaded: loadedSettings, environment: environment)
        report.problems.insert(contentsOf: deck?.problems ?? [], at: 0)
        Output.printAndExit(report.lines(words))
    case .play(var parsed):
        do throws(KeptDecks.Refusal) {
            let deck = try SettingsDeck(
                &parsed, flagsGiven: flagsGiven, loaded: loadedSettings, settingsPath: settingsStore.file.url.path,
                paths: StoragePaths.standard(environment: environment), writer: writer,
                text: KeptDeckText(words: words))
            keptDeck = deck.chosen
            settingsProblems.insert(contentsOf: deck.problems, at: 0)
        } catch {
            Output.fail(error.message)
        }
        options = parsed
    }
} catch {
    Output.fail(commandLineText.tryHelp(error))
}

var text = PlayerText(
    words: words, offline: options.offline, explanations: options.explanations, otherServer: options.otherServer)
// Unknown keys are said once (the state folder notes them); the rest at every start.
settingsProblems = SettingsStore.unsaid(
    settingsProblems,
    noted: StoragePaths.standard(environment: environment).stateDirectory
        .appendingPathComponent("settings-keys-said"), writer: writer)
/// The settings file's problem as the notice slot says it: the first, and how many more.
let settingsNotice = settingsProblems.first.map {
    StorageProblem(
        path: settingsStore.file.url.path, kind: .settings($0, others: settingsProblems.count - 1), whileReading: true)
}
// The game's one clock: the model spaces and times its requests with it, the loop its frames.
let clock = AnyClock.continuous
// A deck file is read, filtered, and refused when it has nothing to play, before the terminal is touched.
let fileDeck = options.questions.map {
    DeckCommand.deckToPlay(
        $0, options: options, paths: StoragePaths.standard(environment: environment), writer: writer, words: words)
}
if let fileDeck, let path = options.questions, fileDeck.leftOut > 0 {
    text.leftOutOfDeck = DeckText(file: path, words: words).leftOutForms(fileDeck.leftOut)
}
if let keptDeck, keptDeck.leftOut > 0 {
    text.leftOutOfDeck = DeckText(file: DeckCommand.checkArgument(keptDeck), words: words).leftOutForms(
        keptDeck.leftOut)
}
let bank: BundledBank
do throws(BankError) {
    // A deck is played alone: the bank is not needed (nor read, which would slow a big deck's start).
    // The bank speaks the player's language (its French wording keeps the English ids).
    bank =
        fileDeck == nil && keptDeck == nil
        ? try BundledBank.loadInstalled(in: words.language) : BundledBank(categories: [], questions: [])
} catch {
    Output.fail(commandLineText.bankProblem(error), status: 1)
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
        let message = words(CommandLineWords.daily(CommandLineText.dailyPhrase(problem, today: today)))
        Output.fail(commandLineText.tryHelp(Options.ParseError(message: message)))
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
QuestionSupply.saysUnsavedAnswersAtExit(history, text: commandLineText)
// A way to play that needs the screen is set aside when the game plays line by line if the
// settings file chose it (no flag did), and refused then if `--mode` asked for it.
let fileMode = Settings.modeOfFile(loadedSettings?.settings, given: flagsGiven)
let needsTheScreen = options.mode.choice.lineByLine.refusal != nil
let asideLineByLine = needsTheScreen && fileMode == options.mode
let askedForScreen = needsTheScreen && !asideLineByLine
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
            // A way to play asked for that can't be played line by line: its refusal alone is said.
            if !askedForScreen { Output.say(commandLineText.playingLineByLine(error)) }
            plain = true
        default:
            Output.fail(commandLineText.unusableTerminal(error, offersPlain: !askedForScreen))
        }
    }
}
// The run's way to play, whose deck the game draws from; D plays the daily challenge.
// The file's choice set aside line by line: trivia, as under `--plain` (said below).
let played = plain && asideLineByLine ? Options.Mode.trivia : options.mode
let home = played.make(
    seed: options.seed, trivia: SourcedDeck(manager: supply.manager, amount: options.amount), words: words,
    pool: Options.QuestionPool(deck: (fileDeck ?? keptDeck)?.dealer, bank: bank, filter: supply.filter))
let game = Game(deck: home.deck, history: PlayerHistory(store: history))
let session = ModeSession(game: game, home: home, dailySchedule: schedule)
// `--daily`: the first game is the challenge (or, played before, its result).
if let opening { session.open(with: opening) }

// A way to play asked for that needs the screen, on a terminal that plays line by line.
if plain, let refusal = played.choice.lineByLine.refusal { Output.fail(words(refusal)) }
// What the way to play needs before its first game, asked on the terminal it will be played on.
// What its save has to say (not kept, or the file moved aside) is the game's first notice.
let startNotice = played.choice.beforeFirstGame(
    home, kept: loadedSettings?.settings, store: settingsStore, words: words)
// The settings file's choice set aside line by line: said on one line, and trivia is played.
if plain, let setAside = fileMode?.choice.lineByLine.setAside {
    Output.say(words(setAside))
}
if plain {
    // Before the first question, on standard error.
    if let settingsNotice { Output.say(text.fileProblem(settingsNotice)) }
    playLineByLine(session: session, text: text, history: history, problems: supply.problems)
}

// Our signal handlers go in before ncurses starts: it then leaves SIGTSTP, SIGWINCH, SIGINT and
// SIGTERM to us, and doesn't set SIGTSTP to SIG_IGN while it draws (which lost Ctrl-Z now and then).
// SIGQUIT's replaces the Swift runtime's backtracer, which would draw over the screen and wait.
// A write to a closed pipe returns an error instead of killing us without restoring the terminal.
signal(SIGPIPE, SIG_IGN)
guard let signalPipe = SignalPipe.route(App.handledSignals) else {
    Output.fail(words(CommandLineWords.noSignalHandling), status: 1)
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
    Output.fail(commandLineText.terminalProblem(error))
}

if options.mouse { terminal.enableMouse() }
// A locale that isn't UTF-8 (LANG=C) can't show box drawing, ✓/✗ or accents: plain ASCII then,
// as with `--ascii`.
let theme = Theme.forTerminal(
    colors: terminal.colorDepth != .none, asciiRequested: options.ascii, unicodeLocale: terminal.isUnicode)
// The settings screen's games, made as the flags' are; the settings in force are the flags'.
let settingsGames = SettingsGames(
    options: options, supply: supply, bank: bank, language: words.language,
    paths: StoragePaths.standard(environment: environment), clock: clock, writer: writer, text: text,
    deck: (fileDeck ?? keptDeck)?.dealer)
// The screen shows the settings in force, with the source chosen where the way to play picks
// its own; a save writes the keys changed there into the file.
var inForce = Settings.shownOnScreen(options, flagsGiven: flagsGiven, file: loadedSettings?.settings)
// The players' names are the file's, or what the way to play holds (names just asked for it).
inForce.player1 = loadedSettings?.settings.player1 ?? ""
inForce.player2 = loadedSettings?.settings.player2 ?? ""
played.choice.inForce(home, into: &inForce)
let keptSettings = KeptSettings(
    store: settingsStore, inForce: inForce, words: words, writes: !flagsGiven.contains("--no-settings"))
let settingsLink = SettingsLink(
    current: keptSettings.shown,
    choices: SettingsChoices(
        decks: settingsGames.decks(), categories: { settingsGames.categories($0) },
        environmentLanguage: Language.resolve(environment: environment)),
    save: { keptSettings.save($0) }, makeHome: { settingsGames.makeHome($0) })
let controller = GameController(
    session: session, clock: clock, theme: theme, text: text, showsExplanations: options.explanations,
    storageProblems: supply.problems,
    // The Linux console has no clipboard a program can reach.
    canCopy: environment["TERM"].map { !$0.hasPrefix("linux") } ?? true,
    reducedMotion: options.reducedMotion, usesMouse: terminal.reportsMouse, settings: settingsLink)
// The stats panel counts each practised pool's questions as they are now (read when shown).
controller.panelLines.poolQuestions = PracticePoolQuestions(
    paths: StoragePaths.standard(environment: environment), language: words.language
) { [game] name in
    // This run's `--questions` file, else the file an older history line names.
    if let path = options.questions, DeckFile.deckName(of: URL(fileURLWithPath: path)) == name { return path }
    return MainActor.assumeIsolated {
        game.history.records.last { $0.deckIdentity == name && $0.deckFile != nil }?.deckFile
    }
}
let backend = TerminalBackend(terminal: terminal, signalPipe: signalPipe, clock: clock)
// Files are written once the frame is out: a key's frame first, then what it saves.
writer.holdWrites()
let app = App(
    backend: backend, controller: controller, theme: theme, clock: clock, text: commandLineText,
    afterFrame: writer.release)
app.start()
// On the verdict row, where a file's problem is said, once the first frame is out.
if let settingsNotice { supply.problems.report(settingsNotice) }
if let startNotice { supply.problems.report(startNotice) }
MainLoop.run()
