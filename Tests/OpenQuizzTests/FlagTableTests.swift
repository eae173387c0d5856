import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import XCTest

@testable import openquizz

/// `Flag.table` drives `Options.parse`: every flag, by each of its names, with and without `=`,
/// with a good value, a wrong one and none.
final class FlagTableTests: XCTestCase {
    private func parse(_ arguments: [String]) -> Result<Options.Action, Options.ParseError> {
        Result { () throws(Options.ParseError) in try Options.parse(arguments) }
    }

    private func message(_ arguments: [String]) -> String? {
        if case .failure(let error) = parse(arguments) { return error.message }
        return nil
    }

    /// A value the flag takes that changes what is done (not the default).
    private func goodValue(_ value: Flag.Value) -> String {
        switch value {
        case .number(let range, _): String(range.lowerBound)
        case .words(let words): words.last?.uppercased() ?? ""
        case .category: "computers"
        case .address: "http://127.0.0.1:8080"
        case .file, .files: "/dev/null"
        case .deck: "atoms"
        case .optionalDay: "2026-11-02"
        }
    }

    /// The flags this flag needs to be accepted (`--json` needs `--stats`), and, for a positive
    /// form, the negative it undoes (`--color` changes nothing but after `--no-color`, or the
    /// settings file's "off").
    private func needed(_ flag: Flag) -> [String] {
        (flag.requires.map { [$0] } ?? []) + (Self.undone[flag.name].map { [$0] } ?? [])
    }

    private static let undone = [
        "--color": "--no-color", "--full-motion": "--reduced-motion", "--explanations": "--no-explanations",
        "--mouse": "--no-mouse",
    ]

    func testEveryNameOfEveryFlagIsReadAndChangesWhatIsDone() {
        for flag in Flag.table {
            let value = flag.value.map { [goodValue($0)] } ?? []
            let baseline = parse(needed(flag))
            let byName = parse(needed(flag) + [flag.name] + value)
            guard case .success = byName else { return XCTFail("\(flag.name): \(byName)") }
            XCTAssertNotEqual(byName, baseline, "\(flag.name) \(value) does nothing")
            for other in flag.names where other != flag.name {
                XCTAssertEqual(parse(needed(flag) + [other] + value), byName, "\(other) is \(flag.name)")
            }
            if let text = value.first {
                XCTAssertEqual(parse(needed(flag) + ["\(flag.name)=\(text)"]), byName, "\(flag.name)=\(text)")
            }
        }
    }

    func testAFlagWithAValueWantsOneAndSaysWhatItTakes() {
        for flag in Flag.table {
            guard let value = flag.value else { continue }
            for name in flag.names {
                // A value that may be left out isn't needed: alone, the flag is read.
                if value == .optionalDay {
                    XCTAssertNil(message([name]), name)
                } else {
                    XCTAssertEqual(message([name]), "\(name) needs a value")
                }
            }
            switch value {
            case .category:
                XCTAssertEqual(message([flag.name, "zzz"]), "\(flag.name): no category 'zzz' (try --list-categories)")
            case .deck:
                XCTAssertNil(message([flag.name, "zzz"]), "a deck's name is looked up in the decks folder, later")
            case .file, .files:
                // Any text is a path: the file is read, and what is wrong with it said, later.
                XCTAssertNil(message([flag.name, "zzz"]), flag.name)
            default:
                XCTAssertEqual(
                    message([flag.name, "zzz"]),
                    "\(flag.name) takes \(CommandLineText.expected(value)), not 'zzz'")
            }
        }
        XCTAssertEqual(CommandLineText.expected(.words(["easy", "medium", "hard"])), "easy, medium or hard")
        XCTAssertEqual(
            CommandLineText.expected(.number(0...UInt64.max, wording: "a whole number")),
            "a whole number from 0 to 18446744073709551615")
    }

    func testAFlagWithoutAValueRefusesOne() {
        for flag in Flag.table where flag.value == nil {
            for name in flag.names where name.hasPrefix("--") {
                XCTAssertEqual(message(["\(name)=1"]), "\(name) takes no value")
            }
        }
    }

    func testAStandaloneFlagEndsTheReadingAndOthersDont() {
        for flag in Flag.table {
            let value = flag.value.map { [goodValue($0)] } ?? []
            let after = parse([flag.name] + value + ["--frobnicate"])
            if flag.standalone {
                guard case .success = after else { return XCTFail("\(flag.name) reads on: \(after)") }
            } else {
                XCTAssertEqual(message([flag.name] + value + ["--frobnicate"]), "unknown option '--frobnicate'")
            }
        }
        XCTAssertEqual(message(["--json", "--offline"]), "--json goes with --stats")
    }

    func testEveryNameIsUniqueAndWellFormed() {
        let names = Flag.table.flatMap(\.names)
        XCTAssertEqual(names.count, Set(names).count, "\(names)")
        for flag in Flag.table {
            XCTAssertTrue(flag.name.range(of: #"^--[a-z][a-z-]*$"#, options: .regularExpression) != nil, flag.name)
            if let short = flag.short { XCTAssertTrue(short.count == 2 && short.hasPrefix("-"), short) }
            XCTAssertEqual(flag.value == nil, flag.placeholder.isEmpty, "\(flag.name): a value and its name")
            XCTAssertFalse(flag.brief.contains("\n"), "\(flag.name): one line for the completion menus")
            if let needed = flag.requires { XCTAssertTrue(names.contains(needed), "\(flag.name) needs \(needed)") }
        }
    }

    func testAHiddenFlagIsReadButNotShown() throws {
        let hidden = Flag.table.filter(\.hidden)
        XCTAssertEqual(hidden.map(\.name), ["--generate-completions", "--generate-man-options", "--generate-man-keys"])
        let usage = Options.usage(ascii: false)
        for flag in hidden {
            XCTAssertFalse(usage.contains(flag.name), flag.name)
            XCTAssertFalse(FlagDocuments.manOptions().contains(FlagDocuments.roff(escaping: flag.name)), flag.name)
            for shell in FlagDocuments.Shell.allCases {
                XCTAssertFalse(
                    FlagDocuments.completions(for: shell).contains(flag.name.dropFirst(2)), "\(shell): \(flag.name)")
            }
        }
        XCTAssertEqual(
            try Options.parse(["--generate-completions", "ZSH"]), .printDocument(FlagDocuments.completions(for: .zsh)))
        XCTAssertEqual(try Options.parse(["--generate-man-options"]), .printDocument(FlagDocuments.manOptions()))
        XCTAssertEqual(try Options.parse(["--generate-man-keys"]), .printDocument(KeyDocuments.manKeys()))
        XCTAssertEqual(
            message(["--generate-completions", "tcsh"]), "--generate-completions takes bash, zsh or fish, not 'tcsh'")
    }

    func testEachCategoryWordIsReadAsItsCategory() throws {
        XCTAssertEqual(Flag.categoryWords.count, TriviaCategory.openTriviaDB.count)
        for (word, category) in zip(Flag.categoryWords, TriviaCategory.openTriviaDB) {
            XCTAssertEqual(try TriviaCategory.lookup(word).id, category.id, word)
        }
    }
}
