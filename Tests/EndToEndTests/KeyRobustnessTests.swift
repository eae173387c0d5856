import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Keys the game doesn't use, under the terminals players have: none of them quits or answers.
///
/// Afterwards the game is still running and still answers. Only q and a lone Esc quit.
final class KeyRobustnessTests: EndToEndTestCase {
    /// Keys by tmux name: navigation, function keys, modified arrows, Alt letters, Shift-Tab.
    static let namedKeys = [
        "Home", "End", "PageUp", "PageDown", "IC", "DC", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9",
        "F10", "F11", "F12", "S-Left", "S-Right", "C-Left", "C-Right", "M-Left", "M-Right", "C-Up", "M-Down",
        "C-S-Right", "BTab", "M-a", "M-q", "M-Q", "Q", "M-z", "M-Escape", "M-Enter", "C-M-x", "Down", "Tab",
        "Enter", "BSpace", "x", "1", "C-a",
    ]

    /// What other terminals send, written to the pane as they are: the Linux console's F1–F5,
    /// rxvt's Home and End, xterm's application-mode keys and modifyOtherKeys, mouse reports
    /// (SGR and X10), focus reports, a bracketed paste holding q and arrows, terminal answers.
    static let rawSequences = [
        "\u{1B}[[A", "\u{1B}[[B", "\u{1B}[[C", "\u{1B}[[D", "\u{1B}[[E", "\u{1B}[7~", "\u{1B}[8~", "\u{1B}OH",
        "\u{1B}OF", "\u{1B}[1;5D", "\u{1B}[27;5;113~", "\u{1B}[113;5u", "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m",
        "\u{1B}[<35;40;12M", "\u{1B}[M !!", "\u{1B}[M#!!", "\u{1B}[I", "\u{1B}[O", "\u{1B}[200~q\u{1B}[Cl h\u{1B}[201~",
        "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}[?1;2c", "\u{1B}[12;40R",
    ]

    private func assertKeysAreIgnored(term: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let bank = try QuestionBank()
        let session = try launch(["--offline", "--seed", "8"], environment: ["TERM": term])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        let first = try session.waitFor("the first question") { screen in
            screen.score == "0 / 10" && screen.card()?.frame == frame && bank.lookUp(screen.card()?.text ?? "") != nil
        }
        let question = try XCTUnwrap(first.card()?.text, file: file, line: line)

        // In two bursts, one tmux command each (66 took a second or more): the game reads them as
        // typed ahead, as it reads a paste or keys held down.
        let named = try session.run(["send-keys"] + Self.namedKeys)
        XCTAssertEqual(named.status, 0, "send-keys: \(named)", file: file, line: line)
        try session.type(Self.rawSequences.joined(), enter: false)
        // The help opens only once every key before it was read: none of them quit.
        try session.send("?")
        try session.waitFor("the help, after the keys") { $0.contains("Keys") && $0.contains("this help") }
        try session.send("Escape")
        // The whole frame, unchanged for a moment: a capture may show one half drawn.
        let after = try session.waitFor("the help closed by Esc", stableFor: 0.3) {
            !$0.contains("this help") && $0.card() != nil && $0.score != nil
        }
        XCTAssertEqual(kill(try session.appPID(), 0), 0, "the game is no longer running", file: file, line: line)
        XCTAssertEqual(after.score, "0 / 10", "a key answered:\n\(after)", file: file, line: line)
        XCTAssertEqual(after.card()?.text, question, "the question changed:\n\(after)", file: file, line: line)
        XCTAssertFalse(after.contains("Right!") || after.contains("Wrong:"), "\(after)", file: file, line: line)

        // Still answering: → answers the question on the card.
        let entry = try XCTUnwrap(bank.lookUp(question), file: file, line: line)
        try session.send("Right")
        // The score in the condition too: the verdict may be drawn before the score line.
        let answered = try session.waitFor("the answer's verdict") {
            ($0.contains("Right!") || $0.contains("Wrong:")) && $0.score == (entry.answer ? "1 / 10" : "0 / 10")
        }
        XCTAssertEqual(answered.score, entry.answer ? "1 / 10" : "0 / 10", "\(answered)", file: file, line: line)

        // A lone Esc quits.
        try session.send("Escape")
        try assertExited(session, status: 0, file: file, line: line)
    }

