import Foundation
import XCTest

/// At 40x12 a long question and a long explanation can still be read in full.
final class SmallScreenReadingTests: EndToEndTestCase {
    private static let longQuestion =
        "According to the International Hydrographic Organization, the Pacific Ocean, which covers about a third "
        + "of the surface of the Earth and holds more than half of its free water, is both the largest and the "
        + "deepest of the five oceans of our planet."
    private static let longExplanation =
        "The Pacific covers about 165 million square kilometres and reaches 10,935 metres in the Challenger Deep "
        + "of the Mariana Trench, deeper than any point of the Atlantic, Indian, Southern or Arctic oceans."

    func testAtFortyByTwelveALongQuestionAndItsExplanationCanBeReadInFull() throws {
        let folder = try bankFolder([(Self.longQuestion, Self.longExplanation)])
        let session = try launch(
            ["--offline", "--seed", "1", "--amount", "1"], width: 40, height: 12,
            environment: try todaysDailyPlayed().merging(["OPENQUIZZ_ASSETS": folder.path]) { _, new in new })
        func card(_ screen: Screen, page: String) -> TerminalCells.Box? {
            // At rest: the 40x8 card on rows 1...8. The last page's key goes back to the first.
            let mark = page == "2/2" ? "[↓ first]" : "[↓]"
            guard let card = TerminalCells(screen).box(corners: "╭╮╰╯", vertical: "│"),
                card.left == 0, card.top == 1, card.right == 39, card.bottom == 8,
                card.bottomEdge.contains(" \(page) \(mark) ")
            else { return nil }
            return card
        }
        let first = try session.waitFor("page 1 of the question") { card($0, page: "1/2") != nil }
        XCTAssertFalse(first.contains("…"), "the question is cut:\n\(first)")
        try session.send("Down")
        let second = try session.waitFor("page 2 of the question") { card($0, page: "2/2") != nil }
        let pages = [card(first, page: "1/2"), card(second, page: "2/2")].compactMap { $0?.text }
        XCTAssertEqual(pages.joined(separator: " "), Self.longQuestion)
        try session.send("j")
        try session.waitFor("page 1 again") { card($0, page: "1/2") != nil }

        try session.send("Right")
        // The score in the condition too: a capture may show the verdict before the score line.
        let answered = try session.waitFor("the verdict, cut, naming its key") {
            $0.contains("Game Over") && $0.score == "1 / 1"
                && $0.lines.contains { $0.hasPrefix("✓ Right! It's true. The Pacific") && $0.hasSuffix("… [e]") }
        }
        XCTAssertEqual(answered.score, "1 / 1")
        try session.send("e")
        // The box names the question it explains, then says the verdict and the explanation.
        // Every row read below: the title, and the statement's first 80 characters (rows of their own).
        let box = try session.waitFor("the whole answer", showing: [" Question 1 "]) { screen in
            TerminalCells(screen).box(corners: "╭╮╰╯", vertical: "│")?.text.hasPrefix(
                "✓ " + Self.longQuestion.prefix(80)) == true
        }
        XCTAssertTrue(box.lines[0].contains(" Question 1 "), "\(box)")
        try session.send("Down")
        try session.waitFor("its verdict and explanation") { screen in
            TerminalCells(screen).box(corners: "╭╮╰╯", vertical: "│")?.text.contains(
                "Right! It's true. " + Self.longExplanation.prefix(40)) == true
        }
        try session.send("x")
        try session.waitFor("the box closed") { $0.contains("Game Over") && !$0.contains(" Question 1 ") }

        // Still running, still answering.
        try session.send("n")
        try session.waitFor("a new game") { $0.score == "0 / 1" && card($0, page: "1/2") != nil }
        try session.send("Right")
        try session.waitFor("the answer") { $0.score == "1 / 1" && $0.contains("Game Over") }
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
