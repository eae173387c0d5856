import QuizView
import XCTest

// MARK: - Comparing screens

/// Fails unless `buffer` shows exactly the `expected` rows.
///
/// Trailing spaces are ignored on both sides, so expected rows can be written without them; the
/// number of rows must match. On failure the message shows both screens side by side, with the
/// differing rows marked `>`.
func assertScreen(
    _ buffer: ScreenBuffer,
    _ expected: [String],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let actual = buffer.lines.map(trimmingTrailingSpaces)
    let wanted = expected.map(trimmingTrailingSpaces)
    guard actual != wanted else { return }
    XCTFail("screen differs:\n" + sideBySide(expected: wanted, actual: actual), file: file, line: line)
}

/// Both screens in two columns, each row numbered and marked `>` where they differ.
func sideBySide(expected: [String], actual: [String]) -> String {
    let columnWidth = max(
        8,
        expected.map { ScreenBuffer.displayWidth(ofText: $0) }.max() ?? 0
    )
    func padded(_ text: String) -> String {
        text + String(repeating: " ", count: max(0, columnWidth - ScreenBuffer.displayWidth(ofText: text)))
    }
    var report = "    " + padded("expected") + " | actual\n"
    for row in 0..<max(expected.count, actual.count) {
        let left = row < expected.count ? expected[row] : "<no row>"
        let right = row < actual.count ? actual[row] : "<no row>"
        let marker = left == right ? " " : ">"
        let number = String(row).count < 2 ? " " + String(row) : String(row)
        report += "\(marker)\(number) \(padded(left)) | \(right)\n"
    }
    return report
}

/// `text` without the spaces at its end.
func trimmingTrailingSpaces(_ text: String) -> String {
    var trimmed = Substring(text)
    while trimmed.last == " " { trimmed.removeLast() }
    return String(trimmed)
}

// MARK: - Rendering helpers

/// A fresh buffer of the given size with `draw` applied to it.
func rendered(width: Int, height: Int, _ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    draw(&buffer)
    return buffer
}

/// A whole frame of `model`, as the game draws it.
func renderedScreen(_ model: ScreenModel, width: Int, height: Int, theme: Theme = .colorsUnicode) -> ScreenBuffer {
    QuizScreen.render(model, width: width, height: height, theme: theme)
}

/// The cells of `buffer` with their positions.
func cellsWithPositions(of buffer: ScreenBuffer) -> [(x: Int, y: Int, cell: Cell)] {
    var result: [(x: Int, y: Int, cell: Cell)] = []
    for y in 0..<buffer.height {
        for x in 0..<buffer.width {
            if let cell = buffer[x, y] { result.append((x, y, cell)) }
        }
    }
    return result
}

/// The column of the first occurrence of `text` in `row` of `buffer`, counted in cells.
func column(of text: String, inRow row: Int, of buffer: ScreenBuffer) -> Int? {
    let line = buffer.lines[row]
    guard let range = line.range(of: text) else { return nil }
    return ScreenBuffer.displayWidth(ofText: String(line[..<range.lowerBound]))
}
