import QuizCore
import XCTest

@testable import openquizz

/// One French word for each idea, on every screen that names it: the difficulty agrees with
/// "question" (moyenne), a CSV row is a "ligne", the shipped questions are the "quiz intégré",
/// the stats are "statistiques".
final class FrenchWordChoiceTests: XCTestCase {
    private let french = Wording.french

    func testTheMediumDifficultyIsMoyenneEverywhere() {
        XCTAssertEqual(french(StatsPhrase.difficulty(.medium)), "moyenne")
        XCTAssertEqual(french(SettingsScreenWords.difficulty(.medium)).lowercased(), "moyenne")
        XCTAssertTrue(
            french(NoticeWords.tooFew(difficulty: .medium, category: nil, instead: "x")).contains("moyennes"))
        XCTAssertTrue(french(FlagWords.help(.difficulty)).contains("moyenne"))
    }

    func testTheShippedQuestionsAreTheQuizIntegreEverywhere() {
        XCTAssertEqual(french(SettingsScreenWords.source(.shipped)), "Quiz intégré")
        XCTAssertEqual(french(StatsPhrase.source(.bundled)), "quiz intégré")
        XCTAssertEqual(french(NoticeWords.bundled(offline: false)), "Quiz intégré")
        XCTAssertTrue(french(FlagWords.help(.offline)).contains("quiz intégré"))
        XCTAssertTrue(french(FlagWords.help(.seed)).contains("quiz intégré"))
    }

    /// Words the French no longer uses for these ideas, in any sentence of the areas that named
    /// them so.
    func testNoOtherWordForTheSameIdea() {
        let sentences =
            [
                french(DeckProblemWords.rowsInQuotes), french(DeckWords.nothingPlayableNoRow),
                french(PlainWords.help), french(PlainWords.afterGame), french(PlainWords.noQuestion),
                french(PlainWords.welcome(amount: 10, daily: true)), french(SettingsScreenWords.mode(.trivia)),
            ] + FlagWords.Topic.allCases.flatMap { [french(FlagWords.help($0)), french(FlagManualWords.option($0))] }
        for sentence in sentences {
            for word in ["rangée", "livrée", "fournie", "vos stats", " moyen "] {
                XCTAssertFalse(sentence.contains(word), "\(word): \(sentence)")
            }
        }
        // The mode and the category are two ideas: two words.
        XCTAssertNotEqual(
            french(SettingsScreenWords.mode(.trivia)), CategoryPhrase.name("General Knowledge", words: french))
    }
}
