import Foundation
import XCTest

/// The history across runs: answers played in tmux, then `--stats` and `--stats --json` read them.
final class HistoryEndToEndTests: EndToEndTestCase {
    /// The runs' files in `home`, without the motion, which is not what these tests are about:
    /// each answer then shows the next card 0.35 s later, where a slide and a drop took over a
    /// second (GamePlayTests plays a whole game in full motion).
    private static func environment(_ home: URL) -> [String: String] {
        [
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
            "OPENQUIZZ_REDUCED_MOTION": "1",
        ]
    }

    private func playTwoAnswers(_ arguments: [String], home: URL) throws {
        let environment = Self.environment(home)
        let session = try launch(["--offline"] + arguments, environment: environment)
        let bank = try QuestionBank()
        for number in 1...2 {
            // The progress too: a capture may show a frame half drawn, without the line below the card.
            let screen = try session.waitFor("question \(number)") {
                ($0.card().map { bank.lookUp($0.text) != nil } ?? false) && $0.progress != nil
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

    /// Plays a whole game of two questions, answering the first wrong and the second right.
    ///
    /// - Returns: the statements, in the order they were asked.
    private func playAGameOfTwo(_ session: TmuxSession, bank: QuestionBank) throws -> [String] {
        var statements: [String] = []
        for number in 1...2 {
            let screen = try session.waitFor("question \(number)") {
                $0.progress == "Question \(number) of 2" && $0.card().map { bank.lookUp($0.text) != nil } ?? false
            }
            let card = try XCTUnwrap(screen.card()).text
            let entry = try XCTUnwrap(bank.lookUp(card))
            statements.append(entry.question)
            try session.send(entry.answer == (number == 1) ? "Left" : "Right")
        }
        try session.waitFor("Game Over") { $0.card()?.text.hasPrefix("Game Over: 1 / 2.") ?? false }
        return statements
    }

    func testAQuestionOfTheFirstRunIsFoundWithSlashInTheSecond() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Self.environment(home)
        let bank = try QuestionBank()

        // First run: a game, its review, and the share line sent to tmux's clipboard.
        // Games of two (`--amount 2`): one wrong answer to find, one right one beside it.
        let first = try launch(["--offline", "--amount", "2", "--seed", "11"], environment: environment)
        try first.run(["set-option", "-g", "set-clipboard", "on"])
        let firstStatements = try playAGameOfTwo(first, bank: bank)
        try first.send("r")
        // The review's rows, the share line's and the answers' ("You said"), all drawn.
        try first.waitFor("the review", showing: ["Review", "OpenQuizz 1/2 ❌✅", "You said"])
        try first.send("c")
        try first.waitFor("the copy said") { $0.contains("Sent to the clipboard (OSC 52)") }
        let buffer = try first.run(["show-buffer"]).standardOutput
        XCTAssertEqual(buffer, "OpenQuizz 1/2 ❌✅", "tmux took the share line from OSC 52")
        try first.send("q")  // closes the review
        try first.waitFor("back to Game Over") { $0.card()?.text.hasPrefix("Game Over") ?? false }
        try first.send("q")
        try assertExited(first, status: 0)

        // Second run: another game, then the first run's wrong answer, found by a few of its words.
        let second = try launch(["--offline", "--amount", "2", "--seed", "12"], environment: environment)
        let secondStatements = try playAGameOfTwo(second, bank: bank)
        XCTAssertNotEqual(firstStatements, secondStatements)
        try second.send("s")
        try second.waitFor("the stats of both runs") { $0.contains("Questions answered        4") }
        try second.send("Escape")
        try second.waitFor("the stats closed") { $0.card()?.text.hasPrefix("Game Over") ?? false }
        try second.send("/")
        try second.waitFor("the history, newest first") { $0.contains("History") && $0.contains("1 of 4") }
        let wanted = firstStatements[0]
        // Three words of it, in capitals, without their accents: case and accents don't matter.
        let words = wanted.folding(options: [.diacriticInsensitive], locale: nil).uppercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0.count >= 4 }.prefix(3).map(String.init)
        let query = words.joined(separator: " ")
        try second.type(query, enter: false)
        // Its row, mark and all: the mark read below is one the wait saw drawn.
        let row = { (screen: Screen) in screen.lines.first { $0.contains(String(wanted.prefix(40))) } }
        let found = try second.waitFor("the first run's question, with its mark") { screen in
            screen.contains("/ " + query) && row(screen).map { $0.contains("✗") || $0.contains("✓") } == true
        }
        XCTAssertTrue(row(found)?.contains("✗") == true, "it was answered wrong:\n\(found)")
        try second.send("Enter")
        try second.waitFor("its answer") { $0.contains("You said") && $0.contains("press any key to close") }
        try second.send("Escape")
        try second.send("Escape")
        try second.waitFor("back to the game") { $0.card()?.text.hasPrefix("Game Over") ?? false }
        try second.send("q")
        try assertExited(second, status: 0)
    }
}
