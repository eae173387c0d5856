import Foundation
import QuizCore
import TestSupport
import XCTest

@testable import QuizDecks

/// The deck reader's own parts: UTF-8 checked in place, the byte-level JSON reader, and the caps
/// that keep a huge field from costing the game its speed.
final class DeckReaderTests: XCTestCase {
    func testTheUTF8CheckAgreesWithTheStandardLibrary() {
        var cases: [[UInt8]] = [
            [], Array("plain ASCII, longer than eight bytes".utf8), Array("Café, 日本, 🦈 and more text".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF], [0xC2], [0xE2, 0x82], [0xF0, 0x9F, 0xA6], [0xFF], [0xFE],
            [0xEF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
        ]
        // Every wrong sequence also after eight ASCII bytes, so the fast path hands over to the slow.
        cases += cases.map { Array("12345678".utf8) + $0 + Array("abc".utf8) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            cases.append(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    [0x41, 0x80, 0xBF, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xA0, 0x90].randomElement(using: &generator) ?? 0
                })
        }
        for bytes in cases {
            let valid = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) != nil }
            let found = bytes.withUnsafeBufferPointer(DeckBytes.firstInvalidByte)
            XCTAssertEqual(found == nil, valid, "\(bytes.map { String($0, radix: 16) })")
        }
    }

    /// The line ends counted to make room for the rows: every one, at either end, side by side.
    func testEveryOccurrenceOfAByteIsCounted() {
        var generator = SeededGenerator(seed: 3)
        var cases: [[UInt8]] = [[], [10], [10, 10], [65], [10, 65, 10], Array("a\nb\n\nc\n".utf8)]
        cases += (0..<50).map { _ in
            (0..<Int.random(in: 0..<300, using: &generator)).map { _ in
                UInt8.random(in: 8...12, using: &generator)
            }
        }
        for bytes in cases {
            let counted = bytes.withUnsafeBufferPointer { DeckBytes.count(10, in: $0) }
            XCTAssertEqual(counted, bytes.count { $0 == 10 }, "\(bytes)")
        }
    }

    func testAnInvalidByteIsSaidWhereItIs() {
        let data = Data("statement,answer\nCaf".utf8) + Data([0xE9]) + Data(",true\n".utf8)
        XCTAssertEqual(DeckFile.read(data: data, name: "x").refusal, .invalidUTF8(line: 2, column: 4, byte: 0xE9))
    }

    func testBrokenJSONSaysWhatAndWhere() {
        func at(_ line: Int, _ column: Int) -> DeckRefusal.Position { DeckRefusal.Position(line: line, column: column) }
        let cases: [(String, DeckRefusal)] = [
            (#"{"response_code":0,"results":[{"type":"#, .invalidJSON(.endsTooEarly, at: at(1, 39))),
            ("{\n  \"response_code\": 0,\n  \"results\": [}\n", .invalidJSON(.expected(.value), at: at(3, 15))),
            (#"[{"type":"boolean"}]"#, .notAnAnswer(.topLevelIsAList, at: at(1, 1))),
            (#"{"response_code":0,"results":"none"}"#, .notAnAnswer(.resultsIsNotAList, at: at(1, 30))),
            (#"{"response_code":0.5,"results":[]}"#, .notAnAnswer(.responseCodeIsNotAWholeNumber, at: at(1, 18))),
            (#"{"response_code":0,"results":[]} extra"#, .invalidJSON(.expected(.end), at: at(1, 34))),
            (#"{"response_code":0,"results":["\x"]}"#, .invalidJSON(.expected(.escape), at: at(1, 33))),
            (#"{"response_code":0,"results":[tru]}"#, .invalidJSON(.expected(.value), at: at(1, 31))),
            (#"{"response_code":0,"results":[],}"#, .invalidJSON(.expected(.name), at: at(1, 33))),
            (#"{"results":[1,],"extra":[[],{}]}"#, .invalidJSON(.expected(.value), at: at(1, 15))),
            (#"{"results":[],"extra":{"a":1,}}"#, .invalidJSON(.expected(.name), at: at(1, 30))),
            (
                "{\"response_code\":0,\"results\":[\"a\tb\"]}",
                .invalidJSON(.expected(.escapedControlCharacter), at: at(1, 33))
            ),
            (#"{"results":["\u12"]}"#, .invalidJSON(.expected(.hexDigits), at: at(1, 15))),
            (#"{"results":["never"#, .invalidJSON(.unendedString, at: at(1, 13))),
        ]
        for (text, refusal) in cases {
            XCTAssertEqual(DeckFile.read(data: Data(text.utf8), name: "x").refusal, refusal, text)
        }
    }

    func testDeepNestingIsRefusedPastTheLimit() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let text = #"{"response_code":0,"results":[{"extra":"# + deep + "}]}"
        XCTAssertEqual(
            DeckFile.read(data: Data(text.utf8), name: "x").refusal,
            .invalidJSON(.nestedTooDeep(limit: 512), at: DeckRefusal.Position(line: 1, column: 552)))
    }

    func testEscapesOtherValuesAndFieldsOfOtherTypesReadAsJSONSaysThem() {
        let text = #"""
            {"response_code":0,"extra":{"a":[1,-2.5e3,true,false,null,{"b":"c"}]},"results":[
            {"type":"boolean","difficulty":"easy","category":"A\/B","question":"Tab\tquote\" \u00e9 \ud83e\udd88 \ud800 end",
             "correct_answer":"True","incorrect_answers":["False"],"extra":{"deep":[[[]]]}},
            {"type":"boolean","difficulty":null,"category":7,"question":"Second","correct_answer":"False"}
            ]}
            """#
        let reading = DeckFile.read(data: Data(text.utf8), name: "x")
        XCTAssertEqual(reading.refusal, nil)
        XCTAssertEqual(reading.problems, [])
        XCTAssertEqual(reading.questions.map(\.title), ["Tab quote\" é 🦈 \u{FFFD} end", "Second"])
        XCTAssertEqual(reading.questions.map(\.category), ["A/B", "x"])
        XCTAssertEqual(reading.questions.map(\.difficulty), [.easy, .medium])
    }

    func testBase64WithEscapedSlashesIsStillBase64() {
        // PHP's json_encode writes `/` as `\/`: a base64 field may hold escapes.
        let question = Data("Is 1/2 a half? ~~~".utf8).base64EncodedString().replacingOccurrences(of: "/", with: #"\/"#)
        let text = """
            {"response_code":0,"results":[{"type":"Ym9vbGVhbg==","difficulty":"ZWFzeQ==","category":"QQ==",\
            "question":"\(question)","correct_answer":"VHJ1ZQ=="}]}
            """
        let reading = DeckFile.read(data: Data(text.utf8), name: "x")
        XCTAssertEqual(reading.format, .openTriviaDB(.base64))
        XCTAssertEqual(reading.questions.map(\.title), ["Is 1/2 a half? ~~~"])
    }

    func testAHugeExplanationIsLeftOutAndTheOtherRowsPlay() {
        // The tester's file had 60 MB of `x` in one explanation (6 MB here). The cap is checked on at most 1,001
        // characters: the field is never counted through.
        var data = Data("statement,answer,explanation\nShort,true,".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: 6_000_000))
        data.append(Data("\nFine,false,A short one.\nCats,true,\(String(repeating: "é", count: 1001))\n".utf8))
        let reading = DeckFile.read(data: data, name: "x")
        XCTAssertEqual(reading.questions.map(\.title), ["Fine"])
        XCTAssertEqual(
            reading.problems,
            [
                DeckProblem(place: .line(2), kind: .explanationTooLong(limit: DeckFile.maximumExplanationLength)),
                DeckProblem(place: .line(4), kind: .explanationTooLong(limit: DeckFile.maximumExplanationLength)),
            ])
        let atLimit =
            "statement,answer,explanation,category\nA,1,\(String(repeating: "é", count: 1000)),"
            + String(repeating: "ü", count: 100) + "\n"
        XCTAssertEqual(DeckFile.read(data: Data(atLimit.utf8), name: "x").problems, [])
    }

    /// A file of several MiB is read from disk whole (the grow-and-read loop past its first
    /// read), and reads as its bytes do: duplicates found however far apart, problems in order.
    func testALargeFileReadsAsItsBytesDo() throws {
        let header = "statement,answer,explanation,category,difficulty"
        var lines = [header]
        for number in 0..<40_000 {
            switch number % 5000 {
            case 7: lines.append("\"Statement \(number % 100), quoted\",true,Because.,Art,easy")
            case 11: lines.append("Statement \(number),maybe")
            default: lines.append("\"Statement \(number), quoted\",true,Because \(number).,Cat \(number % 5),easy")
            }
        }
        let data = Data((lines.joined(separator: "\r\n") + "\r\n").utf8)
        XCTAssertGreaterThan(data.count, 2 << 20)
        let folder = try TemporaryFiles.makeFolder("oq-deck-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("large.csv")
        try data.write(to: url)
        XCTAssertEqual(try DeckFile.load(url).get(), data)
        let reading = DeckFile.read(url)
        XCTAssertEqual(reading, DeckFile.read(data: data, name: "large"))
        XCTAssertEqual(reading.questions.count, 40_000 - 15)
        XCTAssertEqual(reading.problems.count, 15)
        XCTAssertEqual(
            reading.problems.prefix(2),
            [
                DeckProblem(place: .line(13), kind: .unknownAnswer("maybe")),
                DeckProblem(place: .line(5009), kind: .duplicate(of: .line(9))),
            ])
    }
}
