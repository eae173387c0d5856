import XCTest

@testable import QuizView

final class ColorDepthTests: XCTestCase {
    func testTheDepthFollowsTheTerminalsColourCount() {
        XCTAssertEqual(ColorDepth(colors: 0), .none)
        XCTAssertEqual(ColorDepth(colors: 8), .basic8)
        XCTAssertEqual(ColorDepth(colors: 16), .basic8)
        XCTAssertEqual(ColorDepth(colors: 256), .palette256)
        XCTAssertEqual(ColorDepth(colors: 0x100_0000), .direct)
    }

    func testTheTerminalDefaultStaysDefaultAtEveryDepth() {
        for depth in [ColorDepth.none, .basic8, .palette256, .direct] {
            XCTAssertEqual(depth.colorNumber(for: .terminalDefault), -1)
        }
        XCTAssertEqual(ColorDepth.none.colorNumber(for: .rgb(255, 0, 0)), -1)
    }

    func testDirectColourPacksTheRGBValue() {
        XCTAssertEqual(ColorDepth.direct.colorNumber(for: .rgb(0x12, 0x34, 0x56)), 0x123456)
    }

    func testThe256PaletteFindsExactCubeAndGreyEntries() {
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: .rgb(0, 0, 0)), 16)
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: .rgb(255, 255, 255)), 231)
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: .rgb(255, 0, 0)), 196)
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: .rgb(128, 128, 128)), 244)
    }

    func testTheCoursePaletteKeepsItsHuesIn256Colours() {
        // Dark blue background → navy (0,0,95), not a charcoal grey.
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: Palette.background), 17)
        // Card grey → a grey of the ramp; light blue button → (95,175,215).
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: Palette.cardGrey), 251)
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: Palette.button), 74)
        // Green card → (215,255,175); red card → (255,135,135).
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: Palette.cardGreen), 193)
        XCTAssertEqual(ColorDepth.palette256.colorNumber(for: Palette.cardRed), 210)
    }

    func testTheCoursePaletteKeepsItsHuesInEightColours() {
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.background), 4, "blue")
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.button), 6, "cyan")
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.text), 7, "white")
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.cardGrey), 7, "white")
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.cardGreen), 2, "green")
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.cardRed), 1, "red")
        XCTAssertEqual(ColorDepth.basic8.colorNumber(for: Palette.cardText), 0, "black")
    }
}
