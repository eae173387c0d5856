import Foundation

/// What the Open Trivia DB client remembers across runs: the session token, when it was last
/// used (tokens expire after 6 hours of inactivity), and when the server last answered (so a
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

    /// This state without a token we would refuse (and without its date).
    var withUsableTokenOnly: OpenTriviaDBState {
        guard let token, !SessionToken.isUsable(token) else { return self }
        return OpenTriviaDBState(lastRequest: lastRequest)
    }

    // MARK: - File format (pure)

    /// The state in a state file's contents; nil when they aren't a state file.
    package static func decode(_ data: Data) -> OpenTriviaDBState? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(OpenTriviaDBState.self, from: data)
    }

    /// A state file's contents.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
