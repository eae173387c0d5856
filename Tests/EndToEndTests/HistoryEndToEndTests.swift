import Foundation
import XCTest

/// The history across runs: answers played in tmux, then `--stats` and `--stats --json` read them.
final class HistoryEndToEndTests: EndToEndTestCase {
    private func playTwoAnswers(_ arguments: [String], home: URL) throws {
        let environment = ["XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache"]
        let session = try launch(["--offline"] + arguments, environment: environment)
        let bank = try QuestionBank()
        for number in 1...2 {
            let screen = try session.waitFor("question \(number)") {
                $0.card().map { bank.lookUp($0.text) != nil } ?? false
            }
            XCTAssertEqual(screen.progress, "Question \(number) of 10", "the progress beside the score")
            let entry = try XCTUnwrap(bank.lookUp(try XCTUnwrap(screen.card()).text))
            try session.send(entry.answer ? "Right" : "Left")
            try session.waitFor("answer \(number) counted") { $0.score == "\(number) / 10" }
        }
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testAnswersOfTwoRunsAreCountedByStats() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try playTwoAnswers([], home: home)
        try playTwoAnswers([], home: home)
        let environment = ["XDG_STATE_HOME": home.path + "/state", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let binary = try TmuxSession.appBinary().path
        let json = try Subprocess.run(binary, ["--stats", "--json"], environment: environment, scratch: home)
        XCTAssertEqual(json.status, 0, "\(json)")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["questions_answered"] as? Int, 4)
        XCTAssertEqual(object["right"] as? Int, 4)
        XCTAssertEqual(object["games_played"] as? Int, 2)
        let text = try Subprocess.run(binary, ["--stats"], environment: environment, scratch: home)
        XCTAssertTrue(text.standardOutput.contains("Questions answered        4"), "\(text)")

        // --no-history keeps nothing more.
        try playTwoAnswers(["--no-history"], home: home)
        let after = try Subprocess.run(binary, ["--stats", "--json"], environment: environment, scratch: home)
        let again = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(after.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(again["questions_answered"] as? Int, 4)
    }
}
