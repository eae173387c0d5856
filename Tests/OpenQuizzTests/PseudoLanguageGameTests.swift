import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The game's screens and plain mode in the pseudo-language (English bracketed ⟦ ⟧ and a third
/// longer): no word comes from elsewhere, and no sentence is cut, at 80x24 and 40x12.
final class PseudoLanguageGameTests: XCTestCase {
    private var printed: [String] = []

    /// What `text` says outside the pseudo-language's ⟦ ⟧, once `exempt` (the questions, the
    /// player's data) is taken out: its letters only (punctuation, digits and borders are no words).
    private func unworded(_ text: String, exempt: [String]) -> String {
        var text = text
        for part in exempt { text = text.replacingOccurrences(of: part, with: "") }
        var depth = 0
        var outside = ""
        for character in text {
            switch character {
            case "⟦": depth += 1
            case "⟧": depth -= 1
            default: if depth == 0, character.isLetter { outside.append(character) }
            }
        }
        return outside
    }

    /// Fails unless every word of `screen` is the wording's (or exempt), and no sentence is cut:
    /// as many ⟦ as ⟧, and no ellipsis.
    private func assertWorded(
        _ screen: [String], _ what: String, exempt: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = screen.joined(separator: "\n")
        XCTAssertEqual(unworded(text, exempt: exempt), "", "\(what): unworded\n\(text)", file: file, line: line)
        XCTAssertEqual(
            text.filter { $0 == "⟦" }.count, text.filter { $0 == "⟧" }.count, "\(what): cut\n\(text)", file: file,
            line: line)
        XCTAssertFalse(text.contains("…"), "\(what): cut\n\(text)", file: file, line: line)
    }

    /// Every screen of a game in the pseudo-language, at 80x24 and 40x12: loading, a question, a
    /// verdict, the answer box, Game Over, no questions, and the too-small screen.
    @MainActor
    func testThePseudoLanguageSweepFindsNoUnwordedOrCutTextOnTheGameScreens() async {
        let pseudo = Wording(tongue: .pseudo)
        let exempt = (1...3).map { "Statement \($0)." } + ["General Knowledge"]
        for (width, height) in [(80, 24), (40, 12)] {
            let clock = ManualClock(seconds: 100)
            let center = NotificationCenter()
            let source = ManualSource(questions: makeQuestions(3))
            let controller = GameController(
                game: immediateGame(source: source, amount: 3, notificationCenter: center), clock: clock,
                theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(words: pseudo, offline: true),
                notificationCenter: center, reducedMotion: true)
            controller.startHandlingModelEvents()
            controller.handle(.resized(width: width, height: height))
            let size = "\(width)x\(height)"
            assertWorded(renderedLines(controller), "loading at \(size)", exempt: exempt)
            await answer(source, controller)
            assertWorded(renderedLines(controller), "a question at \(size)", exempt: exempt)
            for key in [Key.right, .character("e")] { controller.handle(.keyPressed(key)) }
            settleCard(controller, on: clock, file: #filePath, line: #line)
            assertWorded(renderedLines(controller), "the answer box at \(size)", exempt: exempt)
            for key in [Key.character("x"), .left, .left] { controller.handle(.keyPressed(key)) }
            settleCard(controller, on: clock, file: #filePath, line: #line)
            assertWorded(renderedLines(controller), "Game Over at \(size)", exempt: exempt)
            controller.handle(.resized(width: 30, height: 8))
            assertWorded(renderedLines(controller), "too small after \(size)", exempt: exempt)
        }
        // No questions at all: the card says so, and why.
        let center = NotificationCenter()
        let failure = QuestionSourceError.openTriviaDB(.httpStatus(host: "opentdb.com", status: 503))
        let game = Game(
            manager: QuestionManager(sources: [FixedSource(.failure(failure))]), amount: 3, notificationCenter: center)
        let controller = GameController(
            game: game, clock: ManualClock(seconds: 100), theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: pseudo), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await waitUntil {
            if case .failed = game.state { true } else { false }
        }
        assertWorded(renderedLines(controller), "no questions", exempt: ["opentdb.com"])
    }

    /// Plain mode in the pseudo-language: every line is the wording's but for the questions.
    @MainActor
    func testThePseudoLanguageSweepFindsNoUnwordedTextInPlainMode() async {
        let source = ManualSource(questions: makeQuestions(2))
        let center = NotificationCenter()
        printed = []
        let player = PlainGame(
            game: immediateGame(source: source, amount: 2, notificationCenter: center),
            text: PlayerText(words: Wording(tongue: .pseudo), offline: true), notificationCenter: center,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await source.answerAll()
        await waitUntil { player.game.state != .loading }
        for line in ["t", "what", "f", "x", "n", "q"] { player.received(line) }
        XCTAssertGreaterThan(printed.count, 8)
        for line in printed {
            assertWorded([line], "plain mode", exempt: ["Statement 1.", "Statement 2."])
        }
    }
}
