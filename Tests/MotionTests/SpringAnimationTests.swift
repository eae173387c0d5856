import XCTest

@testable import Motion

/// Tests of the caller-clocked spring animation, mostly with the course's bouncy spring.
final class SpringAnimationTests: XCTestCase {

    // MARK: - Helpers

    /// One frame of a recorded animation.
    private struct Frame {
        let time: Double
        let value: Double
        let isAtRest: Bool
    }

    /// Plays the course spring from 0 to 1 at 60 Hz for one second, starting at `startTime`.
    private func playCourseBoing(startTime: Double = 0.01) -> (frames: [Frame], final: SpringAnimation) {
        var animation = SpringAnimation(from: 0, to: 1, startTime: startTime)
        var frames: [Frame] = []
        for frame in 1...60 {
            let elapsed = Double(frame) / 60
            animation.advance(to: startTime + elapsed)
            frames.append(Frame(time: elapsed, value: animation.value, isAtRest: animation.isAtRest))
        }
        return (frames, animation)
    }

    // MARK: - The course spring at 60 Hz

    func testCourseBoingOvershootsAboutSixteenPercent() {
        let peak = playCourseBoing().frames.map(\.value).max()!
        XCTAssertGreaterThan(peak, 1.14)
        XCTAssertLessThan(peak, 1.19)
    }

    func testCourseBoingPeaksAboutAQuarterOfASecondIn() {
        let frames = playCourseBoing().frames
        let peak = frames.max { $0.value < $1.value }!
        XCTAssertGreaterThanOrEqual(peak.time, 0.2)
        XCTAssertLessThanOrEqual(peak.time, 0.32)
    }

    func testCourseBoingComesToRestWithinOneSecond() {
        let (frames, final) = playCourseBoing()
        XCTAssertTrue(final.isAtRest)
        let firstRest = frames.firstIndex { $0.isAtRest }
        XCTAssertNotNil(firstRest)
        XCTAssertTrue(frames[firstRest!...].allSatisfy(\.isAtRest), "stays at rest once there")
    }

    func testValueAtRestIsExactlyTheTarget() {
        let (frames, final) = playCourseBoing()
        XCTAssertEqual(final.value, 1)
        XCTAssertEqual(final.velocity, 0)
        for frame in frames where frame.isAtRest {
            XCTAssertEqual(frame.value, 1, "at \(frame.time) s")
        }
    }

    func testAnimationMatchesTheBareSpringUntilItRests() {
        var animation = SpringAnimation(from: 0, to: 1, startTime: 0, restDistance: 0, restVelocity: 0)
        var state = SpringState(position: 0, velocity: 0)
        for frame in 1...60 {
            animation.advance(to: Double(frame) / 60)
            state = DampedSpring.courseBoing.step(state, target: 1, deltaTime: 1.0 / 60)
            XCTAssertEqual(animation.value, state.position, accuracy: 1e-12, "frame \(frame)")
            XCTAssertEqual(animation.velocity, state.velocity, accuracy: 1e-10, "frame \(frame)")
        }
        XCTAssertFalse(animation.isAtRest, "zero thresholds never count as arrived")
    }

    // MARK: - Clock handling

    func testATenSecondGapLandsAtRestOnTheTarget() {
        var animation = SpringAnimation(from: 0, to: 1, initialVelocity: 0.5, startTime: 0)
        animation.advance(to: 1.0 / 60)
        animation.advance(to: 10 + 1.0 / 60)
        XCTAssertTrue(animation.isAtRest)
        XCTAssertEqual(animation.value, 1)
        XCTAssertEqual(animation.velocity, 0)
    }

    func testTimeGoingBackwardsIsIgnored() {
        var animation = SpringAnimation(from: 0, to: 1, startTime: 0)
        animation.advance(to: 0.2)
        let atPointTwo = animation
        animation.advance(to: 0.1)
        XCTAssertEqual(animation, atPointTwo)
        animation.advance(to: 0.3)

        var reference = SpringAnimation(from: 0, to: 1, startTime: 0)
        reference.advance(to: 0.2)
        reference.advance(to: 0.3)
        XCTAssertEqual(animation.value, reference.value)
    }

    func testRepeatedAndNonFiniteTimesAreIgnored() {
        var animation = SpringAnimation(from: 0, to: 1, startTime: 0)
        animation.advance(to: 0.1)
        let before = animation
        for time in [0.1, .nan, .infinity, -.infinity] {
            animation.advance(to: time)
            XCTAssertEqual(animation, before, "time \(time)")
        }
    }

    func testTimeBeforeTheStartIsIgnored() {
        var animation = SpringAnimation(from: 3, to: 8, startTime: 5)
        animation.advance(to: 4)
        XCTAssertEqual(animation.value, 3)
        XCTAssertFalse(animation.isAtRest)
    }

    // MARK: - Rest and finish

    func testFinishSnapsToTheTargetAtRest() {
        var animation = SpringAnimation(from: 0, to: 40, startTime: 0)
        animation.advance(to: 0.05)
        XCTAssertNotEqual(animation.value, 40)
        animation.finish()
        XCTAssertTrue(animation.isAtRest)
        XCTAssertEqual(animation.value, 40)
        XCTAssertEqual(animation.velocity, 0)
        animation.advance(to: 0.5)
        XCTAssertEqual(animation.value, 40, "stays put after finishing")
    }

    func testAnimationAlreadyOnItsTargetStartsAtRest() {
        let animation = SpringAnimation(from: 7, to: 7, startTime: 0)
        XCTAssertTrue(animation.isAtRest)
        XCTAssertEqual(animation.value, 7)
    }

    func testInitialVelocityKicksAValueOffItsTarget() {
        var animation = SpringAnimation(from: 7, to: 7, initialVelocity: 10, startTime: 0)
        XCTAssertFalse(animation.isAtRest)
        animation.advance(to: 0.05)
        XCTAssertGreaterThan(animation.value, 7)
    }

    // MARK: - UIKit translation

    func testUIKitInitialVelocityIsAFractionOfTheDistancePerSecond() {
        XCTAssertEqual(SpringAnimation.uikitInitialVelocity(0.5, from: 0, to: 100), 50)
        XCTAssertEqual(SpringAnimation.uikitInitialVelocity(0.5, from: 10, to: 4), -3)
        XCTAssertEqual(SpringAnimation.uikitInitialVelocity(2, from: 5, to: 5), 0)
    }
}
