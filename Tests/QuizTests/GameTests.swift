import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

final class GameTests: XCTestCase {
    private let files = FileWriter()
    private let center = NotificationCenter()

    @MainActor
    private func makeGame(_ source: any QuestionSource, amount: Int = 10) -> Game {
        Game(manager: QuestionManager(sources: [source]), amount: amount, notificationCenter: center)
    }

    /// A game whose questions have arrived.
    @MainActor
    private func loadedGame(questions: Int = 10, amount: Int = 10) async throws -> Game {
        let game = makeGame(FixedSource(.success(makeBatch(questions))), amount: amount)
        try await ended(game.refresh(), "the new game")
        return game
    }

    // MARK: - Scoring

    @MainActor
    func testARightAnswerScoresOnePointAndAWrongOneNothing() async throws {
        let game = try await loadedGame()
        XCTAssertEqual(game.answerCurrentQuestion(with: true), true)  // statement 1 is true
        XCTAssertEqual(game.score, 1)
        XCTAssertEqual(game.answerCurrentQuestion(with: true), false)  // statement 2 is false
        XCTAssertEqual(game.score, 1)
        XCTAssertEqual(game.currentIndex, 2)
    }

    @MainActor
    func testEachAnswerIsWrittenToTheHistoryWhenItIsGiven() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-game-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let history = AnswerHistory(url: url, writer: files, filter: QuestionFilter(difficulty: .easy))
        let game = Game(
            manager: QuestionManager(sources: [FixedSource(.success(makeBatch(3)))]), amount: 3,
            notificationCenter: center, history: PlayerHistory(store: history, notificationCenter: center),
            wallClock: { Date(timeIntervalSince1970: 1_800_000_000) })
        try await ended(game.refresh(), "the new game")
        let first = game.gameID
        game.answerCurrentQuestion(with: true)
        game.answerCurrentQuestion(with: true)
        history.flush()
        var records = history.load()
        XCTAssertEqual(records.map(\.number), [1, 2])
        XCTAssertEqual(records.map(\.isRight), [true, false])
        XCTAssertEqual(records.map(\.game), [first, first])
        XCTAssertEqual(records[0].of, 3)
        XCTAssertEqual(records[0].statement, "Statement 1.")
        XCTAssertEqual(records[0].filterDifficulty, .easy)
        XCTAssertEqual(records[0].date, Date(timeIntervalSince1970: 1_800_000_000))
        try await ended(game.refresh(), "the new game")
        XCTAssertNotEqual(game.gameID, first, "each game has its own id")
        game.answerCurrentQuestion(with: false)
        history.flush()
        records = history.load()
        XCTAssertEqual(records.count, 3)
        XCTAssertEqual(records[2].game, game.gameID)
    }

    @MainActor
    func testGameOverSumsUpWithTheHistoryReadOnceTheFirstQuestionIsShownAndThisRun() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-over-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        // An earlier run: 1 / 2.
        let earlier = AnswerHistory(url: url, writer: files)
        for (number, question) in makeQuestions(2).enumerated() {
            earlier.record(
                AnswerRecord(
                    date: Date(), game: "earlier", number: number + 1, of: 2, question: question,
                    answer: number == 0 ? question.answer : !question.answer))
        }
        earlier.flush()
        let game = Game(
            manager: QuestionManager(sources: [FixedSource(.success(makeBatch(2)))]), amount: 2,
            notificationCenter: center,
            history: PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center))
        let loaded = expectation(forNotification: .historyLoaded, object: game.history, notificationCenter: center)
        try await ended(game.refresh(), "the new game")
        XCTAssertNil(game.summary)
        // The history is read once the first question is on screen.
        await fulfillment(of: [loaded], timeout: 10)
        XCTAssertEqual(game.history.records.count, 2)
        while let question = game.currentQuestion { game.answerCurrentQuestion(with: question.answer) }
        let summary = try XCTUnwrap(game.summary)
        XCTAssertEqual(summary.score, HistoryStats.Score(right: 2, of: 2))
        XCTAssertTrue(summary.isNewBest, "2 / 2 beats the earlier 1 / 2")
        XCTAssertEqual(summary.streak, 1)
        try await ended(game.refresh(), "the new game")
        XCTAssertNil(game.summary, "a new game has no summary yet")
    }

    @MainActor
    func testAllRightAnswersScoreTheQuestionCount() async throws {
        let game = try await loadedGame()
        while let question = game.currentQuestion {
            game.answerCurrentQuestion(with: question.answer)
        }
        XCTAssertEqual(game.score, 10)
        XCTAssertEqual(game.state, .over)
    }

    // MARK: - End of game

    @MainActor
    func testTheGameIsOverAfterTheLastAnswerAndAcceptsNoMore() async throws {
        let game = try await loadedGame(questions: 3, amount: 3)
        for _ in 0..<3 { XCTAssertNotNil(game.answerCurrentQuestion(with: false)) }
        XCTAssertEqual(game.state, .over)
        XCTAssertNil(game.currentQuestion)
        XCTAssertNil(game.answerCurrentQuestion(with: true))
        XCTAssertEqual(game.score, 1)  // only statement 2 was false
        XCTAssertEqual(game.currentIndex, 3)
    }

    @MainActor
    func testAGameTakesOnlyTheAmountItAskedFor() async throws {
        let game = try await loadedGame(questions: 15, amount: 5)
        XCTAssertEqual(game.questions.count, 5)
        XCTAssertEqual(game.questionCount, 5)
    }

    @MainActor
    func testNoGameHasStartedBeforeTheFirstRefresh() async throws {
        let game = makeGame(ControlledSource())
        XCTAssertEqual(game.state, .idle)
        XCTAssertNil(game.currentQuestion)
        XCTAssertNil(game.answerCurrentQuestion(with: true))
    }

    // MARK: - Refresh

    @MainActor
    func testRefreshResetsScoreIndexAndQuestionsWhileLoading() async throws {
        let source = ControlledSource()
        let game = makeGame(source)
        let first = game.refresh()
        await source.waitForRequests(1)
        source.complete(with: .success(makeBatch(10)))
        try await ended(first, "the first game")
        game.answerCurrentQuestion(with: true)
        XCTAssertEqual(game.score, 1)

        game.refresh()
        XCTAssertEqual(game.state, .loading)
        XCTAssertEqual(game.score, 0)
        XCTAssertEqual(game.currentIndex, 0)
        XCTAssertTrue(game.questions.isEmpty)
        XCTAssertNil(game.currentQuestion)
        XCTAssertEqual(game.questionCount, 10)
        XCTAssertNil(game.answerCurrentQuestion(with: true))
    }

    @MainActor
    func testAnAnswerForAnEarlierRefreshIsDroppedAndItsRequestCancelled() async throws {
        let source = ControlledSource()
        let game = makeGame(source)
        let first = game.refresh()
        await source.waitForRequests(1)
        let second = game.refresh()
        // The first request was cancelled: the source no longer waits on it.
        try await ended(first, "the first game")
        await source.waitForRequests(1)
        XCTAssertEqual(source.pendingCount, 1)
        XCTAssertEqual(game.state, .loading)
        source.complete(with: .success(makeBatch(10)))
        try await ended(second, "the second game")
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.currentQuestion?.title, "Statement 1.")
        XCTAssertEqual(source.played.count, 1, "only the game played used its questions")
    }

    // MARK: - Where the questions came from

    @MainActor
    func testTheGameKeepsWhereItsQuestionsCameFrom() async throws {
        let widening = FilterWidening(requested: QuestionFilter(category: "Art"), kind: .category)
        let failing = FixedSource(.failure(.openTriviaDB(.unreachable(host: "opentdb.com"))))
        let answering = FixedSource(
            .success(QuestionBatch(questions: makeQuestions(10), origin: .bundled, widening: widening)))
        let game = Game(manager: QuestionManager(sources: [failing, answering]), notificationCenter: center)
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.origin, .bundled)
        XCTAssertEqual(game.widening, widening)
        XCTAssertEqual(game.fallbackReason, .openTriviaDB(.unreachable(host: "opentdb.com")))
        game.refresh()
        XCTAssertNil(game.origin, "a new game forgets the old game's source")
    }

    // MARK: - Notifications

    @MainActor
    func testQuestionsLoadedIsPostedOncePerLoad() async throws {
        let loaded = NotificationCounter(.questionsLoaded, center: center)
        let failed = NotificationCounter(.questionsFailedToLoad, center: center)
        let source = ControlledSource()
        let game = makeGame(source)
        let first = game.refresh()
        await source.waitForRequests(1)
        XCTAssertEqual(loaded.count, 0)
        source.complete(with: .success(makeBatch(10)))
        try await ended(first, "the first game")
        XCTAssertEqual(loaded.count, 1)
        let second = game.refresh()
        await source.waitForRequests(1)
        source.complete(with: .success(makeBatch(10)))
        try await ended(second, "the second game")
        XCTAssertEqual(loaded.count, 2)
        XCTAssertEqual(failed.count, 0)
    }

    func testTheNotificationIsNamedAsTheCourseNamesIt() {
        XCTAssertEqual(Notification.Name.questionsLoaded.rawValue, "QuestionsLoaded")
    }

    // MARK: - Empty and failed loads

    @MainActor
    func testAnEmptyLoadFailsWithoutTrapping() async throws {
        let failed = NotificationCounter(.questionsFailedToLoad, center: center)
        let game = makeGame(FixedSource(.success(QuestionBatch(questions: [], origin: .bundled))))
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.state, .failed(.noQuestions))
        XCTAssertNil(game.currentQuestion)
        XCTAssertNil(game.answerCurrentQuestion(with: true))
        XCTAssertEqual(game.score, 0)
        XCTAssertEqual(failed.count, 1)
    }

    @MainActor
    func testAFailedLoadKeepsItsReasonAndRefreshTriesAgain() async throws {
        let source = ControlledSource()
        let game = makeGame(source)
        let first = game.refresh()
        await source.waitForRequests(1)
        source.complete(with: .failure(.openTriviaDB(.unreachable(host: "opentdb.com"))))
        try await ended(first, "the first game")
        XCTAssertEqual(game.state, .failed(.openTriviaDB(.unreachable(host: "opentdb.com"))))
        XCTAssertNil(game.currentQuestion)
        let second = game.refresh()
        await source.waitForRequests(1)
        XCTAssertEqual(source.requestedAmounts, [10, 10])
        source.complete(with: .success(makeBatch(10)))
        try await ended(second, "the second game")
        XCTAssertEqual(game.state, .ongoing)
    }

    @MainActor
    func testAnAnswerFromAnotherThreadReachesTheGameOnTheMainActor() async throws {
        let source = ControlledSource()
        let game = makeGame(source)
        let request = game.refresh()
        await source.waitForRequests(1)
        try await ended(
            Task.detached { source.complete(with: .success(makeBatch(10))) }, "the answer from another thread")
        try await ended(request, "the game's request")
        // `Game` is @MainActor: the compiler keeps every change to it there, so what can fail
        // here is whether the answer completed on another thread arrived at all.
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.questionCount, 10)
    }
}
