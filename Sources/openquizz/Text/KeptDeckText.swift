import Foundation
import QuizCore
import QuizDecks
import QuizView

/// The sentences about the player's decks: `--list-decks`' lines, and why `--deck` can't play.
enum KeptDeckText {
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
    static func heading(folder: String) -> String {
        "Your decks, in \(clean(folder)):"
    }

    /// A deck's lines: its name and its facts, wrapped, the names' column `width` wide.
    static func lines(_ deck: Deck, width: Int) -> [String] {
        let indent = String(repeating: " ", count: width + 4)
        let name = clean(deck.name)
        // A deck that can't be played says only why, unless it was played before.
        // The folder is on the first line: a file is named without it.
        let file = URL(fileURLWithPath: deck.file).lastPathComponent
        let facts =
            deck.reading.refusal == nil || deck.record != nil
            ? [contents(deck.reading, file: file), played(deck.record)] : [contents(deck.reading, file: file)]
        // Each fact wrapped to the columns left of 80.
        let wrapped = facts.flatMap { TextLayout.wrap($0, width: max(20, columns - indent.count)) }
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
    static func closing(checked: [String]) -> [String] {
        var lines = ["Play one with openquizz --deck NAME (the start of a name is enough)."]
        // Whole commands, never wrapped, to copy.
        if !checked.isEmpty {
            lines.append("To see why questions were left out:")
            lines += checked.map { "  " + DeckText.command(checking: $0) }
        }
        return lines
    }

    /// "12 questions in 2 categories: Chemistry, Physics", or why the deck can't be played.
    static func contents(_ reading: DeckReading, file: String) -> String {
        if reading.refusal == .nothingPlayable, reading.problems.count > 1 {
            return "can't be played: \(DeckText.nothingPlayable(reading)), see below"
        }
        if reading.refusal != nil { return "can't be played: " + unplayable(reading, file: file) }
        // Only the categories the file names (none: no category is said).
        let categories = reading.categories.map(clean)
        var text = DeckText.count(reading.questions.count, "question")
        let named = categories.prefix(categoriesNamed).joined(separator: ", ")
        let more = categories.count > categoriesNamed ? ", \(categories.count - categoriesNamed) more" : ""
        if !categories.isEmpty {
            text +=
                categories.count == 1
                ? " in 1 category: \(named)" : " in \(categories.count) categories: \(named)\(more)"
        }
        if reading.leftOut > 0 { text += "; \(DeckText.count(reading.leftOut, "question")) left out (see below)" }
        return text
    }

    /// Whether the listing says a deck's one problem itself (a deck that can't be played for it).
    private static func saysItsProblem(_ reading: DeckReading) -> Bool {
        reading.refusal == .nothingPlayable && reading.problems.count == 1
    }

    /// "3 games played, best 9 / 10", "4 answers, no game finished yet", or "not played yet".
    static func played(_ record: HistoryStats.DeckRecord?) -> String {
        guard let record, record.answers.answered > 0 else { return "not played yet" }
        guard let best = record.best, record.finished > 0 else {
            let answers = record.answers.answered == 1 ? "1 answer" : "\(record.answers.answered) answers"
            return "\(answers), no game finished yet"
        }
        let games = record.finished == 1 ? "1 game played" : "\(record.finished) games played"
        return "\(games), best \(best.right) / \(best.of)"
    }

    /// No deck to list: where they go, and how to add one; first what is wrong with the
    /// folder, if something is.
    static func noDecks(folder: String, listing: DeckStore.Listing) -> [String] {
        let path = clean(folder)
        let first =
            folderProblem(listing, path: path).map { "No decks: \($0)." }
            ?? (listing == .noFolder ? "No decks yet: there is no folder \(path)." : "No decks yet: \(path) is empty.")
        // "There" is a folder to save in only once it is one, and can be read.
        let addFirst =
            switch listing {
            case .notAFolder: "Once it is a folder, save a CSV file in it with a header row naming its columns,"
            case .unreadable: "Once it can be read, save a CSV file in it with a header row naming its columns,"
            case .noFolder, .decks: "To add one, save a CSV file there with a header row naming its columns,"
            }
        return [
            first,
            addFirst,
            "statement and answer (true or false), one question a line; or an Open Trivia DB",
            "answer saved as JSON. Its file name without the extension is the deck's name:",
            "week3.csv plays with openquizz --deck week3.",
        ]
    }

    /// What is wrong with the decks' folder ("… is a file, not a folder"); nil when nothing is.
    ///
    /// `path` nil: "the decks folder".
    static func folderProblem(_ listing: DeckStore.Listing, path: String?) -> String? {
        let folder = path ?? "the decks folder"
        switch listing {
        case .notAFolder: return "\(folder) is a file, not a folder: move it away to keep decks there"
        case .unreadable(let reason): return "\(folder) can't be read: \(clean(reason))"
        case .noFolder, .decks: return nil
        }
    }

    // MARK: - Why --deck can't play

    static func unknownDeck(_ name: String, decks: [String], folder: DeckStore.Listing = .decks([])) -> String {
        guard !decks.isEmpty else {
            if let problem = folderProblem(folder, path: nil) { return "no deck \(quoted(name)): " + problem }
            return "no deck \(quoted(name)): you have none yet (openquizz --list-decks says where they go)"
        }
        return "no deck \(quoted(name)); your decks: " + decks.map(PlayerText.echo).joined(separator: ", ")
    }

    static func ambiguousDeck(_ name: String, decks: [String]) -> String {
        "\(quoted(name)) could be \(decks.count) decks: "
            + decks.map(PlayerText.echo).joined(separator: ", ") + "; say which"
    }

    static func unplayable(_ name: String, _ reading: DeckReading, file: String) -> String {
        "deck \(quoted(name)) can't be played: " + unplayable(reading, file: file)
    }

    static func unknownCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        "deck \(quoted(deck)) has no category \(quoted(wanted)); its categories: "
            + categories.map(PlayerText.echo).joined(separator: ", ")
    }

