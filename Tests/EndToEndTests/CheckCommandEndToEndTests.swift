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
}
