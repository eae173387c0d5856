import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// A deck is known by its name, its file's name without the extension, wherever the file lies:
/// `--questions ./week3.csv` and the decks folder's `week3.csv` are one deck to the review, the
/// share line, `--list-decks`, `--stats` and `--in-order`; a file added beside a kept deck never
/// takes its name.
final class DeckIdentityTests: DeckFolderTestCase {
    /// "Fact 1." to "Fact `count`.", all true, no category.
    private func csv(_ count: Int, _ word: String = "Fact") -> String {
        "statement,answer\n" + (1...count).map { "\(word) \($0).,true\n" }.joined()
    }

    /// Writes `text` at `path` under the test's folder (its folders made); its URL.
    @discardableResult
    private func write(_ path: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func options(_ arguments: [String]) throws -> Options {
        guard case .play(let options) = try Options.parse(arguments) else { throw UnexpectedOutcome("not a play") }
        return options
    }

    /// One run: the deck `arguments` name, dealt as `main` deals it, its first game started and
    /// answered (right but the last), the run's writes done.
    private func run(_ arguments: [String]) throws -> [AnswerRecord] {
        let options = try options(arguments)
        let dealer =
            options.questions != nil
            ? DeckCommand.deckToPlay(options.questions ?? "", options: options, paths: paths, writer: files).dealer
            : try KeptDecks.choose(options, paths: paths, writer: files).dealer
        let batch = try dealer.gameAtHand(amount: options.amount)
        dealer.played(batch.questions)
        files.flush()
        let game = UUID().uuidString
        return batch.questions.enumerated().map { index, question in
            AnswerRecord(
                date: Date(timeIntervalSince1970: 1_800_000_000), game: game, number: index + 1,
                of: batch.questions.count, question: question, answer: index < batch.questions.count - 1)
        }
    }

    /// The tester's case: a copy of week3.csv in the decks folder, the file played from
    /// elsewhere; then an old history line that carries the file's path.
    func testAFilePlayedFromElsewhereIsTheKeptDeckOfItsName() throws {
        try write("data/openquizz/decks/week3.csv", csv(3))
        let elsewhere = try write("work/week3.csv", csv(3))
        let records = try run(["--questions", elsewhere.path, "-n", "3"])
        XCTAssertEqual(records.map(\.deck), ["week3", "week3", "week3"])
        XCTAssertEqual(records.map(\.deckFile), [nil, nil, nil], "no path: the name is who it is")
        let text = PlayerText()
        XCTAssertEqual(
            text.panel.fromDeck(PanelText.deck(of: records) ?? ""), "Questions from your deck \u{201C}week3\u{201D}.")
        XCTAssertEqual(text.panel.shareLine(records, ascii: true), "OpenQuizz \"week3\" 2/3 ++-")
        // Before: "not played yet".
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats(records)),
            [
                "Your decks, in \(paths.decksDirectory.path):",
                "  week3  3 questions",
                "         1 game played, best 2 / 3",
                "Play one with openquizz --deck NAME (the start of a name is enough).",
            ])
        // A line written before, with the file's path: counted under the name too. Before: a
        // "By deck" row for "/…/week3.csv" beside "week3".
        var old = records[0]
        old.game = "old"
        old.of = 1
        old.deckFile = elsewhere.path
        let stats = StatsReport(stats: HistoryStats(records + [old]), ascii: true).text()
        XCTAssertEqual(
            Array(stats.drop { $0 != "By deck" }),
            ["By deck", "  week3  ########..   75%  (3 of 4)", "         2 games, best 1 / 1"])
    }

    /// Before: week3.json beside week3.csv renamed the deck "week3.csv" and its games were "not
    /// played yet"; `--deck week3` was ambiguous.
    func testAFileAddedBesideAPlayedDeckNeverTakesItsName() throws {
        try write("data/openquizz/decks/week3.csv", csv(3))
        let played = try run(["--deck", "week3", "-n", "3"]) + (try run(["--deck", "week3", "-n", "3"]))
        try write("data/openquizz/decks/week3.json", csv(2, "Other"))
        // The new file sorts after: make it sort first too, so the order is not what decides.
        try write("data/openquizz/decks/week3.a", csv(1, "Third"))
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats(played)),
            [
                "Your decks, in \(paths.decksDirectory.path):",
                "  week3       3 questions",
                "              2 games played, best 2 / 3",
                "  week3.a     1 question",
                "              not played yet",
                "  week3.json  2 questions",
                "              not played yet",
                "Play one with openquizz --deck NAME (the start of a name is enough).",
            ])
        XCTAssertEqual(
            try run(["--deck", "week3", "-n", "1", "--in-order"]).map(\.statement), ["Fact 1."],
            "the deck played before")
        XCTAssertEqual(try run(["--deck", "week3.json", "-n", "1"]).map(\.deck), ["week3.json"])
        // Played by its path in the folder, a file is the deck the folder names.
        let json = paths.decksDirectory.appendingPathComponent("week3.json").path
        XCTAssertEqual(try run(["--questions", json, "-n", "1"]).map(\.deck), ["week3.json"])
        XCTAssertEqual(
            DeckCommand.checked("week3", decks: KeptDecks.store(paths)).lines.last,
            "\(paths.decksDirectory.path)/week3.csv: 3 questions (3 without a difficulty), ready to play")
    }

    /// The tester's sequence: week3.json added beside a played week3.csv, a copy of the JSON
    /// played from elsewhere 5 times, the plays cache corrupted.
    ///
    /// Before: the plays moved the name
    /// "week3" to the JSON (its games and best mixed with the CSV's), the corrupted cache moved
    /// it back, and an outside week3.csv was credited to whichever file held the name.
    func testANameStaysWithItsFileWhateverIsPlayedOrLost() throws {
        try write("data/openquizz/decks/week3.csv", csv(3))
        var records = try run(["--deck", "week3", "-n", "3"])
        try write("data/openquizz/decks/week3.json", csv(2, "Other"))
        let outside = try write("work/week3.json", csv(2, "Other"))
        for _ in 1...5 { records += try run(["--questions", outside.path, "-n", "2"]) }
        XCTAssertEqual(Set(records.dropFirst(3).map(\.deck)), ["week3.json"], "a JSON is not the CSV's deck")
        let listed = [
            "Your decks, in \(paths.decksDirectory.path):",
            "  week3       3 questions",
            "              1 game played, best 2 / 3",
            "  week3.json  2 questions",
            "              5 games played, best 1 / 2",
            "Play one with openquizz --deck NAME (the start of a name is enough).",
        ]
        XCTAssertEqual(KeptDecks.listing(paths: paths, stats: HistoryStats(records)), listed)
        for name in ["week3", "week3.json"] {
            let cache = DeckDealer.playsFile(for: name, in: paths.deckPlaysDirectory)
            try Data("{ not json".utf8).write(to: cache)
        }
        XCTAssertEqual(KeptDecks.listing(paths: paths, stats: HistoryStats(records)), listed, "the cache lost")
        let stats = StatsReport(stats: HistoryStats(records), ascii: true).text()
        XCTAssertEqual(
            Array(stats.drop { $0 != "By deck" }),
            [
                "By deck", "  week3.json  #####.....   50%  (5 of 10)", "              5 games, best 1 / 2",
                "  week3       #######...   67%  (2 of 3)", "              1 game, best 2 / 3",
            ])
        XCTAssertEqual(try run(["--deck", "week3", "-n", "1"]).map(\.statement).first?.hasPrefix("Fact"), true)
        let copy = try write("elsewhere/week3.csv", csv(3))
        XCTAssertEqual(try run(["--questions", copy.path, "-n", "1"]).map(\.deck), ["week3"])
        // A file of another extension from elsewhere goes by its whole name, as in the folder.
        let text = try write("elsewhere/week3.txt", csv(1))
        XCTAssertEqual(try run(["--questions", text.path, "-n", "1"]).map(\.deck), ["week3.txt"])
        // The state folder says who holds the name; without it, the first by file name does.
        let names = paths.stateDirectory.appendingPathComponent("deck-names.json")
        XCTAssertEqual(
            try JSONDecoder().decode([String: String].self, from: Data(contentsOf: names)), ["week3": "week3.csv"])
    }

    /// Before: `--questions FILE --in-order` started from row 1 on every run.
    func testInOrderGoesOnAcrossRunsForAFileAsForAKeptDeck() throws {
        let lesson = try write("work/lesson.csv", csv(5))
        var games: [[String]] = []
        for _ in 1...3 {
            games.append(try run(["--questions", lesson.path, "--in-order", "-n", "2"]).map(\.statement))
        }
        XCTAssertEqual(games, [["Fact 1.", "Fact 2."], ["Fact 3.", "Fact 4."], ["Fact 5.", "Fact 1."]])
        // With --seed nothing is read or kept, as for a kept deck: from the top, and the next
        // run goes on as if it had not been.
        XCTAssertEqual(
            try run(["--questions", lesson.path, "--in-order", "-n", "2", "--seed", "1"]).map(\.statement),
            ["Fact 1.", "Fact 2."])
        XCTAssertEqual(
            try run(["--questions", lesson.path, "--in-order", "-n", "2"]).map(\.statement), ["Fact 2.", "Fact 3."])
    }

    /// A deck file whose name isn't UTF-8 (the completion offers it) is listed and played.
    ///
    /// Its name has `\xE9` for the byte that isn't; the command line's U+FFFD finds it too.
    /// Before: missing from the listing, and "no deck" to --deck.
    func testADeckWhoseFileNameIsNotUTF8IsListedAndPlays() throws {
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        let bytes = Array(paths.decksDirectory.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".csv".utf8)
        let created = (bytes + [0]).withUnsafeBufferPointer { path in
            path.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o600) }
        }
        XCTAssertGreaterThanOrEqual(created, 0)
        try FileHandle(fileDescriptor: created, closeOnDealloc: true).write(contentsOf: Data(csv(2).utf8))
        let records = try run(["--deck", #"caf\xE9"#, "--in-order", "-n", "2"])
        XCTAssertEqual(records.map(\.statement), ["Fact 1.", "Fact 2."])
        XCTAssertEqual(records.map(\.deck), [#"caf\xE9"#, #"caf\xE9"#])
        XCTAssertEqual(records.map(\.category), [#"caf\xE9"#, #"caf\xE9"#], "the name, never /proc's")
        XCTAssertEqual(try run(["--deck", "caf", "-n", "1"]).map(\.deck), [#"caf\xE9"#], "by its start too")
        XCTAssertEqual(try run(["--deck", "caf\u{FFFD}", "-n", "1"]).map(\.deck), [#"caf\xE9"#], "as completed")
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats(records)),
            [
                "Your decks, in \(paths.decksDirectory.path):",
                #"  caf\xE9  2 questions"#,
                "           1 game played, best 1 / 2",
                "Play one with openquizz --deck NAME (the start of a name is enough).",
            ])
        let checked = DeckCommand.checked(#"caf\xE9"#, decks: KeptDecks.store(paths))
        XCTAssertEqual(
            checked.lines,
            [#"\#(paths.decksDirectory.path)/caf\xE9.csv: 2 questions (2 without a difficulty), ready to play"#])
    }

    /// A kept deck whose file name holds a control character is one deck however it is played.
    ///
    /// A fresh tester's case: `--deck`, then `--questions` on the same file. Before: "ev[2Jil"
    /// for the second (the control character dropped), a "By deck" row of its own, and "not
    /// played yet" in the list.
    func testAFileOfTheFolderWhoseNameHoldsAControlCharacterIsOneDeck() throws {
        let file = try write("data/openquizz/decks/ev\u{1B}[2Jil.csv", csv(2))
        let kept = try run(["--deck", "ev", "-n", "2"])
        XCTAssertEqual(kept.map(\.deck), [#"ev\x1B[2Jil"#, #"ev\x1B[2Jil"#])
        let played = try run(["--questions", file.path, "-n", "2"])
        XCTAssertEqual(played.map(\.deck), [#"ev\x1B[2Jil"#, #"ev\x1B[2Jil"#])
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats(kept + played)),
            [
                "Your decks, in \(paths.decksDirectory.path):",
                #"  ev\x1B[2Jil  2 questions"#,
                "               2 games played, best 1 / 2",
                "Play one with openquizz --deck NAME (the start of a name is enough).",
            ])
    }

    /// Before: "deck “trivia” has no category “18”", exit 2.
    func testAnOpenTriviaDBCategoryIdChoosesItsCategoryInADeck() throws {
        let questions = [
            Question(title: "A", answer: true, category: "Science: Computers", difficulty: .easy),
            Question(title: "B", answer: true, category: "Mythology", difficulty: .easy),
        ]
        XCTAssertEqual(try KeptDecks.category("18", of: "trivia", in: questions), "Science: Computers")
        XCTAssertEqual(try KeptDecks.category("20", of: "trivia", in: questions), "Mythology")
        XCTAssertThrowsError(try KeptDecks.category("9", of: "trivia", in: questions)) { error in
            XCTAssertEqual(
                (error as? KeptDecks.Refusal)?.message,
                KeptDeckText.unknownCategory("9", deck: "trivia", categories: ["Science: Computers", "Mythology"]))
        }
        // A deck's own category called "18" is that one.
        let numbered = [Question(title: "C", answer: true, category: "18", difficulty: .easy)] + questions
        XCTAssertEqual(try KeptDecks.category("18", of: "trivia", in: numbered), "18")
    }
}
