import Foundation
import TestSupport
import XCTest

@testable import Quiz

/// Drives an `OpenTriviaDBClient` on a `ManualClock` against the local server: lets real network
/// answers arrive, and moves the injected clock only when asked — or, in `fetch` and
/// `categories`, to the end of each rate-limit wait the client reports (never to a request's
/// deadline: a deadline passes only when a test moves the clock past it).
final class ClientDriver: Sendable {
    let manual = ManualClock(now: .seconds(1_000))
    let clock: AnyClock
    private let recorded = Locked<[LoadProgress]>([])

    init() {
        clock = AnyClock(manual)
    }

    /// Seconds on the injected clock.
    var now: Double { clock.now.offset.inSeconds }

    func record(_ update: LoadProgress) {
        recorded.withLock { $0.append(update) }
    }

    var progress: [LoadProgress] { recorded.withLock { $0 } }

    /// When the last rate-limit wait reported ends, in seconds on the injected clock.
    var lastWaitUntil: Double? {
        for update in progress.reversed() {
            if case .waiting(let until) = update { return until.offset.inSeconds }
        }
        return nil
    }

    /// Moves the injected clock on by `seconds`.
    func advance(by seconds: Double) {
        manual.advance(by: .inSeconds(seconds))
    }

    /// Whether a `.requesting` was reported after the last call to `forgetProgress()`.
    var hasSentRequest: Bool { progress.contains(.requesting) }

    func forgetProgress() {
        recorded.withLock { $0.removeAll() }
    }

    /// Starts fetching questions in a task of its own, recording the progress reported.
    func startFetch(_ client: OpenTriviaDBClient, _ query: TriviaQuery) -> Answer<[Question]> {
        let answer = Answer<[Question]>()
        Task {
            do throws(OpenTriviaDBError) {
                answer.set(.success(try await client.questions(query) { self.record($0) }))
            } catch {
                answer.set(.failure(error))
            }
        }
        return answer
    }

    /// Fetches questions, moving the injected clock past every rate-limit wait (as if time
    /// passed), and returns the answer; nil when none came within `timeout` seconds (real time).
    func fetch(
        _ client: OpenTriviaDBClient, _ query: TriviaQuery, allowWaiting: Bool = true, timeout: Double = 10
    ) async -> Result<[Question], OpenTriviaDBError>? {
        await drive(startFetch(client, query), allowWaiting: allowWaiting, timeout: timeout)
    }

    /// The run's one question request without a token: after it, a client without a token asks
    /// for one before its questions.
    func fetchWithoutAToken(
        _ client: OpenTriviaDBClient, server: OpenTDBTestServer, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let answer = await fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try XCTUnwrap(answer, file: file, line: line).get().count, 2, file: file, line: line)
        let request = try XCTUnwrap(server.log().last, file: file, line: line)
        XCTAssertEqual(request.path, "/api.php", file: file, line: line)
        XCTAssertNil(request.query["token"], file: file, line: line)
    }

    func categories(_ client: OpenTriviaDBClient) async -> Result<[TriviaCategory], OpenTriviaDBError>? {
        let answer = Answer<[TriviaCategory]>()
        Task {
            do throws(OpenTriviaDBError) {
                answer.set(.success(try await client.categories()))
            } catch {
                answer.set(.failure(error))
            }
        }
        return await drive(answer)
    }

    /// Lets answers arrive until `answer` is set or `timeout` (real time) passes; with
    /// `allowWaiting`, moves the clock to the end of the last wait reported once the client
    /// sleeps until then.
    func drive<T>(_ answer: Answer<T>, allowWaiting: Bool = true, timeout: Double = 10) async -> Result<
        T, OpenTriviaDBError
    >? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let result = answer.value { return result }
            if allowWaiting, let until = lastWaitUntil, until > now, manual.sleeperCount > 0 {
                advance(by: until - now)
            }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(2))
        }
        return answer.value
    }

    /// Lets tasks run and answers arrive until `condition` holds or `timeout` (real time) passes,
    /// without moving the injected clock.
    @discardableResult
    func settle(timeout: Double = 8, until condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(2))
        }
        return condition()
    }
}

/// A result handed from a task to the test.
final class Answer<T: Sendable>: Sendable {
    private let result = Locked<Result<T, OpenTriviaDBError>?>(nil)

    func set(_ value: Result<T, OpenTriviaDBError>) {
        result.withLock { $0 = value }
    }

    var value: Result<T, OpenTriviaDBError>? { result.withLock { $0 } }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A wall clock the test sets.
final class TestWallClock: Sendable {
    private let date = Locked(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { date.withLock { $0 } }

    func advance(by seconds: Double) {
        date.withLock { $0 += seconds }
    }
}

/// The token the client saved in `store`'s file, once the writes under way are done.
func savedToken(_ store: OpenTriviaDBStateStore) -> String? {
    store.flush()
    return store.load().token
}

extension OpenTDBTestServer {
    /// The server's bank, decoded (it is a list of questions in the wire format), keyed by text.
    func bank() throws -> [String: TriviaResult] {
        let (_, body) = try get("/_bank")
        let entries = try JSONDecoder().decode([TriviaResult].self, from: body)
        return Dictionary(
            entries.map { ($0.question.trimmingCharacters(in: .whitespacesAndNewlines), $0) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    func apiRequests() throws -> [LoggedRequest] {
        try log().filter { $0.path == "/api.php" }
    }
}

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
