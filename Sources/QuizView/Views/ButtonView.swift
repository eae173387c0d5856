/// A button, such as "New Game [N]": its title on a light-blue bar, centred in its row.
public struct ButtonView: View, Hashable, Sendable {
    public var title: String

    /// Spaces each side of the title, inside the button.
    public static let padding = 2

    public init(title: String) {
        self.title = title
    }

    /// Draws the button on the first row of `frame`; a narrow frame trims the padding, then the
    /// title.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        let titleRoom = row.width - 2 * min(Self.padding, max(0, (row.width - 1) / 2))
        let shown = TextLayout.truncate(title, width: titleRoom, ellipsis: theme.symbols.ellipsis)
        let textWidth = ScreenBuffer.displayWidth(ofText: shown)
        let padding = min(Self.padding, (row.width - textWidth) / 2)
        let buttonWidth = textWidth + 2 * padding
        let x = row.x + (row.width - buttonWidth) / 2
        let button = Rect(x: x, y: row.y, width: buttonWidth, height: 1)
        buffer.fill(button.intersection(row), with: Cell(" ", style: theme.button))
        buffer.write(shown, x: x + padding, y: row.y, style: theme.button, clip: row)
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
