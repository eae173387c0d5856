import Foundation
import XCTest

@testable import Quiz

final class GameTests: XCTestCase {
    private var center = NotificationCenter()

    override func setUp() async throws {
        center = NotificationCenter()
    }

    @MainActor
    private func makeGame(_ source: any QuestionSource, amount: Int = 10) -> Game {
        Game(
            manager: QuestionManager(sources: [source]),
            amount: amount,
            notificationCenter: center,
            deliver: immediateDelivery
        )
    }

    @MainActor
    private func loadedGame(questions: Int = 10, amount: Int = 10) -> Game {
        let game = makeGame(
            FixedSource(result: .success(QuestionBatch(questions: makeQuestions(questions)))), amount: amount)
        game.refresh()
        return game
    }

    // MARK: - Scoring

    func testARightAnswerScoresOnePointAndAWrongOneNothing() throws {
        MainActor.assumeIsolated {
            let game = loadedGame()
            XCTAssertEqual(game.answerCurrentQuestion(with: true), true)  // statement 1 is true
            XCTAssertEqual(game.score, 1)
            XCTAssertEqual(game.answerCurrentQuestion(with: true), false)  // statement 2 is false
            XCTAssertEqual(game.score, 1)
            XCTAssertEqual(game.currentIndex, 2)
            XCTAssertEqual(game.answeredCount, 2)
        }
    }

    func testAllRightAnswersScoreTheQuestionCount() throws {
        MainActor.assumeIsolated {
            let game = loadedGame()
            while let question = game.currentQuestion {
                game.answerCurrentQuestion(with: question.answer)
            }
            XCTAssertEqual(game.score, 10)
            XCTAssertEqual(game.state, .over)
        }
    }

    // MARK: - End of game

    func testTheGameIsOverAfterTheLastAnswerAndAcceptsNoMore() throws {
        MainActor.assumeIsolated {
            let game = loadedGame(questions: 3, amount: 3)
            for _ in 0..<3 { XCTAssertNotNil(game.answerCurrentQuestion(with: false)) }
            XCTAssertEqual(game.state, .over)
            XCTAssertNil(game.currentQuestion)
            XCTAssertNil(game.answerCurrentQuestion(with: true))
            XCTAssertEqual(game.score, 1)  // only statement 2 was false
            XCTAssertEqual(game.answeredCount, 3)
        }
    }

    func testAGameTakesOnlyTheAmountItAskedFor() throws {
        MainActor.assumeIsolated {
            let game = loadedGame(questions: 15, amount: 5)
            XCTAssertEqual(game.questions.count, 5)
            XCTAssertEqual(game.questionCount, 5)
        }
    }

    // MARK: - Refresh

    func testRefreshResetsScoreIndexAndQuestionsWhileLoading() throws {
        MainActor.assumeIsolated {
            let source = ControlledSource()
            let game = makeGame(source)
            game.refresh()
            source.complete(with: .success(QuestionBatch(questions: makeQuestions(10))))
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
    }

    func testAnAnswerForAnEarlierRefreshIsDropped() throws {
        MainActor.assumeIsolated {
            let source = ControlledSource()
            let game = makeGame(source)
            game.refresh()
            game.refresh()
            let stale = QuestionBatch(questions: [
                Question(title: "Old.", answer: true, category: "C", difficulty: .hard)
            ])
            source.complete(with: .success(stale))
            XCTAssertEqual(game.state, .loading)
            source.complete(with: .success(QuestionBatch(questions: makeQuestions(10))))
            XCTAssertEqual(game.state, .ongoing)
            XCTAssertEqual(game.currentQuestion?.title, "Statement 1.")
        }
    }

    // MARK: - Notifications

    func testQuestionsLoadedIsPostedOncePerLoad() throws {
        MainActor.assumeIsolated {
            let loaded = NotificationCounter(.questionsLoaded, center: center)
            let failed = NotificationCounter(.questionsFailedToLoad, center: center)
            let source = ControlledSource()
            let game = makeGame(source)
            game.refresh()
            XCTAssertEqual(loaded.count, 0)
            source.complete(with: .success(QuestionBatch(questions: makeQuestions(10))))
            XCTAssertEqual(loaded.count, 1)
            game.refresh()
            source.complete(with: .success(QuestionBatch(questions: makeQuestions(10))))
            XCTAssertEqual(loaded.count, 2)
            XCTAssertEqual(failed.count, 0)
        }
    }

    func testTheNotificationIsNamedAsTheCourseNamesIt() throws {
        MainActor.assumeIsolated {
            XCTAssertEqual(Notification.Name.questionsLoaded.rawValue, "QuestionsLoaded")
        }
    }

    // MARK: - Empty and failed loads

    func testAnEmptyLoadFailsWithoutTrapping() throws {
        MainActor.assumeIsolated {
            let failed = NotificationCounter(.questionsFailedToLoad, center: center)
            let game = makeGame(FixedSource(result: .success(QuestionBatch(questions: []))))
            game.refresh()
            XCTAssertEqual(game.state, .failed("No questions available"))
            XCTAssertNil(game.currentQuestion)
            XCTAssertNil(game.answerCurrentQuestion(with: true))
            XCTAssertEqual(game.score, 0)
            XCTAssertEqual(failed.count, 1)
        }
    }

    func testAFailedLoadKeepsItsReasonAndRefreshTriesAgain() throws {
        MainActor.assumeIsolated {
            let source = ControlledSource()
            let game = makeGame(source)
            game.refresh()
            source.complete(with: .failure(.unavailable("Server unreachable")))
            XCTAssertEqual(game.state, .failed("Server unreachable"))
            XCTAssertNil(game.currentQuestion)
            game.refresh()
            XCTAssertEqual(source.requestedAmounts, [10, 10])
            source.complete(with: .success(QuestionBatch(questions: makeQuestions(10))))
            XCTAssertEqual(game.state, .ongoing)
        }
    }

    func testAnswerFromABackgroundThreadReachesTheGameThroughTheMainQueue() throws {
        MainActor.assumeIsolated {
            let source = ControlledSource()
            let game = Game(manager: QuestionManager(sources: [source]), amount: 10, notificationCenter: center)
            let loaded = expectation(forNotification: .questionsLoaded, object: game, notificationCenter: center)
            game.refresh()
            DispatchQueue.global().async {
                source.complete(with: .success(QuestionBatch(questions: makeQuestions(10))))
            }
            wait(for: [loaded], timeout: 5)
            XCTAssertEqual(game.state, .ongoing)
            XCTAssertTrue(Thread.isMainThread)
        }
    }
}
