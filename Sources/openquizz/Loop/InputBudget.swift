import QuizView

/// How much of one wake's input the controller handles.
///
/// Every event up to `eventsPerWake`; past that the input is a flood, and of the rest of the
/// wake's input only the keys that leave act: Esc, Ctrl-C and q (a run of letters holding a q
/// acts as one q). The next wake starts a new budget.
///
/// Nobody types a thousand keys in a frame: a drag reports a cell at a time and a paste comes
/// bracketed, as one event. But a terminal without bracketed paste, or a program writing to the
/// terminal, can queue megabytes of keys in front of Esc, and each key handled costs a key's
/// work (a few microseconds, more in the history's search): 10 MiB of random bytes held Esc back
/// for a minute. Past the budget a wake only parses (DECISIONS 8).
struct InputBudget {
    /// The most input events one wake hands the controller before the rest is a flood.
    static let eventsPerWake = 1_000

    private var handed = 0

    /// `event` if it is handled, or what it acts as in a flood (a q); nil when it is dropped.
    mutating func admit(_ event: InputEvent) -> InputEvent? {
        handed += 1
        guard handed > Self.eventsPerWake else { return event }
        switch event {
        case .key(.escape), .key(.control("c")), .key(.character("q")):
            return event
        case .text(let text) where text.utf8.contains(UInt8(ascii: "q")):
            return .key(.character("q"))
        default:
            return nil
        }
    }
}
