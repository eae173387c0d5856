import Foundation
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// The settings screen's choices made into games by the command line's paths: the settings a
/// command line stands for, the options a choice plays, a deck's categories and games.
final class SettingsGamesTests: DeckFolderTestCase {
    private func options(_ arguments: [String]) throws -> Options {
        guard case .play(let options) = try Options.parse(arguments) else { throw UnexpectedOutcome("not a play") }
        return options
    }

    /// A deck "Capitals" of six questions, alternately Europe and Asia.
    private func writeDeck() throws {
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        let rows = (1...6).map { "Fact \($0).,true,\($0 % 2 == 1 ? "Europe" : "Asia"),easy" }
        try Data(("statement,answer,category,difficulty\n" + rows.joined(separator: "\n") + "\n").utf8)
            .write(to: paths.decksDirectory.appendingPathComponent("Capitals.csv"))
    }

    @MainActor
    private func games(_ arguments: [String]) throws -> SettingsGames {
        let options = try options(arguments)
        let supply = QuestionSupply(
            options: options, bank: BundledBank(categories: [], questions: []), paths: paths,
            clock: AnyClock(ManualClock()), writer: files)
        return SettingsGames(
            options: options, supply: supply, bank: BundledBank(categories: [], questions: []), language: .english,
            paths: paths, clock: AnyClock(ManualClock()), writer: files, text: PlayerText(offline: true))
    }

    func testTheSettingsACommandLineStandsFor() throws {
        var expected = Settings()
        expected.source = .deck("Capitals")
        expected.category = "Europe"
        expected.amount = 5
        expected.color = false
        XCTAssertEqual(
            Settings(try options(["--deck", "Capitals", "--category", "Europe", "-n", "5", "--no-color"])), expected)
        expected = Settings()
        expected.source = .shipped
        expected.category = "18"
        expected.difficulty = .hard
        XCTAssertEqual(Settings(try options(["--offline", "--category", "18", "--difficulty", "hard"])), expected)
        expected = Settings()
        expected.mode = .primes
        XCTAssertEqual(Settings(try options(["--mode", "primes"])), expected, "primes is offline, not shipped")
    }

    func testTheOptionsAChoicePlaysStandForItAgain() throws {
        let run = try options(["--questions", "x.csv", "-n", "3"])
        for source in [Settings.Source.openTriviaDB, .shipped, .deck("Capitals")] {
            var settings = Settings()
            settings.source = source
            settings.category = source == .deck("Capitals") ? "Asia" : "17"
            settings.difficulty = .medium
            settings.amount = 7
            let played = run.playing(settings)
            XCTAssertNil(played.questions, "\(source): the file the run played is left")
            XCTAssertEqual(Settings(played), settings, "\(source)")
        }
    }

    @MainActor
    func testADecksCategoriesAndGameComeFromItsFile() async throws {
        try writeDeck()
        let games = try games(["--offline", "--seed", "1"])
        XCTAssertEqual(games.decks(), ["Capitals"])
        XCTAssertEqual(games.categories(.deck("Capitals")).map(\.name), ["Asia", "Europe"])
        XCTAssertEqual(games.categories(.openTriviaDB).count, TriviaCategory.openTriviaDB.count)
        var settings = Settings()
        settings.source = .deck("Capitals")
        settings.category = "Asia"
        settings.amount = 2
        guard case .success(let mode) = games.makeHome(settings), let trivia = mode as? TriviaMode else {
            return XCTFail("no trivia game of the deck")
        }
        let batch = try await trivia.deck.deal(firstGame: true, progress: { _ in })
        XCTAssertEqual(batch.questions.count, 2)
        XCTAssertEqual(Set(batch.questions.map(\.category)), ["Asia"])
    }

    @MainActor
    func testADeckGoneFromTheFolderIsRefusedInASentence() throws {
        try writeDeck()
        let games = try games(["--offline"])
        var settings = Settings()
        settings.source = .deck("Atlas")
        guard case .failure(let refusal) = games.makeHome(settings) else { return XCTFail("a missing deck played") }
        XCTAssertTrue(refusal.message.contains("Atlas"), refusal.message)
    }

    /// Practice chosen on the screen practises the deck the settings name, with its own boxes, or
    /// the shipped questions offline.
    @MainActor
    func testPracticeChosenPractisesTheDeckOrTheShippedQuestions() throws {
        try writeDeck()
        let games = try games(["--offline"])
        var settings = Settings()
        settings.mode = .practice
        settings.source = .deck("Capitals")
        guard case .success(let mode) = games.makeHome(settings), let practice = mode as? PracticeMode else {
            return XCTFail("no practice of the deck")
        }
        XCTAssertEqual(practice.pool, .deck("Capitals"))
        XCTAssertEqual(practice.questions.count, 6)
        settings.source = .openTriviaDB
        XCTAssertTrue(Options.Mode.practice.staysOffline)
        XCTAssertTrue(try options(["--mode", "practice"]).offline, "the shipped questions, offline")
        XCTAssertTrue(try options(["--offline"]).playing(settings).offline)
        guard case .success(let shipped) = games.makeHome(settings), let bank = shipped as? PracticeMode else {
            return XCTFail("no practice of the shipped questions")
        }
        XCTAssertEqual(bank.pool, .bank)
        XCTAssertFalse(bank.questions.isEmpty, "the shipped questions, read when chosen")
    }
}
