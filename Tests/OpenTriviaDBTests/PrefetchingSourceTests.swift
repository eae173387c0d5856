import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

final class PrefetchingSourceTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-pool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    private func makeCache() -> QuestionCache {
        QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
    }

    /// Open Trivia DB questions "Question N." for each N of `numbers`.
    private func questions(_ numbers: some Sequence<Int>, category: String = "Science: Computers") -> [Question] {
        numbers.map {
            Question(
                title: "Question \($0).", answer: $0 % 2 == 0, category: category, difficulty: .easy,
                origin: .openTriviaDB)
        }
    }

    private func batch(_ numbers: some Sequence<Int>) -> QuestionBatch {
        QuestionBatch(questions: questions(numbers), origin: .openTriviaDB)
    }

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

    private func atHand(_ prefetcher: PrefetchingSource, amount: Int) -> Result<QuestionBatch, QuestionSourceError> {
        do throws(QuestionSourceError) {
            return .success(try prefetcher.gameAtHand(amount: amount))
        } catch {
            return .failure(error)
        }
    }

    /// Plays a first game of `amount` questions, "Question 1." on, served by `server`'s first
    /// request; the prefetch for the next game starts then.
    private func playGameOne(_ amount: Int, _ prefetcher: PrefetchingSource, _ server: ControlledSource) async throws {
        let first = ask(prefetcher, amount: amount)
        await server.waitForRequests(1)
        server.complete(with: .success(batch(1...amount)))
        prefetcher.played(try await ended(first, "the first game's request").get().questions)
    }

    private func titles(_ result: Result<QuestionBatch, QuestionSourceError>) -> [String] {
        (try? result.get().questions.map(\.title)) ?? []
    }

    func testTheNextGamesQuestionsAreFetchedAsSoonAsAGameIsOnScreen() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        let first = ask(prefetcher, amount: 10)
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts, [10])
        upstream.complete(with: .success(batch(1...10)))
        let firstGame = try await ended(first, "the first game's request")
        XCTAssertEqual(titles(firstGame), questions(1...10).map(\.title))
        prefetcher.played(try firstGame.get().questions)  // shown to the player, as the game does
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts, [10, 10], "a prefetch started at once")
        upstream.complete(with: .success(batch(11...20)))
        await waitUntil { !prefetcher.isFetching }

        let second = atHand(prefetcher, amount: 10)
        XCTAssertEqual(titles(second), questions(11...20).map(\.title), "at hand, without a request")
        XCTAssertEqual(try second.get().origin, .openTriviaDB)
        for _ in 0..<20 { await Task.yield() }
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "nothing fetched before the game is on screen")
        prefetcher.played(Array(try second.get().questions.prefix(1)))
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "and the one after is on its way")
    }

    func testNothingAtHandSaysWhyAndStartsTheRequest() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        XCTAssertEqual(atHand(prefetcher, amount: 5), .failure(.stillLoading), "a request is under way now")
        await upstream.waitForRequests(1)
        XCTAssertEqual(atHand(prefetcher, amount: 5), .failure(.stillLoading))
        XCTAssertEqual(upstream.requestedAmounts, [5], "one request, not one per ask")
        upstream.complete(with: .failure(.openTriviaDB(.unreachable(host: "example.org"))))
        await waitUntil { !prefetcher.isFetching }
        XCTAssertEqual(
            atHand(prefetcher, amount: 5), .failure(.openTriviaDB(.unreachable(host: "example.org"))),
            "the last failure is the reason")
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "and each new game tries again")
        upstream.complete(with: .success(batch(1...5)))
        await waitUntil { !prefetcher.isFetching || upstream.pendingCount > 0 }
        await waitUntil { prefetcher.stockCount == 5 }
        XCTAssertEqual(titles(atHand(prefetcher, amount: 5)), questions(1...5).map(\.title))
    }

    func testAServerThatAnsweredBadlyIsTriedOnceMoreAndTheFailureIsTold() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        let news = Locked<[OpenTriviaDBNews]>([])
        prefetcher.onNews { item in news.withLock { $0.append(item) } }
        try await playGameOne(3, prefetcher, upstream)
        let garbled = QuestionSourceError.openTriviaDB(.malformedResponse(host: "example.org"))
        await upstream.waitForRequests(1)
        upstream.complete(with: .failure(garbled))
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "tried once more")
        upstream.complete(with: .failure(garbled))
        await waitUntil { news.withLock { $0.count } == 2 }
        XCTAssertEqual(news.withLock { $0 }, [.failed(garbled), .failed(garbled)])
        // The news is told once the prefetcher has decided what to do next: nothing.
        XCTAssertFalse(prefetcher.isFetching, "and not again before the next game")
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "and not again before the next game")
        XCTAssertEqual(atHand(prefetcher, amount: 3), .failure(garbled))
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 4, "the next game tries again")
    }

    func testAnUnreachableServerIsNotTriedAgainBeforeTheNextGame() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        try await playGameOne(3, prefetcher, upstream)
        await upstream.waitForRequests(1)
        let news = Locked<[OpenTriviaDBNews]>([])
        prefetcher.onNews { item in news.withLock { $0.append(item) } }
        upstream.complete(with: .failure(.openTriviaDB(.unreachable(host: "example.org"))))
        // The news is told once the prefetcher has decided what to do next: nothing.
        await waitUntil("the failure told") { !news.withLock { $0.isEmpty } }
        XCTAssertFalse(prefetcher.isFetching, "offline, no request a second")
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "offline, no request a second")
    }

    func testAGameAskingWhileThePrefetchIsInFlightGetsItsAnswer() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        try await playGameOne(5, prefetcher, upstream)  // game 1 served, prefetch in flight
        await upstream.waitForRequests(1)
        let second = ask(prefetcher, amount: 5)
        await Task.yield()
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "no second request for the same game")
        upstream.complete(with: .success(batch(6...10)))
        let secondGame = try await ended(second, "the second game's request")
        XCTAssertEqual(titles(secondGame), questions(6...10).map(\.title))
    }

    /// The race CI met once: the second game found the stock short, the prefetch landed, and only
    /// then did the game start waiting; it started a request no one answered, and waited for it.
    func testAGameOvertakenByThePrefetchLandingBeforeItWaitsTakesTheQuestionsLanded() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        try await playGameOne(5, prefetcher, upstream)
        await upstream.waitForRequests(1)
        XCTAssertNil(prefetcher.newGame(5), "the second game finds the stock short")
        upstream.complete(with: .success(batch(6...10)))
        await waitUntil("the prefetch landed") { !prefetcher.isFetching }
        let second = Task { await prefetcher.waitForRequest(2, amount: 5) { _ in } }
        let secondGame = try await ended(second, "the second game's wait")
        XCTAssertEqual(titles(secondGame), questions(6...10).map(\.title))
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "served from the stock, with no request")
        XCTAssertFalse(prefetcher.isFetching)
    }

    func testRepeatsAreDroppedAndTheStockIsToppedUp() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        let first = ask(prefetcher, amount: 4)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch(1...4)))
        let firstGame = try await ended(first, "the first game's request")
        prefetcher.played(try firstGame.get().questions)
        // The next answer repeats three of the first game's questions, and one twice.
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch([1, 2, 3, 5, 5])))
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "one new question is not a game: topped up")
        upstream.complete(with: .success(batch(6...8)))
        await waitUntil { !prefetcher.isFetching }
        let second = atHand(prefetcher, amount: 4)
        XCTAssertEqual(titles(second), questions([5, 6, 7, 8]).map(\.title), "no repeat, and a whole game")
    }

    func testAnAnswerWithNothingNewStopsTheToppingUpAndNoGameIsShort() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        try await playGameOne(4, prefetcher, upstream)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch(1...4)))  // nothing new
        await waitUntil { !prefetcher.isFetching }
        await Task.yield()
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "no request after one that brought nothing")
        XCTAssertEqual(upstream.pendingCount, 0)

        // A game that waits gets no short game either: it fails, and the manager falls back.
        let waiting = ask(prefetcher, amount: 4)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch([1, 2, 9])))
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts.count, 4, "one new question: asked again for the waiting game")
        upstream.complete(with: .success(batch([2, 9])))
        let result = try await ended(waiting, "the waiting game's request")
        XCTAssertEqual(result, .failure(.noQuestions), "never a game of fewer than asked")
    }

    func testTheQuestionsAnEarlierRunNeverShowedStartTheStock() async throws {
        let cache = makeCache()
        cache.add(questions(1...6) + questions(7...9, category: "Mythology"))
        cache.markSeen(questions(1...2))
        cache.flush()
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(
            source: upstream, cache: QuestionCache(url: cache.url, writer: files),
            filter: QuestionFilter(category: "science: computers")
        )
        let game = atHand(prefetcher, amount: 4)
        XCTAssertEqual(titles(game), questions(3...6).map(\.title), "unplayed, matching the filter, oldest first")
        XCTAssertEqual(try game.get().origin, .openTriviaDB, "credited to the Open Trivia DB")
        XCTAssertTrue(try game.get().questions.allSatisfy { $0.origin == .openTriviaDB })
        prefetcher.played(Array(try game.get().questions.prefix(1)))  // the game is on screen
        await upstream.waitForRequests(1)
        XCTAssertEqual(upstream.requestedAmounts, [4], "the next game is fetched behind it")
    }

    func testArrivalIsToldOnceTheNextGameIsInAndNotForAWaitingGame() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        let arrivals = Locked(0)
        prefetcher.onNews { news in if news == .nextGameReady { arrivals.withLock { $0 += 1 } } }
        try await playGameOne(3, prefetcher, upstream)
        XCTAssertEqual(arrivals.withLock { $0 }, 0, "a waiting game's questions are not the next game's")
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch(4...6)))
        await waitUntil { arrivals.withLock { $0 } == 1 }
        XCTAssertEqual(arrivals.withLock { $0 }, 1)
    }

    func testPlayedQuestionsLeaveTheStockAndAreMarkedInTheCache() async throws {
        let cache = makeCache()
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: cache)
        let first = ask(prefetcher, amount: 3)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch(1...3)))
        try await ended(first, "the first game's request")
        XCTAssertEqual(cache.counts.total, 3, "every question fetched is kept")
        XCTAssertEqual(cache.counts.unseen, 3, "none played until shown")
        prefetcher.played(questions(1...2))
        XCTAssertEqual(cache.counts.unseen, 1)
        XCTAssertEqual(prefetcher.stockCount, 1)
        // A game replaced after one question gives its other questions back to the next game.
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch(4...5)))
        // Three in stock is still short of a game beyond the current one: the next request starts
        // at once, so the prefetcher never goes idle here.
        await waitUntil("questions 4 and 5 in the stock") { prefetcher.stockCount == 3 }
        XCTAssertEqual(titles(atHand(prefetcher, amount: 3)), questions(3...5).map(\.title))
    }

    func testANewerRequestReplacesAnOlderOneStillWaiting() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        let older = ask(prefetcher, amount: 4)
        await upstream.waitForRequests(1)
        let newer = ask(prefetcher, amount: 4)
        let olderResult = try await ended(older, "the older request")
        XCTAssertEqual(olderResult, .failure(.cancelled), "the older request is cancelled")
        XCTAssertEqual(upstream.requestedAmounts.count, 1, "one request serves the newer game")
        upstream.complete(with: .success(batch(1...4)))
        let served = try await ended(newer, "the newer request").get()
        XCTAssertEqual(served.questions.count, 4)
    }

    func testAGameCancelledWhileWaitingStopsWaitingButTheRequestGoesOnForTheNextGame() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        let waiting = ask(prefetcher, amount: 4)
        await upstream.waitForRequests(1)
        waiting.cancel()
        let cancelled = try await ended(waiting, "the waiting game's request")
        XCTAssertEqual(cancelled, .failure(.cancelled))
        XCTAssertEqual(upstream.pendingCount, 1, "the request goes on")
        upstream.complete(with: .success(batch(1...4)))
        await waitUntil { !prefetcher.isFetching }
        let next = atHand(prefetcher, amount: 4)
        XCTAssertEqual(titles(next), questions(1...4).map(\.title), "its questions serve the next game at once")
    }

    func testWithoutPrefetchOnlyAWaitingGameFetches() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache(), prefetches: false)
        let first = ask(prefetcher, amount: 2)
        await upstream.waitForRequests(1)
        upstream.complete(with: .success(batch(1...2)))
        try await ended(first, "the first game's request")
        for _ in 0..<20 { await Task.yield() }
        XCTAssertEqual(upstream.requestedAmounts.count, 1, "nothing fetched ahead")
    }

    func testAGameThatStartsWaitingIsToldWhereTheInFlightRequestStands() async throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream, cache: makeCache())
        try await playGameOne(2, prefetcher, upstream)  // game 1 served; the prefetch starts
        await upstream.waitForRequests(1)
        let wait = LoadProgress.waiting(until: AnyClock.Instant(offset: .seconds(42)))
        upstream.report(wait)
        let seen = Locked<[LoadProgress]>([])
        let second = ask(prefetcher, amount: 2) { update in seen.withLock { $0.append(update) } }
        await waitUntil { !seen.withLock { $0.isEmpty } }
        XCTAssertEqual(seen.withLock { $0 }, [wait], "replayed to the new game")
        upstream.report(.requesting)
        await waitUntil { seen.withLock { $0.count } == 2 }
        XCTAssertEqual(seen.withLock { $0 }, [wait, .requesting])
        upstream.complete(with: .success(batch(3...4)))
        try await ended(second, "the second game's request")
    }
}
