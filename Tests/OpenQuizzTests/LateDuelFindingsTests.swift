import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What a late tester found in the duel: the verdict cut mid-word under `--ascii` at 40 columns,
/// and Ctrl-Z at the name prompt echoing "^Z" and throwing the typed name away.
final class LateDuelFindingsTests: XCTestCase {
    /// A duel of two statements (1 true, 2 false), each with an explanation, at 40x12 under
    /// `--ascii`, with Alice and Bob.
    @MainActor
    private func asciiDuel(words: Wording) async -> GameController {
        let center = NotificationCenter()
        let questions = makeQuestions(2).map {
            Question(
                title: $0.title, answer: $0.answer, category: $0.category, difficulty: $0.difficulty,
                explanation: "Fact \($0.title)")
        }
        let source = ManualSource(questions: questions)
        let game = immediateGame(source: source, amount: 2, notificationCenter: center)
        let mode = DuelMode(trivia: game.deck)
        mode.match.names = [.one: "Alice", .two: "Bob"]
        let controller = GameController(
            session: ModeSession(game: game, home: mode), clock: ManualClock(seconds: 100).anyClock,
            theme: Theme(colorMode: .colors, ascii: true), text: PlayerText(words: words, offline: true),
            notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 40, height: 12))
        await answer(source, controller)
        return controller
    }

    // MARK: - The ASCII verdict at 40 columns

    /// The ASCII verdict fits its row at 40 columns.
    ///
    /// Under `--ascii` it ends before " [e]" as it does in Unicode: the names cut with a mark
    /// ("A.": "..." would leave no letter), the points and the final period kept, in English and
    /// French.
    @MainActor
    func testTheASCIIVerdictFitsBeforeTheExplanationsKey() async {
        for (words, line) in [
            (Wording.english, "  [+] True. A. wrong, B. right +1. [e]"),
            (.french, " [+] Vrai. Al. raté, Bob juste +1. [e]"),
        ] {
            let controller = await asciiDuel(words: words)
            // Alice says false, Bob true: the statement is true.
            controller.handle(.keyPressed(.character("s")))
            controller.handle(.keyPressed(.right))
            XCTAssertEqual(renderedLines(controller, ascii: true)[10], line)
        }
    }

    // MARK: - Ctrl-Z at the name prompt

    /// The bytes of `typed`, one per call, then the end of input.
    private func keys(_ typed: [UInt8]) -> () -> UInt8? {
        var left = typed[...]
        return { left.popFirst() }
    }

    /// Ctrl-Z at the name prompt suspends (once, nothing echoed for it), keeps what was typed,
    /// and shows the prompt with it again after `fg`; the name is then finished and read whole.
    func testCtrlZAtTheNamePromptSuspendsAndKeepsTheName() {
        var shown = ""
        var suspensions = 0
        let prompt = "Player 1's name (Enter: Player 1): "
        let line = NamePrompt.line(
            prompt: prompt, next: keys(Array("Al".utf8) + [0x1A] + Array("ice\r".utf8)), write: { shown += $0 },
            suspend: { suspensions += 1 }, signal: { XCTFail("no signal: \($0)") })
        XCTAssertEqual(line, "Alice")
        XCTAssertEqual(suspensions, 1)
        XCTAssertEqual(shown, "Al\n" + prompt + "Alice\n")
    }

    /// The line is edited as the terminal would: Backspace takes back a character (a wide one
    /// takes two columns back), the kill key the whole line, arrows are left out, and Ctrl-D on an
    /// empty line ends the input.
    func testTheNamePromptEditsTheLine() {
        var shown = ""
        let typed =
            Array("Bx".utf8) + [0x7F] + Array("名".utf8) + [0x7F] + Array("ob".utf8) + [0x1B] + Array("[D\n".utf8)
        let line = NamePrompt.line(
            prompt: "> ", next: keys(typed), write: { shown += $0 }, suspend: { XCTFail("no suspend") },
            signal: { XCTFail("no signal: \($0)") })
        XCTAssertEqual(line, "Bob")
        XCTAssertEqual(shown, "Bx\u{8} \u{8}名\u{8} \u{8}\u{8} \u{8}ob\n")
        XCTAssertNil(
            NamePrompt.line(
                prompt: "> ", next: keys(Array("Ann".utf8) + [0x15, 0x04]), write: { _ in }, suspend: {},
                signal: { _ in }))
    }
}
