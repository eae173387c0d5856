import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore

/// Drives an `OpenTriviaDBClient` on a `ManualClock` against a server (the fake or the local
/// one): lets answers arrive, and moves the injected clock only when asked — or, in `fetch` and
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

    /// When the first task asleep on the clock wakes, in seconds on the injected clock (as `now`).
    var nextWake: Double? {
        manual.nextDeadline.map { now + manual.now.duration(to: $0).inSeconds }
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
    /// passed), and returns the answer; fails the test and returns nil when none came within
    /// `timeout` seconds (real time).
    func fetch(
        _ client: OpenTriviaDBClient, _ query: TriviaQuery, allowWaiting: Bool = true, timeout: Double = waitTimeout,
        file: StaticString = #filePath, line: UInt = #line
    ) async -> Result<[Question], OpenTriviaDBError>? {
        await drive(startFetch(client, query), allowWaiting: allowWaiting, timeout: timeout, file: file, line: line)
    }

    /// The run's one question request without a token: after it, a client without a token asks
    /// for one before its questions.
    func fetchWithoutAToken(
        _ client: OpenTriviaDBClient, server: any TriviaServer, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let answer = await fetch(client, TriviaQuery(amount: 2))
        XCTAssertEqual(try XCTUnwrap(answer, file: file, line: line).get().count, 2, file: file, line: line)
        let request = try XCTUnwrap(server.log().last, file: file, line: line)
        XCTAssertEqual(request.path, "/api.php", file: file, line: line)
        XCTAssertNil(request.query["token"], file: file, line: line)
    }

    func categories(
        _ client: OpenTriviaDBClient, file: StaticString = #filePath, line: UInt = #line
    ) async -> Result<[TriviaCategory], OpenTriviaDBError>? {
        let answer = Answer<[TriviaCategory]>()
        Task {
            do throws(OpenTriviaDBError) {
                answer.set(.success(try await client.categories()))
            } catch {
                answer.set(.failure(error))
            }
        }
        return await drive(answer, file: file, line: line)
    }

    /// Lets answers arrive until `answer` is set, and returns it.
    ///
    /// With `allowWaiting`, moves the clock to the end of the last wait reported once the client
    /// sleeps until then. Fails the test and returns nil after `timeout` seconds of real time.
    func drive<T>(
        _ answer: Answer<T>, allowWaiting: Bool = true, timeout: Double = waitTimeout,
        file: StaticString = #filePath, line: UInt = #line
    ) async -> Result<T, OpenTriviaDBError>? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let result = answer.value { return result }
            if allowWaiting, let until = lastWaitUntil, until > now, manual.sleeperCount > 0 {
                advance(by: until - now)
            }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(2))
        }
        if let result = answer.value { return result }
        XCTFail("no answer after \(timeout) s", file: file, line: line)
        return nil
    }

    /// Lets tasks run and answers arrive until `condition` holds, without moving the injected
    /// clock; fails the test (at the caller's line) and returns false after `timeout` seconds of
    /// real time.
    @discardableResult
    func settle(
        _ what: String = "the condition", timeout: Double = waitTimeout, file: StaticString = #filePath,
        line: UInt = #line, until condition: () -> Bool
    ) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(2))
        }
        if condition() { return true }
        XCTFail("timed out after \(timeout) s waiting for \(what)", file: file, line: line)
        return false
    }

    /// Checks, at this moment, that nothing happens before the injected clock moves on.
    ///
    /// One task sleeps on the clock, until `deadline` seconds (a rate-limit slot or a request's
    /// deadline), and that is still ahead: nothing can be sent, or time out, before the clock
    /// reaches it.
    func assertAsleep(
        until deadline: Double, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(manual.sleeperCount, 1, "one task sleeps on the clock. \(message)", file: file, line: line)
        XCTAssertEqual(
            nextWake ?? -1, deadline, accuracy: 0.000_1, "it sleeps until then. \(message)", file: file, line: line)
        XCTAssertLessThan(now, deadline, "that moment is still ahead. \(message)", file: file, line: line)
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

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