    static func ambiguousCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        "\(quoted(wanted)) matches \(categories.count) categories of deck \(quoted(deck)): "
            + categories.map(PlayerText.echo).joined(separator: ", ")
    }

    /// No question of the deck is of the difficulty asked for (in the category asked for).
    static func nothingMatches(_ deck: String, _ filter: QuestionFilter) -> String {
        let difficulty = filter.difficulty.map { " \($0.rawValue)" } ?? ""
        let category = filter.category.map { " in \(PlayerText.echo($0))" } ?? ""
        return "deck \(quoted(deck)) has no\(difficulty) question\(category)"
    }

    /// A deck's name as the game quotes it everywhere: “week 3” (transliterated to "week 3"
    /// where the locale or `--ascii` asks for ASCII).
    static func quoted(_ name: String) -> String {
        "\u{201C}\(PlayerText.echo(name))\u{201D}"
    }

    /// Why a deck file that can't be played can't, for `--list-decks` and `--deck`: the one
    /// problem, or how many and the command that lists them, or the reader's reason.
    static func unplayable(_ reading: DeckReading, file: String) -> String {
        guard let refusal = reading.refusal else { return "" }
        guard refusal == .nothingPlayable else { return reason(refusal) }
        switch reading.problems.count {
        case 0: return DeckText.nothingPlayable(reading)
        case 1: return DeckText(file: file).problem(reading.problems[0])
        default:
            return "\(DeckText.nothingPlayable(reading)): \(DeckText.command(checking: file)) lists them"
        }
    }

    /// Why a file gives nothing to play, in a few words.
    static func reason(_ refusal: DeckRefusal) -> String {
        switch refusal {
        case .notFound: "the file is gone"
        case .directory: "it is a folder"
        case .notARegularFile: "it is not a regular file"
        case .symlinkLoop: "its symbolic links loop"
        case .unreadable(let reason): reason
        case .tooLarge(let bytes, let limit): DeckText.tooLarge(bytes: bytes, limit: limit)
        case .tooManyRows(let limit): "more than \(PlayerText.grouped(limit)) rows"
        case .utf16: "UTF-16: save it as UTF-8"
        case .binary(let line): "line \(PlayerText.grouped(line)) holds a NUL byte: not text"
        case .invalidUTF8(let line, let column, _):
            "line \(PlayerText.grouped(line)), column \(PlayerText.grouped(column)) is not UTF-8"
        case .empty: "it is empty"
        case .invalidJSON(let fault, let position):
            "neither CSV nor an Open Trivia DB answer (\(DeckText.words(fault)) \(DeckText.words(position)))"
        case .notAnAnswer(let fault, let position):
            "neither CSV nor an Open Trivia DB answer (\(DeckText.words(fault))"
                + (position.map { " " + DeckText.words($0) } ?? "") + ")"
        case .responseCode(let code): DeckText.responseCode(code)
        case .nothingPlayable: "no question can be played"
        }
    }

    private static func clean(_ text: String) -> String {
        text.removingControlCharacters
    }
}
