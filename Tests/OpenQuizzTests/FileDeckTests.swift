import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// `--questions FILE` plays by the rules of a kept deck (`--category` among the file's own
/// categories, `--in-order`, no repeat within the run), and the command line's deck flags.
final class FileDeckTests: XCTestCase {
    private let files = FileWriter()

    /// A lesson of six: "Step 1." to "Step 6.", Alpha then Beta, easy then hard.
    private let lesson = DeckFile.read(
        data: Data(
            ("statement,answer,category,difficulty\n"
                + (1...6).map { "Step \($0).,true,\($0 <= 3 ? "Alpha" : "Beta"),\($0 % 2 == 1 ? "easy" : "hard")" }
                .joined(separator: "\n")).utf8), name: "lesson2")

    private func options(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Options {
        guard case .play(let options) = try Options.parse(arguments) else {
            XCTFail("expected a play action for \(arguments)", file: file, line: line)
            throw UnexpectedOutcome("not a play action")
        }
        return options
    }

    private func message(_ arguments: [String]) -> String? {
        do throws(Options.ParseError) {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    /// The file's deck dealt as `main` deals it, with the options of `arguments`.
    private func dealer(_ arguments: [String]) throws -> DeckDealer {
        try KeptDecks.dealer(
            lesson.name, lesson, options: try options(["--questions", "lesson2.csv"] + arguments),
            played: PlayedQuestions(url: nil, writer: files))
    }

    /// Deals a game and shows it, as `Game` does.
    private func game(_ dealer: DeckDealer, amount: Int) throws -> [String] {
        let batch = try dealer.gameAtHand(amount: amount)
        dealer.played(batch.questions)
        return batch.questions.map(\.title)
    }

    func testCategoryChoosesAmongTheFilesOwnCategories() throws {
        // Before: "--category: no category 'alpha' (try --list-categories)."
        let options = try options(["--questions", "lesson2.csv", "--category", "alpha"])
        XCTAssertEqual(options.deckCategory, "alpha")
        XCTAssertNil(options.category)
        let alpha = try dealer(["--category", "alpha", "--difficulty", "easy"])
        // Strict, never widened: a game of 10 holds the two easy Alpha questions.
        XCTAssertEqual(Set(try game(alpha, amount: 10)), ["Step 1.", "Step 3."])
        XCTAssertEqual(alpha.filter, QuestionFilter(category: "Alpha", difficulty: .easy))
        XCTAssertThrowsError(try dealer(["--category", "gamma"])) { error in
            XCTAssertEqual(
                (error as? KeptDecks.Refusal)?.message,
                KeptDeckText.unknownCategory("gamma", deck: "lesson2", categories: ["Alpha", "Beta"]))
        }
    }

    func testInOrderPlaysTheFileAsWrittenWithoutRepeating() throws {
        // Before: "--in-order goes with --deck or --questions".
        let dealer = try dealer(["--in-order"])
        XCTAssertEqual(try game(dealer, amount: 4), ["Step 1.", "Step 2.", "Step 3.", "Step 4."])
        XCTAssertEqual(try game(dealer, amount: 4), ["Step 5.", "Step 6.", "Step 1.", "Step 2."])
        XCTAssertEqual(message(["--in-order"]), "--in-order goes with --deck or --questions")
    }

    func testNoQuestionRepeatsWithinTheRun() throws {
        let dealer = try dealer(["--seed", "3"])
        let first = try game(dealer, amount: 3)
        let second = try game(dealer, amount: 3)
        XCTAssertEqual(Set(first + second).count, 6, "\(first) then \(second)")
    }

    func testADeckFlagGivenTwiceIsRefused() {
        XCTAssertEqual(
            message(["--deck", "a", "--deck", "b"]), "--deck given twice: a game plays one deck, give it once")
        XCTAssertEqual(
            message(["--questions", "a.csv", "--questions=b.csv"]),
            "--questions given twice: a game plays one deck, give it once")
        XCTAssertEqual(
            message(["--deck", "a", "--questions", "b.csv"]),
            "--deck and --questions each play a deck alone: give one of them")
    }

    func testListCategoriesOfAFileListsItsOwn() throws {
        guard case .listCategories(let options) = try Options.parse(["--list-categories", "--questions", "l.csv"])
        else { return XCTFail("not --list-categories") }
        XCTAssertEqual(options.questions, "l.csv")
        let mixed = DeckFile.read(
            data: Data("statement,answer,category\nA,true,beta\nB,true,Alpha\nC,true,BETA\nD,true,élèves\n".utf8),
            name: "mixed")
        XCTAssertEqual(DeckCommand.categoryLines(mixed), ["Alpha", "beta", "élèves"])
    }

    func testNamesMatchWithoutAccents() throws {
        let folder = URL(fileURLWithPath: "/decks")
        let entries = ["élèves", "Physique"].map {
            DeckStore.Entry(name: $0, url: folder.appendingPathComponent($0 + ".csv"))
        }
        XCTAssertEqual(DeckStore.match("eleves", in: entries), .found(entries[0]))
        XCTAssertEqual(DeckStore.match("ELE", in: entries), .found(entries[0]))
        XCTAssertEqual(DeckStore.match("physiqué", in: entries), .found(entries[1]))
        let questions = [Question(title: "A", answer: true, category: "Élèves", difficulty: .easy)]
        XCTAssertEqual(try KeptDecks.category("eleves", of: "d", in: questions), "Élèves")
        XCTAssertEqual(try KeptDecks.category("lev", of: "d", in: questions), "Élèves")
    }
}

/// A deck file without a category or a difficulty column, as the player reads it: nothing made up.
final class UnstatedDeckTextTests: XCTestCase {
    private let bare = DeckFile.read(
        data: Data("statement,answer\nSharks are fish,true\nBats are birds,false\n".utf8), name: "week")

    func testListingsAndCheckNameNoMadeUpCategoryOrDifficulty() {
        // Before: "2 questions in 1 category: week" and "(2 medium)".
        XCTAssertEqual(KeptDeckText.contents(bare, file: "week.csv"), "2 questions")
        XCTAssertEqual(
            DeckText(file: "week.csv").verdict(bare), "week.csv: 2 questions (2 without a difficulty), ready to play")
        XCTAssertEqual(DeckCommand.categoryLines(bare), [])
    }

    func testTheHistorySaysOnlyWhatTheFileSaid() throws {
        let question = try XCTUnwrap(bare.questions.first)
        let record = AnswerRecord(
            date: Date(timeIntervalSince1970: 1_800_000_000), game: "g", number: 1, of: 2, question: question,
            answer: false)
        let text = PlayerText()
        // Before: "week · week" and "(week, medium, deck “week”.)".
        let line = text.panel.historyLine(
            record, symbols: Theme(colorMode: .colors, ascii: false).symbols, isSelected: false)
        XCTAssertTrue(line.spans.map(\.text).joined().hasSuffix("Sharks are fish  week"), "\(line.spans.map(\.text))")
        let detail = text.panel.historyDetail(record, page: 0, pageKey: "j", duel: [:])
        XCTAssertTrue((detail.explanation ?? "").hasSuffix(" (deck “week”.)"), "\(detail.explanation ?? "")")
    }
}
