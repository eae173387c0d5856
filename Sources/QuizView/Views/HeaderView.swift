/// The header row: the title on the left, an optional notice on the right.
public struct HeaderView: View, Hashable, Sendable {
    public var title: String
    public var notice: String?

    /// Columns kept free at each end of the row, and between title and notice.
    public static let margin = 1
    public static let gap = 2

    public init(title: String, notice: String?) {
        self.title = title
        self.notice = notice
    }

    /// Draws the header on the first row of `frame`, filled with the header's background.
    ///
    /// The title keeps its full width while the notice fits beside it; when they do not both fit,
    /// the title keeps at least half the row and the notice is cut first.
    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        buffer.fill(row, with: Cell(" ", style: theme.background))
        let margin = row.width > 2 * Self.margin + 1 ? Self.margin : 0
        let inner = Rect(x: row.x + margin, y: row.y, width: row.width - 2 * margin, height: 1)
        let ellipsis = theme.symbols.ellipsis
        let titleWidth = ScreenBuffer.displayWidth(ofText: title)

        guard let notice, !notice.isEmpty else {
            let shown = TextLayout.truncate(title, width: inner.width, ellipsis: ellipsis)
            buffer.write(shown, x: inner.x, y: inner.y, style: theme.header, clip: inner)
            return
        }
        let noticeWidth = ScreenBuffer.displayWidth(ofText: notice)
        let titleBudget = min(titleWidth, max(inner.width - noticeWidth - Self.gap, inner.width / 2))
        let noticeBudget = max(0, inner.width - titleBudget - (titleBudget > 0 ? Self.gap : 0))
        let shownTitle = TextLayout.truncate(title, width: titleBudget, ellipsis: ellipsis)
        let shownNotice = TextLayout.truncate(notice, width: noticeBudget, ellipsis: ellipsis)
        buffer.write(shownTitle, x: inner.x, y: inner.y, style: theme.header, clip: inner)
        let noticeX = inner.maxX - ScreenBuffer.displayWidth(ofText: shownNotice)
        buffer.write(shownNotice, x: noticeX, y: inner.y, style: theme.notice, clip: inner)
    }
}
