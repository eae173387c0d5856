import Foundation
import XCTest

/// Emoji sequences, marks and prepended characters: the terminal advances what the game counts.
final class GraphemeWidthTests: EndToEndTestCase {
    /// Each question, and the text a terminal shows for it.
    private static let sequences: [(question: String, shown: String)] = [
        (
            "A family 👨‍👩‍👧‍👦 is four people joined by zero-width joiners; 🇫🇷 is France and 🇯🇵 Japan.",
            "A family 👨👩👧👦 is four people joined by zero-width joiners; 🇫🇷 is France and 🇯🇵 Japan."
        ),
        (
            "A thumbs up 👍🏽 has a skin tone, a heart ❤️ a selector; 🏳️‍🌈, #️⃣ and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 are sequences.",
            // tmux 3.3a draws the tone as a 2-column glyph after the hand (4 columns), and the game,
            // having asked it at start, draws it so.
            "A thumbs up 👍🏽 has a skin tone, a heart ❤ a selector; 🏳🌈, #\u{20E3} and 🏴 are sequences."
        ),
        (
            "Cafe\u{0301}, Zu\u{0308}rich, the number sign \u{0600}\u{0661}\u{0662} and Hindi \u{0915}\u{093F}\u{0924}\u{093E}\u{092C} are text.",
            "Cafe\u{0301}, Zu\u{0308}rich, the number sign \u{0661}\u{0662} and Hindi \u{0915}\u{093F}\u{0924}\u{093E}\u{092C} are text."
        ),
        (
            "Tokyo is written 東京 and Seoul 서울 (or \u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}) in their own scripts.",
            "Tokyo is written 東京 and Seoul 서울 (or \u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}) in their own scripts."
        ),
    ]

    func testEmojiSequencesMarksAndPrependsKeepTheCardBorderInItsColumnAndLeaveNoStaleCells() throws {
        XCTAssertTrue(TerminalCells.canMeasure, "wcwidth and the C.UTF-8 locale are needed to measure the pane")
        let folder = try bankFolder(Self.sequences.map { ($0.question, nil) })
        let session = try launch(
            ["--offline", "--seed", "5", "--amount", "\(Self.sequences.count)"],
            environment: ["OPENQUIZZ_ASSETS": folder.path])
        let frame = try XCTUnwrap(CellRect.restingCard(screenWidth: 80, screenHeight: 24))
        let shown = try playThrough(
            session, count: Self.sequences.count, frame: frame, corners: "╭╮╰╯", vertical: "│",
            gameRows: ["✓ Right! It's true."])
        XCTAssertEqual(Set(shown), Set(Self.sequences.map(\.shown)))
        // Still running, still answering: a new game starts and takes an answer.
        try session.send("n")
        try session.waitFor("a new game") { $0.score == "0 / \(Self.sequences.count)" && !$0.contains("Game Over") }
        try session.send("Right")
        try session.waitFor("the answer") { $0.score == "1 / \(Self.sequences.count)" }
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
