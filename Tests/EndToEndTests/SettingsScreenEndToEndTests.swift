import Foundation
import XCTest

/// The settings screen in a real terminal: opened with o over a game, the number of questions
/// changed, and N from there starts a game of that many.
final class SettingsScreenEndToEndTests: EndToEndTestCase {
    func testTheAmountChosenOnTheScreenIsTheNextGames() throws {
        let session = try launch(["--offline", "--seed", "1"], environment: try todaysDailyPlayed())
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
    }
}
