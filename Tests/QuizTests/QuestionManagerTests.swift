import XCTest

@testable import Quiz

final class QuestionManagerTests: XCTestCase {
    private func get(_ manager: QuestionManager, amount: Int = 10) -> Result<QuestionBatch, QuestionSourceError>? {
        nonisolated(unsafe) var received: Result<QuestionBatch, QuestionSourceError>?
        manager.get(amount: amount) { received = $0 }
        return received
    }

    private func failure(_ result: Result<QuestionBatch, QuestionSourceError>?) -> QuestionSourceError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }

    func testTheFirstSourceThatAnswersWins() {
        let manager = QuestionManager(sources: [
            FixedSource(result: .success(QuestionBatch(questions: makeQuestions(3), notice: "first"))),
            FixedSource(result: .success(QuestionBatch(questions: makeQuestions(5), notice: "second"))),
        ])
        XCTAssertEqual(try get(manager)?.get().notice, "first")
    }

    func testAFailingSourceFallsBackAndSaysWhy() throws {
        let manager = QuestionManager(sources: [
            FixedSource(result: .failure(.unavailable("Offline: opentdb.com unreachable"))),
            FixedSource(
                result: .success(QuestionBatch(questions: makeQuestions(5), notice: "bundled questions"))),
        ])
        let batch = try XCTUnwrap(get(manager)).get()
        XCTAssertEqual(batch.questions.count, 5)
        XCTAssertEqual(batch.notice, "Offline: opentdb.com unreachable; bundled questions")
    }

    func testAnEmptyAnswerCountsAsAFailure() throws {
        let manager = QuestionManager(sources: [
            FixedSource(result: .success(QuestionBatch(questions: []))),
            FixedSource(result: .success(QuestionBatch(questions: makeQuestions(2)))),
        ])
        XCTAssertEqual(try XCTUnwrap(get(manager)).get().questions.count, 2)
    }

    func testWhenEverySourceFailsTheFirstReasonIsGiven() {
        let manager = QuestionManager(sources: [
            FixedSource(result: .failure(.unavailable("first reason"))),
            FixedSource(result: .failure(.unavailable("second reason"))),
        ])
        XCTAssertEqual(failure(get(manager)), .unavailable("first reason"))
    }

    func testNoSourcesMeansNoQuestions() {
        XCTAssertEqual(failure(get(QuestionManager(sources: []))), .noQuestions)
    }

    // MARK: - A newer request replaces an older one

    func testACancelledRequestIsPassedStraightThroughNeverToTheNextSource() {
        let next = ControlledSource()
        let manager = QuestionManager(sources: [FixedSource(result: .failure(.cancelled)), next])
        XCTAssertEqual(failure(get(manager)), .cancelled)
        XCTAssertEqual(next.requestedAmounts, [], "the next source was asked")
    }

    func testAReplacedRequestThatFailsAsksNoFurtherSource() {
        let first = ControlledSource()
        let next = ControlledSource()
        let manager = QuestionManager(sources: [first, next])
        nonisolated(unsafe) var older: Result<QuestionBatch, QuestionSourceError>?
        manager.get(amount: 10) { older = $0 }
        manager.get(amount: 10) { _ in }
        first.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
        XCTAssertEqual(failure(older), .cancelled)
        XCTAssertEqual(next.requestedAmounts, [], "asked for the replaced request")
        first.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
        XCTAssertEqual(next.requestedAmounts, [10], "the newer request goes on")
    }

    /// The code review's probe, at the manager: 20 unseen cached questions, two gets while the Open
    /// Trivia DB request is in flight; only the game actually played uses questions.
    func testTwoGetsWhileLoadingUseUpOnlyTheGamePlayed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-manager-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
        cache.add(
            (1...20).map {
                Question(
                    title: "Cached \($0).", answer: true, category: "Art", difficulty: .easy, origin: .openTriviaDB)
            })
        let upstream = ControlledSource()
        let manager = QuestionManager(sources: [
            PrefetchingSource(source: upstream), CachedQuestionSource(cache: cache),
        ])
        nonisolated(unsafe) var results: [Result<QuestionBatch, QuestionSourceError>] = []
        manager.get(amount: 10) { results.append($0) }
        manager.get(amount: 10) { results.append($0) }
        upstream.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(failure(results.first), .cancelled, "the replaced request")
        let batch = try XCTUnwrap(results.last).get()
        XCTAssertEqual(cache.counts.unseen, 20, "nothing used up before a game starts")
        manager.played(batch)
        XCTAssertEqual(cache.counts.unseen, 10)
        FileWriter.flush()
    }

    func testPlayedQuestionsGoToTheSourceThatGaveThem() throws {
        let failing = ControlledSource()
        let answering = ControlledSource()
        let manager = QuestionManager(sources: [failing, answering])
        nonisolated(unsafe) var result: Result<QuestionBatch, QuestionSourceError>?
        manager.get(amount: 3) { result = $0 }
        failing.complete(with: .failure(.noQuestions))
        answering.complete(with: .success(QuestionBatch(questions: makeQuestions(3))))
        manager.played(try XCTUnwrap(result).get())
        XCTAssertEqual(failing.played, [])
        XCTAssertEqual(answering.played, [makeQuestions(3)])
    }

    // MARK: - The header notice

    func testTheNoticeKeepsTheReasonWhenItFitsAndTheCreditAlways() {
        let cached = SourceLabel(
            full: "cached questions (Open Trivia DB, CC BY-SA 4.0)", short: "cached Open Trivia DB, CC BY-SA")
        XCTAssertEqual(
            HeaderNotice.compose(failure: "Offline: opentdb.com unreachable", source: cached, widening: nil),
            "Offline: opentdb.com unreachable; cached Open Trivia DB, CC BY-SA")
        let long = String(repeating: "r", count: 40)
        XCTAssertEqual(
            HeaderNotice.compose(failure: long, source: cached, widening: nil),
            "Cached questions (Open Trivia DB, CC BY-SA 4.0)", "no room for the reason: the credit stays")
        let bundled = SourceLabel(full: "bundled questions", short: "bundled")
        let widening = FilterWidening(
            requested: QuestionFilter(category: "Mythology", difficulty: .hard), kind: .difficulty)
        XCTAssertEqual(
            HeaderNotice.compose(failure: long, source: bundled, widening: widening), "\(long); bundled, any difficulty"
        )
        XCTAssertEqual(
            HeaderNotice.compose(
                failure: nil, source: SourceLabel(full: "Offline: bundled questions"), widening: widening),
            "Offline: bundled questions; too few hard Mythology: any difficulty")
    }
}
