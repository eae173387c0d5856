import XCTest

@testable import Motion

/// Tests of the easing curves' shape.
final class EasingTests: XCTestCase {

    private let allEasings: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut]

    // MARK: - Endpoints and clamping

    func testEveryCurveStartsAtExactlyZeroAndEndsAtExactlyOne() {
        for easing in allEasings {
            XCTAssertEqual(easing(0), 0, "\(easing)")
            XCTAssertEqual(easing(1), 1, "\(easing)")
        }
    }

    func testInputIsClampedToTheUnitInterval() {
        for easing in allEasings {
            XCTAssertEqual(easing(-0.5), 0, "\(easing)")
            XCTAssertEqual(easing(3), 1, "\(easing)")
            XCTAssertEqual(easing(.nan), 0, "\(easing)")
            XCTAssertEqual(easing(.infinity), 1, "\(easing)")
        }
    }

    // MARK: - Shape

    func testEveryCurveIsMonotonicOverOneHundredSamples() {
        for easing in allEasings {
            var previous = easing(0)
            for sample in 1..<100 {
                let current = easing(Double(sample) / 99)
                XCTAssertGreaterThanOrEqual(current, previous, "\(easing) at sample \(sample)")
                previous = current
            }
        }
    }

    func testEaseInLagsAndEaseOutLeadsLinear() {
        for sample in 1..<100 {
            let t = Double(sample) / 100
            XCTAssertLessThan(Easing.easeIn(t), t)
            XCTAssertGreaterThan(Easing.easeOut(t), t)
        }
    }

    func testEaseInOutIsSymmetricAroundTheMiddle() {
        for sample in 0...100 {
            let t = Double(sample) / 100
            XCTAssertEqual(Easing.easeInOut(t) + Easing.easeInOut(1 - t), 1, accuracy: 1e-12, "t = \(t)")
        }
    }
}
