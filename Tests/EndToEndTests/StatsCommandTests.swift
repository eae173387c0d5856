import Foundation
import XCTest

/// `openquizz --stats` as a script runs it: no terminal, so no tmux.
final class StatsCommandTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    private func line(game: String, category: String) -> String {
        let escaped = category.unicodeScalars.map { $0.value < 0x80 ? String($0) : String(format: "\\u%04x", $0.value) }
            .joined()
        return
            #"{"answer":true,"category":"\#(escaped)","difficulty":"easy","game":"\#(game)","n":1,"of":1,"origin":"bundled","statement":"S","t":1800000000.5,"truth":true}"#
    }

    func testInTheCLocaleTheJSONIsValidAndKeepsTheNames() throws {
        let folder = home.appendingPathComponent("state/openquizz")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = ["\u{201C}Quoted\u{201D}", "\u{AB}Guillemets\u{BB}", "Plain"]
        let lines = names.enumerated().map { line(game: "g\($0.offset)", category: $0.element) }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("history.jsonl"))
        let environment = ["XDG_STATE_HOME": home.path + "/state", "PATH": "/usr/bin:/bin", "LANG": "C", "LC_ALL": "C"]
        let result = try Subprocess.run(
            TmuxSession.appBinary().path, ["--stats", "--json"], environment: environment, scratch: home)
        XCTAssertEqual(result.status, 0, "\(result)")
        XCTAssertTrue(result.standardOutput.utf8.allSatisfy { $0 < 0x80 }, "ASCII in the C locale: \(result)")
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result)")
        let categories = try XCTUnwrap(object["by_category"] as? [String: Any])
        XCTAssertEqual(Set(categories.keys), Set(names))
    }

    func testAHistoryThatCantBeReadIsSaidAndExitsOne() throws {
        // The state folder is a file: the history under it can't be opened ("Not a directory").
        try Data("not a folder".utf8).write(to: home.appendingPathComponent("state"))
        let environment = ["XDG_STATE_HOME": home.path + "/state/x", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let result = try Subprocess.run(
            TmuxSession.appBinary().path, ["--stats"], environment: environment, scratch: home)
        XCTAssertEqual(result.status, 1, "\(result)")
        XCTAssertFalse(result.standardOutput.contains("No answers yet"), "\(result)")
        XCTAssertTrue(result.standardError.contains("can't read your history"), "\(result)")
        XCTAssertTrue(result.standardError.contains("Not a directory"), "\(result)")
    }
}
