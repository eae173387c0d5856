// MARK: - Drawing helpers shared by the views

extension ScreenBuffer {
    /// Draws a box: the border in `borderStyle`, the inside filled with spaces in `fillStyle`.
    ///
    /// A box one cell high or wide has no room for corners and is drawn as a line.
    mutating func drawBox(_ rect: Rect, border: BorderSet, borderStyle: Style, fillStyle: Style, clip: Rect? = nil) {
        guard !rect.isEmpty else { return }
        let area = clip.map { rect.intersection($0) } ?? rect
        fill(area, with: Cell(" ", style: fillStyle))
        let left = rect.x
        let right = rect.maxX - 1
        let top = rect.y
        let bottom = rect.maxY - 1
        if rect.height == 1 {
            for x in left...right { set(Cell(border.horizontal, style: borderStyle), x: x, y: top, clip: clip) }
            return
        }
        if rect.width == 1 {
            for y in top...bottom { set(Cell(border.vertical, style: borderStyle), x: left, y: y, clip: clip) }
            return
        }
        for x in left...right {
            set(Cell(border.horizontal, style: borderStyle), x: x, y: top, clip: clip)
            set(Cell(border.horizontal, style: borderStyle), x: x, y: bottom, clip: clip)
        }
        for y in top...bottom {
            set(Cell(border.vertical, style: borderStyle), x: left, y: y, clip: clip)
            set(Cell(border.vertical, style: borderStyle), x: right, y: y, clip: clip)
        }
        set(Cell(border.topLeft, style: borderStyle), x: left, y: top, clip: clip)
        set(Cell(border.topRight, style: borderStyle), x: right, y: top, clip: clip)
        set(Cell(border.bottomLeft, style: borderStyle), x: left, y: bottom, clip: clip)
        set(Cell(border.bottomRight, style: borderStyle), x: right, y: bottom, clip: clip)
    }

    /// Draws a box `width` by `height` centred in `frame`, in the help box's colours, with `title`
    /// centred on its top border where the box has room for it (the help and the answer box).
    ///
    /// - Returns: the box.
    @discardableResult
    mutating func drawTitledBox(width: Int, height: Int, centredIn frame: Rect, title: String, theme: Theme) -> Rect {
        let box = Rect(
            x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width,
            height: height)
        drawBox(box, border: theme.symbols.border, borderStyle: theme.helpBox, fillStyle: theme.helpBox)
        if box.width >= 3 {
            let top = Rect(x: box.x + 1, y: box.y, width: box.width - 2, height: 1)
            writeCentered(" \(title) ", in: top, style: theme.helpKey, ellipsis: "")
        }
        return box
    }

    /// Writes one line of text centred in `rect`'s first row, truncated to the rect's width.
    ///
    /// - Returns: the column the text starts at.
    @discardableResult
    mutating func writeCentered(_ text: String, in rect: Rect, style: Style, ellipsis: String) -> Int {
        guard !rect.isEmpty else { return rect.x }
        let shown = TextLayout.truncate(text, width: rect.width, ellipsis: ellipsis)
        let x = rect.x + (rect.width - Self.displayWidth(ofText: shown)) / 2
        write(shown, x: x, y: rect.y, style: style, clip: rect)
        return x
    }

    /// Copies `sprite` with its top-left corner at (x, y), shifting row `r` right by `shift(r)`.
    ///
    /// A wide grapheme that would be cut by the edge of the screen becomes blanks in its style, so
    /// the screen never holds half of one.
    mutating func blit(_ sprite: ScreenBuffer, x: Int, y: Int, shift: (Int) -> Int) {
        for row in 0..<sprite.height {
            let targetY = y + row
            guard targetY >= 0, targetY < height else { continue }
            let rowX = x + shift(row)
            var column = 0
            while column < sprite.width {
                let cell = sprite.cells[row * sprite.width + column]
                let isWide =
                    !cell.isContinuation && column + 1 < sprite.width
                    && sprite.cells[row * sprite.width + column + 1].isContinuation
                let targetX = rowX + column
                if isWide {
                    if targetX >= 0, targetX + 1 < width {
                        set(cell, x: targetX, y: targetY)
                        set(Cell("", style: cell.style), x: targetX + 1, y: targetY)
                    } else {
                        set(Cell(" ", style: cell.style), x: targetX, y: targetY)
                        set(Cell(" ", style: cell.style), x: targetX + 1, y: targetY)
                    }
                    column += 2
                } else {
                    if !cell.isContinuation { set(cell, x: targetX, y: targetY) }
                    column += 1
                }
            }
        }
    }
}

// MARK: - Arithmetic

/// Integer division rounding towards minus infinity, so centring is the same on both sides of 0.
func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}

/// `value` limited to `range`.
func clamped<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
    min(max(value, range.lowerBound), range.upperBound)
}
