import Foundation
import Synchronization

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

    /// The longest token we accept. opentdb.com's are 64 hexadecimal digits.
    public static let maximumTokenLength = 128

    /// Whether `token` is one we send and save: 1 to 128 ASCII letters and digits. Anything else
    /// would go into every request's URL (a 1 MiB token makes every healthy server refuse them).
    public static func isUsableToken(_ token: String) -> Bool {
        let bytes = token.utf8
        return !bytes.isEmpty && bytes.count <= maximumTokenLength
            && bytes.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
    }

    /// This state without a token we would refuse (and without its date).
    var withUsableTokenOnly: OpenTriviaDBState {
        guard let token, !Self.isUsableToken(token) else { return self }
        return OpenTriviaDBState(lastRequest: lastRequest)
    }
}

/// Reads and writes `OpenTriviaDBState` as JSON, atomically. A file that can't be read, isn't a
/// regular file or is over `maximumFileSize` is set aside and the game starts afresh (reading
/// stops at the limit, so start-up stays fast whatever is there); a file that can't be written is
/// reported once.
public final class OpenTriviaDBStateStore: Sendable {
    /// The largest state file read. A real one is about 150 bytes.
    public static let maximumFileSize = 16 * 1024

    public let url: URL
    /// The first save error, reported once.
    private let reportedError = Mutex<String?>(nil)

    public init(url: URL) {
        self.url = url
    }

    /// The saved state; an empty state when there is none or it is unusable (then set aside). A
    /// token we would refuse is dropped.
    public func load() -> OpenTriviaDBState {
        switch Self.readBounded(url, limit: Self.maximumFileSize) {
        case .missing:
            return OpenTriviaDBState()
        case .unusable:
            AtomicFile.setAside(url)
            return OpenTriviaDBState()
        case .contents(let data):
            guard let state = Self.decode(data) else {
                AtomicFile.setAside(url)
                return OpenTriviaDBState()
            }
            return state.withUsableTokenOnly
        }
    }

    /// Saves the state (never a token we would refuse); returns the error message the first time
    /// saving fails, nil otherwise.
    @discardableResult
    public func save(_ state: OpenTriviaDBState) -> String? {
        do {
            try AtomicFile.write(try Self.encode(state.withUsableTokenOnly), to: url)
            return nil
        } catch {
            let message = "\(error)".removingControlCharacters
            return reportedError.withLock { reported in
                guard reported == nil else { return nil }
                reported = message
                return message
            }
        }
    }

    // MARK: - Bounded reading

    enum ReadOutcome: Equatable {
        /// No file, or one we may not open: start afresh, leave it alone.
        case missing
        /// Not a regular file (a folder, a FIFO, a device), or over the limit.
        case unusable
        case contents(Data)
    }

    /// Reads at most `limit` bytes of a regular file, never blocking: a FIFO or a device is not
    /// opened for reading past its first `open`, and a huge file is judged by its size.
    static func readBounded(_ url: URL, limit: Int) -> ReadOutcome {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT || errno == EACCES ? .missing : .unusable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= limit else {
            return .unusable
        }
        var data = Data(count: limit + 1)
        var filled = 0
        while filled <= limit {
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, limit + 1 - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .unusable }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { return .unusable }  // it grew while we read
        return .contents(data.prefix(filled))
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
