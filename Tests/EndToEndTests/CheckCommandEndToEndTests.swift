import Foundation
import XCTest

/// `--check FILE...` run as a command: one block per file, a blank line between them, exit 0 only
/// when every file is ready to play; a deck's name checks that deck; a play flag is refused.
final class CheckCommandEndToEndTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-check-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("data/openquizz/decks"), withIntermediateDirectories: true)
        for (name, text) in [
            ("good.csv", "statement,answer\nOne,true\n"),
            (
                "also good.json",
                #"{"response_code":0,"results":[{"type":"boolean","question":"One","correct_answer":"True"}]}"#
            ),
            ("bad.csv", "statement,answer\nOne,true\nTwo,maybe\n"),
            ("data/openquizz/decks/lesson 2.csv", "statement,answer\nOne,true\nTwo,false\n"),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// The game run in the folder with `arguments`.
    private func check(_ arguments: [String]) throws -> CommandResult {
        let environment = [
            "XDG_DATA_HOME": folder.path + "/data", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_CACHE_HOME": folder.path + "/cache", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
        ]
        let quoted = arguments.map(TmuxSession.quoted).joined(separator: " ")
        return try Subprocess.run(
            "/bin/sh",
            ["-c", "cd \(TmuxSession.quoted(folder.path)) && exec \(try TmuxSession.appBinary().path) \(quoted)"],
            environment: environment, scratch: folder)
    }

    func testEveryFileIsCheckedInItsOwnBlock() throws {
        let good = try check(["--check", "good.csv"])
        let alsoGood = try check(["--check", "also good.json"])
        let bad = try check(["--check", "bad.csv"])
        XCTAssertEqual([good.status, alsoGood.status, bad.status], [0, 0, 1], "\(good) \(alsoGood) \(bad)")

        let both = try check(["--check", "good.csv", "also good.json"])
        XCTAssertEqual(both.status, 0, "\(both)")
        XCTAssertEqual(both.standardOutput, good.standardOutput + "\n" + alsoGood.standardOutput)

        let all = try check(["--check", "good.csv", "bad.csv", "also good.json"])
        XCTAssertEqual(all.status, 1, "one file is not ready: \(all)")
        XCTAssertEqual(
            all.standardOutput,
            [good, bad, alsoGood].map(\.standardOutput).joined(separator: "\n"))
        XCTAssertEqual(all.standardError, "")
    }

    func testADecksNameChecksThatDeck() throws {
        let byName = try check(["--check", "lesson"])
        let byPath = try check(["--check", folder.path + "/data/openquizz/decks/lesson 2.csv"])
        XCTAssertEqual(byName.status, 0, "\(byName)")
        XCTAssertEqual(byName.standardOutput, byPath.standardOutput)
        XCTAssertTrue(byName.standardOutput.contains("lesson 2.csv: "), byName.standardOutput)
    }

    func testAPlayFlagIsRefusedInOneLine() throws {
        let refused = try check(["--check", "good.csv", "--deck", "lesson"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.standardOutput, "")
        XCTAssertEqual(
            refused.standardError,
            "openquizz: --check reads the files it is given, then exits: it takes no --deck. Try 'openquizz --help'.\n")
    }

    /// A file whose name isn't UTF-8, given by the shell (typed or Tab-completed): checked and
    /// played by its bytes, and named with the byte shown (a tester's `x\xFFy.csv` was "no such
    /// file", its name shown with U+FFFD).
    func testAPathThatIsNotUTF8IsCheckedAndPlayed() throws {
        let name: [UInt8] = Array("x".utf8) + [0xFF] + Array("y.csv".utf8)
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0, "the file is made")
        let text = Array("statement,answer\nOne,true\nTwo,false\n".utf8)
        XCTAssertEqual(write(descriptor, text, text.count), text.count)
        close(descriptor)
        let typed = #""$(printf 'x\377y.csv')""#

        let checked = try shell("\(try TmuxSession.appBinary().path) --check \(typed)")
        XCTAssertEqual(checked.status, 0, "\(checked)")
        XCTAssertTrue(checked.standardOutput.hasPrefix(#"x\xFFy.csv: "#), checked.standardOutput)

        let game = try TmuxSession.appBinary().path
        let played = try shell("printf 't\\nf\\nq\\n' | \(game) --plain --in-order --questions \(typed)")
        XCTAssertEqual(played.status, 0, "\(played)")
        XCTAssertTrue(played.standardOutput.contains("Question 1 of 2. One. True or false?"), played.standardOutput)
        XCTAssertTrue(played.standardOutput.contains("Game Over: 2 / 2."), played.standardOutput)
    }

    /// `command` run by sh in the folder.
    private func shell(_ command: String) throws -> CommandResult {
        let environment = [
            "XDG_DATA_HOME": folder.path + "/data", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_CACHE_HOME": folder.path + "/cache", "XDG_CONFIG_HOME": folder.path + "/config", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin",
        ]
        return try Subprocess.run(
            "/bin/sh", ["-c", "cd \(TmuxSession.quoted(folder.path)) && \(command)"], environment: environment,
            scratch: folder)
    }
}
