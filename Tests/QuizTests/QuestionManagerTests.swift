import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

final class QuestionManagerTests: XCTestCase {
    private let files = FileWriter()
    private let unreachable = QuestionSourceError.openTriviaDB(.unreachable(host: "opentdb.com"))

    func testTheFirstSourceThatAnswersWins() async throws {
        let manager = QuestionManager(sources: [
            FixedSource(.success(makeBatch(3, origin: .openTriviaDB))), FixedSource(.success(makeBatch(5))),
        ])
        let batch = try await askFor(manager).get()
        XCTAssertEqual(batch.origin, .openTriviaDB)
        XCTAssertEqual(batch.questions.count, 3)
        XCTAssertNil(batch.fallbackReason)
    }

    func testNewsOfTheNextGameComesFromAnySourceThatFetchesAhead() {
        let ahead = ControlledSource()
        let manager = QuestionManager(sources: [FixedSource(.success(makeBatch(3))), ahead])
        let heard = Locked<[OpenTriviaDBNews]>([])
        manager.onOpenTriviaDBNews { news in heard.withLock { $0.append(news) } }
        ahead.announce(.nextGameReady)
        ahead.announce(.failed(unreachable))
        XCTAssertEqual(heard.withLock { $0 }, [.nextGameReady, .failed(unreachable)])
    }

    func testAFailingSourceFallsBackAndSaysWhy() async throws {
        let manager = QuestionManager(sources: [
            FixedSource(.failure(unreachable)), FixedSource(.success(makeBatch(5))),
        ])
        let batch = try await askFor(manager).get()
        XCTAssertEqual(batch.questions.count, 5)
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(batch.fallbackReason, unreachable)
    }

    func testAnEmptyAnswerCountsAsAFailure() async throws {
        let manager = QuestionManager(sources: [
            FixedSource(.success(QuestionBatch(questions: [], origin: .cache))), FixedSource(.success(makeBatch(2))),
        ])
        let batch = try await askFor(manager).get()
        XCTAssertEqual(batch.questions.count, 2)
        XCTAssertEqual(batch.fallbackReason, .noQuestions)
    }

    func testWhenEverySourceFailsTheFirstReasonIsGiven() async {
        let manager = QuestionManager(sources: [
            FixedSource(.failure(unreachable)), FixedSource(.failure(.noQuestions)),
        ])
        let result = await askFor(manager)
        XCTAssertEqual(result, .failure(unreachable))
    }

    func testNoSourcesMeansNoQuestions() async {
        let result = await askFor(QuestionManager(sources: []))
        XCTAssertEqual(result, .failure(.noQuestions))
    }

    // MARK: - A newer request replaces an older one

    func testACancelledRequestIsPassedStraightThroughNeverToTheNextSource() async {
        let next = ControlledSource()
        let manager = QuestionManager(sources: [FixedSource(.failure(.cancelled)), next])
        let result = await askFor(manager)
        XCTAssertEqual(result, .failure(.cancelled))
        XCTAssertEqual(next.requestedAmounts, [], "the next source was asked")
    }

    func testACancelledTaskAsksNoFurtherSource() async throws {
        let first = ControlledSource()
        let next = ControlledSource()
        let manager = QuestionManager(sources: [first, next])
        let request = Task { await askFor(manager) }
        await first.waitForRequests(1)
        request.cancel()
        let result = try await ended(request, "the request")
        XCTAssertEqual(result, .failure(.cancelled))
        XCTAssertEqual(next.requestedAmounts, [], "asked for a cancelled request")
    }

    /// The code review's probe, at the manager: 20 unseen cached questions, a request replaced
    /// while the Open Trivia DB request is in flight; only the game actually played uses questions.
    func testAReplacedRequestUsesUpNothingAndOnlyTheGamePlayedDoes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-manager-\(UUID())")
        defer { TemporaryFiles.remove(folder, after: files) }
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add(
            (1...20).map {
                Question(
                    title: "Cached \($0).", answer: true, category: "Art", difficulty: .easy, origin: .openTriviaDB)
            })
        let upstream = ControlledSource()
        let manager = QuestionManager(sources: [
            PrefetchingSource(source: upstream), CachedQuestionSource(cache: cache),
        ])
        let replaced = Task { await askFor(manager) }
        await upstream.waitForRequests(1)
        replaced.cancel()
        let newer = Task { await askFor(manager) }
        let replacedResult = try await ended(replaced, "the replaced request")
        XCTAssertEqual(replacedResult, .failure(.cancelled), "the replaced request")
        upstream.complete(with: .failure(unreachable))
        let batch = try await ended(newer, "the newer request").get()
        XCTAssertEqual(batch.origin, .cache)
        XCTAssertEqual(cache.counts.unseen, 20, "nothing used up before a game starts")
        manager.played(batch)
        XCTAssertEqual(cache.counts.unseen, 10)
        files.flush()
    }

    func testPlayedQuestionsGoToTheSourceThatGaveThem() async throws {
        let failing = ControlledSource()
        let answering = ControlledSource()
        let manager = QuestionManager(sources: [failing, answering])
        let request = Task { await askFor(manager, amount: 3) }
        await failing.waitForRequests(1)
        failing.complete(with: .failure(.noQuestions))
        await answering.waitForRequests(1)
        answering.complete(with: .success(makeBatch(3)))
        manager.played(try await ended(request, "the request").get())
        XCTAssertEqual(failing.played, [])
        XCTAssertEqual(answering.played, [makeQuestions(3)])
    }
}

/// A game's questions from `manager`, or why there are none.
private func askFor(_ manager: QuestionManager, amount: Int = 10) async -> Result<QuestionBatch, QuestionSourceError> {
    do throws(QuestionSourceError) {
        return .success(try await manager.questions(amount: amount))
    } catch {
        return .failure(error)
    }
}
