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
        KeptDecks.reading(RawArguments.process.file(path)) { DeckFile.read($0, fitsCard: fitsSmallestCard) }
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
    /// A deck is known by its name wherever its file lies (`deckName`): its plays are kept under
    /// that name, as a kept deck's are (for this run only with `--seed`), so `--in-order` goes
    /// on where the last game of that deck stopped. A file with no playable question, or none the
    /// filters let through, ends the run here, in one line on standard error, exit 2.
    static func deckToPlay(_ path: String, options: Options, paths: StoragePaths, writer: FileWriter, words: Wording)
        -> KeptDecks.Chosen
    {
        let reading = readToPlay(path, words: words)
        let url = URL(fileURLWithPath: path)
        let name = deckName(url, reading: reading, paths: paths)
        let played = PlayedQuestions(
            url: options.seed == nil ? DeckDealer.playsFile(for: name, in: paths.deckPlaysDirectory) : nil,
            writer: writer)
        let dealer: DeckDealer
        do throws(KeptDecks.Refusal) {
            dealer = try KeptDecks.dealer(
                name, reading, options: options, played: played, text: KeptDeckText(words: words))
        } catch {
            Output.fail(error.message, status: 2)
        }
        if dealer.questions.isEmpty {
            Output.fail(DeckText(file: path, words: words).nothingMatches(dealer.filter), status: 2)
        }
        return KeptDecks.Chosen(
            dealer: dealer, url: url, leftOut: reading.leftOut,
            notes: DeckNotes(
                filter: dealer.filter, skippedMultipleChoice: reading.skippedMultipleChoice, format: reading.format))
    }

    /// The name a `--questions` file's deck is known by: the name it has, or would have, in the
    /// decks folder.
    ///
    /// A file of the folder is the deck the folder names (which may be its whole file
    /// name, `DeckStore`); a file from elsewhere is the kept deck of its name when it has that
    /// deck's extension (`./week3.csv` is "week3" beside the folder's `week3.csv`, or with no
    /// "week3" there), else it goes by its whole file name (`week3.json`), as it would in the
    /// folder.
    static func deckName(_ url: URL, reading: DeckReading, paths: StoragePaths) -> String {
        let file = url.standardizedFileURL.resolvingSymlinksInPath()
        let folder = paths.decksDirectory.standardizedFileURL.resolvingSymlinksInPath()
        let entries = KeptDecks.store(paths).list().entries
        if file.deletingLastPathComponent().path == folder.path {
            // A name made printable (a control character in it) is matched by its bytes.
            let fileName = Array(file.lastPathComponent.utf8)
            let entry = entries.first { entry in
                entry.rawPath.map { Array($0.split(separator: UInt8(ascii: "/")).last ?? []) == fileName }
                    ?? (entry.url.lastPathComponent == file.lastPathComponent)
            }
            return entry?.name ?? reading.name
        }
        guard let kept = entries.first(where: { $0.name == reading.name }) else { return reading.name }
        let keptExtension = kept.url.lastPathComponent.dropFirst(kept.name.count)
        let name = url.lastPathComponent
        return keptExtension == name.dropFirst(reading.name.count) ? reading.name : name
    }

    /// `--list-categories --questions FILE`: the file's own categories, one a line, sorted,
    /// without the network (what `--category` takes with this file).
    static func listCategories(_ path: String, words: Wording) -> Never {
        Output.printAndExit(categoryLines(readToPlay(path, words: words)))
    }

    /// The lines `--list-categories` prints for a deck: its categories' names, sorted ignoring case.
    static func categoryLines(_ reading: DeckReading) -> [String] {
        KeptDecks.categories(of: reading.questions).sorted { $0.caseInsensitiveCompare($1) == .orderedAscending }
    }

    /// The deck file at `path` (as typed), read to play; a file with no playable question ends the
    /// run here, in one line on standard error, exit 2.
    static func readToPlay(_ path: String, words: Wording) -> DeckReading {
        // Playing needs no measure of the statements (only --check says which turn pages): a
        // big deck starts without wrapping every one.
        let reading = KeptDecks.reading(RawArguments.process.file(path)) { DeckFile.read($0, fitsCard: nil) }
        if reading.refusal != nil { Output.fail(DeckText(file: path, words: words).refused(reading), status: 2) }
        return reading
    }
}
