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

do {
    try Terminal.checkUsable(environment: environment)
} catch {
    fail("\(error)")
}

let terminal: Terminal
do {
    terminal = try Terminal(useColor: options.useColor)
} catch {
    fail("\(error)")
}

let source = BundledQuestionSource(
    questions: bank.questions,
    notice: "Offline: bundled questions",
    seed: options.seed
)
let theme = Theme(colorMode: terminal.colorDepth == .none ? .none : .colors, ascii: options.ascii)
let clock = MonotonicTimeSource()
let game = Game(manager: QuestionManager(sources: [source]), amount: options.amount)
let controller = GameController(game: game, clock: clock, theme: theme)
let app = App(terminal: terminal, controller: controller, theme: theme, clock: clock)
app.start()
dispatchMain()
