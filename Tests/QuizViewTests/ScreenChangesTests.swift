import QuizView
import XCTest

/// `ScreenBuffer.changes(from:)`: what the terminal writes to go from one frame to the next.
final class ScreenChangesTests: XCTestCase {
    private let red = Style(foreground: .rgb(200, 0, 0))

    private func buffer(_ rows: [String], width: Int? = nil) -> ScreenBuffer {
        var buffer = ScreenBuffer(
            width: width ?? rows.map { ScreenBuffer.displayWidth(ofText: $0) }.max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() { buffer.write(row, x: 0, y: y) }
        return buffer
    }

    /// The changes as "x,y:symbol" (and "/2" for a wide one), for short failure messages.
    private func summary(_ changes: ScreenChanges) -> [String] {
        changes.cells.map { "\($0.x),\($0.y):\($0.cell.symbol)" + ($0.width == 2 ? "/2" : "") }
    }

    // MARK: - Redrawing all

    func testTheFirstFrameRedrawsEveryCell() {
        let first = buffer(["ab", "cd"])
        let changes = first.changes(from: nil)
        XCTAssertTrue(changes.redrawsAll)
        XCTAssertEqual(summary(changes), ["0,0:a", "1,0:b", "0,1:c", "1,1:d"])
    }

    func testASizeChangeRedrawsEveryCellEvenTheSameOnes() {
        let before = buffer(["ab", "cd"])
        for after in [buffer(["ab", "cd", "  "]), buffer(["ab ", "cd "]), buffer(["a", "c"])] {
            let changes = after.changes(from: before)
            XCTAssertTrue(changes.redrawsAll, "\(after.width)x\(after.height)")
            XCTAssertEqual(changes.cells.count, after.width * after.height, "\(after.width)x\(after.height)")
        }
    }

    func testAnEmptyBufferHasNothingToWrite() {
        let empty = ScreenBuffer(width: 0, height: 0)
        XCTAssertEqual(empty.changes(from: nil), ScreenChanges(redrawsAll: true, cells: []))
        XCTAssertEqual(empty.changes(from: empty), ScreenChanges(redrawsAll: false, cells: []))
    }

    // MARK: - Only what changed

    func testTheSameFrameAgainWritesNothing() {
        let frame = buffer(["Score 3 / 10", "漢字 ✓"])
        let changes = frame.changes(from: frame)
        XCTAssertFalse(changes.redrawsAll)
        XCTAssertEqual(changes.cells, [])
    }

    func testOnlyTheCellsThatDifferAreWrittenInRowOrder() {
        let before = buffer(["score 3", "abc"])
        let after = buffer(["score 4", "xbz"])
        XCTAssertEqual(summary(after.changes(from: before)), ["6,0:4", "0,1:x", "2,1:z"])
    }

    func testAStyleChangeAloneIsAChange() {
        let before = buffer(["ab"])
        var after = before
        after.set(Cell("b", style: red), x: 1, y: 0)
        let changes = after.changes(from: before)
        XCTAssertEqual(changes.cells, [CellChange(x: 1, y: 0, cell: Cell("b", style: red))])
    }

    // MARK: - Wide graphemes

    func testAWideGraphemeIsWrittenOnceTwoColumnsWideAndItsRightHalfNever() {
        let after = buffer(["a漢b"])
        XCTAssertEqual(summary(after.changes(from: nil)), ["0,0:a", "1,0:漢/2", "3,0:b"])
        let before = buffer(["axyb"])
        XCTAssertEqual(summary(after.changes(from: before)), ["1,0:漢/2"])
    }

    func testAWideGraphemeReplacedByTwoNarrowOnesWritesBoth() {
        let before = buffer(["漢字"])
        let after = buffer(["ab字"])
        XCTAssertEqual(summary(after.changes(from: before)), ["0,0:a", "1,0:b"])
    }

    func testAChangeToTheRightHalfAloneWritesNothing() {
        // Only the continuation cell's style differs: its left half, unchanged, already covers it.
        let before = buffer(["漢"])
        var after = ScreenBuffer(width: 2, height: 1)
        after.set(Cell("漢"), x: 0, y: 0)
        after.set(Cell("", style: red), x: 1, y: 0)
        XCTAssertNotEqual(after, before)
        XCTAssertEqual(after.changes(from: before).cells, [])
    }

    func testAWideGraphemeMovedOneColumnIsRewrittenWithWhatItUncovers() {
        let before = buffer(["漢 "])
        let after = buffer([" 漢"])
        XCTAssertEqual(summary(after.changes(from: before)), ["0,0: ", "1,0:漢/2"])
    }

    // MARK: - Applying the changes

    /// Writing the changes over the previous frame, as the terminal does, gives the new frame.
    func testApplyingTheChangesToThePreviousFrameGivesTheNewOne() {
        var generator = SplitMix(seed: 9)
        let symbols = ["a", "b", " ", "漢", "✓", "é"]
        var previous = buffer(["          ", "          ", "          "])
        for _ in 0..<200 {
            var next = previous
            for _ in 0..<5 {
                let text = symbols.randomElement(using: &generator)!
                next.write(
                    text, x: Int.random(in: 0..<10, using: &generator), y: Int.random(in: 0..<3, using: &generator))
            }
            var screen = previous
            for change in next.changes(from: previous).cells {
                screen.set(change.cell, x: change.x, y: change.y)
                if change.width == 2 { screen.set(Cell("", style: change.cell.style), x: change.x + 1, y: change.y) }
            }
            XCTAssertEqual(screen.lines, next.lines, "from\n\(previous.text)\nto\n\(next.text)")
            previous = next
        }
    }
}

/// A small seeded generator, so a failure can be replayed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