    func testNoUnusedKeyQuitsOrAnswersUnderXterm256color() throws {
        try assertKeysAreIgnored(term: "xterm-256color")
    }

    func testNoUnusedKeyQuitsOrAnswersUnderTmux256color() throws {
        try assertKeysAreIgnored(term: "tmux-256color")
    }

    func testNoUnusedKeyQuitsOrAnswersUnderScreen() throws {
        try assertKeysAreIgnored(term: "screen")
    }

    func testNoUnusedKeyQuitsOrAnswersUnderLinux() throws {
        try assertKeysAreIgnored(term: "linux")
    }

    // MARK: - The help

    /// Ctrl-S is the terminal's "stop output" key under `cbreak`: it used to freeze the screen, so
    /// that the game looked hung until Ctrl-Q.
    func testCtrlSAndCtrlQNeitherFreezeTheScreenNorAct() throws {
        let bank = try QuestionBank()
        let session = try launch(["--offline", "--seed", "8"])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        let first = try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        let entry = try XCTUnwrap(bank.lookUp(try XCTUnwrap(first.card()?.text)))
        try session.send("C-s")
        try session.send("Right")
        let answered = try session.waitFor("the verdict drawn after Ctrl-S") {
            ($0.contains("Right!") || $0.contains("Wrong:")) && $0.score == (entry.answer ? "1 / 10" : "0 / 10")
        }
        XCTAssertEqual(answered.score, entry.answer ? "1 / 10" : "0 / 10", "\(answered)")
        try session.send("C-q")
        try session.send("?")
        try session.waitFor("the help after Ctrl-Q") { $0.contains("this help") }
        try session.send("q")
        try session.waitFor("the help closed") { !$0.contains("this help") && $0.card() != nil }
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testQAndEscCloseTheHelpAndTheGameGoesOn() throws {
        let session = try launch(["--offline", "--seed", "9"])
        try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card() != nil }
        for key in ["q", "Escape"] {
            try session.send("?")
            try session.waitFor("the help") { $0.contains("this help") }
            try session.send(key)
            try session.waitFor("the help closed by \(key)") { !$0.contains("this help") && $0.card() != nil }
            XCTAssertEqual(kill(try session.appPID(), 0), 0, "\(key) quit from the help")
        }
        try session.send("Left")
        try session.waitFor("the answer's verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        try session.send("q")
        try assertExited(session, status: 0)
    }

    // MARK: - Too small

    func testAnswerKeysDoNothingBehindTheTooSmallScreen() throws {
        let session = try launch(["--offline", "--seed", "10"], width: 39, height: 11)
        try session.waitFor("the too-small message") { $0.contains("Terminal too small") && $0.contains("39x11") }
        for key in ["Right", "Left", "l", "h", "n", "?"] { try session.send(key) }
        // A resize the app reports on screen: read after the keys, which were sent first.
        try session.resize(width: 39, height: 10)
        try session.waitFor("the new size") { $0.contains("39x10") }
        try session.resize(width: 80, height: 24)
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        let screen = try session.waitFor("the game at 80x24") { $0.card()?.frame == frame && $0.score != nil }
        XCTAssertEqual(screen.score, "0 / 10", "a hidden question was answered:\n\(screen)")
        XCTAssertFalse(screen.contains("Right!") || screen.contains("Wrong:"), "\(screen)")
        XCTAssertFalse(screen.contains("this help"), "\(screen)")
        try session.send("Right")
        try session.waitFor("the answer's verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
