import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What `--check` says of a deck, what `--questions` refuses, and the header of a deck game.
final class DeckCheckTests: XCTestCase {
    private func check(_ text: String, file: String = "deck.csv") -> [String] {
        DeckText(file: file).check(DeckFile.read(data: Data(text.utf8), name: "deck"))
    }

    // MARK: - --check

    func testAGoodDeckIsReadyToPlay() {
        XCTAssertEqual(
            check(
                """
                statement,answer,difficulty
                Paris is in France,true,easy
                The Moon is cheese,false,easy
                Sharks are fish,true,hard
                Light beats sound,1,
                """),
            ["deck.csv: 4 questions (2 easy, 1 hard, 1 without a difficulty), ready to play"])
    }

    func testEachProblemIsALineWithWhatToChange() {
        XCTAssertEqual(
            check(
                """
                statement,answer,explanation,difficulty
                Paris is in France,true,,
                The sun is a star,maybe,,
                ,true,,
                ,,Only this,
                paris is in FRANCE!,false,,
                Odd,true,,impossible
                Paris, the capital, is in France,true,,
                "Never closed,true,,
                """),
            [
                #"deck.csv:3: answer is "maybe": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)"#,
                "deck.csv:4: the statement is empty: write one, or delete the row",
                "deck.csv:5: an explanation without a statement: write the statement, or delete the row",
                "deck.csv:6: the same statement as line 2: delete one of them",
                #"deck.csv:7: difficulty is "impossible": write easy, medium or hard, or nothing"#,
                "deck.csv:8: 6 fields where the header has 4: put a statement with a comma or semicolon in double "
                    + "quotes",
                "deck.csv:9: a double quote opens here and never closes: close it",
                "deck.csv: 1 question (1 without a difficulty), 7 questions left out: fix the lines above",
            ])
    }

