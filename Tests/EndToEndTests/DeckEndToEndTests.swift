import Foundation
import XCTest

/// `--questions FILE` end to end, with files saved the way players get them.
///
/// Excel's "CSV UTF-8" (a BOM, CRLF), a French LibreOffice's CSV (`;`), and the Open Trivia DB's
/// own answer. What the reader makes of every byte is tested below the terminal
/// (QuizTests.DeckCSVTests and the others); here, that the real binary plays them, says what it
/// left out, and refuses a file with nothing to play before it touches the terminal. The games
/// run with `--reduced-motion`: the card's motion is GamePlayTests' to show.
final class DeckEndToEndTests: EndToEndTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-decks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func deck(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Plays `count` cards, each answered right from `answers` (statement → answer); returns the
    /// statements in the order shown.
    private func play(_ session: TmuxSession, _ answers: [String: Bool], count: Int) throws -> [String] {
        var shown: [String] = []
        for number in 1...count {
            let screen = try session.waitFor("question \(number)") { screen in
                guard screen.score?.hasSuffix(" / \(count)") == true, let card = screen.card() else { return false }
                return answers[card.text] != nil && card.text != shown.last
            }
            let text = try XCTUnwrap(screen.card()?.text)
            shown.append(text)
            try session.send(answers[text] == true ? "Right" : "Left")
        }
        return shown
    }

    func testAnExcelCSVPlaysAndTheHeaderSaysWhatWasLeftOut() throws {
        let answers = ["Paris is in France": true, "The Moon is cheese": false, "Sharks are fish, not mammals": true]
        // Excel's "CSV UTF-8": a byte order mark and CRLF; one row Excel users write by mistake.
        let text =
            "statement,answer,difficulty\r\nParis is in France,TRUE,easy\r\nThe Moon is cheese,FALSE,easy\r\n"
            + "\"Sharks are fish, not mammals\",TRUE,hard\r\nIs it?,maybe,\r\n"
        let path = try deck("excel.csv", [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        let session = try launch(
            ["--questions", path, "--amount", "3", "--seed", "4", "--reduced-motion"],
            environment: try todaysDailyPlayed())
        let first = try session.waitFor("the first card and the header", showing: ["Deck: excel"]) {
            $0.card().map { answers[$0.text] != nil } == true
        }
        let header = first.lines.first ?? ""
        XCTAssertTrue(header.contains("Deck: excel; 1 question left out"), "header: '\(header)'")
        let shown = try play(session, answers, count: 3)
        XCTAssertEqual(Set(shown), Set(answers.keys))
        // The score row too, in its Game Over form: it is drawn after the card.
        let over = try session.waitFor("Game Over and its score row", showing: ["Review: r"]) {
            $0.card()?.text.hasPrefix("Game Over") == true
        }
        XCTAssertEqual(over.score, "3 / 3", "\(over)")
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testAFrenchLibreOfficeCSVAndAnOpenTriviaDBAnswerPlay() throws {
        let french = try deck(
            "cours.csv",
            Array("Statement;Answer;Explanation\nLa Seine passe à Paris;vrai;\nLa Seine passe à Paris;1;Oui.\n".utf8)
                + Array("\"Le Rhône; un fleuve\";0;Si.\n".utf8))
        // "vrai" is a French spreadsheet's true: the row plays, its duplicate below is left out.
        var session = try launch(["--questions", french, "--amount", "2", "--seed", "1", "--reduced-motion"])
        XCTAssertEqual(
            Set(try play(session, ["La Seine passe à Paris": true, "Le Rhône; un fleuve": false], count: 2)),
            ["La Seine passe à Paris", "Le Rhône; un fleuve"])
        try session.send("q")
        try assertExited(session, status: 0)

        // Saved from https://opentdb.com/api.php?amount=3&type=... : entities, and a multiple-choice
        // question, skipped; a statement with an escape sequence and a bidi override, shown inert.
        let answer = """
            {"response_code":0,"results":[{"type":"boolean","difficulty":"easy","category":"Science &amp; Nature",\
            "question":"The &quot;Sun&quot; is a star.","correct_answer":"True","incorrect_answers":["False"]},\
            {"type":"multiple","difficulty":"hard","category":"History","question":"Which year?",\
            "correct_answer":"1066","incorrect_answers":["1067","1068","1069"]},\
            {"type":"boolean","difficulty":"medium","category":"Art","question":"\\u001b[2JClear\\u202e screen",\
            "correct_answer":"False","incorrect_answers":["True"]}]}
            """
        let json = try deck("opentdb.json", Array(answer.utf8))
        session = try launch(["--questions", json, "--seed", "2", "--reduced-motion"])
        let answers = ["The \"Sun\" is a star.": true, "[2JClear screen": false]
        let first = try session.waitFor("the first card and the header", showing: ["Deck: opentdb"]) {
            $0.card().map { answers[$0.text] != nil } == true
        }
        // An Open Trivia DB answer carries its credit, as online play does.
        XCTAssertTrue(
            first.lines.first?.hasSuffix("Deck: opentdb; from the Open Trivia DB, CC BY-SA 4.0; 1 skipped") == true,
            "header: \(first.lines.first ?? "")")
        XCTAssertEqual(Set(try play(session, answers, count: 2)), Set(answers.keys))
        let over = try session.waitFor("Game Over and the header", showing: ["OpenQuizz"]) {
            $0.card()?.text.hasPrefix("Game Over") == true
        }
        XCTAssertTrue(over.lines.first?.hasPrefix(" OpenQuizz ") == true, "the screen was never cleared:\n\(over)")
        try session.send("q")
        try assertExited(session, status: 0)
    }

    func testAFileWithNothingToPlayIsRefusedBeforeTheTerminal() throws {
        let path = try deck("none.csv", Array("statement,answer\nIs it?,maybe\n".utf8))
        let session = try launch(["--questions", path])
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, 2)
        XCTAssertEqual(
            exit.standardError,
            "openquizz: \(path):2: answer is \"maybe\": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)\n"
        )
        XCTAssertTrue(exit.isTerminalCooked)
        XCTAssertFalse(try session.isAlternateScreenOn())
    }

    func testPlainModePlaysADeckAndCheckSaysWhatIsWrong() throws {
        let path = try deck("week-12.csv", Array("statement,answer\nOne,1\nTwo,0\nThree,maybe\n".utf8))
        let binary = try TmuxSession.appBinary().path
        let environment = [
            "XDG_STATE_HOME": folder.path + "/state", "XDG_CACHE_HOME": folder.path + "/cache", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin",
        ]
        // From the deck's folder, as a teacher types it: the header names the file as typed.
        let played = try Subprocess.run(
            "/bin/sh",
            [
                "-c",
                "cd '\(folder.path)' && printf 't\\nt\\nq\\n' | '\(binary)' --plain --questions week-12.csv --seed 3",
            ],
            environment: environment, scratch: folder)
        XCTAssertEqual(played.status, 0, "\(played)")
        let lines = played.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("Deck: week-12; 1 question left out: openquizz --check week-12.csv."), "\(played)")
        XCTAssertEqual(lines.filter { $0.hasPrefix("Question ") && $0.contains(" of 2. ") }.count, 2, "\(played)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Game Over: 1 / 2") }, "\(played)")

        let checked = try Subprocess.run(binary, ["--check", path], environment: environment, scratch: folder)
        XCTAssertEqual(checked.status, 1)
        XCTAssertEqual(
            checked.standardOutput,
            "\(path):4: answer is \"maybe\": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)\n"
                + "\(path): 2 questions (2 without a difficulty), 1 question left out: fix the lines above\n")
    }
}
