// MARK: - Spring animation

/// A value carried from `from` to `to` by a damped spring, advanced by the caller's clock.
///
/// The animation has no clock of its own: call `advance(to:)` with the current time in
/// seconds (same clock as `startTime`) once per frame, then read `value`. Each advance is
/// one exact spring step, so frame rate and long pauses do not change the trajectory.
/// Once the value is within `restDistance` of the target and moving slower than
/// `restVelocity`, it snaps exactly to `to` and stays there.
public struct SpringAnimation: Sendable, Equatable {
    /// The value the animation started from.
    public let from: Double
    /// The value the animation settles on.
    public let to: Double
    /// The spring doing the pulling.
    public let spring: DampedSpring
    /// How close to `to` the value must be to count as arrived.
    public let restDistance: Double
    /// How slow the value must move, in units per second, to count as arrived.
    public let restVelocity: Double

    /// Position and velocity as of `lastTime`.
    private var state: SpringState
    /// The latest time the animation was advanced to.
    private var lastTime: Double
    /// Whether the animation has settled on `to`.
    public private(set) var isAtRest: Bool = false

    /// Creates an animation that starts at `from` at time `startTime`.
    ///
    /// - Parameters:
    ///   - from: Starting value.
    ///   - to: Target value.
    ///   - initialVelocity: Starting speed in units per second (see `uikitInitialVelocity`).
    ///   - spring: The spring to use; the course's bouncy one by default.
    ///   - startTime: The caller's clock, in seconds, at which the animation starts.
    ///   - restDistance: Distance from `to` under which the value may come to rest.
    ///   - restVelocity: Speed under which the value may come to rest.
    public init(
        from: Double,
        to: Double,
        initialVelocity: Double = 0,
        spring: DampedSpring = .courseBoing,
        startTime: Double,
        restDistance: Double = 0.005,
        restVelocity: Double = 0.05
    ) {
        self.from = from
        self.to = to
        self.spring = spring
        self.restDistance = restDistance
        self.restVelocity = restVelocity
        self.state = SpringState(position: from, velocity: initialVelocity)
        self.lastTime = startTime
        settleIfClose()
    }

    // MARK: - Reading

    /// The current value.
    public var value: Double { state.position }

    /// The current velocity, in units per second.
    public var velocity: Double { state.velocity }

    // MARK: - Advancing

    /// Moves the animation forward to `time`, in seconds on the caller's clock.
    ///
    /// Times earlier than (or equal to) the last one, and non-finite times, are ignored.
    /// Any gap, however long, is one exact step: a long pause simply lands at rest.
    public mutating func advance(to time: Double) {
        guard time.isFinite, time > lastTime else { return }
        let deltaTime = time - lastTime
        lastTime = time
        guard !isAtRest else { return }
        state = spring.step(state, target: to, deltaTime: deltaTime)
        settleIfClose()
    }

    /// Ends the animation now: the value snaps to `to` and stops.
    public mutating func finish() {
        state = SpringState(position: to, velocity: 0)
        isAtRest = true
    }

    /// Converts UIKit's `initialSpringVelocity` into units per second.
    ///
    /// UIKit expresses the initial velocity as a fraction of the total distance per
    /// second, so 0.5 over a 100-unit move is 50 units per second.
    public static func uikitInitialVelocity(_ v: Double, from: Double, to: Double) -> Double {
        v * (to - from)
    }

    // MARK: - Private

    /// Snaps to the target if the value is both close enough and slow enough.
    private mutating func settleIfClose() {
        if abs(state.position - to) < restDistance && abs(state.velocity) < restVelocity {
            finish()
        }
    }
}
