import Foundation
import XCTest

@testable import QuizCore
@testable import QuizDecks

/// Files that must never hurt: each gets a refusal in a few words, at once.
final class DeckHostileFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-decks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        // Put permissions back first, or the folder can't be removed.
        if let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for file in files { chmod(folder.appendingPathComponent(file).path, 0o644) }
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func file(_ name: String, _ data: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    func testAFolderAPipeADeviceALoopAndAMissingFileAreRefused() throws {
        let fifo = folder.appendingPathComponent("pipe.csv")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let loop = folder.appendingPathComponent("loop.csv")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let cases: [(URL, DeckRefusal)] = [
            (folder, .directory),
            (fifo, .notARegularFile),
            (URL(fileURLWithPath: "/dev/zero"), .notARegularFile),
            (loop, .symlinkLoop),
            (folder.appendingPathComponent("missing.csv"), .notFound),
        ]
        for (url, refusal) in cases {
            XCTAssertEqual(DeckFile.read(url).refusal, refusal, url.path)
        }
    }

    func testAFileThePlayerCantReadSaysTheSystemsReason() throws {
        let url = try file("secret.csv", Data("statement,answer\nA,true\n".utf8))
        // Whoever runs the tests: a path through a file is refused with the system's reason.
        XCTAssertEqual(DeckFile.read(url.appendingPathComponent("deck.csv")).refusal, .unreadable(ENOTDIR))
        XCTAssertEqual(chmod(url.path, 0), 0)
        // Root reads a file whatever its permissions: then it plays, as it should.
        let refusal: DeckRefusal? = geteuid() == 0 ? nil : .unreadable(EACCES)
        XCTAssertEqual(DeckFile.read(url).refusal, refusal)
    }

    func testAFileOverTheLimitIsRefusedUnread() throws {
        let url = folder.appendingPathComponent("huge.csv")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        // A sparse file: 64 MiB and one byte, without writing them.
        XCTAssertEqual(truncate(url.path, off_t(DeckFile.maximumSize + 1)), 0)
        XCTAssertEqual(
            DeckFile.read(url).refusal, .tooLarge(bytes: DeckFile.maximumSize + 1, limit: DeckFile.maximumSize))
    }

    func testBinaryAndInvalidUTF8SayWhere() {
        let cases: [(name: String, bytes: [UInt8], refusal: DeckRefusal)] = [
            ("a NUL byte", Array("statement,answer\nA,true\n".utf8) + [0, 1, 2], .binary(line: 3)),
            (
                "Latin-1 é on line 2, column 4", Array("statement,answer\nCaf".utf8) + [0xE9] + Array(",true\n".utf8),
                .invalidUTF8(line: 2, column: 4, byte: 0xE9)
            ),
            (
                "a cut sequence after accents", Array("statement,answer\néé".utf8) + [0xE2, 0x82],
                .invalidUTF8(line: 2, column: 3, byte: 0xE2)
            ),
            ("UTF-16 with its BOM", [0xFF, 0xFE, 0x73, 0x00], .utf16),
            ("empty", [], .empty),
            ("only white space and a BOM", [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x0D, 0x0A], .empty),
        ]
        for test in cases {
            XCTAssertEqual(DeckFile.read(data: Data(test.bytes), name: "x").refusal, test.refusal, test.name)
        }
    }

    func testTheDeckIsNamedAfterTheFile() {
        XCTAssertEqual(DeckFile.deckName(of: URL(fileURLWithPath: "/tmp/week-12.csv")), "week-12")
        XCTAssertEqual(DeckFile.deckName(of: URL(fileURLWithPath: "/tmp/periodic table.json")), "periodic table")
        XCTAssertEqual(DeckFile.deckName(of: URL(fileURLWithPath: "/tmp/noextension")), "noextension")
        XCTAssertEqual(DeckFile.deckName(of: URL(fileURLWithPath: "/tmp/es\u{1B}[31mc.csv")), "es[31mc")
    }

    /// A big deck starts in time thanks to `Question.id`'s ASCII path: it must give the ids the
    /// Unicode path gives (the one earlier versions wrote to their files).
    func testTheQuickASCIIIdIsTheOneTheUnicodePathGives() {
        func unicodeID(_ title: String) -> String {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for scalar in title.lowercased().unicodeScalars
            where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                UTF8.encode(scalar) { byte in
                    hash ^= UInt64(byte)
                    hash &*= 0x100_0000_01B3
                }
            }
            return String(hash, radix: 16)
        }
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for title in [every, "The Sky is BLUE, isn't it? 42!", "", "   ", "A-Z a-z 0-9 @[`{"] {
            XCTAssertEqual(Question.id(for: title), unicodeID(title), title.debugDescription)
        }
    }

    func testMoreRowsThanTheLimitAreRefusedWithoutReadingOn() {
        let rows = DeckFile.maximumRows + 1
        // Duplicates or not, good or not: rows count.
        let csv = Data("statement,answer\n".utf8) + repeated("a,1\n", rows)
        XCTAssertEqual(DeckFile.read(data: csv, name: "x").refusal, .tooManyRows(limit: DeckFile.maximumRows))
        let json = Data(#"{"response_code":0,"results":["#.utf8) + repeated("{},", rows - 1) + Data("{}]}".utf8)
        XCTAssertEqual(DeckFile.read(data: json, name: "x").refusal, .tooManyRows(limit: DeckFile.maximumRows))
        // Values that aren't entries count too, before anything is decoded.
        let numbers =
            Data(#"{"response_code":0,"results":[{}],"padding":["#.utf8) + repeated("1,", DeckJSON.maximumValues)
            + Data("1]}".utf8)
        XCTAssertEqual(DeckFile.read(data: numbers, name: "x").refusal, .tooManyRows(limit: DeckFile.maximumRows))
        // The limit itself is fine.
        let atLimit = Data("statement,answer\n".utf8) + repeated("a,1\n", DeckFile.maximumRows)
        let reading = DeckFile.read(data: atLimit, name: "x")
        XCTAssertNil(reading.refusal)
        XCTAssertEqual(reading.questions.count, 1)
        XCTAssertEqual(reading.problems.count, DeckFile.maximumRows - 1)
    }

    func testAHundredThousandQuestionsAreReadWhole() {
        var text = "statement,answer,difficulty\n"
        for number in 0..<100_000 { text += "Statement number \(number) is here,\(number % 2),easy\n" }
        let reading = DeckFile.read(data: Data(text.utf8), name: "big")
        XCTAssertEqual(reading.questions.count, 100_000)
        XCTAssertEqual(reading.problems, [])
        XCTAssertEqual(reading.places.last, .line(100_001))
    }
    /// A row of a million separators keeps a thousand fields and counts the rest: the file a
    /// tester made of 60 MB of commas took 1.15 GB when every empty field was kept.
    func testARowOfSeparatorsKeepsAThousandFieldsAndCountsTheRest() throws {
        let separators = 1_000_000
        let row = [UInt8](repeating: UInt8(ascii: ","), count: separators)
        var record = CSVReader.Record()
        let read = row.withUnsafeBufferPointer { bytes in
            var reader = CSVReader(bytes: bytes, separator: UInt8(ascii: ","))
            return reader.next(into: &record)
        }
        XCTAssertTrue(read)
        XCTAssertEqual(record.count, separators + 1)
        XCTAssertEqual(record.fields.count, CSVReader.maximumFieldsKept)
        XCTAssertTrue(record.isBlank)
        // Under a header: a blank row; with a word in its last field, too many fields, counted whole.
        let blank = DeckFile.read(data: Data("statement,answer\n".utf8) + repeated(",", separators), name: "x")
        XCTAssertEqual(blank.questions.count, 0)
        XCTAssertEqual(blank.problems.count, 0)
        let tail = Data("statement,answer\nA,true\n".utf8) + repeated(",", separators) + Data("word\n".utf8)
        XCTAssertEqual(
            DeckFile.read(data: tail, name: "x").problems,
            [DeckProblem(place: .line(3), kind: .tooManyFields(expected: 2, found: separators + 1))])
    }
    /// A header past the kept fields: statement and answer among the first 1,000 columns read; past
    /// them, the header is said to be too wide (not missing its columns).
    func testAHeaderWiderThanTheKeptFieldsSaysSo() {
        let fillers = Array(repeating: "filler", count: 4000)
        let first = (["statement", "answer"] + fillers).joined(separator: ",")
        let row = (["Sky is blue", "true"] + Array(repeating: "", count: 4000)).joined(separator: ",")
        XCTAssertEqual(DeckFile.read(data: Data((first + "\n" + row + "\n").utf8), name: "x").questions.count, 1)
        let last = (fillers.prefix(999) + ["statement", "answer"]).joined(separator: ",")
        XCTAssertEqual(
            DeckFile.read(data: Data((last + "\n").utf8), name: "x").problems,
            [DeckProblem(place: .line(1), kind: .tooManyColumns(limit: CSVReader.maximumFieldsKept))])
    }
}

/// `unit`'s UTF-8 `count` times over, built by doubling: String(repeating:count:) appends unit by
/// unit, a tenth of a second for the row limit's megabytes.
private func repeated(_ unit: String, _ count: Int) -> Data {
    guard count > 0 else { return Data() }
    let total = unit.utf8.count * count
    var data = Data(unit.utf8)
    while data.count < total {
        data.append(data.prefix(min(data.count, total - data.count)))
    }
    return data
}
