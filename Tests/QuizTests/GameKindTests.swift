import Foundation
import XCTest

@testable import QuizCore
@testable import QuizStore

/// Bests and streaks compare games of one kind: as many questions, from the same source, with the
/// same filters; categories are counted up to a bound.
final class GameKindTests: XCTestCase {
    private let files = FileWriter()
    /// A game of `of` answers, the first `right` of them right, from `origins` (in turn).
    private func game(
        _ id: String, right: Int, of: Int, origins: [QuestionOrigin] = [.bundled], category: String = "Mythology",
        filter: QuestionFilter = .any
    ) -> [AnswerRecord] {
        (1...of).map { number in
            let question = Question(
                title: "Statement \(number) of \(id).", answer: true, category: category, difficulty: .easy,
                origin: origins[(number - 1) % origins.count])
            return AnswerRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: id, number: number, of: of,
                question: question, answer: number <= right, filter: filter)
        }
    }

    func testAShortGameIsNoBestForATenQuestionOne() {
        let records = game("three", right: 3, of: 3) + game("ten", right: 6, of: 10)
        let summary = GameOverSummary.of(game: "ten", in: records)
        XCTAssertEqual(summary?.isFirst, true, "the first game of ten questions: nothing to compare with")
        XCTAssertEqual(summary?.best, HistoryStats.Score(right: 6, of: 10), "never 3 / 3")
        XCTAssertEqual(summary?.streak, 0)
        let stats = HistoryStats(records)
        XCTAssertEqual(stats.best, HistoryStats.Score(right: 6, of: 10), "the stats' best is the last kind's")
        XCTAssertEqual(stats.byKind.count, 2)
    }

    func testTheSourceOfTheQuestionsMakesAKindAndTheCacheIsTheOpenTriviaDB() {
        let records =
            game("online", right: 9, of: 10, origins: [.openTriviaDB])
            + game("bundled", right: 5, of: 10, origins: [.bundled])
            + game("cached", right: 7, of: 10, origins: [.cache, .openTriviaDB])
            + game("mixed", right: 8, of: 10, origins: [.openTriviaDB, .bundled])
        XCTAssertEqual(GameOverSummary.of(game: "bundled", in: records)?.isFirst, true, "the 9 / 10 was online")
        let cached = GameOverSummary.of(game: "cached", in: records)
        XCTAssertEqual(cached?.best, HistoryStats.Score(right: 9, of: 10), "cached questions are the Open Trivia DB's")
        XCTAssertEqual(cached?.streak, 2)
        XCTAssertEqual(GameOverSummary.of(game: "mixed", in: records)?.isFirst, true, "a mix is a kind of its own")
        let stats = HistoryStats(records)
        XCTAssertEqual(stats.latestKind?.source, .mixed)
        XCTAssertEqual(
            stats.byKind[.init(questions: 10, source: .openTriviaDB, category: nil, difficulty: nil)]?.bestStreak, 2)
    }

    func testFiltersMakeAKind() {
        let hard = QuestionFilter(category: nil, difficulty: .hard)
        let records = game("any", right: 10, of: 10) + game("hard", right: 4, of: 10, filter: hard)
        XCTAssertEqual(GameOverSummary.of(game: "hard", in: records)?.isFirst, true)
    }

    @MainActor
    func testAGameOverBeforeTheFileIsReadIsProvisional() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-kind-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let earlier = AnswerHistory(url: url, writer: files)
        for record in game("earlier", right: 9, of: 3) { earlier.record(record) }
        earlier.flush()
        let center = NotificationCenter()
        let history = PlayerHistory(store: AnswerHistory(url: url, writer: files), notificationCenter: center)
        history.beginGame("now")
        for record in game("now", right: 3, of: 3) { history.add(record) }
        history.store?.flush()
        XCTAssertEqual(history.summary(of: "now")?.isProvisional, true, "the best isn't known yet")
        let loaded = expectation(forNotification: .historyLoaded, object: history, notificationCenter: center)
        history.load()
        await fulfillment(of: [loaded], timeout: 10)
        let summary = try XCTUnwrap(history.summary(of: "now"))
        XCTAssertFalse(summary.isProvisional)
        XCTAssertFalse(summary.isFirst, "the earlier game, read from disk, is of the same kind")
        XCTAssertEqual(summary.streak, 2)
    }

    func testCategoriesAreCountedOneByOneUpToABoundAndTheRestTogether() {
        var stats = HistoryStats()
        let extra = 500
        for number in 0..<(HistoryStats.maximumCategories + extra) {
            stats.add(game("g\(number)", right: 1, of: 1, category: "Category \(number)")[0])
        }
        stats.add(game("again", right: 0, of: 1, category: "Category 7")[0])
        XCTAssertEqual(stats.byCategory.count, HistoryStats.maximumCategories)
        XCTAssertEqual(stats.otherCategories.answered, extra)
        XCTAssertEqual(stats.byCategory["Category 7"]?.answered, 2)
        let (top, other) = stats.topCategories(40)
        XCTAssertEqual(top.count, 40)
        XCTAssertEqual(top.first { $0.name == "Category 7" }?.tally.answered, 2, "the most answered is among them")
        XCTAssertEqual(other?.answered, HistoryStats.maximumCategories + extra - 40)
        XCTAssertEqual(top.map(\.name), top.map(\.name).sorted(), "by name")
    }
}