    /// No header row, or a header with other names: one diagnosis, naming what the first row
    /// has and the columns a deck wants.
    func testAMissingHeaderAndNothingToPlay() {
        let wanted =
            "name the columns statement and answer on the first line (and optionally explanation, "
            + "category, difficulty)"
        let cases: [(String, String)] = [
            ("Paris is in France,true\n", #"no statement or answer column (it has "Paris is in France", "true")"#),
            ("question,reponse\nx,true\n", #"no statement or answer column (it has "question", "reponse")"#),
            ("Énoncé;Réponse\nx;vrai\n", #"no statement or answer column (it has "Énoncé", "Réponse")"#),
            ("Question,Answer\nx,true\n", #"no statement column (it has "Question", "Answer")"#),
            ("statement,explanation\nA,B\n", #"no answer column (it has "statement", "explanation")"#),
            ("a,b,c,d,e,f,g,h\n", #"no statement or answer column (it has "a", "b", "c", "d", "e", "f", …)"#),
        ]
        for (text, said) in cases {
            XCTAssertEqual(
                check(text),
                [
                    "deck.csv:1: the header row has \(said): \(wanted)",
                    "deck.csv: no question can be played (1 problem)",
                ],
                text)
        }
    }

    /// Problems, long statements and quoted rows are listed in the file's order.
    func testEverythingIsSaidInLineOrder() {
        let long = Array(repeating: "word", count: 60).joined(separator: " ")
        let reading = DeckFile.read(
            data: Data("statement,answer\n\(long),true\nA,maybe\n\"B\nC,true\",false\n\(long) too,true\n".utf8),
            name: "deck", fitsCard: DeckCommand.fitsSmallestCard)
        XCTAssertEqual(
            DeckText(file: "deck.csv").check(reading),
            [
                "deck.csv:2: \(DeckText.longStatement)",
                #"deck.csv:3: answer is "maybe": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)"#,
                "deck.csv:4: \(DeckText.rowsInQuotes)",
                "deck.csv:6: \(DeckText.longStatement)",
                "deck.csv: 3 questions (3 without a difficulty), 1 question left out: fix the lines above",
            ])
    }

    /// JSON that isn't an answer says so once, in `--check` and in `--list-decks`.
    func testNotAnAnswerIsSaidOnce() {
        let reading = DeckFile.read(data: Data(#"{"name":"x"}"#.utf8), name: "n")
        XCTAssertEqual(
            DeckText(file: "n.json").check(reading),
            ["n.json: neither a CSV deck nor an Open Trivia DB answer: no response_code or results"])
        XCTAssertEqual(
            KeptDeckText.unplayable(reading, file: "n.json"),
            "neither CSV nor an Open Trivia DB answer (no response_code or results)")
        let list = DeckFile.read(data: Data("[1]".utf8), name: "l")
        XCTAssertEqual(
            KeptDeckText.unplayable(list, file: "l.json"),
            "neither CSV nor an Open Trivia DB answer (the top level is a list at line 1, column 1)")
    }

    func testOverlongFieldsAreSaid() {
        let long = String(repeating: "x", count: 1001)
        XCTAssertEqual(
            check("statement,answer,explanation,category\n\(long),1,,\nA,1,\(long),\nB,1,,\(long)\n"),
            [
                "deck.csv:2: the statement is over the limit of 1,000 characters: shorten it",
                "deck.csv:3: the explanation is over the limit of 1,000 characters: shorten it",
                "deck.csv:4: the category is over the limit of 100 characters: shorten it",
                "deck.csv: no question can be played (3 problems)",
            ])
    }

    func testJSONProblemsNameTheEntry() {
        let text = """
            {"response_code":0,"results":[
            {"type":"boolean","difficulty":"easy","category":"A","question":"Fine","correct_answer":"True"},
            {"type":"boolean","difficulty":"easy","category":"A","question":"Odd","correct_answer":"Maybe"},
            {"type":"multiple","difficulty":"easy","category":"A","question":"Which?","correct_answer":"B"}]}
            """
        XCTAssertEqual(
            check(text, file: "opentdb.json"),
            [
                #"opentdb.json: entry 2: correct_answer is "Maybe": write True or False"#,
                "opentdb.json: 1 question (1 easy), 1 multiple-choice question skipped, 1 question left out: fix the "
                    + "lines above",
            ])
    }

    func testALongStatementIsSaidAndStillReady() {
        let long = Array(repeating: "word", count: 60).joined(separator: " ")
        let reading = DeckFile.read(
            data: Data("statement,answer\n\(long),true\n".utf8), name: "deck", fitsCard: DeckCommand.fitsSmallestCard)
        XCTAssertTrue(reading.isClean)
        XCTAssertEqual(
            DeckText(file: "deck.csv").check(reading),
            [
                "deck.csv:2: \(DeckText.longStatement)",
                "deck.csv: 1 question (1 without a difficulty), ready to play",
            ])
    }

    func testTheSmallestCardIsMeasuredAsTheViewWrapsIt() {
        // 6 rows of 36 columns on a 40x8 card.
        let fits = Array(repeating: String(repeating: "x", count: 36), count: 6).joined(separator: " ")
        XCTAssertTrue(DeckCommand.fitsSmallestCard(fits))
        XCTAssertFalse(DeckCommand.fitsSmallestCard(fits + " more"))
        // Wide characters take two columns: 18 a row.
        XCTAssertFalse(DeckCommand.fitsSmallestCard(String(repeating: "漢", count: 18 * 6 + 1)))
        XCTAssertTrue(DeckCommand.fitsSmallestCard(String(repeating: "漢", count: 18 * 6)))
        // More characters than the card has cells: known without wrapping.
        XCTAssertFalse(DeckCommand.fitsSmallestCard(String(repeating: "a ", count: 109)))
        XCTAssertFalse(DeckCommand.fitsSmallestCard(String(repeating: "word ", count: 200)))
    }

    func testMostStatementsFitWithoutBeingWrapped() {
        // A deck's usual statement: printable ASCII, short words, over 36 bytes.
        let usual = #"Statement 12345: the river queen first river first queen river's "12""#
        XCTAssertTrue(DeckCommand.obviouslyFits(usual, width: 36, rows: 6))
        XCTAssertTrue(DeckCommand.obviouslyFits(String(repeating: "abcdefghi ", count: 16), width: 36, rows: 6))
        // What only the wrap can tell: non-ASCII, control characters, a word longer than a line.
        XCTAssertFalse(DeckCommand.obviouslyFits("Écrit en français, avec des accents partout", width: 36, rows: 6))
        XCTAssertFalse(DeckCommand.obviouslyFits("a tab\there and the rest of the words", width: 36, rows: 6))
        XCTAssertFalse(DeckCommand.obviouslyFits(String(repeating: "x", count: 37), width: 36, rows: 6))
    }

    func testWhatObviouslyFitsDoesFitWhenWrapped() {
        // Words of every length a line takes, at every total length near the card's limit: the
        // shortcut never says "fits" where the wrap needs more than six rows.
        var generator = SeededGenerator(seed: 21)
        var shortcuts = 0
        for _ in 0..<3000 {
            let longest = Int.random(in: 1...36, using: &generator)
            let length = Int.random(in: 37...260, using: &generator)
            var words: [String] = []
            var joinedLength = 0  // the words joined with spaces, counted as they come
            while joinedLength < length {
                let word = String(repeating: "w", count: Int.random(in: 1...longest, using: &generator))
                joinedLength += (words.isEmpty ? 0 : 1) + word.utf8.count
                words.append(word)
            }
            let statement = words.joined(separator: " ")
            guard DeckCommand.obviouslyFits(statement, width: 36, rows: 6) else { continue }
            shortcuts += 1
            XCTAssertLessThanOrEqual(
                TextLayout.wrapWithoutLoneLastWord(statement, width: 36).count, 6, statement)
            XCTAssertTrue(DeckCommand.fitsSmallestCard(statement), statement)
        }
        XCTAssertGreaterThan(shortcuts, 300)
    }

    // MARK: - Refusals

    func testEveryRefusalIsOneLineStartingWithTheFile() {
        let text = DeckText(file: "deck.csv")
        let cases: [(DeckRefusal, String)] = [
            (.notFound, "deck.csv: no such file"),
            (.directory, "deck.csv: a folder, not a file: give a CSV or JSON deck"),
            (.notARegularFile, "deck.csv: not a regular file (a pipe or a device): give a CSV or JSON deck"),
            (.symlinkLoop, "deck.csv: symbolic links that lead back to themselves"),
            (.unreadable(EACCES), "deck.csv: can't be read: Permission denied"),
            (
                .tooLarge(bytes: 70 << 20, limit: 64 << 20),
                "deck.csv: 70.0 MiB, over the 64 MiB a deck may have: split it"
            ),
            (.tooManyRows(limit: 200_000), "deck.csv: more than 200,000 rows: split it into several decks"),
            (.binary(line: 3), "deck.csv: not text (a NUL byte on line 3): save it as CSV or JSON"),
            (
                .invalidUTF8(line: 2, column: 4, byte: 0xE9),
                #"deck.csv: not UTF-8 at line 2, column 4 (byte 0xE9): save it as UTF-8 ("CSV UTF-8" in Excel)"#
            ),
            (.empty, "deck.csv: empty: write a header row (statement,answer), then a question a row"),
            (
                .notAnAnswer(.noResults, at: nil),
                "deck.csv: neither a CSV deck nor an Open Trivia DB answer: no results"
            ),
            (
                .notAnAnswer(.noResponseCodeNorResults, at: nil),
                "deck.csv: neither a CSV deck nor an Open Trivia DB answer: no response_code or results"
            ),
            (
                .notAnAnswer(.unknownEncoding("rot\u{1B}13"), at: nil),
                #"deck.csv: neither a CSV deck nor an Open Trivia DB answer: unknown encoding "rot13""#
            ),
            (
                .notAnAnswer(.resultsIsNotAList, at: DeckRefusal.Position(line: 1, column: 30)),
                "deck.csv: neither a CSV deck nor an Open Trivia DB answer (results is not a list) at line 1, column 30"
            ),
            (
                .invalidJSON(.expected(.escape), at: DeckRefusal.Position(line: 1, column: 33)),
                #"deck.csv: neither a CSV deck nor an Open Trivia DB answer: expected an escape (\", \\, \/, \b, \f, \n, \r, "#
                    + #"\t, \u) at line 1, column 33"#
            ),
            (
                .responseCode(1),
                "deck.csv: an Open Trivia DB answer with no questions (response_code 1): the database had fewer than "
                    + "were asked for; ask for fewer (amount=10)"
            ),
            (.responseCode(2), "deck.csv: an Open Trivia DB answer with no questions (response_code 2)"),
            (.nothingPlayable, "deck.csv: no question can be played"),
        ]
        for (refusal, line) in cases {
            XCTAssertEqual(text.refused(refusal), line)
            XCTAssertEqual(text.check(DeckReading(name: "deck", refusal: refusal)).count, 1, line)
        }
    }

    func testAPathWithEscapesIsShownInert() {
        XCTAssertEqual(DeckText(file: "\u{1B}[2Jdeck.csv").refused(.notFound), "[2Jdeck.csv: no such file")
    }

    // MARK: - The command line

    func testQuestionsAndCheckAreRead() throws {
        guard case .play(let options) = try Options.parse(["--questions", "week-12.csv", "-n", "5"]) else {
            return XCTFail("not a play action")
        }
        XCTAssertEqual(options.questions, "week-12.csv")
        XCTAssertEqual(options.amount, 5)
        XCTAssertEqual(try Options.parse(["--check", "deck.csv"]), .checkDecks(["deck.csv"]))
        XCTAssertEqual(try Options.parse(["--check=deck.csv", "--plain"]), .checkDecks(["deck.csv"]))
        XCTAssertThrowsError(try Options.parse(["--questions", "deck.csv", "--mode", "primes"])) { error in
            XCTAssertEqual((error as? Options.ParseError)?.message, CommandLineText.primesTakeNoDeck)
        }
        XCTAssertThrowsError(try Options.parse(["--check"])) { error in
            XCTAssertEqual((error as? Options.ParseError)?.message, "--check needs a value")
        }
    }

    // MARK: - The header of a deck game

    func testTheHeaderNamesTheDeckAndWhatWasLeftOut() {
        var text = PlayerText()
        XCTAssertEqual(text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week-12"), "Deck: week-12")
        text.leftOutOfDeck = DeckText(file: "week-12.csv").leftOutForms(3)
        XCTAssertEqual(
            text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week-12"),
            "Deck: week-12; 3 questions left out: openquizz --check week-12.csv")
        // A narrower header keeps the name and the count, shortened.
        XCTAssertEqual(
            text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week-12", width: 40),
            "Deck: week-12; 3 questions left out")
        XCTAssertEqual(
            text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week-12", width: 30),
            "Deck: week-12; 3 left out")
        XCTAssertEqual(
            text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week-12", width: 20),
            "week-12; 3 left out")
        XCTAssertEqual(
            text.notice(origin: .deck, widening: nil, fallbackReason: nil, deck: "week-12", width: 10), "week-12")
    }

    func testTheLeftOutCountSurvivesA40ColumnScreenAndALongName() {
        var text = PlayerText()
        text.leftOutOfDeck = DeckText(file: "dups.csv").leftOutForms(2)
        // 40x12: 27 columns for the notice.
        XCTAssertEqual(
            text.notice(
                origin: .deck, widening: nil, fallbackReason: nil, deck: "dups",
                width: PlayerText.noticeWidth(screenWidth: 40)),
            "Deck: dups; 2 left out")
        text.leftOutOfDeck = DeckText(file: "long.csv").leftOutForms(1)
        let long = "averylongdecknameforthelessonofweektwelve"
        XCTAssertEqual(
            text.notice(
                origin: .deck, widening: nil, fallbackReason: nil, deck: long,
                width: PlayerText.noticeWidth(screenWidth: 80)),
            "Deck: \(long); 1 left out")
        XCTAssertEqual(
            text.notice(
                origin: .deck, widening: nil, fallbackReason: nil, deck: long,
                width: PlayerText.noticeWidth(screenWidth: 40)),
            "averylongdeckn…; 1 left out")
        XCTAssertEqual(text.notice(origin: .deck, widening: nil, fallbackReason: nil), "Your deck")
    }

    @MainActor
    func testADeckGameShowsItsNameInTheHeader() async throws {
        let reading = DeckFile.read(
            data: Data("statement,answer\nParis is in France,true\nThe Moon is cheese,false\n".utf8), name: "week-12")
        let center = NotificationCenter()
        let game = Game(
            manager: QuestionManager(sources: [DeckDealer(name: reading.name, questions: reading.questions, seed: 1)]),
            amount: 10, notificationCenter: center)
        let controller = GameController(
            game: game, clock: ManualClock(seconds: 100), theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(), notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await waitUntil { game.state == .ongoing }
        XCTAssertEqual(game.questions.count, 2)
        XCTAssertEqual(
            renderedLines(controller).first, " OpenQuizz" + String(repeating: " ", count: 56) + "Deck: week-12")
    }
}
