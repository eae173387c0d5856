import XCTest

/// Ctrl-Z, then `fg`, from a real interactive shell with job control: the shell gets a cooked
/// terminal and its main screen while the game is stopped, and after `fg` the game is exactly as
/// before and still answers.
final class SuspendTests: EndToEndTestCase {
    /// The words of `stty -a` that say whether the terminal is cooked.
    private static let sttyProbe =
        "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo '<stty'"

    /// Whether the probe printed exactly "icanon echo" (not "-icanon" or "-echo").
    private static func isCooked(_ screen: Screen) -> Bool {
        screen.nonBlankLines.contains { $0.trimmingCharacters(in: .whitespaces) == "icanon echo <stty" }
    }

    func testCtrlZThenFgThenRightAnswersAndQQuits() throws {
        let bank = try QuestionBank()
        let session = try launch([], interactiveShell: true)
        try session.waitFor("the shell's prompt") { $0.nonBlankLines.last == "$" }
        try session.type("\(session.appCommand) --offline --seed 21")
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        let first = try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        let question = try XCTUnwrap(first.card()?.text)
        let entry = try XCTUnwrap(bank.lookUp(question))

        for round in 1...2 {
            try session.send("C-z")
            try session.waitFor("the shell, round \(round)") { $0.contains("Stopped") && $0.nonBlankLines.last == "$" }
            XCTAssertFalse(try session.isAlternateScreenOn(), "the game's screen stayed up while stopped")
            try session.send("C-l")
            try session.type(Self.sttyProbe)
            let probe = try session.waitFor("stty's answer") { $0.contains("echo <stty") }
            XCTAssertTrue(Self.isCooked(probe), "not cooked while stopped:\n\(probe)")

            try session.type("fg")
            let back = try session.waitFor("the game back, round \(round)") {
                $0.score == "0 / 10" && $0.card()?.frame == frame
            }
            XCTAssertEqual(back.card()?.text, question, "the question changed across Ctrl-Z and fg")
        }

        // The first key after fg answers (it used to arrive as a raw escape sequence and quit).
        try session.send("Right")
        let answered = try session.waitFor("the verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        XCTAssertEqual(answered.score, entry.answer ? "1 / 10" : "0 / 10", "\(answered)")
        XCTAssertTrue(try session.isAlternateScreenOn(), "the game left its screen")

        try session.send("q")
        try session.waitFor("the shell after q") { $0.nonBlankLines.last == "$" }
        try session.type("echo \"exit=$?\"; " + Self.sttyProbe)
        let done = try session.waitFor("the exit status") { $0.contains("echo <stty") }
        XCTAssertTrue(done.nonBlankLines.contains { $0.trimmingCharacters(in: .whitespaces) == "exit=0" }, "\(done)")
        XCTAssertTrue(Self.isCooked(done), "not cooked after q:\n\(done)")
        XCTAssertFalse(try session.isAlternateScreenOn())
    }
}
