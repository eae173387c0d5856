import Motion

/// The question card's animation, as the course plays it: the card moves toward the side the
/// player chose and leans, slides off the screen on that side, then the next card grows from a
/// point in the centre with a damped spring.
///
/// Pure state over the injected time: `advance(to:)` moves it on, `pose(…)` says where the card is.
struct CardMotion: Equatable {
    /// Seconds the card takes to move aside and lean, once the answer is given.
    static let swipeDuration = 0.12
    /// Seconds the card takes to slide off the screen (the course's 0.3 s).
    static let slideDuration = 0.3
    /// How far the card moves aside before sliding off, as a fraction of its width.
    static let swipeFraction = 0.25
    /// Lean at the end of the swipe, in columns of shear per row.
    static let maximumLean = 0.6
    /// The size the next card starts from (the course's 1 %).
    static let startScale = 0.01
    /// With reduced motion, how long the answered card stays, coloured, before the next one
    /// takes its place (no move at all).
    static let holdDuration = 0.35
    /// The longest the Game Over card takes to fall into place: then it is there.
    static let dropDuration = 0.9
    /// The spring the Game Over card falls and bounces on: quicker than the course's, so that it
    /// settles within `dropDuration`.
    static let dropSpring = DampedSpring(angularFrequency: 16, dampingRatio: 0.45)

    enum Phase: Equatable {
        case resting
        /// Moving aside and leaning toward the answer's side.
        case swiping(answer: Bool, start: Double)
        /// Sliding off the screen on the answer's side, from `from` columns aside (nil: where
        /// the swipe leaves it, a quarter of its width).
        case sliding(answer: Bool, start: Double, from: Double? = nil)
        /// Following the mouse: `offset` columns aside, `rise` rows up (negative).
        case dragging(offset: Int, rise: Int)
        /// Let go before the threshold: back to the centre on the course's spring.
        case returning(SpringAnimation)
        /// The next card growing with a spring.
        case springing(SpringAnimation)
        /// Reduced motion: the answered card stays put, coloured, for a moment.
        case holding(start: Double)
        /// The Game Over card falling from above the screen and bouncing into place.
        case dropping(SpringAnimation, start: Double)
    }

    /// Where the card is drawn: columns from its resting place, lean and scale.
    struct Pose: Equatable {
        var offsetX: Int
        var offsetY = 0
        var lean: Double
        var scale: Double
    }

    private(set) var phase: Phase = .resting

    /// Whether the card is anywhere but at rest.
    var isMoving: Bool { phase != .resting }

    /// Whether it moves by itself, and so needs frames: not at rest, and not held by the mouse
    /// (a card held still needs none).
    var isAnimating: Bool { isMoving && dragOffset == nil }

    /// Whether cards appear and go without moving (`--reduced-motion`): an answered card holds
    /// still, then the next one is simply there.
    var reduced = false

    /// Starts the swipe for an answer given at `time`.
    mutating func swipe(answer: Bool, at time: Double) {
        phase = reduced ? .holding(start: time) : .swiping(answer: answer, start: time)
    }

    /// Starts the Game Over card's fall, `rows` above its place, at `time` (nothing with reduced
    /// motion).
    mutating func drop(from rows: Int, at time: Double) {
        guard !reduced, rows > 0 else { return }
        let spring = SpringAnimation(
            from: -Double(rows), to: 0, spring: Self.dropSpring, startTime: time, restDistance: 0.4, restVelocity: 2)
        phase = .dropping(spring, start: time)
    }

    /// Whether the answered card is going (swiping, sliding off, or held still with reduced
    /// motion): the next question isn't on screen yet.
    var isAnswerLeaving: Bool {
        switch phase {
        case .swiping, .sliding, .holding: true
        case .resting, .dragging, .returning, .springing, .dropping: false
        }
    }

    /// Whether the card is falling into place (Game Over).
    var isDropping: Bool {
        if case .dropping = phase { return true }
        return false
    }

    /// Puts the card at rest at once.
    mutating func finish() {
        phase = .resting
    }

    /// Moves the animation on to `time`; returns true when the answered card just left the
    /// screen, so the caller shows the next card's content.
    @discardableResult
    mutating func advance(to time: Double) -> Bool {
        switch phase {
        case .resting:
            return false
        case .swiping(let answer, let start):
            guard time - start >= Self.swipeDuration else { return false }
            phase = .sliding(answer: answer, start: start + Self.swipeDuration)
            return advance(to: time)
        case .sliding(_, let start, _):
            guard time - start >= Self.slideDuration else { return false }
            var spring = Self.makeSpring(at: start + Self.slideDuration)
            spring.advance(to: time)
            phase = spring.isAtRest ? .resting : .springing(spring)
            return true
        case .springing(var spring):
            spring.advance(to: time)
            phase = spring.isAtRest ? .resting : .springing(spring)
            return false
        case .dragging:
            return false
        case .returning(var spring):
            spring.advance(to: time)
            phase = spring.isAtRest ? .resting : .returning(spring)
            return false
        case .holding(let start):
            guard time - start >= Self.holdDuration else { return false }
            phase = .resting
            return true
        case .dropping(var spring, let start):
            spring.advance(to: time)
            phase = spring.isAtRest || time - start >= Self.dropDuration ? .resting : .dropping(spring, start: start)
            return false
        }
    }

