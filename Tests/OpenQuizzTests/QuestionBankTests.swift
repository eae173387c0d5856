import Foundation
import QuizView
import XCTest

@testable import QuizCore

/// Checks the bank shipped in Assets/: what a player will read must be valid, distinct and fit.
final class QuestionBankTests: XCTestCase {
    /// The bank's file as written, in the Open Trivia DB's wire format (the game's own type).
    private struct RawBank {
        var response: TriviaResponse
        var responseCode: Int { response.responseCode }
        var encoding: String? { response.encoding }
        var categories: [TriviaCategory] { response.categories ?? [] }
        var results: [TriviaResult] { response.results ?? [] }
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
        return RawBank(response: try JSONDecoder().decode(TriviaResponse.self, from: Data(contentsOf: url)))
    }

    func testTheBankLoadsWithAtLeastFiveHundredQuestions() throws {
        let bank = try BundledBank.loadInstalled(in: .english)
        XCTAssertGreaterThanOrEqual(bank.questions.count, 500)
        XCTAssertTrue(bank.questions.allSatisfy { $0.origin == .bundled })
    }

    func testEveryEntryFollowsTheOpenTriviaFormat() throws {
        let bank = try rawBank()
        XCTAssertEqual(bank.responseCode, 0)
        XCTAssertEqual(bank.encoding, "plain")
        for entry in bank.results {
            XCTAssertEqual(entry.type, "boolean", entry.question)
            XCTAssertTrue(["True", "False"].contains(entry.correctAnswer), entry.question)
            XCTAssertEqual(
                entry.incorrectAnswers ?? [], [entry.correctAnswer == "True" ? "False" : "True"], entry.question)
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

    // MARK: - Spread (issue: a bank worth playing offline)

    private func share(_ part: Int, of whole: Int) -> Double { Double(part) / Double(max(1, whole)) }

    func testAtLeastTwelveCategoriesAndNoneAboveFifteenPercent() throws {
        let results = try rawBank().results
        let byCategory = Dictionary(grouping: results, by: \.category)
        XCTAssertGreaterThanOrEqual(byCategory.count, 12)
        for (category, entries) in byCategory {
            XCTAssertLessThanOrEqual(share(entries.count, of: results.count), 0.15, category)
        }
    }

    func testEachDifficultyHoldsTwentyToFortyFivePercent() throws {
        let results = try rawBank().results
        for difficulty in Difficulty.allCases {
            let count = results.filter { $0.difficulty == difficulty.rawValue }.count
            XCTAssertTrue((0.20...0.45).contains(share(count, of: results.count)), "\(difficulty): \(count)")
        }
    }

    func testTrueAnswersAreFortyToSixtyPercentInEveryCategory() throws {
        for (category, entries) in Dictionary(grouping: try rawBank().results, by: \.category) {
            let trues = entries.filter { $0.correctAnswer == "True" }.count
            XCTAssertTrue(
                (0.40...0.60).contains(share(trues, of: entries.count)), "\(category): \(trues)/\(entries.count)")
        }
    }

    func testEveryQuestionHasAnExplanationThatIsNotTheQuestion() throws {
        for entry in try rawBank().results {
            let explanation = try XCTUnwrap(entry.explanation, entry.question)
            XCTAssertFalse(explanation.trimmingCharacters(in: .whitespaces).isEmpty, entry.question)
            XCTAssertNotEqual(normalised(explanation), normalised(entry.question), entry.question)
            XCTAssertLessThanOrEqual(entry.question.count, 150, entry.question)
            XCTAssertLessThanOrEqual(explanation.count, 150, explanation)
        }
    }

    // MARK: - Wording: no statement gives its answer away, every explanation states the fact

    /// Phrases that tell the player a statement is a surprise, so its answer is "true".
    private static let giveawayPhrases = ["strictly speaking", "even though", "despite its name", "despite their name"]

    func testNoStatementGivesItsAnswerAwayWithDespiteOrStrictlySpeaking() throws {
        for entry in try rawBank().results {
            let statement = entry.question.lowercased()
            XCTAssertFalse(statement.hasPrefix("despite"), entry.question)
            for phrase in Self.giveawayPhrases {
                XCTAssertFalse(statement.contains(phrase), "'\(phrase)' in: \(entry.question)")
            }
        }
    }

    /// The one bank entry whose statement contains every given word (case-insensitive).
    private func entry(containing words: String..., in results: [TriviaResult]) throws -> TriviaResult {
        let matches = results.filter { entry in
            words.allSatisfy { entry.question.lowercased().contains($0.lowercased()) }
        }
        XCTAssertEqual(matches.count, 1, "statements containing \(words): \(matches.map(\.question))")
        return try XCTUnwrap(matches.first, "no statement contains \(words)")
    }

    func testTheEightReworkedQuestionsKeepTheirKeysAndStateTheirFacts() throws {
        let results = try rawBank().results

        let scalene = try entry(containing: "scalene", in: results)
        XCTAssertEqual(scalene.correctAnswer, "False")
        XCTAssertTrue(scalene.explanation?.contains("all three sides") == true, scalene.explanation ?? "")

        let alphabet = try entry(containing: "word alphabet", in: results)
        XCTAssertEqual(alphabet.correctAnswer, "True")
        let namesItsAnswer = alphabet.question.contains("alpha ") && alphabet.question.contains("beta")
        XCTAssertTrue(
            alphabet.difficulty == "easy" || !namesItsAnswer, "a giveaway rated \(alphabet.difficulty)")

        let peanut = try entry(containing: "peanut", in: results)
        XCTAssertEqual(peanut.correctAnswer, "True")
        XCTAssertTrue(peanut.explanation?.contains("legume") == true, peanut.explanation ?? "")

        let eel = try entry(containing: "electric eel", in: results)
        XCTAssertEqual(eel.correctAnswer, "True")
        XCTAssertTrue(eel.explanation?.contains("knifefish") == true, eel.explanation ?? "")

        let saxophone = try entry(containing: "saxophone", in: results)
        XCTAssertEqual(saxophone.correctAnswer, "True")
        XCTAssertTrue(saxophone.explanation?.contains("reed") == true, saxophone.explanation ?? "")

        let bigBen = try entry(containing: "Big Ben", in: results)
        XCTAssertEqual(bigBen.correctAnswer, "True")
        XCTAssertTrue(bigBen.explanation?.contains("Great Bell") == true, bigBen.explanation ?? "")

        let penguins = try entry(containing: "penguins", "Arctic", in: results)
        XCTAssertEqual(penguins.correctAnswer, "False")
        XCTAssertTrue(
            penguins.explanation?.contains("No wild penguins live in the Arctic") == true, penguins.explanation ?? "")

        let skeleton = try entry(containing: "skeleton", in: results)
        XCTAssertEqual(skeleton.correctAnswer, "True")
        XCTAssertTrue(skeleton.explanation?.contains("206") == true, skeleton.explanation ?? "")
    }

    private func normalised(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    private func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count > 2 })
    }

    func testNoTwoQuestionsAreNearDuplicates() throws {
        let questions = try rawBank().results.map(\.question)
        let wordSets = questions.map(words)
        // The words shared with every later question, counted through each word's questions: a
        // pair that shares no word is never looked at (it is 0 % alike).
        var questionsOf: [String: [Int]] = [:]
        for (index, words) in wordSets.enumerated() {
            for word in words { questionsOf[word, default: []].append(index) }
        }
        var pairs: [String] = []
        for i in questions.indices {
            var shared: [Int: Int] = [:]
            for word in wordSets[i] {
                for j in questionsOf[word] ?? [] where j > i { shared[j, default: 0] += 1 }
            }
            for (j, common) in shared.sorted(by: { $0.key < $1.key }) {
                let union = wordSets[i].count + wordSets[j].count - common
                if Double(common) / Double(union) >= 0.75 { pairs.append("\(questions[i]) | \(questions[j])") }
            }
        }
        XCTAssertTrue(pairs.isEmpty, "near duplicates:\n" + pairs.joined(separator: "\n"))
    }
}
