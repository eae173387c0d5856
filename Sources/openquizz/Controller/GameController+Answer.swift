import Motion
import QuizCore

extension GameController {
    /// Answers the question shown with `answer`: the verdict is said, the score bumps, and the
    /// card leaves (from where the mouse let it go, when `releasingDrag`).
    func answer(_ answer: Bool, releasingDrag: Bool = false) {
        // A key during an animation finishes it at once: the key is never lost and never
        // answers the card that is leaving.
        if !releasingDrag { finishMotion() }
        guard let question = game.currentQuestion, let isRight = game.answerCurrentQuestion(with: answer) else {
            if releasingDrag { state.motion.release(answer: nil, at: clock.now) }
            return
        }
        state.lastAnswer = LastAnswer(question: question, choice: answer, isRight: isRight)
        state.answered(at: clock.now)
        state.showsAnsweredCard = true
        if isRight, !reducedMotion {
            // The score bumps as it rises: up a row and back, on a short spring.
            state.scoreBump = SpringAnimation(
                from: 1, to: 0, spring: .courseBoing, startTime: clock.now, restDistance: 0.05, restVelocity: 0.5)
        }
        // Let go by the mouse, it slides off from where it is.
        if releasingDrag {
            state.motion.release(answer: answer, at: clock.now)
        } else {
            state.motion.swipe(answer: answer, at: clock.now)
        }
    }
}
