import Foundation
import QuizCore

/// Where the client sends its requests, and the limits it keeps to (`OpenTriviaDBClient.Configuration`).
public struct OpenTriviaDBConfiguration: Sendable {
    public var baseURL: URL
    /// From sending a request to its last byte; also the budget of a whole question fetch,
    /// from its first request.
    public var deadline: Duration
    /// Between two requests.
    public var minimumSpacing: Duration
    /// Seconds of inactivity after which a token is considered expired.
    public var tokenLifetime: TimeInterval
    /// How many times a rate-limited request is retried (within the deadline) before giving up.
    public var rateLimitRetries: Int
    public var encoding: FieldEncoding
    /// A request whose server sends nothing for this long (from sending, or since its last
    /// piece) is given up.
    public var silenceLimit: Duration
    /// After a server went silent, how long no request is sent to it.
    public var pauseAfterSilence: Duration
    /// What sends the requests instead of URLSession: nil in the game; the client's tests give
    /// an in-process server.
    var sender: (any OpenTriviaDBSending)?

    public init(
        baseURL: URL,
        deadline: Duration = .seconds(10),
        minimumSpacing: Duration = .seconds(5),
        tokenLifetime: TimeInterval = 6 * 3600,
        rateLimitRetries: Int = 3,
        encoding: FieldEncoding = .url3986,
        silenceLimit: Duration = .seconds(3),
        pauseAfterSilence: Duration = .seconds(60)
    ) {
        self.baseURL = baseURL
        self.deadline = deadline
        self.minimumSpacing = minimumSpacing
        self.tokenLifetime = tokenLifetime
        self.rateLimitRetries = rateLimitRetries
        self.encoding = encoding
        self.silenceLimit = silenceLimit
        self.pauseAfterSilence = pauseAfterSilence
    }

    /// Whole seconds of the deadline, as error messages name it.
    var deadlineSeconds: Int { Int(deadline.inSeconds.rounded()) }
}
