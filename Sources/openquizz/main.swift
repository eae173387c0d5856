import Dispatch
import Foundation
import Quiz
import QuizView

// OpenQuizz: read the command line, check the terminal, start the first game, run the loop.

/// Prints one line on stderr and exits with `status`, before the screen is taken over.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("openquizz: \(message)\n".utf8))
    exit(status)
}

/// Prints the categories (from the server, or the bundled list when it can't be reached).
func listCategories(_ options: Options) -> Never {
    var categories = TriviaCategory.openTriviaDB
    if !options.offline {
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: options.apiURL),
            stateStore: OpenTriviaDBStateStore(
                url: StoragePaths.standard().stateDirectory.appendingPathComponent("opentdb.json")
            )
        )
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: Result<[TriviaCategory], OpenTriviaDBError>?
        client.fetchCategories { result in
            answer = result
            done.signal()
        }
        // The request may wait for the 5-second spacing, then has 5 s to answer.
        if done.wait(timeout: .now() + 12) == .timedOut {
            answer = .failure(.timedOut(host: client.host, seconds: 12))
        }
        switch answer {
        case .success(let fetched) where !fetched.isEmpty:
            categories = fetched
        case .failure(let error):
            FileHandle.standardError.write(Data("openquizz: \(error); the bundled list:\n".utf8))
        default:
            break
        }
    }
    for category in categories.sorted(by: { $0.id < $1.id }) {
        print(String(format: "%3d  %@", category.id, category.name))
    }
    exit(0)
}

Terminal.clearSignalMask()
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
// A write to a closed pipe returns an error instead of killing us without restoring the terminal.
signal(SIGPIPE, SIG_IGN)
guard let signalPipe = Terminal.routeSignalsToPipe(App.handledSignals) else {
    fail("can't set up signal handling", status: 1)
}

let terminal: Terminal
do {
    terminal = try Terminal(useColor: options.useColor)
} catch {
    fail("\(error)")
}

// A locale that isn't UTF-8 (LANG=C) can't show box drawing or ✓/✗: plain ASCII then.
let theme = Theme(
    colorMode: terminal.colorDepth == .none ? .none : .colors, ascii: options.ascii || !terminal.isUnicode)
let clock = MonotonicTimeSource()
let game = Game(manager: supply.manager, amount: options.amount)
let controller = GameController(game: game, clock: clock, theme: theme) { supply.storageProblem }
controller.showsExplanations = options.explanations
let app = App(terminal: terminal, controller: controller, theme: theme, clock: clock, signalPipe: signalPipe)
app.start()
dispatchMain()
