import QuizView

/// The mouse on the game, as a child of the controller: a press on the card and its drag, or a
/// press on the New Game button, turned into what the controller should do.
///
/// Press on the card and drag: it follows the pointer. Let go past `CardMotion.threshold` aside
/// and it answers (true right of where it was pressed, false left); short of it, it springs
/// back. Dragged up (more up than aside, a row being about two columns tall), it starts a new
/// game, as ↑ does. A press on the New Game button starts one when released on it; a press on the
/// False or True button under the card answers when released on it, as ← or → does. It knows no
/// `Game`: the controller says what may be grabbed or answered.
struct CardDrag: Equatable {
    /// What the controller should do after a report.
    enum Intent: Equatable {
        /// Nothing.
        case none
        /// A press that held no card (on the button, or beside the card): a falling card lands.
        case pressed
        /// The card is held from here: it stops moving, and follows the pointer.
        case grab
        /// The card follows the pointer, `dx` columns aside and `dy` rows down from the press.
        case follow(dx: Int, dy: Int)
        /// Let go past the threshold: the card answers, and slides off from where it is.
        case answer(Bool)
        /// Let go short of the threshold: the card springs back.
        case springBack
        /// Flicked up, or the New Game button clicked.
        case newGame
        /// The False (false) or True (true) button clicked: answer as the arrow key does.
        case answerClicked(Bool)
    }

    /// What the mouse sees of the screen.
    struct Layout: Equatable {
        /// The card at rest.
        var card: Rect
        /// The New Game button's cells, when it is shown.
        var button: Rect?
        /// The False and True buttons' cells, when they are shown and clickable.
        var falseButton: Rect?
        var trueButton: Rect?
        var screenWidth: Int
    }

    /// A button under the mouse: New Game, or an answer's.
    enum Target: Equatable {
        case newGame
        case answer(Bool)
    }

    /// Where a press on the card started, while the mouse holds it.
    private(set) var start: (x: Int, y: Int)?
    /// The mouse held down on a button, and which.
    private(set) var buttonPress: ButtonPress?
    private(set) var pressedTarget = Target.newGame

    /// Whether the mouse holds the card or the button.
    var isHolding: Bool { start != nil || buttonPress != nil }

    /// Whether the New Game button shows pressed (the pointer is on it, the button held).
    var isButtonPressed: Bool { pressedTarget == .newGame && buttonPress?.isOnButton == true }

    /// The answer whose button shows pressed (held, the pointer on it), if any.
    var pressedAnswer: Bool? {
        guard case .answer(let value) = pressedTarget, buttonPress?.isOnButton == true else { return nil }
        return value
    }

    /// A mouse report (not the wheel's).
    ///
    /// - Parameters:
    ///   - canGrab: whether the card may be held (a question or Game Over, not "Loading...").
    ///   - canAnswer: whether letting the card go past the threshold answers (a question is on it).
    mutating func receive(_ report: MouseReport, _ layout: Layout, canGrab: Bool, canAnswer: Bool) -> Intent {
        // The left button (0), not a wheel (64 and up); 32 marks a move with the button held.
        let isLeftButton = report.button & 0b11 == 0 && report.button & 64 == 0
        let isMove = report.button & 32 != 0
        if report.isRelease {
            return released(at: report.x, report.y, layout, canAnswer: canAnswer)
        } else if isMove {
            guard isLeftButton else { return .none }
            buttonPress?.moved(to: report.x, report.y)
            guard let start else { return .none }
            return .follow(dx: report.x - start.x, dy: report.y - start.y)
        } else if isLeftButton {
            // Only the buttons' own cells: a press beside one on its row does nothing.
            let targets: [(Rect?, Target)] = [
                (layout.button, .newGame), (layout.falseButton, .answer(false)), (layout.trueButton, .answer(true)),
            ]
            buttonPress = nil
            for case (let frame?, let target) in targets {
                guard let press = ButtonPress(at: report.x, report.y, on: frame) else { continue }
                buttonPress = press
                pressedTarget = target
                break
            }
            guard buttonPress == nil, layout.card.contains(x: report.x, y: report.y), canGrab else { return .pressed }
            start = (report.x, report.y)
            return .grab
        }
        return .none
    }

    /// A key, or the game suspended, lets go of the card and the button.
    mutating func cancel() {
        start = nil
        buttonPress = nil
    }

    private mutating func released(at x: Int, _ y: Int, _ layout: Layout, canAnswer: Bool) -> Intent {
        defer { buttonPress = nil }
        guard let start else {
            guard buttonPress?.clicks(releasedAt: x, y) == true else { return .none }
            switch pressedTarget {
            case .newGame: return .newGame
            case .answer(let value): return .answerClicked(value)
            }
        }
        self.start = nil
        let dx = x - start.x
        let dy = y - start.y
        // Up, more than aside (a row is about two columns tall): a new game.
        if dy <= -max(2, layout.card.height / 3), -dy * 2 >= abs(dx) { return .newGame }
        if canAnswer, abs(dx) >= CardMotion.threshold(screenWidth: layout.screenWidth) { return .answer(dx > 0) }
        return .springBack
    }

    static func == (lhs: CardDrag, rhs: CardDrag) -> Bool {
        lhs.start?.x == rhs.start?.x && lhs.start?.y == rhs.start?.y && lhs.buttonPress == rhs.buttonPress
            && lhs.pressedTarget == rhs.pressedTarget
    }
}
