import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// `--list-decks` and `--deck NAME` as the command line wires them, with a temporary
/// `XDG_DATA_HOME` and state folder: the listing word for word, which deck a name means, the
/// filters, and games that don't repeat across runs.
final class KeptDecksTests: DeckFolderTestCase {
    /// Writes deck `file` in the decks folder.
    private func deck(_ file: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: paths.decksDirectory.appendingPathComponent(file))
    }

    /// A CSV deck of `count` questions, "Fact 1." on, alternately easy Chemistry and hard Physics.
    private func csv(_ count: Int) -> String {
        "statement,answer,category,difficulty\n"
            + (1...count).map { number in
                "Fact \(number).,\(number % 2 == 0),\(number % 2 == 1 ? "Chemistry" : "Physics"),"
                    + (number % 2 == 1 ? "easy" : "hard")
            }.joined(separator: "\n") + "\n"
    }

    private func options(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Options {
        guard case .play(let options) = try Options.parse(arguments) else {
            XCTFail("expected a play action for \(arguments)", file: file, line: line)
            throw UnexpectedOutcome("not a play action")
        }
        return options
    }

    /// Why `arguments` can't play, as said on standard error.
    private func refusal(_ arguments: [String]) throws -> String? {
        let options = try options(arguments)
        do throws(KeptDecks.Refusal) {
            _ = try KeptDecks.choose(options, paths: paths, writer: files)
            return nil
        } catch {
            return error.message
        }
    }

    /// One run's first game, played, then the run ends with its writes done.
    private func firstGame(_ arguments: [String]) async throws -> [String] {
        let options = try options(arguments)
        let dealer = try KeptDecks.choose(options, paths: paths, writer: files).dealer
        let supply = QuestionSupply(
            options: options, bank: BundledBank(categories: [], questions: []), paths: paths,
            clock: AnyClock(ManualClock()), writer: files, deck: dealer)
        let game = SourcedDeck(manager: supply.manager, amount: options.amount)
        let batch = try await game.deal(firstGame: true, progress: { _ in })
        game.played(batch)
        files.flush()
        XCTAssertEqual(batch.origin, .deck)
        return batch.questions.map(\.title)
    }

    // MARK: - --list-decks

    func testTheListingOfTwoDecksAndOneThatCantBePlayedWordForWord() throws {
        try deck("atoms.csv", csv(12))
        try deck("week 3.json", " \n")
        try deck(
            "Periodic table.csv",
            "statement;answer;category\nH is hydrogen.;yes;Elements\nHe is helium.;maybe;Elements\nLi is lithium.;1;Metals\n"
                + "Na is sodium.;true;Metals\nFe is iron.;true;Metals\nCu is copper.;true;Alloys\n")
        let question = Question(
            title: "Fact 1.", answer: false, category: "Chemistry", difficulty: .easy, origin: .deck, deck: "atoms")
        let records = (1...2).flatMap { game in
            (1...3).map { number in
                AnswerRecord(
                    date: Date(timeIntervalSince1970: 0), game: "g\(game)", number: number, of: 3, question: question,
                    answer: number < game + 1)
            }
        }
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats(records)),
            [
                "Your decks, in \(paths.decksDirectory.path):",
                "  atoms           12 questions in 2 categories: Chemistry, Physics",
                "                  2 games played, best 2 / 3",
                "  Periodic table  5 questions in 3 categories: Elements, Metals, Alloys; 1",
                "                  question left out (see below)",
                "                  not played yet",
                "  week 3          can't be played: it is empty",
                "Play one with openquizz --deck NAME (the start of a name is enough).",
                "To see why questions were left out:",
                "  openquizz --check '\(paths.decksDirectory.path)/Periodic table.csv'",
            ])
    }

    /// `--list-decks` lists a deck before it reads the next: one deck's reading in memory at a
    /// time, whatever the folder holds.
    func testTheListingReadsOneDeckAtATime() throws {
        for number in 1...4 { try deck("deck \(number).csv", csv(3)) }
        var events: [String] = []
        KeptDecks.listing(
            paths: paths, stats: HistoryStats(),
            read: { url in
                events.append("read \(url.lastPathComponent)")
                return DeckFile.read(url, fitsCard: nil)
            },
            emit: { lines in events.append("\(lines.count) lines") })
        XCTAssertEqual(events, ["1 lines"] + (1...4).flatMap { ["read deck \($0).csv", "2 lines"] } + ["1 lines"])
    }

    func testAnEmptyOrMissingFolderSaysWhereDecksGoAndHowToAddOne() throws {
        let missing = KeptDecks.listing(paths: paths, stats: HistoryStats())
        XCTAssertEqual(missing.first, "No decks yet: there is no folder \(paths.decksDirectory.path).")
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        XCTAssertEqual(
            KeptDecks.listing(paths: paths, stats: HistoryStats()),
            [
                "No decks yet: \(paths.decksDirectory.path) is empty.",
                "To add one, save a CSV file there with a header row naming its columns,",
                "statement and answer (true or false), one question a line; or an Open Trivia DB",
                "answer saved as JSON. Its file name without the extension is the deck's name:",
                "week3.csv plays with openquizz --deck week3.",
            ])
    }

    // MARK: - --deck NAME

    func testANameThatMatchesNoneOrSeveralDecksIsRefusedInOneLine() throws {
        XCTAssertEqual(
            try refusal(["--deck", "atoms"]),
            "no deck “atoms”: you have none yet (openquizz --list-decks says where they go)")
        try deck("atoms.csv", csv(3))
        try deck("atlas.csv", csv(3))
        XCTAssertEqual(try refusal(["--deck", "biology"]), "no deck “biology”; your decks: atlas, atoms")
        XCTAssertEqual(try refusal(["--deck", "at"]), "“at” could be 2 decks: atlas, atoms; say which")
        XCTAssertNil(try refusal(["--deck", "ATO"]))
        try deck("empty.csv", "")
        XCTAssertEqual(try refusal(["--deck", "empty"]), "deck “empty” can't be played: it is empty")
    }

    func testCategoryAndDifficultyChooseAmongTheDecksQuestions() async throws {
        try deck("atoms.csv", csv(9))
        let hardPhysics = try await firstGame(["--deck", "atoms", "--category", "PHYS", "--difficulty", "hard"])
        XCTAssertEqual(Set(hardPhysics), ["Fact 2.", "Fact 4.", "Fact 6.", "Fact 8."], "a game of the four")
        XCTAssertEqual(
            try refusal(["--deck", "atoms", "--category", "biology"]),
            "deck “atoms” has no category “biology”; its categories: Chemistry, Physics")
        XCTAssertEqual(
            try refusal(["--deck", "atoms", "--category", "s"]),
            "“s” matches 2 categories of deck “atoms”: Chemistry, Physics")
        XCTAssertEqual(
            try refusal(["--deck", "atoms", "--category", "chemistry", "--difficulty", "hard"]),
            "deck “atoms” has no hard question in Chemistry")
    }

    func testNoQuestionRepeatsAcrossRunsUntilTheDeckIsThroughAndEachDeckKeepsItsOwn() async throws {
        try deck("atoms.csv", csv(25))
        var seen: [String] = []
        for _ in 1...3 { seen += try await firstGame(["--deck", "atoms"]) }
        XCTAssertEqual(Set(seen.prefix(25)).count, 25, "three runs: the whole deck before a repeat: \(seen)")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: paths.deckPlaysDirectory.appendingPathComponent("atoms.played.json").path))
        try deck("other.csv", csv(3))
        let other = try await firstGame(["--deck", "other", "--in-order"])
        XCTAssertEqual(other, ["Fact 1.", "Fact 2.", "Fact 3."], "another deck's plays are its own")
    }

    func testInOrderGoesOnWhereTheLastRunStopped() async throws {
        try deck("atoms.csv", csv(7))
        var games: [[String]] = []
        for _ in 1...3 { games.append(try await firstGame(["--deck", "atoms", "--in-order", "-n", "3"])) }
        XCTAssertEqual(
            games,
            [
                ["Fact 1.", "Fact 2.", "Fact 3."], ["Fact 4.", "Fact 5.", "Fact 6."],
                ["Fact 7.", "Fact 1.", "Fact 2."],
            ])
    }

    func testWithASeedTheGamesRepeatAndNothingIsRemembered() async throws {
        try deck("atoms.csv", csv(20))
        let one = try await firstGame(["--deck", "atoms", "--seed", "4"])
        let two = try await firstGame(["--deck", "atoms", "--seed", "4"])
        XCTAssertEqual(one, two)
        XCTAssertFalse(FileManager.default.fileExists(atPath: paths.deckPlaysDirectory.path))
    }

    // MARK: - The command line

    func testTheCommandLineOfDecks() throws {
        XCTAssertEqual(try Options.parse(["--list-decks"]), .listDecks)
        let chosen = try options(["--category", "Chemistry", "--deck", "atoms", "--in-order"])
        XCTAssertEqual(chosen.deck, "atoms")
        XCTAssertEqual(chosen.deckCategory, "Chemistry", "the deck's own category, found once it is read")
        XCTAssertNil(chosen.category)
        XCTAssertTrue(chosen.offline, "a deck never touches the network")
        XCTAssertTrue(chosen.inOrder)
        XCTAssertEqual(try options(["--deck", "atoms", "--category", "computers"]).deckCategory, "computers")
        func message(_ arguments: [String]) -> String? {
            do throws(Options.ParseError) {
                _ = try Options.parse(arguments)
                return nil
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(
            message(["--category", "Chemistry"]), "--category: no category 'Chemistry' (try --list-categories)",
            "without --deck, as before")
        XCTAssertEqual(message(["--in-order"]), "--in-order goes with --deck or --questions")
        XCTAssertEqual(
            message(["--deck", "atoms", "--mode", "primes"]), "--mode primes makes its questions up: it takes no --deck"
        )
        XCTAssertEqual(
            message(["--deck", "atoms", "--questions", "deck.csv"]),
            "--deck and --questions each play a deck alone: give one of them")
    }
}
