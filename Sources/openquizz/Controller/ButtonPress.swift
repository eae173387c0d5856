import QuizView

/// The mouse held down on a button, from the press to the release.
///
/// As a finger on a phone's button: the button shows pressed while the pointer is on it, and a
/// release on it clicks it. Let go anywhere else (dragged off it), nothing happens.
///
/// Only a press on the button's own cells starts one: the row around it is not the button.
struct ButtonPress: Equatable {
    /// The button's cells, where it was pressed.
    let frame: Rect
    /// Whether the pointer is on the button now (it shows pressed).
    private(set) var isOnButton = true

    /// A press at cell (`x`, `y`), or nil when it is not on the button's `frame`.
    init?(at x: Int, _ y: Int, on frame: Rect) {
        guard frame.contains(x: x, y: y) else { return nil }
        self.frame = frame
    }

    /// The pointer moved to (`x`, `y`) with the button held.
    mutating func moved(to x: Int, _ y: Int) {
        isOnButton = frame.contains(x: x, y: y)
    }

    /// Whether a release at (`x`, `y`) clicks the button.
    func clicks(releasedAt x: Int, _ y: Int) -> Bool {
        frame.contains(x: x, y: y)
    }
}
