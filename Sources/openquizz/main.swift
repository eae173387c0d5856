import Dispatch
import Foundation
import Quiz
import QuizView
import Synchronization

// OpenQuizz: read the command line, check the terminal, start the first game, run the loop.

/// Prints one line on stderr and exits with `status`, before the screen is taken over.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("openquizz: \(message.removingControlCharacters)\n".utf8))
    exit(status)
}

/// Prints the categories (from the server, or the bundled list when it can't be reached), with
/// every control character removed from what the server wrote.
func listCategories(_ options: Options) -> Never {
    var categories = TriviaCategory.openTriviaDB
    if !options.offline {
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: options.apiURL),
            stateStore: OpenTriviaDBStateStore(
                url: StoragePaths.standard().stateDirectory.appendingPathComponent("opentdb.json")
            )
        )
        let answer = CategoriesAnswer()
        client.fetchCategories { answer.set($0) }
        // The client always completes (after the spacing wait and the deadline); this is a backstop.
        let result =
            answer.wait(seconds: client.longestRequest + 1)
            ?? .failure(.timedOut(host: client.host, seconds: Int(client.longestRequest + 1)))
        // The client lives until we exit: its last reference must never drop inside one of
        // URLSession's callbacks.
        withExtendedLifetime(client) {}
        switch result {
        case .success(let fetched) where !fetched.isEmpty:
            categories = fetched
        case .failure(let error):
            let reason = error.description.removingControlCharacters
            FileHandle.standardError.write(Data("openquizz: \(reason); the bundled list:\n".utf8))
        default:
            break
        }
    }
    for category in categories.sorted(by: { $0.id < $1.id }) {
        print(String(format: "%3d  %@", category.id, category.name.removingControlCharacters))
    }
    exit(0)
}

/// The categories answer, handed from the client's queue to the main thread.
final class CategoriesAnswer: Sendable {
    private let result = Mutex<Result<[TriviaCategory], OpenTriviaDBError>?>(nil)
    private let arrived = DispatchSemaphore(value: 0)

    func set(_ answer: Result<[TriviaCategory], OpenTriviaDBError>) {
        result.withLock { $0 = answer }
        arrived.signal()
    }

    /// The answer, or nil when none came within `seconds`.
    func wait(seconds: Double) -> Result<[TriviaCategory], OpenTriviaDBError>? {
        _ = arrived.wait(timeout: .now() + seconds)
        return result.withLock { $0 }
    }
}

SignalPipe.unblockAll()
let environment = ProcessInfo.processInfo.environment

let options: Options
do {
    switch try Options.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
    case .printHelp:
        print(Options.usage)
        exit(0)
    case .printVersion:
        print("openquizz \(Options.version)")
        exit(0)
    case .listCategories(let parsed):
        listCategories(parsed)
    case .play(let parsed):
        options = parsed
    }
} catch {
    fail("\(error). Try 'openquizz --help'.")
}

let bank: BundledBank
do {
    bank = try BundledBank.loadInstalled()
} catch {
    fail("\(error)", status: 1)
}

// Early, so the files it reads in the background are ready sooner.
let supply = QuestionSupply(options: options, bank: bank, paths: StoragePaths.standard(environment: environment))

do {
    try Terminal.checkUsable(environment: environment)
} catch {
    fail("\(error)")
}

// Our signal handlers go in before ncurses starts: it then leaves SIGTSTP, SIGWINCH, SIGINT and
// SIGTERM to us, and doesn't set SIGTSTP to SIG_IGN while it draws (which lost Ctrl-Z now and then).
// SIGQUIT's replaces the Swift runtime's backtracer, which would draw over the screen and wait.
// A write to a closed pipe returns an error instead of killing us without restoring the terminal.
signal(SIGPIPE, SIG_IGN)
guard let signalPipe = SignalPipe.route(App.handledSignals) else {
    fail("can't set up signal handling", status: 1)
}

let terminal: Terminal
do {
    terminal = try Terminal(useColor: options.useColor)
} catch {
    fail("\(error)")
}

// A locale that isn't UTF-8 (LANG=C) can't show box drawing, ✓/✗ or accents: plain ASCII then.
let theme = Theme(
    colorMode: terminal.colorDepth == .none ? .none : .colors, ascii: options.ascii || !terminal.isUnicode,
    transliteratesText: !terminal.isUnicode)
let clock = MonotonicTimeSource()
let game = Game(manager: supply.manager, amount: options.amount)
let controller = GameController(
    game: game, clock: clock, theme: theme, showsExplanations: options.explanations
) { supply.storageProblem }
let backend = TerminalBackend(terminal: terminal, signalPipe: signalPipe, clock: clock)
let app = App(backend: backend, controller: controller, theme: theme, clock: clock)
app.start()
dispatchMain()
