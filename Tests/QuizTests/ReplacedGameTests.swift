import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// New Game pressed again while a game is loading: the replaced game must use up nothing.
final class ReplacedGameTests: XCTestCase {
    private let files = FileWriter()
    private let center = NotificationCenter()
    private var folder: URL!
    private let unreachable = QuestionSourceError.openTriviaDB(.unreachable(host: "opentdb.com"))

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "openquizz-replaced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    @MainActor
    private func makeGame(_ sources: [any QuestionSource], newGamesTakeWhatIsAtHand: Bool = true) -> Game {
        Game(
            manager: QuestionManager(sources: sources, newGamesTakeWhatIsAtHand: newGamesTakeWhatIsAtHand),
            amount: 10, notificationCenter: center)
    }

    private func cached(_ count: Int) -> [Question] {
        (1...count).map {
            Question(
                title: "Cached statement \($0).", answer: true, category: "Art", difficulty: .easy,
                origin: .openTriviaDB)
        }
    }

    /// Starts a game that replaces `game`'s loading one once `upstream` has its request, and
    /// returns when the new game waits for that same request (the request's progress, replayed
    /// to it, says so): only then may the request end, or the new game would ask again.
    @MainActor
    private func replace(_ game: Game, waitingFor upstream: ControlledSource) async -> Task<Void, Never> {
        await upstream.waitForRequests(1)
        upstream.report(.requesting)
        let replacing = game.refresh()
        await waitUntil { game.loadingProgress == .requesting }
        XCTAssertEqual(game.loadingProgress, .requesting, "the new game never joined the request")
        return replacing
    }

