import Foundation
import Synchronization
import XCTest

@testable import Quiz

/// New Game pressed again while a game is loading: the replaced game must use up nothing.
final class ReplacedGameTests: XCTestCase {
    private var center = NotificationCenter()
    private var folder: URL!

    override func setUpWithError() throws {
        center = NotificationCenter()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "openquizz-replaced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @MainActor
    private func makeGame(_ sources: [any QuestionSource]) -> Game {
        Game(
            manager: QuestionManager(sources: sources), amount: 10, notificationCenter: center,
            deliver: immediateDelivery)
    }

    private func cached(_ count: Int) -> [Question] {
        (1...count).map {
            Question(
                title: "Cached statement \($0).", answer: true, category: "Art", difficulty: .easy,
                origin: .openTriviaDB)
        }
    }

    /// The code review's probe: 20 unseen cached questions, New Game twice while the Open Trivia DB
    /// request is in flight, then the request fails.
    func testTheReplacedGameUsesUpNoCachedQuestions() throws {
        MainActor.assumeIsolated {
            let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
            cache.add(cached(20))
            let upstream = ControlledSource()
            let game = makeGame([PrefetchingSource(source: upstream), CachedQuestionSource(cache: cache)])
            game.refresh()
            game.refresh()
            upstream.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
            XCTAssertEqual(game.state, .ongoing)
            XCTAssertEqual(game.questions.count, 10)
            let played = Set(game.questions.map(\.title))
            XCTAssertEqual(cache.counts.unseen, 10, "only the game that is played uses cached questions")
            // The next game plays the 10 still unseen, none of this game's.
            game.refresh()
            XCTAssertEqual(upstream.pendingCount, 1)
            upstream.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
            let next = game.questions.map(\.title)
            XCTAssertTrue(
                played.isDisjoint(with: next), "a question of the first game came back: \(played.intersection(next))")
        }
    }

    /// The same with the bundled deck behind the Open Trivia DB: the replaced game draws nothing,
    /// so no question of the game played comes back before the unplayed ones.
    func testTheReplacedGameUsesUpNoBundledQuestions() throws {
        MainActor.assumeIsolated {
            let bank = makeQuestions(25)
            let upstream = ControlledSource()
            let game = makeGame([PrefetchingSource(source: upstream), BundledQuestionSource(questions: bank, seed: 1)])
            game.refresh()
            game.refresh()
            upstream.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
            let first = Set(game.questions.map(\.title))
            XCTAssertEqual(first.count, 10)
            game.refresh()
            upstream.complete(with: .failure(.unavailable("Offline: opentdb.com unreachable")))
            let second = Set(game.questions.map(\.title))
            XCTAssertEqual(second.count, 10)
            XCTAssertTrue(
                first.isDisjoint(with: second),
                "played again before 15 unplayed: \(first.intersection(second).sorted())")
        }
    }

    /// Offline the bank answers at once, but the game hears of it only when the loop runs the
    /// delivery: "nn" typed in one go replaces the first game before it starts.
    func testNewGameTwiceBeforeTheLoopRunsUsesUpNoBundledQuestions() {
        MainActor.assumeIsolated {
            let pending = PendingDeliveries()
            let game = Game(
                manager: QuestionManager(sources: [BundledQuestionSource(questions: makeQuestions(25), seed: 1)]),
                amount: 10,
                notificationCenter: center,
                deliver: pending.deliver
            )
            game.refresh()
            game.refresh()
            pending.runAll()
            let first = Set(game.questions.map(\.title))
            XCTAssertEqual(first.count, 10)
            game.refresh()
            pending.runAll()
            let second = Set(game.questions.map(\.title))
            XCTAssertEqual(second.count, 10)
            XCTAssertTrue(
                first.isDisjoint(with: second),
                "played again before 15 unplayed: \(first.intersection(second).sorted())")
        }
    }
}

/// Deliveries kept until the test runs them, as the app's loop would on its next pass.
private final class PendingDeliveries: Sendable {
    private let work = Mutex<[@MainActor @Sendable () -> Void]>([])

    var deliver: Game.Delivery {
        { [self] item in work.withLock { $0.append(item) } }
    }

    @MainActor
    func runAll() {
        while let next = work.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { next() }
    }
}
