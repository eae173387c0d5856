import Foundation
import TestSupport
import XCTest

@testable import QuizDecks
@testable import QuizStore

/// The decks folder: which files are decks, their names, and which deck a name means.
final class DeckStoreTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFiles.makeFolder("oq-deck-store")
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

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

    func testTwoFilesWithOneNameAreNamedByTheirFileNames() throws {
        try write("quiz.csv", "quiz.json", "notes")
        XCTAssertEqual(
            DeckStore(directory: folder).list().entries.map(\.name), ["notes", "quiz.csv", "quiz.json"])
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
