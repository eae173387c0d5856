import CSignals
import Glibc

/// Signals as bytes in a pipe: a C handler writes each signal's number (an async-signal-safe
/// `write`, nothing else), and the loop reads them on the main queue, where it may do anything.
struct SignalPipe {
    /// The pipe's read end (non-blocking).
    let descriptor: Int32

    /// The signals that end the game in order, exit status 128 + n.
    ///
    /// Every signal whose default action ends the process but KILL, PIPE (ignored) and the faults
    /// left to the last resort (ILL, TRAP, ABRT, BUS, FPE, SEGV, SYS). The list is in C
    /// (`oq_signals_ending_in_order`), where SIGRTMIN and SIGRTMAX can be read.
    static let endingInOrder: [Int32] = {
        var numbers = [Int32](repeating: 0, count: 128)
        let count = oq_signals_ending_in_order(&numbers, Int32(numbers.count))
        return Array(numbers.prefix(Int(min(count, Int32(numbers.count)))))
    }()

    /// The real-time signals, SIGRTMIN to SIGRTMAX.
    static var realtime: ClosedRange<Int32> { oq_signal_realtime_min()...oq_signal_realtime_max() }

    /// Routes `signals` to a new pipe; install before `newterm`, so ncurses leaves them to us.
    static func route(_ signals: [Int32]) -> SignalPipe? {
        let descriptor = signals.withUnsafeBufferPointer { oq_signals_route_to_pipe($0.baseAddress, Int32($0.count)) }
        return descriptor >= 0 ? SignalPipe(descriptor: descriptor) : nil
    }

    /// Unblocks every signal for this thread: a parent (a test runner's thread) may have handed the
    /// process a blocked mask, and then Ctrl-C, SIGTERM or a resize would never arrive.
    static func unblockAll() {
        _ = oq_signals_unblock_all()
    }

    /// The signals received since the last call, oldest first, waiting up to `milliseconds` for
    /// one when none has come yet.
    ///
    /// Continued after a stop, this thread may run on before another thread has run the handler
    /// of a signal sent with the CONT (`kill` sends TERM, then CONT): the wait lets it land.
    func drain(waitingUpTo milliseconds: Int32) -> [Int32] {
        let ready = drain()
        guard ready.isEmpty, milliseconds > 0 else { return ready }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
        return drain()
    }

    /// The signals received since the last call, oldest first.
    func drain() -> [Int32] {
        var numbers: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return numbers }
            numbers += buffer.prefix(count).map { Int32($0) }
        }
    }
}
