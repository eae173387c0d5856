import Foundation
import QuizCore

/// The Open Trivia DB's rate limit, kept on our side: requests (token, categories, questions
/// alike) go out at least `spacing` apart, across runs too.
///
/// The spacing counts from the previous *answer*: the server counts from when a request arrived,
/// and counting from our send time got us rate-limited. A request that never reached the server
/// (no DNS, refused connection) gives its slot back, so an offline New Game never waits.
struct RequestSpacer: Sendable {
    /// A slot taken for one request, to give back if it never reached the server.
    struct Reservation: Sendable {
        fileprivate let previous: AnyClock.Instant
        fileprivate let next: AnyClock.Instant
    }

    let spacing: Duration
    /// When the next request may go out.
    private(set) var nextAllowed: AnyClock.Instant

    /// - Parameters:
    ///   - now: the present, on the clock requests are timed with.
    ///   - lastRequest, wallNow: when an earlier run last heard from the server, and the date now:
    ///     a request sent a moment ago still counts.
    init(spacing: Duration, now: AnyClock.Instant, lastRequest: Date?, wallNow: Date) {
        self.spacing = spacing
        nextAllowed = now
        if let lastRequest {
            let age = wallNow.timeIntervalSince(lastRequest)
            let spacingSeconds = spacing.inSeconds
            if age >= 0, age < spacingSeconds {
                nextAllowed = now.advanced(by: .inSeconds(spacingSeconds - age))
            }
        }
    }

    /// When a request asked for at `now` may go out.
    func sendTime(now: AnyClock.Instant) -> AnyClock.Instant {
        max(now, nextAllowed)
    }

    /// When the last of `count` requests, each `spacing` after the previous one, could go out.
    func sendTime(ofRequest count: Int, now: AnyClock.Instant) -> AnyClock.Instant {
        sendTime(now: now).advanced(by: spacing * max(0, count - 1))
    }

    /// Takes the slot at `sendAt`: the next request waits at least `spacing` more.
    mutating func reserve(at sendAt: AnyClock.Instant) -> Reservation {
        let reservation = Reservation(previous: nextAllowed, next: sendAt.advanced(by: spacing))
        nextAllowed = reservation.next
        return reservation
    }

    /// The server answered at `now`: the next request waits `spacing` from now.
    mutating func answered(at now: AnyClock.Instant) {
        nextAllowed = max(nextAllowed, now.advanced(by: spacing))
    }

    /// The request never reached the server: its slot is free again (unless a later one was
    /// taken meanwhile).
    mutating func giveBack(_ reservation: Reservation, now: AnyClock.Instant) {
        guard nextAllowed == reservation.next else { return }
        nextAllowed = max(reservation.previous, now)
    }
}
