import Dispatch
import Foundation
import Glibc
import QuizView

/// The loop: keys, signals, frames and model events, all on the main queue.
///
/// Nothing runs while nothing moves: the main queue sleeps until stdin is readable, a signal
/// arrives or a frame timer fires; the timer runs only while the card moves or a spinner turns,
/// at most 60 times a second. ncurses is touched from the main thread only.
@MainActor
final class App {
    private let terminal: Terminal
    private let controller: GameController
    private let theme: Theme
    private let clock: any TimeSource
    private var sources: [any DispatchSourceProtocol] = []
    private var frameTimer: (any DispatchSourceTimer)?
    private var frameDeadline: Double?
    private var lastFrame = -Double.infinity
    /// Frames drawn since start, reported at exit to `$OPENQUIZZ_STATS` for the benchmark.
    private var framesDrawn = 0
    private let statsPath = ProcessInfo.processInfo.environment["OPENQUIZZ_STATS"]

    private let signalPipe: Int32

    /// - Parameter signalPipe: the read end of `Terminal.routeSignalsToPipe(App.handledSignals)`.
    init(terminal: Terminal, controller: GameController, theme: Theme, clock: any TimeSource, signalPipe: Int32) {
        self.signalPipe = signalPipe
        self.terminal = terminal
        self.controller = controller
        self.theme = theme
        self.clock = clock
    }

    /// Starts listening and draws the first frame. The caller then parks the main thread in
    /// `dispatchMain()`.
    func start() {
        installSignalHandlers()
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        input.resume()
        sources.append(input)
        controller.screenSize = (terminal.width, terminal.height)
        controller.onModelChange = { [weak self] in self?.render() }
        controller.start()
        render()
    }

    // MARK: - Input

    private func readInput() {
        let (keys, endOfInput) = terminal.readKeys()
        if endOfInput {
            quit(status: 1, message: "the terminal went away")
        }
        for key in keys {
            if key == .resize {
                terminal.refreshSize()
                controller.screenSize = (terminal.width, terminal.height)
            }
            if key == .control("l") {
                terminal.refreshSize()
            }
            if controller.handle(.keyPressed(key)) == .quit {
                quit(status: 0)
            }
        }
        render()
    }

    // MARK: - Signals

    /// The signals the loop acts on; `main` routes them to a pipe before the screen is taken over.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

    private func installSignalHandlers() {
        let pipe = signalPipe
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                var numbers = [UInt8](repeating: 0, count: 64)
                let count = read(pipe, &numbers, numbers.count)
                for number in numbers.prefix(max(0, count)) { self?.received(Int32(number)) }
            }
        }
        source.resume()
        sources.append(source)
    }

    private func received(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH:
            terminal.refreshSize()
            controller.screenSize = (terminal.width, terminal.height)
            render()
        case SIGTSTP:
            // Give the terminal back, then stop for real. SIGSTOP, because the dispatch source
            // keeps SIGTSTP from stopping us.
            terminal.suspend()
            // Thread-directed, so this thread stops before the next line; a process-directed
            // kill() may let it run on (and take the screen back) before the stop lands.
            raise(SIGSTOP)
            // Here again after SIGCONT (`fg`).
            terminal.resume()
            render()
        case SIGCONT:
            terminal.resume()
            render()
        default:
            // 128 + the signal number, as shells report it.
            quit(status: 128 + signalNumber)
        }
    }

    // MARK: - Frames

    private func render() {
        controller.handle(.tick)
        var buffer = ScreenBuffer(width: terminal.width, height: terminal.height)
        QuizScreen.render(controller.screenModel(), into: &buffer, theme: theme)
        terminal.draw(buffer)
        framesDrawn += 1
        lastFrame = clock.now
        scheduleNextFrame()
    }

    private func scheduleNextFrame() {
        guard let wanted = controller.nextFrameTime() else {
            frameDeadline = nil
            return
        }
        let deadline = max(wanted, lastFrame + 1 / GameController.frameRate)
        if let frameDeadline, frameDeadline <= deadline { return }
        frameDeadline = deadline
        let timer = frameTimer ?? makeFrameTimer()
        timer.schedule(deadline: .now() + max(0, deadline - clock.now), leeway: .milliseconds(1))
    }

    private func makeFrameTimer() -> any DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.frameDeadline = nil
                self?.render()
            }
        }
        timer.resume()
        frameTimer = timer
        return timer
    }

    // MARK: - Leaving

    /// Gives the terminal back and exits. Every way out goes through here.
    func quit(status: Int32, message: String? = nil) -> Never {
        controller.stop()
        terminal.stop()
        if let statsPath, !statsPath.isEmpty {
            try? Data("{\"frames\": \(framesDrawn)}\n".utf8).write(
                to: URL(fileURLWithPath: statsPath), options: .atomic)
        }
        if let message {
            FileHandle.standardError.write(Data("openquizz: \(message)\n".utf8))
        }
        exit(status)
    }
}
