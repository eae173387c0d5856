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
            scheduler: driver.scheduler,
            stateStore: OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"))
        )
        let prefetcher = PrefetchingSource(source: OpenTriviaDBSource(client: client, cache: cache))
        let bundled = BundledQuestionSource(
            questions: (1...30).map {
                Question(title: "Bundled \($0).", answer: true, category: "Art", difficulty: .easy)
            },
            notice: "bundled questions",
            seed: 1
        )
        return Supply(
            manager: QuestionManager(sources: [prefetcher, CachedQuestionSource(cache: cache), bundled]),
            prefetcher: prefetcher,
            cache: cache
        )
    }

    /// Gets a game's questions and starts the game with them (they are played), as `Game` does.
    private func get(_ manager: QuestionManager, amount: Int = 10, allowWaiting: Bool = true) -> QuestionBatch? {
        let box = AnswerBox<QuestionBatch>()
        manager.get(
            amount: amount, progress: { [driver] in driver?.record($0) },
            completion: { result in box.set(result.mapError { _ in OpenTriviaDBError.notEnoughQuestions }) })
        guard let batch = try? driver.drive(box, allowWaiting: allowWaiting)?.get() else { return nil }
        manager.played(batch)
        return batch
    }

    func testTheFirstGameComesFromTheOpenTriviaDBWithItsCredit() throws {
        let supply = makeSupply()
        let batch = try XCTUnwrap(get(supply.manager))
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .openTriviaDB })
        XCTAssertEqual(batch.notice, "Open Trivia DB, CC BY-SA 4.0")
        XCTAssertEqual(supply.cache.counts.total, 10, "every question fetched is kept")
        XCTAssertEqual(supply.cache.counts.unseen, 0, "and marked played once the game starts")
    }

    func testThePrefetchMakesTheSecondGameStartWithoutARequest() throws {
        let supply = makeSupply()
        XCTAssertNotNil(get(supply.manager))
        // The next game's questions go out in the background, 5 s later on the injected clock.
        driver.scheduler.advance(by: 5)
        XCTAssertTrue(driver.settle { supply.prefetcher.hasPrefetched })
        XCTAssertEqual(try server.log().map(\.path), ["/api_token.php", "/api.php", "/api.php"])
        let requestsBefore = try server.log().count

        let box = AnswerBox<QuestionBatch>()
        supply.manager.get(amount: 10) { result in box.set(result.mapError { _ in .notEnoughQuestions }) }
        XCTAssertEqual(try box.get()?.get().questions.count, 10, "answered at once, synchronously")
        XCTAssertEqual(try server.log().count, requestsBefore, "without a request")
        XCTAssertTrue(try box.get()!.get().questions.allSatisfy { $0.origin == .openTriviaDB })
    }

    func testWithTheServerDownTheCacheServesUnseenQuestionsAndSaysWhy() throws {
        let first = makeSupply()
        XCTAssertNotNil(get(first.manager, amount: 10))
        driver.scheduler.advance(by: 5)
        XCTAssertTrue(driver.settle { first.prefetcher.hasPrefetched })  // 10 more, not played
        XCTAssertEqual(first.cache.counts.unseen, 10)

        let port = server.port
        server.stop()
        driver = ClientDriver()
        let offline = makeSupply(baseURL: URL(string: "http://127.0.0.1:\(port)/")!)
        let batch = try XCTUnwrap(get(offline.manager, amount: 10))
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .cache })
        XCTAssertEqual(
            batch.notice,
            "Offline: 127.0.0.1 unreachable; cached Open Trivia DB, CC BY-SA"
        )
        XCTAssertEqual(offline.cache.counts.unseen, 0, "the unseen ones came first")
    }

    func testWithNothingCachedTheBundledBankPlaysAndSaysWhy() throws {
        let port = server.port
        server.stop()
        let supply = makeSupply(baseURL: URL(string: "http://127.0.0.1:\(port)/")!)
        let batch = try XCTUnwrap(get(supply.manager, amount: 10))
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .bundled })
        XCTAssertEqual(batch.notice, "Offline: 127.0.0.1 unreachable; bundled questions")
    }

    func testEveryBrokenAnswerFallsBackToTheBundledBank() throws {
        let supply = makeSupply()
        for fault: [String: Any] in [
            ["kind": "http", "status": 500], ["kind": "empty"], ["kind": "truncate"], ["kind": "malformed"],
            ["kind": "wrong_types"], ["kind": "drop"], ["kind": "code", "code": 1],
        ] {
            try server.control(["faults": [fault]])
            let batch = try XCTUnwrap(get(supply.manager, amount: 10), "\(fault)")
            XCTAssertEqual(batch.questions.count, 10, "\(fault)")
            XCTAssertTrue(batch.notice?.hasSuffix("; bundled questions") == true, "\(fault): \(batch.notice ?? "nil")")
        }
    }
}