    /// The code review's probe: 20 unseen cached questions, New Game twice while the Open Trivia DB
    /// request is in flight, then the request fails.
    @MainActor
    func testTheReplacedGameUsesUpNoCachedQuestions() async throws {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add(cached(20))
        let upstream = ControlledSource()
        let game = makeGame([PrefetchingSource(source: upstream), CachedQuestionSource(cache: cache)])
        game.refresh()
        let second = await replace(game, waitingFor: upstream)
        try await failEveryRequest(of: upstream, until: second, "the second game")
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.questions.count, 10)
        let played = Set(game.questions.map(\.title))
        XCTAssertEqual(cache.counts.unseen, 19, "only the question shown is used up")
        answerEveryQuestion(game)
        XCTAssertEqual(cache.counts.unseen, 10, "only the game that is played uses cached questions")
        // The next game plays the 10 still unseen, none of this game's.
        let third = game.refresh()
        await upstream.waitForRequests(1)
        try await failEveryRequest(of: upstream, until: third, "the third game")
        let next = game.questions.map(\.title)
        XCTAssertTrue(
            played.isDisjoint(with: next), "a question of the first game came back: \(played.intersection(next))")
        files.flush()
    }

    /// The same with the bundled deck behind the Open Trivia DB, when every game waits for the
    /// network (`--no-prefetch`): the replaced game draws nothing, so no question of the game
    /// played comes back before the unplayed ones.
    @MainActor
    func testTheReplacedGameUsesUpNoBundledQuestions() async throws {
        let bank = makeQuestions(25)
        let upstream = ControlledSource()
        let game = makeGame(
            [PrefetchingSource(source: upstream), BundledQuestionSource(questions: bank, seed: 1)],
            newGamesTakeWhatIsAtHand: false)
        game.refresh()
        let second = await replace(game, waitingFor: upstream)
        try await failEveryRequest(of: upstream, until: second, "the second game")
        let first = Set(game.questions.map(\.title))
        XCTAssertEqual(first.count, 10)
        answerEveryQuestion(game)
        let third = game.refresh()
        await upstream.waitForRequests(1)
        try await failEveryRequest(of: upstream, until: third, "the third game")
        let next = Set(game.questions.map(\.title))
        XCTAssertEqual(next.count, 10)
        XCTAssertTrue(
            first.isDisjoint(with: next), "played again before 15 unplayed: \(first.intersection(next).sorted())")
    }

    /// New Game while the first game still waits for the Open Trivia DB: the bank plays at once,
    /// and the request's questions, when they land, are the next game's.
    @MainActor
    func testNewGameWhileTheFirstGameLoadsPlaysTheBankAtOnce() async throws {
        let upstream = ControlledSource()
        let game = makeGame([
            PrefetchingSource(source: upstream), BundledQuestionSource(questions: makeQuestions(25), seed: 1),
        ])
        game.refresh()
        await upstream.waitForRequests(1)
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.origin, .bundled)
        XCTAssertEqual(game.fallbackReason, .stillLoading)
        XCTAssertFalse(game.nextGameFromOpenTriviaDB)
        upstream.complete(
            with: .success(QuestionBatch(questions: cached(10), origin: .openTriviaDB)))
        await waitUntil { game.nextGameFromOpenTriviaDB }
        XCTAssertTrue(game.nextGameFromOpenTriviaDB, "the game is told the next one is the Open Trivia DB's")
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.origin, .openTriviaDB)
        XCTAssertEqual(game.questions.map(\.title), cached(10).map(\.title))
        XCTAssertFalse(game.nextGameFromOpenTriviaDB)
    }

    /// The request the bank stood in for fails: the header's reason says so, instead of "still
    /// loading".
    @MainActor
    func testAStandInGameIsToldWhyTheOpenTriviaDBGaveNothing() async throws {
        let upstream = ControlledSource()
        let game = makeGame([
            PrefetchingSource(source: upstream), BundledQuestionSource(questions: makeQuestions(25), seed: 1),
        ])
        game.refresh()
        await upstream.waitForRequests(1)
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.fallbackReason, .stillLoading)
        upstream.complete(with: .failure(unreachable))
        await waitUntil { game.fallbackReason != .stillLoading }
        XCTAssertEqual(game.fallbackReason, unreachable)
        XCTAssertEqual(game.origin, .bundled)
        XCTAssertEqual(game.state, .ongoing, "the game goes on")
    }

    /// Offline the bank answers at once, but "nn" typed in one go replaces the first game before
    /// its task even runs: it asks for nothing.
    @MainActor
    func testNewGameTwiceInARowUsesUpNoBundledQuestions() async throws {
        let game = makeGame([BundledQuestionSource(questions: makeQuestions(25), seed: 1)])
        game.refresh()
        try await ended(game.refresh(), "the new game")
        let first = Set(game.questions.map(\.title))
        XCTAssertEqual(first.count, 10)
        answerEveryQuestion(game)
        try await ended(game.refresh(), "the new game")
        let second = Set(game.questions.map(\.title))
        XCTAssertEqual(second.count, 10)
        XCTAssertTrue(
            first.isDisjoint(with: second), "played again before 15 unplayed: \(first.intersection(second).sorted())")
    }

    /// A game left early (New Game after three answers) used up only the questions shown: the
    /// fourth, on screen when N was pressed, and the six never shown may come back.
    @MainActor
    func testAGameLeftEarlyUsesUpOnlyTheQuestionsShown() async throws {
        let played = PlayedQuestions(url: folder.appendingPathComponent("played.json"), writer: files)
        let game = makeGame([BundledQuestionSource(questions: makeQuestions(25), seed: 1, played: played)])
        try await ended(game.refresh(), "the new game")
        for _ in 0..<3 { game.answerCurrentQuestion(with: true) }
        let shown = game.questions.prefix(4).map(\.title)
        let ids = game.questions.map(\.id)
        XCTAssertEqual(played.playCounts(of: ids), [1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
        try await ended(game.refresh(), "the new game")
        XCTAssertTrue(Set(shown).isDisjoint(with: game.questions.map(\.title)), "a question shown came back")
    }

    /// Fails every request `upstream` gets until `game` (a game's task) ends: a game may ask
    /// again after the request it waited for ended (when that request was a prefetch that ended
    /// before the game joined it), and each of its requests must end for the game to.
    @MainActor
    private func failEveryRequest(
        of upstream: ControlledSource, until game: Task<Void, Never>, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let failure = unreachable
        try await ended(game, what, file: file, line: line) { upstream.complete(with: .failure(failure)) }
    }

    @MainActor
    private func answerEveryQuestion(_ game: Game) {
        while game.answerCurrentQuestion(with: true) != nil {}
        XCTAssertEqual(game.state, .over)
    }
}
