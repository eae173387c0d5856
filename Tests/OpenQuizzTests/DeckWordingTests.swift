import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// What the game says of decks, word for word: why a file gives nothing to play, a decks folder
/// that isn't one, the same words for the same fact in `--check`, `--list-decks` and `--deck`.
final class DeckWordingTests: DeckFolderTestCase {
    private func reading(_ text: String, name: String = "deck") -> DeckReading {
        DeckFile.read(data: Data(text.utf8), name: name)
    }

    private static let onlyMultipleChoice = """
        {"response_code":0,"results":[
        {"type":"multiple","difficulty":"easy","category":"Science","question":"Which?","correct_answer":"A",
         "incorrect_answers":["B","C","D"]},
        {"type":"multiple","difficulty":"easy","category":"Science","question":"What?","correct_answer":"A",
         "incorrect_answers":["B","C","D"]}]}
        """

    // MARK: - Item 8: nothing playable says why

    func testAFileWithNothingPlayableSaysWhyInCheckAndWhenPlayed() {
        let cases: [(String, String, String)] = [
            (
                "onlymc.json", Self.onlyMultipleChoice,
                "onlymc.json: no question can be played: 2 multiple-choice questions skipped, no true/false question"
            ),
            ("header.csv", "statement,answer\n", "header.csv: no question can be played: no row under the header"),
            (
                "header.csv", "statement,answer\n\n\n  \n",
                "header.csv: no question can be played: no row under the header"
            ),
            (
                "empty.json", #"{"response_code":0,"results":[]}"#,
                "empty.json: no question can be played: an Open Trivia DB answer with no questions"
            ),
        ]
        for (file, content, line) in cases {
            let reading = reading(content)
            XCTAssertEqual(DeckText(file: file).check(reading), [line], file)
            // Played, the same line: no --check to run that would only repeat it.
            XCTAssertEqual(DeckText(file: file).refused(reading), line, file)
        }
    }

