import Foundation
import TestSupport
import XCTest

@testable import Quiz

/// The sources together, as the game uses them: Open Trivia DB with prefetch, then the cache,
/// then the bundled bank.
final class QuestionSupplyTests: XCTestCase {
    private let files = FileWriter()
    /// As the game does at start-up: sessions then make no folder in the runner's home.
    override class func setUp() {
        super.setUp()
        OpenTriviaDBClient.makeSharedStoragesWithoutFolders()
    }

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
        TemporaryFiles.remove(folder, after: files)
    }

    private struct Supply {
        var manager: QuestionManager
        var prefetcher: PrefetchingSource
        var cache: QuestionCache
    }

    private func makeSupply(baseURL: URL? = nil, category: Int? = nil) -> Supply {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: baseURL ?? server.baseURL),
            clock: driver.clock,
            stateStore: OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"), writer: files)
        )
        let prefetcher = PrefetchingSource(
            source: OpenTriviaDBSource(client: client, category: category), cache: cache)
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
    private func get(
        _ manager: QuestionManager, amount: Int = 10, firstGame: Bool = true, allowWaiting: Bool = true
    ) async -> QuestionBatch? {
        let answer = Answer<QuestionBatch>()
        let driver = self.driver!
        Task {
            do throws(QuestionSourceError) {
                answer.set(
                    .success(try await manager.questions(amount: amount, firstGame: firstGame) { driver.record($0) }))
            } catch {
                answer.set(.failure(.notEnoughQuestions))
            }
        }
        guard let batch = try? await driver.drive(answer, allowWaiting: allowWaiting)?.get() else { return nil }
        manager.played(batch)
        return batch
    }

    /// Lets the prefetch behind a game run to its end: the token 5 s after the first answer, the
    /// questions 5 s after that, on the injected clock.
    private func prefetch(_ supply: Supply, requests: Int) async throws {
        for _ in 0..<requests {
            let count = try server.log().count
            try await advanceToTheNextSlot()
            let sent = await driver.settle { (try? self.server.log().count) == count + 1 }
            XCTAssertTrue(sent)
        }
        let idle = await driver.settle { !supply.prefetcher.isFetching }
        XCTAssertTrue(idle)
    }

    /// Waits until a request sleeps until its rate-limit slot (at most 5 s away: a request's
    /// deadline timer sleeps 10 s), then moves the clock there.
    ///
    /// With `idle`: returns false, without moving the clock, once that prefetcher stops fetching
    /// instead (no request is due any more).
    @discardableResult
    private func advanceToTheNextSlot(orStopWhenIdle idle: PrefetchingSource? = nil) async throws -> Bool {
        let driver = self.driver!
        func now() -> Double { driver.manual.now.offset.inSeconds }
        func slot() -> Double? {
            guard let deadline = driver.manual.nextDeadline?.offset.inSeconds, deadline > now(),
                deadline <= now() + 5.001
            else { return nil }
            return deadline
        }
        let waiting = await driver.settle { slot() != nil || idle.map { !$0.isFetching } == true }
        if let idle, slot() == nil, !idle.isFetching { return false }
        XCTAssertTrue(waiting, "the next request waits for its slot")
        let deadline = try XCTUnwrap(slot())
        XCTAssertEqual(deadline - now(), 5, accuracy: 0.01, "5 s after the last answer")
        driver.advance(by: deadline - now())
        return true
    }

    func testTheFirstGameAsksForQuestionsFirstAndTheTokenComesNext() async throws {
        let supply = makeSupply()
        let answer = await get(supply.manager, allowWaiting: false)
        let batch = try XCTUnwrap(answer, "the first game did not wait for a rate-limit slot")
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .openTriviaDB })
        XCTAssertEqual(batch.origin, .openTriviaDB)
        XCTAssertNil(batch.fallbackReason)
        var log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api.php"], "the first request is for questions")
        XCTAssertNil(log[0].query["token"])

        try await prefetch(supply, requests: 2)
        log = try server.log()
        XCTAssertEqual(log.map(\.path), ["/api.php", "/api_token.php", "/api.php"])
        let token = try XCTUnwrap(log[2].query["token"], "every later request carries the token")
        XCTAssertFalse(token.isEmpty)
        XCTAssertEqual(log[2].query["amount"], "20", "10 more, for the repeats of the tokenless game")
        files.flush()
        XCTAssertGreaterThanOrEqual(supply.cache.counts.total, 20, "every question fetched is kept")

        let second = await get(supply.manager, firstGame: false, allowWaiting: false)
        let next = try XCTUnwrap(second)
        XCTAssertEqual(next.origin, .openTriviaDB, "New Game took the prefetched questions")
        XCTAssertEqual(next.questions.count, 10)
        XCTAssertTrue(
            Set(next.questions.map(\.title)).isDisjoint(with: batch.questions.map(\.title)),
            "no question of the tokenless game comes back")
        XCTAssertEqual(try server.log().count, 3, "without a request of its own")
    }

    func testAReturningPlayerStartsOnWhatTheLastRunPrefetched() async throws {
        let first = makeSupply()
        let firstGameAnswer = await get(first.manager)
        let firstGame = try XCTUnwrap(firstGameAnswer)
        try await prefetch(first, requests: 2)
        files.flush()
        let prefetched = Set(first.cache.unplayed(matching: .any).map(\.title))
        XCTAssertGreaterThanOrEqual(prefetched.count, 10)

        // The server is gone: the game needs no request to start.
        server.stop()
        driver = ClientDriver()
        let second = makeSupply()
        let answer = await get(second.manager, allowWaiting: false)
        let batch = try XCTUnwrap(answer)
        XCTAssertEqual(batch.origin, .openTriviaDB, "credited to the Open Trivia DB")
        XCTAssertNil(batch.fallbackReason)
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertTrue(Set(batch.questions.map(\.title)).isSubset(of: prefetched), "the questions never played")
        XCTAssertTrue(Set(batch.questions.map(\.title)).isDisjoint(with: firstGame.questions.map(\.title)))
    }

    func testNewGameWhileTheRequestIsInFlightPlaysTheBankThenSwitchesBack() async throws {
        let supply = makeSupply()
        let arrived = Locked(0)
        supply.manager.onOpenTriviaDBNews { news in if news == .nextGameReady { arrived.withLock { $0 += 1 } } }
        let started = await get(supply.manager)
        XCTAssertNotNil(started)
        let asleep = await driver.settle { supply.prefetcher.isFetching }
        XCTAssertTrue(asleep, "the prefetch is on its way")

        let standInAnswer = await get(supply.manager, firstGame: false, allowWaiting: false)
        let standIn = try XCTUnwrap(standInAnswer)
        XCTAssertEqual(standIn.origin, .bundled, "New Game did not wait for the network")
        XCTAssertEqual(standIn.questions.count, 10)
        XCTAssertEqual(standIn.fallbackReason, .stillLoading, "and says why")
        XCTAssertEqual(arrived.withLock { $0 }, 0)

        try await prefetch(supply, requests: 2)
        let told = await driver.settle { arrived.withLock { $0 } == 1 }
        XCTAssertTrue(told, "the game is told the Open Trivia DB's questions are in")
        let backAnswer = await get(supply.manager, firstGame: false, allowWaiting: false)
        let back = try XCTUnwrap(backAnswer)
        XCTAssertEqual(back.origin, .openTriviaDB, "the next game is the Open Trivia DB's again")
    }

    func testRepeatsAreDroppedAndNoGameIsShort() async throws {
        // Category 22 holds 18 questions: the token's game asks for 20 (code 1), then 10, which
        // must repeat some of the tokenless game's.
        let supply = makeSupply(category: 22)
        let firstGameAnswer = await get(supply.manager)
        let firstGame = try XCTUnwrap(firstGameAnswer)
        for _ in 0..<8 {
            guard try await advanceToTheNextSlot(orStopWhenIdle: supply.prefetcher) else { break }
            let count = try server.log().count
            await driver.settle(timeout: 2) { (try? self.server.log().count) ?? 0 > count }
            await driver.settle(timeout: 1) { !supply.prefetcher.isFetching || self.driver.manual.sleeperCount > 0 }
        }
        let idle = await driver.settle { !supply.prefetcher.isFetching }
        XCTAssertTrue(idle)
        let log = try server.log()
        XCTAssertEqual(log.filter { $0.query["amount"] == "20" }.first?.responseCode, 1)
        let fetchedTitles = supply.cache.unplayed(matching: .any).map(\.title)
        XCTAssertEqual(Set(fetchedTitles).count, fetchedTitles.count)
        XCTAssertTrue(Set(fetchedTitles).isDisjoint(with: firstGame.questions.map(\.title)), "repeats dropped")
        XCTAssertLessThanOrEqual(fetchedTitles.count, 8, "at most every other question of the category, once")

        let secondAnswer = await get(supply.manager, firstGame: false, allowWaiting: false)
        let second = try XCTUnwrap(secondAnswer)
        XCTAssertEqual(second.questions.count, 10, "never a short game")
        XCTAssertTrue(Set(second.questions.map(\.title)).isDisjoint(with: firstGame.questions.map(\.title)))
    }

    func testWithTheServerDownTheCacheServesWhatWasPlayedLongestAgoAndSaysWhy() async throws {
        let first = makeSupply()
        let started = await get(first.manager, amount: 10)
        XCTAssertNotNil(started)
        files.flush()

        let port = server.port
        server.stop()
        driver = ClientDriver()
        let offline = makeSupply(baseURL: URL(string: "http://127.0.0.1:\(port)/")!)
        let answer = await get(offline.manager, amount: 10)
        let batch = try XCTUnwrap(answer)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .cache })
        XCTAssertEqual(batch.origin, .cache)
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.unreachable(host: "127.0.0.1")))
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
