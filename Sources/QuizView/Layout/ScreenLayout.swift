/// Where each part of the game screen goes, for one terminal size.
///
/// From top to bottom: the header (row 0), the card, the score, the verdict, and the bottom row
/// (button or spinner, always the last row). At the minimum size, 40x12, every row is used:
/// header on row 0, a 40x8 card on rows 1...8, score on row 9, verdict on row 10 and the bottom
/// on row 11, so the verdict always has a row of its own. Taller screens first grow the card (two
/// rows of height for one row of card, up to 14 rows), then put one blank row between the card and
/// the score, and centre the card, score and verdict vertically between the header and the bottom.
public struct ScreenLayout: Hashable, Sendable {
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    /// The card's narrowest, widest, lowest and tallest sizes.
    public static let cardWidths = 40...72
    public static let cardHeights = 8...14

    public let width: Int
    public let height: Int
    /// Row 0, the full width.
    public let header: Rect
    /// The card at rest, centred horizontally.
    public let card: Rect
    /// The row under the card.
    public let score: Rect
    /// The row under the score.
    public let verdict: Rect
    /// The rows between the verdict and the bottom row (at most 3), for the explanation of an
    /// answer; empty on small screens, where the explanation follows the verdict on its line.
    public let explanation: Rect
    /// The last row: the button or the spinner.
    public let bottom: Rect
    /// The blank row right under the card, as wide as the card, where the True and False buttons
    /// go; nil at the minimum height, where every row is taken (the buttons are then left out).
    public let answers: Rect?

    /// The layout of a `width` x `height` screen, or nil when it is smaller than the minimum.
    public init?(width: Int, height: Int) {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return nil }
        self.width = width
        self.height = height

        let cardWidth = min(width, clamped(min(width, 1000) * 6 / 10, to: Self.cardWidths))
        let spare = height - Self.minimumHeight
        let cardHeight = clamped(Self.cardHeights.lowerBound + spare / 2, to: Self.cardHeights)
        let gapAfterCard = spare > 0 ? 1 : 0

        // Card, gap, score and verdict, centred between the header and the bottom row.
        let middleHeight = height - 2
        let blockHeight = cardHeight + gapAfterCard + 2
        let top = 1 + (middleHeight - blockHeight) / 2
        let scoreRow = top + cardHeight + gapAfterCard

        header = Rect(x: 0, y: 0, width: width, height: 1)
        card = Rect(x: (width - cardWidth) / 2, y: top, width: cardWidth, height: cardHeight)
        score = Rect(x: 0, y: scoreRow, width: width, height: 1)
        verdict = Rect(x: 0, y: scoreRow + 1, width: width, height: 1)
        bottom = Rect(x: 0, y: height - 1, width: width, height: 1)
        answers = gapAfterCard > 0 ? Rect(x: card.x, y: card.maxY, width: cardWidth, height: 1) : nil
        let belowVerdict = scoreRow + 2
        explanation = Rect(x: 0, y: belowVerdict, width: width, height: min(3, height - 1 - belowVerdict))
    }

    /// Columns for the card's title: the card less one border and `padding` columns each side
    /// (one, unless a title too long for the card needs them).
    public static func cardTextWidth(cardWidth: Int, padding: Int = 1) -> Int {
        max(0, cardWidth - 2 - 2 * padding)
    }

    /// Rows for the card's title: the card less its top and bottom borders.
    public static func cardTextHeight(cardHeight: Int) -> Int {
        max(0, cardHeight - 2)
    }
}
