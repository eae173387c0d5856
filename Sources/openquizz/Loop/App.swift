import Dispatch
import Foundation
import Glibc
import QuizCore
import QuizView

/// The loop: input, signals, frames and model events, all on the main actor.
///
/// Nothing runs while nothing moves: the loop sleeps until its backend wakes it because input is
/// readable, a signal arrived or a timer fired. Every change goes to the controller as an event
/// through `GameController.handle(_:)`, whose outcome is honoured; then the loop sends `.tick` and
/// draws a frame, which only reads the controller's `screenModel()`. The frame timer runs only
/// while the card moves or a spinner turns, at most 60 times a second; the input timer only while
/// an escape byte waits to be told apart from a key sequence; the day-change timer, on the wall
/// clock, at the next UTC midnight while there is a daily challenge.
@MainActor
final class App {
    /// Why the backend woke the loop.
    enum Wake: Equatable {
        /// Standard input has bytes to read (or the terminal went away).
        case inputReadable
        /// A signal arrived (through the signal pipe).
        case signal(Int32)
        /// A timer set with `AppBackend.schedule(_:at:)` fired.
        case timerFired(LoopTimer)
    }

    /// The loop's one-shot timers.
    enum LoopTimer: Hashable, CaseIterable {
        /// The next frame of an animation or spinner.
        case frame
        /// The moment bytes waiting in the input parser become final (a lone Esc is the Esc key).
        case inputDeadline
        /// The next UTC midnight, on the wall clock: the day's challenge changes.
        case dayChange
    }

    private let backend: any AppBackend
    private let controller: GameController
    private let theme: Theme
    private let clock: AnyClock
    private var parser = InputParser()
    private var frameDeadline: Double?
    /// The wall-clock moment the day-change timer is set for.
    private var dayChange: Date?
    private var lastFrame = -Double.infinity
    /// Set by `quit`: nothing is handled any more.
    private var hasQuit = false
    /// Whether the next frame must be drawn whole, every cell (the controller said `.repaintAll`).
    private var needsRepaint = false
    /// Called once each frame is on the screen: the files the frame's changes save are written then.
    private let afterFrame: @MainActor () -> Void
    /// What the game says on standard error when the terminal goes away.
    private let text: CommandLineText

    /// - Parameter afterFrame: called once each frame has been handed to the terminal (the game
    ///   releases the file writes held meanwhile: a key's frame comes before its saving).
    init(
        backend: any AppBackend, controller: GameController, theme: Theme, clock: AnyClock,
        text: CommandLineText, afterFrame: @escaping @MainActor () -> Void = {}
    ) {
        self.text = text
        self.backend = backend
        self.controller = controller
        self.theme = theme
        self.clock = clock
        self.afterFrame = afterFrame
    }

    /// Starts listening, starts the first game and draws the first frame.
    ///
    /// The caller then runs the main loop on the main thread (`MainLoop.run()`).
    func start() {
        backend.start { [weak self] wake in self?.woke(wake) }
        guard send(.resized(width: backend.size.width, height: backend.size.height)) else { return }
        controller.start { [weak self] event in self?.modelAnnounced(event) }
        frame()
        // Keys typed while the terminal was being set up (and measured) act now.
        if case .bytes(let bytes) = backend.readInput() {
            var budget = InputBudget()
            guard handle(parser.feed(bytes, at: clock.seconds), &budget) else { return }
            scheduleInputDeadline()
            frame()
        }
    }

    /// Handles one wake-up from the backend.
    func woke(_ wake: Wake) {
        guard !hasQuit else { return }
        switch wake {
        case .inputReadable:
            readInput()
        case .signal(let number):
            received(number)
        case .timerFired(.frame):
            frameDeadline = nil
            frame()
        case .timerFired(.inputDeadline):
            inputDeadlinePassed()
        case .timerFired(.dayChange):
            dayChange = nil
            frame()
        }
    }

    // MARK: - Events

    /// Hands `event` to the controller and honours its outcome.
    ///
    /// - Returns: false when the app quit.
    @discardableResult
    private func send(_ event: GameController.Event) -> Bool {
        guard !hasQuit else { return false }
        switch controller.handle(event) {
        case .keepGoing:
            return true
        case .repaintAll:
            needsRepaint = true
            return true
        case .copy(let text):
            backend.copyToClipboard(text)
            return true
        case .quit:
            quit(status: 0)
            return false
        }
    }

