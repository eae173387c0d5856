import Foundation
import TestSupport
import XCTest

@testable import Quiz

final class PrefetchingSourceTests: XCTestCase {
    /// Asks `prefetcher` for a game in a task of its own.
    private func ask(
        _ prefetcher: PrefetchingSource, amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) -> Task<Result<QuestionBatch, QuestionSourceError>, Never> {
        Task {
            do throws(QuestionSourceError) {
                return .success(try await prefetcher.questions(amount: amount, progress: progress))
            } catch {
                return .failure(error)
            }
        }
    }

    func testTheNextGamesQuestionsAreFetchedAsSoonAsAGameHasItsOwn() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let first = ask(prefetcher, amount: 10)
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts, [10])
        upstream.complete(with: .success(makeBatch(10)))
        _ = try await first.value.get()
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts, [10, 10], "a prefetch started at once")
        upstream.complete(with: .success(makeBatch(10, origin: .openTriviaDB)))
        await waitUntil { upstream.pendingCount == 0 }

        let second = try await ask(prefetcher, amount: 10).value.get()
        XCTAssertEqual(second.origin, .openTriviaDB, "served the prefetched batch, without waiting for a request")
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "and the one after is on its way")
    }

    func testAGameAskingWhileThePrefetchIsInFlightGetsItsAnswer() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let first = ask(prefetcher, amount: 5)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(makeBatch(5)))  // game 1 served, prefetch in flight
        _ = await first.value
        await upstream.waitForRequests(1)
        let second = ask(prefetcher, amount: 5)
        await Task.yield()
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "no second request for the same game")
        upstream.complete(with: .success(makeBatch(5)))
        let served = try await second.value.get()
        XCTAssertEqual(served.questions.count, 5)
    }

    func testAFailedPrefetchIsDroppedAndTheNextGameFetchesAgain() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let first = ask(prefetcher, amount: 5)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(makeBatch(5)))
        _ = await first.value
        await upstream.waitForRequests(1)
        upstream.complete(with: .failure(.noQuestions))
        // The prefetcher learns of the failure in a task of its own: ask only once it has.
        let deadline = Date().addingTimeInterval(5)
        while await prefetcher.isFetching, Date() < deadline { await Task.yield() }
        let isFetching = await prefetcher.isFetching
        XCTAssertFalse(isFetching)
        let second = ask(prefetcher, amount: 5)
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 3)
        upstream.complete(with: .failure(.noQuestions))
        let result = await second.value
        XCTAssertEqual(result, .failure(.noQuestions))
        await Task.yield()
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "no prefetch after a failure")
    }

    func testPlayedQuestionsAreTheWrappedSourcesToRemember() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let first = ask(prefetcher, amount: 3)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(makeBatch(3)))
        _ = await first.value
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(makeBatch(3)))
        XCTAssertEqual(upstream.played, [], "neither a batch served nor a prefetched one is played yet")
        prefetcher.played(makeQuestions(2))
        XCTAssertEqual(upstream.played, [makeQuestions(2)])
    }

    func testANewerRequestReplacesAnOlderOneStillWaiting() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let older = ask(prefetcher, amount: 4)
        await upstream.waitForRequests(1)
        let newer = ask(prefetcher, amount: 4)
        let olderResult = await older.value
        XCTAssertEqual(olderResult, .failure(.cancelled), "the older request is cancelled")
        XCTAssertEqual(upstream.requestedAmounts.count, 1, "one request serves the newer game")
        upstream.complete(with: .success(makeBatch(4)))
        let served = try await newer.value.get()
        XCTAssertEqual(served.questions.count, 4)
    }

    func testAGameCancelledWhileWaitingStopsWaitingButTheRequestGoesOnForTheNextGame() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let waiting = ask(prefetcher, amount: 4)
        await upstream.waitForRequests(1)
        waiting.cancel()
        let cancelled = await waiting.value
        XCTAssertEqual(cancelled, .failure(.cancelled))
        XCTAssertEqual(upstream.pendingCount, 1, "the request goes on")
        upstream.complete(with: .success(makeBatch(4, origin: .openTriviaDB)))
        await waitUntil { upstream.pendingCount == 0 }
        let next = try await ask(prefetcher, amount: 4).value.get()
        XCTAssertEqual(next.origin, .openTriviaDB, "its questions serve the next game at once")
    }

    func testAGameThatStartsWaitingIsToldWhereTheInFlightRequestStands() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        let first = ask(prefetcher, amount: 2)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(makeBatch(2)))  // game 1 served; the prefetch starts
        _ = await first.value
        await upstream.waitForRequests(1)
        let wait = LoadProgress.waiting(until: AnyClock.Instant(offset: .seconds(42)))
        upstream.report(wait)
        let seen = Locked<[LoadProgress]>([])
        // Let the report reach the prefetcher before the game asks.
        for _ in 0..<20 { await Task.yield() }
        let second = ask(prefetcher, amount: 2) { update in seen.withLock { $0.append(update) } }
        await waitUntil { !seen.withLock { $0.isEmpty } }
        XCTAssertEqual(seen.withLock { $0 }, [wait], "replayed to the new game")
        upstream.report(.requesting)
        await waitUntil { seen.withLock { $0.count } == 2 }
        XCTAssertEqual(seen.withLock { $0 }, [wait, .requesting])
        upstream.complete(with: .success(makeBatch(2)))
        _ = await second.value
    }
}
