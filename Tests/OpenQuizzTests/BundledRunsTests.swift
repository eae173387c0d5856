import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// The questions of consecutive runs offline, as the command line wires them: the installed bank,
/// `--category`, and the record of what was played in the state folder.
///
/// Below the terminal: what the end-to-end tests used to check by playing 20 questions in tmux.
final class BundledRunsTests: XCTestCase {
    private var folder: URL!
    private let files = FileWriter()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    private var paths: StoragePaths {
        StoragePaths(
            stateDirectory: folder.appendingPathComponent("state/openquizz"),
            cacheDirectory: folder.appendingPathComponent("cache/openquizz"))
    }

    /// One run of the game with `arguments`: its first game, started (so played), then the run ends
    /// with its writes done, as `exit` waits for them.
    private func firstGame(
        _ arguments: [String], bank: BundledBank, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> QuestionBatch {
        guard case .play(let options) = try Options.parse(arguments) else {
            XCTFail("expected a play action for \(arguments)", file: file, line: line)
            throw UnexpectedOutcome("not a play action")
        }
        let supply = QuestionSupply(
            options: options, bank: bank, paths: paths, clock: AnyClock(ManualClock()), writer: files)
        let batch = try await supply.manager.questions(amount: options.amount)
        supply.manager.played(batch)
        files.flush()
        return batch
    }

    /// Two runs of 10 Art questions (38 in the bank): drawn at random with no record of what was
    /// played, they would share a question 99.6 % of the time.
    func testANewRunDoesNotRepeatTheLastRunsBundledQuestions() async throws {
        let bank = try BundledBank.loadInstalled(in: .english)
        XCTAssertGreaterThanOrEqual(bank.questions.filter { $0.category == "Art" }.count, 20)
        var runs: [[String]] = []
        for _ in 1...2 {
            let batch = try await firstGame(["--offline", "--category", "25"], bank: bank)
            XCTAssertEqual(batch.questions.count, 10)
            XCTAssertEqual(batch.origin, .bundled)
            XCTAssertEqual(Set(batch.questions.map(\.category)), ["Art"])
            runs.append(batch.questions.map(\.title))
        }
        XCTAssertTrue(
            Set(runs[0]).isDisjoint(with: runs[1]),
            "run 2 repeated run 1: \(Set(runs[0]).intersection(runs[1]).sorted())")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: paths.stateDirectory.appendingPathComponent("played.json").path),
            "the record is in the state folder")
    }

    func testCategoryAndDifficultyHoldForEveryQuestionOfAGame() async throws {
        let bank = try BundledBank.loadInstalled(in: .english)
        let batch = try await firstGame(
            ["--offline", "--category", "computers", "--difficulty", "hard", "--seed", "3"], bank: bank)
        XCTAssertEqual(batch.questions.count, 10)
        for question in batch.questions {
            XCTAssertEqual(question.category, "Science: Computers", question.title)
            XCTAssertEqual(question.difficulty, .hard, question.title)
        }
    }
}
