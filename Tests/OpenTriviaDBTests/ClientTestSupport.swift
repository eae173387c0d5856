import Foundation
import TestSupport
import XCTest

@testable import Quiz

/// Drives an `OpenTriviaDBClient` on a `ManualScheduler` against the local server: runs the work
/// that is due, lets real network answers arrive, and moves the injected clock only when asked —
/// or, in `fetch` and `categories`, to the end of each wait the client reports (never to a
/// request's deadline: a deadline passes only when a test moves the clock past it).
final class ClientDriver {
    let scheduler = ManualScheduler(now: 1_000)
    private(set) var progress: [LoadProgress] = []
    private let lock = NSLock()

    func record(_ update: LoadProgress) {
        lock.lock()
        progress.append(update)
        lock.unlock()
    }

    var lastWaitUntil: Double? {
        lock.lock()
        defer { lock.unlock() }
        for update in progress.reversed() {
            if case .waiting(let until) = update { return until }
        }
        return nil
    }

    /// Runs due work and waits (real time, at most `timeout`) until `condition` holds, without
    /// moving the injected clock.
    @discardableResult
    func settle(timeout: Double = 8, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            scheduler.advance(by: 0)
            if condition() { return true }
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        return condition()
    }

    /// Fetches questions, moving the injected clock past every wait (as if time passed), and
    /// returns the answer.
    func fetch(
        _ client: OpenTriviaDBClient,
        _ query: TriviaQuery,
        allowWaiting: Bool = true,
        timeout: Double = 10
    ) -> Result<[Question], OpenTriviaDBError>? {
        let box = AnswerBox<[Question]>()
        client.fetchQuestions(query, progress: { [weak self] in self?.record($0) }, completion: { box.set($0) })
        return drive(box, allowWaiting: allowWaiting, timeout: timeout)
    }

    func categories(_ client: OpenTriviaDBClient) -> Result<[TriviaCategory], OpenTriviaDBError>? {
        let box = AnswerBox<[TriviaCategory]>()
        client.fetchCategories { box.set($0) }
        return drive(box, allowWaiting: true, timeout: 10)
    }

    /// Runs due work and lets answers arrive until `box` is filled or `timeout` (real time) passes;
    /// with `allowWaiting`, moves the clock to the end of the last wait reported.
    func drive<T>(_ box: AnswerBox<T>, allowWaiting: Bool = true, timeout: Double = 10) -> Result<T, OpenTriviaDBError>?
    {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            scheduler.advance(by: 0)
            if let result = box.get() { return result }
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
            if allowWaiting, box.get() == nil, let until = lastWaitUntil, until > scheduler.now {
                scheduler.advance(by: until - scheduler.now)
            }
        }
        return box.get()
    }

    /// Whether a `.requesting` was reported after the last call to `forgetProgress()`.
    var hasSentRequest: Bool {
        lock.lock()
        defer { lock.unlock() }
        return progress.contains(.requesting)
    }

    func forgetProgress() {
        lock.lock()
        progress.removeAll()
        lock.unlock()
    }
}

final class AnswerBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<T, OpenTriviaDBError>?

    func set(_ result: Result<T, OpenTriviaDBError>) {
        lock.lock()
        value = result
        lock.unlock()
    }

    func get() -> Result<T, OpenTriviaDBError>? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A wall clock the test sets.
final class TestWallClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return date
    }

    func advance(by seconds: Double) {
        lock.lock()
        date += seconds
        lock.unlock()
    }
}

/// The server's bank, decoded, keyed by question text.
struct BankEntry: Decodable {
    var type: String
    var difficulty: String
    var category: String
    var question: String
    var correctAnswer: String

    enum CodingKeys: String, CodingKey {
        case type, difficulty, category, question
        case correctAnswer = "correct_answer"
    }
}

extension OpenTDBTestServer {
    func bank() throws -> [String: BankEntry] {
        let (_, body) = try get("/_bank")
        let entries = try JSONDecoder().decode([BankEntry].self, from: body)
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
