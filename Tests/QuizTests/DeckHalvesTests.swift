import Foundation
import TestSupport
import XCTest

@testable import QuizDecks

/// A large deck is read in two halves at once (`DeckHalves`): the same files, read on one thread
/// and in halves, give the same reading, question for question and problem for problem.
final class DeckHalvesTests: XCTestCase {
    /// `data` read on one thread and in two halves; the halves' reading, once checked equal.
    @discardableResult
    private func assertSameBothWays(
        _ data: Data, halvesKept: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) -> DeckReading {
        let one = DeckFile.read(data: data, name: "deck", fitsCard: DeckFile.fitsMinimumCard, halvesFrom: .max)
        var two = DeckFile.read(data: data, name: "deck", fitsCard: DeckFile.fitsMinimumCard, halvesFrom: 0)
        XCTAssertFalse(one.readInHalves, file: file, line: line)
        XCTAssertEqual(two.readInHalves, halvesKept, "read in halves", file: file, line: line)
        two.readInHalves = false
        XCTAssertEqual(one.questions.map(\.title), two.questions.map(\.title), file: file, line: line)
        XCTAssertEqual(one.problems, two.problems, file: file, line: line)
        XCTAssertEqual(one, two, file: file, line: line)
        return two
    }

    /// A CSV row of question `number`.
    private func row(_ number: Int, answer: String = "true") -> String {
        "\"Statement \(number), quoted\",\(answer),Because \(number).,Cat \(number % 5),easy"
    }

    private let header = "statement,answer,explanation,category,difficulty"

    func testCSVWithDuplicatesAndProblemsAcrossTheMiddle() {
        var lines = [header]
        for number in 0..<400 {
            switch number % 50 {
            case 7: lines.append(row(number % 200))  // a duplicate, in either half, of one in the first
            case 11: lines.append(row(number, answer: "maybe"))
            case 13: lines.append("")
            case 17: lines.append("\"Two\nlines\",false,\"and\nmore\nlines\"")
            case 19: lines.append("Too,many,fields,here,now,and,more")
            default: lines.append(row(number))
            }
        }
        for ending in ["\n", "\r\n", "\r"] {
            let text = lines.joined(separator: ending) + ending
            let reading = assertSameBothWays(Data(text.utf8), halvesKept: ending != "\r")
            XCTAssertTrue(reading.problems.contains { if case .duplicate = $0.kind { true } else { false } })
            XCTAssertGreaterThan(reading.problems.count, 20)
            XCTAssertEqual(reading.rowsInQuotes, [])
            let withMark = Data(DeckBytes.byteOrderMark) + Data(text.utf8)
            XCTAssertEqual(assertSameBothWays(withMark, halvesKept: ending != "\r"), reading)
        }
    }

    func testCSVWithAQuotedFieldOverTheMiddle() {
        // The middle falls in a quoted field of many lines, some of which read like rows: the
        // thread's rows start in the wrong place and are dropped.
        let long = (0..<300).map { "\($0),true,like a row" }.joined(separator: "\n")
        let lines = [header] + (0..<50).map { row($0) } + ["\"\(long)\",false"] + (50..<100).map { row($0) }
        let reading = assertSameBothWays(Data(lines.joined(separator: "\r\n").utf8), halvesKept: false)
        XCTAssertEqual(reading.questions.count, 100)
        XCTAssertEqual(reading.rowsInQuotes, [.line(52)])
        XCTAssertEqual(reading.places.last, .line(52 + 300 + 49))
    }

    func testCSVWithAQuoteLeftOpenBeforeTheMiddle() {
        // Nothing after it has a quote: it runs to the end of the file.
        let lines = [header] + (0..<10).map { row($0) } + ["\"Open,true"] + (10..<100).map { "Statement \($0),true" }
        let reading = assertSameBothWays(Data(lines.joined(separator: "\n").utf8), halvesKept: false)
        XCTAssertEqual(reading.problems.map(\.kind), [.unclosedQuote])
    }

    func testCSVOverTheRowLimitIsRefusedTheSameWay() {
        let rows = (0..<(DeckFile.maximumRows + 3)).map { "q\($0 % 1000),\($0 % 2 == 0)" }
        let reading = assertSameBothWays(Data((["statement,answer"] + rows).joined(separator: "\n").utf8))
        XCTAssertEqual(reading.refusal, .tooManyRows(limit: DeckFile.maximumRows))
    }

    /// A file of `DeckHalves.minimumSize` bytes or more is read from disk in two halves at once
    /// (`DeckFile.load`): the same bytes as it holds, so the same reading as from them.
    func testALargeFileIsLoadedWhole() throws {
        var lines = [header]
        var size = header.utf8.count + 1
        var number = 0
        while size < DeckHalves.minimumSize + 333 {
            lines.append(row(number))
            size += lines[lines.count - 1].utf8.count + 1
            number += 1
        }
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        XCTAssertGreaterThan(data.count, DeckHalves.minimumSize)
        let folder = try TemporaryFiles.makeFolder("oq-deck-halves")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("large.csv")
        try data.write(to: url)
        XCTAssertEqual(try DeckFile.load(url).get(), data)
        let reading = DeckFile.read(url)
        XCTAssertEqual(reading, DeckFile.read(data: data, name: "large"))
        XCTAssertEqual(reading.questions.count, number)
    }

