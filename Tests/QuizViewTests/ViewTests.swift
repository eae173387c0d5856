import QuizView
import XCTest

final class ViewTests: XCTestCase {
    private let theme = Theme.colorsUnicode

    private func row(width: Int, _ draw: (inout ScreenBuffer, Rect) -> Void) -> ScreenBuffer {
        rendered(width: width, height: 1) { draw(&$0, $0.bounds) }
    }

    // MARK: - Header

    func testHeaderPutsTheTitleLeftAndTheNoticeRight() {
        let buffer = row(width: 40) {
            HeaderView(title: "OpenQuizz", notice: "Open Trivia DB").render(into: &$0, frame: $1, theme: theme)
        }
        assertScreen(buffer, [" OpenQuizz               Open Trivia DB"])
    }

    func testHeaderCutsALongNoticeFirst() {
        let notice = "Questions from the Open Trivia DB"
        let buffer = row(width: 40) {
            HeaderView(title: "OpenQuizz", notice: notice).render(into: &$0, frame: $1, theme: theme)
        }
        assertScreen(buffer, [" OpenQuizz  Questions from the Open Tr…"])
    }

    func testHeaderKeepsHalfTheRowForALongTitle() {
        let buffer = row(width: 30) {
            HeaderView(title: "OpenQuizz, the true or false game", notice: "cached questions")
                .render(into: &$0, frame: $1, theme: theme)
        }
        assertScreen(buffer, [" OpenQuizz, th…  cached ques…"])
    }

    func testHeaderWithoutANoticeCutsTheTitleToTheRow() {
        let buffer = row(width: 12) {
            HeaderView(title: "OpenQuizz game", notice: nil).render(into: &$0, frame: $1, theme: theme)
        }
        assertScreen(buffer, [" OpenQuizz…"])
    }

    // MARK: - Button, spinner, lines

    func testButtonIsItsTitleCentredOnALightBlueBar() {
        let buffer = row(width: 40) { ButtonView(title: "New Game [N]").render(into: &$0, frame: $1, theme: theme) }
        assertScreen(buffer, ["              New Game [N]"])
        for x in 0..<40 {
            let onButton = (12..<28).contains(x)
            XCTAssertEqual(buffer[x, 0]?.style.background == Palette.button, onButton, "column \(x)")
        }
    }

    func testButtonInANarrowRowCutsItsTitle() {
        let buffer = row(width: 10) { ButtonView(title: "New Game [N]").render(into: &$0, frame: $1, theme: theme) }
        assertScreen(buffer, ["  New G…"])
    }

    func testSpinnerTakesItsFrameModuloTheFrameCount() {
        let spinner = { (frame: Int) in
            self.row(width: 30) {
                SpinnerView(frame: frame, label: "Loading").render(into: &$0, frame: $1, theme: self.theme)
            }
        }
        assertScreen(spinner(12), ["          ⠹ Loading"])
        assertScreen(spinner(-1), ["          ⠏ Loading"])
        let ascii = row(width: 30) {
            SpinnerView(frame: 5, label: "Loading").render(into: &$0, frame: $1, theme: .plainASCII)
        }
        assertScreen(ascii, ["          / Loading"])
    }

    func testVerdictLeadsWithAnIconForItsTone() {
        let positive = row(width: 30) {
            VerdictView(text: "Right", tone: .positive).render(into: &$0, frame: $1, theme: theme)
        }
        let negative = row(width: 30) {
            VerdictView(text: "Wrong", tone: .negative).render(into: &$0, frame: $1, theme: theme)
        }
        let neutral = row(width: 30) { VerdictView(text: "Done", tone: nil).render(into: &$0, frame: $1, theme: theme) }
        assertScreen(positive, ["           ✓ Right"])
        assertScreen(negative, ["           ✗ Wrong"])
        assertScreen(neutral, ["             Done"])
        XCTAssertEqual(positive[11, 0]?.style.foreground, Palette.cardGreen)
        XCTAssertEqual(negative[11, 0]?.style.foreground, Palette.cardRed)
    }

    func testTextLineAlignsLeftCentreAndRight() {
        let draw = { (alignment: TextAlignment) in
            self.row(width: 10) {
                TextLineView(text: "abc", style: .plain, alignment: alignment).render(
                    into: &$0, frame: $1, theme: self.theme)
            }.lines[0]
        }
        XCTAssertEqual(draw(.left), "abc       ")
        XCTAssertEqual(draw(.center), "   abc    ")
        XCTAssertEqual(draw(.right), "       abc")
    }

    // MARK: - Help

    func testHelpOverlayIsACentredBoxDrawnOverTheScreen() {
        let buffer = rendered(width: 40, height: 12) { buffer in
            buffer.fill(buffer.bounds, with: Cell("."))
            HelpOverlay(lines: Fixtures.helpLines).render(into: &buffer, frame: buffer.bounds, theme: theme)
        }
        assertScreen(
            buffer,
            [
                "........................................",
                ".......╭───────── Keys ─────────╮.......",
                ".......│                        │.......",
                ".......│ t  True                │.......",
                ".......│ f  False               │.......",
                ".......│ n  New game            │.......",
                ".......│ ?  Help                │.......",
                ".......│ q  Quit                │.......",
                ".......│                        │.......",
                ".......│ press any key to close │.......",
                ".......╰────────────────────────╯.......",
                "........................................",
            ]
        )
    }

