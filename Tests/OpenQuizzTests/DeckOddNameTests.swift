import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// Deck files with odd names: the name the listing prints is one `--deck` and `--check` take,
/// two names never look the same, and every `openquizz --check` hint works pasted into bash.
final class DeckOddNameTests: DeckFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
    }

    /// Writes `text` in the file whose name has `bytes`, in `directory`.
    private func write(_ bytes: [UInt8], in directory: URL, _ text: String) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + bytes
        let created = (path + [0]).withUnsafeBufferPointer { path in
            path.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o600) }
        }
        XCTAssertGreaterThanOrEqual(created, 0)
        try FileHandle(fileDescriptor: created, closeOnDealloc: true).write(contentsOf: Data(text.utf8))
    }

    /// `count` true facts, then a row whose answer is no answer (left out).
    private func csv(_ count: Int, _ word: String) -> String {
        "statement,answer\n" + (1...count).map { "\(word) \($0).,true\n" }.joined() + "Bad.,maybe\n"
    }

    private func deck(_ name: String) throws -> KeptDecks.Chosen {
        guard case .play(let options) = try Options.parse(["--deck", name]) else {
            throw UnexpectedOutcome("not a play")
        }
        return try KeptDecks.choose(options, paths: paths, writer: files)
    }

    /// Before: both listed as `caf�`, every name opened the 8-question file; `esc\e[31mred.csv`
    /// listed as `esc[31mred`, which --deck refused.
    func testEveryListedNameIsOneDeckAndDeckTakesIt() throws {
        let decks = paths.decksDirectory
        try write(Array("caf".utf8) + [0xE8] + Array(".csv".utf8), in: decks, csv(1, "Grave"))
        try write(Array("caf".utf8) + [0xE9] + Array(".csv".utf8), in: decks, csv(8, "Acute"))
        try write(Array("esc\u{1B}[31mred.csv".utf8), in: decks, csv(2, "Red"))
        try write(Array("nl\nname.csv".utf8), in: decks, csv(3, "Line"))
        let names = KeptDecks.store(paths).list().entries.map(\.name)
        XCTAssertEqual(names, [#"caf\xE8"#, #"caf\xE9"#, #"esc\x1B[31mred"#, #"nl\x0Aname"#])
        let listing = KeptDecks.listing(paths: paths, stats: HistoryStats([]))
        for name in names {
            XCTAssertTrue(listing.contains { $0.hasPrefix("  \(name)  ") }, name)
            XCTAssertEqual(try deck(name).dealer.name, name, "--deck takes what the list prints")
        }
        XCTAssertEqual(try deck(#"caf\xE8"#).dealer.questions.count, 1)
        XCTAssertEqual(try deck(#"caf\xE9"#).dealer.questions.count, 8)
        XCTAssertEqual(try deck("esc\u{1B}[31mred").dealer.name, #"esc\x1B[31mred"#, "the file's own name too")
        XCTAssertThrowsError(try deck("caf\u{FFFD}"), "the completion's name, which both share") { error in
            XCTAssertEqual(
                (error as? KeptDecks.Refusal)?.message,
                KeptDeckText.ambiguousDeck("caf\u{FFFD}", decks: [#"caf\xE8"#, #"caf\xE9"#]))
        }
        XCTAssertEqual(
            DeckCommand.checked(#"caf\xE8"#, decks: KeptDecks.store(paths)).lines.last,
            #"\#(decks.path)/caf\xE8.csv: 1 question (1 without a difficulty), 1 question left out: fix the lines above"#
        )
    }

    /// The command a hint ends with.
    private func command(_ hint: String) -> String {
        hint.range(of: "openquizz").map { String(hint[$0.lowerBound...]) } ?? hint
    }

    /// The words bash makes of each hint's arguments, as the game gets them, in one bash for all.
    private func pasted(_ hints: [String], in directory: URL) throws -> [[String]] {
        for hint in hints { XCTAssertTrue(hint.hasPrefix("openquizz "), hint) }
        // Each hint's words, each ended by a NUL, then a word of one U+0001 that no hint holds.
        let script = hints.map { "set -- " + $0.dropFirst("openquizz ".count) + #"; printf '%s\0' "$@" $'\001'"# }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script.joined(separator: "\n")]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let each = words.split(separator: "\u{1}", omittingEmptySubsequences: false).dropLast().map(Array.init)
        XCTAssertEqual(each.count, hints.count, "\(words)")
        return each
    }

    /// What `--check` prints for the files `words` name, in `directory`.
    private func checked(_ words: [String], in directory: URL) throws -> [String] {
        guard case .checkDecks(let files) = try Options.parse(words) else { throw UnexpectedOutcome("\(words)") }
        let here = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(here) }
        return files.flatMap { DeckCommand.checked($0, decks: KeptDecks.store(paths)).lines }
    }

    /// Before: `openquizz --check 'bad line'` (a newline), `'/…/bad�byte.csv'` (no such file),
    /// `openquizz --check -p.csv` ("unknown option").
    func testEveryCheckHintWorksPastedIntoBash() throws {
        let decks = paths.decksDirectory
        try write(Array("bad\nline.csv".utf8), in: decks, csv(2, "Line"))
        try write(Array("bad".utf8) + [0xFF] + Array("byte.csv".utf8), in: decks, csv(3, "Byte"))
        try write(Array("plain.csv".utf8), in: decks, csv(4, "Plain"))
        let hints = KeptDecks.listing(paths: paths, stats: HistoryStats([])).drop {
            $0 != "To see why questions were left out:"
        }
        .dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(hints.count, 3)
        // The header's, for a kept deck and for files played with --questions.
        let keptHint = DeckText(file: DeckCommand.checkArgument(try deck("bad\nline"))).leftOutForms(1)[0]
        let local = ["loc\nal.csv", "-p.csv", "it's \u{1B}.csv"]
        for name in local { try write(Array(name.utf8), in: folder, csv(1, "Here")) }
        let commands = hints + [command(keptHint)] + local.map { command(DeckText(file: $0).leftOutForms(1)[0]) }
        let pasted = try pasted(commands, in: folder)
        guard pasted.count == commands.count else { return }

        var verdicts: [String] = []
        for words in pasted.prefix(3) { verdicts += try checked(words, in: folder).suffix(1) }
        XCTAssertEqual(
            verdicts.sorted(),
            [
                #"\#(decks.path)/bad\x0Aline.csv: 2 questions (2 without a difficulty), 1 question left out: fix the lines above"#,
                #"\#(decks.path)/bad\xFFbyte.csv: 3 questions (3 without a difficulty), 1 question left out: fix the lines above"#,
                "\(decks.path)/plain.csv: 4 questions (4 without a difficulty), 1 question left out: fix the lines above",
            ])
        XCTAssertEqual(try checked(pasted[3], in: folder).last, verdicts.sorted()[0])
        for (command, words) in zip(commands, pasted).suffix(3) {
            let checked = try checked(words, in: folder)
            XCTAssertEqual(checked.count, 2, "\(command): \(checked)")
            XCTAssertEqual(
                checked.last?.hasSuffix(
                    ": 1 question (1 without a difficulty), 1 question left out: fix the lines above"),
                true, command)
        }
    }
}
