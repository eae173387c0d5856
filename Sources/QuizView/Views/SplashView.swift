/// The launch screen: a big question mark, the game's name, and a spinner with a message.
///
/// It degrades with the space it gets: without room for the question mark it shows the name and
/// the spinner, then the spinner alone.
public struct SplashView: View, Hashable, Sendable {
    public var message: String
    public var spinnerFrame: Int

    /// The game's name, under the question mark (`gameName`), with the screen's other words.
    public var words: ViewText

    public init(message: String, spinnerFrame: Int, words: ViewText) {
        self.words = words
        self.message = message
        self.spinnerFrame = spinnerFrame
    }

    /// The question mark for a theme: block elements, or `#` in ASCII.
    public static func logo(ascii: Bool) -> [String] {
        ascii ? asciiLogo : unicodeLogo
    }

    // MARK: - Rendering

    public func render(into buffer: inout ScreenBuffer, frame: Rect, theme: Theme) {
        guard !frame.isEmpty else { return }
        let logo = Self.logo(ascii: theme.ascii)
        let logoWidth = logo.map { ScreenBuffer.displayWidth(ofText: $0) }.max() ?? 0
        let spinner = SpinnerView(frame: spinnerFrame, label: message)

        // Logo, blank, name, blank, spinner; else name, blank, spinner; else name and spinner.
        var rows: [Row] = []
        if frame.height >= logo.count + 4, frame.width >= logoWidth {
            rows = logo.map { .logo($0) } + [.blank, .name, .blank, .spinner]
        } else if frame.height >= 3 {
            rows = [.name, .blank, .spinner]
        } else if frame.height == 2 {
            rows = [.name, .spinner]
        } else {
            rows = [.spinner]
        }

        let top = frame.y + (frame.height - rows.count) / 2
        let logoX = frame.x + (frame.width - logoWidth) / 2
        for (index, row) in rows.enumerated() {
            let line = Rect(x: frame.x, y: top + index, width: frame.width, height: 1)
            switch row {
            case .logo(let text):
                buffer.write(text, x: logoX, y: line.y, style: theme.logo, clip: line)
            case .blank:
                break
            case .name:
                TextLineView(text: words.gameName, style: theme.header).render(into: &buffer, frame: line, theme: theme)
            case .spinner:
                spinner.render(into: &buffer, frame: line, theme: theme)
            }
        }
    }

    // MARK: - Private

    private enum Row {
        case logo(String)
        case blank
        case name
        case spinner
    }

    // Every row is padded to the same width, so that the stem is centred under the name.
    private static let unicodeLogo = [
        "  ▄████▄  ",
        " ██▀  ▀██ ",
        "      ▄██ ",
        "    ▄██▀  ",
        "    ██    ",
        "    ▀▀    ",
        "    ██    ",
    ]

    private static let asciiLogo = [
        "  ######  ",
        " ##    ## ",
        "       ## ",
        "     ##   ",
        "    ##    ",
        "          ",
        "    ##    ",
    ]
}