    /// Whether the reader of `data` used what another thread read of its `results`
    /// (`DeckJSONSplit`); nil when no place to start the other thread was found.
    private func joinedSecondHalf(_ data: Data) -> Bool? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let limits = (entries: DeckFile.maximumRows, values: DeckJSON.maximumValues)
            var reader = DeckJSONReader(bytes: bytes, maximumEntries: limits.entries, maximumValues: limits.values)
            guard let split = DeckJSONSplit.start(bytes, maximumEntries: limits.entries, maximumValues: limits.values)
            else { return nil }
            reader.split = split
            _ = reader.answer()
            _ = split.result.wait()
            return reader.joinedSecondHalf
        }
    }

    /// An Open Trivia DB answer of `entries`, then `tail` inside the top level.
    private func answer(_ entries: [String], tail: String = "") -> Data {
        Data((#"{"response_code":0,"results":["# + entries.joined(separator: ", ") + "]" + tail + "}").utf8)
    }

    private func entry(_ number: Int, question: String? = nil, extra: String = "") -> String {
        let question = question ?? "Entry \(number)"
        return #"{"type":"boolean","difficulty":"easy","category":"Art","question":"\#(question)","#
            + #""correct_answer":"True","incorrect_answers":["False"]\#(extra)}"#
    }

    /// A JSON deck's `results` are read in two halves at once from a guess of where an entry
    /// starts after the middle: the guess is used only when the reading arrives there as an
    /// entry, so a guess inside a string or inside an entry changes nothing, nor does an error
    /// or the value limit past it.
    func testJSONResultsReadInTwoHalvesReadTheSame() {
        let plain = answer((0..<200).map { entry($0) }, tail: #","encoding":"default""#)
        XCTAssertEqual(joinedSecondHalf(plain), true)
        XCTAssertEqual(assertSameBothWays(plain).questions.count, 200)

        // The middle inside a statement that holds "},{}]": the other thread reads an entry and
        // the list's end there, which the reading never comes to.
        let long = String(repeating: "x", count: 950) + "},{}] and more"
        let inString = answer([entry(0), entry(1, question: long), entry(2)])
        XCTAssertEqual(joinedSecondHalf(inString), false)
        XCTAssertEqual(assertSameBothWays(inString).questions.count, 3)

        // The middle inside an entry's own list of objects.
        let objects = Array(repeating: "{}", count: 2000).joined(separator: ",")
        let inEntry = answer([entry(0), entry(1, extra: #","more":[\#(objects)]"#), entry(2)])
        XCTAssertEqual(joinedSecondHalf(inEntry), false)
        XCTAssertEqual(assertSameBothWays(inEntry).questions.count, 3)

        // An error past the middle: said the same, where it is.
        let broken = answer((0..<200).map { $0 == 150 ? entry($0) + "," : entry($0) })
        let refused = assertSameBothWays(broken, halvesKept: false)
        guard case .notADeck(let reason) = refused.refusal else {
            return XCTFail("\(String(describing: refused.refusal))")
        }
        XCTAssertTrue(reason.contains("line 1"), reason)

        // More values than a deck may hold, half of them on each side of the middle.
        let many = Array(repeating: "0", count: DeckJSON.maximumValues / 4).joined(separator: ",")
        let tooMany = answer((0..<4).map { entry($0, extra: #","numbers":[\#(many)]"#) })
        XCTAssertEqual(
            assertSameBothWays(tooMany, halvesKept: false).refusal, .tooManyRows(limit: DeckFile.maximumRows))
    }

    func testJSONWithDuplicatesSkipsAndProblemsInBothHalves() throws {
        var results: [[String: String]] = []
        for number in 0..<301 {
            var entry = [
                "type": "boolean", "difficulty": "hard", "category": "Science &amp; Nature",
                "question": "Entry &quot;\(number % 7 == 3 ? number % 100 : number)&quot;",
                "correct_answer": number % 2 == 0 ? "True" : "False",
            ]
            if number % 29 == 5 { entry["type"] = "multiple" }
            if number % 31 == 6 { entry["correct_answer"] = "Perhaps" }
            results.append(entry)
        }
        let data = try JSONSerialization.data(withJSONObject: ["response_code": 0, "results": results])
        let reading = assertSameBothWays(data)
        XCTAssertTrue(reading.problems.contains { if case .duplicate = $0.kind { true } else { false } })
        XCTAssertGreaterThan(reading.skippedMultipleChoice, 0)
        XCTAssertEqual(assertSameBothWays(Data(DeckBytes.byteOrderMark) + data), reading)
    }
}
