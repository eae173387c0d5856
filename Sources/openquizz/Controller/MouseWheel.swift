import QuizView

/// The mouse wheel, which scrolls the review, the stats and the search list: a notch is ↑ or ↓
/// pressed `rowsPerNotch` times.
enum MouseWheel {
    /// Rows a notch of the wheel scrolls, as most terminal programs do.
    static let rowsPerNotch = 3

    /// The gesture a report of the wheel is (up for button 64, down for 65), or nil for any other
    /// report (buttons, moves, the horizontal wheel's 66 and 67).
    static func gesture(for report: MouseReport) -> MouseGesture? {
        guard !report.isRelease, report.button & 64 != 0, report.button & 32 == 0 else { return nil }
        switch report.button & 0b11 {
        case 0: return .wheelUp
        case 1: return .wheelDown
        default: return nil
        }
    }

    /// The key a report of the wheel stands for, from the panel key table: the first key of the
    /// command its gesture sends (↑ for the wheel up, ↓ for down); nil for any other report.
    static func key(for report: MouseReport) -> Key? {
        gesture(for: report).flatMap(KeyMap.panelCommand(for:)).flatMap { KeyMap.binding($0)?.keys.first }
    }
}
