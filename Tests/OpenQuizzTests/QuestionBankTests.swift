import Foundation
import QuizView
import XCTest

@testable import Quiz

/// Checks the bank shipped in Assets/: what a player will read must be valid, distinct and fit.
final class QuestionBankTests: XCTestCase {
    private struct RawBank: Decodable {
        struct Entry: Decodable {
            var type: String
            var difficulty: String
            var category: String
            var question: String
            var correctAnswer: String
            var incorrectAnswers: [String]
            var explanation: String?

            enum CodingKeys: String, CodingKey {
                case type, difficulty, category, question, explanation
                case correctAnswer = "correct_answer"
                case incorrectAnswers = "incorrect_answers"
            }
        }
        var responseCode: Int
        var encoding: String
        var categories: [TriviaCategory]
        var results: [Entry]

        enum CodingKeys: String, CodingKey {
            case encoding, categories, results
            case responseCode = "response_code"
        }
    }

    /// The Open Trivia DB's categories (api_category.php).
    private static let openTriviaCategories: [Int: String] = [
        9: "General Knowledge", 10: "Entertainment: Books", 11: "Entertainment: Film", 12: "Entertainment: Music",
        13: "Entertainment: Musicals & Theatres", 14: "Entertainment: Television", 15: "Entertainment: Video Games",
        16: "Entertainment: Board Games", 17: "Science & Nature", 18: "Science: Computers", 19: "Science: Mathematics",
        20: "Mythology", 21: "Sports", 22: "Geography", 23: "History", 24: "Politics", 25: "Art", 26: "Celebrities",
        27: "Animals", 28: "Vehicles", 29: "Entertainment: Comics", 30: "Science: Gadgets",
        31: "Entertainment: Japanese Anime & Manga", 32: "Entertainment: Cartoon & Animations",
    ]

    private func rawBank() throws -> RawBank {
        let url = try XCTUnwrap(BundledBank.installedURL(environment: [:]))
        return try JSONDecoder().decode(RawBank.self, from: Data(contentsOf: url))
    }

    func testTheBankLoadsWithAtLeastFortyQuestions() throws {
        let bank = try BundledBank.loadInstalled()
        XCTAssertGreaterThanOrEqual(bank.questions.count, 40)
        XCTAssertTrue(bank.questions.allSatisfy { $0.origin == .bundled })
    }

    func testEveryEntryFollowsTheOpenTriviaFormat() throws {
        let bank = try rawBank()
        XCTAssertEqual(bank.responseCode, 0)
        XCTAssertEqual(bank.encoding, "plain")
        for entry in bank.results {
            XCTAssertEqual(entry.type, "boolean", entry.question)
            XCTAssertTrue(["True", "False"].contains(entry.correctAnswer), entry.question)
            XCTAssertEqual(entry.incorrectAnswers, [entry.correctAnswer == "True" ? "False" : "True"], entry.question)
            XCTAssertNotNil(Difficulty(rawValue: entry.difficulty), entry.question)
            XCTAssertEqual(entry.question, entry.question.trimmingCharacters(in: .whitespacesAndNewlines))
            XCTAssertFalse(entry.question.contains("&"), "no HTML entities in the bank: \(entry.question)")
        }
    }

    func testEveryCategoryIsAnOpenTriviaCategoryWithItsId() throws {
        let bank = try rawBank()
        for category in bank.categories {
            XCTAssertEqual(Self.openTriviaCategories[category.id], category.name)
        }
        let listed = Set(bank.categories.map(\.name))
        for entry in bank.results {
            XCTAssertTrue(listed.contains(entry.category), "\(entry.category) is not in the bank's category list")
        }
    }

    func testNoQuestionAppearsTwice() throws {
        let normalised = try rawBank().results.map { entry in
            entry.question.lowercased().filter { $0.isLetter || $0.isNumber }
        }
        let duplicates = Dictionary(grouping: normalised, by: { $0 }).filter { $0.value.count > 1 }.keys
        XCTAssertTrue(duplicates.isEmpty, "duplicates: \(duplicates.sorted())")
    }

    func testEveryQuestionFitsAFortyColumnCardInSixLines() throws {
        let textWidth = ScreenLayout.cardTextWidth(cardWidth: 40)
        XCTAssertEqual(textWidth, 36)
        for entry in try rawBank().results {
            let lines = TextLayout.wrap(entry.question, width: textWidth)
            XCTAssertLessThanOrEqual(lines.count, 6, entry.question)
            if let explanation = entry.explanation {
                XCTAssertLessThanOrEqual(TextLayout.wrap(explanation, width: textWidth).count, 6, explanation)
            }
        }
    }

    func testAnswersAreBalanced() throws {
        let results = try rawBank().results
        let trueShare = Double(results.filter { $0.correctAnswer == "True" }.count) / Double(results.count)
        XCTAssertTrue((0.4...0.6).contains(trueShare), "\(trueShare)")
    }
}
