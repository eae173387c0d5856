import Foundation
import XCTest

/// The daily challenge end to end: played in tmux, then shown (not played) by a second run; and
/// `--plain --daily` through a pipe, ending on its share line.
final class DailyEndToEndTests: EndToEndTestCase {
    private func home() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("oq-daily-\(UUID().uuidString)")
    }

    /// Without the motion, which is not what these tests are about: each answer then shows the
    /// next card 0.35 s later, where a slide and a drop took over a second (GamePlayTests plays a
    /// whole game in full motion).
    private func environment(_ home: URL) -> [String: String] {
        [
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache", "LANG": "C.UTF-8",
            "OPENQUIZZ_REDUCED_MOTION": "1",
        ]
    }

    /// Challenge #2 (2026-11-02), from the archive: the same ten on every machine.
    private static let secondFirst = "The American Declaration of Independence was adopted in 1776."

    func testADailyIsPlayedInTmuxThenShownNotPlayedAgainInTheNextRun() throws {
        let home = home()
        defer { try? FileManager.default.removeItem(at: home) }
        let bank = try QuestionBank()
        let first = try launch(["--daily", "2026-11-02"], environment: environment(home))
        try first.run(["set-option", "-g", "set-clipboard", "on"])
        for number in 1...10 {
            let screen = try first.waitFor("question \(number) and the header", showing: ["Daily #2"]) {
                $0.progress == "Question \(number) of 10" && $0.card().map { bank.lookUp($0.text) != nil } ?? false
            }
            // The daily's title alone: its questions are the shipped ones, no source note needed.
            XCTAssertEqual(screen.lines[0].trimmingCharacters(in: .whitespaces), "OpenQuizz · Daily #2")
            let card = try XCTUnwrap(screen.card()).text
            if number == 1 { XCTAssertEqual(bank.lookUp(card)?.question, Self.secondFirst) }
            let entry = try XCTUnwrap(bank.lookUp(card))
            // The first answer wrong, the others right.
            try first.send(entry.answer == (number == 1) ? "Left" : "Right")
        }
        // The card's first sentence whole, score and all: the rows below its first may come later.
        let over = try first.waitFor("Game Over") {
            $0.card()?.text.replacingOccurrences(of: "\u{A0}", with: " ").contains(" / 10. ") ?? false
        }
        let overText = try XCTUnwrap(over.card()).text.replacingOccurrences(of: "\u{A0}", with: " ")
        XCTAssertTrue(overText.hasPrefix("Daily #2 · 9 / 10. Well played."), overText)
        try first.send("r")
        let share = "OpenQuizz Daily #2 9/10 ❌✅✅✅✅✅✅✅✅✅"
        try first.waitFor("the review") { $0.contains("Review") && $0.contains(share) }
        try first.send("c")
        try first.waitFor("the copy said") { $0.contains("Sent to the clipboard (OSC 52)") }
        XCTAssertEqual(try first.run(["show-buffer"]).standardOutput, share)
        try first.send("q")
        try first.waitFor("back to Game Over") { $0.card()?.text.contains("Daily #2") ?? false }
        try first.send("q")
        try assertExited(first, status: 0)

        // The next run: the result, the review and the share line; no second try.
        let second = try launch(["--daily", "2026-11-02"], environment: environment(home))
        let shown = try second.waitFor("the result") { $0.card()?.text.contains("Played already") ?? false }
        XCTAssertNil(shown.progress, "no question is asked")
        try second.send("Right")
        try second.send("r")
        try second.waitFor("the same review") { $0.contains("Review") && $0.contains(share) }
        try second.send("q")
        try second.send("q")
        try assertExited(second, status: 0)
    }

    func testPlainDailyPrintsItsShareLineAtTheEndAndRefusesADayToCome() throws {
        let home = home()
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let binary = try TmuxSession.appBinary().path
        var environment = environment(home)
        environment["PATH"] = "/usr/bin:/bin"
        let answers = String(repeating: "t\\n", count: 10)
        let result = try Subprocess.run(
            "/bin/sh", ["-c", "printf '\(answers)' | '\(binary)' --plain --daily 2026-11-01"],
            environment: environment, scratch: home)
        XCTAssertEqual(result.status, 0, "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "Daily #1 (2026-11-01): the same ten questions for everyone, easy to hard.")
        XCTAssertEqual(lines[2], "Question 1 of 10. Venus is the planet closest to the Sun. True or false? [t/f]")
        // #1's answers: false, true, true, false, false, false, true, false, false, false.
        XCTAssertTrue(lines.contains("OpenQuizz Daily #1 3/10 ❌✅✅❌❌❌✅❌❌❌"), result.standardOutput)
        XCTAssertEqual(lines.last, "Bye.")
        // In ASCII under LANG=C, and shown, not played, the second time.
        environment["LANG"] = "C"
        let again = try Subprocess.run(
            "/bin/sh", ["-c", "printf 'q\\n' | '\(binary)' --plain --daily 2026-11-01"],
            environment: environment, scratch: home)
        XCTAssertTrue(again.standardOutput.contains("Daily #1 is played already: one try a day."), "\(again)")
        XCTAssertTrue(again.standardOutput.contains("OpenQuizz Daily #1 3/10 -++---+---"), "\(again)")
        // A day to come: one line, exit 2, nothing on standard output.
        let future = try Subprocess.run(
            binary, ["--plain", "--daily", "2099-12-25"], environment: environment, scratch: home)
        XCTAssertEqual(future.status, 2)
        XCTAssertEqual(future.standardOutput, "")
        // Today's UTC date between (not compared: the test may cross midnight).
        XCTAssertTrue(
            future.standardError.hasPrefix("openquizz: --daily: 2099-12-25 hasn't come yet: today is 20"),
            future.standardError)
        XCTAssertTrue(future.standardError.hasSuffix(" (UTC). Try 'openquizz --help'.\n"), future.standardError)
    }
}
