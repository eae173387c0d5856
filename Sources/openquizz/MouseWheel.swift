import QuizView

/// The mouse wheel, which scrolls the review, the stats and the search list: a notch is ↑ or ↓
/// pressed `rowsPerNotch` times.
enum MouseWheel {
    /// Rows a notch of the wheel scrolls, as most terminal programs do.
    static let rowsPerNotch = 3

    /// The arrow key a report of the wheel stands for (↑ for button 64, ↓ for 65), or nil for any
    /// other report (buttons, moves, the horizontal wheel's 66 and 67).
    static func key(for report: MouseReport) -> Key? {
        guard !report.isRelease, report.button & 64 != 0, report.button & 32 == 0 else { return nil }
        switch report.button & 0b11 {
        case 0: return .up
        case 1: return .down
        default: return nil
        }
    }
}
