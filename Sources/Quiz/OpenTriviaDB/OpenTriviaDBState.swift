import Foundation

/// What the Open Trivia DB client remembers across runs: the session token, when it was last
/// used (tokens expire after 6 hours of inactivity), and when the last request was sent (so a
/// quick restart still keeps requests 5 s apart).
public struct OpenTriviaDBState: Codable, Equatable, Sendable {
    public var token: String?
    public var tokenLastUsed: Date?
    public var lastRequest: Date?

    public init(token: String? = nil, tokenLastUsed: Date? = nil, lastRequest: Date? = nil) {
        self.token = token
        self.tokenLastUsed = tokenLastUsed
        self.lastRequest = lastRequest
    }
}

/// Reads and writes `OpenTriviaDBState` as JSON, atomically. A file that can't be read is set
/// aside and the game starts afresh; a file that can't be written is reported once.
public final class OpenTriviaDBStateStore: @unchecked Sendable {
    // @unchecked: `lastWriteError` is guarded by `lock`.
    public let url: URL
    private let lock = NSLock()
    private var reportedError: String?

    public init(url: URL) {
        self.url = url
    }

    /// The saved state; an empty state when there is none or it is unreadable (then set aside).
    public func load() -> OpenTriviaDBState {
        guard let data = try? Data(contentsOf: url) else { return OpenTriviaDBState() }
        guard let state = Self.decode(data) else {
            AtomicFile.setAside(url)
            return OpenTriviaDBState()
        }
        return state
    }

    /// Saves the state; returns the error message the first time saving fails, nil otherwise.
    @discardableResult
    public func save(_ state: OpenTriviaDBState) -> String? {
        do {
            try AtomicFile.write(try Self.encode(state), to: url)
            return nil
        } catch {
            lock.lock()
            defer { lock.unlock() }
            guard reportedError == nil else { return nil }
            reportedError = "\(error)"
            return reportedError
        }
    }

    // MARK: - File format (pure)

    /// The state in a state file's contents; nil when they aren't a state file.
    static func decode(_ data: Data) -> OpenTriviaDBState? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(OpenTriviaDBState.self, from: data)
    }

    /// A state file's contents.
    static func encode(_ state: OpenTriviaDBState) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(state)
    }
}
