import Foundation
import XCTest

/// The settings screen in a real terminal: opened with o over a game, the number of questions
/// changed, and N from there starts a game of that many.
final class SettingsScreenEndToEndTests: EndToEndTestCase {
    func testTheAmountChosenOnTheScreenIsTheNextGamesAndTheNextRuns() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("oq-config-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: config) }
        var environment = try todaysDailyPlayed()
        environment["XDG_CONFIG_HOME"] = config.path
        let session = try launch(["--offline", "--seed", "1"], environment: environment)
        try session.waitFor("the first question of ten", showing: ["Question 1 of 10"])
        try session.send("o")
        try session.waitFor("the settings screen", showing: ["Settings", "Questions per game", "10"])
        // q jumps to "Questions per game"; digits type the number.
        try session.send("q")
        try session.send("4")
        try session.waitFor("the amount chosen", showing: ["◂ 4 ▸"])
        try session.send("n")
        let screen = try session.waitFor("a game of four", showing: ["Question 1 of 4"]) { $0.score == "0 / 4" }
        XCTAssertFalse(screen.contains("Settings ─"), "the screen closed:\n\(screen)")
        try session.send("q")
        try assertExited(session, status: 0)
        // Kept in the settings file, in words a person reads: the next run plays four.
        let file = try String(
            contentsOf: config.appendingPathComponent("openquizz/settings"), encoding: .utf8)
        XCTAssertTrue(file.split(separator: "\n").contains("amount = 4"), file)
        let next = try launch(["--offline", "--seed", "1"], environment: environment)
        try next.waitFor("the next run's game of four", showing: ["Question 1 of 4"]) { $0.score == "0 / 4" }
        try next.send("q")
        try assertExited(next, status: 0)
    }
}