    func testHelpOverlayTakesTupleLinesAndAlignsTheActions() {
        let overlay = HelpOverlay(lines: [(key: "←/t", action: "True"), (key: "?", action: "Help")])
        XCTAssertEqual(overlay.lines, [HelpLine(key: "←/t", action: "True"), HelpLine(key: "?", action: "Help")])
        let buffer = rendered(width: 30, height: 7) { overlay.render(into: &$0, frame: $0.bounds, theme: theme) }
        assertScreen(
            buffer,
            [
                "  ╭───────── Keys ─────────╮",
                "  │                        │",
                "  │ ←/t  True              │",
                "  │ ?    Help              │",
                "  │                        │",
                "  │ press any key to close │",
                "  ╰────────────────────────╯",
            ]
        )
    }

    func testHelpOverlayInATinyScreenKeepsTheHint() {
        let buffer = rendered(width: 12, height: 5) { buffer in
            buffer.fill(buffer.bounds, with: Cell("."))
            HelpOverlay(lines: Fixtures.helpLines).render(into: &buffer, frame: buffer.bounds, theme: theme)
        }
        assertScreen(buffer, ["╭── Keys ──╮", "│ t  True  │", "│ f  False │", "│ press a… │", "╰──────────╯"])
    }

    // MARK: - Too small

    func testTooSmallMessageWrapsAndCentresAtThirtyByTen() {
        let buffer = rendered(width: 30, height: 10) {
            tooSmall(30, 10).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(
            buffer,
            [
                "",
                "",
                "      Terminal too small",
                "",
                "    Need 40x12, have 30x10",
                "",
                " Enlarge the window or press",
                "          q to quit",
                "",
                "",
            ]
        )
    }

    func testTooSmallMessageAtTenByThreeKeepsOnlyTheFirstParagraph() {
        let buffer = rendered(width: 10, height: 3) {
            tooSmall(10, 3).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(buffer, [" Terminal", "too small", ""])
    }

    func testTooSmallMessageAtOneByOneShowsOneLetter() {
        let buffer = rendered(width: 1, height: 1) { tooSmall(1, 1).render(into: &$0, frame: $0.bounds, theme: theme) }
        assertScreen(buffer, ["T"])
    }

    func testTooSmallMessageAtFiveByTwoIsCutWithAnEllipsis() {
        let buffer = rendered(width: 5, height: 2) { tooSmall(5, 2).render(into: &$0, frame: $0.bounds, theme: theme) }
        assertScreen(buffer, ["Term…", ""])
    }

    func testTooSmallMessageFitsEverySmallSizeWithoutTrapping() {
        for width in 0...45 {
            for height in 0...14 {
                let buffer = rendered(width: width, height: height) {
                    tooSmall(width, height).render(into: &$0, frame: $0.bounds, theme: theme)
                }
                if width > 0, height > 0 {
                    XCTAssertTrue(buffer.lines.contains { $0.contains("T") }, "\(width)x\(height)")
                }
            }
        }
    }

    private func tooSmall(_ width: Int, _ height: Int) -> TooSmallView {
        TooSmallView(requiredWidth: 40, requiredHeight: 12, actualWidth: width, actualHeight: height)
    }

    // MARK: - Splash

    func testSplashInAShortFrameDropsTheQuestionMark() {
        let buffer = rendered(width: 30, height: 5) {
            SplashView(message: "Fetching questions", spinnerFrame: 1).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(buffer, ["", "          OpenQuizz", "", "     ⠙ Fetching questions", ""])
    }

    func testSplashInOneRowShowsOnlyTheSpinner() {
        let buffer = rendered(width: 12, height: 1) {
            SplashView(message: "Fetching questions", spinnerFrame: 0).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(buffer, ["⠋ Fetching…"])
    }

    // MARK: - Robustness

    func testEveryViewDrawsIntoEmptyAndOneCellBuffersWithoutTrapping() {
        for size in [(0, 0), (1, 1), (2, 1), (1, 3), (3, 2)] {
            _ = rendered(width: size.0, height: size.1) { buffer in
                let bounds = buffer.bounds
                HeaderView(title: "OpenQuizz", notice: "notice").render(into: &buffer, frame: bounds, theme: theme)
                ButtonView(title: "New Game [N]").render(into: &buffer, frame: bounds, theme: theme)
                SpinnerView(frame: 3, label: "Loading").render(into: &buffer, frame: bounds, theme: theme)
                ScoreLabel(text: "Score").render(into: &buffer, frame: bounds, theme: theme)
                VerdictView(text: "Right", tone: .positive).render(into: &buffer, frame: bounds, theme: theme)
                SplashView(message: "Loading", spinnerFrame: 1).render(into: &buffer, frame: bounds, theme: theme)
                HelpOverlay(lines: Fixtures.helpLines).render(into: &buffer, frame: bounds, theme: theme)
                tooSmall(size.0, size.1).render(into: &buffer, frame: bounds, theme: theme)
                CardView(title: "Card").render(into: &buffer, frame: bounds, theme: theme)
            }
        }
    }
}
