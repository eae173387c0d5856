import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// The line-by-line game: lines in, lines out, and the lines that come before the questions.
final class PlainGameTests: XCTestCase {
    private let files = FileWriter()
    private var source = ManualSource(questions: [])
    private var printed: [String] = []
    private var ended: Int32?

    @MainActor
    private func makeGame(amount: Int = 3, outputWorks: Bool = true) -> PlainGame {
        source = ManualSource(questions: makeQuestions(amount))
        printed = []
        ended = nil
        let center = NotificationCenter()
        let game = immediateGame(source: source, amount: amount, notificationCenter: center)
        return PlainGame(
            game: game, text: PlayerText(offline: true), notificationCenter: center,
            output: { [weak self] line in
                self?.printed.append(line)
                return outputWorks
            },
            finish: { [weak self] status in self?.ended = status })
    }

    @MainActor
    private func questionsArrive(_ player: PlainGame) async {
        await source.answerAll()
        await waitUntil { player.game.state != .loading }
    }

    @MainActor
    func testAGameIsOneLinePerQuestionAndPerAnswerWithoutCursorMovementOrColour() async throws {
        let player = makeGame()
        player.start()
        await questionsArrive(player)
        player.received("t")
        player.received("  TRUE ")
        player.received("f")
        player.received("q")
        XCTAssertEqual(
            printed,
            [
                "OpenQuizz, line by line: 3 questions a game. Answer t for true or f for false; "
                    + "n starts a new game, s shows your stats, q quits.",
                "Offline: bundled questions.",
                "Question 1 of 3. Statement 1. True or false? [t/f]",
                "Right! It's true. Score 1 of 3.",
                "Question 2 of 3. Statement 2. True or false? [t/f]",
                "Wrong: it's false. Score 1 of 3.",
                "Question 3 of 3. Statement 3. True or false? [t/f]",
                "Wrong: it's true. Score 1 of 3.",
                "Game Over: 1 / 3. Better luck next game. Your first game with these questions.",
                "n for a new game, s for your stats, q to quit.",
                "Bye.",
            ])
        XCTAssertEqual(ended, 0)
        XCTAssertFalse(printed.joined().contains("\u{1B}"), "no escape sequence")
    }

    @MainActor
    func testNoExplanationsLeavesTheFactBehindTheAnswerOut() async throws {
        for explanations in [true, false] {
            source = ManualSource(questions: [
                Question(
                    title: "Ferrari is based in Maranello.", answer: true, category: "Vehicles", difficulty: .easy,
                    explanation: "Its factory is in Maranello, in northern Italy.")
            ])
            printed = []
            let center = NotificationCenter()
            let player = PlainGame(
                game: immediateGame(source: source, amount: 1, notificationCenter: center),
                text: PlayerText(offline: true, explanations: explanations), notificationCenter: center,
                output: { [weak self] line in
                    self?.printed.append(line)
                    return true
                },
                finish: { [weak self] status in self?.ended = status })
            player.start()
            await questionsArrive(player)
            player.received("t")
            let verdict =
                explanations ? "Right! It's true. Its factory is in Maranello, in northern Italy." : "Right! It's true."
            XCTAssertTrue(printed.contains(verdict + " Score 1 of 1."), "explanations \(explanations): \(printed)")
            player.received("q")
        }
    }

