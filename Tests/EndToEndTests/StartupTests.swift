import Foundation
import XCTest

/// What the app does before (or instead of) taking the screen: bad terminals, bad options, help.
final class StartupTests: EndToEndTestCase {
    private func assertOneErrorLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines.count, 2, "want one line ending in a newline: \(text.debugDescription)", file: file, line: line)
        XCTAssertTrue(
            text.hasPrefix("openquizz: "), "want 'openquizz: ...': \(text.debugDescription)", file: file, line: line)
        XCTAssertTrue(text.hasSuffix("\n"), file: file, line: line)
    }

    // MARK: - Not a terminal

    func testStdinNotATerminalExits2WithOneLine() throws {
        let result = try runWithoutTerminal(["--seed", "1"])
        XCTAssertEqual(result.status, 2, "\(result)")
        assertOneErrorLine(result.standardError)
        XCTAssertTrue(result.standardError.contains("standard input"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testStdoutNotATerminalExits2WithOneLine() throws {
        let session = try launch(["--seed", "1"], redirections: ">stdout")
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 2, exit.standardError)
        assertOneErrorLine(exit.standardError)
        XCTAssertTrue(exit.standardError.contains("standard output"), exit.standardError)
        XCTAssertEqual(session.file("stdout"), "")
        XCTAssertTrue(exit.isTerminalCooked, exit.stty)
    }

    func testAnUnknownTerminalPlaysLineByLineAndSaysWhichTERMGivesTheFullScreen() throws {
        let session = try launch(
            ["--seed", "1", "--offline", "--amount", "1"], environment: ["TERM": "nonexistent-terminal"],
            stderrToTerminal: true)
        try session.waitFor("the question, as a line") { $0.contains("[t/f]") }
        let screen = try session.capture(joiningWrappedLines: true)
        XCTAssertTrue(
            screen.nonBlankLines.first?.hasPrefix("openquizz: unknown terminal type \"nonexistent-terminal\"") == true,
            "\(screen)")
        XCTAssertTrue(screen.contains("try TERM=xterm-256color"), "\(screen)")
        XCTAssertFalse(try session.isAlternateScreenOn())
        try session.type("t")
        try session.waitFor("Game Over") { $0.contains("Game Over: ") }
        try session.type("q")
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 0)
        XCTAssertTrue(exit.isTerminalCooked, exit.stty)
    }

    // MARK: - Options

    /// A bad option: exit 2 and one line, in a real terminal, with the screen never taken over.
    private func assertRejected(_ arguments: [String], mentioning word: String) throws {
        let session = try launch(arguments, stderrToTerminal: true)
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 2)
        // The line may reach tmux after the exit status.
        try session.waitFor("the error line") { $0.nonBlankLines.first?.hasPrefix("openquizz: ") == true }
        let screen = try session.capture(joiningWrappedLines: true)
        XCTAssertEqual(screen.nonBlankLines.count, 1, "want only the error line on the pane:\n\(screen)")
        XCTAssertTrue(screen.nonBlankLines.first?.hasPrefix("openquizz: ") == true, "\(screen)")
        XCTAssertTrue(screen.contains(word), "\(screen)")
        XCTAssertTrue(exit.isTerminalCooked, exit.stty)
        XCTAssertFalse(try session.isAlternateScreenOn())

        // And the same without a terminal: the options are read before the terminal is checked.
        let result = try runWithoutTerminal(arguments)
        XCTAssertEqual(result.status, 2)
        assertOneErrorLine(result.standardError)
        XCTAssertTrue(result.standardError.contains(word), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testAmountZeroExits2WithOneLine() throws {
        try assertRejected(["--amount", "0"], mentioning: "--amount")
    }

    func testUnknownOptionExits2WithOneLine() throws {
        try assertRejected(["--bogus"], mentioning: "--bogus")
    }

    func testHelpExits0AndMentionsAmount() throws {
        let result = try runWithoutTerminal(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("--amount"), result.standardOutput)
        XCTAssertEqual(result.standardError, "")
    }

    /// Under LANG=C the help is plain ASCII that reads well: arrows as -> and <-, Down for ↓,
    /// letters without their accents.
    func testHelpInALocaleThatIsNotUTF8IsPlainASCII() throws {
        let result = try runWithoutTerminal(["--help"], environment: ["LANG": "C", "LC_ALL": "C"])
        XCTAssertEqual(result.status, 0, "\(result)")
        let nonASCII = result.standardOutput.unicodeScalars.filter { !$0.isASCII }
        XCTAssertEqual(String(String.UnicodeScalarView(nonASCII)), "", result.standardOutput)
        // The key table keeps its columns: each action starts 9 columns after its key.
        for text in ["  -> or l  true            <- or h  false", "Down/j   next page", "Developpez une application"] {
            XCTAssertTrue(result.standardOutput.contains(text), "want \(text) in:\n\(result.standardOutput)")
        }
    }

    /// A help that can't be written (a full disk) is an error: exit 1 and one line saying why,
    /// not a success that printed nothing, and never a trap.
    func testHelpToAFullDiskExits1AndSaysWhy() throws {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("oq-full-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorPath) }
        let pid = try Subprocess.spawn(
            try TmuxSession.appBinary().path, ["--help"], environment: ProcessInfo.processInfo.environment,
            standardOutputPath: "/dev/full",
            standardErrorPath: errorPath.path)
        // Killed, and the test failed, if it never ends; 128 + the signal if a signal ended it.
        let status = try Subprocess.waitForExit(pid, timeout: 30, what: "openquizz --help > /dev/full")
        let errorText = (try? String(contentsOf: errorPath, encoding: .utf8)) ?? ""
        XCTAssertLessThan(status, 128, "ended by signal \(status - 128): \(errorText)")
        XCTAssertEqual(status, 1, errorText)
        assertOneErrorLine(errorText)
        XCTAssertTrue(errorText.contains("can't write the output: No space left on device"), errorText)
    }

    /// Offline, --list-categories lists the categories of the questions that can be played
    /// offline: those of the shipped bank, and not the whole Open Trivia DB list.
    func testOfflineListCategoriesListsTheShippedCategories() throws {
        let offline = try runWithoutTerminal(["--offline", "--list-categories"])
        XCTAssertEqual(offline.status, 0, "\(offline)")
        let lines = offline.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 14, offline.standardOutput)
        XCTAssertTrue(offline.standardOutput.contains(" 18  Science: Computers\n"), offline.standardOutput)
        XCTAssertFalse(offline.standardOutput.contains("Japanese Anime"), offline.standardOutput)
        XCTAssertEqual(offline.standardError, "")
    }

    func testVersionExits0() throws {
        let result = try runWithoutTerminal(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("openquizz "), result.standardOutput)
        XCTAssertEqual(result.standardOutput.filter { $0 == "\n" }.count, 1, result.standardOutput)
        XCTAssertEqual(result.standardError, "")
    }
}

extension EndToEndTestCase {
    /// Runs the binary (`Subprocess.run`): stdin from /dev/null, stdout and stderr in files; after
    /// 30 s it is killed and an error thrown.
    func runWithoutTerminal(_ arguments: [String], environment extra: [String: String] = [:]) throws -> CommandResult {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment.merge(extra) { _, new in new }
        // Outputs in files, and a deadline: a binary that never ends fails the test (killed).
        return try Subprocess.run(
            try TmuxSession.appBinary().path, arguments, environment: environment,
            scratch: FileManager.default.temporaryDirectory)
    }
}