    func testARefusalWithProblemsSaysTheOneOrCountsThemAndQuotesThePath() {
        let one = reading("statement,answer\nIs it?,maybe\n")
        XCTAssertEqual(
            DeckText(file: "a.csv").refused(one),
            #"a.csv:2: answer is "maybe": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)"#)
        let two = reading("statement,answer\nIs it?,maybe\nOr?,perhaps\n")
        XCTAssertEqual(
            DeckText(file: "my deck.csv").refused(two),
            "my deck.csv: no question can be played (2 problems): openquizz --check 'my deck.csv' lists them")
        XCTAssertEqual(
            DeckText(file: "it's.csv").leftOutForms(1),
            [
                "1 question left out: openquizz --check 'it'\\''s.csv'", "1 question left out", "1 left out",
            ])
    }

    func testCheckOfANameThatIsNoFileHintsAtTheDecks() {
        XCTAssertEqual(
            DeckText(file: "lesson").refused(.notFound),
            "lesson: no such file (openquizz --list-decks lists your decks; --deck NAME plays one)")
        XCTAssertEqual(DeckText(file: "lesson.csv").refused(.notFound), "lesson.csv: no such file")
    }

    // MARK: - Item 19: one wording for one fact

    func testTooLargeIsTheSameSentenceEverywhere() throws {
        let refusal = DeckRefusal.tooLarge(bytes: 78 << 20 | 1 << 19, limit: 64 << 20)
        let line = "78.5 MiB, over the 64 MiB a deck may have: split it"
        XCTAssertEqual(DeckText(file: "big.csv").refused(refusal), "big.csv: " + line)
        XCTAssertEqual(KeptDeckText.reason(refusal), line)
        XCTAssertEqual(
            KeptDeckText.contents(DeckReading(name: "big", refusal: refusal), file: "/d/big.csv"),
            "can't be played: " + line)
    }

    func testCountsAreGroupedAndLeftOutIsOneForm() {
        var reading = DeckReading(name: "big")
        reading.questions = (1...1200).map {
            Question(
                title: "Fact \($0).", answer: true, category: "Facts", difficulty: .easy, origin: .deck, deck: "big")
        }
        reading.problems = Array(
            repeating: DeckProblem(place: .line(3), kind: .emptyStatement), count: 4)
        XCTAssertEqual(
            KeptDeckText.contents(reading, file: "/d/big.csv"),
            "1,200 questions in 1 category: Facts; 4 questions left out (see below)")
        XCTAssertEqual(
            DeckText(file: "big.csv").verdict(reading),
            "big.csv: 1,200 questions (1,200 easy), 4 questions left out: fix the lines above")
    }

    func testAKeptDeckWithNothingPlayableSaysWhyNotFILE() throws {
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        try Data(Self.onlyMultipleChoice.utf8).write(to: paths.decksDirectory.appendingPathComponent("mc.json"))
        try Data("statement,answer\nA?,maybe\nB?,perhaps\n".utf8).write(
            to: paths.decksDirectory.appendingPathComponent("two.csv"))
        try Data("statement,answer\nA?,maybe\n".utf8).write(to: paths.decksDirectory.appendingPathComponent("one.csv"))
        let lines = KeptDecks.listing(paths: paths, stats: HistoryStats())
        XCTAssertEqual(
            Array(lines.dropFirst()),
            [
                "  mc   can't be played: no question can be played: 2 multiple-choice questions",
                "       skipped, no true/false question",
                #"  one  can't be played: one.csv:2: answer is "maybe": write true or false (or"#,
                "       yes/no, 1/0, vrai/faux, wahr/falsch)",
                "  two  can't be played: no question can be played (2 problems), see below",
                "Play one with openquizz --deck NAME (the start of a name is enough).",
                "To see why questions were left out:",
                "  openquizz --check \(paths.decksDirectory.path)/two.csv",
            ])
        XCTAssertFalse(lines.joined().contains("FILE"))
        guard case .play(let options) = try Options.parse(["--deck", "mc"]) else { return XCTFail("not play") }
        XCTAssertThrowsError(try KeptDecks.choose(options, paths: paths, writer: files)) { error in
            XCTAssertEqual(
                (error as? KeptDecks.Refusal)?.message,
                "deck “mc” can't be played: no question can be played: 2 multiple-choice questions skipped, "
                    + "no true/false question")
        }
    }

    // MARK: - Item 10: a decks folder that isn't one

    func testADecksFolderThatIsAFileOrUnreadableIsSaidSo() throws {
        let decks = paths.decksDirectory
        try FileManager.default.createDirectory(
            at: decks.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: decks)
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats()).prefix(2),
            [
                "No decks: \(decks.path) is a file, not a folder: move it away to keep decks there.",
                "Once it is a folder, save a CSV file in it with a header row naming its columns,",
            ])
        guard case .play(let options) = try Options.parse(["--deck", "week"]) else { return XCTFail("not play") }
        XCTAssertThrowsError(try KeptDecks.choose(options, paths: paths, writer: files)) { error in
            XCTAssertEqual(
                (error as? KeptDecks.Refusal)?.message,
                "no deck “week”: the decks folder is a file, not a folder: move it away to keep decks there")
        }
        // A folder the system won't list (tests may run as root, who reads any): its reason.
        XCTAssertEqual(
            KeptDeckText.noDecks(folder: "/d/decks", listing: .unreadable(EACCES)).prefix(2),
            [
                "No decks: /d/decks can't be read: Permission denied.",
                "Once it can be read, save a CSV file in it with a header row naming its columns,",
            ])
        XCTAssertEqual(
            KeptDeckText.noDecks(folder: "/d/decks", listing: .noFolder)[1],
            "To add one, save a CSV file there with a header row naming its columns,")
        XCTAssertEqual(
            KeptDeckText.unknownDeck("week", decks: [], folder: .unreadable(EACCES)),
            "no deck “week”: the decks folder can't be read: Permission denied")
    }
}

