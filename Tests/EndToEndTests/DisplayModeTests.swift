import XCTest

/// `--ascii` and `--no-color`: what is drawn changes, the game doesn't.
final class DisplayModeTests: EndToEndTestCase {
    /// Answers the question on screen with `key` (true for Right) and checks the score follows
    /// the bank; `check` sees every screen polled on the way.
    private func playOneQuestion(
        _ session: TmuxSession,
        borders: Borders,
        answer: Bool,
        check: (Screen) -> Void
    ) throws {
        let bank = try QuestionBank()
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        func restingQuestion(_ screen: Screen) -> Card? {
            guard let card = screen.card(borders), card.frame == frame, bank.lookUp(card.text) != nil else {
                return nil
            }
            return card
        }
        let first = try session.waitFor("the first question") { screen in
            check(screen)
            return screen.score == "0 / 10" && restingQuestion(screen) != nil
        }
        let card = try XCTUnwrap(restingQuestion(first))
        let entry = try XCTUnwrap(bank.lookUp(card.text))

        try session.send(answer ? "Right" : "Left")
        let expected = answer == entry.answer ? "1 / 10" : "0 / 10"
        let verdict = answer == entry.answer ? "Right!" : "Wrong:"
        let second = try session.waitFor("the second question") { screen in
            check(screen)
            guard let next = restingQuestion(screen) else { return false }
            // The score line too: a capture may show a frame half drawn, the line still the last one.
            return next.text != card.text && screen.contains(verdict) && screen.progress == "Question 2 of 10"
        }
        XCTAssertEqual(second.score, expected, "answered \(answer) to \(card.text.debugDescription)\n\(second)")

        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testASCIIDrawsOnlyASCIIAndPlays() throws {
        let session = try launch(["--ascii", "--seed", "21"], environment: try todaysDailyPlayed())
        try playOneQuestion(session, borders: .ascii, answer: true) { screen in
            XCTAssertTrue(screen.isASCII, "non-ASCII with --ascii:\n\(screen)")
        }
    }

    func testNoColorDrawsNoColorAndPlays() throws {
        let session = try launch(["--no-color", "--seed", "22"])
        var checked = 0
        try playOneQuestion(session, borders: .rounded, answer: false) { _ in
            // The plain capture is what the test reads; the escapes say whether colour is used.
            if let escaped = try? session.captureWithEscapes() {
                XCTAssertEqual(Self.colorSequences(in: escaped), [], "colour with --no-color")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }

    func testColorIsUsedByDefault() throws {
        let session = try launch(["--seed", "22"])
        try session.waitFor("the first question") { $0.score == "0 / 10" }
        XCTAssertNotEqual(Self.colorSequences(in: try session.captureWithEscapes()), [])
    }

    /// The SGR sequences that set a foreground or background colour.
    static func colorSequences(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
            let parameters = rest[..<end]
            let isSGR = rest[end] == "m"
            rest = rest[rest.index(after: end)...]
            guard isSGR else { continue }
            let codes = parameters.split(separator: ";").compactMap { Int($0) }
            let setsColor = codes.contains { (30...49).contains($0) || (90...107).contains($0) }
            if setsColor, !codes.allSatisfy({ $0 == 39 || $0 == 49 || $0 == 0 }) {
                found.append(String(parameters))
            }
        }
        return found
    }
}
