import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-Z, then `fg`, from a real interactive shell with job control: the shell gets a cooked
/// terminal and its main screen while the game is stopped, and after `fg` the game is exactly as
/// before and still answers.
final class SuspendTests: EndToEndTestCase {
    /// The words of `stty -a` that say whether the terminal is cooked, then `<stty-TAG`: each probe
    /// has a tag of its own, so an earlier probe's answer still on the screen is never read as
    /// this one's (on a busy machine the capture may come before the shell has answered).
    private static func sttyProbe(_ tag: String) -> String {
        "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo '<stty-\(tag)'"
    }

    /// Whether the probe tagged `tag` has answered (its command line shows the tag in quotes).
    private static func hasAnswered(_ screen: Screen, _ tag: String) -> Bool {
        screen.contains("echo <stty-\(tag)")
    }

    /// Whether the probe tagged `tag` printed exactly "icanon echo" (not "-icanon" or "-echo").
    private static func isCooked(_ screen: Screen, _ tag: String) -> Bool {
        screen.nonBlankLines.contains { $0.trimmingCharacters(in: .whitespaces) == "icanon echo <stty-\(tag)" }
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
            let tag = "stopped\(round)"
            try session.type(Self.sttyProbe(tag))
            let probe = try session.waitFor("stty's answer") { Self.hasAnswered($0, tag) }
            XCTAssertTrue(Self.isCooked(probe, tag), "not cooked while stopped:\n\(probe)")

            try session.type("fg")
            let back = try session.waitFor("the game back, round \(round)") {
                $0.score == "0 / 10" && $0.card()?.frame == frame
            }
            XCTAssertEqual(back.card()?.text, question, "the question changed across Ctrl-Z and fg")
        }

        // The first key after fg answers (it used to arrive as a raw escape sequence and quit).
        try session.send("Right")
        // The score in the condition too: the verdict may be drawn before the score line.
        let answered = try session.waitFor("the verdict") {
            ($0.contains("Right!") || $0.contains("Wrong:")) && $0.score == (entry.answer ? "1 / 10" : "0 / 10")
        }
        XCTAssertEqual(answered.score, entry.answer ? "1 / 10" : "0 / 10", "\(answered)")
        XCTAssertTrue(try session.isAlternateScreenOn(), "the game left its screen")

