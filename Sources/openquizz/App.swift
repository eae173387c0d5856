import Dispatch
import Foundation
import Glibc
import QuizView

/// The loop: input, signals, frames and model events, all on the main queue.
///
/// Nothing runs while nothing moves: the main queue sleeps until stdin is readable, a signal
/// arrives or a timer fires. The frame timer runs only while the card moves or a spinner turns,
/// at most 60 times a second; the input timer only while an escape byte waits to be told apart
/// from a key sequence. ncurses is touched from the main thread only.
@MainActor
final class App {
    private let terminal: Terminal
    private let controller: GameController
    private let theme: Theme
    private let clock: any TimeSource
    private var sources: [any DispatchSourceProtocol] = []
    private var frameTimer: (any DispatchSourceTimer)?
    private var frameDeadline: Double?
    private var parser = InputParser()
    private var inputTimer: (any DispatchSourceTimer)?
    private var lastFrame = -Double.infinity
    /// Frames drawn since start, reported at exit to `$OPENQUIZZ_STATS` for the benchmark.
    private var framesDrawn = 0
    private let statsPath = ProcessInfo.processInfo.environment["OPENQUIZZ_STATS"]

    private let signalPipe: SignalPipe

    /// - Parameter signalPipe: `SignalPipe.route(App.handledSignals)`, set up before the terminal.
    init(terminal: Terminal, controller: GameController, theme: Theme, clock: any TimeSource, signalPipe: SignalPipe) {
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
        // A bounded number of reads, so that a flood of input can't keep frames from being drawn.
        reading: for _ in 0..<16 {
            switch terminal.readInput() {
            case .nothing:
                break reading
            case .endOfInput:
                quit(status: 1, message: "the terminal went away")
            case .bytes(let bytes):
                handle(parser.feed(bytes, at: clock.now))
            }
        }
        scheduleInputDeadline()
        render()
    }

    private func handle(_ events: [InputEvent]) {
        for event in events {
            if event == .key(.control("l")) {
                // Ctrl-L: repaint the whole screen.
                terminal.refreshSize()
            }
            if controller.handle(.input(event)) == .quit {
                quit(status: 0)
            }
        }
    }

    /// Wakes the loop when bytes waiting in the parser become final (a lone Esc is the Esc key).
    private func scheduleInputDeadline() {
        guard let deadline = parser.deadline else {
            // Nothing waits: no wake-up.
            inputTimer?.schedule(deadline: .distantFuture)
            return
        }
        let timer = inputTimer ?? makeTimer { [weak self] in self?.inputDeadlinePassed() }
        inputTimer = timer
        timer.schedule(deadline: .now() + max(0, deadline - clock.now), leeway: .milliseconds(1))
    }

    private func inputDeadlinePassed() {
        handle(parser.flush(at: clock.now))
        scheduleInputDeadline()
        render()
    }

    // MARK: - Signals

    /// The signals the loop acts on; `main` routes them to the pipe before the screen is taken
    /// over. Every one but WINCH, TSTP and CONT ends the game in order (exit status 128 + n):
    /// the ones that end a process by default, Ctrl-\\ (QUIT) included.
    static let handledSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
        SIGWINCH, SIGTSTP, SIGCONT,
    ]

    private func installSignalHandlers() {
        let pipe = signalPipe
        let source = DispatchSource.makeReadSource(fileDescriptor: pipe.descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                for number in pipe.drain() { self?.received(number) }
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
            // Give the terminal back, then stop for real. SIGSTOP, because our handler keeps
            // SIGTSTP from stopping us.
            terminal.suspend()
            // Thread-directed, so this thread stops before the next line; a process-directed
            // kill() may let it run on (and take the screen back) before the stop lands.
            raise(SIGSTOP)
            // Here again after SIGCONT (`fg`).
            resumeAfterStop()
        case SIGCONT:
            // Also after a stop that didn't come from us (kill -STOP, then kill -CONT).
            resumeAfterStop()
        default:
            // 128 + the signal number, as shells report it.
            quit(status: 128 + signalNumber)
        }
    }

    /// Takes the terminal back after a stop: modes, screen and size may all have changed.
    private func resumeAfterStop() {
        terminal.resume()
        controller.screenSize = (terminal.width, terminal.height)
        render()
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
        let timer =
            frameTimer
            ?? makeTimer { [weak self] in
                self?.frameDeadline = nil
                self?.render()
            }
        frameTimer = timer
        timer.schedule(deadline: .now() + max(0, deadline - clock.now), leeway: .milliseconds(1))
    }

    /// A one-shot timer on the main queue, rescheduled as needed.
    private func makeTimer(_ fired: @escaping @MainActor () -> Void) -> any DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { MainActor.assumeIsolated { fired() } }
        timer.resume()
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
