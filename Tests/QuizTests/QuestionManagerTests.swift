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
        XCTAssertEqual(batch.notice, "Offline: opentdb.com unreachable; playing bundled questions")
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
}
