import QuizView
import XCTest

final class ThemeTests: XCTestCase {
    // MARK: - Symbols

    func testUnicodeThemeUsesRoundedBoxDrawingChecksAndBraille() {
        let symbols = Theme.colorsUnicode.symbols
        XCTAssertEqual(symbols.border, .rounded)
        XCTAssertEqual([symbols.check, symbols.cross], ["✓", "✗"])
        XCTAssertEqual(symbols.spinnerFrames.joined(), "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    }

    func testASCIIThemeUsesPlusMinusBarsAndBracketedIcons() {
        let symbols = Theme.plainASCII.symbols
        XCTAssertEqual(symbols.border, .ascii)
        XCTAssertEqual([symbols.check, symbols.cross], ["[+]", "[x]"])
        XCTAssertEqual(symbols.spinnerFrames, ["|", "/", "-", "\\"])
        XCTAssertEqual(symbols.ellipsis, "...")
    }

    func testSpinnerFrameWrapsAroundBothWays() {
        let symbols = Theme.plainASCII.symbols
        XCTAssertEqual((-5...5).map(symbols.spinnerFrame).joined(), "\\|/-\\|/-\\|/")
    }

    // MARK: - Colours

    func testCardsAreFilledWithTheirStylesColour() {
        let expected: [(CardStyle, Color)] = [
            (.standard, Palette.cardGrey), (.correct, Palette.cardGreen), (.incorrect, Palette.cardRed),
        ]
        for (style, colour) in expected {
            let buffer = renderedScreen(
                Fixtures.game(card: CardModel(title: "Card", style: style)), width: 80, height: 24)
            let card = ScreenLayout(width: 80, height: 24)!.card
            for entry in cellsWithPositions(of: buffer) where card.contains(x: entry.x, y: entry.y) {
                XCTAssertEqual(entry.cell.style.background, colour, "\(style) at \(entry.x),\(entry.y)")
                XCTAssertEqual(entry.cell.style.foreground, Palette.cardText)
            }
            XCTAssertEqual(buffer[0, 5]?.style.background, Palette.background)
        }
    }

    func testScreenBackgroundIsTheCourseDarkBlue() {
        let buffer = renderedScreen(Fixtures.answered, width: 80, height: 24)
        XCTAssertEqual(buffer[0, 2]?.style, Style(foreground: Palette.text, background: Palette.background))
        XCTAssertEqual(Palette.background, .rgb(26, 44, 92))
    }

    func testThemeWithoutColourPutsNoColourInAnyCellOfAnyScreen() {
        for theme in [Theme.plainUnicode, .plainASCII] {
            for screen in Fixtures.everyScreen(theme: theme) {
                for entry in cellsWithPositions(of: screen.buffer) {
                    let style = entry.cell.style
                    guard style.foreground != .terminalDefault || style.background != .terminalDefault else { continue }
                    XCTFail("\(screen.name): colour at \(entry.x),\(entry.y)")
                    return
                }
            }
        }
    }

    func testThemeWithoutColourTellsCardsApartByAttributes() {
        let theme = Theme.plainUnicode
        let attributes = CardStyle.allCases.map { theme.card($0).attributes }
        XCTAssertEqual(Set(attributes).count, 3)
        XCTAssertNotEqual(theme.button.attributes, [])
        XCTAssertNotEqual(theme.verdictPositive.attributes, theme.verdictNegative.attributes)
    }

    func testASCIIThemesDrawNothingButASCIIOnAnyScreen() {
        for theme in [Theme.colorsASCII, .plainASCII] {
            for screen in Fixtures.everyScreen(theme: theme) {
                for entry in cellsWithPositions(of: screen.buffer)
                where entry.cell.symbol.unicodeScalars.contains(where: { $0.value >= 128 }) {
                    XCTFail("\(screen.name): \(entry.cell.symbol) at \(entry.x),\(entry.y)")
                    return
                }
            }
        }
    }

    func testEverySweptScreenDrawsSomething() {
        for theme in Theme.all {
            for screen in Fixtures.everyScreen(theme: theme) {
                XCTAssertFalse(screen.buffer.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, screen.name)
            }
        }
    }
}
