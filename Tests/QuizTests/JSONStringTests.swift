import Foundation
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizDecks
@testable import QuizStore

/// The one decoder of JSON strings read by hand (decks, history lines), and its stated policy.
final class JSONStringTests: XCTestCase {
    private func decode(_ raw: String) -> JSONString.Decoded? {
        Array(raw.utf8).withUnsafeBufferPointer(JSONString.decode)
    }

    func testEveryEscapeJSONDefinesAndNoOther() {
        XCTAssertEqual(
            decode(#"a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\u0041"#),
            JSONString.Decoded(text: "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti\u{E9}A"))
        XCTAssertEqual(decode("plain é"), JSONString.Decoded(text: "plain é"))
        for bad in [#"\x"#, #"\u12"#, #"\u12G4"#, "end\\", #"\U0041"#] {
            XCTAssertNil(decode(bad), bad)
        }
        XCTAssertNil([UInt8(0x61), 0xE9, 0x62].withUnsafeBufferPointer(JSONString.decode))
        XCTAssertNil([UInt8(0x5C), 0x6E, 0xE9].withUnsafeBufferPointer(JSONString.decode))
    }

    func testAPairIsItsCharacterAndALoneSurrogateIsReplacedAndSaid() {
        XCTAssertEqual(decode(#"\ud83e\udd88"#), JSONString.Decoded(text: "🦈"))
        let lone: [(String, String)] = [
            (#"a\ud800"#, "a\u{FFFD}"), (#"\udc00b"#, "\u{FFFD}b"), (#"\ud800x"#, "\u{FFFD}x"),
            (#"\ud800\u0041"#, "\u{FFFD}A"), (#"\ud800\ud83e\udd88"#, "\u{FFFD}🦈"), (#"\ud800\n"#, "\u{FFFD}\n"),
        ]
        for (raw, text) in lone {
            XCTAssertEqual(decode(raw), JSONString.Decoded(text: text, hasLoneSurrogate: true), raw)
        }
    }

    /// The history refuses what JSONDecoder refuses: a line with a lone surrogate is left to it.
    func testTheHistoryLeavesALoneSurrogateToJSONDecoder() throws {
        let base =
            #"{"answer":true,"category":"C","difficulty":"easy","game":"g","n":1,"of":2,"origin":"bundled","#
            + #""truth":false,"t":5,"statement":"#
        let paired = base + #""\ud83e\udd88 ok"}"#
        let lone = base + #""\ud83e ok"}"#
        let read = Data(paired.utf8).withUnsafeBytes { HistoryLineReader.record(in: $0) }
        XCTAssertEqual(read?.statement, "🦈 ok")
        XCTAssertNil(Data(lone.utf8).withUnsafeBytes { HistoryLineReader.record(in: $0) })
        XCTAssertThrowsError(try JSONDecoder().decode(AnswerRecord.self, from: Data(lone.utf8)))
    }
}
