import XCTest

@testable import Motion

/// Tests of timed moves, such as the card sliding off screen in 0.3 s.
final class TweenTests: XCTestCase {

    // MARK: - Endpoints

    func testValueAtStartIsFrom() {
        let tween = Tween(from: 10, to: 20, duration: 0.3, startTime: 2)
        XCTAssertEqual(tween.value(at: 2), 10)
        XCTAssertEqual(tween.progress(at: 2), 0)
    }

    func testValueAtTheEndIsExactlyTo() {
        for easing in [Easing.linear, .easeIn, .easeOut, .easeInOut] {
            let tween = Tween(from: 0.1, to: 0.7, duration: 0.3, startTime: 0, easing: easing)
            XCTAssertEqual(tween.value(at: 0.3), 0.7, "\(easing)")
        }
    }

    func testHalfwayValuesFollowEachEasing() {
        let expected: [(Easing, Double)] = [(.linear, 15), (.easeIn, 12.5), (.easeOut, 17.5), (.easeInOut, 15)]
        for (easing, value) in expected {
            let tween = Tween(from: 10, to: 20, duration: 0.4, startTime: 1, easing: easing)
            XCTAssertEqual(tween.value(at: 1.2), value, accuracy: 1e-12, "\(easing)")
            XCTAssertEqual(tween.progress(at: 1.2), 0.5, accuracy: 1e-12, "\(easing)")
        }
    }

    func testDefaultEasingIsEaseIn() {
        XCTAssertEqual(Tween(from: 0, to: 1, duration: 1, startTime: 0).easing, .easeIn)
    }

    // MARK: - Clamping

    func testValueIsClampedBeforeTheStart() {
        let tween = Tween(from: 10, to: 20, duration: 0.3, startTime: 2, easing: .linear)
        XCTAssertEqual(tween.value(at: 1), 10)
        XCTAssertEqual(tween.progress(at: -50), 0)
    }

    func testValueIsClampedAfterTheEnd() {
        let tween = Tween(from: 10, to: 20, duration: 0.3, startTime: 2, easing: .linear)
        XCTAssertEqual(tween.value(at: 3), 20)
        XCTAssertEqual(tween.progress(at: 1e9), 1)
    }

    func testMovingLeftWorksToo() {
        let tween = Tween(from: 80, to: -40, duration: 0.3, startTime: 0, easing: .linear)
        XCTAssertEqual(tween.value(at: 0.15), 20, accuracy: 1e-12)
        XCTAssertEqual(tween.value(at: 1), -40)
    }

    // MARK: - Finishing

    func testIsFinishedOnlyFromTheEndOn() {
        let tween = Tween(from: 0, to: 1, duration: 0.3, startTime: 1)
        XCTAssertFalse(tween.isFinished(at: 0.5))
        XCTAssertFalse(tween.isFinished(at: 1))
        XCTAssertFalse(tween.isFinished(at: 1.29))
        XCTAssertTrue(tween.isFinished(at: 1.3))
        XCTAssertTrue(tween.isFinished(at: 5))
    }

    func testZeroDurationTweenIsFinishedAtOnce() {
        for duration: Double in [0, -1] {
            let tween = Tween(from: 3, to: 9, duration: duration, startTime: 4)
            XCTAssertTrue(tween.isFinished(at: 4), "duration \(duration)")
            XCTAssertTrue(tween.isFinished(at: 0), "duration \(duration)")
            XCTAssertEqual(tween.value(at: 4), 9, "duration \(duration)")
            XCTAssertEqual(tween.progress(at: 4), 1, "duration \(duration)")
        }
    }
}
