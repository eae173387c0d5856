import Foundation
import QuizCore
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What a fresh tester found around the duel's names and the settings' saves: a file moved aside
/// or not saved without a word, two players of one name, `--plain` offered for a duel, « faux »
/// read as an answer, notices and other questions in the `e` box, the history not naming a duel's
/// player, and stats rows wrapped badly at 40 columns.
final class NamesFindingsTests: SettingsFileTestCase {
    /// Lines typed at the name prompt, one per call, then the end of input.
    private func typing(_ lines: [String]) -> (String) -> String? {
        var left = lines
        return { _ in left.isEmpty ? nil : left.removeFirst() }
    }

    // MARK: - The names' save says what became of the file

    /// A file over the limit (not read: defaults) is moved aside when the names typed are saved:
    /// the game is told where it went, in a notice it says as it starts.
    @MainActor
    func testNamesSavedOverAFileOverTheLimitSayWhereItWent() async throws {
        try Data(repeating: UInt8(ascii: "#"), count: 1 << 20).write(to: url)
        let match = DuelMatch()
        let notice = DuelNames.give(
            match, kept: store.load().settings, store: store, words: .english, asks: true,
            readLine: typing(["Ann", "Bob"]), write: { _ in })
        guard case .settings(.setAside(let movedTo, _), others: 0)? = notice?.kind else {
            return XCTFail("the file moved aside is said: \(String(describing: notice))")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: movedTo), movedTo)
        XCTAssertEqual(match.names, [.one: "Ann", .two: "Bob"])
        XCTAssertEqual(store.load().settings.player1, "Ann")
        let said = PlayerText(words: .english).fileProblem(try XCTUnwrap(notice))
        XCTAssertEqual(said, "Settings file was over 64 KiB: moved to \(movedTo), saved anew")
    }

    /// Names that can't be saved (a folder where the file goes) are said as the game's notice,
    /// naming the names, in both languages; they still play this run.
    @MainActor
    func testNamesNotSavedAreSaidNamingThem() async throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let match = DuelMatch()
        let notice = try XCTUnwrap(
            DuelNames.give(
                match, kept: Settings(), store: store, words: .english, asks: true, readLine: typing(["Ann", ""]),
                write: { _ in }))
        XCTAssertEqual(match.names, [.one: "Ann", .two: "Player 2"])
        let english = PlayerText(words: .english).fileProblem(notice)
        XCTAssertTrue(english.hasPrefix("Names not saved, kept for this run: "), english)
        XCTAssertTrue(english.hasSuffix("(\(url.path))"), english)
        let french = PlayerText(words: .french).fileProblem(notice)
        XCTAssertTrue(french.hasPrefix("Noms non enregistrés, gardés cette fois\u{A0}: "), french)
    }

    // MARK: - Two players, one name

    /// The prompt asks player two again, saying why, while they give player one's name (in any case).
    @MainActor
    func testThePromptRefusesPlayerOnesNameForPlayerTwo() async {
        let match = DuelMatch()
        var shown = ""
        _ = DuelNames.give(
            match, kept: Settings(), store: store, words: .english, asks: true,
            readLine: typing(["Sam", "sam", "SAM ", "Bob"]), write: { shown += $0 })
        XCTAssertEqual(match.names, [.one: "Sam", .two: "Bob"])
        XCTAssertEqual(
            shown,
            "Player 1's name (Enter: Player 1): Player 2's name (Enter: Player 2): "
                + "sam is player 1's name: give player 2 another.\n"
                + "Player 2's name (Enter: Player 2): SAM is player 1's name: give player 2 another.\n"
                + "Player 2's name (Enter: Player 2): ")
    }

    /// The settings screen's prompt refuses it too, saying why, until another name is given.
    func testTheSettingsScreensPromptRefusesPlayerOnesName() {
        var entry = NameEntry(then: .close)
        for key in [Key.character("A"), .character("n"), .character("n"), .enter] {
            XCTAssertEqual(entry.receive(key, words: .english), .typing)
        }
        for key in [Key.character("a"), .character("n"), .character("n")] { _ = entry.receive(key, words: .english) }
        XCTAssertEqual(entry.receive(.enter, words: .english), .typing, "refused")
        let lines = entry.model(.english, width: 36, short: true).lines.map { $0.spans.map(\.text).joined() }
        XCTAssertTrue(lines.suffix(2) == ["ann is player 1's name: give player", "2 another."], "\(lines)")
        _ = entry.receive(.control("u"), words: .english)
        _ = entry.receive(.character("B"), words: .english)
        XCTAssertEqual(entry.receive(.enter, words: .english), .named(one: "Ann", two: "B"))
    }

    /// A settings file giving both seats one name: the screen tells them apart by their numbers.
    @MainActor
    func testOneNameForBothSeatsIsToldApartOnScreen() async {
        let match = DuelMatch()
        match.names = [.one: "Ann", .two: "Ann"]
        let text = DuelText(words: .english, match: match)
        XCTAssertEqual(text.name(.one), "Ann (1)")
        XCTAssertEqual(text.name(.two), "Ann (2)")
        XCTAssertEqual(text.score, "Ann (1): 0 · Ann (2): 0")
        XCTAssertEqual(text.name(.two, width: 6), "A… (2)", "cut before the seat's number")
        match.names = [.one: "Ann", .two: "Bob"]
        XCTAssertEqual(text.name(.one), "Ann", "names apart take no number")
    }

    // MARK: - A duel's refusals and verdicts

    /// A duel without a terminal doesn't offer `--plain`, which refuses a duel.
    func testADuelWithoutATerminalDoesntOfferPlain() {
        let text = CommandLineText(words: .english)
        XCTAssertEqual(
            text.unusableTerminal(.notATerminal(.input), offersPlain: false),
            "standard input is not a terminal: play in an interactive one")
        XCTAssertTrue(text.unusableTerminal(.notATerminal(.input)).hasSuffix("or play line by line with --plain"))
        XCTAssertFalse(
            CommandLineText(words: .french).unusableTerminal(.notATerminal(.input), offersPlain: false).contains(
                "--plain"))
    }

    /// French says a wrong answer with a word that can't be read as the answer « faux », and fits
    /// 40 columns.
    func testTheFrenchVerdictDoesntSayFauxForWrong() {
        let line = Wording.french(
            DuelWords.verdicts(
                truth: false,
                [.init(name: "Ann", isRight: true, points: 2), .init(name: "Bob", isRight: false, points: 0)]))
        XCTAssertEqual(line, "Faux. Ann juste +2, Bob raté.")
        XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: "✓ " + line), 40)
    }

    // MARK: - The history names a duel's player and the mode

    /// A duel's answers open naming who gave them (the seat's name now, or "Player 1"), and the
    /// mode; the list marks them with the mode too.
    @MainActor
    func testTheHistoryNamesTheDuelsPlayerAndTheMode() async {
        let question = makeQuestions(1)[0]
        var record = AnswerRecord(
            date: Date(timeIntervalSince1970: 0), game: "g", number: 1, of: 2, question: question,
            answer: !question.answer)
        record.mode = .duel
        record.player = 2
        let text = PlayerText(words: .english, offline: true)
        let truth = question.answer ? "true" : "false"
        let said = question.answer ? "false" : "true"
        let box = text.panel.historyDetail(record, page: 0, pageKey: "j", duel: [.one: "Ann", .two: "Bob"])
        XCTAssertTrue(box.explanation?.hasPrefix("Bob said \(said); it's \(truth).") ?? false, "\(box)")
        XCTAssertTrue(box.explanation?.contains("(Duel, ") ?? false, "\(box)")
        record.player = 1
        let unnamed = text.panel.historyDetail(record, page: 0, pageKey: "j", duel: [:])
        XCTAssertTrue(unnamed.explanation?.hasPrefix("Player 1 said \(said)") ?? false, "\(unnamed)")
        let line = text.panel.historyLine(
            record, symbols: Theme(colorMode: .colors, ascii: false).symbols, isSelected: false)
        XCTAssertTrue(line.spans.map(\.text).joined().contains("Duel · "), "\(line)")
        record.mode = .blitz
        record.player = nil
        let blitz = text.panel.historyDetail(record, page: 0, pageKey: "j", duel: [:])
        XCTAssertTrue(blitz.explanation?.hasPrefix("You said \(said)") ?? false, "\(blitz)")
        XCTAssertTrue(blitz.explanation?.contains("(Blitz, ") ?? false, "\(blitz)")
    }
}
