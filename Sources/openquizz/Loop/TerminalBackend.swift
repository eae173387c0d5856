import Dispatch
import Foundation
import Glibc
import QuizCore
import QuizView

/// The real backend: the terminal through `Terminal`, wake-ups from the main loop (standard input
/// and the signal pipe, watched by `MainLoop`; three one-shot timers on the main queue), and the
/// process itself.
@MainActor
final class TerminalBackend: AppBackend {
    private let terminal: Terminal
    private let signalPipe: SignalPipe
    private let clock: AnyClock
    private var timers: [App.LoopTimer: any DispatchSourceTimer] = [:]
    private var wake: (@MainActor (App.Wake) -> Void)?
    /// Frames drawn since start, reported at exit to `$OPENQUIZZ_STATS` for the benchmark and the
    /// tests (with the write(2) calls they took).
    private var framesDrawn = 0
    private let statsPath = ProcessInfo.processInfo.environment["OPENQUIZZ_STATS"]

    /// - Parameter signalPipe: `SignalPipe.route(App.handledSignals)`, set up before the terminal.
    init(terminal: Terminal, signalPipe: SignalPipe, clock: AnyClock) {
        self.terminal = terminal
        self.signalPipe = signalPipe
        self.clock = clock
    }

    // MARK: - The terminal

    var size: (width: Int, height: Int) { (terminal.width, terminal.height) }

    func draw(_ buffer: ScreenBuffer) {
        terminal.draw(buffer)
        framesDrawn += 1
    }

    var isForeground: Bool { terminal.isForeground }
    func readInput() -> Terminal.InputRead { terminal.readInput() }
    func refreshSize() { terminal.refreshSize() }
    func copyToClipboard(_ text: String) { terminal.copyToClipboard(text) }
    func suspend() { terminal.suspend() }
    func resume() { terminal.resume() }
    func stop() { terminal.stop() }

    // MARK: - Wake-ups

    func start(_ wake: @escaping @MainActor (App.Wake) -> Void) {
        self.wake = wake
        MainLoop.watch(STDIN_FILENO) { wake(.inputReadable) }
        let pipe = signalPipe
        MainLoop.watch(pipe.descriptor) {
            for number in pipe.drain() { wake(.signal(number)) }
        }
    }

    func schedule(_ timer: App.LoopTimer, at deadline: Double?) {
        guard let deadline else {
            timers[timer]?.schedule(deadline: .distantFuture)
            return
        }
        let source = timers[timer] ?? makeTimer(timer)
        timers[timer] = source
        source.schedule(deadline: .now() + max(0, deadline - clock.seconds), leeway: .milliseconds(1))
    }

    func schedule(_ timer: App.LoopTimer, atWallTime date: Date?) {
        guard let date else {
            timers[timer]?.schedule(deadline: .distantFuture)
            return
        }
        let source = timers[timer] ?? makeTimer(timer)
        timers[timer] = source
        // A wall-clock deadline: dispatch arms it on CLOCK_REALTIME as an absolute time, which the
        // kernel keeps when the clock is set or the machine sleeps.
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let moment = timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
        source.schedule(wallDeadline: DispatchWallTime(timespec: moment), leeway: .milliseconds(1))
    }

    /// A one-shot timer on the main queue that wakes the loop; rescheduled as needed.
    private func makeTimer(_ timer: App.LoopTimer) -> any DispatchSourceTimer {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.wake?(.timerFired(timer)) } }
        source.resume()
        return source
    }

    // MARK: - The process

    func takeSignals() -> [Int32] { signalPipe.drain(waitingUpTo: 100) }

    func stopProcess() {
        // Thread-directed, so this thread stops before the next line; a process-directed kill()
        // may let it run on (and take the screen back) before the stop lands.
        raise(SIGSTOP)
    }

    func exit(status: Int32, message: String?) {
        if let statsPath, !statsPath.isEmpty {
            let written = terminal.framesWritten
            let stats =
                "{\"frames\": \(framesDrawn), \"frames_out\": \(written.frames), \"writes\": \(written.writes)}\n"
            try? Data(stats.utf8).write(
                to: URL(fileURLWithPath: statsPath), options: .atomic)
        }
        if let message {
            Output.say(message)
        }
        Glibc.exit(status)
    }
}
