/// Why the Open Trivia DB gave no questions, as a fact: the controller puts it in words.
public enum OpenTriviaDBError: Error, Equatable, Sendable {
    /// No answer at all: no DNS, connection refused, no network, connection dropped.
    case unreachable(host: String)
    /// libcurl, which URLSession sends with, can't be opened (`library`: its file name): nothing
    /// was sent.
    case networkLibraryMissing(library: String)
    /// No complete answer within the deadline (from sending to the last byte).
    case timedOut(host: String, seconds: Int)
    /// The TLS handshake or certificate check failed.
    case secureConnectionFailed(host: String)
    /// An HTTP error status other than the rate limit.
    case httpStatus(host: String, status: Int)
    /// An answer we can't read: empty, not JSON, wrong types, undecodable fields.
    case malformedResponse(host: String)
    /// An answer cut short: the server answered, then the connection ended before the body did.
    case cutShort(host: String)
    /// An answer longer than the limit (1 MiB, counted decompressed); reading stopped there.
    case tooLarge(host: String)
    /// A redirect to another host (or port, or from https to http), not followed.
    case redirected(host: String)
    /// A session token we won't use: empty, longer than 128 characters or not letters and digits.
    case unusableToken(host: String)
    /// Response code 1: not enough questions for this query.
    case notEnoughQuestions
    /// Response code 2: the server rejected a parameter.
    case invalidParameter
    /// Response code 3: the server doesn't know our session token (a new one is asked for next).
    case tokenNotFound
    /// Response code 4: the token has been served every question of this query (it is reset next).
    case tokenEmpty
    /// Response code 5 or HTTP 429, still after waiting and retrying.
    case rateLimited(host: String)
    /// The request was given up because whoever asked no longer wants the answer.
    case cancelled

    /// Whether the request surely never reached the server (so it doesn't count for spacing).
    package var neverReachedServer: Bool {
        switch self {
        case .unreachable, .networkLibraryMissing, .cancelled: true
        default: false
        }
    }
}
