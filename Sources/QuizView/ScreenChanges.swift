/// One cell to write to the terminal, found by `ScreenBuffer.changes(from:)`.
public struct CellChange: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
    /// The columns its glyph takes: 2 for a wide grapheme (its right half, a continuation cell,
    /// follows in the buffer), otherwise 1.
    public var width: Int

    public init(x: Int, y: Int, cell: Cell, width: Int = 1) {
        self.x = x
        self.y = y
        self.cell = cell
        self.width = width
    }
}

/// What must be written to turn a screen that shows one buffer into another.
public struct ScreenChanges: Hashable, Sendable {
    /// Whether the screen is cleared first and every cell written: nothing was shown before, or
    /// the size changed.
    public var redrawsAll: Bool
    /// The cells to write, row by row, left to right; never a continuation cell (a wide
    /// grapheme's right half is written with its left half).
    public var cells: [CellChange]

    public init(redrawsAll: Bool, cells: [CellChange]) {
        self.redrawsAll = redrawsAll
        self.cells = cells
    }
}

extension ScreenBuffer {
    /// The cells to write to a screen showing `previous` so that it shows this buffer instead.
    ///
    /// A pure function: `Terminal.draw` writes what it returns. Every cell is written when there
    /// is no previous buffer or its size differs; otherwise only the cells that differ from it.
    /// A continuation cell is never written by itself: its wide grapheme's left half carries it
    /// (`width` 2), so a change to the right half alone writes nothing.
    public func changes(from previous: ScreenBuffer?) -> ScreenChanges {
        let redrawsAll = previous?.width != width || previous?.height != height
        let shown = redrawsAll ? [] : previous?.cells ?? []
        var changed: [CellChange] = []
        // Room for a whole screen when all is drawn, else for a card's worth (an answer's frame).
        changed.reserveCapacity(redrawsAll ? cells.count : min(cells.count, 1024))
        // Read in place: a frame compares every cell, and copying each (its string) cost more
        // than the comparison.
        cells.withUnsafeBufferPointer { cells in
            shown.withUnsafeBufferPointer { shown in
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        guard !cells[index].isContinuation else { continue }
                        if !redrawsAll, shown[index] == cells[index] { continue }
                        let isWide = x + 1 < width && cells[index + 1].isContinuation
                        changed.append(CellChange(x: x, y: y, cell: cells[index], width: isWide ? 2 : 1))
                    }
                }
            }
        }
        return ScreenChanges(redrawsAll: redrawsAll, cells: changed)
    }
}
