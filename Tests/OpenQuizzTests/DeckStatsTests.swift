import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// `--stats` and `--stats --json` per deck.
final class DeckStatsTests: XCTestCase {
    /// A finished game of `of` questions from `deck`, the first `right` right.
    private func game(_ id: String, deck: String, right: Int, of: Int) -> [AnswerRecord] {
        (1...of).map { number in
            let question = Question(
                title: "Q\(number)", answer: true, category: "Chemistry", difficulty: .easy, origin: .deck, deck: deck)
            return AnswerRecord(
                date: Date(timeIntervalSince1970: 0), game: id, number: number, of: of, question: question,
                answer: number <= right)
        }
    }

    private var records: [AnswerRecord] {
        game("a", deck: "atoms", right: 3, of: 4) + game("w", deck: "week 3", right: 1, of: 2)
            + game("a2", deck: "atoms", right: 4, of: 4)
    }

    func testTheTextCountsEachDeckAndTheBestNamesItsDeck() {
        XCTAssertEqual(
            StatsReport(stats: HistoryStats(records), ascii: true).text(),
            [
                "OpenQuizz stats",
                "",
                "Games played              3",
                "Questions answered        10",
                "Accuracy                  80% (8 right)",
                "Best score                4 / 4 (deck “atoms”)",
                "Streak at 7/10 or better  2 now, 2 at best",
                "",
                "By category",
                "  Chemistry  ########..   80%  (8 of 10)",
                "",
                "By difficulty",
                "  easy       ########..   80%  (8 of 10)",
                "",
                "By deck",
                "  atoms      #########.   88%  (7 of 8)",
                "             2 games, best 4 / 4",
                "  week 3     #####.....   50%  (1 of 2)",
                "             1 game, best 1 / 2",
            ])
    }

    func testDecksWithoutCategoryOrDifficultyLeaveNoEmptyHeading() {
        var question = Question(
            title: "Q", answer: true, category: "plain", difficulty: .medium, origin: .deck, deck: "plain")
        question.categoryUnstated = true
        question.difficultyUnstated = true
        let records = [
            AnswerRecord(
                date: Date(timeIntervalSince1970: 0), game: "p", number: 1, of: 1, question: question, answer: true)
        ]
        let lines = StatsReport(stats: HistoryStats(records), ascii: true).text()
        XCTAssertFalse(lines.contains(StatsText(words: .english).byCategory), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains(StatsText(words: .english).byDifficulty), lines.joined(separator: "\n"))
        XCTAssertEqual(
            Array(lines.drop { $0 != "Streak at 7/10 or better  1 now, 1 at best" }),
            [
                "Streak at 7/10 or better  1 now, 1 at best",
                "",
                "By deck",
                "  plain  ##########  100%  (1 of 1)",
                "         1 game, best 1 / 1",
            ])
    }

    func testNarrowTheDecksGamesAndBestKeepTheTablesRules() {
        var unfinished = records
        unfinished += game("u", deck: "a deck with a long name, longer than the rest", right: 1, of: 3).prefix(2)
        let lines = StatsReport(stats: HistoryStats(unfinished), ascii: true, columns: 40).text()
        XCTAssertEqual(
            Array(lines.drop { $0 != "By deck" }),
            [
                "By deck",
                "  atoms",
                "    ####.  88%  (7 of 8)",
                "    2 games, best 4 / 4",
                "  a deck with a long name, longer than",
                "  the rest",
                "    ###..  50%  (1 of 2)",
                "    no game finished yet",
                "  week 3",
                "    ###..  50%  (1 of 2)",
                "    1 game, best 1 / 2",
            ])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
    }

    func testTheJSONHasEachDecksAnswersGamesAndBestAndEachKindItsDeck() throws {
        let text = try StatsReport(stats: HistoryStats(records)).json()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let decks = try XCTUnwrap(object["by_deck"] as? [String: [String: Any]], text)
        XCTAssertEqual(Set(decks.keys), ["atoms", "week 3"])
        XCTAssertEqual(decks["atoms"]?["answered"] as? Int, 8)
        XCTAssertEqual(decks["atoms"]?["right"] as? Int, 7)
        XCTAssertEqual(decks["atoms"]?["accuracy"] as? Int, 88)
        XCTAssertEqual(decks["atoms"]?["games_finished"] as? Int, 2)
        XCTAssertEqual(decks["atoms"]?["best"] as? [String: Int], ["right": 4, "of": 4])
        XCTAssertEqual((object["best_kind"] as? [String: Any])?["deck"] as? String, "atoms")
        let kinds = try XCTUnwrap(object["games_by_kind"] as? [[String: Any]])
        XCTAssertEqual(kinds.compactMap { $0["deck"] as? String }, ["atoms", "week 3"])
        let none = try StatsReport(stats: HistoryStats()).json()
        let empty = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(none.utf8)) as? [String: Any])
        XCTAssertEqual(empty["by_deck"] as? [String: Int], [:], "every key, with no answers too")
    }
}

/// `--plain` plays a deck as it plays the rest.
final class DeckPlainTests: XCTestCase {
    @MainActor
    func testPlainModePlaysADeckInOrder() async throws {
        var printed: [String] = []
        let center = NotificationCenter()
        let questions = (1...3).map { number in
            Question(title: "Fact \(number).", answer: number != 2, category: "Chemistry", difficulty: .easy)
        }
        let dealer = DeckDealer(name: "atoms", questions: questions, inOrder: true)
        let game = Game(manager: QuestionManager(sources: [dealer]), amount: 3, notificationCenter: center)
        let player = PlainGame(
            game: game, text: PlayerText(offline: true), notificationCenter: center,
            output: { line in
                printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
        await waitUntil { game.state == .ongoing }
        for line in ["t", "t", "t"] { player.received(line) }
        XCTAssertEqual(
            printed.filter { $0.hasPrefix("Question") || $0.hasPrefix("Game Over") },
            [
                "Question 1 of 3. Fact 1. True or false? [t/f]", "Question 2 of 3. Fact 2. True or false? [t/f]",
                "Question 3 of 3. Fact 3. True or false? [t/f]",
                "Game Over: 2 / 3. Well played. Your first game with these questions.",
            ])
        XCTAssertEqual(game.answers.map(\.deck), ["atoms", "atoms", "atoms"], "each answer names the deck")
    }
}
