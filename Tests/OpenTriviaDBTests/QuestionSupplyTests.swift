import Foundation
import TestSupport
import XCTest

@testable import Quiz

/// The sources together, as the game uses them: Open Trivia DB with prefetch, then the cache,
/// then the bundled bank.
final class QuestionSupplyTests: XCTestCase {
    private var server: OpenTDBTestServer!
    private var driver: ClientDriver!
    private var folder: URL!

    override func setUpWithError() throws {
        server = try OpenTDBTestServer(rateLimitSeconds: 0)
        driver = ClientDriver()
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private struct Supply {
        var manager: QuestionManager
        var prefetcher: PrefetchingSource
        var cache: QuestionCache
    }

    private func makeSupply(baseURL: URL? = nil) -> Supply {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: baseURL ?? server.baseURL),
            clock: driver.clock,
            stateStore: OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"))
        )
        let prefetcher = PrefetchingSource(source: OpenTriviaDBSource(client: client, cache: cache))
        let bundled = BundledQuestionSource(
            questions: (1...30).map {
                Question(title: "Bundled \($0).", answer: true, category: "Art", difficulty: .easy)
            },
            seed: 1
        )
        return Supply(
            manager: QuestionManager(sources: [prefetcher, CachedQuestionSource(cache: cache), bundled]),
            prefetcher: prefetcher,
            cache: cache
        )
    }

    /// Gets a game's questions and starts the game with them (they are played), as `Game` does.
    private func get(_ manager: QuestionManager, amount: Int = 10, allowWaiting: Bool = true) async -> QuestionBatch? {
        let answer = Answer<QuestionBatch>()
        let driver = self.driver!
        Task {
            do throws(QuestionSourceError) {
                answer.set(.success(try await manager.questions(amount: amount) { driver.record($0) }))
            } catch {
                answer.set(.failure(.notEnoughQuestions))
            }
        }
        guard let batch = try? await driver.drive(answer, allowWaiting: allowWaiting)?.get() else { return nil }
        manager.played(batch)
        return batch
    }

    func testTheFirstGameComesFromTheOpenTriviaDBWithItsCredit() async throws {
        let supply = makeSupply()
        let answer = await get(supply.manager)
        let batch = try XCTUnwrap(answer)
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .openTriviaDB })
        XCTAssertEqual(batch.origin, .openTriviaDB)
        XCTAssertNil(batch.fallbackReason)
        FileWriter.flush()
        XCTAssertEqual(supply.cache.counts.total, 10, "every question fetched is kept")
        XCTAssertEqual(supply.cache.counts.unseen, 0, "and marked played once the game starts")
    }

    func testThePrefetchMakesTheSecondGameStartWithoutARequest() async throws {
        let supply = makeSupply()
        let first = await get(supply.manager)
        XCTAssertNotNil(first)
        // The next game's questions go out in the background, 5 s later on the injected clock.
        var settled = await driver.settle { self.driver.manual.nextDeadline != nil }
        XCTAssertTrue(settled)
        driver.advance(by: 5)
        settled = await driver.settle { (try? self.server.log().count) == 3 }
        XCTAssertTrue(settled)
        XCTAssertEqual(try server.log().map(\.path), ["/api_token.php", "/api.php", "/api.php"])
        let requestsBefore = try server.log().count
        // Let the prefetched answer be kept.
        await driver.settle(timeout: 0.3) { false }

        let second = await get(supply.manager, allowWaiting: false)
        let batch = try XCTUnwrap(second)
        XCTAssertEqual(batch.questions.count, 10, "answered without waiting")
        XCTAssertEqual(try server.log().count, requestsBefore + 0, "without a request of its own")
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .openTriviaDB })
        FileWriter.flush()
    }

    func testWithTheServerDownTheCacheServesUnseenQuestionsAndSaysWhy() async throws {
        let first = makeSupply()
        let firstGame = await get(first.manager, amount: 10)
        XCTAssertNotNil(firstGame)
        var settled = await driver.settle { self.driver.manual.nextDeadline != nil }
        XCTAssertTrue(settled)
        driver.advance(by: 5)
        settled = await driver.settle { first.cache.counts.unseen == 10 }  // 10 more, not played
        XCTAssertTrue(settled)
        FileWriter.flush()

        let port = server.port
        server.stop()
        driver = ClientDriver()
        let offline = makeSupply(baseURL: URL(string: "http://127.0.0.1:\(port)/")!)
        let answer = await get(offline.manager, amount: 10)
        let batch = try XCTUnwrap(answer)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .cache })
        XCTAssertEqual(batch.origin, .cache)
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.unreachable(host: "127.0.0.1")))
        XCTAssertEqual(offline.cache.counts.unseen, 0, "the unseen ones came first")
    }

    func testWithNothingCachedTheBundledBankPlaysAndSaysWhy() async throws {
        let port = server.port
        server.stop()
        let supply = makeSupply(baseURL: URL(string: "http://127.0.0.1:\(port)/")!)
        let answer = await get(supply.manager, amount: 10)
        let batch = try XCTUnwrap(answer)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .bundled })
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.unreachable(host: "127.0.0.1")))
    }

    func testEveryBrokenAnswerFallsBackToTheBundledBank() async throws {
        let supply = makeSupply()
        for fault: [String: Any] in [
            ["kind": "http", "status": 500], ["kind": "empty"], ["kind": "truncate"], ["kind": "malformed"],
            ["kind": "wrong_types"], ["kind": "drop"], ["kind": "code", "code": 1],
        ] {
            try server.control(["faults": [fault]])
            let answer = await get(supply.manager, amount: 10)
            let batch = try XCTUnwrap(answer, "\(fault)")
            XCTAssertEqual(batch.questions.count, 10, "\(fault)")
            XCTAssertEqual(batch.origin, .bundled, "\(fault)")
            XCTAssertNotNil(batch.fallbackReason, "\(fault)")
        }
    }
}
