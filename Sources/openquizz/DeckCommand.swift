import Foundation
import Quiz
import QuizView

/// The deck file of the command line: `--check FILE` reads it and says what a player would hit;
/// `--questions FILE` reads it before the terminal is touched, and refuses a file with nothing
/// to play.
enum DeckCommand {
    /// Reads the deck at `path` (as typed), measuring statements on the smallest screen's card
    /// as the card view wraps them.
    static func read(_ path: String) -> DeckReading {
        DeckFile.read(URL(fileURLWithPath: path), fitsCard: fitsSmallestCard)
    }

    /// Whether `statement` shows whole, without turning pages, on the card of a 40x12 screen.
    static func fitsSmallestCard(_ statement: String) -> Bool {
        let width = ScreenLayout.cardTextWidth(cardWidth: ScreenLayout.cardWidths.lowerBound)
        // No character takes more columns than its UTF-8 bytes: a statement that fits in bytes
        // fits without measuring.
        if statement.utf8.count <= width { return true }
        let rows = ScreenLayout.cardTextHeight(cardHeight: ScreenLayout.cardHeights.lowerBound)
        // More characters than cells, and the spaces the lines break at, can't fit (zero-width
        // ones aside: rare, and only --check says it): no wrapping a thousand-character statement
        // to know (68,000 of them took 9 s).
        if statement.count > (width + 1) * rows { return false }
        return TextLayout.wrapWithoutLoneLastWord(statement, width: width).count <= rows
    }

    /// `--check FILE`: the lines `DeckText.check` writes, on standard output; exit 0 when nothing
    /// is wrong, 1 otherwise.
    static func check(_ path: String) -> Never {
        let reading = read(path)
        Output.printAndExit(DeckText(file: path).check(reading), status: reading.isClean ? 0 : 1)
    }

    /// The deck `--questions FILE` plays; a file with no playable question ends the run here,
    /// in one line on standard error, exit 2.
    static func deckToPlay(_ path: String) -> DeckReading {
        // Playing needs no measure of the statements (only --check says which turn pages): a
        // big deck starts without wrapping every one.
        let reading = DeckFile.read(URL(fileURLWithPath: path), fitsCard: { _ in true })
        if reading.refusal != nil { Output.fail(DeckText(file: path).refused(reading), status: 2) }
        return reading
    }
}
