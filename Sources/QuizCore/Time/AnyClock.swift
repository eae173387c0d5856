/// Any clock that counts in `Duration`, behind one concrete type, so that one clock can be handed
/// to every part of the game: the continuous clock when it plays, a clock moved by hand in tests.
///
/// Its instants count from the moment the clock was wrapped; share one `AnyClock` value, not the
/// clock it wraps, so that every part reads the same instants.
public struct AnyClock: Clock {
    /// A moment, as the time since the clock was wrapped.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private let read: @Sendable () -> Duration
    private let wait: @Sendable (Duration, Duration?) async throws -> Void
    public let minimumResolution: Duration

    /// Wraps `clock`; its present moment becomes this clock's zero.
    public init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let origin = clock.now
        read = { origin.duration(to: clock.now) }
        wait = { offset, tolerance in try await clock.sleep(until: origin.advanced(by: offset), tolerance: tolerance) }
        minimumResolution = clock.minimumResolution
    }

    /// The continuous clock: it never jumps when the wall clock is changed, and keeps counting
    /// while the process is stopped (Ctrl-Z), as the server's rate limit does.
    ///
    /// It sleeps on a Dispatch timer of `QuietExecutor.network`, not with `Task.sleep`, whose
    /// wake-up runs on a worker thread that starts libdispatch's 1 s pool monitor for good.
    public static var continuous: AnyClock {
        let clock = ContinuousClock()
        let origin = clock.now
        return AnyClock(
            read: { origin.duration(to: clock.now) },
            wait: { offset, _ in
                try await QuietExecutor.network.sleep(until: origin.advanced(by: offset), clock: clock)
            },
            minimumResolution: clock.minimumResolution)
    }

    /// Shares `clock`'s instants as they are, from its own zero: a clock moved by hand in tests,
    /// which the test reads and moves while the game reads this one.
    public init<C: Clock>(sharing clock: C) where C.Instant == Instant {
        read = { clock.now.offset }
        wait = { offset, tolerance in try await clock.sleep(until: Instant(offset: offset), tolerance: tolerance) }
        minimumResolution = clock.minimumResolution
    }

    private init(
        read: @escaping @Sendable () -> Duration, wait: @escaping @Sendable (Duration, Duration?) async throws -> Void,
        minimumResolution: Duration
    ) {
        self.read = read
        self.wait = wait
        self.minimumResolution = minimumResolution
    }

    public var now: Instant { Instant(offset: read()) }

    /// The present moment in seconds since the clock's zero: how the controller and the loop
    /// read it (frames, animations, key timeouts, notices).
    public var seconds: Double { read().inSeconds }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await wait(deadline.offset, tolerance)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// A duration of `seconds`, which may be fractional; a value that isn't finite is zero.
    public static func inSeconds(_ seconds: Double) -> Duration {
        seconds.isFinite ? .nanoseconds(Int64((seconds * 1e9).rounded())) : .zero
    }
}
