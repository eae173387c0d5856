import Foundation
import XCTest

@testable import QuizCore
@testable import QuizDecks

/// The JSON decks: the Open Trivia DB's answer in each of its encodings, and our bank's format.
final class DeckJSONTests: XCTestCase {
    /// The same three questions (one multiple-choice) in an `api.php` answer's shape, each
    /// string written by `encode`.
    private func answer(_ encode: (String) -> String) -> String {
        func entry(_ type: String, _ difficulty: String, _ category: String, _ question: String, _ correct: String)
            -> String
        {
            """
            {"type":"\(encode(type))","difficulty":"\(encode(difficulty))","category":"\(encode(category))",\
            "question":"\(encode(question))","correct_answer":"\(encode(correct))",\
            "incorrect_answers":["\(encode(correct == "True" ? "False" : "True"))"]}
            """
        }
        return """
            {"response_code":0,"results":[\
            \(entry("boolean", "easy", "Science & Nature", "The \"Sun\" is a star. 100% sure? Café & co", "True")),\
            \(entry("multiple", "hard", "History", "Which year?", "1066")),\
            \(entry("boolean", "hard", "Entertainment: Film", "Jaws (1975) was shot in <Spain>", "False"))]}
            """
    }

    private let expectedTitles = ["The \"Sun\" is a star. 100% sure? Café & co", "Jaws (1975) was shot in <Spain>"]

