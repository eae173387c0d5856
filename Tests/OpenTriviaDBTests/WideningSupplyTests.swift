import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// A category the server can't fill (response_code 1), with a cache that an earlier, unrelated
/// run filled with another category: the stand-ins widen the filter a step at a time across the
/// cache and the bundled bank, as `--offline` widens the bank, so the category asked for is kept
/// whatever the cache holds.
///
/// The server is the in-process fake: what is under test is the sources' order, not the transport.
final class WideningSupplyTests: XCTestCase {
    private let files = FileWriter()
    override class func setUp() {
        super.setUp()
        OpenTriviaDBClient.makeSharedStoragesWithoutFolders()
    }

    private var server: FakeOpenTDB!
    private var driver: ClientDriver!
    private var folder: URL!
    private var cacheURL: URL { folder.appendingPathComponent("questions.json") }

    /// The test server holds no Music question: asked for some, it answers with code 1.
    private let music = TriviaCategory(id: 12, name: "Entertainment: Music")

    override func setUpWithError() throws {
        server = FakeOpenTDB()
        driver = ClientDriver()
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        server.stop()
        TemporaryFiles.remove(folder, after: files)
    }

    private func questions(_ count: Int, _ category: String, _ difficulty: Difficulty) -> [Question] {
        (1...count).map { number in
            Question(
                title: "\(category) \(difficulty.rawValue) \(number).", answer: number.isMultiple(of: 2),
                category: category, difficulty: difficulty)
        }
    }

    /// An earlier run, `--category animals`: the cache keeps 30 hard Animals questions, unplayed.
    private func cacheAnimalsAsAnEarlierRunDid() {
        let cache = QuestionCache(url: cacheURL, writer: files)
        cache.add(questions(30, "Animals", .hard))
        files.flush()
    }

    /// The first game of a run asking for `filter`, as `QuestionSupply` builds its sources.
    private func firstGame(_ filter: QuestionFilter, bank: [Question]) async throws -> QuestionBatch {
        let cache = QuestionCache(url: cacheURL, writer: files)
        var configuration = OpenTriviaDBClient.Configuration(baseURL: server.baseURL)
        configuration.sender = server
        let client = OpenTriviaDBClient(configuration: configuration, clock: driver.clock)
        let online = OpenTriviaDBSource(client: client, category: music.id, difficulty: filter.difficulty)
        let prefetcher = PrefetchingSource(source: online, cache: cache, filter: filter)
        let standIns = QuestionManager.standIns(cache: cache, filter: filter) { step in
            BundledQuestionSource(questions: bank, seed: 1, filter: filter, step: step)
        }
        let manager = QuestionManager(sources: [prefetcher] + standIns)
        let answer = Answer<QuestionBatch>()
        Task {
            do throws(QuestionSourceError) {
                answer.set(.success(try await manager.questions(amount: 10)))
            } catch {
                answer.set(.failure(.cancelled))
            }
        }
        let result = await driver.drive(answer, allowWaiting: false)
        XCTAssertEqual(try server.apiRequests().last?.responseCode, 1, "the server could not fill it")
        return try XCTUnwrap(result).get()
    }

    func testABankThatHoldsTheCategoryPlaysItRatherThanTheCachesOtherCategories() async throws {
        cacheAnimalsAsAnEarlierRunDid()
        let filter = QuestionFilter(category: music.name, difficulty: .hard)
        let bank = questions(11, music.name, .hard) + questions(40, "Art", .easy)

        let batch = try await firstGame(filter, bank: bank)
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(Set(batch.questions.map(\.category)), [music.name], "\(batch.questions.map(\.title))")
        XCTAssertTrue(batch.questions.allSatisfy { $0.difficulty == .hard })
        XCTAssertNil(batch.widening, "as asked")
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.notEnoughQuestions), "and the header says why")
    }

    func testTheCategoryIsKeptAtEveryDifficultyBeforeAnyCategoryIsPlayed() async throws {
        cacheAnimalsAsAnEarlierRunDid()
        let filter = QuestionFilter(category: music.name, difficulty: .hard)
        // Too few hard Music questions, enough at any difficulty.
        let bank = questions(3, music.name, .hard) + questions(12, music.name, .easy) + questions(40, "Art", .hard)

        let batch = try await firstGame(filter, bank: bank)
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(Set(batch.questions.map(\.category)), [music.name], "\(batch.questions.map(\.title))")
        XCTAssertEqual(batch.questions.count { $0.difficulty == .hard }, 3, "every hard one first")
        XCTAssertEqual(batch.widening, FilterWidening(requested: filter, kind: .difficulty))
    }

    func testWithNoneOfTheCategoryAnywhereTheCacheWidensFirstAsBefore() async throws {
        cacheAnimalsAsAnEarlierRunDid()
        let filter = QuestionFilter(category: music.name, difficulty: .hard)
        let bank = questions(40, "Art", .easy)

        let batch = try await firstGame(filter, bank: bank)
        XCTAssertEqual(batch.origin, .cache, "hard questions of any category: the cache's come first")
        XCTAssertEqual(Set(batch.questions.map(\.category)), ["Animals"])
        XCTAssertEqual(batch.widening, FilterWidening(requested: filter, kind: .category))
    }
}
