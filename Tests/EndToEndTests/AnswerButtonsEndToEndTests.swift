import XCTest

/// False and True under the card in tmux: clicked with SGR reports as the terminal sends them,
/// they answer; a click beside them does nothing; with `--no-mouse` they are hints only.
final class AnswerButtonsEndToEndTests: EndToEndTestCase {
    /// An SGR mouse report, 1-based as the terminal sends it: `M` a press, `m` a release.
    private func click(_ session: TmuxSession, _ x: Int, _ y: Int) throws {
        try session.type("\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m", enter: false)
    }

    func testAClickOnFalseOrTrueAnswersItAndBesideThemNothing() throws {
        let bank = try QuestionBank()
        // Without the motion, which is not what this test is about (MouseTests drags the card in
        // it): each next card 0.35 s after the click.
        let session = try launch(["--offline", "--seed", "4", "--reduced-motion"])
        let first = try session.waitFor("the first question") { $0.progress == "Question 1 of 10" && $0.card() != nil }
        // Row 17 (18 counted from 1), under the card's columns 16...63.
        XCTAssertEqual(first.lines[17], "                 ← False                                 True →", "\(first)")
        let firstEntry = try XCTUnwrap(bank.lookUp(try XCTUnwrap(first.card()).text))

        // Beside False's label, on its row: nothing.
        try click(session, 27, 18)
        try session.send("?")
        let help = try session.waitFor("the help, after the click") { $0.contains("Keys") }
        XCTAssertFalse(help.contains("Question 2 of 10"), "a click beside the label answered")
        try session.send("Escape")
        try session.waitFor("the help closed") { !$0.contains("Keys") && $0.progress == "Question 1 of 10" }

        // On False: answered false.
        try click(session, 21, 18)
        let second = try session.waitFor("the answer false") {
            $0.progress == "Question 2 of 10"
                && $0.card()?.frame == CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        }
        XCTAssertEqual(second.score, firstEntry.answer ? "0 / 10" : "1 / 10", "false was the answer: \(second)")
        let secondEntry = try XCTUnwrap(bank.lookUp(try XCTUnwrap(second.card()).text))

        // On True: answered true.
        let before = firstEntry.answer ? 0 : 1
        try click(session, 60, 18)
        let third = try session.waitFor("the answer true") { $0.progress == "Question 3 of 10" }
        XCTAssertEqual(third.score, "\(before + (secondEntry.answer ? 1 : 0)) / 10", "true was the answer: \(third)")
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testWithNoMouseTheyAreHintsAndAClickDoesNothing() throws {
        let session = try launch(["--offline", "--no-mouse"])
        let first = try session.waitFor("the first question") { $0.progress == "Question 1 of 10" }
        XCTAssertEqual(first.lines[17], "                ← False                                   True →", "\(first)")
        try click(session, 21, 18)
        try session.send("?")
        let help = try session.waitFor("the help, after the click") { $0.contains("Keys") }
        XCTAssertFalse(help.contains("Question 2 of 10"), "a click answered with --no-mouse")
        try session.send("q", "q")
        try assertExited(session, status: 0)
    }
}
