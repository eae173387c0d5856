import Foundation

/// Why the Open Trivia DB gave no questions, in words a player understands.
///
/// Only `.unreachable` says "Offline": every other case reached the server, and its message says
/// what happened instead. Each message fits 40 columns for the host "opentdb.com", so that the
/// header's "<reason>; bundled questions" fits an 80-column screen.
public enum OpenTriviaDBError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No answer at all: no DNS, connection refused, no network, connection dropped.
    case unreachable(host: String)
    /// No complete answer within the deadline (from sending to the last byte).
    case timedOut(host: String, seconds: Int)
    /// The TLS handshake or certificate check failed.
    case secureConnectionFailed(host: String)
    /// An HTTP error status other than the rate limit.
    case httpStatus(host: String, status: Int)
    /// An answer we can't read: empty, truncated, not JSON, wrong types, undecodable fields.
    case malformedResponse(host: String)
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
    /// Response code 5 or HTTP 429, still after waiting and retrying.
    case rateLimited(host: String)
    /// Response codes 3 or 4 that a new or reset token could not cure within the deadline.
    case tokenRejected

    public var description: String {
        switch self {
        case .unreachable(let host): "Offline: \(host.removingControlCharacters) unreachable"
        case .timedOut(let host, let seconds): "\(host.removingControlCharacters) did not answer within \(seconds) s"
        case .secureConnectionFailed(let host): "secure connection to \(host.removingControlCharacters) failed"
        case .httpStatus(let host, let status): "\(host.removingControlCharacters) answered HTTP \(status)"
        case .malformedResponse(let host): "\(host.removingControlCharacters) sent an answer we can't read"
        case .tooLarge(let host): "\(host.removingControlCharacters) sent an answer over 1 MiB"
        case .redirected(let host): "redirected away from \(host.removingControlCharacters)"
        case .unusableToken(let host): "\(host.removingControlCharacters) sent an unusable token"
        case .notEnoughQuestions: "not enough questions for this choice"
        case .invalidParameter: "Open Trivia DB refused the request"
        case .rateLimited(let host): "\(host.removingControlCharacters) is busy (rate limit)"
        case .tokenRejected: "Open Trivia DB refused our token"
        }
    }

    /// Whether the request surely never reached the server (so it doesn't count for spacing).
    var neverReachedServer: Bool {
        if case .unreachable = self { return true }
        return false
    }
}
