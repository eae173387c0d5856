import Foundation
import QuizCore
import TestSupport
import XCTest

/// Blitz below the screen: the clock as a pure function of the moments it was run and stopped,
/// the endless deck that never repeats a question, the game ended early, and the best blitz.
final class BlitzModeTests: XCTestCase {
    private let center = NotificationCenter()

    func testTheClockCountsOnlyTheTimeItRunsAndThreeSecondsAWrongAnswer() {
        var clock = BlitzClock()
        XCTAssertEqual(clock.left(at: 500), 60)
        XCTAssertNil(clock.nextChange(at: 500), "stopped: nothing to wake for")
        clock.set(running: true, at: 10)
        clock.set(running: true, at: 12)
        XCTAssertEqual(clock.left(at: 15), 55, "running again changes nothing")
        clock.set(running: false, at: 15)
        XCTAssertEqual(clock.left(at: 1000), 55, "stopped: the time stands")
        clock.wrongAnswers = 2
        XCTAssertEqual(clock.left(at: 1000), 49)
        clock.set(running: true, at: 1000)
        XCTAssertEqual(clock.shownSeconds(at: 1000.5), 49, "48.5 s left shows 0:49")
        XCTAssertEqual(clock.nextChange(at: 1000.5) ?? 0, 1001, accuracy: 1e-9)
        XCTAssertFalse(clock.warns(at: 1038.9))
        XCTAssertTrue(clock.warns(at: 1039), "the last 10 s")
        XCTAssertFalse(clock.isOut(at: 1048.9))
        XCTAssertTrue(clock.isOut(at: 1049))
        XCTAssertEqual(clock.left(at: 2000), 0, "never below 0")
        XCTAssertNil(clock.nextChange(at: 1049), "out: nothing to wake for")
        XCTAssertFalse(clock.ranOut, "still running")
        clock.set(running: false, at: 1050)
        XCTAssertTrue(clock.ranOut)
    }

    /// A blitz deals a pool of different questions, one at a time: none comes twice, and the game
    /// is over when they run out; its answers say "blitz".
    @MainActor
    func testABlitzNeverRepeatsAQuestionAndEndsWhenThePoolRunsOut() async throws {
        let bank = makeQuestions(12)
        let source = BundledQuestionSource(questions: bank, seed: 3)
        let mode = BlitzMode(manager: QuestionManager(sources: [source]))
        let game = Game(deck: mode.deck, notificationCenter: center)
        try await ended(game.begin(mode.start(history: game.history)), "the blitz")
        XCTAssertEqual(game.length, .endless)
        XCTAssertEqual(game.questions.count, 1, "one question at a time")
        var seen: [String] = []
        while let question = game.currentQuestion {
            seen.append(question.title)
            game.answerCurrentQuestion(with: !question.answer)
        }
        XCTAssertEqual(game.state, .over)
        XCTAssertEqual(seen.count, 12)
        XCTAssertEqual(Set(seen).count, 12, "no question twice")
        XCTAssertEqual(Set(game.answers.map(\.mode)), [.blitz])
    }

    /// A category with fewer questions than a pool: the blitz plays that category alone, not the
    /// whole bank the filter was widened to.
    @MainActor
    func testABlitzKeepsTheCategoryAskedForThoughThePoolIsLarger() async throws {
        let science = (1...5).map {
            Question(title: "Science \($0).", answer: true, category: "Science", difficulty: .easy)
        }
        let filter = QuestionFilter(category: "Science")
        let source = BundledQuestionSource(questions: science + makeQuestions(30), seed: 1, filter: filter)
        let mode = BlitzMode(manager: QuestionManager(sources: [source]))
        let game = Game(deck: mode.deck, notificationCenter: center)
        try await ended(game.begin(mode.start(history: game.history)), "the blitz")
        XCTAssertNil(game.widening)
        var categories: [String] = []
        while let question = game.currentQuestion {
            categories.append(question.category)
            game.answerCurrentQuestion(with: true)
        }
        XCTAssertEqual(categories, Array(repeating: "Science", count: 5))
    }

    /// A source that sends one question twice in its batch: the blitz plays it once.
    @MainActor
    func testAQuestionTwiceInTheBatchIsPlayedOnce() async throws {
        let twice = makeQuestions(3) + makeQuestions(2)
        let source = FixedSource(.success(QuestionBatch(questions: twice, origin: .bundled)))
        let mode = BlitzMode(manager: QuestionManager(sources: [source]))
        let game = Game(deck: mode.deck, notificationCenter: center)
        try await ended(game.begin(mode.start(history: game.history)), "the blitz")
        var count = 0
        while let question = game.currentQuestion {
            game.answerCurrentQuestion(with: question.answer)
            count += 1
        }
        XCTAssertEqual(count, 3)
    }

