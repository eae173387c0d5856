import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// The sources together, as the game uses them: Open Trivia DB with prefetch, then the cache,
/// then the bundled bank.
///
/// Against the in-process server; through URLSession to the local one: an answer cut short, a
/// dropped connection and a trickled answer.
final class QuestionSupplyTests: OpenTriviaDBClientTestCase {
    private struct Supply {
        var manager: QuestionManager
        var prefetcher: PrefetchingSource
        var cache: QuestionCache
    }

    private func makeSupply(
        baseURL: URL? = nil, category: Int? = nil, silenceLimit: Duration = .seconds(3), prefetches: Bool = true
    ) -> Supply {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        let client = makeClient(baseURL: baseURL, silenceLimit: silenceLimit)
        let prefetcher = PrefetchingSource(
            source: Recorded(source: OpenTriviaDBSource(client: client, category: category), driver: driver),
            cache: cache, prefetches: prefetches)
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
        _ manager: QuestionManager, amount: Int = 10, firstGame: Bool = true, allowWaiting: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) async -> QuestionBatch? {
        let answer = startGet(manager, amount: amount, firstGame: firstGame)
        guard let batch = try? await driver.drive(answer, allowWaiting: allowWaiting, file: file, line: line)?.get()
        else { return nil }
        manager.played(batch)
        return batch
    }

    /// Asks for a game's questions in a task of its own.
    private func startGet(_ manager: QuestionManager, amount: Int = 10, firstGame: Bool = true) -> Answer<QuestionBatch>
    {
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
        return answer
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

    /// Waits until a request sleeps until its rate-limit slot (the client says so before it
    /// sleeps, and the slot is still ahead), then moves the clock there.
    ///
    /// With `stop`: returns false, without moving the clock, once `stop()` holds instead.
    @discardableResult
    private func advanceToTheNextSlot(
        orStopWhen stop: (() -> Bool)? = nil, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> Bool {
        let driver = self.driver!
        func slot() -> Double? {
            guard let until = driver.lastWaitUntil, until > driver.now, driver.manual.sleeperCount > 0 else {
                return nil
            }
            return until
        }
        let waiting = await driver.settle("a request waiting for its slot", file: file, line: line) {
            slot() != nil || stop?() == true
        }
        if let stop, slot() == nil, stop() { return false }
        XCTAssertTrue(waiting, "the next request waits for its slot", file: file, line: line)
        let deadline = try XCTUnwrap(slot(), file: file, line: line)
        XCTAssertEqual(deadline - driver.now, 5, accuracy: 0.01, "5 s after the last answer", file: file, line: line)
        driver.advance(by: deadline - driver.now)
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
        // Every request the prefetch makes, each at its slot, until it stops: the loop ends when
        // the prefetcher goes idle, and fails the test if it never does.
        // Idle: not fetching, and still not after a round trip to the server (a request that
        // lands clears the flag a moment before the refill it may start sets it again).
        let prefetcher = supply.prefetcher
        let idle = { !prefetcher.isFetching && (try? self.server.log()) != nil && !prefetcher.isFetching }
        var slots = 0
        while try await advanceToTheNextSlot(orStopWhen: idle) {
            slots += 1
            guard slots < 8 else { return XCTFail("the prefetch never stopped: \(try server.log().map(\.path))") }
        }
        let log = try server.log()
        XCTAssertFalse(supply.prefetcher.isFetching, "the prefetch is over")
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
        // The answers the in-process server sends as the local one does, then what only a real
        // connection does: an answer cut short, a connection dropped.
        let answers: [[String: Any]] = [
            ["kind": "http", "status": 500], ["kind": "empty"], ["kind": "malformed"], ["kind": "wrong_types"],
            ["kind": "code", "code": 1],
        ]
        let connections: [[String: Any]] = [["kind": "truncate"], ["kind": "drop"]]
        for (faults, loopback) in [(answers, false), (connections, true)] {
            if loopback { try useLoopbackServer() }
            // Only the games' own requests: a next game fetched ahead could meet the fault meant for
            // the one after it.
            let supply = makeSupply(prefetches: false)
            for var fault in faults {
                fault["path"] = "/api.php"
                try server.control(["faults": [fault]])
                let answer = await get(supply.manager, amount: 10)
                let batch = try XCTUnwrap(answer, "\(fault)")
                XCTAssertEqual(batch.questions.count, 10, "\(fault)")
                XCTAssertEqual(batch.origin, .bundled, "\(fault)")
                XCTAssertNotNil(batch.fallbackReason, "\(fault)")
            }
            XCTAssertEqual(try server.faultsApplied(), faults.count, "each fault met")
        }
    }

    // MARK: - Hostile servers, as the game meets them (the end-to-end tests keep a smoke test)

    func testAServerThatTricklesTheQuestionsFallsBackToTheBankAtTheTenSecondDeadline() async throws {
        try useLoopbackServer()
        try server.control(["faults": [["kind": "trickle", "bytes_per_second": 1, "path": "/api.php"]]])
        // The bytes come in real time, the clock jumps: the silence limit is out of the way.
        let supply = makeSupply(silenceLimit: .seconds(60))
        let sent = driver.now
        let answer = startGet(supply.manager)
        let waiting = await driver.settle("the request's deadline, and the request at the server") {
            self.driver.hasSentRequest && self.driver.manual.sleeperCount > 0
                && (try? self.server.faultsApplied()) == 1
        }
        XCTAssertTrue(waiting)
        driver.assertAsleep(until: sent + 10, "the first game waits for the server, until its deadline")
        driver.advance(by: 9.9)
        driver.assertAsleep(until: sent + 10, "9.9 s after sending")
        XCTAssertNil(answer.value, "no game before the deadline")
        driver.advance(by: 0.1)
        let result = await driver.drive(answer, allowWaiting: false)
        let batch = try XCTUnwrap(result).get()
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertTrue(batch.questions.allSatisfy { $0.origin == .bundled })
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.timedOut(host: "127.0.0.1", seconds: 10)))
        XCTAssertEqual(driver.now - sent, 10, accuracy: 0.001, "at the deadline, on the injected clock")
    }

