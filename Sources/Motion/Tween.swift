// MARK: - Easing

/// A timing curve mapping linear progress to eased progress.
///
/// Every curve is quadratic (or linear), takes `t` clamped to `0...1`,
/// returns exactly 0 at 0 and exactly 1 at 1, and never goes backwards.
public enum Easing: Sendable, Equatable {
    /// Constant speed.
    case linear
    /// Starts slow and accelerates: `t²`.
    case easeIn
    /// Starts fast and decelerates: `1 − (1 − t)²`.
    case easeOut
    /// Accelerates then decelerates, symmetric around the midpoint.
    case easeInOut

    /// Returns the eased progress for `t`, clamped to `0...1` first (NaN counts as 0).
    public func callAsFunction(_ t: Double) -> Double {
        let x = clampToUnit(t)
        switch self {
        case .linear:
            return x
        case .easeIn:
            return x * x
        case .easeOut:
            let rest = 1 - x
            return 1 - rest * rest
        case .easeInOut:
            if x < 0.5 {
                return 2 * x * x
            }
            let rest = 1 - x
            return 1 - 2 * rest * rest
        }
    }
}

/// Clamps to `0...1`, sending NaN to 0.
private func clampToUnit(_ t: Double) -> Double {
    if !(t > 0) {
        return 0
    }
    return t < 1 ? t : 1
}

// MARK: - Tween

/// A timed move from `from` to `to` over `duration` seconds, such as a card sliding off screen.
///
/// Like `SpringAnimation`, a tween has no clock: the caller passes the time, in seconds on
/// the same clock as `startTime`. Before the start it holds `from`; after the end it holds `to`.
public struct Tween: Sendable, Equatable {
    /// The starting value.
    public let from: Double
    /// The final value.
    public let to: Double
    /// How long the move takes, in seconds; zero or less means it is over at once.
    public let duration: Double
    /// When the move starts, in seconds on the caller's clock.
    public let startTime: Double
    /// The timing curve.
    public let easing: Easing

    /// Creates a tween from `from` to `to` lasting `duration` seconds from `startTime`.
    public init(from: Double, to: Double, duration: Double, startTime: Double, easing: Easing = .easeIn) {
        self.from = from
        self.to = to
        self.duration = duration
        self.startTime = startTime
        self.easing = easing
    }

    // MARK: - Sampling

    /// Linear progress at `time`, clamped to `0...1`.
    ///
    /// A duration of zero or less (or NaN) gives 1 at any time.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return clampToUnit((time - startTime) / duration)
    }

    /// The eased value at `time`: `from` before the start, `to` from the end on.
    public func value(at time: Double) -> Double {
        let eased = easing(progress(at: time))
        if eased >= 1 {
            return to
        }
        return from + (to - from) * eased
    }

    /// Whether the move is over at `time`.
    public func isFinished(at time: Double) -> Bool {
        progress(at: time) >= 1
    }
}
