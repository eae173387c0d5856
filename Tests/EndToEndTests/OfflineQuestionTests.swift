import Foundation
import XCTest

/// The bundled questions offline: `--category` and `--difficulty` hold, a category the bank
/// lacks is said and played around, and `--seed` plays the same questions every run.
final class OfflineQuestionTests: EndToEndTestCase {
    private var sharedState: URL?

    override func tearDown() {
        if let sharedState { try? FileManager.default.removeItem(at: sharedState) }
        super.tearDown()
    }

    /// Plays `count` questions: reads each card as soon as its whole text shows and answers
    /// true at once.
    ///
    /// The games run with `--reduced-motion` (the card's motion is GamePlayTests' to show): the
    /// next card comes 0.35 s after an answer, so a game takes a few seconds.
    private func play(
        _ session: TmuxSession, bank: QuestionBank, count: Int, amount: Int
    ) throws -> [QuestionBank.Entry] {
        var entries: [QuestionBank.Entry] = []
        var previous: String?
        for number in 1...count {
            let screen = try session.waitFor("question \(number)") { screen in
                guard screen.score?.hasSuffix(" / \(amount)") == true, let card = screen.card(), card.text != previous
                else { return false }
                return bank.lookUp(card.text) != nil
            }
            let card = try XCTUnwrap(screen.card())
            entries.append(try XCTUnwrap(bank.lookUp(card.text)))
            previous = card.text
            try session.send("Right")
        }
        return entries
    }

    func testCategoryAndDifficultyHoldForEveryBundledQuestion() throws {
        let bank = try QuestionBank()
        // A short game: every question of a 10-question game is checked below the terminal
        // (OpenQuizzTests.BundledRunsTests), through the same command line.
        let session = try launch([
            "--offline", "--category", "computers", "--difficulty", "hard", "--seed", "3", "--amount", "3",
            "--reduced-motion",
        ])
        let played = try play(session, bank: bank, count: 3, amount: 3)
        for entry in played {
            XCTAssertEqual(entry.category, "Science: Computers", entry.question)
            XCTAssertEqual(entry.difficulty, "hard", entry.question)
        }
        // Once the Game Over card has fallen into place.
        let over = try session.waitFor("Game Over and the header", showing: ["Offline"]) {
            $0.card()?.text.hasPrefix("Game Over") == true
                && $0.card()?.frame == CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        }
        XCTAssertTrue(over.lines.first?.hasSuffix("Offline: bundled questions") == true, "header:\n\(over)")
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testACategoryTheBankLacksIsSaidAndTheGamePlaysOn() throws {
        let bank = try QuestionBank()
        let session = try launch(
            ["--offline", "--category", "31", "--seed", "1", "--reduced-motion"], environment: try todaysDailyPlayed())
        let first = try play(session, bank: bank, count: 2, amount: 10)
        XCTAssertEqual(first.count, 2)
        // Still running, still answering: the score line follows the answers.
        let screen = try session.waitFor("the third question after two answers", showing: ["too few"]) { screen in
            screen.score == "\(first.filter(\.answer).count) / 10"
                && screen.card().flatMap { bank.lookUp($0.text) } != nil
        }
        let header = screen.lines.first ?? ""
        XCTAssertTrue(
            header.hasPrefix(" OpenQuizz ")
                && header.hasSuffix("  Offline: bundled; too few Japanese Anime & Manga: any category"),
            "header: '\(header)'")
        try session.send("q")
        try assertExited(session, status: 0)
    }

    // A new run not repeating the last run's bundled questions is checked below the terminal,
    // through the same command-line wiring (OpenQuizzTests.BundledRunsTests), not by playing 20
    // questions here.

    /// `--seed` plays the same game every run, whatever earlier runs played (it used to count
    /// them, so the second run differed).
    func testTheSameSeedPlaysTheSameQuestionsEveryRun() throws {
        let bank = try QuestionBank()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("oq-e2e-state-\(UUID().uuidString)")
        sharedState = state
        var runs: [[String]] = []
        for _ in 1...2 {
            let session = try launch(
                ["--offline", "--seed", "5", "--amount", "2", "--reduced-motion"],
                environment: ["XDG_STATE_HOME": state.path])
            runs.append(try play(session, bank: bank, count: 2, amount: 2).map(\.question))
            try session.waitFor("Game Over") { $0.card()?.text.hasPrefix("Game Over") == true }
            try session.send("q")
            try assertExited(session, status: 0)
        }
        XCTAssertEqual(runs[0], runs[1])
        let played = state.appendingPathComponent("openquizz/played.json").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: played))
    }
}
