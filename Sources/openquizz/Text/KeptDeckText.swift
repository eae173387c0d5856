import Foundation
import QuizCore
import QuizDecks
import QuizView

/// The sentences about the player's decks: `--list-decks`' lines, and why `--deck` can't play,
/// in the language of `words` (`KeptDeckWords`, `DeckChoiceWords`).
struct KeptDeckText {
    let words: Wording

    /// One deck as `--list-decks` shows it.
    struct Deck {
        var name: String
        var reading: DeckReading
        /// What the history says of it; nil before any answer.
        var record: HistoryStats.DeckRecord?
        /// Its file's path, for the command that checks it (or its name, which `--check` takes).
        var file: String
    }

    /// The widest a name's column grows; a longer name has its facts on the lines below it.
    static let nameColumn = 24
    /// The most categories named; the others are counted.
    static let categoriesNamed = 3
    /// The width the facts are wrapped to.
    static let columns = 80

    /// The width of the names' column for decks named `names`.
    static func nameWidth(_ names: [String]) -> Int {
        min(nameColumn, names.map { clean($0).count }.max() ?? 0)
    }

    /// The listing's first line: where the decks are.
    func heading(folder: String) -> String {
        words(.heading(folder: Self.clean(folder)))
    }

    /// A deck's lines: its name and its facts, wrapped, the names' column `width` wide.
    func lines(_ deck: Deck, width: Int) -> [String] {
        let indent = String(repeating: " ", count: width + 4)
        let name = Self.clean(deck.name)
        // A deck that can't be played says only why, unless it was played before.
        // The folder is on the first line: a file is named without it.
        let file = URL(fileURLWithPath: deck.file).lastPathComponent
        let facts =
            deck.reading.refusal == nil || deck.record != nil
            ? [contents(deck.reading, file: file), played(deck.record)] : [contents(deck.reading, file: file)]
        // Each fact wrapped to the columns left of 80.
        let wrapped = facts.flatMap { TextLayout.wrap($0, width: max(20, Self.columns - indent.count)) }
        if name.count > width {
            return ["  " + name] + wrapped.map { indent + $0 }
        }
        let padded = name + String(repeating: " ", count: width - name.count)
        return ["  " + padded + "  " + (wrapped.first ?? "")] + wrapped.dropFirst().map { indent + $0 }
    }

    /// Whether the listing points at `--check` for a deck: questions left out that its line
    /// doesn't name.
    static func needsCheck(_ reading: DeckReading) -> Bool {
        reading.leftOut > 0 && !saysItsProblem(reading)
    }

    /// The listing's last lines: how to play one, then the commands that check the `checked`
    /// files (`needsCheck`).
    func closing(checked: [String]) -> [String] {
        var lines = [words(.playOne)]
        // Whole commands, never wrapped, to copy.
        if !checked.isEmpty {
            lines.append(words(.seeWhy))
            lines += checked.map { "  " + DeckText.command(checking: $0) }
        }
        return lines
    }

    /// "12 questions in 2 categories: Chemistry, Physics", or why the deck can't be played.
    func contents(_ reading: DeckReading, file: String) -> String {
        if reading.refusal == .nothingPlayable, reading.problems.count > 1 {
            return words(.cantBePlayed(DeckText.nothingPlayable(reading), seeBelow: true))
        }
        if reading.refusal != nil { return words(.cantBePlayedSaid(unplayable(reading, file: file))) }
        // Only the categories the file names (none: no category is said).
        let categories = reading.categories.map(Self.clean)
        var text = words(
            .contents(
                questions: reading.questions.count, named: Array(categories.prefix(Self.categoriesNamed)),
                total: categories.count))
        if reading.leftOut > 0 { text += words(.leftOutSeeBelow(reading.leftOut)) }
        return text
    }

    /// Whether the listing says a deck's one problem itself (a deck that can't be played for it).
    private static func saysItsProblem(_ reading: DeckReading) -> Bool {
        reading.refusal == .nothingPlayable && reading.problems.count == 1
    }

    /// "3 games played, best 9 / 10", "4 answers, no game finished yet", or "not played yet".
    func played(_ record: HistoryStats.DeckRecord?) -> String {
        guard let record, record.answers.answered > 0 else { return words(.notPlayedYet) }
        guard record.finished > 0 else { return words(.answersNoGameFinished(record.answers.answered)) }
        // Practice and blitzes play a deck's games with no best.
        guard let best = record.best else { return words(.gamesPlayedNoBest(record.finished)) }
        return words(.gamesPlayed(record.finished, right: best.right, of: best.of))
    }

    /// No deck to list: where they go, and how to add one.
    ///
    /// First what is wrong with the folder, if something is; the advice wrapped to 80 columns.
    func noDecks(folder: String, listing: DeckStore.Listing) -> [String] {
        let path = Self.clean(folder)
        let first =
            Self.folderProblem(listing, path: path).map { words(.noDecksProblem($0)) }
            ?? words(listing == .noFolder ? .noFolder(path) : .emptyFolder(path))
        let howTo = words(.howToAdd(listing)).split(separator: "\n").flatMap {
            TextLayout.wrap(String($0), width: Self.columns)
        }
        return [first] + howTo
    }

    /// What is wrong with the decks' folder ("… is a file, not a folder"); nil when nothing is.
    ///
    /// `path` nil: "the decks folder".
    static func folderProblem(_ listing: DeckStore.Listing, path: String?) -> KeptDeckWords? {
        switch listing {
        case .notAFolder: .notAFolder(path)
        case .unreadable(let number): .folderUnreadable(path, number)
        case .noFolder, .decks: nil
        }
    }

    // MARK: - Why --deck can't play

    func unknownDeck(_ name: String, decks: [String], folder: DeckStore.Listing = .decks([])) -> String {
        guard !decks.isEmpty else {
            if let problem = Self.folderProblem(folder, path: nil) { return words(.unknownDeckFolder(name, problem)) }
            return words(.noDeckYet(name))
        }
        return words(.unknownDeck(name, decks: decks))
    }

    func ambiguousDeck(_ name: String, decks: [String]) -> String {
        words(.ambiguousDeck(name, decks: decks))
    }

    func unplayable(_ name: String, _ reading: DeckReading, file: String) -> String {
        words(.unplayableSaid(name, unplayable(reading, file: file)))
    }

    func unknownCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        words(.unknownCategory(wanted, deck: deck, categories: categories))
    }

    func ambiguousCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        words(.ambiguousCategory(wanted, deck: deck, categories: categories))
    }

    /// No question of the deck is of the difficulty asked for (in the category asked for).
    func nothingMatches(_ deck: String, _ filter: QuestionFilter) -> String {
        words(.nothingMatches(deck, filter.difficulty, category: filter.category))
    }

    /// Why a deck file that can't be played can't, for `--list-decks` and `--deck`: the one
    /// problem, or how many and the command that lists them, or the reader's reason.
    func unplayable(_ reading: DeckReading, file: String) -> String {
        guard let refusal = reading.refusal else { return "" }
        guard refusal == .nothingPlayable else { return reason(refusal) }
        switch reading.problems.count {
        case 0: return words(DeckText.nothingPlayable(reading))
        case 1: return DeckText(file: file, words: words).problem(reading.problems[0])
        default: return words(.listsThem(DeckText.nothingPlayable(reading), command: DeckText.command(checking: file)))
        }
    }

    /// Why a file gives nothing to play, in a few words.
    func reason(_ refusal: DeckRefusal) -> String {
        words(.shortRefusal(refusal))
    }

    private static func clean(_ text: String) -> String {
        text.removingControlCharacters
    }
}
