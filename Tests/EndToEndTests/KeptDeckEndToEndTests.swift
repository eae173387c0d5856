import Foundation
import XCTest

/// One of the player's decks played in a real terminal (`--deck`): its questions in order, Game
/// Over, the review naming the deck, then `--list-decks` counting the game; an unknown name ends
/// before the terminal is touched.
///
/// The game runs with `--reduced-motion`: the card's motion is GamePlayTests' to show.
final class KeptDeckEndToEndTests: EndToEndTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-deck-e2e-\(UUID().uuidString)")
        let decks = home.appendingPathComponent("data/openquizz/decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        // As a spreadsheet saves it: CRLF, a quoted field with a comma.
        let csv =
            [
                "statement,answer,explanation,category",
                "The symbol of gold is Au.,true,\"From its Latin name, aurum.\",Chemistry",
                "Water boils at 90 °C at sea level.,false,It boils at 100 °C.,Physics",
                "Sound travels faster in water than in air.,true,About four times faster.,Physics",
            ].joined(separator: "\r\n") + "\r\n"
        try Data(csv.utf8).write(to: decks.appendingPathComponent("physics lab.csv"))
    }

    override func tearDown() {
        super.tearDown()
        try? FileManager.default.removeItem(at: home)
    }

    private var environment: [String: String] {
        [
            "XDG_DATA_HOME": home.path + "/data", "XDG_STATE_HOME": home.path + "/state",
            "XDG_CACHE_HOME": home.path + "/cache",
        ]
    }

    func testADeckIsPlayedReviewedAndListed() throws {
        let session = try launch(["--deck", "PHYS", "--in-order", "--reduced-motion"], environment: environment)
        let statements = [
            "The symbol of gold is Au.", "Water boils at 90 °C at sea level.",
            "Sound travels faster in water than in air.",
        ]
        for (number, statement) in statements.enumerated() {
            try session.waitFor("question \(number + 1)") {
                $0.progress == "Question \(number + 1) of 3" && $0.card()?.text == statement
            }
            try session.send(number == 1 ? "Right" : "Left")
        }
        try session.waitFor("Game Over") {
            ($0.card()?.text.hasPrefix("Game Over: 0 / 3.") ?? false) && $0.contains("Review: r")
        }
        try session.send("r")
        let review = try session.waitFor(
            "the review", showing: ["OpenQuizz “physics lab” ", "Questions from your deck"])
        XCTAssertTrue(review.contains("OpenQuizz “physics lab” 0/3 ❌❌❌"), "\(review)")
        XCTAssertTrue(review.contains("Questions from your deck “physics lab”."), "\(review)")
        try session.send("q")
        try session.waitFor("back to Game Over") { $0.card()?.text.hasPrefix("Game Over") ?? false }
        try session.send("q")
        try assertExited(session, status: 0)

        let binary = try TmuxSession.appBinary()
        let listing = try Subprocess.run(
            binary.path, ["--list-decks"], environment: environment.merging(["LANG": "C.UTF-8"]) { $1 }, scratch: home)
        XCTAssertEqual(listing.status, 0)
        XCTAssertTrue(
            listing.standardOutput.contains(
                "  physics lab  3 questions in 2 categories: Chemistry, Physics\n"
                    + "               1 game played, best 0 / 3\n"), listing.standardOutput)
    }

    func testAnUnknownDeckIsSaidBeforeTheTerminalIsTouched() throws {
        let session = try launch(["--deck", "chemistry"], environment: environment)
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 2)
        XCTAssertEqual(exit.standardError, "openquizz: no deck “chemistry”; your decks: physics lab\n")
        XCTAssertFalse(try session.isAlternateScreenOn())
    }
}
