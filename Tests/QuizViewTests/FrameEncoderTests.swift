import XCTest

@testable import QuizView

/// `FrameEncoder`: the bytes a frame's changed cells become, with literal control strings
/// standing in for terminfo's (written here as `<move r,c>`, `<reset>`… so a failure reads).
final class FrameEncoderTests: XCTestCase {
    private static func strings(
        lastCellScrolls: Bool = false, colors: Bool = true, withoutColor: Attributes = []
    ) -> FrameEncoder.Strings {
        FrameEncoder.Strings(
            moveCursor: { Array("<move \($0),\($1)>".utf8) },
            foreground: colors ? { Array("<fg \($0)>".utf8) } : nil,
            background: colors ? { Array("<bg \($0)>".utf8) } : nil,
            reset: Array("<reset>".utf8),
            defaultColors: Array("<op>".utf8),
            bold: Array("<bold>".utf8),
            dim: Array("<dim>".utf8),
            underline: Array("<ul>".utf8),
            reverse: Array("<rev>".utf8),
            clear: Array("<clear>".utf8),
            lastCellScrolls: lastCellScrolls,
            attributesWithoutColor: withoutColor
        )
    }

    /// The measured advances: `wide` glyphs take 2 columns, `refused` ones -1, the rest 1.
    private static func encoder(
        lastCellScrolls: Bool = false, depth: ColorDepth = .palette256, isUnicode: Bool = true,
        wide: Set<String> = ["🐧"], refused: Set<String> = [], withoutColor: Attributes = []
    ) -> FrameEncoder {
        FrameEncoder(
            strings: strings(lastCellScrolls: lastCellScrolls, colors: depth != .none, withoutColor: withoutColor),
            colorDepth: depth,
            isUnicode: isUnicode,
            advance: { wide.contains($0) ? 2 : refused.contains($0) ? -1 : 1 })
    }

