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

    /// Nothing under the box shows beside it: the card's border and text peeked out at 80x24.
    func testHelpOverlayIsACentredBoxDrawnOverAClearedScreen() {
        let buffer = rendered(width: 40, height: 12) { buffer in
            buffer.fill(buffer.bounds, with: Cell("."))
            HelpOverlay(lines: Fixtures.helpLines, words: Fixtures.words).render(
                into: &buffer, frame: buffer.bounds, theme: theme)
        }
        assertScreen(buffer, Fixtures.helpBox40x12)
        XCTAssertFalse(buffer.text.contains("."), "the screen under the box is cleared")
    }

    func testHelpOverlayAlignsTheActions() {
        let overlay = HelpOverlay(
            lines: [HelpLine(key: "←/t", action: "True"), HelpLine(key: "?", action: "Help")], words: Fixtures.words)
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

    func testHelpOverlayInATinyScreenKeepsTheHintAndSaysHowManyKeysAreLeftOut() {
        let buffer = rendered(width: 12, height: 5) { buffer in
            buffer.fill(buffer.bounds, with: Cell("."))
            HelpOverlay(lines: Fixtures.helpLines, words: Fixtures.words).render(
                into: &buffer, frame: buffer.bounds, theme: theme)
        }
        assertScreen(buffer, ["╭── Keys ──╮", "│ t  True  │", "│ +4 more  │", "│ press a… │", "╰──────────╯"])
    }

    // MARK: - Too small

    func testTooSmallMessageWrapsAndCentresAtThirtyByTen() {
        let buffer = rendered(width: 30, height: 10) {
            tooSmall(30, 10).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(buffer, Fixtures.tooSmall30x10)
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

    /// The views write no sentence of their own: given other words, they draw those.
    func testTheTooSmallScreenAndTheHelpBoxDrawTheWordsTheyAreGiven() {
        let words = ViewText(
            helpTitle: "Touches", closeHint: "une touche pour fermer", moreKeys: TextTemplate("{1} {2} de plus"),
            moreKeysShort: TextTemplate("+{1}"),
            tooSmall: [TextTemplate("Trop petit"), TextTemplate("Il faut {1}x{2}, il y a {3}x{4}")])
        let small = rendered(width: 30, height: 10) {
            TooSmallView(requiredWidth: 40, requiredHeight: 12, actualWidth: 30, actualHeight: 10, words: words)
                .render(into: &$0, frame: $0.bounds, theme: theme)
        }
        XCTAssertEqual(
            small.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
            ["Trop petit", "Il faut 40x12, il y a 30x10"])
        let help = rendered(width: 40, height: 7) {
            HelpOverlay(lines: Fixtures.helpLines, words: words).render(into: &$0, frame: $0.bounds, theme: theme)
        }
        XCTAssertTrue(help.text.contains(" Touches "), help.text)
        XCTAssertTrue(help.text.contains("une touche pour fermer"), help.text)
        XCTAssertTrue(help.text.contains("… 2 de plus"), help.text)
        XCTAssertFalse(help.text.contains("Keys") || help.text.contains("press any key"), help.text)
    }

    private func tooSmall(_ width: Int, _ height: Int) -> TooSmallView {
        TooSmallView(
            requiredWidth: 40, requiredHeight: 12, actualWidth: width, actualHeight: height, words: Fixtures.words)
    }

    // MARK: - Splash

    func testSplashInAShortFrameDropsTheQuestionMark() {
        let buffer = rendered(width: 30, height: 5) {
            SplashView(message: "Fetching questions", spinnerFrame: 1, words: Fixtures.words).render(
                into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(buffer, ["", "          OpenQuizz", "", "     ⠙ Fetching questions", ""])
    }

    func testSplashInOneRowShowsOnlyTheSpinner() {
        let buffer = rendered(width: 12, height: 1) {
            SplashView(message: "Fetching questions", spinnerFrame: 0, words: Fixtures.words).render(
                into: &$0, frame: $0.bounds, theme: theme)
        }
        assertScreen(buffer, ["⠋ Fetching…"])
    }

    // MARK: - Robustness

    /// One of every view, as the `View` protocol sees them.
    private var everyView: [any View] {
        [
            HeaderView(title: "OpenQuizz", notice: "notice"),
            ButtonView(title: "New Game [N]"),
            SpinnerView(frame: 3, label: "Loading"),
            TextLineView(text: "漢字 line", style: .plain),
            ScoreLabel(text: "Score"),
            VerdictView(text: "Right", tone: .positive, moreKey: "e"),
            ExplanationView(text: "A fact, with 漢字, long enough to wrap over a few rows.", moreKey: "e"),
            SplashView(message: "Loading", spinnerFrame: 1, words: Fixtures.words),
            HelpOverlay(lines: Fixtures.helpLines, words: Fixtures.words),
            AnswerBox(verdict: "Wrong: it's true.", tone: .negative, explanation: "It is.", pageKey: "↓"),
            tooSmall(30, 10),
            CardView(title: "Card 漢字", style: .correct, badge: "TRUE", offsetX: 3, lean: 0.6, scale: 0.5),
        ]
    }

    func testEveryViewDrawsIntoEmptyAndOneCellBuffersWithoutTrappingOrBreakingAWideGrapheme() {
        for size in [(0, 0), (1, 1), (2, 1), (1, 3), (3, 2), (9, 4)] {
            for view in everyView {
                let frames = [
                    Rect(x: 0, y: 0, width: size.0, height: size.1), Rect(x: -5, y: -3, width: 12, height: 6),
                    Rect(x: 1 << 40, y: -(1 << 40), width: 50, height: 20),
                ]
                for frame in frames {
                    let buffer = rendered(width: size.0, height: size.1) {
                        view.render(into: &$0, frame: frame, theme: theme)
                    }
                    XCTAssertEqual(buffer.cells.count, size.0 * size.1, "\(view) in \(frame)")
                    assertNoBrokenWideGrapheme(buffer, "\(view) at \(size) in \(frame)")
                }
            }
        }
    }

    /// Fails when a continuation cell doesn't follow a wide grapheme's left half.
    private func assertNoBrokenWideGrapheme(
        _ buffer: ScreenBuffer, _ context: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y]?.isContinuation == true {
                let left = buffer[x - 1, y]
                let isLeftHalf =
                    left.map { !$0.isContinuation && ScreenBuffer.displayWidth(of: $0.symbol) == 2 } ?? false
                XCTAssertTrue(isLeftHalf, "(\(x), \(y)): a right half alone; \(context)", file: file, line: line)
            }
        }
    }
}
