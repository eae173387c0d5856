import Foundation
import QuizView

/// The characters a card's box is drawn with.
struct Borders {
    var topLeft: Character
    var topRight: Character
    var bottomLeft: Character
    var bottomRight: Character
    var horizontal: Character
    var vertical: Character

    static let rounded = Borders(
        topLeft: "╭",
        topRight: "╮",
        bottomLeft: "╰",
        bottomRight: "╯",
        horizontal: "─",
        vertical: "│"
    )
    static let ascii = Borders(
        topLeft: "+",
        topRight: "+",
        bottomLeft: "+",
        bottomRight: "+",
        horizontal: "-",
        vertical: "|"
    )
}

/// A rectangle of cells: column, row, width, height.
struct CellRect: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var description: String { "\(width)x\(height) at (\(x), \(y))" }

    /// Where the resting card is, as the layout documents it, for the sizes the tests use.
    static func restingCard(screenWidth: Int, screenHeight: Int) -> CellRect? {
        switch (screenWidth, screenHeight) {
        // 48 = 60 % of 80, centred; 14 rows (8 + one per two spare rows, at most 14).
        case (80, 24): return CellRect(x: 16, y: 3, width: 48, height: 14)
        // The minimum: a 40x8 card on rows 1...8.
        case (40, 12): return CellRect(x: 0, y: 1, width: 40, height: 8)
        default: return nil
        }
    }
}

/// A box found on the screen and the text inside it.
struct Card: Equatable {
    var frame: CellRect
    /// The interior lines without the borders, joined, whitespace collapsed.
    var text: String
}

/// One capture of the pane: its lines as tmux prints them (trailing blanks dropped).
struct Screen: Equatable, CustomStringConvertible {
    let lines: [String]

    init(_ captured: String) {
        var lines = captured.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    var text: String { lines.joined(separator: "\n") }

    var description: String {
        lines.enumerated().map { String(format: "%2d|", $0.offset) + $0.element }.joined(separator: "\n")
    }

    func contains(_ text: String) -> Bool { self.text.contains(text) }

    /// Lines with something on them.
    var nonBlankLines: [String] {
        lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Whether every character is ASCII.
    var isASCII: Bool { text.unicodeScalars.allSatisfy(\.isASCII) }

    /// The score (`X / N`), from the score row's "Score X / N".
    var score: String? {
        for line in lines {
            if let match = line.range(of: #"Score [0-9]+ / [0-9]+"#, options: .regularExpression) {
                return String(line[match].dropFirst("Score ".count))
            }
        }
        return nil
    }

    /// The progress beside the score ("Question 4 of 10"), while a question waits.
    var progress: String? {
        for line in lines {
            if let match = line.range(of: #"Question [0-9]+ of [0-9]+"#, options: .regularExpression) {
                return String(line[match])
            }
        }
        return nil
    }

    /// The first complete, upright box drawn with `borders`, top to bottom: a top edge of corners
    /// and horizontals (nothing on it, so not an answered card's badge), a bottom edge below it
    /// in the same columns, and verticals in those columns on every row between.
    func card(_ borders: Borders = .rounded) -> Card? {
        // One entry per terminal cell: a wide character (emoji, CJK) is followed by a filler.
        let filler: Character = "\u{0}"
        let grid = lines.map { line in
            line.flatMap { character in
                ScreenBuffer.displayWidth(of: String(character)) == 2 ? [character, filler] : [character]
            }
        }
        func cell(_ x: Int, _ y: Int) -> Character {
            guard y >= 0, y < grid.count, x >= 0, x < grid[y].count else { return " " }
            return grid[y][x]
        }
        func isEdge(_ y: Int, from left: Int, to right: Int, _ leftCorner: Character, _ rightCorner: Character) -> Bool
        {
            guard cell(left, y) == leftCorner, cell(right, y) == rightCorner else { return false }
            return (left + 1..<right).allSatisfy { cell($0, y) == borders.horizontal }
        }
        for top in grid.indices {
            for left in grid[top].indices where grid[top][left] == borders.topLeft {
                // The top edge runs right over horizontals to the top-right corner.
                var right = left + 1
                while cell(right, top) == borders.horizontal { right += 1 }
                guard right > left + 1, cell(right, top) == borders.topRight else { continue }
                var interior: [String] = []
                var bottom = top + 1
                while bottom < grid.count {
                    if isEdge(bottom, from: left, to: right, borders.bottomLeft, borders.bottomRight) { break }
                    guard cell(left, bottom) == borders.vertical, cell(right, bottom) == borders.vertical else {
                        bottom = grid.count
                        break
                    }
                    interior.append(String((left + 1..<right).map { cell($0, bottom) }.filter { $0 != filler }))
                    bottom += 1
                }
                guard bottom < grid.count else { continue }
                let text = interior.joined(separator: " ")
                    .split(whereSeparator: \.isWhitespace)
                    .joined(separator: " ")
                let frame = CellRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
                return Card(frame: frame, text: text)
            }
        }
        return nil
    }
}
