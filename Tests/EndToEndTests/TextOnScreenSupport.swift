import Foundation
import XCTest

/// Banks of made-up questions and screen checks for the tests of text on screen.
extension EndToEndTestCase {
    /// A bundled bank of `questions` (all true), in a fresh folder for `OPENQUIZZ_ASSETS`.
    func bankFolder(_ questions: [(question: String, explanation: String?)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let results: [[String: Any]] = questions.map { entry in
            var result: [String: Any] = [
                "type": "boolean", "difficulty": "easy", "category": "General Knowledge",
                "question": entry.question, "correct_answer": "True", "incorrect_answers": ["False"],
            ]
            if let explanation = entry.explanation { result["explanation"] = explanation }
            return result
        }
        let file: [String: Any] = [
            "response_code": 0, "encoding": "plain",
            "categories": [["id": 9, "name": "General Knowledge"]], "results": results,
        ]
        try JSONSerialization.data(withJSONObject: file).write(to: folder.appendingPathComponent("questions.json"))
        return folder
    }

    /// Checks that the resting card at `frame` has its borders in their columns on every row,
    /// nothing after its right border, and that every row outside it is blank or one of the
    /// game's rows (header, score, verdict, button); returns the card's text.
    func checkScreen(
        _ screen: Screen,
        frame: CellRect,
        corners: String,
        vertical: String,
        verdicts gameRows: [String],
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> String? {
        let cells = TerminalCells(screen)
        guard let card = cells.box(corners: corners, vertical: vertical) else {
            XCTFail("no card:\n\(screen)", file: file, line: line)
            return nil
        }
        let found = CellRect(
            x: card.left, y: card.top, width: card.right - card.left + 1, height: card.bottom - card.top + 1)
        XCTAssertEqual(found, frame, "card frame\n\(screen)", file: file, line: line)
        for y in card.top...card.bottom {
            XCTAssertEqual(
                cells.usedWidth(ofRow: y), card.right + 1, "row \(y) runs past the border\n\(screen)", file: file,
                line: line)
            XCTAssertEqual(
                cells.text(row: y, columns: 0..<card.left).trimmingCharacters(in: .whitespaces), "",
                "row \(y) left of the card\n\(screen)", file: file, line: line)
        }
        for (y, text) in screen.lines.enumerated() where !(card.top...card.bottom).contains(y) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let isGameRow =
                trimmed.isEmpty || trimmed.hasPrefix("OpenQuizz") || trimmed == "New Game [N]"
                // The bottom row: the button, and the settings' label at its end where it fits.
                || trimmed.range(of: #"^New Game \[N\] +o (Settings|Réglages)$"#, options: .regularExpression) != nil
                || screen.score.map({ trimmed.hasSuffix("Score \($0)") }) == true || gameRows.contains(trimmed)
                || Self.isAnswerButtonsRow(trimmed)
            XCTAssertTrue(
                isGameRow, "stray cells on row \(y): \(trimmed.debugDescription)\n\(screen)", file: file, line: line)
        }
        return card.text
    }

    /// Whether `trimmed` is the row of False and True under the card.
    ///
    /// "← False ... True →", in ASCII "<- False ... True ->", in French "← Faux ... Vrai →"; the
    /// score's bump may pass between them.
    static func isAnswerButtonsRow(_ trimmed: String) -> Bool {
        trimmed.range(of: #"^(←|<-) \S+ .* \S+ (→|->)$"#, options: .regularExpression) != nil
    }

    /// Plays every card of a bank whose questions are all true, answering right, checking each
    /// resting card with `checkScreen`; returns the card texts in the order shown.
    func playThrough(
        _ session: TmuxSession,
        count: Int,
        frame: CellRect,
        corners: String,
        vertical: String,
        gameRows: [String],
        check: (Screen) -> Void = { _ in }
    ) throws -> [String] {
        var shown: [String] = []
        for number in 1...count {
            let expectedScore = "\(number - 1) / \(count)"
            let screen = try session.waitFor("card \(number) at rest") { screen in
                check(screen)
                guard screen.score == expectedScore,
                    let card = TerminalCells(screen).box(corners: corners, vertical: vertical)
                else { return false }
                let whole = CellRect(
                    x: card.left, y: card.top, width: card.right - card.left + 1, height: card.bottom - card.top + 1)
                return whole == frame && !shown.contains(card.text) && !card.text.isEmpty
            }
            let text = checkScreen(screen, frame: frame, corners: corners, vertical: vertical, verdicts: gameRows)
            shown.append(text ?? "")
            try session.send("Right")
        }
        try session.waitFor("the game over") { $0.contains("Game Over") && $0.score == "\(count) / \(count)" }
        return shown
    }
}