/// Item 20: the deck header's notice: name kept to the last, filters, skipped, credit.
final class DeckHeaderTests: XCTestCase {
    private func notice(_ text: PlayerText, _ deck: String, width: Int = PlayerText.noticeWidth) -> String {
        text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: deck, width: width)
    }

    func testTheHeaderSaysFiltersSkippedAndCreditAndKeepsTheNameAt40Columns() {
        var text = PlayerText()
        text.deckNotes = DeckNotes(
            filter: QuestionFilter(category: "Beta", difficulty: .easy), skippedMultipleChoice: 2,
            format: .openTriviaDB(.base64))
        text.leftOutOfDeck = DeckText(file: "quiz.json").leftOutForms(1)
        XCTAssertEqual(
            notice(text, "quiz", width: 200),
            "Deck: quiz; from the Open Trivia DB, CC BY-SA 4.0; Beta, easy; 1 question left out: openquizz --check "
                + "quiz.json; 2 multiple-choice questions skipped")
        XCTAssertEqual(notice(text, "quiz"), "Deck: quiz; Open Trivia DB, CC BY-SA; Beta, easy; 1 left out")
        // 40x12: 27 columns for the notice.
        let narrow = PlayerText.noticeWidth(screenWidth: 40)
        XCTAssertEqual(notice(text, "quiz", width: narrow), "Deck: quiz; CC BY-SA")
        XCTAssertEqual(notice(text, "periodic table", width: narrow), "periodic table; CC BY-SA")
        XCTAssertEqual(notice(text, "periodic table, week 12", width: narrow), "periodic table, week 12")
        var plain = PlayerText()
        plain.leftOutOfDeck = DeckText(file: "a.csv").leftOutForms(3)
        XCTAssertEqual(
            notice(plain, "my very long deck name for week 12", width: narrow), "my very long d…; 3 left out",
            "the name, not \"Your deck\", cut to keep the count")
        plain.deckNotes = DeckNotes(filter: QuestionFilter(difficulty: .hard))
        XCTAssertEqual(notice(plain, "week", width: narrow), "week; hard; 3 left out", "the count before \"Deck: \"")
        XCTAssertEqual(notice(PlayerText(), "week"), "Deck: week")
    }
}