    /// Something the model announced (questions arrived, loading moved on, a file wasn't saved).
    ///
    /// Queued to the loop, as bubbletea queues messages: the model's post returns before the
    /// controller hears of it, so no frame is ever drawn from inside a model change. Loading's
    /// progress waits for the frame already set, if any (the spinner's next step, 1/12 s away at
    /// most): a request's posts add no frames to the spinner's.
    private func modelAnnounced(_ event: GameController.Event) {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.send(event) else { return }
                if event == .loadingProgressed, self.frameDeadline != nil { return }
                self.frame()
            }
        }
    }

    /// Tells the controller the backend's size, as last read.
    private func sendSize() -> Bool {
        send(.resized(width: backend.size.width, height: backend.size.height))
    }

    // MARK: - Input

    private func readInput() {
        // Whether all that came was the mouse moving with a button held (a drag).
        var onlyDragging = true
        // A bounded number of reads, for a frame's time at most, so that a flood of input can't
        // keep frames from being drawn, nor a signal (Ctrl-C) from being heard: the rest is read
        // at the next wake, after the frame.
        let start = clock.seconds
        var budget = InputBudget()
        reading: for _ in 0..<16 {
            guard clock.seconds - start < 1 / GameController.frameRate else { break }
            switch backend.readInput() {
            case .nothing:
                break reading
            case .endOfInput:
                // A game sent to the background reads nothing (EIO): it waits for `fg` instead.
                guard backend.isForeground else {
                    resumeAfterStop()
                    return
                }
                quit(status: 1, message: text.terminalWentAway)
                return
            case .bytes(let bytes):
                let events = parser.feed(bytes, at: clock.seconds)
                onlyDragging = onlyDragging && events.allSatisfy(Self.isDrag)
                guard handle(events, &budget) else { return }
            }
        }
        scheduleInputDeadline()
        // A drag reports every cell the pointer crosses, maybe hundreds a second: drawn at most
        // 60 times a second, the last position in each frame. Keys are drawn at once.
        if onlyDragging, clock.seconds - lastFrame < 1 / GameController.frameRate {
            scheduleFrame(at: lastFrame + 1 / GameController.frameRate)
            return
        }
        frame()
    }

    /// A move of the mouse with a button held.
    private static func isDrag(_ event: InputEvent) -> Bool {
        if case .mouse(let report) = event { return report.button & 32 != 0 && !report.isRelease }
        return false
    }

    /// Sends the parsed input events, in order, as far as the wake's `budget` lets a flood
    /// through; returns false when the app quit.
    private func handle(_ events: [InputEvent], _ budget: inout InputBudget) -> Bool {
        for event in events {
            guard let event = budget.admit(event) else { continue }
            if event == .key(.control("l")) {
                // Ctrl-L: repaint the whole screen.
                backend.refreshSize()
                guard sendSize() else { return false }
            }
            guard send(.input(event)) else { return false }
        }
        return true
    }

    /// Wakes the loop when bytes waiting in the parser become final (a lone Esc is the Esc key);
    /// no wake-up while nothing waits.
    private func scheduleInputDeadline() {
        backend.schedule(.inputDeadline, at: parser.deadline)
    }

    private func inputDeadlinePassed() {
        var budget = InputBudget()
        guard handle(parser.flush(at: clock.seconds), &budget) else { return }
        scheduleInputDeadline()
        frame()
    }

    // MARK: - Signals

    /// The signals the loop acts on.
    ///
    /// `main` routes them to the pipe before the screen is taken over. Every one but WINCH, TSTP
    /// and CONT ends the game in order (exit status 128 + n): all those that end a process by
    /// default (signal(7)'s Term and Core actions, real-time signals included), Ctrl-\\ (QUIT)
    /// too, but the faults the last resort handles (`SignalPipe.endingInOrder`).
    static let handledSignals: [Int32] = SignalPipe.endingInOrder + [SIGWINCH, SIGTSTP, SIGCONT]

    /// Whether `signalNumber` ends the game (all handled signals but WINCH, TSTP and CONT).
    static func endsTheGame(_ signalNumber: Int32) -> Bool {
        SignalPipe.endingInOrder.contains(signalNumber)
    }

    private func received(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH:
            backend.refreshSize()
            guard sendSize() else { return }
            frame()
        case SIGTSTP:
            // Give the terminal back, then stop for real: our handler keeps SIGTSTP from stopping us.
            guard send(.suspended) else { return }
            backend.suspend()
            backend.stopProcess()
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
    ///
    /// Continued without the terminal (`bg`, or `kill -CONT` while the shell has it), the game
    /// gives it back and stops again rather than draw over the shell, until `fg`.
    private func resumeAfterStop() {
        if !backend.isForeground {
            backend.suspend()
            while !backend.isForeground {
                // A signal that ends the game ends it here too: `kill %1` on a stopped game sends
                // TERM, then CONT, and the terminal was given back already.
                if let ending = backend.takeSignals().first(where: Self.endsTheGame) {
                    quit(status: 128 + ending)
                    return
                }
                backend.stopProcess()
            }
        }
        backend.resume()
        guard sendSize() else { return }
        frame()
    }

    // MARK: - Frames

    /// Moves the controller on to now, then draws.
    private func frame() {
        guard send(.tick) else { return }
        render()
    }

    /// Draws what the controller shows; changes nothing in it.
    private func render() {
        if needsRepaint {
            needsRepaint = false
            backend.refreshSize()
        }
        let buffer = QuizScreen.render(
            controller.screenModel(), width: backend.size.width, height: backend.size.height, theme: theme)
        backend.draw(buffer)
        afterFrame()
        lastFrame = clock.seconds
        scheduleNextFrame()
        scheduleDayChange()
    }

    /// Sets the day-change timer for the controller's next UTC midnight, on the wall clock: a
    /// timer on the loop's clock would miss it by as much as the wall clock was set right, or the
    /// machine slept, while it ran.
    private func scheduleDayChange() {
        let wanted = controller.nextDayChange()
        guard wanted != dayChange else { return }
        dayChange = wanted
        backend.schedule(.dayChange, atWallTime: wanted)
    }

    /// Sets the frame timer for the controller's next frame, at most 60 a second, or cancels it
    /// when nothing moves.
    private func scheduleNextFrame() {
        guard let wanted = controller.nextFrameTime() else {
            if frameDeadline != nil {
                frameDeadline = nil
                backend.schedule(.frame, at: nil)
            }
            return
        }
        scheduleFrame(at: max(wanted, lastFrame + 1 / GameController.frameRate))
    }

    /// Sets the frame timer for `deadline`, unless it is set for sooner.
    private func scheduleFrame(at deadline: Double) {
        if let frameDeadline, frameDeadline <= deadline { return }
        frameDeadline = deadline
        backend.schedule(.frame, at: deadline)
    }

    // MARK: - Leaving

    /// Gives the terminal back and ends the process: every way out goes through here.
    private func quit(status: Int32, message: String? = nil) {
        guard !hasQuit else { return }
        hasQuit = true
        controller.stop()
        backend.stop()
        backend.exit(status: status, message: message)
    }
}