    @MainActor
    func testADecksGameSaysItsRealSizeAndUnpunctuatedTextEndsAsASentence() async throws {
        source = ManualSource(questions: [
            Question(
                title: "Sharks are fish, not mammals", answer: false, category: "Nature", difficulty: .easy,
                explanation: "ok"),
            Question(title: "Is it \"true\"", answer: true, category: "Nature", difficulty: .easy, explanation: "Yes!"),
        ])
        printed = []
        let center = NotificationCenter()
        let player = PlainGame(
            game: immediateGame(source: source, amount: 10, notificationCenter: center),
            text: PlayerText(offline: true), notificationCenter: center, deckSize: 2,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { [weak self] status in self?.ended = status })
        player.start()
        await questionsArrive(player)
        player.received("t")
        player.received("t")
        player.received("q")
        XCTAssertEqual(
            printed.first,
            "OpenQuizz, line by line: 2 questions a game. Answer t for true or f for false; "
                + "n starts a new game, s shows your stats, q quits.")
        XCTAssertTrue(
            printed.contains("Question 1 of 2. Sharks are fish, not mammals. True or false? [t/f]"), "\(printed)")
        XCTAssertTrue(printed.contains("Wrong: it's false. ok. Score 0 of 2."), "\(printed)")
        XCTAssertTrue(printed.contains(#"Question 2 of 2. Is it "true." True or false? [t/f]"#), "\(printed)")
        XCTAssertTrue(printed.contains("Right! It's true. Yes! Score 1 of 2."), "\(printed)")
        XCTAssertEqual(PlainText.sentence("Done."), "Done.")
        XCTAssertEqual(PlainText.sentence("Why?"), "Why?")
        XCTAssertEqual(PlainText.sentence("As follows:"), "As follows.")
        XCTAssertEqual(PlainText.sentence("(a note)"), "(a note.)")
    }

    @MainActor
    func testLinesThatComeBeforeTheQuestionsWaitForThemAndTheEndOfInputEndsTheGame() async throws {
        let player = makeGame(amount: 2)
        player.start()
        player.received("t")
        player.received("")
        player.received("maybe")
        player.endOfInput()
        XCTAssertNil(ended, "the lines wait for the questions, and so does the end")
        await questionsArrive(player)
        XCTAssertEqual(player.game.currentIndex, 1, "the t answered the first question")
        XCTAssertTrue(
            printed.contains("Please answer t (true) or f (false); n for a new game, s for your stats, q to quit."))
        XCTAssertEqual(printed.last, "Bye.")
        XCTAssertEqual(ended, 0)
    }

    @MainActor
    func testNStartsANewGameAndSPrintsTheStats() async throws {
        let player = makeGame(amount: 2)
        player.start()
        await questionsArrive(player)
        player.received("t")
        player.received("s")
        XCTAssertTrue(printed.contains { $0.hasPrefix("Questions answered") && $0.hasSuffix(" 1") }, "\(printed)")
        XCTAssertEqual(printed.last, "Question 2 of 2. Statement 2. True or false? [t/f]", "then the question again")
        player.received("n")
        XCTAssertEqual(printed.last, "New game.")
        await questionsArrive(player)
        XCTAssertEqual(printed.last, "Question 1 of 2. Statement 1. True or false? [t/f]")
        XCTAssertEqual(player.game.score, 0)
    }

    /// Once the game is over no question waits: a line that is no command says what may be typed,
    /// not how to answer, whatever the line (a tester's `r` was told to answer t or f).
    @MainActor
    func testAfterGameOverALineThatIsNoCommandSaysNoQuestionIsWaiting() async throws {
        let player = makeGame(amount: 1)
        player.start()
        await questionsArrive(player)
        player.received("t")
        XCTAssertEqual(player.game.state, .over)
        let noQuestion = "No question is waiting: n starts a new game, s shows your stats, q quits."
        for line in ["r", "t", "maybe"] {
            player.received(.text(line))
            XCTAssertEqual(printed.last, noQuestion, line)
        }
        player.received(.overlong)
        XCTAssertEqual(printed.last, noQuestion, "an over-long line")
    }

    /// Back-pressure: a pipe that sends faster than the game plays is read one line at a time.
    @MainActor
    func testItAsksForTheNextLineOnlyOnceItHasTakenTheLastAndAnOverlongLineIsNotAnAnswer() async throws {
        let player = makeGame(amount: 2)
        var asked = 0
        player.askForLine = { asked += 1 }
        player.start()
        XCTAssertEqual(asked, 1, "one line asked for at the start")
        player.received(.text("t"))
        XCTAssertEqual(asked, 1, "that line waits for the questions: no other is asked for")
        await questionsArrive(player)
        XCTAssertEqual(player.game.currentIndex, 1, "the waiting line answered")
        XCTAssertEqual(asked, 2)
        player.received(.overlong)
        XCTAssertEqual(asked, 3)
        XCTAssertEqual(player.game.currentIndex, 1, "an over-long line answers nothing")
        XCTAssertEqual(
            printed.suffix(2),
            [
                "Please answer t (true) or f (false); n for a new game, s for your stats, q to quit.",
                "Question 2 of 2. Statement 2. True or false? [t/f]",
            ])
        player.endOfInput()
        XCTAssertEqual(ended, 0)
        XCTAssertEqual(asked, 3, "nothing asked for after the end")
    }

    @MainActor
    func testAnOutputThatCanNoLongerBeWrittenEndsTheGameWithStatusOne() async throws {
        let player = makeGame(outputWorks: false)
        player.start()
        XCTAssertEqual(ended, 1)
        player.received("t")
        XCTAssertEqual(printed.count, 1, "nothing more is written once it failed")
    }

    @MainActor
    func testLinesWaitForTheHistorySoTheStatsAndTheGameOverCountEarlierGames() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-plain-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let earlier = AnswerHistory(url: url, writer: files)
        for question in makeQuestions(1) {
            earlier.record(
                AnswerRecord(
                    date: Date(), game: "earlier", number: 1, of: 1, question: question, answer: question.answer))
        }
        earlier.flush()
        source = ManualSource(questions: makeQuestions(1))
        printed = []
        let center = NotificationCenter()
        let game = Game(
            manager: QuestionManager(sources: [source]), amount: 1, notificationCenter: center,
            history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center))
        let player = PlainGame(
            game: game, text: PlayerText(offline: true), notificationCenter: center,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { [weak self] status in self?.ended = status })
        player.start()
        // A script's lines, all at once, before anything is ready.
        for line in ["f", "s", "q"] { player.received(line) }
        player.endOfInput()
        await source.answerAll()
        await waitUntil { self.ended != nil }
        XCTAssertEqual(ended, 0)
        XCTAssertTrue(
            printed.contains { $0.hasPrefix("Game Over: 0 / 1.") && $0.contains("Best: 1 / 1.") }, "\(printed)")
        XCTAssertTrue(printed.contains { $0.hasPrefix("Questions answered") && $0.hasSuffix(" 2") }, "\(printed)")
        XCTAssertFalse(printed.joined().contains("█"), "no bars line by line")
    }
}
