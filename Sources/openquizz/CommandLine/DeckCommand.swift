import Foundation
import QuizDecks
import QuizStore
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
        if obviouslyFits(statement, width: width, rows: rows) { return true }
        // More characters than cells, and the spaces the lines break at, can't fit (zero-width
        // ones aside: rare, and only --check says it): no wrapping a thousand-character statement
        // to know (68,000 of them took 9 s).
        if statement.count > (width + 1) * rows { return false }
        return TextLayout.wrapWithoutLoneLastWord(statement, width: width).count <= rows
    }

    /// Whether `statement` fits `rows` lines of `width` columns, known from its bytes alone,
    /// without wrapping it: most statements of a deck do (wrapping each made `--check` 4 times
    /// slower than playing a 199,000-question deck).
    ///
    /// Only for printable ASCII (one column a byte, words split at spaces alone), when its
    /// longest word fits a line: wrapped greedily, each full line then holds at least
    /// `width - longest` columns and one space before the next line, so `rows` such lines take
    /// `rows * (width - longest + 1)` bytes, and a statement no longer than that can't need more.
    /// False says only "measure it".
    static func obviouslyFits(_ statement: String, width: Int, rows: Int) -> Bool {
        var longest = 0
        var word = 0
        for byte in statement.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return false }
            if byte == 0x20 {
                word = 0
            } else {
                word += 1
                longest = max(longest, word)
            }
        }
        guard longest <= width else { return false }
        return statement.utf8.count <= rows * (width - longest + 1)
    }

    /// The deck `--questions FILE` plays, dealt as a kept deck is (`KeptDecks.dealer`).
    ///
    /// Its plays are remembered for this run only. A file with no playable question, or none the
    /// filters let through, ends the run here, in one line on standard error, exit 2.
    static func deckToPlay(_ path: String, options: Options, writer: FileWriter) -> KeptDecks.Chosen {
        let reading = readToPlay(path)
        let url = URL(fileURLWithPath: path)
        let dealer: DeckDealer
        do throws(KeptDecks.Refusal) {
            // Known in the history by its absolute path, never as a kept deck of the same name.
            dealer = try KeptDecks.dealer(
                reading.name, reading, options: options, played: PlayedQuestions(url: nil, writer: writer),
                file: url.standardizedFileURL.path)
        } catch {
            Output.fail(error.message, status: 2)
        }
        if dealer.questions.isEmpty { Output.fail(DeckText(file: path).nothingMatches(dealer.filter), status: 2) }
        return KeptDecks.Chosen(
            dealer: dealer, url: url, leftOut: reading.leftOut,
            notes: DeckNotes(
                filter: dealer.filter, skippedMultipleChoice: reading.skippedMultipleChoice, format: reading.format))
    }

    /// `--list-categories --questions FILE`: the file's own categories, one a line, sorted,
    /// without the network (what `--category` takes with this file).
    static func listCategories(_ path: String) -> Never {
        Output.printAndExit(categoryLines(readToPlay(path)))
    }

    /// The lines `--list-categories` prints for a deck: its categories' names, sorted ignoring case.
    static func categoryLines(_ reading: DeckReading) -> [String] {
        KeptDecks.categories(of: reading.questions).sorted { $0.caseInsensitiveCompare($1) == .orderedAscending }
    }

    /// The deck file at `path` (as typed), read to play; a file with no playable question ends the
    /// run here, in one line on standard error, exit 2.
    static func readToPlay(_ path: String) -> DeckReading {
        // Playing needs no measure of the statements (only --check says which turn pages): a
        // big deck starts without wrapping every one.
        // Its questions know their file from the start (`Question.deckFile`), as `deckToPlay`
        // gives it: none is copied to be given it.
        let url = URL(fileURLWithPath: path)
        let reading = DeckFile.read(url, fitsCard: nil, file: url.standardizedFileURL.path)
        if reading.refusal != nil { Output.fail(DeckText(file: path).refused(reading), status: 2) }
        return reading
    }
}
