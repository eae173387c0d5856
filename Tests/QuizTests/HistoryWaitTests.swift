import Foundation
import TestSupport
import XCTest

@testable import QuizCore

/// A wait for the history (practice's and the daily's start) ends however soon the history comes.
///
/// A task with an executor preference (the game's wait runs on `QuietExecutor.model`) leaves the
/// main actor at `withCheckedContinuation` and comes back behind what the main queue already
/// holds: the history read at once is merged in between the wait's check and its wait. Here
/// the read runs on the caller's thread, so its result is always queued in that gap.
final class HistoryWaitTests: XCTestCase {
    /// Answers in memory, read at once.
    private struct MemoryStore: HistoryStore {
        var records: [AnswerRecord] = []
        var url: URL? { URL(fileURLWithPath: "/nonexistent/openquizz-history.jsonl") }
        var writes: Bool { false }
        var filter: QuestionFilter { .any }
        func record(_ record: AnswerRecord) {}
        func load(settingAside: Bool) -> [AnswerRecord] { records }
        func flush() {}
        var unsaved: (answers: Int, problem: StorageProblem)? { nil }
    }

    private let center = NotificationCenter()

    /// Reads on the thread that asks, so that the history's merge is queued before `load()` returns.
    private static let atOnce: PlayerHistory.Reader = { read in read() }

    @MainActor
    func testLoadedReturnsWhenTheHistoryIsMergedBeforeItsWaitBegins() async throws {
        let history = PlayerHistory(store: MemoryStore(), notificationCenter: center, reader: Self.atOnce)
        XCTAssertFalse(history.isLoaded)
        let waiting = Task(executorPreference: QuietExecutor.model) { await history.loaded() }
        try await ended(waiting, "the wait for the history", timeout: 5)
        XCTAssertTrue(history.isLoaded)
    }

    /// The player's path: `--mode practice` in a fresh home sat loading for good, holding the
    /// first line typed, about one start in twenty.
    @MainActor
    func testPracticeStartsWhenTheHistoryIsMergedBeforeTheGameWaitsForIt() async throws {
        let questions = makeQuestions(3)
        let wrong = PracticeModeTests.played([(questions[1], false)], game: "earlier")
        let history = PlayerHistory(
            store: MemoryStore(records: wrong), notificationCenter: center, reader: Self.atOnce)
        let normal = SourcedDeck(
            manager: QuestionManager(sources: [BundledQuestionSource(questions: questions, seed: 1)]), amount: 2)
        let mode = PracticeMode(pool: .bank, questions: questions, amount: 5, normal: normal)
        let session = ModeSession(game: Game(deck: mode.deck, notificationCenter: center, history: history), home: mode)
        try await ended(session.newGame(), "the practice game's start", timeout: 5)
        XCTAssertEqual(session.game.state, .ongoing)
        XCTAssertEqual(session.game.questions.map(\.id), [questions[1].id], "the question answered wrong is due")
    }
}
