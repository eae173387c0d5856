import Foundation
import FuzzTargets
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import XCTest

/// Replays the checked-in fuzz inputs through the same target logic the fuzzer runs.
///
/// The inputs are the seed corpora (Tests/FuzzCorpus/TARGET/) and every input that once crashed or
/// broke an invariant (Tests/FuzzCorpus/regressions/TARGET/): the fast part of fuzzing, on every
/// `swift test`.
final class FuzzCorpusTests: XCTestCase {
    /// Tests/FuzzCorpus, found from this file by walking up to Package.swift.
    private static let corpusFolder: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Tests/FuzzCorpus")
            }
            folder.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// The inputs in `folder` (none when it doesn't exist): its files, hidden ones and the
    /// README aside.
    private static func files(in folder: URL) -> [URL] {
        entries(in: folder).filter { !isFolder($0) && $0.lastPathComponent != "README.md" }
    }

    private static func folders(in folder: URL) -> [URL] {
        entries(in: folder).filter(isFolder)
    }

    private static func entries(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs `name` on its seeds and regressions; returns how many seeds there were.
    @discardableResult
    private func replay(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let target = try XCTUnwrap(FuzzTarget.named(name), "no fuzz target \(name)", file: file, line: line)
        let seeds = Self.files(in: Self.corpusFolder.appendingPathComponent(name))
        let regressions = Self.files(in: Self.corpusFolder.appendingPathComponent("regressions/\(name)"))
        XCTAssertFalse(seeds.isEmpty, "no seeds for \(name)", file: file, line: line)
        for input in seeds + regressions {
            let data = try Data(contentsOf: input)
            do {
                try target.run(data)
            } catch {
                XCTFail("\(input.path): \(error)", file: file, line: line)
            }
        }
        return seeds.count
    }

    func testAPIResponseInputs() throws { try replay("api-response") }
    func testAPITokenAndCategoryInputs() throws { try replay("api-token-categories") }
    func testHTMLEntityInputs() throws { try replay("html-entities") }
    func testFieldDecoderInputs() throws { try replay("field-decoders") }
    func testBankInputs() throws { try replay("bank") }
    func testCacheFileInputs() throws { try replay("cache-file") }
    func testStateFileInputs() throws { try replay("state-file") }
    func testHistoryFileInputs() throws { try replay("history-file") }
    func testInputParserInputs() throws { try replay("input-parser") }
    func testDeckCSVInputs() throws { try replay("deck-csv") }
    func testDeckJSONInputs() throws { try replay("deck-json") }

    /// Every target is replayed above, and every corpus folder belongs to a target.
    func testEveryTargetIsReplayedAndEveryFolderIsATarget() throws {
        let names = Set(FuzzTarget.all.map(\.name))
        XCTAssertEqual(names.count, 11, "a target was added or removed: update the tests above")
        let folders = Set(Self.folders(in: Self.corpusFolder).map(\.lastPathComponent))
        XCTAssertEqual(folders.subtracting(["regressions"]), names)
        XCTAssertEqual(Self.files(in: Self.corpusFolder), [], "inputs outside a target's folder")
        let regressions = Self.corpusFolder.appendingPathComponent("regressions")
        for folder in Self.folders(in: regressions) where !names.contains(folder.lastPathComponent) {
            XCTFail("regressions for an unknown target: \(folder.lastPathComponent)")
        }
        XCTAssertEqual(Self.files(in: regressions), [], "regression inputs outside a target's folder")
    }

    /// The seeds of the API target are accepted, not only survived: a decoder that refuses
    /// everything would hold every invariant.
    func testTheSeedAnswersStillDecode() throws {
        let folder = Self.corpusFolder.appendingPathComponent("api-response")
        let accepted = try Self.files(in: folder).filter { $0.lastPathComponent.hasPrefix("ok-") }.map {
            try Data(contentsOf: $0)
        }
        XCTAssertGreaterThanOrEqual(accepted.count, 3)
        for data in accepted {
            // The first byte picks the encoding, as in the target.
            let encoding: FieldEncoding = [.html, .url3986, .base64][Int(data.first ?? 0) % 3]
            let result = OpenTriviaDBDecoding.questions(
                Data(data.dropFirst()), encoding: encoding, host: "fuzz.invalid")
            XCTAssertFalse((try? result.get())?.isEmpty ?? true, "\(String(decoding: data.prefix(60), as: UTF8.self))")
        }
    }
}
