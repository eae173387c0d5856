import Foundation
import TestSupport
import XCTest

@testable import QuizDecks
@testable import QuizStore

/// The decks folder: which files are decks, their names, and which deck a name means.
final class DeckStoreTests: TemporaryFolderTestCase {
    private func write(_ names: String...) throws {
        for name in names {
            try Data("statement,answer\nA fact.,true\n".utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    private func entries(_ names: [String]) -> [DeckStore.Entry] {
        names.map { DeckStore.Entry(name: DeckStore.stem($0), url: folder.appendingPathComponent($0)) }
    }

    func testNoFolderAnEmptyOneAndDecksSortedByName() throws {
        XCTAssertEqual(DeckStore(directory: folder.appendingPathComponent("missing")).list(), .noFolder)
        XCTAssertEqual(DeckStore(directory: folder).list(), .decks([]))
        try write("week 3.csv", "Periodic.json", "atoms.csv")
        XCTAssertEqual(
            DeckStore(directory: folder).list().entries.map(\.name), ["atoms", "Periodic", "week 3"])
    }

    func testHiddenFilesFoldersFIFOsAndDanglingLinksAreNoDecks() throws {
        try write("deck.csv", ".hidden.csv")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder.csv"), withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.csv").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("gone.csv").path, withDestinationPath: "/nonexistent/x.csv")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked.csv").path,
            withDestinationPath: folder.appendingPathComponent("deck.csv").path)
        XCTAssertEqual(DeckStore(directory: folder).list().entries.map(\.name), ["deck", "linked"])
    }

    func testOfTwoFilesWithOneNameTheHolderKeepsItAndTheOtherIsNamedByItsFileName() throws {
        try write("quiz.csv", "quiz.json", "notes")
        let store = DeckStore(directory: folder)
        XCTAssertEqual(store.list().entries.map(\.name), ["notes", "quiz", "quiz.json"], "none held: the first")
        let kept = store.list(holders: ["quiz": "quiz.json"])
        XCTAssertEqual(kept.entries.map(\.name), ["notes", "quiz", "quiz.csv"])
        XCTAssertEqual(kept.entries.first { $0.name == "quiz" }?.url.lastPathComponent, "quiz.json")
        XCTAssertEqual(
            DeckStore.holders(of: kept.entries), ["notes": "notes", "quiz": "quiz.json"],
            "what the names file keeps")
        XCTAssertEqual(
            store.list(holders: ["quiz": "gone.csv"]).entries.map(\.name), ["notes", "quiz", "quiz.json"],
            "a holder gone: the first")
    }

    /// The names file: the first file that had a name keeps it when another comes, even one
    /// that sorts first.
    func testANameStaysWithTheFileThatHadItFirst() throws {
        let names = folder.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString)-names.json")
        defer { try? FileManager.default.removeItem(at: names) }
        let writer = FileWriter()
        let store = DeckStore(directory: folder, namesFile: names, writer: writer)
        try write("quiz.json")
        XCTAssertEqual(store.list().entries.map(\.name), ["quiz"])
        try write("quiz.csv")
        XCTAssertEqual(store.list().entries.map(\.name), ["quiz", "quiz.csv"])
        XCTAssertEqual(store.list().entries.first?.url.lastPathComponent, "quiz.json")
        XCTAssertEqual(DeckStore(directory: folder).list().entries.map(\.name), ["quiz", "quiz.json"], "without it")
        writer.flush()
    }

    /// A file whose name isn't UTF-8 is a deck, named with `\xE9` for the byte that isn't,
    /// and opened by its own bytes.
    func testAFileNameThatIsNotUTF8IsListedPrintableAndOpens() throws {
        let bytes = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".csv".utf8)
        let written = (bytes + [0]).withUnsafeBufferPointer { path in
            path.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o600) }
        }
        XCTAssertGreaterThanOrEqual(written, 0)
        try FileHandle(fileDescriptor: written, closeOnDealloc: true).write(
            contentsOf: Data("statement,answer\nA fact.,true\n".utf8))
        let entries = DeckStore(directory: folder).list().entries
        XCTAssertEqual(entries.map(\.name), [#"caf\xE9"#])
        XCTAssertEqual(entries.first?.url.lastPathComponent, #"caf\xE9.csv"#)
        XCTAssertEqual(entries.first?.rawPath, bytes)
        let read = entries.first?.withOpenableURL { DeckFile.read($0, fitsCard: nil) }
        XCTAssertEqual(read?.questions.map(\.title), ["A fact."])
        XCTAssertEqual(DeckStore.match("caf\u{FFFD}", in: entries), entries.first.map { .found($0) })
    }

    func testANameMatchesExactlyThenInAnyCaseThenByAUniquePrefix() {
        let decks = entries(["periodic.csv", "Periods.json", "week 3.csv", "week 30.csv", "Atoms.csv", "atoms.json"])
        func found(_ name: String) -> String? {
            guard case .found(let entry) = DeckStore.match(name, in: decks) else { return nil }
            return entry.url.lastPathComponent
        }
        XCTAssertEqual(found("periodic"), "periodic.csv", "the exact name")
        XCTAssertEqual(found("periodic.csv"), "periodic.csv", "the file name")
        XCTAssertEqual(found("PERIODS"), "Periods.json", "in any case")
        XCTAssertEqual(found("perio"), nil)
        XCTAssertEqual(DeckStore.match("perio", in: decks), .ambiguous(["periodic", "Periods"]))
        XCTAssertEqual(found("periodi"), "periodic.csv", "the one name that starts so")
        XCTAssertEqual(found("week 3"), "week 3.csv", "exact beats a longer name it starts")
        XCTAssertEqual(found("Atoms"), "Atoms.csv", "exact beats the same letters in another case")
        XCTAssertEqual(DeckStore.match("ATOMS", in: decks), .ambiguous(["Atoms", "atoms"]))
        XCTAssertEqual(DeckStore.match("biology", in: decks), .unknown)
        XCTAssertEqual(DeckStore.match("", in: decks), .unknown)
    }

    func testAStemKeepsEverythingButTheLastExtension() {
        XCTAssertEqual(DeckStore.stem("week 3.csv"), "week 3")
        XCTAssertEqual(DeckStore.stem("a.b.json"), "a.b")
        XCTAssertEqual(DeckStore.stem("notes"), "notes")
        XCTAssertEqual(DeckStore.stem(".csv"), ".csv")
    }
}