    /// The card's pose at `time`; call after `advance(to:)`.
    ///
    /// The card at rest is `cardWidth` × `cardHeight`, its left edge at `cardX`, on a screen
    /// `screenWidth` wide.
    func pose(at time: Double, cardX: Int, cardWidth: Int, cardHeight: Int, screenWidth: Int) -> Pose {
        let aside = Double(cardWidth) * Self.swipeFraction
        switch phase {
        case .resting:
            return Pose(offsetX: 0, lean: 0, scale: 1)
        case .swiping(let answer, let start):
            let progress = Tween(from: 0, to: 1, duration: Self.swipeDuration, startTime: start, easing: .easeOut)
                .value(at: time)
            let direction = answer ? 1.0 : -1.0
            return Pose(
                offsetX: Int((direction * aside * progress).rounded()),
                lean: direction * Self.maximumLean * progress,
                scale: 1
            )
        case .sliding(let answer, let start, let from):
            let aside = from ?? aside
            let progress = Tween(from: 0, to: 1, duration: Self.slideDuration, startTime: start, easing: .easeIn)
                .value(at: time)
            let direction = answer ? 1.0 : -1.0
            // Far enough that the leaning card's every row is past the edge.
            let shear = Self.maximumLean * Double(cardHeight) / 2
            let offScreen =
                answer
                ? Double(screenWidth - cardX) + shear + 1
                : Double(cardX + cardWidth) + shear + 1
            let distance = aside + (offScreen - aside) * progress
            return Pose(
                offsetX: Int((direction * distance).rounded()),
                lean: direction * Self.maximumLean,
                scale: 1
            )
        case .springing(let spring):
            return Pose(offsetX: 0, lean: 0, scale: max(0, spring.value))
        case .dragging(let offset, let rise):
            return Pose(
                offsetX: offset, offsetY: min(0, rise), lean: Self.lean(offset: offset, screenWidth: screenWidth),
                scale: 1)
        case .returning(let spring):
            let offset = Int(spring.value.rounded())
            return Pose(offsetX: offset, lean: Self.lean(offset: offset, screenWidth: screenWidth), scale: 1)
        case .holding:
            return Pose(offsetX: 0, lean: 0, scale: 1)
        case .dropping(let spring, _):
            return Pose(offsetX: 0, offsetY: Int(spring.value.rounded()), lean: 0, scale: 1)
        }
    }

    // MARK: - The pan gesture

    /// How far the card must be dragged, in columns, for its release to answer: a quarter of the
    /// screen's width.
    static func threshold(screenWidth: Int) -> Int {
        max(1, screenWidth / 4)
    }

    /// The card follows the pointer: `offset` columns aside, `rise` rows up (negative; a card is
    /// never pulled down).
    mutating func drag(offset: Int, rise: Int) {
        phase = .dragging(offset: offset, rise: min(0, rise))
    }

    /// Where a drag left the card, if one is under way.
    var dragOffset: Int? {
        if case .dragging(let offset, _) = phase { return offset }
        return nil
    }

    /// Let go of the card: with an `answer`, it slides off on that side from where it is; without
    /// one, it springs back to the centre.
    ///
    /// A card let go exactly at the centre just rests.
    mutating func release(answer: Bool?, at time: Double) {
        guard let offset = dragOffset else { return }
        if let answer {
            phase = reduced ? .holding(start: time) : .sliding(answer: answer, start: time, from: Double(abs(offset)))
        } else if offset == 0 || reduced {
            phase = .resting
        } else {
            phase = .returning(
                SpringAnimation(
                    from: Double(offset), to: 0, spring: .courseBoing, startTime: time, restDistance: 0.5,
                    restVelocity: 4))
        }
    }

    /// The lean for a card `offset` columns aside: as on the iPhone, with the distance, up to the
    /// swipe's at the threshold.
    static func lean(offset: Int, screenWidth: Int) -> Double {
        let share = Double(offset) / Double(threshold(screenWidth: screenWidth))
        return maximumLean * min(1, max(-1, share))
    }

    private static func makeSpring(at time: Double) -> SpringAnimation {
        SpringAnimation(
            from: startScale,
            to: 1,
            initialVelocity: SpringAnimation.uikitInitialVelocity(0.5, from: startScale, to: 1),
            startTime: time
        )
    }
}
