import Foundation

// MARK: - Spring state

/// Where a spring-driven value is and how fast it moves.
///
/// Position is in whatever unit the caller animates (columns, rows, a fraction);
/// velocity is in that unit per second.
public struct SpringState: Sendable, Equatable {
    /// The current value.
    public var position: Double
    /// The current rate of change, in units per second.
    public var velocity: Double

    /// Creates a state from a position and a velocity.
    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }
}

// MARK: - Damped spring

/// A damped harmonic oscillator pulling a value towards a target.
///
/// The motion obeys `x'' + 2ζω·x' + ω²·(x − target) = 0`, where ω is the angular
/// frequency and ζ the damping ratio. `step(_:target:deltaTime:)` applies the exact
/// closed-form solution over the whole time step (under-, critically- or over-damped),
/// so the result does not depend on the frame rate and never blows up, unlike an
/// explicit Euler integration.
public struct DampedSpring: Sendable, Equatable {
    /// Undamped angular frequency ω, in radians per second (never negative).
    public let angularFrequency: Double
    /// Damping ratio ζ: below 1 it overshoots, 1 is critical, above 1 it creeps (never negative).
    public let dampingRatio: Double

    /// Creates a spring; negative or NaN parameters are clamped to 0.
    ///
    /// - Parameters:
    ///   - angularFrequency: ω in radians per second; higher is snappier.
    ///   - dampingRatio: ζ; 0 oscillates forever, 1 settles fastest without overshoot.
    public init(angularFrequency: Double, dampingRatio: Double) {
        self.angularFrequency = angularFrequency > 0 ? angularFrequency : 0
        self.dampingRatio = dampingRatio > 0 ? dampingRatio : 0
    }

    /// The course's bouncy spring, translated from UIKit.
    ///
    /// The OpenClassrooms course animates with
    /// `UIView.animate(withDuration: 0.4, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5)`.
    /// Here that becomes ζ = 0.5 and ω = 14 rad/s: it overshoots by about 16 % and peaks
    /// about 0.26 s after starting from rest.
    public static let courseBoing = DampedSpring(angularFrequency: 14, dampingRatio: 0.5)

    /// How close to 1 the damping ratio must be to use the critically damped formula.
    ///
    /// Near ζ = 1 the over-damped formula divides by a vanishing root difference;
    /// the critical formula is the exact limit and is numerically safe.
    private static let criticalTolerance = 1e-6

    // MARK: - Stepping

    /// Advances `state` by `deltaTime` seconds towards `target`, exactly.
    ///
    /// A `deltaTime` that is zero, negative or not finite, or a target that is not
    /// finite, returns `state` unchanged. A step long enough for the motion to decay
    /// below what a `Double` can represent lands exactly on the target, at rest.
    public func step(_ state: SpringState, target: Double, deltaTime: Double) -> SpringState {
        guard deltaTime > 0, deltaTime.isFinite, target.isFinite else { return state }
        let offset = state.position - target
        let (newOffset, newVelocity) = solve(offset: offset, velocity: state.velocity, time: deltaTime)
        let next = SpringState(position: target + newOffset, velocity: newVelocity)
        guard next.position.isFinite, next.velocity.isFinite else { return state }
        return next
    }

    /// Solves the motion of the offset from the target after `t` seconds.
    private func solve(offset y0: Double, velocity v0: Double, time t: Double) -> (Double, Double) {
        let omega = angularFrequency
        let zeta = dampingRatio
        if omega == 0 {
            // No spring force and no damping force: free motion.
            return (y0 + v0 * t, v0)
        }
        if abs(zeta - 1) < Self.criticalTolerance {
            return solveCritical(y0: y0, v0: v0, t: t, omega: omega)
        }
        if zeta < 1 {
            return solveUnderdamped(y0: y0, v0: v0, t: t, omega: omega, zeta: zeta)
        }
        return solveOverdamped(y0: y0, v0: v0, t: t, omega: omega, zeta: zeta)
    }

    /// ζ < 1: a decaying sinusoid at the damped frequency ω·√(1 − ζ²).
    private func solveUnderdamped(y0: Double, v0: Double, t: Double, omega: Double, zeta: Double) -> (Double, Double) {
        let decay = exp(-zeta * omega * t)
        if zeta > 0 && decay == 0 {
            return (0, 0)
        }
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        let cosine = cos(dampedOmega * t)
        let sine = sin(dampedOmega * t)
        let y = decay * (y0 * cosine + (v0 + zeta * omega * y0) / dampedOmega * sine)
        let v = decay * (v0 * cosine - (omega * omega * y0 + zeta * omega * v0) / dampedOmega * sine)
        return (y, v)
    }

    /// ζ = 1: the fastest return without overshoot, `(y0 + (v0 + ω·y0)·t)·e^(−ωt)`.
    private func solveCritical(y0: Double, v0: Double, t: Double, omega: Double) -> (Double, Double) {
        let decay = exp(-omega * t)
        if decay == 0 {
            return (0, 0)
        }
        let slope = v0 + omega * y0
        let y = decay * (y0 + slope * t)
        let v = decay * (v0 - omega * slope * t)
        return (y, v)
    }

    /// ζ > 1: the sum of two decaying exponentials, one fast and one slow.
    private func solveOverdamped(y0: Double, v0: Double, t: Double, omega: Double, zeta: Double) -> (Double, Double) {
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let slowRate = -zeta * omega + spread
        let fastRate = -zeta * omega - spread
        let slowDecay = exp(slowRate * t)
        if slowDecay == 0 {
            return (0, 0)
        }
        let fastDecay = exp(fastRate * t)
        let slowWeight = (v0 - fastRate * y0) / (slowRate - fastRate)
        let fastWeight = y0 - slowWeight
        let y = slowWeight * slowDecay + fastWeight * fastDecay
        let v = slowWeight * slowRate * slowDecay + fastWeight * fastRate * fastDecay
        return (y, v)
    }
}
