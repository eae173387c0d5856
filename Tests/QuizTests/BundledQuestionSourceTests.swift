import Foundation
import XCTest

@testable import Quiz

final class BundledQuestionSourceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-bundled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The bank shipped in Assets/questions.json.
    private func realBank() throws -> BundledBank {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try BundledBank.load(from: root.appendingPathComponent("Assets/questions.json"))
    }

    private func fetch(_ source: BundledQuestionSource, amount: Int = 10) throws -> QuestionBatch {
        nonisolated(unsafe) var result: Result<QuestionBatch, QuestionSourceError>?
        source.fetch(amount: amount) { result = $0 }
        return try XCTUnwrap(result).get()
    }

    /// Fetches a game and starts it, as `Game` does: its questions are played.
    private func play(_ source: BundledQuestionSource, amount: Int = 10) throws -> [Question] {
        let questions = try fetch(source, amount: amount).questions
        source.played(questions)
        return questions
    }

    // MARK: - Order

    func testGamesNeverRepeatUntilTheBankIsExhausted() throws {
        let bank = makeQuestions(35)
        let source = BundledQuestionSource(questions: bank, seed: 7)
        var seen: [String] = []
        for _ in 0..<3 { seen += try play(source).map(\.title) }  // 30 of 35
        XCTAssertEqual(Set(seen).count, 30)
        let fourth = try play(source)  // 5 left in this round, then a new round
        XCTAssertEqual(Set(fourth.map(\.title)).count, 10, "a game never holds a question twice")
        let unseen = Set(bank.map(\.title)).subtracting(seen)
        XCTAssertTrue(unseen.isSubset(of: Set(fourth.map(\.title))), "the round's last 5 come before any repeat")
    }

    func testEveryQuestionIsPlayedOncePerRound() throws {
        let bank = makeQuestions(20)
        let source = BundledQuestionSource(questions: bank, seed: 99)
        let round = try (0..<4).flatMap { _ in try play(source, amount: 5).map(\.title) }
        XCTAssertEqual(Set(round), Set(bank.map(\.title)))
    }

    func testFetchingUsesNothingUpOnlyPlayingDoes() throws {
        let source = BundledQuestionSource(questions: makeQuestions(20), seed: 4)
        let offered = Set(try fetch(source).questions.map(\.title))
        let played = Set(try play(source).map(\.title))
        let next = Set(try play(source).map(\.title))
        XCTAssertFalse(offered.isDisjoint(with: played), "questions only offered are offered again")
        XCTAssertTrue(played.isDisjoint(with: next), "played ones are not")
    }

    func testTheSameSeedGivesTheSameGames() throws {
        let bank = makeQuestions(40)
        let first = BundledQuestionSource(questions: bank, seed: 42)
        let second = BundledQuestionSource(questions: bank, seed: 42)
        for _ in 0..<6 {
            XCTAssertEqual(try play(first), try play(second))
        }
    }

    func testDifferentSeedsGiveDifferentOrders() {
        let bank = makeQuestions(40)
        XCTAssertNotEqual(
            BundledQuestionSource(questions: bank, seed: 1).draw(10).questions,
            BundledQuestionSource(questions: bank, seed: 2).draw(10).questions
        )
    }

    func testTheOrderIsShuffledNotTheBankOrder() {
        let bank = makeQuestions(40)
        XCTAssertNotEqual(BundledQuestionSource(questions: bank, seed: 3).draw(40).questions, bank)
    }

    func testAskingForMoreThanTheBankGivesTheWholeBankOnce() {
        let drawn = BundledQuestionSource(questions: makeQuestions(4), seed: 5).draw(10).questions
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
        let batch = try fetch(BundledQuestionSource(questions: makeQuestions(3), notice: "Offline", seed: 1), amount: 2)
        XCTAssertEqual(batch.notice, "Offline")
        XCTAssertEqual(batch.questions.count, 2)
    }

    // MARK: - Across runs

    func testANewRunDoesNotRepeatTheLastRunsQuestionsUntilAllArePlayed() throws {
        let bank = makeQuestions(30)
        let url = folder.appendingPathComponent("played.json")
        let firstRun = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url))
        let first = Set(try play(firstRun).map(\.title) + play(firstRun).map(\.title))
        FileWriter.flush()

        // The same seed: without the record, the second run would deal the same games again.
        let secondRun = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url))
        let second = Set(try play(secondRun).map(\.title))
        XCTAssertTrue(first.isDisjoint(with: second), "repeated across runs: \(first.intersection(second).sorted())")
        XCTAssertEqual(first.union(second), Set(bank.map(\.title)), "the round is complete")
        FileWriter.flush()

        // Every question was played once: a new round starts, and nothing breaks.
        let thirdRun = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url))
        XCTAssertEqual(Set(try play(thirdRun).map(\.title)).count, 10)
    }

    func testTwoGamesAtOnceAddUpTheirPlays() throws {
        let bank = makeQuestions(20)
        let url = folder.appendingPathComponent("played.json")
        let one = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url))
        let other = BundledQuestionSource(questions: bank, seed: 2, played: PlayedQuestions(url: url))
        let fromOne = try fetch(one).questions
        let fromOther = try fetch(other).questions
        one.played(fromOne)
        other.played(fromOther)
        FileWriter.flush()
        let counts = PlayedQuestions(url: url).playCounts(of: bank.map { QuestionCache.id(for: $0.title) })
        XCTAssertEqual(counts.reduce(0, +), 20, "both games' plays kept")
    }

    func testACorruptOrOversizePlayedFileIsSetAsideAndPlayGoesOn() throws {
        let url = folder.appendingPathComponent("played.json")
        for contents in [Data("{\"version\":1,\"played\":".utf8), Data(count: PlayedQuestions.maximumFileSize + 1)] {
            try contents.write(to: url)
            let source = BundledQuestionSource(questions: makeQuestions(12), seed: 1, played: PlayedQuestions(url: url))
            XCTAssertEqual(try play(source).count, 10)
            FileWriter.flush()
            XCTAssertNotNil(PlayedQuestions.decode(try Data(contentsOf: url)), "a valid file again")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(names.filter { $0.hasPrefix("played.json.corrupt-") }.count, 2, "\(names)")
    }

    // MARK: - Filters, with the shipped bank

    func testCategoryAndDifficultyHoldOffline() throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Science: Computers", difficulty: .hard)
        let source = BundledQuestionSource(questions: bank.questions, seed: 3, filter: filter)
        let batch = try fetch(source)
        XCTAssertEqual(batch.questions.count, 10)
        for question in batch.questions {
            XCTAssertEqual(question.category, "Science: Computers", question.title)
            XCTAssertEqual(question.difficulty, .hard, question.title)
        }
        XCTAssertNil(batch.widening)
    }

    func testTooFewMatchingWidensTheDifficultyFirstAndSaysSo() throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Mythology", difficulty: .hard)  // 12 in the bank
        let source = BundledQuestionSource(
            questions: bank.questions, notice: "Offline: bundled questions", filter: filter)
        let batch = try fetch(source, amount: 20)
        XCTAssertEqual(batch.questions.count, 20)
        XCTAssertTrue(batch.questions.allSatisfy { $0.category == "Mythology" })
        XCTAssertEqual(batch.widening, FilterWidening(requested: filter, kind: .difficulty))
        XCTAssertEqual(batch.notice, "Offline: bundled questions; too few hard Mythology: any difficulty")
    }

    func testThenTheCategoryKeepingTheDifficulty() throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Mythology", difficulty: .hard)
        let batch = try fetch(BundledQuestionSource(questions: bank.questions, filter: filter), amount: 50)
        XCTAssertEqual(batch.questions.count, 50)
        XCTAssertTrue(batch.questions.allSatisfy { $0.difficulty == .hard })
        XCTAssertEqual(batch.widening?.kind, .category)
    }

    func testACategoryNotInTheBankSaysSoAndPlays() throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Entertainment: Japanese Anime & Manga")
        let source = BundledQuestionSource(
            questions: bank.questions, notice: "Offline: bundled questions", shortNotice: "Offline: bundled",
            filter: filter)
        let batch = try fetch(source)
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertEqual(batch.widening?.kind, .category)
        XCTAssertEqual(batch.notice, "Offline: bundled; too few Japanese Anime & Manga: any category")
    }

    func testWithAFilterNoQuestionRepeatsUntilAllMatchingArePlayed() throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Science: Computers", difficulty: .hard)
        let matching = Set(bank.questions.filter(filter.matches).map(\.title))
        XCTAssertEqual(matching.count, 11)
        let url = folder.appendingPathComponent("played.json")
        let first = Set(
            try play(
                BundledQuestionSource(questions: bank.questions, filter: filter, played: PlayedQuestions(url: url))
            )
            .map(\.title))
        FileWriter.flush()
        let second = try play(
            BundledQuestionSource(questions: bank.questions, filter: filter, played: PlayedQuestions(url: url))
        ).map(\.title)
        let left = matching.subtracting(first)
        XCTAssertEqual(left.count, 1)
        XCTAssertTrue(left.isSubset(of: Set(second)), "the one left in the round comes first")
    }
}