    /// The timer ends the game once the time is out: the question on screen is left unanswered
    /// and the game is its answers; a new game starts the clock afresh.
    @MainActor
    func testTheTimerEndsTheGameAtZeroAndANewGameStartsAfresh() async throws {
        let mode = BlitzMode(manager: QuestionManager(sources: [FixedSource(.success(makeBatch(20)))]))
        let game = Game(deck: mode.deck, notificationCenter: center)
        try await ended(game.begin(mode.start(history: game.history)), "the blitz")
        XCTAssertFalse(mode.timer.update(running: true, at: 0, game: game))
        // Statement 1 is true, statement 2 false: one wrong answer, one right.
        game.answerCurrentQuestion(with: false)
        game.answerCurrentQuestion(with: false)
        XCTAssertFalse(mode.timer.update(running: true, at: 50, game: game))
        XCTAssertEqual(mode.timer.clock.left(at: 50), 7, "one wrong answer: 3 s")
        XCTAssertTrue(mode.timer.update(running: true, at: 57, game: game), "out at 57 s")
        XCTAssertEqual(game.state, .over)
        XCTAssertEqual(game.answers.count, 2)
        XCTAssertEqual(game.questions.count, 2, "the question left unanswered is not the game's")
        XCTAssertEqual(game.questionCount, 2)
        XCTAssertTrue(mode.timer.clock.ranOut)
        XCTAssertFalse(mode.timer.update(running: true, at: 58, game: game), "over: nothing more")
        try await ended(game.begin(mode.start(history: game.history)), "the next blitz")
        XCTAssertEqual(mode.timer.clock, BlitzClock(), "60 s again")
    }

    /// The best blitz is the most right answers in one blitz of the same pool (the shipped
    /// questions, or one deck); other games don't count.
    ///
    /// Every blitz with an answer is a game played to its end, but of no kind: no best score or
    /// streak.
    func testTheBestBlitzIsTheMostRightAnswersInOneOfItsPool() {
        let questions = makeQuestions(4)
        func answer(
            _ game: String, _ index: Int, right: Bool, blitz: Bool = true, deck: String? = nil
        ) -> AnswerRecord {
            let question = questions[index]
            var record = AnswerRecord(
                date: Date(timeIntervalSince1970: 0), game: game, number: index + 1, of: blitz ? 0 : 4,
                question: question, answer: right == question.answer)
            if blitz { record.mode = .blitz }
            record.deck = deck
            return record
        }
        var stats = HistoryStats()
        XCTAssertNil(stats.blitz.best(on: .bank))
        for index in 0..<4 { stats.add(answer("trivia", index, right: true, blitz: false)) }
        XCTAssertNil(stats.blitz.best(on: .bank), "a trivia game is no blitz")
        for index in 0..<3 { stats.add(answer("one", index, right: index != 1)) }
        for index in 0..<4 { stats.add(answer("two", index, right: index < 1)) }
        for index in 0..<4 { stats.add(answer("deck", index, right: true, deck: "week 3")) }
        XCTAssertEqual(stats.blitz.played, 3)
        XCTAssertEqual(stats.blitz.pools, [.bank, .deck("week 3")])
        XCTAssertEqual(stats.blitz.played(on: .bank), 2)
        XCTAssertEqual(stats.blitz.best(on: .bank), 2, "the deck's 4 is not the shipped questions' best")
        XCTAssertEqual(stats.blitz.best(on: .bank, excluding: "one"), 1)
        XCTAssertEqual(stats.blitz.best(on: .deck("week 3")), 4)
        XCTAssertNil(stats.blitz.best(on: .deck("week 3"), excluding: "deck"))
        XCTAssertNil(stats.blitz.best(on: .deck("week 4")))
        XCTAssertEqual(stats.gamesPlayed, 4)
        XCTAssertEqual(stats.gamesFinished, 4, "a blitz is played to its end")
        XCTAssertEqual(stats.sizedGamesFinished, 1, "but it is never a finished game of a kind")
        XCTAssertEqual(stats.best, HistoryStats.Score(right: 4, of: 4), "the best is still trivia's")
    }
}
