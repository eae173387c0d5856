/// The whole verdict and explanation of the last answer, in a box over the screen: what the
/// verdict row shows cut short on a small screen, to read in full.
///
/// The box is centred, at most 64 columns wide, titled "Answer" (`words.answerTitle`) unless told
/// otherwise, and ends with a hint on how to close it (`words`'). Text that doesn't fit the screen is shown in pages, the page number and `pageKey` on
/// the bottom border.
public struct AnswerBox: View, Hashable, Sendable {
    /// On the top border; nil: `words.answerTitle`.
    public var title: String?
    /// The verdict, such as "Right! It's false."; drawn after the tone's icon.
    public var verdict: String
    public var tone: Tone?
    /// The fact behind the answer, if any.
    public var explanation: String?
    /// Which page is shown: any integer, taken modulo the number of pages.
    public var page: Int
    /// The key that turns the page, such as "↓".
    public var pageKey: String?
    /// The box's own words (title, hints); `QuizScreen` sets them from the screen's.
    public var words = ViewText()
    /// The widest the box gets.
    public static let maximumWidth = 64

    public init(
        verdict: String, tone: Tone?, explanation: String?, page: Int = 0, pageKey: String? = nil,
        title: String? = nil
    ) {
        self.title = title
        self.verdict = verdict
        self.tone = tone
        self.explanation = explanation
        self.page = page
        self.pageKey = pageKey
    }

    // MARK: - Layout

    /// The box's rows of text for a `frame`-sized screen, in pages; one page when it all fits.
    ///
    /// The verdict's lines come first, then a blank row and the explanation's lines. A page holds
    /// as many rows as the box has between its borders, less the hint row.
    public func pages(frame: Rect, theme: Theme) -> [[String]] {
        let textWidth = Self.textWidth(frameWidth: frame.width)
        var rows = TextLayout.wrap(lead(theme: theme), width: textWidth)
        if let explanation {
            let lines = TextLayout.wrap(explanation, width: textWidth)
            if !lines.isEmpty { rows += [""] + lines }
        }
        let perPage = max(1, frame.height - 3)
        guard rows.count > perPage else { return [rows] }
        return stride(from: 0, to: rows.count, by: perPage).map { Array(rows[$0..<min($0 + perPage, rows.count)]) }
    }

    // MARK: - Rendering

    /// Draws the box centred in `frame`, as tall as its text (with a blank row above and below it
    /// when there is room) or as `frame`, whichever is smaller.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard frame.width >= 3, frame.height >= 3 else { return }
        let pages = pages(frame: frame, theme: theme)
        let index = pages.count > 1 ? ((page % pages.count) + pages.count) % pages.count : 0
        let rows = pages[index]
        let spacious = pages.count == 1 && rows.count + 5 <= frame.height
        let boxHeight = pages.count > 1 ? frame.height : rows.count + (spacious ? 5 : 3)
        let box = buffer.drawTitledBox(
            width: min(frame.width, Self.maximumWidth), height: boxHeight, centredIn: frame,
            title: title ?? words.answerTitle, theme: theme)

        let inside = box.insetBy(dx: 1, dy: 1)
        let text = inside.width > 2 ? inside.insetBy(dx: 1, dy: 0) : inside
        let ellipsis = theme.symbols.ellipsis
        let firstRow = inside.y + (spacious ? 1 : 0)
        let leadRows = TextLayout.wrap(lead(theme: theme), width: text.width).count
        for (offset, line) in rows.enumerated() {
            let isLead = index == 0 && offset < leadRows
            let row = Rect(x: text.x, y: firstRow + offset, width: text.width, height: 1)
            buffer.write(line, x: row.x, y: row.y, style: isLead ? theme.helpKey : theme.helpBox, clip: row)
        }

        var hint = words.closeHint
        if pages.count > 1 {
            hint = pageKey.map { words.answerPages($0) } ?? words.answerPagesNoKey
            let bottomBorder = Rect(x: box.x + 1, y: box.maxY - 1, width: box.width - 2, height: 1)
            buffer.writeCentered(" \(index + 1)/\(pages.count) ", in: bottomBorder, style: theme.helpKey, ellipsis: "")
        }
        let hintRow = Rect(x: text.x, y: inside.maxY - 1, width: text.width, height: 1)
        buffer.writeCentered(hint, in: hintRow, style: theme.helpHint, ellipsis: ellipsis)
    }

    // MARK: - Private

    /// The verdict led by the tone's icon, as on the verdict row.
    private func lead(theme: Theme) -> String {
        switch tone {
        case .positive?: theme.symbols.check + " " + verdict
        case .negative?: theme.symbols.cross + " " + verdict
        case .notice?, nil: verdict
        }
    }

    /// Columns for text: the box less a border and a padding column each side.
    private static func textWidth(frameWidth: Int) -> Int {
        max(1, min(frameWidth, maximumWidth) - 4)
    }
}
