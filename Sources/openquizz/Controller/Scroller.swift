import QuizView

/// Where a list taller than its window stands: the first row shown, moved by the scrolling keys.
///
/// The keys are the panel key table's (`KeyMap.panelBindings`): ↑/k and ↓/j move one row,
/// PgUp/PgDn (and the space bar) a window less one row, Home/g and End/G to either end; a notch of
/// the mouse wheel is ↑ or ↓ three times (`MouseWheel`). The top never goes past the last full
/// window. Where it stands is said by `PanelPosition`.
struct Scroller: Equatable {
    private(set) var top = 0

    /// Scrolls for `key` if it is a scrolling key of the review and the stats; false for any other.
    mutating func scroll(_ key: Key, total: Int, visible: Int) -> Bool {
        guard let command = KeyMap.panelCommand(for: key, in: .review) else { return false }
        return scroll(command, total: total, visible: visible)
    }

    /// Scrolls for `command` if it is a scrolling command; false for any other.
    mutating func scroll(_ command: PanelCommand, total: Int, visible: Int) -> Bool {
        let page = max(1, visible - 1)
        switch command {
        case .scrollUp: top -= 1
        case .scrollDown: top += 1
        case .pageUp: top -= page
        case .pageDown: top += page
        case .top: top = 0
        case .bottom: top = Int.max / 2
        default: return false
        }
        top = clampedTop(total: total, visible: visible)
        return true
    }

    /// The top row for `total` rows in a `visible`-row window (after a resize, for example).
    func clampedTop(total: Int, visible: Int) -> Int {
        min(max(0, top), max(0, total - visible))
    }
}
