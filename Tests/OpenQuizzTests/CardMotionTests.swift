import XCTest

@testable import openquizz

final class CardMotionTests: XCTestCase {
    private func pose(_ motion: CardMotion, at time: Double) -> CardMotion.Pose {
        motion.pose(at: time, cardX: 20, cardWidth: 40, cardHeight: 10, screenWidth: 80)
    }

    /// The side the answered card on screen goes to (swipe and slide), or nil once it has left.
    private func answeredSide(_ motion: CardMotion) -> Bool? {
        switch motion.phase {
        case .swiping(let answer, _), .sliding(let answer, _, _): answer
        case .resting, .springing, .holding, .dropping, .dragging, .returning: nil
        }
    }

    func testARestingCardSitsStill() {
        XCTAssertEqual(pose(CardMotion(), at: 5), CardMotion.Pose(offsetX: 0, lean: 0, scale: 1))
        XCTAssertFalse(CardMotion().isMoving)
    }

    func testASwipeRightMovesAndLeansRightThenSlidesOffTheRightEdge() {
        var motion = CardMotion()
        motion.swipe(answer: true, at: 0)
        motion.advance(to: 0.06)
        let halfway = pose(motion, at: 0.06)
        XCTAssertGreaterThan(halfway.offsetX, 0)
        XCTAssertGreaterThan(halfway.lean, 0)
        XCTAssertEqual(answeredSide(motion), true)

        motion.advance(to: 0.12)
        XCTAssertEqual(pose(motion, at: 0.12).offsetX, 10, "a quarter of the card's width aside")

        motion.advance(to: 0.12 + 0.299)
        let edge = pose(motion, at: 0.12 + 0.299)
        XCTAssertGreaterThanOrEqual(edge.offsetX, 55, "nearly off the screen after 0.3 s")
        XCTAssertEqual(answeredSide(motion), true, "the answered card is still on screen")
    }

    func testASwipeLeftGoesLeftPastTheLeftEdge() {
        var motion = CardMotion()
        motion.swipe(answer: false, at: 0)
        motion.advance(to: 0.419)
        let edge = pose(motion, at: 0.419)
        XCTAssertLessThan(edge.lean, 0)
        XCTAssertLessThanOrEqual(edge.offsetX, -(20 + 40))
    }

    func testTheSlideEndsAfterPointThreeSecondsAndTheNextCardGrowsFromAPoint() {
        var motion = CardMotion()
        motion.swipe(answer: true, at: 0)
        XCTAssertFalse(motion.advance(to: 0.41))
        XCTAssertTrue(motion.advance(to: 0.42), "reports the moment the answered card leaves")
        XCTAssertNil(answeredSide(motion), "the answered card has left")
        let start = pose(motion, at: 0.42)
        XCTAssertEqual(start.offsetX, 0)
        XCTAssertLessThan(start.scale, 0.05)
    }

    func testTheNextCardOvershootsThenComesToRest() {
        var motion = CardMotion()
        motion.swipe(answer: true, at: 0)
        var time = 0.0
        while !motion.advance(to: time), time < 3 { time += 1.0 / 60 }
        let left = time
        var peak = 0.0
        while motion.isMoving, time < 4 {
            time += 1.0 / 60
            motion.advance(to: time)
            peak = max(peak, pose(motion, at: time).scale)
        }
        XCTAssertGreaterThan(peak, 1.1, "a visible overshoot")
        XCTAssertLessThan(peak, 1.25)
        XCTAssertFalse(motion.isMoving)
        XCTAssertLessThan(time - left, 1.0, "at rest within a second of springing in")
        XCTAssertEqual(pose(motion, at: time).scale, 1)
    }

    func testALongPauseLandsAtRest() {
        var motion = CardMotion()
        motion.swipe(answer: false, at: 0)
        XCTAssertTrue(motion.advance(to: 100))
        XCTAssertFalse(motion.isMoving)
    }

    func testFinishStopsAtOnce() {
        var motion = CardMotion()
        motion.swipe(answer: true, at: 0)
        motion.finish()
        XCTAssertFalse(motion.isMoving)
        XCTAssertEqual(pose(motion, at: 0.1).offsetX, 0)
    }
}
