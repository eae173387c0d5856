import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizDecks
@testable import QuizStore

/// A kept deck's games: no repeat until the deck is through, within a run and across runs (the
/// plays kept per deck), as written with `inOrder`, and strict filters.
final class DeckDealerTests: TemporaryFolderTestCase {
    /// A deck of `count` questions, "Fact 1." to "Fact N.", alternately easy Chemistry and hard
    /// Physics.
    private func deck(_ count: Int) -> [Question] {
        (1...count).map { number in
            Question(
                title: "Fact \(number).", answer: number % 3 == 0, category: number % 2 == 1 ? "Chemistry" : "Physics",
                difficulty: number % 2 == 1 ? .easy : .hard)
        }
    }

    /// The plays of deck `name`, as a run keeps them.
    private func plays(_ name: String = "lesson") -> PlayedQuestions {
        PlayedQuestions(url: DeckDealer.playsFile(for: name, in: folder), writer: files)
    }

    /// One game: dealt, then shown (played), as `Game` does.
    private func game(_ dealer: DeckDealer, amount: Int = 10) async throws -> [String] {
        let batch = try await dealer.questions(amount: amount)
        dealer.played(batch.questions)
        return batch.questions.map(\.title)
    }

    func testQuestionsCarryTheDeckAndItsOrigin() async throws {
        let batch = try await DeckDealer(name: "lesson", questions: deck(3)).questions(amount: 10)
        XCTAssertEqual(batch.origin, .deck)
        XCTAssertEqual(batch.questions.count, 3, "a deck of three makes games of three")
        XCTAssertEqual(Set(batch.questions.map(\.deck)), ["lesson"])
        XCTAssertEqual(Set(batch.questions.map(\.origin)), [.deck])
    }

    func testNoQuestionRepeatsAcrossTwoRunsUntilTheDeckIsThrough() async throws {
        var seen: [String] = []
        // Three runs of one game each on a deck of 25: 10, 10, then the last 5 and 5 again.
        for _ in 1...3 {
            let dealer = DeckDealer(name: "lesson", questions: deck(25), played: plays())
            seen += try await game(dealer)
            files.flush()
        }
        XCTAssertEqual(Set(seen.prefix(25)).count, 25, "the first 25 questions dealt are the whole deck: \(seen)")
        XCTAssertEqual(seen.count, 30)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("lesson.played.json").path))
    }

    func testEachDeckKeepsItsOwnPlays() async throws {
        let first = try await game(DeckDealer(name: "lesson", questions: deck(10), played: plays("lesson")))
        let other = DeckDealer(name: "other", questions: deck(10), inOrder: true, played: plays("other"))
        XCTAssertEqual(Set(first).count, 10)
        let second = try await game(other, amount: 3)
        XCTAssertEqual(
            second, ["Fact 1.", "Fact 2.", "Fact 3."],
            "the same statements in another deck are new to it")
    }

    func testInOrderPlaysTheDeckAsWrittenAndGoesOnWhereTheLastGameStopped() async throws {
        var games: [[String]] = []
        for _ in 1...3 {
            let dealer = DeckDealer(name: "lesson", questions: deck(7), inOrder: true, played: plays())
            games.append(try await game(dealer, amount: 3))
            files.flush()
        }
        XCTAssertEqual(
            games,
            [
                ["Fact 1.", "Fact 2.", "Fact 3."], ["Fact 4.", "Fact 5.", "Fact 6."],
                ["Fact 7.", "Fact 1.", "Fact 2."],
            ])
    }

    func testFiltersAreStrictAndALeftOverGameIsShort() async throws {
        let hardPhysics = QuestionFilter(category: "physics", difficulty: .hard)
        let dealer = DeckDealer(name: "lesson", questions: deck(9), filter: hardPhysics, inOrder: true)
        let dealt = try await game(dealer)
        XCTAssertEqual(dealt, ["Fact 2.", "Fact 4.", "Fact 6.", "Fact 8."])
        let none = DeckDealer(name: "lesson", questions: deck(9), filter: QuestionFilter(category: "Biology"))
        XCTAssertTrue(none.questions.isEmpty)
        do {
            _ = try none.gameAtHand(amount: 10)
            XCTFail("a filter that leaves nothing deals nothing")
        } catch {
            XCTAssertEqual(error, .noQuestions)
        }
    }

    func testTheSameSeedDealsTheSameGame() async throws {
        let one = try await game(DeckDealer(name: "lesson", questions: deck(30), seed: 7))
        let two = try await game(DeckDealer(name: "lesson", questions: deck(30), seed: 7))
        XCTAssertEqual(one, two)
        XCTAssertNotEqual(one, deck(10).map(\.title), "at random, not as written")
    }

    func testAStatementWrittenTwiceIsDealtOnceAGame() async throws {
        let twice = deck(2) + deck(2)
        let dealt = try await game(DeckDealer(name: "lesson", questions: twice))
        XCTAssertEqual(dealt.count, 2)
    }

    /// A deck read under its name gives every question its deck at once: the dealer keeps that
    /// very array (a copy of each of 100,000 questions was a tenth of the start); questions that
    /// don't carry it yet are given it.
    func testADeckReadUnderItsNameIsDealtAsReadWithoutACopy() async throws {
        let data = Data("statement,answer\nWater boils at 100 C.,true\nIce sinks.,false\n".utf8)
        let reading = DeckFile.read(data: data, name: "week", fitsCard: { _ in true })
        XCTAssertEqual(reading.questions.map(\.deck), ["week", "week"])
        let dealer = DeckDealer(name: "week", questions: reading.questions)
        XCTAssertEqual(dealer.questions, reading.questions)
        let storage = { (questions: [Question]) in questions.withUnsafeBufferPointer { $0.baseAddress } }
        XCTAssertEqual(storage(dealer.questions), storage(reading.questions), "the questions were copied")
        let batch = try await dealer.questions(amount: 10)
        XCTAssertEqual(Set(batch.questions.map(\.deck)), ["week"])

        let given = DeckDealer(name: "lesson", questions: deck(3))
        XCTAssertEqual(Set(given.questions.map(\.deck)), ["lesson"])
        XCTAssertEqual(Set(given.questions.map(\.origin)), [.deck])
        let renamed = DeckDealer(name: "other", questions: reading.questions)
        XCTAssertEqual(Set(renamed.questions.map(\.deck)), ["other"], "a deck dealt under another name says it")
    }

    func testPlaysFilesAreNamedAfterTheDeckOrHashedWhenTooLong() {
        XCTAssertEqual(DeckDealer.playsFile(for: "week 3", in: folder).lastPathComponent, "week 3.played.json")
        let long = String(repeating: "é", count: 150)
        let file = DeckDealer.playsFile(for: long, in: folder).lastPathComponent
        XCTAssertTrue(file.hasPrefix("deck-"), file)
        XCTAssertLessThan(file.utf8.count, 255)
    }
}
