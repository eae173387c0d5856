import QuizView
import XCTest

/// The button pressed, and the cells a click must hit: the ones it is drawn on.
final class ButtonViewTests: XCTestCase {
    private func row(width: Int, theme: Theme, _ button: ButtonView) -> ScreenBuffer {
        rendered(width: width, height: 1) { button.render(into: &$0, frame: $0.bounds, theme: theme) }
    }

    func testAPressedButtonIsLitOnTheSameCells() {
        let theme = Theme.colorsUnicode
        let buffer = row(width: 40, theme: theme, ButtonView(title: "New Game [N]", isPressed: true))
        assertScreen(buffer, ["              New Game [N]"])
        for x in 0..<40 where (12..<28).contains(x) {
            XCTAssertEqual(buffer[x, 0]?.style, theme.buttonPressed, "column \(x)")
        }
        XCTAssertNotEqual(buffer[11, 0]?.style, theme.buttonPressed)
        XCTAssertNotEqual(buffer[28, 0]?.style, theme.buttonPressed)
        XCTAssertEqual(theme.buttonPressed.background, Palette.text, "lit: white under dark text")
    }

    func testWithoutColourThePressedButtonIsNoLongerReversedButUnderlined() {
        let theme = Theme.plainASCII
        XCTAssertTrue(theme.button.attributes.contains(.reverse))
        XCTAssertFalse(theme.buttonPressed.attributes.contains(.reverse))
        XCTAssertTrue(theme.buttonPressed.attributes.contains(.underline))
    }

    func testTheButtonsFrameIsTheCellsItIsDrawnOn() {
        let theme = Theme.colorsUnicode
        for width in [1, 5, 10, 15, 16, 17, 40, 80, 81] {
            let button = ButtonView(title: "New Game [N]")
            let buffer = row(width: width, theme: theme, button)
            let frame = button.frame(in: buffer.bounds, theme: theme)
            for x in 0..<width {
                let drawn = buffer[x, 0]?.style == theme.button
                XCTAssertEqual(frame.contains(x: x, y: 0), drawn, "width \(width), column \(x)")
            }
        }
    }
}
