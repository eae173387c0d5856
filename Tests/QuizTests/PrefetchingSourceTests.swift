import Foundation
import XCTest

@testable import Quiz

final class PrefetchingSourceTests: XCTestCase {
    private func batch(_ count: Int) -> Result<QuestionBatch, QuestionSourceError> {
        .success(QuestionBatch(questions: makeQuestions(count)))
    }

    func testTheNextGamesQuestionsAreFetchedAsSoonAsAGameHasItsOwn() throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        nonisolated(unsafe) var first: Result<QuestionBatch, QuestionSourceError>?
        prefetcher.fetch(amount: 10) { first = $0 }
        XCTAssertEqual(upstream.requestedAmounts, [10])
        upstream.complete(with: batch(10))
        XCTAssertNotNil(try first?.get())
        XCTAssertEqual(upstream.requestedAmounts, [10, 10], "a prefetch started at once")
        upstream.complete(with: batch(10))
        XCTAssertTrue(prefetcher.hasPrefetched)

        nonisolated(unsafe) var second: Result<QuestionBatch, QuestionSourceError>?
        prefetcher.fetch(amount: 10) { second = $0 }
        XCTAssertNotNil(try second?.get(), "served at once, without waiting for a request")
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "and the one after is on its way")
    }

    func testAGameAskingWhileThePrefetchIsInFlightGetsItsAnswer() throws {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        prefetcher.fetch(amount: 5) { _ in }
        upstream.complete(with: batch(5))  // game 1 served, prefetch in flight
        nonisolated(unsafe) var second: Result<QuestionBatch, QuestionSourceError>?
        prefetcher.fetch(amount: 5) { second = $0 }
        XCTAssertNil(second)
        XCTAssertEqual(upstream.requestedAmounts.count, 2, "no second request for the same game")
        upstream.complete(with: batch(5))
        XCTAssertEqual(try XCTUnwrap(second).get().questions.count, 5)
    }

    func testAFailedPrefetchIsDroppedAndTheNextGameFetchesAgain() {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        prefetcher.fetch(amount: 5) { _ in }
        upstream.complete(with: batch(5))
        upstream.complete(with: .failure(.unavailable("offline")))
        XCTAssertFalse(prefetcher.hasPrefetched)
        nonisolated(unsafe) var failure: Result<QuestionBatch, QuestionSourceError>?
        prefetcher.fetch(amount: 5) { failure = $0 }
        XCTAssertEqual(upstream.requestedAmounts.count, 3)
        upstream.complete(with: .failure(.unavailable("offline")))
        guard case .failure(.unavailable("offline")) = failure else { return XCTFail("\(String(describing: failure))") }
        XCTAssertEqual(upstream.requestedAmounts.count, 3, "no prefetch after a failure")
    }

    func testPlayedQuestionsAreTheWrappedSourcesToRemember() {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        prefetcher.fetch(amount: 3) { _ in }
        upstream.complete(with: batch(3))
        upstream.complete(with: batch(3))
        XCTAssertEqual(upstream.played, [], "neither a batch served nor a prefetched one is played yet")
        prefetcher.played(makeQuestions(2))
        XCTAssertEqual(upstream.played, [makeQuestions(2)])
    }

    func testANewerRequestReplacesAnOlderOneStillWaiting() {
        let upstream = ControlledSource()
        let prefetcher = PrefetchingSource(source: upstream)
        nonisolated(unsafe) var older: Result<QuestionBatch, QuestionSourceError>?
        nonisolated(unsafe) var newer: Result<QuestionBatch, QuestionSourceError>?
        prefetcher.fetch(amount: 4) { older = $0 }
        prefetcher.fetch(amount: 4) { newer = $0 }
        guard case .failure(.cancelled) = older else {
            return XCTFail("the older request is cancelled, got \(String(describing: older))")
        }
        upstream.complete(with: batch(4))
        XCTAssertNotNil(try newer?.get())
    }

    func testAGameThatStartsWaitingIsToldWhereTheInFlightRequestStands() {
        let upstream = ProgressingSource()
        let prefetcher = PrefetchingSource(source: upstream)
        prefetcher.fetch(amount: 2) { _ in }
        upstream.complete()  // game 1 served; the prefetch starts and reports a wait
        upstream.report(.waiting(until: 42))
        nonisolated(unsafe) var seen: [LoadProgress] = []
        prefetcher.fetch(amount: 2, progress: { seen.append($0) }, completion: { _ in })
        XCTAssertEqual(seen, [.waiting(until: 42)], "replayed to the new game")
        upstream.report(.requesting)
        XCTAssertEqual(seen, [.waiting(until: 42), .requesting])
    }
}

/// A source that keeps its requests' progress and completion handlers.
private final class ProgressingSource: QuestionSource, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [(progress: @Sendable (LoadProgress) -> Void, completion: QuestionSourceCompletion)] = []

    func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        lock.lock()
        requests.append((progress, completion))
        lock.unlock()
    }

    func report(_ update: LoadProgress) {
        lock.lock()
        let last = requests.last
        lock.unlock()
        last?.progress(update)
    }

    func complete() {
        lock.lock()
        let first = requests.removeFirst()
        lock.unlock()
        first.completion(.success(QuestionBatch(questions: makeQuestions(2))))
    }
}