    func testCode3OnEveryQuestionRequestFallsBackToTheBankAtOnceAndSaysWhy() async throws {
        // A token the server knows, saved by an earlier run.
        let token = try storeServerToken()
        try server.control(["faults": Array(repeating: ["kind": "code", "code": 3, "path": "/api.php"], count: 8)])
        let supply = makeSupply()
        let start = driver.now
        let answer = await get(supply.manager)
        let batch = try XCTUnwrap(answer)
        XCTAssertEqual(batch.origin, .bundled)
        XCTAssertEqual(batch.questions.count, 10)
        XCTAssertEqual(batch.fallbackReason, .openTriviaDB(.tokenNotFound))
        XCTAssertLessThanOrEqual(driver.now - start, 10, "within the deadline, on the injected clock")
        XCTAssertEqual(try server.apiRequests().first?.query["token"], token)
    }

    func testAMegabyteTokenIsRefusedAndTheNextGameStillComesFromTheServer() async throws {
        try server.control(["token_override": ["text": "a", "repeat": 1_000_000]])
        let supply = makeSupply()
        let ready = Locked(false)
        supply.manager.onOpenTriviaDBNews { news in if news == .nextGameReady { ready.withLock { $0 = true } } }
        let firstAnswer = await get(supply.manager)
        let first = try XCTUnwrap(firstAnswer)
        XCTAssertEqual(first.origin, .openTriviaDB, "the first game needs no token")
        // The token 5 s after the first answer, refused; the next game's questions 5 s after it,
        // without a token; more if those repeated the first game's (without a token they may).
        var slots = 0
        while try await advanceToTheNextSlot(orStopWhen: { ready.withLock { $0 } }) {
            slots += 1
            guard slots < 12 else { return XCTFail("no next game: \(try server.log().map(\.path))") }
        }
        let log = try server.log()
        XCTAssertEqual(Array(log.map(\.path).prefix(3)), ["/api.php", "/api_token.php", "/api.php"])
        XCTAssertEqual(log.compactMap { $0.query["token"] }, [], "no question asked with that token")
        files.flush()
        let saved = (try? String(contentsOf: folder.appendingPathComponent("opentdb.json"), encoding: .utf8)) ?? ""
        XCTAssertFalse(saved.contains("token"), "saved: \(saved.prefix(200))")

        let nextAnswer = await get(supply.manager, firstGame: false, allowWaiting: false)
        let next = try XCTUnwrap(nextAnswer)
        XCTAssertEqual(next.origin, .openTriviaDB, "the next game is the server's")
        XCTAssertNil(next.fallbackReason)
        XCTAssertTrue(Set(next.questions.map(\.title)).isDisjoint(with: first.questions.map(\.title)))
    }
}

/// A source whose progress the driver records too: a prefetch has no game to tell, and the tests
/// move the clock when it waits for a slot.
private struct Recorded: QuestionSource {
    let source: any QuestionSource
    let driver: ClientDriver

    func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        let driver = self.driver
        return try await source.questions(amount: amount) { update in
            driver.record(update)
            progress(update)
        }
    }

    func played(_ questions: [Question]) { source.played(questions) }
}
