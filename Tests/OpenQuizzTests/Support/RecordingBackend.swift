import Foundation
import QuizView
import TestSupport

@testable import openquizz

/// A backend with no terminal, no dispatch and no process: it records what the loop asks of it,
/// and the test wakes the loop by hand (keys, signals, timers on a manual clock).
@MainActor
final class RecordingBackend: AppBackend {
    /// What the loop asked for, besides drawing and timers.
    enum Call: Equatable {
        case refreshSize
        case suspend
        case stopProcess
        case resume
        case stop
        case exit(status: Int32, message: String?)
        case copy(String)
    }

    /// A frame drawn, and when.
    struct Frame {
        var time: Double
        var buffer: ScreenBuffer
    }

    let clock: ManualClock
    private(set) var size: (width: Int, height: Int)
    /// The size the terminal has now: read again on `refreshSize()` and `resume()`.
    var terminalSize: (width: Int, height: Int)
    /// What the next reads return, in order; `.nothing` once it is empty.
    var pendingReads: [Terminal.InputRead] = [] {
        didSet { if pendingReads.isEmpty { readsTaken = 0 } }
    }
    /// Reads taken from `pendingReads` since it was last empty (the front's index).
    private var readsTaken = 0
    /// How long each read that returns bytes takes, on the clock (to see the loop stop reading).
    var secondsPerRead = 0.0
    /// What the loop did, in order: `frame` for each frame drawn, and whatever the test adds
    /// (`note(_:)`), such as the files' writes being released.
    private(set) var log: [String] = []
    private(set) var frames: [Frame] = []
    private(set) var calls: [Call] = []
    /// Whether the game owns the terminal now.
    var isForeground = true
    /// Whether it owns it once continued after each next `stopProcess()` (`fg` or `bg`), in
    /// order; unchanged once empty.
    var foregroundAfterStops: [Bool] = []
    /// The deadline of each timer that is set.
    private(set) var timers: [App.LoopTimer: Double] = [:]
    private var wake: (@MainActor (App.Wake) -> Void)?

    init(clock: ManualClock, width: Int = 80, height: Int = 24) {
        self.clock = clock
        size = (width, height)
        terminalSize = (width, height)
    }

    // MARK: - AppBackend

    func draw(_ buffer: ScreenBuffer) {
        frames.append(Frame(time: clock.seconds, buffer: buffer))
        log.append("frame")
    }

    /// Adds `entry` to the log.
    func note(_ entry: String) { log.append(entry) }

    func readInput() -> Terminal.InputRead {
        guard readsTaken < pendingReads.count else { return .nothing }
        let read = pendingReads[readsTaken]
        readsTaken += 1
        if readsTaken == pendingReads.count { pendingReads = [] }
        if case .bytes = read { clock.advance(by: secondsPerRead) }
        return read
    }

    /// The reads not taken yet.
    var readsLeft: Int { pendingReads.count - readsTaken }

    /// Wakes the loop as if input were readable (bytes waiting in `pendingReads`).
    func wakeForInput() { wake?(.inputReadable) }

    func refreshSize() {
        calls.append(.refreshSize)
        size = terminalSize
    }

    func suspend() { calls.append(.suspend) }

    func copyToClipboard(_ text: String) { calls.append(.copy(text)) }

    func resume() {
        calls.append(.resume)
        size = terminalSize
    }

    func stop() { calls.append(.stop) }

    func start(_ wake: @escaping @MainActor (App.Wake) -> Void) { self.wake = wake }

    func schedule(_ timer: App.LoopTimer, at deadline: Double?) { timers[timer] = deadline }

    func schedule(_ timer: App.LoopTimer, atWallTime date: Date?) { wallTimers[timer] = date }

    /// The wall-clock deadline of each timer set on the wall clock.
    private(set) var wallTimers: [App.LoopTimer: Date] = [:]

    /// Signals that arrive while the process is stopped, one list per next `stopProcess()`, in
    /// order: they wait in the pipe until taken.
    var signalsDuringStops: [[Int32]] = []
    private var pendingSignals: [Int32] = []

    func stopProcess() {
        calls.append(.stopProcess)
        if !foregroundAfterStops.isEmpty { isForeground = foregroundAfterStops.removeFirst() }
        if !signalsDuringStops.isEmpty { pendingSignals += signalsDuringStops.removeFirst() }
    }

    func takeSignals() -> [Int32] {
        defer { pendingSignals = [] }
        return pendingSignals
    }

    func exit(status: Int32, message: String?) { calls.append(.exit(status: status, message: message)) }

    // MARK: - Driving the loop

    /// The terminal sends `text`'s bytes, and the loop is woken to read them.
    func type(_ text: String) {
        pendingReads.append(.bytes(Array(text.utf8)))
        wake?(.inputReadable)
    }

    /// The terminal went away: the next read finds the end of input.
    func hangUp() {
        pendingReads.append(.endOfInput)
        wake?(.inputReadable)
    }

    /// A timer's wake-up that was already on its way when the loop rescheduled it: it reaches the
    /// loop anyway, as a dispatch timer's handler already queued does.
    func fireLate(_ timer: App.LoopTimer) {
        wake?(.timerFired(timer))
    }

    /// A signal arrives through the pipe.
    func send(signal number: Int32) {
        wake?(.signal(number))
    }

    /// Moves the clock on to `time`, firing every timer that falls due on the way, in order, at
    /// its deadline (or at once when the deadline has passed).
    func run(until time: Double) {
        while let (timer, deadline) = timers.min(by: { $0.value < $1.value }), deadline <= time {
            clock.advance(toSeconds: max(clock.seconds, deadline))
            timers[timer] = nil
            wake?(.timerFired(timer))
        }
        clock.advance(toSeconds: max(clock.seconds, time))
    }

    /// The wall clock reads `date` now: every timer set on it for then or before fires, in order.
    func wallClockReads(_ date: Date) {
        while let (timer, deadline) = wallTimers.min(by: { $0.value < $1.value }), deadline <= date {
            wallTimers[timer] = nil
            wake?(.timerFired(timer))
        }
    }

    /// The last frame's rows, trailing spaces trimmed.
    var lastScreen: String { frames.last?.buffer.text ?? "<no frame>" }
}
