import XCTest

/// A whole game played through the real binary, reading each card and answering from the bank.
///
/// A game of 4 questions (`--amount 4`), in full motion: each answer's slide and drop take about
/// a second of real time, and two right then two wrong play each verdict twice, arrows on odd
/// questions and letters on even ones; a fifth question shows nothing the first four did not
/// (a game of ten is played in DailyEndToEndTests, without the motion).
final class GamePlayTests: EndToEndTestCase {
    private let length = 4
    private let cardFrame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)!

    /// The card at rest in its place with one of the bank's questions on it.
    private func restingQuestion(_ screen: Screen, bank: QuestionBank) -> Card? {
        guard let card = screen.card(), card.frame == cardFrame, bank.lookUp(card.text) != nil else { return nil }
        return card
    }

    /// The screen once question `number` (`card`) is answered with `key`: the next question at
    /// rest under `verdict` and `score`, or the Game Over card after the last, drawn to its end.
    private func screenAfter(
        answering number: Int, of card: Card, with key: String, saying verdict: String, score: String,
        _ session: TmuxSession, _ bank: QuestionBank
    ) throws -> Screen {
        if number < length {
            return try session.waitFor("question \(number + 1) after \(key)") { screen in
                guard screen.score == score, let next = self.restingQuestion(screen, bank: bank) else {
                    return false
                }
                return next.text != card.text && screen.progress == "Question \(number + 1) of \(length)"
                    && screen.contains(verdict)
            }
        }
        return try session.waitFor("Game Over", stableFor: 0.3) { screen in
            guard let card = screen.card() else { return false }
            return screen.score == score && card.frame == self.cardFrame && card.text.hasPrefix("Game Over")
                && screen.contains(verdict)
        }
    }

    func testFullGameTwoRightTwoWrongThenNewGameAndQuit() throws {
        let bank = try QuestionBank()
        let session = try launch(["--seed", "7", "--amount", "\(length)"])
        // The score too: a capture may show a frame half drawn, without the line below the card.
        var screen = try session.waitFor("the first question") {
            self.restingQuestion($0, bank: bank) != nil && $0.score != nil
        }
        XCTAssertEqual(screen.score, "0 / \(length)")

        var asked: [String] = []
        for number in 1...length {
            let card = try XCTUnwrap(restingQuestion(screen, bank: bank), "question \(number):\n\(screen)")
            let entry = try XCTUnwrap(bank.lookUp(card.text))
            XCTAssertFalse(asked.contains(card.text), "question \(number) asked twice: \(card.text)")
            asked.append(card.text)

            let answersRight = number <= 2
            let answer = answersRight ? entry.answer : !entry.answer
            // Arrows on odd questions, letters on even ones.
            let key = answer ? (number.isMultiple(of: 2) ? "l" : "Right") : (number.isMultiple(of: 2) ? "h" : "Left")
            try session.send(key)

            let expectedScore = "\(min(number, 2)) / \(length)"
            let truth = entry.answer ? "true" : "false"
            let verdict = answersRight ? "Right! It's \(truth)." : "Wrong: it's \(truth)."
            screen = try screenAfter(
                answering: number, of: card, with: key, saying: verdict, score: expectedScore, session, bank)
            XCTAssertTrue(screen.contains(verdict), "after question \(number) (\(key)): want \(verdict)\n\(screen)")
        }
        XCTAssertEqual(screen.score, "2 / \(length)")
        XCTAssertEqual(screen.card()?.text.hasPrefix("Game Over"), true, "\(screen)")

        // An arrow after the game changes nothing. To know it was read, open the help after it
        // (keys are read in order), close it, and compare.
        let gameOver = screen
        try session.send("Right")
        try session.send("?")
        try session.waitFor("the help") { $0.contains("this help") }
        try session.send("x")
        // The whole box gone: tmux may show a frame half applied.
        let afterArrow = try session.waitFor("the help to close", stableFor: 0.3) {
            !$0.contains("this help") && !$0.contains("press any key to close")
        }
        XCTAssertEqual(afterArrow, gameOver, "an arrow after Game Over changed the screen")

        try session.send("n")
        // The verdict row is drawn after the score row: the old verdict must go within the wait.
        screen = try session.waitFor("a new game's first question, without the old verdict") {
            $0.score == "0 / \(length)" && self.restingQuestion($0, bank: bank) != nil
                && !$0.contains("Right!") && !$0.contains("Wrong:")
        }

        try session.send("q")
        try assertExited(session, status: 0)
        XCTAssertEqual(try session.waitForExit().standardError, "")
    }
}
