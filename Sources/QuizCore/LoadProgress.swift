/// Where a request for questions stands, for the loading card.
public enum LoadProgress: Equatable, Sendable {
    /// Held back by the Open Trivia DB's rate limit (one request every 5 s) until `until`.
    case waiting(until: AnyClock.Instant)
    /// Sent, waiting for the answer.
    case requesting
}
