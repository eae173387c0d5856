import Foundation
import XCTest

@testable import QuizCore

/// The bank in French (Assets/questions.fr.json): the same questions, worded for a French reader.
final class FrenchBankTests: XCTestCase {
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")

    private func english() throws -> BundledBank {
        try BundledBank.load(from: Self.assets.appendingPathComponent("questions.json"))
    }

    private func translation() throws -> BankTranslation {
        try BankTranslation(data: Data(contentsOf: Self.assets.appendingPathComponent("questions.fr.json")))
    }

    // MARK: - The file

    func testEveryQuestionHasOneFrenchEntryAndEveryEntryAQuestion() throws {
        let english = try english().questions
        let entries = try translation().entries
        XCTAssertEqual(try translation().language, "fr")
        XCTAssertEqual(english.count, 532)
        let ids = entries.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "an id has two entries")
        XCTAssertEqual(Set(ids).subtracting(english.map(\.id)), [], "entries of no English question")
        XCTAssertEqual(Set(english.map(\.id)).subtracting(ids), [], "English questions with no entry")
    }

    func testEveryEntrysAnswerIsItsQuestions() throws {
        let answers = Dictionary(try english().questions.map { ($0.id, $0.answer ? "True" : "False") }) { a, _ in a }
        for entry in try translation().entries where answers[entry.id] != entry.correctAnswer {
            XCTFail("\(entry.id): \(entry.correctAnswer) in French, \(answers[entry.id] ?? "no question") in English")
        }
    }

    /// No statement identical to the English one is legitimate in this bank (none was found).
    func testNoEntryIsEmptyOrLeftInEnglish() throws {
        let english = Dictionary(try english().questions.map { ($0.id, $0) }) { a, _ in a }
        for entry in try translation().entries {
            let explanation = entry.explanation ?? ""
            XCTAssertTrue(QuestionText.isVisible(entry.question), "\(entry.id): empty statement")
            XCTAssertTrue(QuestionText.isVisible(explanation), "\(entry.id): empty explanation")
            guard let question = english[entry.id] else { continue }
            XCTAssertNotEqual(entry.question, question.title, "\(entry.id): statement not translated")
            XCTAssertNotEqual(explanation, question.explanation, "\(entry.id): explanation not translated")
        }
    }

    func testNoTwoFrenchStatementsAreNearDuplicates() throws {
        let statements = try translation().entries.map(\.question)
        let start = ContinuousClock.now
        XCTAssertEqual(NearDuplicates.pairs(in: statements).map { "\($0.0) / \($0.1)" }, [])
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(500), "the check stays fast")
    }

    func testTheWordingIsFrenchTypography() throws {
        for entry in try translation().entries {
            for text in [entry.question, entry.explanation ?? ""] {
                XCTAssertEqual(FrenchTypography.problems(in: text), [], "\(entry.id): \(text)")
            }
        }
    }

    // MARK: - The checks can fail

    func testTheNearDuplicateCheckFindsStatementsThatDifferByLittle() {
        let statements = [
            "Le nombre 6 est un nombre parfait.",
            "Le reggae est né en Jamaïque.",
            "Le nombre 28 est un nombre parfait !",
            "Le Reggae est ne en Jamaique",
            "Le tango est né en Argentine.",
            "La Loire est le plus long fleuve de France.",
            "La Loire est le plus long fleuve de la France.",
        ]
        let pairs = Set(NearDuplicates.pairs(in: statements).map { Set([$0.0, $0.1]) })
        XCTAssertEqual(
            pairs, [[statements[0], statements[2]], [statements[1], statements[3]], [statements[5], statements[6]]])
    }

    func testTheTypographyCheckFindsStraightQuotesAndMissingSpaces() {
        XCTAssertEqual(FrenchTypography.problems(in: "L'eau bout à 100\u{A0}°C."), ["straight apostrophe"])
        XCTAssertEqual(FrenchTypography.problems(in: "Il dit \"oui\"."), ["straight double quote"])
        XCTAssertEqual(FrenchTypography.problems(in: "Vrai ou faux?"), ["no narrow space before ?"])
        XCTAssertEqual(
            FrenchTypography.problems(in: "Note : oui ; non"), ["no narrow space before :", "no narrow space before ;"])
        XCTAssertEqual(FrenchTypography.problems(in: "«\u{A0}Oui »"), ["no narrow space before »"])
        XCTAssertEqual(FrenchTypography.problems(in: "« Oui\u{202F}»"), ["no narrow space after «"])
        XCTAssertEqual(FrenchTypography.problems(in: "«\u{A0}Oui\u{202F}», dit-il\u{A0}! Et 5! vaut 120."), [])
    }

    // MARK: - The bank in French

    func testTheFrenchBankIsTheEnglishBankWordedInFrench() throws {
        let english = try english()
        let french = try BundledBank.load(from: Self.assets.appendingPathComponent("questions.json"), in: .french)
        let wording = Dictionary(try translation().entries.map { ($0.id, $0) }) { a, _ in a }
        XCTAssertEqual(french.categories, english.categories)
        XCTAssertEqual(french.questions.map(\.id), english.questions.map(\.id))
        for (theirs, ours) in zip(english.questions, french.questions) {
            XCTAssertEqual(ours.answer, theirs.answer)
            XCTAssertEqual(ours.category, theirs.category)
            XCTAssertEqual(ours.difficulty, theirs.difficulty)
            XCTAssertEqual(ours.origin, .bundled)
            XCTAssertEqual(ours.title, wording[ours.id]?.question)
            XCTAssertEqual(ours.explanation, wording[ours.id]?.explanation)
        }
    }

    func testTheDailyChallengeAsksTheSameQuestionsInFrench() throws {
        let english = DailySchedule(bank: try english().questions)
        let french = DailySchedule(
            bank: try BundledBank.load(from: Self.assets.appendingPathComponent("questions.json"), in: .french)
                .questions)
        for number in [1, 2, 31, 365, 1000] {
            let ours = try XCTUnwrap(french.challenge(number)).questions
            XCTAssertEqual(ours.map(\.id), try XCTUnwrap(english.challenge(number)).questions.map(\.id), "#\(number)")
            XCTAssertEqual(ours.count, 10)
            XCTAssertFalse(ours.contains { $0.title.hasPrefix("The ") }, "#\(number) is in French")
        }
    }

    // MARK: - A translation that can't be used

    /// A two-question bank in a fresh folder, with `french` beside it when given.
    private func folder(french: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-fr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bank = #"""
            {"response_code":0,"encoding":"plain","results":[
            {"type":"boolean","difficulty":"easy","category":"Animals","question":"Cats purr.",
            "correct_answer":"True","incorrect_answers":["False"],"explanation":"They do."},
            {"type":"boolean","difficulty":"hard","category":"History","question":"Rome fell in 1066.",
            "correct_answer":"False","incorrect_answers":["True"],"explanation":"It did not."}]}
            """#
        try Data(bank.utf8).write(to: folder.appendingPathComponent("questions.json"))
        if let french { try Data(french.utf8).write(to: folder.appendingPathComponent("questions.fr.json")) }
        return folder
    }

    private func titles(french: String?) throws -> [String] {
        let url = try folder(french: french).appendingPathComponent("questions.json")
        return try BundledBank.load(from: url, in: .french).questions.map(\.title)
    }

    func testAMissingOrBrokenFrenchFileLeavesTheBankInEnglish() throws {
        let cats = Question.id(for: "Cats purr.")
        let english = ["Cats purr.", "Rome fell in 1066."]
        XCTAssertEqual(try titles(french: nil), english, "no file")
        XCTAssertEqual(try titles(french: "{"), english, "not JSON")
        XCTAssertEqual(try titles(french: #"{"language":"fr"}"#), english, "no questions")
        XCTAssertEqual(try titles(french: #"{"language":"fr","questions":[{"id":"\#(cats)"}]}"#), english, "no fields")
        XCTAssertEqual(
            try titles(
                french:
                    #"{"language":"de","questions":[{"id":"\#(cats)","correct_answer":"True","question":"Katzen schnurren."}]}"#
            ),
            english, "another language")
        // One entry usable, one not (its answer differs): that one stays in English.
        let french = #"""
            {"language":"fr","questions":[
            {"id":"\#(cats)","correct_answer":"True","question":" Les chats ronronnent. ","explanation":"Oui."},
            {"id":"\#(Question.id(for: "Rome fell in 1066."))","correct_answer":"True","question":"Rome est tombée en 1066."},
            {"id":"0","correct_answer":"True","question":"Personne."}]}
            """#
        let url = try folder(french: french).appendingPathComponent("questions.json")
        let bank = try BundledBank.load(from: url, in: .french)
        XCTAssertEqual(bank.questions.map(\.title), ["Les chats ronronnent.", "Rome fell in 1066."])
        XCTAssertEqual(bank.questions.map(\.explanation), ["Oui.", "It did not."])
        XCTAssertEqual(bank.questions.map(\.id), [cats, Question.id(for: "Rome fell in 1066.")])
        XCTAssertEqual(try titles(french: french).count, 2)
        XCTAssertEqual(
            try BundledBank.load(from: url, in: .english).questions.map(\.title), english, "English asked for")
    }
}