/// Items 12 and 15: the README and the man page say the deck limits, the deck command lines and
/// what --check exits with.
final class DeckDocumentTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheLimitsAreDocumentedWithTheReadersFigures() throws {
        let statement = PanelText.grouped(DeckFile.maximumStatementLength)
        let explanation = PanelText.grouped(DeckFile.maximumExplanationLength)
        let category = PanelText.grouped(DeckFile.maximumCategoryLength)
        let sentence =
            "A statement may have up to \(statement) characters, an explanation \(explanation) and a category "
            + "\(category)"
        let man = try text("Assets/openquizz.6")
        for (name, document) in [("README.md", try text("README.md")), ("the man page", man)] {
            let flat = document.replacingOccurrences(of: "\n", with: " ")
            XCTAssertTrue(flat.contains(sentence), name)
            XCTAssertTrue(flat.contains("\(DeckFile.maximumSize >> 20) MiB"), name)
            XCTAssertTrue(flat.contains(PanelText.grouped(DeckFile.maximumRows) + " rows"), name)
        }
        XCTAssertEqual(
            DeckText(file: "d.csv").problem(
                DeckProblem(place: .line(2), kind: .statementTooLong(limit: DeckFile.maximumStatementLength))),
            "d.csv:2: the statement is over the limit of \(statement) characters: shorten it")
    }

    /// Tester 3, item 6: the README and the man page show what the game says and takes.
    func testTheDocumentsShowTheGamesOwnWords() throws {
        let readme = try text("README.md")
        let man = try text("Assets/openquizz.6")
        let maybe = DeckText(file: "week-12.csv").problem(
            DeckProblem(place: .line(4), kind: .unknownAnswer("maybe")))
        XCTAssertTrue(readme.contains("\n" + maybe + "\n"), maybe)
        XCTAssertTrue(man.contains("\n" + maybe.replacingOccurrences(of: "-", with: "\\-") + "\n"), maybe)
        let question = Question(
            title: "Q", answer: true, category: "c", difficulty: .easy, origin: .deck, deck: "week3")
        let answers = (1...2).map { number in
            AnswerRecord(
                date: Date(timeIntervalSince1970: 0), game: "g", number: number, of: 2, question: question,
                answer: number == 1)
        }
        let share = PlayerText().panel.shareLine(answers, ascii: false)
        XCTAssertEqual(share, "OpenQuizz \u{201C}week3\u{201D} 1/2 \u{2705}\u{274C}")
        XCTAssertTrue(readme.contains("`OpenQuizz \u{201C}week3\u{201D} 7/10 \u{2705}\u{274C}…`"))
        XCTAssertTrue(PlayerText().panel.shareLine(answers, ascii: true).hasPrefix(#"OpenQuizz "week3" "#))
        let flag = try XCTUnwrap(Flag.table.first { $0.name == "--in-order" })
        XCTAssertTrue(flag.help.hasPrefix("with --deck or --questions"), flag.help)
        XCTAssertTrue(readme.contains("| `--in-order` | with `--deck` or `--questions`: "))
    }

    func testTheManPageHasTheDeckCommandLinesExitStatusesAndACheckExample() throws {
        let man = try text("Assets/openquizz.6")
        let synopsis = try XCTUnwrap(
            man.components(separatedBy: ".SH SYNOPSIS\n").last?.components(
                separatedBy: ".SH DESCRIPTION"
            ).first)
        XCTAssertTrue(synopsis.contains(".B openquizz \\-\\-questions\n.I FILE\n.RB [ \\-\\-in\\-order ]\n"), synopsis)
        XCTAssertTrue(synopsis.contains(".B openquizz \\-\\-check\n.IR FILE ...\n"), synopsis)
        XCTAssertTrue(synopsis.contains(".B openquizz \\-\\-daily\n.RI [ DATE ]\n"), synopsis)
        let exit = try XCTUnwrap(
            man.components(separatedBy: ".SH EXIT STATUS\n").last?.components(
                separatedBy: ".SH EXAMPLES"
            ).first
        ).replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(
            exit.contains(".B 0 Quit with q or Esc, a listing printed, or .B \\-\\-check found nothing wrong"))
        XCTAssertTrue(exit.contains(".B \\-\\-check found something wrong"))
        XCTAssertTrue(exit.contains(".B \\-\\-questions file with no question to play"))
        let examples = try XCTUnwrap(man.components(separatedBy: ".SH EXAMPLES\n").last)
        XCTAssertTrue(
            examples.contains(
                "week\\-12.csv: 46 questions (12 easy, 30 medium, 4 hard), 2 questions left out: fix the lines above"))
    }
}

/// Item 19: what the reader finds in files that aren't decks, in our words.
final class DeckFormatWordingTests: XCTestCase {
    private func check(_ data: Data, file: String = "deck.json") -> [String] {
        DeckText(file: file).check(DeckFile.read(data: data, name: "deck"))
    }

    private func check(_ text: String, file: String = "deck.json") -> [String] {
        check(Data(text.utf8), file: file)
    }

    func testBrokenJSONIsSaidInOurWordsWithItsPlace() {
        XCTAssertEqual(
            check(#"{"response_code":0,"results":[{"type":"boolean""#),
            [
                "deck.json: neither a CSV deck nor an Open Trivia DB answer: the file ends too early at line 1, column 48"
            ])
        XCTAssertEqual(
            check("{\"response_code\":0,\n\"results\":[x]}"),
            ["deck.json: neither a CSV deck nor an Open Trivia DB answer: expected a value at line 2, column 12"])
        XCTAssertEqual(
            check(String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)),
            [
                "deck.json: neither a CSV deck nor an Open Trivia DB answer (the top level is a list) at line 1, column 1"
            ])
        XCTAssertEqual(
            check(#"[{"type":"boolean"}]"#),
            [
                "deck.json: neither a CSV deck nor an Open Trivia DB answer (the top level is a list) at line 1, column 1"
            ])
        for line in check(#"{"response_code":0,"results":[{"type":"boolean""#) {
            XCTAssertFalse(line.contains("The given data"), line)
        }
    }

    func testTabsUTF16AndADuplicateColumnAreSaid() {
        XCTAssertEqual(
            check("statement\tanswer\nParis is in France\ttrue\n", file: "deck.tsv"),
            [
                "deck.tsv:1: the columns are separated by tabs, which a deck can't be: save it as CSV (commas or "
                    + "semicolons)",
                "deck.tsv: no question can be played (1 problem)",
            ])
        XCTAssertEqual(
            check("statement,answer,answer\nParis is in France,true,false\n", file: "deck.csv"),
            [
                "deck.csv:1: the header row has two answer columns: rename or delete one",
                "deck.csv: no question can be played (1 problem)",
            ])
        let utf16 = "statement,answer\nA,true\n".data(using: .utf16LittleEndian) ?? Data()
        XCTAssertEqual(check(utf16, file: "deck.csv"), ["deck.csv: UTF-16: save it as UTF-8"])
        XCTAssertEqual(check(Data([0xFF, 0xFE]) + utf16, file: "deck.csv"), ["deck.csv: UTF-16: save it as UTF-8"])
        XCTAssertEqual(
            check("statement,answer\nA,true\n".data(using: .utf16BigEndian) ?? Data(), file: "deck.csv"),
            ["deck.csv: UTF-16: save it as UTF-8"])
        // Not UTF-8: Excel's hint for a CSV file only.
        let latin1 = Data("statement,answer\nCaf".utf8) + Data([0xE9]) + Data(",true\n".utf8)
        XCTAssertEqual(
            check(latin1, file: "deck.json"),
            ["deck.json: not UTF-8 at line 2, column 4 (byte 0xE9): save it as UTF-8"])
        XCTAssertEqual(
            check(latin1, file: "deck.csv"),
            [#"deck.csv: not UTF-8 at line 2, column 4 (byte 0xE9): save it as UTF-8 ("CSV UTF-8" in Excel)"#])
        // A NUL further in is still binary.
        XCTAssertEqual(
            check(Data("statement,answer\nA\u{0},true\n".utf8), file: "deck.csv"),
            ["deck.csv: not text (a NUL byte on line 2): save it as CSV or JSON"])
    }
}

/// Item 21: --check says when a quoted field runs over lines that read like rows.
final class DeckQuoteNoteTests: XCTestCase {
    func testAStrayQuoteThatSwallowsRowsIsSaidAndALineBreakInAFieldIsNot() {
        let stray = "statement,answer\n\"Paris is in France,true\nThe Moon is cheese,false\nSharks are fish\",true\n"
        XCTAssertEqual(
            DeckText(file: "deck.csv").check(DeckFile.read(data: Data(stray.utf8), name: "deck")),
            [
                "deck.csv:2: a double-quoted field here goes on over lines that read like rows: if they are rows, "
                    + "close the quote",
                "deck.csv: 1 question (1 without a difficulty), ready to play",
            ])
        let fine = "statement,answer,explanation\nParis is in France,true,\"It is.\nSince the 10th century, yes.\"\n"
        XCTAssertEqual(
            DeckText(file: "deck.csv").check(DeckFile.read(data: Data(fine.utf8), name: "deck")),
            ["deck.csv: 1 question (1 without a difficulty), ready to play"])
    }
}
