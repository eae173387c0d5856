/// How a card looks: the course's three question view styles.
public enum CardStyle: Hashable, Sendable, CaseIterable {
    /// Grey: waiting for an answer.
    case standard
    /// Green, with a check mark: answered correctly.
    case correct
    /// Red, with a cross: answered wrongly.
    case incorrect
}

/// The question card: a filled, bordered box with its title wrapped and centred inside.
///
/// The card can be moved (`offsetX`), sheared (`lean`) and scaled (`scale`) away from its resting
/// frame, as while it is dragged, thrown or springing back. Whatever falls off the screen is
/// clipped.
public struct CardView: View, Hashable, Sendable {
    public var title: String
    public var style: CardStyle
    /// A short word on the top border next to the style's icon, such as "TRUE".
    public var badge: String?
    /// Columns the card is moved right (negative: left).
    public var offsetX: Int
    /// Rows from its resting place, down (the Game Over card falls in from above).
    public var offsetY: Int
    /// Shear, in columns per row; a positive lean tilts the top to the right.
    ///
    /// Row `r` of the card (0 at its top) is moved right by `round(lean × (centreRow − r))`
    /// columns, where `centreRow` is the middle row, `(height − 1) / 2` rounded down, so that the
    /// steps are even.
    public var lean: Double
    /// 1 at rest; the box's width and height scale around the centre of the resting frame.
    public var scale: Double
    /// Which page of a title too long for one card is shown: any integer, taken modulo the
    /// number of pages (so counting up goes round).
    public var page: Int
    /// The key that turns the page, shown with the page number on the bottom border of a title
    /// that takes more than one page, such as "↓".
    public var pageKey: String?
    /// The card's own words (the last page's key); `QuizScreen` sets them from the screen's.
    public var words = ViewText()

    /// The largest scale drawn; larger ones are drawn at this scale.
    public static let maximumScale = 4.0

    public init(
        title: String,
        style: CardStyle = .standard,
        badge: String? = nil,
        offsetX: Int = 0,
        offsetY: Int = 0,
        lean: Double = 0,
        scale: Double = 1,
        page: Int = 0,
        pageKey: String? = nil
    ) {
        self.title = title
        self.style = style
        self.badge = badge
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.lean = lean
        self.scale = scale
        self.page = page
        self.pageKey = pageKey
    }

    // MARK: - Rendering

