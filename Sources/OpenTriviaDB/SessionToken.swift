import Foundation

/// The Open Trivia DB session token: it keeps questions from repeating across games and runs.
///
/// The server forgets a token after 6 hours without use; code 3 says it forgot it (a new one is
/// asked for), code 4 that it has served every question of the query (the token is reset before
/// its next use). Only tokens of 1 to 128 ASCII letters and digits are used and kept: anything
/// else would go into every request's URL.
package struct SessionToken: Equatable, Sendable {
    /// The longest token we accept.
    ///
    /// opentdb.com's are 64 hexadecimal digits.
    static let maximumLength = 128

    private(set) var value: String?
    private(set) var lastUsed: Date?
    /// Code 4 was answered: the token must be reset before it is used again.
    private(set) var needsReset = false

    /// A token remembered from an earlier run; one we would refuse is dropped.
    init(value: String? = nil, lastUsed: Date? = nil) {
        guard let value, Self.isUsable(value) else { return }
        self.value = value
        self.lastUsed = lastUsed
    }

    /// Whether `token` is one we send and keep: 1 to 128 ASCII letters and digits.
    package static func isUsable(_ token: String) -> Bool {
        let bytes = token.utf8
        return !bytes.isEmpty && bytes.count <= maximumLength
            && bytes.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
    }

    /// The token, if it was used less than `lifetime` seconds before `now`; an older one is
    /// forgotten (the server has forgotten it too).
    mutating func current(at now: Date, lifetime: TimeInterval) -> String? {
        guard let value, let lastUsed else { return nil }
        let age = now.timeIntervalSince(lastUsed)
        guard age >= 0, age < lifetime else {
            forget()
            return nil
        }
        return value
    }

    /// A new token from the server (already checked by the decoder).
    mutating func received(_ token: String, at now: Date) {
        guard Self.isUsable(token) else { return }
        value = token
        lastUsed = now
        needsReset = false
    }

    /// The token served questions, or was reset: its six hours start again.
    mutating func used(at now: Date) {
        guard value != nil else { return }
        lastUsed = now
        needsReset = false
    }

    /// Code 4: reset it before it is used again.
    mutating func markForReset() {
        needsReset = value != nil
    }

    /// Code 3, expiry, or a reset refused: a new token is asked for next.
    mutating func forget() {
        value = nil
        lastUsed = nil
        needsReset = false
    }
}
