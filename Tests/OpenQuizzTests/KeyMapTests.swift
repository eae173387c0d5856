import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The key table: every command has keys and words for them, and dispatch, the help overlay,
/// `--help`'s key list and plain mode all read it.
final class KeyMapTests: XCTestCase {
    static let commands: [Command] = [
        .answer(true), .answer(false), .newGame, .quit, .nextPage, .showAnswer, .review, .stats, .history, .help,
        .daily, .settings,
    ]

    func testEveryCommandHasKeysNamesAndHelp() {
        for command in Self.commands {
            guard let binding = KeyMap.binding(command) else {
                XCTFail("\(command) has no binding")
                continue
            }
            XCTAssertFalse(binding.keys.isEmpty, "\(command)")
            XCTAssertFalse(binding.names.isEmpty, "\(command)")
            XCTAssertEqual(binding.names.count, binding.names(ascii: true).count, "\(command)")
            XCTAssertFalse(KeyText(words: .english).help(command).isEmpty, "\(command)")
            XCTAssertFalse(KeyText(words: .english).usage(command).isEmpty, "\(command)")
        }
        XCTAssertEqual(KeyMap.bindings.count, Self.commands.count, "one binding per command")
    }

    func testNoKeyOrWordSendsTwoCommands() {
        let keys = KeyMap.bindings.flatMap(\.keys)
        XCTAssertEqual(Set(keys).count, keys.count, "\(keys)")
        let words = KeyMap.bindings.flatMap(\.words)
        XCTAssertEqual(Set(words).count, words.count, "\(words)")
    }

    func testEveryKeySendsItsCommand() {
        for binding in KeyMap.bindings {
            for key in binding.keys { XCTAssertEqual(KeyMap.command(for: key), binding.command, "\(key)") }
        }
        XCTAssertNil(KeyMap.command(for: .character("Q")), "Shift-Q is unused")
        XCTAssertNil(KeyMap.command(for: .character("x")))
    }

    func testOnlyTheKeysOnTheQuestionWaitForIt() {
        for binding in KeyMap.bindings {
            for key in binding.keys {
                XCTAssertEqual(
                    KeysTypedAhead.waitsForTheQuestions(key), binding.availability == .onQuestion, "\(key)")
            }
        }
    }

    func testTheHelpOverlayHasARowForEveryBindingFromTheTable() {
        for ascii in [false, true] {
            let lines = KeyMap.helpLines(ascii: ascii)
            XCTAssertEqual(lines.count, KeyMap.bindings.count + 1, "every binding and the mouse")
            for binding in KeyMap.bindings {
                let line = HelpLine(
                    key: binding.names(ascii: ascii).joined(separator: "  "),
                    action: KeyText(words: .english).help(binding.command))
                XCTAssertTrue(lines.contains(line), "\(line) in \(lines)")
            }
            XCTAssertEqual(lines.last?.action, KeyText(words: .english).help(.help), "the help's own key comes last")
        }
    }

    @MainActor
    func testTheControllersHelpIsTheTables() async {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        for key in KeyMap.binding(.help)?.keys ?? [] {
            controller.handle(.keyPressed(key))
            let model = controller.screenModel()
            XCTAssertTrue(model.showsHelp, "\(key) opens the help")
            XCTAssertEqual(model.helpLines, KeyMap.helpLines(ascii: false))
            controller.handle(.keyPressed(.character("x")))
        }
    }

    func testUsageListsEveryCommandOnceFromTheTable() {
        XCTAssertEqual(KeyMap.usageRows.flatMap { $0 }.count, Self.commands.count)
        XCTAssertEqual(Set(KeyMap.usageRows.flatMap { $0 }), Set(Self.commands))
        for ascii in [false, true] {
            let list = KeyMap.usageKeyList(ascii: ascii)
            XCTAssertTrue(Options.usage(ascii: ascii).contains(list), "--help prints the table's list")
            for command in Self.commands {
                XCTAssertTrue(list.contains(KeyText(words: .english).usage(command)), "\(command)")
            }
        }
    }

    /// The README's key table has a row for each binding, its keys spelled as `--help` spells them.
    func testTheReadmesKeyTableHasARowForEachBinding() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n")
        guard let header = lines.firstIndex(of: "| Key | Does |") else { return XCTFail("no key table in the README") }
        let keys = lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.map {
            $0.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(keys.sorted(), KeyMap.bindings.map { KeyMap.spelled($0, ascii: false) }.sorted())
    }

    func testPlainModeReadsTheTablesWords() {
        for binding in KeyMap.bindings {
            for word in binding.words { XCTAssertEqual(KeyMap.command(forWord: word), binding.command, word) }
        }
        XCTAssertEqual(KeyMap.command(forWord: "t"), .answer(true))
        XCTAssertEqual(KeyMap.command(forWord: "false"), .answer(false))
        XCTAssertNil(KeyMap.command(forWord: "?"), "help has no word in plain mode")
    }

    /// Dispatch reads the table: each key of a command does what the command does.
    @MainActor
    func testEveryKeyOfACommandActsTheSame() async {
        let controller = await startedController(
            source: ManualSource(questions: makeQuestions(3)), clock: ManualClock(seconds: 100))
        for key in KeyMap.binding(.quit)?.keys ?? [] {
            XCTAssertEqual(controller.handle(.keyPressed(key)), .quit, "\(key) quits")
        }
        for key in KeyMap.binding(.stats)?.keys ?? [] {
            controller.handle(.keyPressed(key))
            guard case .stats = controller.overlay else { return XCTFail("\(key) opens the stats") }
            controller.handle(.keyPressed(.character("x")))
            XCTAssertNil(controller.overlay)
        }
    }
}
