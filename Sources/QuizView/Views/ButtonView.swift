/// A button, such as "New Game [N]": its title on a light-blue bar, centred in its row.
public struct ButtonView: View, Hashable, Sendable {
    public var title: String
    /// Whether the mouse holds it down (drawn in `Theme.buttonPressed`).
    public var isPressed: Bool

    /// Spaces each side of the title, inside the button.
    public static let padding = 2

    public init(title: String, isPressed: Bool = false) {
        self.title = title
        self.isPressed = isPressed
    }

    /// The cells the button takes on the first row of `frame`: where it is drawn, and where a
    /// click presses it.
    public func frame(in frame: Rect, theme: Theme) -> Rect {
        layout(in: frame, theme: theme).button
    }

    /// Draws the button on the first row of `frame`; a narrow frame trims the padding, then the
    /// title.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let (button, shown, padding) = layout(in: frame, theme: theme)
        let style = isPressed ? theme.buttonPressed : theme.button
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        buffer.fill(button, with: Cell(" ", style: style))
        buffer.write(shown, x: button.x + padding, y: row.y, style: style, clip: row)
    }

    /// The button's cells, the title as shown and the padding each side of it.
    private func layout(in frame: Rect, theme: Theme) -> (button: Rect, shown: String, padding: Int) {
        guard !frame.isEmpty else { return (Rect(x: frame.x, y: frame.y, width: 0, height: 0), "", 0) }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        let titleRoom = row.width - 2 * min(Self.padding, max(0, (row.width - 1) / 2))
        let shown = TextLayout.truncate(title, width: titleRoom, ellipsis: theme.symbols.ellipsis)
        let textWidth = ScreenBuffer.displayWidth(ofText: shown)
        let padding = min(Self.padding, (row.width - textWidth) / 2)
        let buttonWidth = textWidth + 2 * padding
        let x = row.x + (row.width - buttonWidth) / 2
        return (Rect(x: x, y: row.y, width: buttonWidth, height: 1).intersection(row), shown, padding)
    }
}

/// A spinner and what it waits for, centred in its row.
public struct SpinnerView: View, Hashable, Sendable {
    /// Any frame counter; it is taken modulo the theme's frame count.
    public var frame: Int
    public var label: String

    public init(frame: Int, label: String) {
        self.frame = frame
        self.label = label
    }

    /// The spinner's text for `theme`: the frame, a space and the label.
    public func text(theme: Theme) -> String {
        let symbol = theme.symbols.spinnerFrame(frame)
        return label.isEmpty ? symbol : symbol + " " + label
    }

    public func render(into buffer: inout ScreenBuffer, frame rect: Rect, theme: Theme) {
        TextLineView(text: text(theme: theme), style: theme.spinner).render(into: &buffer, frame: rect, theme: theme)
    }
}
