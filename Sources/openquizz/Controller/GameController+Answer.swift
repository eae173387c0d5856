import QuizCore

extension GameController {
    /// Answers the question shown with `answer`: the verdict is said, the score bumps, and the
    /// card leaves (from where the mouse let it go, when `releasingDrag`).
    func answer(_ answer: Bool, releasingDrag: Bool = false) {
        // A key during an animation finishes it at once: the key is never lost and never
        // answers the card that is leaving.
        if !releasingDrag { state.finishMotion() }
        // A mode's clock catches up first: an answer after its time is out finds no question.
        session.screen.update(in: self, after: nil)
        guard let question = game.currentQuestion, let isRight = game.answerCurrentQuestion(with: answer) else {
            if releasingDrag { state.motion.release(answer: nil, at: clock.seconds) }
            return
        }
        state.show(
            LastAnswer(question: question, choice: answer, isRight: isRight), at: clock.seconds,
            bumpsScore: isRight && !state.motion.reduced, releasingDrag: releasingDrag)
    }
}
