import XCTest

/// The mouse in tmux: the card dragged with SGR reports as the terminal sends them, a click on
/// New Game, and mouse reporting switched off after q, Ctrl-C and Ctrl-Z (and back after `fg`).
final class MouseTests: EndToEndTestCase {
    /// Which mouse modes tmux says the pane has on: button-event tracking (1002) and SGR (1006).
    private func mouseModes(_ session: TmuxSession) throws -> String {
        try session.run(["display-message", "-p", "#{mouse_button_flag}#{mouse_sgr_flag}"]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An SGR mouse report, 1-based as the terminal sends it: `M` a press or move, `m` a release.
    private func mouse(_ session: TmuxSession, _ button: Int, _ x: Int, _ y: Int, release: Bool = false) throws {
        try session.type("\u{1B}[<\(button);\(x);\(y)\(release ? "m" : "M")", enter: false)
    }

    func testTheCardIsDraggedToAnswerSpringsBackShortOfTheThresholdAndUpIsANewGame() throws {
        let bank = try QuestionBank()
        let session = try launch(["--offline", "--seed", "4"])
        let first = try session.waitFor("the first question") { $0.progress == "Question 1 of 10" && $0.card() != nil }
        XCTAssertEqual(try mouseModes(session), "11", "button tracking and SGR reports on")
        let question = try XCTUnwrap(first.card()).text
        let entry = try XCTUnwrap(bank.lookUp(question))

        // Held and dragged 12 columns right: it follows, leans and says TRUE.
        try mouse(session, 0, 40, 10)
        for x in [44, 48, 52] { try mouse(session, 32, x, 10) }
        let held = try session.waitFor("the card following the pointer") { $0.contains("✓ TRUE") }
        XCTAssertEqual(held.progress, "Question 1 of 10", "nothing answered while held")
        // Let go short of a quarter of the width (20 columns): back to the centre, unanswered.
        try mouse(session, 0, 52, 10, release: true)
        let back = try session.waitFor("the card back in place") {
            $0.card()?.frame == CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        }
        XCTAssertEqual(back.card()?.text, question)
        XCTAssertEqual(back.progress, "Question 1 of 10")

        // Dragged 22 columns left and let go: false, and the card slides off.
        try mouse(session, 0, 40, 10)
        for x in [34, 28, 22, 18] { try mouse(session, 32, x, 10) }
        try mouse(session, 0, 18, 10, release: true)
        let answered = try session.waitFor("the answer") { $0.progress == "Question 2 of 10" }
        XCTAssertEqual(answered.score, entry.answer ? "0 / 10" : "1 / 10", "false was the answer: \(answered)")

        // Dragged up: a new game.
        try session.waitFor("the second question at rest") {
            $0.card()?.frame == CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        }
        try mouse(session, 0, 40, 12)
        try mouse(session, 32, 40, 8)
        try mouse(session, 0, 41, 5, release: true)
        try session.waitFor("a new game") { $0.progress == "Question 1 of 10" && $0.score == "0 / 10" }

        // A click on New Game: another.
        try session.send("Right")
        try session.waitFor("an answer") { $0.progress == "Question 2 of 10" }
        try mouse(session, 0, 40, 24)
        try mouse(session, 0, 40, 24, release: true)
        try session.waitFor("a new game from the button") { $0.progress == "Question 1 of 10" }

        // Still answering keys, then q: mouse reporting off, the terminal restored.
        try session.send("Left")
        try session.waitFor("a key's answer") { $0.progress == "Question 2 of 10" }
        try session.send("q")
        try assertExited(session, status: 0)
        XCTAssertEqual(try mouseModes(session), "00", "mouse reporting left on after q")
    }

    func testNoMouseLeavesTheMouseToTheTerminal() throws {
        let session = try launch(["--offline", "--no-mouse"])
        try session.waitFor("the first question") { $0.progress == "Question 1 of 10" }
        XCTAssertEqual(try mouseModes(session), "00")
        try mouse(session, 0, 40, 10)
        try mouse(session, 32, 70, 10)
        try mouse(session, 0, 70, 10, release: true)
        try session.send("?")
        let help = try session.waitFor("the help, after the reports") { $0.contains("Keys") }
        XCTAssertFalse(help.contains("Question 2 of 10"), "a report answered with --no-mouse")
        try session.send("q", "q")
        try assertExited(session, status: 0)
    }

    func testCtrlCAndCtrlZTurnMouseReportingOffAndFgTurnsItBackOn() throws {
        let session = try launch([], interactiveShell: true)
        try session.waitFor("the shell's prompt") { $0.nonBlankLines.last == "$" }
        try session.type("\(session.appCommand) --offline")
        try session.waitFor("the first question") { $0.progress == "Question 1 of 10" }
        XCTAssertEqual(try mouseModes(session), "11")
        try session.send("C-z")
        try session.waitFor("the shell") { $0.contains("Stopped") && $0.nonBlankLines.last == "$" }
        XCTAssertEqual(try mouseModes(session), "00", "mouse reporting left on for the shell after Ctrl-Z")
        try session.type("fg")
        try session.waitFor("the game back") { $0.progress == "Question 1 of 10" }
        XCTAssertEqual(try mouseModes(session), "11", "mouse reporting not back after fg")
        try session.send("C-c")
        try session.waitFor("the shell after Ctrl-C") { $0.nonBlankLines.last == "$" }
        XCTAssertEqual(try mouseModes(session), "00", "mouse reporting left on after Ctrl-C")
    }
}
