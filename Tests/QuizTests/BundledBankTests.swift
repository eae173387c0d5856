import Foundation
import XCTest

@testable import QuizCore

final class BundledBankTests: XCTestCase {
    private func entry(
        question: String = "Water is wet.",
        answer: String = "True",
        type: String = "boolean",
        difficulty: String = "easy"
    ) -> String {
        """
        {"type":"\(type)","difficulty":"\(difficulty)","category":" Science & Nature ","question":" \(question) ",\
        "correct_answer":"\(answer)","incorrect_answers":["False"],"explanation":"Because."}
        """
    }

    private func bank(_ entries: String...) throws(BankError) -> BundledBank {
        try BundledBank(
            data: Data(#"{"response_code":0,"encoding":"plain","results":[\#(entries.joined(separator: ","))]}"#.utf8))
    }

    func testAValidEntryBecomesATrimmedQuestion() throws {
        let question = try XCTUnwrap(bank(entry()).questions.first)
        XCTAssertEqual(question.title, "Water is wet.")
        XCTAssertEqual(question.category, "Science & Nature")
        XCTAssertEqual(question.answer, true)
        XCTAssertEqual(question.difficulty, .easy)
        XCTAssertEqual(question.explanation, "Because.")
        XCTAssertEqual(question.origin, .bundled)
    }

    func testAnswersOtherThanTrueOrFalseAreRejected() {
        XCTAssertThrowsError(try bank(entry(answer: "Yes"))) { error in
            XCTAssertEqual(
                error as? BankError,
                .invalidEntry(1, .notTrueOrFalse("Yes")))
        }
    }

    func testMultipleChoiceAndUnknownDifficultyAreRejected() {
        XCTAssertThrowsError(try bank(entry(type: "multiple")))
        XCTAssertThrowsError(try bank(entry(difficulty: "extreme")))
        XCTAssertThrowsError(try bank(entry(question: "  ")))
    }

    func testBrokenJSONIsReportedNotTrapped() {
        for text in ["", "{", "[]", #"{"response_code":0}"#, #"{"response_code":"0","results":[]}"#, "\u{FF}\u{FE}"] {
            XCTAssertThrowsError(try BundledBank(data: Data(text.utf8)), "input \(text)") { error in
                guard case .malformed = error as? BankError else { return XCTFail("\(text): \(error)") }
            }
        }
    }

    func testAnUnreadableFileIsReported() {
        let missing = URL(fileURLWithPath: "/nonexistent/questions.json")
        XCTAssertThrowsError(try BundledBank.load(from: missing)) { error in
            XCTAssertEqual(error as? BankError, .unreadable("questions.json"))
        }
    }

    func testTheInstalledBankIsFoundBesideTheExecutableOrThroughTheEnvironment() throws {
        let found = try XCTUnwrap(BundledBank.installedURL(environment: [:]))
        XCTAssertEqual(found.lastPathComponent, "questions.json")
        let folder = found.deletingLastPathComponent().path
        XCTAssertEqual(BundledBank.installedURL(environment: ["OPENQUIZZ_ASSETS": folder])?.path, found.path)
        XCTAssertNotNil(try BundledBank.loadInstalled(in: .english).questions.first)
    }
}
