import QuizCore

/// A clock that moves only when a test says so: sleepers wake when `advance(by:)` passes their
/// deadline, in deadline order, and a cancelled sleeper wakes at once with `CancellationError`.
///
/// Its instants count from its own zero; an `AnyClock` wrapping it counts from the moment it was
/// wrapped, so move the clock by durations rather than to instants of the other.
public final class ManualClock: Clock, Sendable {
    public typealias Instant = AnyClock.Instant

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Instant
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
        var nextID = 0
    }

    private let state: Locked<State>

    public init(now: Duration = .zero) {
        state = Locked(State(now: Instant(offset: now)))
    }

    /// Makes a clock that reads `seconds` until it is moved.
    public convenience init(seconds: Double) {
        self.init(now: Self.exactly(seconds))
    }

    /// The game's view of this clock, sharing its instants: what the controller and the loop
    /// read while the test moves this one.
    public var anyClock: AnyClock { AnyClock(sharing: self) }

    /// The present moment in seconds since the clock's zero, as the controller reads it.
    public var seconds: Double { now.offset.inSeconds }

    public var now: Instant { state.withLock { $0.now } }

    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// The earliest deadline a task sleeps until, if any sleeps.
    public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Start { case wake, cancel, wait }
                let start = state.withLock { state -> Start in
                    if state.cancelled.remove(id) != nil { return .cancel }
                    if deadline <= state.now { return .wake }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .wait
                }
                switch start {
                case .wake: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                case .wait: break
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    // Not asleep yet: it will find itself cancelled when it tries.
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration` and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: Double) {
        advance(by: Self.exactly(seconds))
    }

    /// Moves the clock on to `seconds` since its zero (never back).
    public func advance(toSeconds seconds: Double) {
        advance(to: Instant(offset: Self.exactly(seconds)))
    }

    /// `seconds` to the attosecond, so that the seconds read back are the `Double` given (a
    /// nanosecond, as `Duration.inSeconds(_:)` rounds to, is more than a `Double`'s step here).
    private static func exactly(_ seconds: Double) -> Duration {
        let whole = seconds.rounded(.down)
        return Duration(
            secondsComponent: Int64(whole), attosecondsComponent: Int64(((seconds - whole) * 1e18).rounded()))
    }

    /// Moves the clock on to `instant` (never back).
    public func advance(to instant: Instant) {
        let now = self.now
        if instant > now { advance(by: now.duration(to: instant)) }
    }
}