    func testEveryEncodingOfTheOpenTriviaDBAnswerReadsTheSame() {
        func html(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                .replacingOccurrences(of: "é", with: "&eacute;").replacingOccurrences(of: "'", with: "&#039;")
        }
        func url3986(_ text: String) -> String {
            text.addingPercentEncoding(
                withAllowedCharacters: CharacterSet(
                    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? ""
        }
        func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }
        // PHP's urlencode: a space is `+`, `~` and `+` are escaped.
        func urlLegacy(_ text: String) -> String {
            (text.addingPercentEncoding(
                withAllowedCharacters: CharacterSet(
                    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._ ")) ?? "")
                .replacingOccurrences(of: " ", with: "+")
        }
        let cases: [(String, (String) -> String, FieldEncoding)] = [
            ("default", html, .html), ("url3986", url3986, .url3986), ("urlLegacy", urlLegacy, .urlLegacy),
            ("base64", base64, .base64),
        ]
        for (name, encode, encoding) in cases {
            let reading = DeckFile.read(data: Data(answer(encode).utf8), name: "opentdb")
            XCTAssertEqual(reading.format, .openTriviaDB(encoding), name)
            XCTAssertEqual(reading.questions.map(\.title), expectedTitles, name)
            XCTAssertEqual(reading.questions.map(\.answer), [true, false], name)
            XCTAssertEqual(reading.questions.map(\.category), ["Science & Nature", "Entertainment: Film"], name)
            XCTAssertEqual(reading.questions.map(\.difficulty), [.easy, .hard], name)
            XCTAssertEqual(reading.skippedMultipleChoice, 1, name)
            XCTAssertEqual(reading.problems, [], name)
            XCTAssertEqual(reading.places, [.entry(1), .entry(3)], name)
            XCTAssertEqual(reading.questions.map(\.deck), ["opentdb", "opentdb"], name)
        }
    }

    func testTheEncodingNamedInTheFileWins() {
        let text =
            #"{"response_code":0,"encoding":"url3986","results":[{"type":"boolean","difficulty":"easy","category":"A","question":"Two%20words","correct_answer":"True"}]}"#
        let reading = DeckFile.read(data: Data(text.utf8), name: "x")
        XCTAssertEqual(reading.format, .openTriviaDB(.url3986))
        XCTAssertEqual(reading.questions.map(\.title), ["Two words"])
    }

    func testUrlLegacyKeepsAPlusSignAndMayBeNamedInAnyCase() {
        let entry =
            #"{"type":"boolean","difficulty":"easy","category":"Maths","question":"1+%2B+1+is+2","correct_answer":"True"}"#
        for header in [#""response_code":0"#, #""response_code":0,"encoding":"URLLEGACY""#] {
            let reading = DeckFile.read(data: Data(#"{\#(header),"results":[\#(entry)]}"#.utf8), name: "x")
            XCTAssertEqual(reading.format, .openTriviaDB(.urlLegacy), header)
            XCTAssertEqual(reading.questions.map(\.title), ["1 + 1 is 2"], header)
        }
    }

    func testOurBankReadsAsADeckWithItsExplanations() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.appendingPathComponent("Assets/questions.json")
        let bank = try BundledBank.load(from: url)
        let reading = DeckFile.read(url)
        XCTAssertEqual(reading.name, "questions")
        XCTAssertEqual(reading.format, .bank)
        XCTAssertEqual(reading.problems, [])
        XCTAssertEqual(reading.questions.map(\.id), bank.questions.map(\.id))
        XCTAssertEqual(reading.questions.map(\.explanation), bank.questions.map(\.explanation))
        XCTAssertEqual(reading.questions.map(\.category), bank.questions.map(\.category))
    }

    /// Keys are told apart by their bytes (`DeckJSONReader.name`): a key written with escapes is
    /// the same key; another case, or a longer or shorter name, is another member.
    func testKeysAreMatchedExactlyEscapedOrNot() {
        let text = #"""
            {"respons\u0065_code":0,"results":[
            {"typ\u0065":"boolean","difficulty":"easy","category":"Art","question":"Escaped key.",
            "correct_answer":"True"},
            {"type":"boolean","Difficulty":"hard","categor":"Art","questions":"Other keys.",
            "question":"Plain key.","correct_answer":"False","explanations":"Not read."}]}
            """#
        let reading = DeckFile.read(data: Data(text.utf8), name: "deck")
        XCTAssertEqual(reading.refusal, nil)
        XCTAssertEqual(reading.questions.map(\.title), ["Escaped key.", "Plain key."])
        XCTAssertEqual(reading.questions.map(\.difficulty), [.easy, .medium])
        XCTAssertEqual(reading.questions.map(\.difficultyUnstated), [false, true])
        XCTAssertEqual(reading.questions.map(\.categoryUnstated), [false, true])
        XCTAssertEqual(reading.questions.map(\.explanation), [nil, nil])
    }

    func testEachWrongEntryIsAProblemAndTheOthersPlay() {
        let text = """
            {"response_code":0,"results":[
            {"type":"boolean","difficulty":"easy","category":"A","question":"Fine","correct_answer":"True"},
            {"type":"boolean","difficulty":"easy","category":"A","question":"Maybe?","correct_answer":"Maybe"},
            {"type":"boolean","difficulty":"easy","category":"A","question":"   ","correct_answer":"True"},
            {"type":"boolean","difficulty":"easy","category":"A","question":"FINE!","correct_answer":"False"},
            {"type":"boolean","difficulty":"extreme","category":"A","question":"Odd","correct_answer":"True"},
            {"type":"essay","difficulty":"easy","category":"A","question":"Write","correct_answer":"True"},
            {"type":"boolean","difficulty":"easy","category":"A","question":12,"correct_answer":"True"},
            "not an object",
            {"type":"boolean","category":"A","question":"No difficulty","correct_answer":"false"}
            ]}
            """
        let reading = DeckFile.read(data: Data(text.utf8), name: "x")
        XCTAssertEqual(reading.questions.map(\.title), ["Fine", "No difficulty"])
        XCTAssertEqual(reading.questions.last?.difficulty, .medium)
        XCTAssertEqual(
            reading.problems,
            [
                DeckProblem(place: .entry(2), kind: .unknownAnswer("Maybe")),
                DeckProblem(place: .entry(3), kind: .emptyStatement),
                DeckProblem(place: .entry(4), kind: .duplicate(of: .entry(1))),
                DeckProblem(place: .entry(5), kind: .unknownDifficulty("extreme")),
                DeckProblem(place: .entry(6), kind: .unknownType("essay")),
                DeckProblem(place: .entry(7), kind: .unreadableField("question")),
                DeckProblem(place: .entry(8), kind: .unreadableField("entry")),
            ])
    }

    func testAnswersWithoutQuestionsAreRefused() {
        let cases: [(String, DeckRefusal)] = [
            (#"{"response_code":1,"results":[]}"#, .responseCode(1)),
            (#"{"response_code":5}"#, .responseCode(5)),
            (#"{"response_code":0,"results":[]}"#, .nothingPlayable),
            (#"{"questions":[]}"#, .notAnAnswer(.noResponseCodeNorResults, at: nil)),
            (#"{"response_code":0}"#, .notAnAnswer(.noResults, at: nil)),
            (#"{"response_code":0,"encoding":"rot13","results":[]}"#, .notAnAnswer(.unknownEncoding("rot13"), at: nil)),
            (
                #"{"response_code":0,"results":[{"type":"multiple","question":"Q","correct_answer":"A"}]}"#,
                .nothingPlayable
            ),
        ]
        for (text, refusal) in cases {
            XCTAssertEqual(DeckFile.read(data: Data(text.utf8), name: "x").refusal, refusal, text)
        }
    }

    func testBrokenJSONIsRefusedSayingSo() {
        for text in [#"{"response_code":0,"results":[{"type":"#, "[1, 2, 3]", #"{"results": "none"}"#] {
            let reading = DeckFile.read(data: Data(text.utf8), name: "x")
            switch reading.refusal {
            case .invalidJSON?, .notAnAnswer?: break
            default: XCTFail("\(text): \(String(describing: reading.refusal))")
            }
        }
    }
}