        try session.send("q")
        try session.waitFor("the shell after q") { $0.nonBlankLines.last == "$" }
        try session.type("echo \"exit=$?\"; " + Self.sttyProbe("quit"))
        let done = try session.waitFor("the exit status") { Self.hasAnswered($0, "quit") }
        XCTAssertTrue(done.nonBlankLines.contains { $0.trimmingCharacters(in: .whitespaces) == "exit=0" }, "\(done)")
        XCTAssertTrue(Self.isCooked(done, "quit"), "not cooked after q:\n\(done)")
        XCTAssertFalse(try session.isAlternateScreenOn())
    }

    /// The game's process state letter (`T` when stopped) and how often it has been scheduled.
    private static func processState(_ pid: pid_t) -> (state: Character?, switches: Int) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        var state: Character?
        var switches = 0
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.first == "State:", fields.count > 1 { state = fields[1].first }
            if fields.first?.hasSuffix("ctxt_switches:") == true, fields.count > 1 { switches += Int(fields[1]) ?? 0 }
        }
        return (state, switches)
    }

    /// Polls until `condition` holds for the game's process; fails the test after a while.
    private func waitForProcess(
        _ pid: pid_t, _ what: String, _ condition: ((state: Character?, switches: Int)) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(TmuxSession.waitTimeout)
        while !condition(Self.processState(pid)) {
            guard Date() < deadline else {
                return XCTFail("\(what): the game is \(Self.processState(pid))")
            }
            usleep(20_000)
        }
    }

    /// The game started from the interactive shell, stopped with Ctrl-Z: its pid and question.
    private func startThenStop(_ session: TmuxSession) throws -> (pid: pid_t, question: String) {
        try session.waitFor("the shell's prompt") { $0.nonBlankLines.last == "$" }
        try session.type("\(session.appCommand) --offline --seed 21")
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        let first = try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        try session.send("C-z")
        try session.waitFor("the shell") { $0.contains("Stopped") && $0.nonBlankLines.last == "$" }
        try session.type("jobs -p >pid.tmp && mv pid.tmp pid")
        return (try session.appPID(), try XCTUnwrap(first.card()?.text))
    }

    /// After `fg` the game shows `question` again, answers →, and q ends it with status 0.
    private func assertBackAndAnswering(_ session: TmuxSession, question: String) throws {
        let bank = try QuestionBank()
        let entry = try XCTUnwrap(bank.lookUp(question))
        try session.type("fg")
        let back = try session.waitFor("the game back") { $0.score == "0 / 10" && $0.card() != nil }
        XCTAssertEqual(back.card()?.text, question)
        try session.send("Right")
        // The score in the condition too: the verdict may be drawn before the score line.
        let answered = try session.waitFor("the verdict") {
            ($0.contains("Right!") || $0.contains("Wrong:")) && $0.score == (entry.answer ? "1 / 10" : "0 / 10")
        }
        XCTAssertEqual(answered.score, entry.answer ? "1 / 10" : "0 / 10", "\(answered)")
        try session.send("q")
        try session.waitFor("the shell after q") { $0.nonBlankLines.last == "$" }
        try session.type("echo \"exit=$?\"")
        try session.waitFor("the exit status") { $0.nonBlankLines.contains { $0.hasPrefix("exit=") } }
        XCTAssertTrue(try session.capture().nonBlankLines.contains("exit=0"))
        XCTAssertFalse(try session.isAlternateScreenOn())
    }

    /// `bg` stops the game again at once, and `fg` brings it back.
    ///
    /// `bg` continues the game without the terminal: it used to take the screen over the shell's
    /// and run on in the background.
    /// A shell line that kills job 1, waits for it to end, and echoes `label=<its status>`.
    private static func killAndWait(_ label: String) -> String {
        "kill %1; while :; do wait %1 2>/dev/null; s=$?; [ $s -lt 147 ] || [ $s -gt 150 ] && break; sleep 0.05; done; echo \"\(label)=$s\""
    }

    func testKillEndsAStoppedGameAndAGameStartedInTheBackground() throws {
        let session = try launch([], interactiveShell: true)
        try session.waitFor("the shell's prompt") { $0.nonBlankLines.last == "$" }
        try session.type("\(session.appCommand) --offline")
        try session.waitFor("the first question") { $0.score == "0 / 10" }
        try session.send("C-z")
        try session.waitFor("the shell") { $0.contains("Stopped") && $0.nonBlankLines.last == "$" }
        // kill sends TERM, then CONT, to a stopped job: the game ends, 128 + 15.
        // `wait` may find the job still stopped for a moment (147 to 150, 128 + a stop signal): it
        // waits again until it ends.
        try session.type(Self.killAndWait("killed"))
        // Told by the loop, or by bash itself when it reaped the job first.
        try session.waitFor("the stopped game ended") { $0.contains("killed=143") || $0.contains("Exit 143") }

        // A clean screen, so that the first game's notice can't pass for the second's.
        try session.type("clear")
        try session.waitFor("a clean screen") { !$0.contains("143") }
        try session.type("\(session.appCommand) --offline &")
        // Until the game has stopped: on a busy machine it may take longer than a fixed pause.
        try session.type("until jobs | grep -q Stopped; do sleep 0.05; done; jobs")
        try session.waitFor("the game stopped in the background") { $0.contains("Stopped") }
        XCTAssertFalse(try session.isAlternateScreenOn(), "a game in the background took the screen")
        try session.type(Self.killAndWait("background"))
        try session.waitFor("the background game ended") {
            $0.contains("background=143")
                || $0.nonBlankLines.contains { $0.hasPrefix("[1]") && $0.contains("Exit 143") }
        }
        try session.type(Self.sttyProbe("after"))
        let probe = try session.waitFor("stty's answer") { Self.hasAnswered($0, "after") }
        XCTAssertTrue(Self.isCooked(probe, "after"), "not cooked:\n\(probe)")
    }

    func testBgStopsTheGameAgainUntilFg() throws {
        let session = try launch([], interactiveShell: true)
        let (pid, question) = try startThenStop(session)
        try session.type("bg")
        try session.waitFor("bg's job line") { $0.contains("&") && $0.nonBlankLines.last == "$" }
        try waitForProcess(pid, "stopped again after bg") { $0.state == "T" }
        try session.type("echo still-the-shell")
        let shell = try session.waitFor("the shell's echo") { $0.nonBlankLines.contains("still-the-shell") }
        XCTAssertFalse(try session.isAlternateScreenOn(), "the game took the screen in the background")
        XCTAssertFalse(shell.contains("0 / 10"), "the game drew over the shell:\n\(shell)")
        try assertBackAndAnswering(session, question: question)
    }

    /// `kill -CONT` from outside while the shell has the terminal: the game runs, sees that the
    /// terminal isn't its own and stops again, instead of running on in the background.
    func testAContinueFromOutsideWhileTheShellHasTheTerminalStopsTheGameAgain() throws {
        let session = try launch([], interactiveShell: true)
        let (pid, question) = try startThenStop(session)
        try waitForProcess(pid, "stopped by Ctrl-Z") { $0.state == "T" }
        let before = Self.processState(pid).switches
        XCTAssertEqual(kill(pid, SIGCONT), 0)
        try waitForProcess(pid, "run, then stopped again") { $0.state == "T" && $0.switches > before }
        try assertBackAndAnswering(session, question: question)
    }
}
