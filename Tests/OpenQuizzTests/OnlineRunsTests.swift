import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// Consecutive runs online, as the command line wires them, against local stand-ins for the Open
/// Trivia DB: what one run leaves behind (the cache, the client's state) must not change what an
/// unrelated run plays, nor make it wait.
final class OnlineRunsTests: XCTestCase {
    private var folder: URL!
    private let files = FileWriter()
    private var servers: [OpenTDBTestServer] = []

    override class func setUp() {
        super.setUp()
        OpenTriviaDBClient.makeSharedStoragesWithoutFolders()
    }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-online-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        for server in servers { server.finish() }
        TemporaryFiles.remove(folder, after: files)
    }

    private var paths: StoragePaths {
        StoragePaths(
            stateDirectory: folder.appendingPathComponent("state/openquizz"),
            cacheDirectory: folder.appendingPathComponent("cache/openquizz"))
    }

    private func startServer() throws -> OpenTDBTestServer {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        servers.append(server)
        return server
    }

    /// What one run's first game got, and its first rate-limit wait, if any.
    private struct Run {
        var batch: QuestionBatch
        var waited: Duration?
    }

    /// One run of the game with `arguments` on an injected clock.
    ///
    /// Its first game, started (so played), then the run ends with its writes done, as `exit`
    /// waits for them. A rate-limit wait the client reports is passed over (the clock moved to
    /// its end) and returned.
    private func firstGame(
        _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
    ) async throws -> Run {
        guard case .play(let options) = try Options.parse(arguments + ["--no-prefetch"]) else {
            XCTFail("expected a play action for \(arguments)", file: file, line: line)
            throw UnexpectedOutcome("not a play action")
        }
        let manual = ManualClock(now: .seconds(1_000))
        let clock = AnyClock(manual)
        let start = clock.now
        let supply = QuestionSupply(
            options: options, bank: try BundledBank.loadInstalled(in: .english), paths: paths, clock: clock,
            writer: files)
        let waits = Locked<[AnyClock.Instant]>([])
        let result = Locked<Result<QuestionBatch, QuestionSourceError>?>(nil)
        let task = Task {
            do throws(QuestionSourceError) {
                let batch = try await supply.manager.questions(amount: options.amount) { update in
                    if case .waiting(let until) = update { waits.withLock { $0.append(until) } }
                }
                result.withLock { $0 = .success(batch) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
        }
        let deadline = Date().addingTimeInterval(30)
        while result.withLock({ $0 }) == nil, Date() < deadline {
            if let until = waits.withLock({ $0.last }), until > clock.now, manual.sleeperCount > 0 {
                manual.advance(by: clock.now.duration(to: until))
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        guard let answer = result.withLock({ $0 }) else {
            task.cancel()
            XCTFail("no questions after 30 s", file: file, line: line)
            throw UnexpectedOutcome("no questions")
        }
        let batch = try answer.get()
        supply.manager.played(batch)
        files.flush()
        return Run(batch: batch, waited: waits.withLock { $0.first.map { start.duration(to: $0) } })
    }

    /// The tester's D1: `--category animals` online once, then `--category computers --difficulty
    /// hard` played the cached Animals questions, though the bank holds 11 hard Computers ones.
    func testACategoryTheServerCantFillIsPlayedFromTheBankNotFromAnotherCategoryInTheCache() async throws {
        let server = try startServer()
        let url = server.baseURL.absoluteString
        let animals = try await firstGame(["--api-url", url, "--category", "animals"])
        XCTAssertEqual(animals.batch.origin, .openTriviaDB)
        XCTAssertEqual(Set(animals.batch.questions.map(\.category)), ["Animals"])

        // The stand-in holds 6 hard Computers questions: it answers code 1.
        let computers = try await firstGame(["--api-url", url, "--category", "computers", "--difficulty", "hard"])
        XCTAssertEqual(try server.log().last { $0.path == "/api.php" }?.responseCode, 1)
        XCTAssertEqual(computers.batch.origin, .bundled, "the bank holds enough hard Computers questions")
        XCTAssertEqual(computers.batch.questions.count, 10)
        XCTAssertEqual(
            Set(computers.batch.questions.map(\.category)), ["Science: Computers"],
            "\(computers.batch.questions.map(\.title))")
        XCTAssertTrue(computers.batch.questions.allSatisfy { $0.difficulty == .hard })
        XCTAssertNil(computers.batch.widening)
        XCTAssertEqual(computers.batch.fallbackReason, .openTriviaDB(.notEnoughQuestions))
    }

    /// The tester's D8: a request to one `--api-url` made the next run's request to another
    /// server wait 5 s.
    func testRequestsAreSpacedPerServerAcrossRuns() async throws {
        let first = try startServer()
        let one = try await firstGame(["--api-url", first.baseURL.absoluteString])
        XCTAssertEqual(one.batch.origin, .openTriviaDB)
        XCTAssertNil(one.waited, "the first request of all")

        // Started now, not with the first: the server started in advance while it played is ready.
        let second = try startServer()
        let other = try await firstGame(["--api-url", second.baseURL.absoluteString])
        XCTAssertEqual(other.batch.origin, .openTriviaDB)
        XCTAssertNil(other.waited, "another server: no wait for the first one's spacing")

        let again = try await firstGame(["--api-url", first.baseURL.absoluteString])
        XCTAssertEqual(again.batch.origin, .openTriviaDB)
        let waited = try XCTUnwrap(again.waited, "the same server again: its first request spaced from its last answer")
        XCTAssertGreaterThan(waited, .zero)
        XCTAssertLessThanOrEqual(waited, .seconds(5))
        XCTAssertEqual(try second.log().count, 1, "the other server was asked once")
    }
}
