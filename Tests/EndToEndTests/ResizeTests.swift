import XCTest

/// The smallest playable size, a screen too small to play, and resizes between them.
final class ResizeTests: EndToEndTestCase {
    /// The card whole in its resting place at the session's size, with a bank question on it.
    private func wholeQuestion(_ screen: Screen, in session: TmuxSession, bank: QuestionBank) -> Card? {
        let frame = CellRect.restingCard(screenWidth: session.width, screenHeight: session.height)
        guard let card = screen.card(), card.frame == frame, bank.lookUp(card.text) != nil else { return nil }
        return card
    }

    func testMinimumSizeThenTooSmallThenBack() throws {
        let bank = try QuestionBank()
        let session = try launch(["--seed", "11"], width: 40, height: 12)
        let small = try session.waitFor("the whole card at 40x12, and the button", showing: ["New Game"]) {
            $0.score == "0 / 10" && self.wholeQuestion($0, in: session, bank: bank) != nil
        }
        let question = try XCTUnwrap(small.card()?.text)
        XCTAssertTrue(small.contains("New Game"), "\(small)")

        try session.resize(width: 30, height: 10)
        let tooSmall = try session.waitFor("the too-small message") { $0.contains("Terminal too small") }
        XCTAssertNil(tooSmall.card(), "a card drawn on a too-small screen:\n\(tooSmall)")

        try session.resize(width: 80, height: 24)
        let large = try session.waitFor("the game redrawn at 80x24") {
            $0.score == "0 / 10" && self.wholeQuestion($0, in: session, bank: bank) != nil
        }
        XCTAssertEqual(large.card()?.text, question, "the question changed across resizes")
        XCTAssertFalse(large.contains("Terminal too small"), "\(large)")

        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testStartingTooSmallThenGrowing() throws {
        let bank = try QuestionBank()
        let session = try launch(["--seed", "12"], width: 30, height: 10)
        try session.waitFor("the too-small message") { $0.contains("Terminal too small") && $0.contains("30x10") }

        try session.resize(width: 40, height: 12)
        try session.waitFor("the game at 40x12") {
            $0.score == "0 / 10" && self.wholeQuestion($0, in: session, bank: bank) != nil
        }
        try session.send("Escape")
        try assertExited(session, status: 0)
    }

    /// A shell may export COLUMNS and LINES for another size: the terminal's own size wins.
    func testCOLUMNSAndLINESInTheEnvironmentDontOverrideTheTerminalsSize() throws {
        let bank = try QuestionBank()
        let session = try launch(["--seed", "13"], environment: ["COLUMNS": "120", "LINES": "40"])
        try session.waitFor("the card in its place at 80x24") {
            $0.score == "0 / 10" && self.wholeQuestion($0, in: session, bank: bank) != nil
        }
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
