/// The False and True buttons under the card: False at the card's left edge, True at its right.
///
/// Each lights up, from the card's side outwards, as the card is dragged toward it: a quarter of
/// the way to where letting go answers lights a quarter of its cells, all of them at that point.
/// Held down by the mouse, a button is lit whole. Without the mouse (`isClickable` false) they are
/// key hints: the same words, dim, with no bar behind them.
public struct AnswerButtons: Hashable, Sendable {
    /// False's title, such as "← False".
    public var falseTitle: String
    /// True's title, such as "True →".
    public var trueTitle: String
    /// How far the card is dragged toward False: 0 at rest, 1 where letting it go answers.
    public var falseLit: Double
    /// How far the card is dragged toward True: 0 at rest, 1 where letting it go answers.
    public var trueLit: Double
    /// The button the mouse holds down, with the pointer on it: false, true, or nil.
    public var pressed: Bool?
    /// Buttons a click answers with; false: key hints, drawn as text.
    public var isClickable: Bool

    /// Spaces each side of a button's title, inside the button.
    public static let padding = 1
    /// The fewest blank columns between the two buttons: closer, they are left out.
    public static let gap = 2

    public init(
        falseTitle: String, trueTitle: String, falseLit: Double = 0, trueLit: Double = 0, pressed: Bool? = nil,
        isClickable: Bool = true
    ) {
        self.falseTitle = falseTitle
        self.trueTitle = trueTitle
        self.falseLit = falseLit
        self.trueLit = trueLit
        self.pressed = pressed
        self.isClickable = isClickable
    }

    /// The cells each button takes in `row` (the layout's `answers`): where it is drawn and where
    /// a click presses it; nil when the two don't fit in it side by side.
    public func frames(in row: Rect) -> (false: Rect, true: Rect)? {
        let padding = isClickable ? Self.padding : 0
        let falseWidth = ScreenBuffer.displayWidth(ofText: falseTitle) + 2 * padding
        let trueWidth = ScreenBuffer.displayWidth(ofText: trueTitle) + 2 * padding
        guard row.height > 0, falseWidth + Self.gap + trueWidth <= row.width else { return nil }
        return (
            Rect(x: row.x, y: row.y, width: falseWidth, height: 1),
            Rect(x: row.maxX - trueWidth, y: row.y, width: trueWidth, height: 1)
        )
    }

    /// Draws both buttons in `row`, or nothing when they don't fit.
    public func render(into buffer: inout ScreenBuffer, row: Rect, theme: Theme) {
        guard let (falseFrame, trueFrame) = frames(in: row) else { return }
        draw(falseTitle, in: falseFrame, lit: pressed == false ? 1 : falseLit, fromRight: true, into: &buffer, theme)
        draw(trueTitle, in: trueFrame, lit: pressed == true ? 1 : trueLit, fromRight: false, into: &buffer, theme)
    }

    /// The title in `frame`, its first `lit` share of cells lit from the side nearer the card's
    /// centre (`fromRight` for False, on the left).
    private func draw(
        _ title: String, in frame: Rect, lit: Double, fromRight: Bool, into buffer: inout ScreenBuffer, _ theme: Theme
    ) {
        guard isClickable else {
            buffer.write(title, x: frame.x, y: frame.y, style: theme.notice, clip: frame)
            return
        }
        let share = lit.isFinite ? min(max(lit, 0), 1) : 0
        let litCells = Int((share * Double(frame.width)).rounded())
        buffer.fill(frame, with: Cell(" ", style: theme.button))
        buffer.write(title, x: frame.x + Self.padding, y: frame.y, style: theme.button, clip: frame)
        guard litCells > 0 else { return }
        let litFrame = Rect(
            x: fromRight ? frame.maxX - litCells : frame.x, y: frame.y, width: litCells, height: 1)
        buffer.fill(litFrame, with: Cell(" ", style: theme.buttonPressed))
        buffer.write(title, x: frame.x + Self.padding, y: frame.y, style: theme.buttonPressed, clip: litFrame)
    }
}
