import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// A question whose text is empty once control and format characters are taken out would be a
/// blank card: every reader rejects it like any malformed question.
final class BlankQuestionTests: XCTestCase {
    private let files = FileWriter()
    /// Texts with nothing to show, as JSON string contents (escapes decoded by the JSON reader).
    private static let blankInJSON = [
        #"\u200B\u200D"#,  // zero-width space and joiner
        #"\u0007\u001B"#,  // bell, escape
        #" \uFEFF \u00AD \u2060 "#,  // byte order mark, soft hyphen, word joiner
        #"\uFE0F\u200E\u202E"#,  // a variation selector and direction marks
        #"\u3164\u115F"#,  // Hangul fillers
        #"\u0301\u20E3"#,  // marks with nothing to sit on
        #"\u2028\u00A0"#,  // a line separator, a no-break space
    ]

    // MARK: - Bundled bank

    private func bank(question: String, explanation: String = "Because.") throws(BankError) -> BundledBank {
        let entry = """
            {"type":"boolean","difficulty":"easy","category":"Art","question":"\(question)",\
            "correct_answer":"True","incorrect_answers":["False"],"explanation":"\(explanation)"}
            """
        return try BundledBank(data: Data(#"{"response_code":0,"encoding":"plain","results":[\#(entry)]}"#.utf8))
    }

    func testTheBankRejectsAQuestionWithNothingToShow() {
        for text in Self.blankInJSON {
            XCTAssertThrowsError(try bank(question: text), text) { error in
                XCTAssertEqual(
                    error as? BankError, .invalidEntry(1, .emptyQuestion), text)
            }
        }
    }

    func testTheBankKeepsAQuestionWithSomethingToShowAmongInvisibleCharacters() throws {
        let question = try XCTUnwrap(bank(question: #"\u2764\u200B\uFE0F"#).questions.first)
        XCTAssertEqual(question.title, "\u{2764}\u{200B}\u{FE0F}")
        XCTAssertNotNil(try bank(question: #"\u0600\u0661"#).questions.first, "a digit after the number sign")
    }

    func testAnExplanationWithNothingToShowIsDropped() throws {
        XCTAssertNil(
            try XCTUnwrap(bank(question: "Water is wet.", explanation: #"\u200B\u00AD"#).questions.first).explanation)
    }

    // MARK: - Open Trivia DB answers

    private func decode(question: String, encoding: FieldEncoding) -> Result<[Question], OpenTriviaDBError> {
        let answer = """
            {"response_code":0,"results":[{"type":"boolean","difficulty":"easy","category":"Art",\
            "question":"\(question)","correct_answer":"True","incorrect_answers":["False"]}]}
            """
        return OpenTriviaDBDecoding.questions(Data(answer.utf8), encoding: encoding, host: "example.org")
    }

    func testTheAPIDecoderRejectsAQuestionWithNothingToShowAsMalformed() {
        for text in Self.blankInJSON {
            XCTAssertEqual(
                decode(question: text, encoding: .html), .failure(.malformedResponse(host: "example.org")), text)
        }
        // The same through the other encodings: percent-encoded and base64 (type, answer and all).
        XCTAssertEqual(
            decode(question: "%E2%80%8B%E2%80%8D%07", encoding: .url3986),
            .failure(.malformedResponse(host: "example.org")))
        let base64Answer = """
            {"response_code":0,"results":[{"type":"Ym9vbGVhbg==","difficulty":"ZWFzeQ==","category":"QXJ0",\
            "question":"\(Data("\u{200B}\u{FEFF}".utf8).base64EncodedString())","correct_answer":"VHJ1ZQ==",\
            "incorrect_answers":["RmFsc2U="]}]}
            """
        XCTAssertEqual(
            OpenTriviaDBDecoding.questions(Data(base64Answer.utf8), encoding: .base64, host: "example.org"),
            .failure(.malformedResponse(host: "example.org")))
    }

    func testTheAPIDecoderKeepsAQuestionWithSomethingToShow() throws {
        let questions = try decode(question: "Caf%E2%80%8B%C3%A9", encoding: .url3986).get()
        XCTAssertEqual(questions.map(\.title), ["Caf\u{200B}é"])
    }

    // MARK: - Disk cache

    func testTheCacheLoaderNeverPlaysAnEntryWithNothingToShow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-blank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { TemporaryFiles.remove(folder, after: files) }
        let url = folder.appendingPathComponent("questions.json")
        let titles = ["\u{200B}\u{200D}", "\u{0007}\u{001B}", "\u{FEFF}\u{00AD}", "\u{3164}", "Real."]
        let entries = titles.enumerated().map { index, title in
            QuestionCache.Entry(
                id: "id\(index)", title: title, answer: true, category: "Art", difficulty: .easy, seen: false)
        }
        try QuestionCache.encodeFile(entries).write(to: url)
        let cache = QuestionCache(url: url, writer: files)
        XCTAssertEqual(cache.counts.total, 1)
        XCTAssertEqual(cache.pick(5).map(\.title), ["Real."])
    }
}
