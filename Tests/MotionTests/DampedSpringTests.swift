import Foundation
import XCTest

@testable import Motion

/// Tests of the exact spring step: frame-rate independence, damping regimes, bad time steps.
final class DampedSpringTests: XCTestCase {

    // MARK: - Helpers

    /// The closed-form underdamped solution from rest at 0 towards 1, written out independently.
    private func analyticUnderdamped(omega: Double, zeta: Double, time t: Double) -> Double {
        let dampedOmega = omega * sqrt(1 - zeta * zeta)
        let envelope = exp(-zeta * omega * t)
        return 1 - envelope * (cos(dampedOmega * t) + zeta * omega / dampedOmega * sin(dampedOmega * t))
    }

    /// Steps `spring` from rest at 0 towards 1 at `rate` frames per second for `seconds`,
    /// returning the position after every frame.
    private func trajectory(_ spring: DampedSpring, rate: Int, seconds: Int) -> [Double] {
        var state = SpringState(position: 0, velocity: 0)
        var positions: [Double] = []
        var previousTime = 0.0
        for frame in 1...(rate * seconds) {
            let time = Double(frame) / Double(rate)
            state = spring.step(state, target: 1, deltaTime: time - previousTime)
            previousTime = time
            positions.append(state.position)
        }
        return positions
    }

    /// Keeps every `stride`-th sample, starting with the `stride`-th.
    private func every(_ stride: Int, of samples: [Double]) -> [Double] {
        Swift.stride(from: stride - 1, to: samples.count, by: stride).map { samples[$0] }
    }

    // MARK: - Construction

    func testNegativeParametersAreClampedToZero() {
        let spring = DampedSpring(angularFrequency: -3, dampingRatio: -1)
        XCTAssertEqual(spring.angularFrequency, 0)
        XCTAssertEqual(spring.dampingRatio, 0)
    }

    func testCourseBoingIsDampingHalfAtFourteenRadiansPerSecond() {
        XCTAssertEqual(DampedSpring.courseBoing.dampingRatio, 0.5)
        XCTAssertEqual(DampedSpring.courseBoing.angularFrequency, 14)
    }

    func testASpringWithoutFrequencyMovesFreelyAtItsVelocity() {
        let spring = DampedSpring(angularFrequency: 0, dampingRatio: 1)
        let next = spring.step(SpringState(position: 2, velocity: 3), target: 10, deltaTime: 0.5)
        XCTAssertEqual(next, SpringState(position: 3.5, velocity: 3))
    }

    // MARK: - Frame-rate independence

    func testThirtyAndOneHundredTwentyHertzAgreeWithSixtyHertz() {
        let spring = DampedSpring.courseBoing
        let at30 = trajectory(spring, rate: 30, seconds: 1)
        let at60 = every(2, of: trajectory(spring, rate: 60, seconds: 1))
        let at120 = every(4, of: trajectory(spring, rate: 120, seconds: 1))
        XCTAssertEqual(at30.count, 30)
        XCTAssertEqual(at60.count, 30)
        XCTAssertEqual(at120.count, 30)
        for index in at30.indices {
            XCTAssertEqual(at30[index], at60[index], accuracy: 1e-9, "sample \(index)")
            XCTAssertEqual(at120[index], at60[index], accuracy: 1e-9, "sample \(index)")
        }
    }

    func testSteppingMatchesTheClosedFormUnderdampedSolution() {
        let spring = DampedSpring.courseBoing
        for rate in [30, 60, 120] {
            let samples = every(rate / 30, of: trajectory(spring, rate: rate, seconds: 1))
            for (index, position) in samples.enumerated() {
                let time = Double(index + 1) / 30
                let expected = analyticUnderdamped(omega: 14, zeta: 0.5, time: time)
                XCTAssertEqual(position, expected, accuracy: 1e-9, "\(rate) Hz at \(time) s")
            }
        }
    }

    func testOneBigStepEqualsManySmallOnes() {
        let spring = DampedSpring.courseBoing
        let start = SpringState(position: -3, velocity: 7)
        let big = spring.step(start, target: 2, deltaTime: 0.3)
        var small = start
        for _ in 0..<300 {
            small = spring.step(small, target: 2, deltaTime: 0.001)
        }
        XCTAssertEqual(big.position, small.position, accuracy: 1e-9)
        XCTAssertEqual(big.velocity, small.velocity, accuracy: 1e-8)
    }

