import Foundation
import QuizDecks
import XCTest

@testable import openquizz

/// `--check FILE...`: every file given is read, and a name that is no file may be a deck of the
/// decks folder; a flag about playing is refused.
final class CheckCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func testEveryFileAfterCheckIsRead() throws {
        XCTAssertEqual(try Options.parse(["--check", "a.csv", "b.json", "c"]), .checkDecks(["a.csv", "b.json", "c"]))
        XCTAssertEqual(try Options.parse(["--check=a.csv", "b.csv"]), .checkDecks(["a.csv", "b.csv"]))
        XCTAssertEqual(
            try Options.parse(["--plain", "--check", "a.csv", "--check", "b.csv"]), .checkDecks(["a.csv", "b.csv"]))
        XCTAssertEqual(message(["--check", "a.csv", "--frobnicate"]), "unknown option '--frobnicate'")
    }

    /// Options and files mix after `--check`, as the man page says.
    ///
    /// Before: "--plain: no such file, nor a deck of that name" and "unknown option 'b.csv'".
    func testOptionsAndFilesMixAfterCheck() throws {
        XCTAssertEqual(try Options.parse(["--check", "--plain", "f.csv"]), .checkDecks(["f.csv"]))
        XCTAssertEqual(
            try Options.parse(["--check", "a.csv", "--no-color", "b.csv"]), .checkDecks(["a.csv", "b.csv"]))
        XCTAssertEqual(
            try Options.parse(["--check", "--ascii", "a.csv", "--plain", "b.csv", "c.json"]),
            .checkDecks(["a.csv", "b.csv", "c.json"]))
        XCTAssertEqual(message(["--check", "--plain"]), "--check needs a value")
        XCTAssertEqual(message(["a.csv", "--check", "b.csv"]), "unknown option 'a.csv'", "files follow --check")
        XCTAssertEqual(message(["--plain", "b.csv"]), "unknown option 'b.csv'", "no --check, no file")
        XCTAssertEqual(message(["--check", "a.csv", "--deck", "w", "b.csv"]), CommandLineText.checkTakesNo("--deck"))
    }

    /// `--` ends the flags: a file whose name starts with a dash is checked, not refused.
    func testTwoDashesEndTheFlagsOfCheck() throws {
        XCTAssertEqual(
            try Options.parse(["--check", "a.csv", "--", "-b.csv", "--plain"]),
            .checkDecks(["a.csv", "-b.csv", "--plain"]))
        XCTAssertEqual(try Options.parse(["--plain", "--check", "--", "-b.csv"]), .checkDecks(["-b.csv"]))
        XCTAssertEqual(message(["--check", "-b.csv"]), "unknown option '-b.csv'", "a dash starts a flag before --")
        XCTAssertEqual(message(["--check", "--"]), "--check needs a value")
        XCTAssertEqual(message(["--", "a.csv"]), "unknown option '--'", "no --check, no file")
    }

    /// Before: `--questions ''` said ": a folder, not a file" (the empty path read as the
    /// current folder).
    func testAnEmptyPathIsSaidEmpty() {
        XCTAssertEqual(message(["--questions", ""]), "--questions: the path is empty: give a deck file's path")
        XCTAssertEqual(message(["--questions="]), "--questions: the path is empty: give a deck file's path")
        XCTAssertEqual(message(["--check", "a.csv", ""]), "--check: the path is empty: give a deck file's path")
        XCTAssertEqual(
            CommandLineText.tryHelp(Options.ParseError(message: CommandLineText.emptyPath)).hasPrefix("the path"), true)
    }

    func testCheckRefusesWhatIsAboutPlaying() {
        for arguments in [
            ["--check", "a.csv", "--deck", "week"], ["--deck", "week", "--check", "a.csv"],
            ["--check", "a.csv", "--questions", "b.csv"], ["--check", "a.csv", "--stats", "--json"],
            ["--check", "a.csv", "--list-decks"], ["--check", "a.csv", "--offline"], ["-n", "5", "--check", "a.csv"],
            ["--check", "a.csv", "--daily"], ["--check", "a.csv", "--mode", "primes"],
        ] {
            let refused = Flag.table.first {
                $0.names.contains(arguments[0] == "--check" ? arguments[2] : arguments[0])
            }
            XCTAssertEqual(
                message(arguments), CommandLineText.checkTakesNo(refused?.name ?? "?"), "\(arguments)")
        }
        XCTAssertEqual(message(["--check", "a.csv", "--json"]), "--json goes with --stats")
        for looks in ["--plain", "--no-colour", "--ascii", "--reduced-motion", "--no-mouse"] {
            XCTAssertEqual(try Options.parse(["--check", "a.csv", looks]), .checkDecks(["a.csv"]), looks)
        }
        XCTAssertEqual(
            CommandLineText.checkTakesNo("--deck"),
            "--check reads the files it is given, then exits: it takes no --deck")
    }

    /// A name that is no file and has no folder in it is looked up among the decks as `--deck`
    /// does; a file of that name wins; a path is never looked up.
    func testANameThatIsNoFileIsLookedUpAmongTheDecks() throws {
        let decks = folder.appendingPathComponent("decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        let unique = "oq-check-" + UUID().uuidString.prefix(8)
        for name in ["\(unique)-lesson.csv", "\(unique)-week3.csv", "\(unique)-week3.json"] {
            try Data("statement,answer\nOne,true\nTwo,maybe\n".utf8).write(to: decks.appendingPathComponent(name))
        }
        let store = DeckStore(directory: decks)
        let lesson = decks.appendingPathComponent("\(unique)-lesson.csv").path

        let found = DeckCommand.checked("\(unique)-lesson", decks: store)
        XCTAssertEqual(found.lines, DeckText(file: lesson).check(DeckCommand.read(lesson)))
        XCTAssertTrue(found.lines.last?.hasPrefix(lesson + ":") ?? false, "shown by its path: \(found.lines)")
        XCTAssertFalse(found.clean)
        XCTAssertEqual(DeckCommand.checked("\(unique)-LESS", decks: store).lines, found.lines, "as --deck finds it")

        let ambiguous = DeckCommand.checked("\(unique)-week", decks: store)
        XCTAssertEqual(
            ambiguous.lines,
            ["\u{201C}\(unique)-week\u{201D} could be 2 decks: \(unique)-week3, \(unique)-week3.json; say which"])
        XCTAssertFalse(ambiguous.clean)
        // Of two files with one name, neither played, the first keeps the name.
        let csv = decks.appendingPathComponent("\(unique)-week3.csv").path
        XCTAssertEqual(
            DeckCommand.checked("\(unique)-week3", decks: store).lines.last,
            DeckText(file: csv).verdict(DeckCommand.read(csv)))
        XCTAssertEqual(
            DeckCommand.checked("\(unique)-week3.json", decks: store).lines.last,
            DeckText(file: decks.appendingPathComponent("\(unique)-week3.json").path)
                .verdict(DeckCommand.read(decks.appendingPathComponent("\(unique)-week3.json").path)))

        let missing = DeckCommand.checked("\(unique)-none", decks: store)
        // Both were looked for, and the line says so (not "give its path").
        XCTAssertEqual(
            missing.lines,
            ["\(unique)-none: no such file, nor a deck of that name (openquizz --list-decks lists your decks)"])
        XCTAssertFalse(missing.clean)
        XCTAssertEqual(
            DeckCommand.checked("./\(unique)-lesson", decks: store).lines,
            [DeckText(file: "./\(unique)-lesson").refused(.notFound)], "a path is a path")

        // A file of the name, where the game runs, is checked rather than the deck.
        let here = FileManager.default.currentDirectoryPath + "/\(unique)-lesson"
        try Data("statement,answer\nOne,true\n".utf8).write(to: URL(fileURLWithPath: here))
        defer { try? FileManager.default.removeItem(atPath: here) }
        let local = DeckCommand.checked("\(unique)-lesson", decks: store)
        XCTAssertEqual(local.lines, DeckText(file: "\(unique)-lesson").check(DeckCommand.read("\(unique)-lesson")))
        XCTAssertTrue(local.clean)
    }
}