    /// Draws the card for the resting `frame`.
    ///
    /// The title is wrapped at the resting text width (`frame` less 4 columns) into pages of
    /// `frame.height - 2` lines (see `titlePages`); the current page's lines are centred in the
    /// scaled box and clipped to its inside, and a title of several pages shows "1/2 [↓]" (the page
    /// and `pageKey`) on the bottom border, "2/2 [↓ first]" on the last page (the key goes round). A box too small for a border (under
    /// 3 columns or 2 rows) is drawn as a single dot at the centre.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        render(into: &buffer, frame: frame, theme: theme, drawsInPlace: true)
    }

    /// `render(into:frame:theme:)`, drawing an upright card wholly on screen (at rest, or on the
    /// first frame of a swipe) straight into `buffer` when `drawsInPlace`, else always through a
    /// sprite: the cells are the same either way (the tests compare them).
    func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme, drawsInPlace: Bool) {
        let scale = scale.isFinite ? clamped(scale, to: 0...Self.maximumScale) : 1
        let boxWidth = Int((Double(frame.width) * scale).rounded())
        let boxHeight = Int((Double(frame.height) * scale).rounded())
        // Bounded so that no arithmetic below can overflow, however far off screen the card is.
        let limit = 1 << 20
        let offset = clamped(offsetX, to: -limit...limit)
        let frameX = clamped(frame.x, to: -limit...limit)
        let frameY = clamped(frame.y, to: -limit...limit) + clamped(offsetY, to: -limit...limit)

        guard boxWidth >= 3, boxHeight >= 2 else {
            let dot = Cell(theme.symbols.dot, style: theme.card(style))
            buffer.set(dot, x: frameX + frame.width / 2 + offset, y: frameY + frame.height / 2)
            return
        }

        let boxX = frameX + floorDivide(frame.width - boxWidth, 2) + offset
        let boxY = frameY + floorDivide(frame.height - boxHeight, 2)
        let lean = lean.isFinite ? lean : 0
        let centreRow = Double((boxHeight - 1) / 2)
        let shift = { (row: Int) in
            Int(clamped((lean * (centreRow - Double(row))).rounded(), to: -Double(limit)...Double(limit)))
        }
        let box = Rect(x: boxX, y: boxY, width: boxWidth, height: boxHeight)
        // The shift grows from the centre row out: none on the first and last rows is none at all.
        if drawsInPlace, shift(0) == 0, shift(boxHeight - 1) == 0, box.intersection(buffer.bounds) == box {
            draw(into: &buffer, box: box, restingFrame: frame, theme: theme)
            return
        }
        var sprite = ScreenBuffer(width: boxWidth, height: boxHeight)
        draw(into: &sprite, box: sprite.bounds, restingFrame: frame, theme: theme)
        buffer.blit(sprite, x: boxX, y: boxY, shift: shift)
    }

    /// The lines of the page shown, at the resting size.
    public func titleLines(restingFrame frame: Rect, theme: Theme) -> [String] {
        let pages = titlePages(restingFrame: frame)
        return pages[pageIndex(count: pages.count)]
    }

    /// The title wrapped for a card at rest in `frame`, in pages of as many lines as the card has
    /// rows inside; never empty (an empty title is one empty page).
    ///
    /// The title is wrapped with one column of padding inside each border, on every page, and
    /// never ends on a lone word when the word before it can go down with it.
    public func titlePages(restingFrame frame: Rect) -> [[String]] {
        let rows = ScreenLayout.cardTextHeight(cardHeight: frame.height)
        guard rows > 0 else { return [[]] }
        let lines = TextLayout.wrapWithoutLoneLastWord(title, width: ScreenLayout.cardTextWidth(cardWidth: frame.width))
        guard lines.count > rows else { return [lines] }
        return stride(from: 0, to: lines.count, by: rows).map { Array(lines[$0..<min($0 + rows, lines.count)]) }
    }

    // MARK: - Private

    /// The upright card, drawn in `box` of `buffer` (a sprite's whole, or the screen's cells).
    private func draw(into sprite: inout ScreenBuffer, box: Rect, restingFrame frame: Rect, theme: Theme) {
        sprite.drawBox(
            box,
            border: theme.symbols.border,
            borderStyle: theme.cardBorder(style),
            fillStyle: theme.card(style)
        )
        drawLabel(into: &sprite, box: box, theme: theme)
        let pages = titlePages(restingFrame: frame)
        let index = pageIndex(count: pages.count)
        if pages.count > 1 {
            // The last page's key goes back to the first, and says so.
            let isLast = index == pages.count - 1
            let key = pageKey.map { isLast ? " [\(words.lastPageKey($0))]" : " [\($0)]" } ?? ""
            drawCentred(" \(index + 1)/\(pages.count)\(key) ", row: box.maxY - 1, into: &sprite, box: box, theme: theme)
        }

        let inside = box.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        let lines = pages[index]
        let top = inside.y + floorDivide(inside.height - lines.count, 2)
        for (index, line) in lines.enumerated() {
            let lineWidth = ScreenBuffer.displayWidth(ofText: line)
            let x = inside.x + floorDivide(inside.width - lineWidth, 2)
            sprite.write(line, x: x, y: top + index, style: theme.card(style), clip: inside)
        }
    }

    /// The icon and badge, centred on the top border: both if they fit, else the icon alone.
    private func drawLabel(into sprite: inout ScreenBuffer, box: Rect, theme: Theme) {
        let icon: String?
        switch style {
        case .standard: icon = nil
        case .correct: icon = theme.symbols.check
        case .incorrect: icon = theme.symbols.cross
        }
        let badge = badge.flatMap { $0.isEmpty ? nil : $0 }
        let candidates = [[icon, badge].compactMap { $0 }.joined(separator: " "), icon ?? ""]
        // Room between the corners, keeping one border cell each side of the label.
        let room = box.width - 4
        guard let label = candidates.first(where: { !$0.isEmpty && ScreenBuffer.displayWidth(ofText: $0) + 2 <= room })
        else { return }
        drawCentred(" " + label + " ", row: box.y, into: &sprite, box: box, theme: theme)
    }

    /// Writes `label` centred on a border row, if it fits with one border cell left each side.
    private func drawCentred(_ label: String, row: Int, into sprite: inout ScreenBuffer, box: Rect, theme: Theme) {
        let labelWidth = ScreenBuffer.displayWidth(ofText: label)
        guard labelWidth <= box.width - 4 else { return }
        let x = box.x + floorDivide(box.width - labelWidth, 2)
        sprite.write(label, x: x, y: row, style: theme.cardBadge(style), clip: box.insetBy(dx: 1, dy: 0))
    }

    /// The page shown out of `count`, from `page` taken modulo `count`.
    private func pageIndex(count: Int) -> Int {
        guard count > 1 else { return 0 }
        return ((page % count) + count) % count
    }
}