    // MARK: - Damping regimes

    func testCriticalDampingNeverOvershoots() {
        let positions = trajectory(DampedSpring(angularFrequency: 14, dampingRatio: 1), rate: 60, seconds: 5)
        XCTAssertLessThanOrEqual(positions.max()!, 1)
        XCTAssertEqual(positions.last!, 1, accuracy: 1e-6)
        XCTAssertEqual(positions, positions.sorted(), "moves towards the target without turning back")
    }

    func testOverdampingNeverOvershoots() {
        let positions = trajectory(DampedSpring(angularFrequency: 14, dampingRatio: 2), rate: 60, seconds: 5)
        XCTAssertLessThanOrEqual(positions.max()!, 1)
        XCTAssertEqual(positions.last!, 1, accuracy: 1e-6)
        XCTAssertEqual(positions, positions.sorted(), "moves towards the target without turning back")
    }

    func testDampingRatiosJustAroundOneAgreeWithCriticalDamping() {
        let critical = trajectory(DampedSpring(angularFrequency: 14, dampingRatio: 1), rate: 60, seconds: 1)
        for zeta in [1 - 1e-5, 1 + 1e-5] {
            let nearby = trajectory(DampedSpring(angularFrequency: 14, dampingRatio: zeta), rate: 60, seconds: 1)
            for index in critical.indices {
                XCTAssertEqual(nearby[index], critical[index], accuracy: 1e-4, "ζ = \(zeta), frame \(index)")
            }
        }
    }

    func testUndampedSpringKeepsOscillatingWithConstantEnergy() {
        let omega = 14.0
        let spring = DampedSpring(angularFrequency: omega, dampingRatio: 0)
        func energy(_ state: SpringState) -> Double {
            let offset = state.position - 1
            return 0.5 * state.velocity * state.velocity + 0.5 * omega * omega * offset * offset
        }
        var state = SpringState(position: 0, velocity: 0)
        let initialEnergy = energy(state)
        var signChanges = 0
        var lateExtreme = 0.0
        for step in 1...100 {
            let previousOffset = state.position - 1
            state = spring.step(state, target: 1, deltaTime: 1.0 / 60)
            let offset = state.position - 1
            XCTAssertEqual(energy(state), initialEnergy, accuracy: 1e-6 * initialEnergy, "step \(step)")
            if (previousOffset < 0) != (offset < 0) {
                signChanges += 1
            }
            if step > 70 {
                lateExtreme = max(lateExtreme, abs(offset))
            }
        }
        XCTAssertGreaterThanOrEqual(signChanges, 6)
        XCTAssertGreaterThan(lateExtreme, 0.99, "the swing has not shrunk")
    }

    // MARK: - Robustness

    func testATenSecondStepLandsOnTheTargetAtRest() {
        for zeta in [0.5, 1, 2] {
            let spring = DampedSpring(angularFrequency: 14, dampingRatio: zeta)
            let next = spring.step(SpringState(position: 0, velocity: 3), target: 1, deltaTime: 10)
            XCTAssertEqual(next.position, 1, accuracy: 1e-12, "ζ = \(zeta)")
            XCTAssertEqual(next.velocity, 0, accuracy: 1e-12, "ζ = \(zeta)")
        }
    }

    func testAnAbsurdlyLongStepLandsExactlyOnTheTarget() {
        for zeta in [0.5, 1, 2] {
            let spring = DampedSpring(angularFrequency: 14, dampingRatio: zeta)
            let next = spring.step(SpringState(position: 0, velocity: 3), target: 1, deltaTime: 1e300)
            XCTAssertEqual(next, SpringState(position: 1, velocity: 0), "ζ = \(zeta)")
        }
    }

    func testZeroNegativeAndNonFiniteTimeStepsLeaveTheStateUnchanged() {
        let spring = DampedSpring.courseBoing
        let state = SpringState(position: 0.25, velocity: -2)
        for deltaTime in [0, -0.1, -.infinity, .nan, .infinity] {
            XCTAssertEqual(spring.step(state, target: 1, deltaTime: deltaTime), state, "Δt = \(deltaTime)")
        }
    }

    func testANonFiniteTargetLeavesTheStateUnchanged() {
        let spring = DampedSpring.courseBoing
        let state = SpringState(position: 0.25, velocity: -2)
        for target in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(spring.step(state, target: target, deltaTime: 1.0 / 60), state, "target \(target)")
        }
    }
}
