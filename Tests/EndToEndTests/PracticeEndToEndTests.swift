import Foundation
import XCTest

/// Practice on a deck, end to end: nothing to practise at first, a normal game with two mistakes,
/// then three practice games in which the boxes move (the card's label says the box).
final class PracticeEndToEndTests: EndToEndTestCase {
    private let answers = [
        "Paris is in France": true, "The Moon is cheese": false, "Sharks are fish": true,
        "Two plus two is five": false,
    ]

    /// The screen's text with no-break spaces as spaces.
    private func flat(_ screen: Screen) -> String {
        screen.text.replacingOccurrences(of: "\u{A0}", with: " ")
    }

    /// Waits for question `number` of `count` (its label `box`, when given), answers it right
    /// unless its statement is in `wrong`, and returns the statement.
    private func answer(
        _ session: TmuxSession, _ number: Int, of count: Int, box: Int? = nil, wrong: Set<String> = []
    ) throws -> String {
        let screen = try session.waitFor("question \(number) of \(count)") { screen in
            let text = flat(screen)
            // Not the answered card still shown with its badge (TRUE, FALSE) as the row moves on.
            return text.contains("Question \(number) of \(count)") && !text.contains("TRUE") && !text.contains("FALSE")
                && answers.keys.filter(text.contains).count == 1
                && box.map { text.contains("─ Box \($0) ─") } ?? !text.contains(" Box ")
        }
        let statement = try XCTUnwrap(answers.keys.first(where: flat(screen).contains))
        let right = answers[statement] == true
        try session.send(right != wrong.contains(statement) ? "Right" : "Left")
        return statement
    }

    private func waitForGameOver(_ session: TmuxSession, _ says: String, score: String) throws {
        try session.waitFor("Game Over: \(says)") { screen in
            flat(screen).contains(says) && screen.score == score
        }
    }

    func testThreePracticeGamesOnADeckMoveTheBoxes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-practice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let deck = folder.appendingPathComponent("week3.csv")
        let rows = answers.keys.sorted().map { "\($0),\(answers[$0] == true ? "TRUE" : "FALSE")" }
        try Data((["statement,answer"] + rows).joined(separator: "\n").utf8).write(to: deck)
        let session = try launch(
            ["--mode", "practice", "--questions", deck.path, "--amount", "4", "--seed", "3", "--reduced-motion"])
        try session.waitFor("nothing to practise") { flat($0).contains("Nothing to practise yet") }
        // A normal game: the Moon and Paris answered wrong.
        try session.send("n")
        let missed: Set<String> = ["Paris is in France", "The Moon is cheese"]
        for number in 1...4 { _ = try answer(session, number, of: 4, wrong: missed) }
        try waitForGameOver(session, "Game Over: 2 / 4", score: "2 / 4")
        // Practice 1: both in box 1; Paris right (up to box 2), the Moon wrong again (box 1).
        try session.send("n")
        let first = try answer(session, 1, of: 2, box: 1, wrong: ["The Moon is cheese"])
        let second = try answer(session, 2, of: 2, box: 1, wrong: ["The Moon is cheese"])
        XCTAssertEqual(Set([first, second]), missed)
        try waitForGameOver(session, "Game Over: 1 / 2. 0 learnt, 2 to go.", score: "1 / 2")
        // Practice 2: the Moon alone is due (Paris, in box 2, comes back a game later).
        try session.send("n")
        XCTAssertEqual(try answer(session, 1, of: 1, box: 1), "The Moon is cheese")
        try waitForGameOver(session, "Game Over: 1 / 1. 0 learnt, 2 to go.", score: "1 / 1")
        // Practice 3: Paris, in box 2, two games after it went up.
        try session.send("n")
        XCTAssertEqual(try answer(session, 1, of: 1, box: 2), "Paris is in France")
        try waitForGameOver(session, "Game Over: 1 / 1. 0 learnt, 2 to go.", score: "1 / 1")
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
