/// What the screen shows when the terminal is smaller than the game needs.
///
/// The paragraphs of `words.tooSmall` ("Terminal too small", "Need 40x12, have 30x10" and
/// "Enlarge the window or press q to quit"), each wrapped to the width, centred, with blank rows between them when there
/// is room. When rows run short the last paragraphs go first; at worst the first row of the first
/// paragraph is shown, cut to the width.
public struct TooSmallView: View, Hashable, Sendable {
    public var requiredWidth: Int
    public var requiredHeight: Int
    public var actualWidth: Int
    public var actualHeight: Int
    /// The words: `tooSmall`'s paragraphs.
    public var words: ViewText

    public init(requiredWidth: Int, requiredHeight: Int, actualWidth: Int, actualHeight: Int, words: ViewText) {
        self.requiredWidth = requiredWidth
        self.requiredHeight = requiredHeight
        self.actualWidth = actualWidth
        self.actualHeight = actualHeight
        self.words = words
    }

    /// The message, one string per paragraph, the sizes filled in.
    public var paragraphs: [String] {
        words.tooSmall.map { $0("\(requiredWidth)", "\(requiredHeight)", "\(actualWidth)", "\(actualHeight)") }
    }

    // MARK: - Rendering

    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let lines = layout(width: frame.width >= 12 ? frame.width - 2 : frame.width, height: frame.height, theme: theme)
        let top = frame.y + (frame.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let row = Rect(x: frame.x, y: top + index, width: frame.width, height: 1)
            buffer.writeCentered(line, in: row, style: theme.tooSmall, ellipsis: theme.symbols.ellipsis)
        }
    }

    /// The rows to show in `width` x `height`, blank rows included.
    private func layout(width: Int, height: Int, theme: Theme) -> [String] {
        let wrapped = paragraphs.map { TextLayout.wrap($0, width: width) }
        for count in stride(from: wrapped.count, through: 1, by: -1) {
            let kept = wrapped.prefix(count)
            let spaced = Array(kept.joined(separator: [""]))
            if spaced.count <= height { return spaced }
            let packed = kept.flatMap { $0 }
            if packed.count <= height { return packed }
        }
        return [TextLayout.truncate(paragraphs.first ?? "", width: width, ellipsis: theme.symbols.ellipsis)]
    }
}
