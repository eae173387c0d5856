import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

final class BundledQuestionSourceTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-bundled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    /// The bank shipped in Assets/questions.json.
    private func realBank() throws -> BundledBank {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try BundledBank.load(from: root.appendingPathComponent("Assets/questions.json"))
    }

    private func fetch(_ source: BundledQuestionSource, amount: Int = 10) async throws -> QuestionBatch {
        try await source.questions(amount: amount)
    }

    /// Fetches a game and starts it, as `Game` does: its questions are played.
    private func play(_ source: BundledQuestionSource, amount: Int = 10) async throws -> [Question] {
        let questions = try await fetch(source, amount: amount).questions
        source.played(questions)
        return questions
    }

    // MARK: - Order

    func testGamesNeverRepeatUntilTheBankIsExhausted() async throws {
        let bank = makeQuestions(35)
        let source = BundledQuestionSource(questions: bank, seed: 7)
        var seen: [String] = []
        for _ in 0..<3 { seen += try await play(source).map(\.title) }  // 30 of 35
        XCTAssertEqual(Set(seen).count, 30)
        let fourth = try await play(source)  // 5 left in this round, then a new round
        XCTAssertEqual(Set(fourth.map(\.title)).count, 10, "a game never holds a question twice")
        let unseen = Set(bank.map(\.title)).subtracting(seen)
        XCTAssertTrue(unseen.isSubset(of: Set(fourth.map(\.title))), "the round's last 5 come before any repeat")
    }

    func testEveryQuestionIsPlayedOncePerRound() async throws {
        let bank = makeQuestions(20)
        let source = BundledQuestionSource(questions: bank, seed: 99)
        var round: [String] = []
        for _ in 0..<4 { round += try await play(source, amount: 5).map(\.title) }
        XCTAssertEqual(Set(round), Set(bank.map(\.title)))
    }

    func testFetchingUsesNothingUpOnlyPlayingDoes() async throws {
        let source = BundledQuestionSource(questions: makeQuestions(20), seed: 4)
        let offered = Set(try await fetch(source).questions.map(\.title))
        let played = Set(try await play(source).map(\.title))
        let next = Set(try await play(source).map(\.title))
        XCTAssertFalse(offered.isDisjoint(with: played), "questions only offered are offered again")
        XCTAssertTrue(played.isDisjoint(with: next), "played ones are not")
    }

    func testTheSameSeedGivesTheSameGames() async throws {
        let bank = makeQuestions(40)
        let first = BundledQuestionSource(questions: bank, seed: 42)
        let second = BundledQuestionSource(questions: bank, seed: 42)
        for _ in 0..<6 {
            let fromFirst = try await play(first)
            let fromSecond = try await play(second)
            XCTAssertEqual(fromFirst, fromSecond)
        }
    }

    func testDifferentSeedsGiveDifferentOrders() async {
        let bank = makeQuestions(40)
        XCTAssertNotEqual(
            BundledQuestionSource(questions: bank, seed: 1).draw(10).questions,
            BundledQuestionSource(questions: bank, seed: 2).draw(10).questions
        )
    }

    func testTheOrderIsShuffledNotTheBankOrder() async {
        let bank = makeQuestions(40)
        XCTAssertNotEqual(BundledQuestionSource(questions: bank, seed: 3).draw(40).questions, bank)
    }

    func testAskingForMoreThanTheBankGivesTheWholeBankOnce() async {
        let drawn = BundledQuestionSource(questions: makeQuestions(4), seed: 5).draw(10).questions
        XCTAssertEqual(Set(drawn.map(\.title)).count, 4)
        XCTAssertEqual(drawn.count, 4)
    }

    func testAnEmptyBankAnswersNoQuestions() async {
        do throws(QuestionSourceError) {
            let batch = try await BundledQuestionSource(questions: []).questions(amount: 10)
            XCTFail("expected noQuestions, got \(batch)")
        } catch {
            XCTAssertEqual(error, .noQuestions)
        }
    }

    func testTheBatchSaysItIsBundled() async throws {
        let batch = try await fetch(BundledQuestionSource(questions: makeQuestions(3), seed: 1), amount: 2)
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(batch.questions.count, 2)
    }

    // MARK: - Across runs

    func testANewRunDoesNotRepeatTheLastRunsQuestionsUntilAllArePlayed() async throws {
        let bank = makeQuestions(30)
        let url = folder.appendingPathComponent("played.json")
        let firstRun = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url, writer: files))
        let first = Set(try await play(firstRun).map(\.title) + play(firstRun).map(\.title))
        files.flush()

        // The same seed: without the record, the second run would deal the same games again.
        let secondRun = BundledQuestionSource(
            questions: bank, seed: 1, played: PlayedQuestions(url: url, writer: files))
        let second = Set(try await play(secondRun).map(\.title))
        XCTAssertTrue(first.isDisjoint(with: second), "repeated across runs: \(first.intersection(second).sorted())")
        XCTAssertEqual(first.union(second), Set(bank.map(\.title)), "the round is complete")
        files.flush()

        // Every question was played once: a new round starts, and nothing breaks.
        let thirdRun = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url, writer: files))
        let third = try await play(thirdRun)
        XCTAssertEqual(Set(third.map(\.title)).count, 10)
    }

    func testTwoGamesAtOnceAddUpTheirPlays() async throws {
        let bank = makeQuestions(20)
        let url = folder.appendingPathComponent("played.json")
        let one = BundledQuestionSource(questions: bank, seed: 1, played: PlayedQuestions(url: url, writer: files))
        let other = BundledQuestionSource(questions: bank, seed: 2, played: PlayedQuestions(url: url, writer: files))
        let fromOne = try await fetch(one).questions
        let fromOther = try await fetch(other).questions
        one.played(fromOne)
        other.played(fromOther)
        files.flush()
        let counts = PlayedQuestions(url: url, writer: files).playCounts(of: bank.map(\.id))
        XCTAssertEqual(counts.reduce(0, +), 20, "both games' plays kept")
    }

    func testACorruptOrOversizePlayedFileIsSetAsideAndPlayGoesOn() async throws {
        let url = folder.appendingPathComponent("played.json")
        for contents in [Data("{\"version\":1,\"played\":".utf8), Data(count: PlayedQuestions.maximumFileSize + 1)] {
            try contents.write(to: url)
            let source = BundledQuestionSource(
                questions: makeQuestions(12), seed: 1, played: PlayedQuestions(url: url, writer: files))
            let played = try await play(source)
            XCTAssertEqual(played.count, 10)
            files.flush()
            XCTAssertNotNil(PlayedQuestions.decode(try Data(contentsOf: url)), "a valid file again")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(names.filter { $0.hasPrefix("played.json.corrupt-") }.count, 2, "\(names)")
    }

    // MARK: - Filters, with the shipped bank

    func testCategoryAndDifficultyHoldOffline() async throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Science: Computers", difficulty: .hard)
        let source = BundledQuestionSource(questions: bank.questions, seed: 3, filter: filter)
        let batch = try await fetch(source)
        XCTAssertEqual(batch.questions.count, 10)
        for question in batch.questions {
            XCTAssertEqual(question.category, "Science: Computers", question.title)
            XCTAssertEqual(question.difficulty, .hard, question.title)
        }
        XCTAssertNil(batch.widening)
    }

    func testTooFewMatchingWidensTheDifficultyFirstAndSaysSo() async throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Mythology", difficulty: .hard)  // 12 in the bank
        let source = BundledQuestionSource(questions: bank.questions, filter: filter)
        let batch = try await fetch(source, amount: 20)
        XCTAssertEqual(batch.questions.count, 20)
        XCTAssertTrue(batch.questions.allSatisfy { $0.category == "Mythology" })
        XCTAssertEqual(batch.widening, FilterWidening(requested: filter, kind: .difficulty))
    }

    func testThenTheCategoryKeepingTheDifficulty() async throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Mythology", difficulty: .hard)
        let batch = try await fetch(BundledQuestionSource(questions: bank.questions, filter: filter), amount: 50)
        XCTAssertEqual(batch.questions.count, 50)
        XCTAssertTrue(batch.questions.allSatisfy { $0.difficulty == .hard })
        XCTAssertEqual(batch.widening?.kind, .category)
    }

    func testAWidenedGameTakesEveryQuestionAsAskedFirstThenFills() async throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Vehicles", difficulty: .easy)
        let asked = bank.questions.filter(filter.matches)
        XCTAssertEqual(asked.count, 13, "the bank's easy Vehicles")
        for seed in [1, 2, 3] as [UInt64] {
            let source = BundledQuestionSource(questions: bank.questions, seed: seed, filter: filter)
            let batch = try await fetch(source, amount: 50)
            XCTAssertEqual(batch.questions.count, 50)
            XCTAssertEqual(Set(batch.questions.map(\.title)).count, 50, "no question twice")
            XCTAssertTrue(batch.questions.allSatisfy { $0.difficulty == .easy })
            XCTAssertEqual(
                batch.questions.filter { $0.category == "Vehicles" }.count, 13, "seed \(seed): every easy Vehicles one")
            XCTAssertEqual(batch.widening, FilterWidening(requested: filter, kind: .category))
            XCTAssertNotEqual(
                batch.questions.prefix(13).filter { $0.category == "Vehicles" }.count, 13, "spread over the game")
        }
        // Widened to anything: the category's other difficulties come before the rest.
        let mythology = QuestionFilter(category: "Mythology", difficulty: .hard)
        let any = try await fetch(BundledQuestionSource(questions: bank.questions, filter: mythology), amount: 500)
        XCTAssertEqual(any.widening?.kind, .categoryAndDifficulty)
        XCTAssertEqual(
            any.questions.filter { $0.category == "Mythology" }.count,
            bank.questions.filter { $0.category == "Mythology" }.count)
    }

    func testACategoryNotInTheBankSaysSoAndPlays() async throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Entertainment: Japanese Anime & Manga")
        let source = BundledQuestionSource(questions: bank.questions, filter: filter)
        let batch = try await fetch(source)
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertEqual(batch.widening?.kind, .category)
        XCTAssertEqual(batch.widening?.requested, filter)
    }

    func testWithAFilterNoQuestionRepeatsUntilAllMatchingArePlayed() async throws {
        let bank = try realBank()
        let filter = QuestionFilter(category: "Science: Computers", difficulty: .hard)
        let matching = Set(bank.questions.filter(filter.matches).map(\.title))
        XCTAssertEqual(matching.count, 11)
        let url = folder.appendingPathComponent("played.json")
        let first = Set(
            try await play(
                BundledQuestionSource(
                    questions: bank.questions, filter: filter, played: PlayedQuestions(url: url, writer: files))
            )
            .map(\.title))
        files.flush()
        let second = try await play(
            BundledQuestionSource(
                questions: bank.questions, filter: filter, played: PlayedQuestions(url: url, writer: files))
        ).map(\.title)
        let left = matching.subtracting(first)
        XCTAssertEqual(left.count, 1)
        XCTAssertTrue(left.isSubset(of: Set(second)), "the one left in the round comes first")
    }
}