    private func encoded(
        _ cells: [CellChange], redrawsAll: Bool = false, width: Int = 10, height: Int = 3,
        encoder: FrameEncoder = encoder()
    ) -> String {
        var encoder = encoder
        let bytes = encoder.encode(ScreenChanges(redrawsAll: redrawsAll, cells: cells), width: width, height: height)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func change(_ x: Int, _ y: Int, _ symbol: String, _ style: Style = .plain, width: Int = 1) -> CellChange {
        CellChange(x: x, y: y, cell: Cell(symbol, style: style), width: width)
    }

    func testNothingChangedWritesNothing() {
        XCTAssertEqual(encoded([]), "")
    }

    func testARunOfCellsInOneStyleIsOneMoveOneStyleThenTheGlyphs() {
        XCTAssertEqual(
            encoded([change(2, 1, "a"), change(3, 1, "b"), change(4, 1, "c")]),
            "<move 1,2><reset><op>abc<reset><op>")
    }

    func testAGapOrANewRowMovesTheCursorAgain() {
        XCTAssertEqual(
            encoded([change(0, 0, "a"), change(5, 0, "b"), change(0, 2, "c")]),
            "<move 0,0><reset><op>a<move 0,5>b<move 2,0>c<reset><op>")
    }

    func testAStyleIsWrittenWhenItChangesAttributesFirstThenColours() {
        let card = Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255), attributes: [.bold, .underline])
        let dim = Style(attributes: [.dim, .reverse])
        XCTAssertEqual(
            encoded([change(0, 0, "a", card), change(1, 0, "b", card), change(2, 0, "c", dim)]),
            "<move 0,0><reset><op><bold><ul><fg 16><bg 231>ab<reset><op><dim><rev>c<reset><op>")
    }

    func testWithoutColourNoColourIsWritten() {
        let card = Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255), attributes: [.bold])
        XCTAssertEqual(
            encoded([change(0, 0, "a", card)], encoder: Self.encoder(depth: .none)),
            "<move 0,0><reset><op><bold>a<reset><op>")
    }

    func testAttributesTheTerminalCantShowInColourAreLeftOutOfColouredStylesOnly() {
        let encoder = Self.encoder(withoutColor: [.underline, .dim])
        let coloured = Style(foreground: .rgb(0, 0, 0), attributes: [.bold, .dim, .underline])
        let plain = Style(attributes: [.dim, .underline])
        XCTAssertEqual(
            encoded([change(0, 0, "a", coloured), change(1, 0, "b", plain)], encoder: encoder),
            "<move 0,0><reset><op><bold><fg 16>a<reset><op><dim><ul>b<reset><op>")
    }

    func testTerminfosNoColourVideoBitsNameTheirAttributes() {
        // The Linux console's ncv#18: underline and dim.
        XCTAssertEqual(FrameStrings.attributes(ncv: 18), [.underline, .dim])
        XCTAssertEqual(FrameStrings.attributes(ncv: 4 | 32), [.reverse, .bold])
        XCTAssertEqual(FrameStrings.attributes(ncv: -1), [])
    }

    func testANSIsCursorMoveIsWhatTerminfoWouldMakeOfIt() {
        let ansi = FrameStrings.cursorMove(template: FrameStrings.ansiMove)
        let padded = FrameStrings.cursorMove(template: FrameStrings.ansiMove + "$<5>")
        for (row, column) in [(0, 0), (3, 16), (23, 79), (149, 399)] {
            let terminfos = FrameStrings.filled(FrameStrings.ansiMove, Int32(row), Int32(column))
            XCTAssertEqual(ansi(row, column), terminfos)
            XCTAssertEqual(padded(row, column), terminfos)
        }
        XCTAssertEqual(ansi(3, 16), Array("\u{1B}[4;17H".utf8))
        // Any other template goes through terminfo (vt52's cursor move, say).
        let other = FrameStrings.cursorMove(template: "\u{1B}Y%p1%' '%+%c%p2%' '%+%c")
        XCTAssertEqual(other(1, 2), Array("\u{1B}Y!\"".utf8))
    }

    func testAWideGlyphMovesTheCursorTwoColumns() {
        XCTAssertEqual(
            encoded([change(0, 0, "🐧", width: 2), change(2, 0, "!")]),
            "<move 0,0><reset><op>🐧!<reset><op>")
    }

    func testAGlyphTheTerminalCountsOtherwiseIsAQuestionMarkInEachColumn() {
        let encoder = Self.encoder(wide: ["é"], refused: ["\u{E000}"])
        XCTAssertEqual(
            encoded([change(0, 0, "é"), change(1, 0, "🐧", width: 2), change(3, 0, "\u{E000}")], encoder: encoder),
            "<move 0,0><reset><op>????<reset><op>")
    }

    func testControlCharactersNeverReachTheTerminal() {
        let cells = ["\u{1B}", "\u{7F}", "\u{9B}", "a\u{7}"].enumerated().map { change($0.offset, 0, $0.element) }
        XCTAssertEqual(encoded(cells), "<move 0,0><reset><op>????<reset><op>")
    }

    func testOutsideAUTF8LocaleOnlyASCIIIsWritten() {
        XCTAssertEqual(
            encoded([change(0, 0, "│"), change(1, 0, "x")], encoder: Self.encoder(isUnicode: false)),
            "<move 0,0><reset><op>?x<reset><op>")
    }

    func testAfterTheLastColumnTheCursorIsMovedAgain() {
        XCTAssertEqual(
            encoded([change(9, 0, "a"), change(0, 1, "b")]),
            "<move 0,9><reset><op>a<move 1,0>b<reset><op>")
    }

    func testAWideGlyphInTheLastColumnIsOneQuestionMark() {
        XCTAssertEqual(encoded([change(9, 0, "🐧", width: 2)]), "<move 0,9><reset><op>?<reset><op>")
    }

    func testTheBottomRightCellIsLeftAloneWhereWritingItScrolls() {
        let cells = [change(8, 2, "a"), change(9, 2, "b")]
        XCTAssertEqual(encoded(cells), "<move 2,8><reset><op>ab<reset><op>")
        XCTAssertEqual(
            encoded(cells, encoder: Self.encoder(lastCellScrolls: true)), "<move 2,8><reset><op>a<reset><op>")
    }

    func testCellsOffTheScreenAreNotWritten() {
        XCTAssertEqual(encoded([change(10, 0, "a"), change(0, 3, "b")]), "")
    }

    func testAFrameDrawnWholeClearsTheScreenFirst() {
        XCTAssertEqual(
            encoded([change(0, 0, "a")], redrawsAll: true), "<reset><op><clear><move 0,0><reset><op>a<reset><op>")
    }

    func testASecondFrameStartsAgainFromAnUnknownCursorAndStyle() {
        var encoder = Self.encoder()
        let frame = ScreenChanges(redrawsAll: false, cells: [change(0, 0, "a")])
        let first = encoder.encode(frame, width: 10, height: 3)
        XCTAssertEqual(encoder.encode(frame, width: 10, height: 3), first)
        // A new size: the cursor moves are made again for it.
        let resized = String(
            decoding: encoder.encode(ScreenChanges(redrawsAll: true, cells: [change(4, 4, "b")]), width: 5, height: 5),
            as: UTF8.self)
        XCTAssertEqual(resized, "<reset><op><clear><move 4,4><reset><op>b<reset><op>")
    }
}
