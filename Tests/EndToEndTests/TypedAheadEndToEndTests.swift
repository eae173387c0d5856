import XCTest

/// The real binary in tmux: N and an answer in one write, as a fast typist (or a script) sends
/// them, answer the new game's first question.
final class TypedAheadEndToEndTests: EndToEndTestCase {
    func testNThenLInOneWriteAnswersTheNewGamesFirstQuestion() throws {
        let session = try launch(["--offline", "--seed", "5"])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try session.waitFor("the first question") { $0.progress == "Question 1 of 10" && $0.card()?.frame == frame }
        try session.send("Right")
        try session.waitFor("the second question") { $0.progress == "Question 2 of 10" }
        try session.send("Right")
        try session.waitFor("the third question") { $0.progress == "Question 3 of 10" }
        try session.send("n", "l")  // one tmux command: one write to the pane
        let answered = try session.waitFor("the new game's first question answered") { screen in
            screen.progress == "Question 2 of 10" && (screen.contains("Right!") || screen.contains("Wrong:"))
                && screen.score.map { $0.hasPrefix("0 /") || $0.hasPrefix("1 /") } == true
        }
        XCTAssertFalse(answered.contains("Game Over"), "\(answered)")
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
