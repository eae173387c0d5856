import Foundation

/// Why the Open Trivia DB gave no questions, in words a player understands.
public enum OpenTriviaDBError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No answer at all: no DNS, connection refused, no network, connection dropped.
    case unreachable(host: String)
    /// No complete answer within the time limit.
    case timedOut(host: String, seconds: Int)
    /// The TLS handshake or certificate check failed.
    case secureConnectionFailed(host: String)
    /// An HTTP error status other than the rate limit.
    case httpStatus(host: String, status: Int)
    /// An answer we can't read: empty, truncated, not JSON, wrong types, undecodable fields.
    case malformedResponse(host: String)
    /// Response code 1: not enough questions for this query.
    case notEnoughQuestions
    /// Response code 2: the server rejected a parameter.
    case invalidParameter
    /// Response code 5 or HTTP 429, still after waiting and retrying.
    case rateLimited(host: String)
    /// Response codes 3 or 4 that a new or reset token did not cure.
    case tokenRejected

    public var description: String {
        switch self {
        case .unreachable(let host): "Offline: \(host) unreachable"
        case .timedOut(let host, let seconds): "Offline: \(host) did not answer within \(seconds) s"
        case .secureConnectionFailed(let host): "Offline: secure connection to \(host) failed"
        case .httpStatus(let host, let status): "Offline: \(host) answered HTTP \(status)"
        case .malformedResponse(let host): "Offline: \(host) sent an answer we can't read"
        case .notEnoughQuestions: "Not enough Open Trivia DB questions for this choice"
        case .invalidParameter: "The Open Trivia DB refused the request (invalid parameter)"
        case .rateLimited(let host): "Offline: \(host) is busy (rate limit)"
        case .tokenRejected: "The Open Trivia DB refused our session token"
        }
    }

    /// Whether the request surely never reached the server (so it doesn't count for spacing).
    var neverReachedServer: Bool {
        if case .unreachable = self { return true }
        return false
    }
}
