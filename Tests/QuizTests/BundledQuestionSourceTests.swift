import XCTest

@testable import Quiz

final class BundledQuestionSourceTests: XCTestCase {
    func testDrawsNeverRepeatWithinARunUntilTheBankIsExhausted() {
        let bank = makeQuestions(35)
        let source = BundledQuestionSource(questions: bank, seed: 7)
        var seen: [String] = []
        for _ in 0..<3 { seen += source.draw(10).map(\.title) }  // 30 of 35
        XCTAssertEqual(Set(seen).count, 30)
        let fourth = source.draw(10)  // 5 left in this round, then a new round
        XCTAssertEqual(Set(fourth.map(\.title)).count, 10, "a game never holds a question twice")
        let unseen = Set(bank.map(\.title)).subtracting(seen)
        XCTAssertTrue(unseen.isSubset(of: Set(fourth.map(\.title))), "the round's last 5 come before any repeat")
    }

    func testEveryQuestionIsPlayedOncePerRound() {
        let bank = makeQuestions(20)
        let source = BundledQuestionSource(questions: bank, seed: 99)
        let round = (0..<4).flatMap { _ in source.draw(5).map(\.title) }
        XCTAssertEqual(Set(round), Set(bank.map(\.title)))
    }

    func testTheSameSeedGivesTheSameGames() {
        let bank = makeQuestions(40)
        let first = BundledQuestionSource(questions: bank, seed: 42)
        let second = BundledQuestionSource(questions: bank, seed: 42)
        for _ in 0..<6 {
            XCTAssertEqual(first.draw(10), second.draw(10))
        }
    }

    func testDifferentSeedsGiveDifferentOrders() {
        let bank = makeQuestions(40)
        XCTAssertNotEqual(
            BundledQuestionSource(questions: bank, seed: 1).draw(10),
            BundledQuestionSource(questions: bank, seed: 2).draw(10)
        )
    }

    func testTheOrderIsShuffledNotTheBankOrder() {
        let bank = makeQuestions(40)
        XCTAssertNotEqual(BundledQuestionSource(questions: bank, seed: 3).draw(40), bank)
    }

    func testAskingForMoreThanTheBankGivesTheWholeBankOnce() {
        let drawn = BundledQuestionSource(questions: makeQuestions(4), seed: 5).draw(10)
        XCTAssertEqual(Set(drawn.map(\.title)).count, 4)
        XCTAssertEqual(drawn.count, 4)
    }

    func testAnEmptyBankAnswersNoQuestions() {
        nonisolated(unsafe) var result: Result<QuestionBatch, QuestionSourceError>?
        BundledQuestionSource(questions: []).fetch(amount: 10) { result = $0 }
        guard case .failure(.noQuestions) = result else {
            return XCTFail("expected noQuestions, got \(String(describing: result))")
        }
    }

    func testTheBatchCarriesTheNotice() throws {
        nonisolated(unsafe) var result: Result<QuestionBatch, QuestionSourceError>?
        BundledQuestionSource(questions: makeQuestions(3), notice: "Offline", seed: 1).fetch(amount: 2) { result = $0 }
        let batch = try XCTUnwrap(result).get()
        XCTAssertEqual(batch.notice, "Offline")
        XCTAssertEqual(batch.questions.count, 2)
    }
}
