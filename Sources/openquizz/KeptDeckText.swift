import Foundation
import Quiz
import QuizView

/// The sentences about the player's decks: `--list-decks`' lines, and why `--deck` can't play.
enum KeptDeckText {
    /// One deck as `--list-decks` shows it.
    struct Deck {
        var name: String
        var reading: DeckReading
        /// What the history says of it; nil before any answer.
        var record: HistoryStats.DeckRecord?
    }

    /// The widest a name's column grows; a longer name has its facts on the lines below it.
    static let nameColumn = 24
    /// The most categories named; the others are counted.
    static let categoriesNamed = 3
    /// The width the facts are wrapped to.
    static let columns = 80

    /// A line a deck, two for its facts, then how to play one.
    static func lines(_ decks: [Deck], folder: String) -> [String] {
        var lines = ["Your decks, in \(clean(folder)):"]
        let width = min(nameColumn, decks.map { clean($0.name).count }.max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        for deck in decks {
            let name = clean(deck.name)
            // A deck that can't be played says only why, unless it was played before.
            let facts =
                deck.reading.refusal == nil || deck.record != nil
                ? [contents(deck.reading), played(deck.record)] : [contents(deck.reading)]
            // Each fact wrapped to the columns left of 80.
            let wrapped = facts.flatMap { TextLayout.wrap($0, width: max(20, columns - indent.count)) }
            if name.count > width {
                lines.append("  " + name)
                lines += wrapped.map { indent + $0 }
            } else {
                let padded = name + String(repeating: " ", count: width - name.count)
                lines.append("  " + padded + "  " + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { indent + $0 }
            }
        }
        lines.append("Play one with openquizz --deck NAME (the start of a name is enough).")
        return lines
    }

    /// "12 questions in 2 categories: Chemistry, Physics", or why the deck can't be played.
    static func contents(_ reading: DeckReading) -> String {
        if let refusal = reading.refusal { return "can't be played: " + reason(refusal) }
        // Only the categories the file names (none: no category is said).
        let categories = reading.categories.map(clean)
        let count = reading.questions.count
        var text = count == 1 ? "1 question" : "\(count) questions"
        let named = categories.prefix(categoriesNamed).joined(separator: ", ")
        let more = categories.count > categoriesNamed ? ", \(categories.count - categoriesNamed) more" : ""
        if !categories.isEmpty {
            text +=
                categories.count == 1
                ? " in 1 category: \(named)" : " in \(categories.count) categories: \(named)\(more)"
        }
        if reading.leftOut > 0 {
            text += "; \(reading.leftOut) left out (openquizz --check FILE says why)"
        }
        return text
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

    /// No deck to list: where they go, and how to add one.
    static func noDecks(folder: String, folderExists: Bool) -> [String] {
        let folder = clean(folder)
        return [
            folderExists ? "No decks yet: \(folder) is empty." : "No decks yet: there is no folder \(folder).",
            "To add one, save a CSV file there with a header row naming its columns,",
            "statement and answer (true or false), one question a line; or an Open Trivia DB",
            "answer saved as JSON. Its file name without the extension is the deck's name:",
            "week3.csv plays with openquizz --deck week3.",
        ]
    }

    // MARK: - Why --deck can't play

    static func unknownDeck(_ name: String, decks: [String]) -> String {
        guard !decks.isEmpty else {
            return "no deck '\(PlayerText.echo(name))': you have none yet (openquizz --list-decks says where they go)"
        }
        return "no deck '\(PlayerText.echo(name))'; your decks: " + decks.map(PlayerText.echo).joined(separator: ", ")
    }

    static func ambiguousDeck(_ name: String, decks: [String]) -> String {
        "'\(PlayerText.echo(name))' could be \(decks.count) decks: "
            + decks.map(PlayerText.echo).joined(separator: ", ") + "; say which"
    }

    static func unplayable(_ name: String, _ refusal: DeckRefusal) -> String {
        "deck '\(PlayerText.echo(name))' can't be played: " + reason(refusal)
    }

    static func unknownCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        "deck '\(PlayerText.echo(deck))' has no category '\(PlayerText.echo(wanted))'; its categories: "
            + categories.map(PlayerText.echo).joined(separator: ", ")
    }

    static func ambiguousCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        "'\(PlayerText.echo(wanted))' matches \(categories.count) categories of deck '\(PlayerText.echo(deck))': "
            + categories.map(PlayerText.echo).joined(separator: ", ")
    }

    /// No question of the deck is of the difficulty asked for (in the category asked for).
    static func nothingMatches(_ deck: String, _ filter: QuestionFilter) -> String {
        let difficulty = filter.difficulty.map { " \($0.rawValue)" } ?? ""
        let category = filter.category.map { " in \(PlayerText.echo($0))" } ?? ""
        return "deck '\(PlayerText.echo(deck))' has no\(difficulty) question\(category)"
    }

    /// Why a file gives nothing to play, in a few words.
    static func reason(_ refusal: DeckRefusal) -> String {
        switch refusal {
        case .notFound: "the file is gone"
        case .directory: "it is a folder"
        case .notARegularFile: "it is not a regular file"
        case .symlinkLoop: "its symbolic links loop"
        case .unreadable(let reason): reason
        case .tooLarge(let bytes, let limit):
            "\(bytes / (1 << 20)) MiB, over the \(limit / (1 << 20)) MiB a deck may be"
        case .tooManyRows(let limit): "more than \(PlayerText.grouped(limit)) rows"
        case .binary(let line): "line \(line) holds a NUL byte: not text"
        case .invalidUTF8(let line, let column, _): "line \(line), column \(column) is not UTF-8"
        case .empty: "it is empty"
        case .notADeck(let detail): "neither CSV nor an Open Trivia DB answer (\(detail))"
        case .responseCode(let code): "an Open Trivia DB answer with no questions (response_code \(code))"
        case .nothingPlayable: "no question can be played (openquizz --check FILE says why)"
        }
    }

    private static func clean(_ text: String) -> String {
        text.removingControlCharacters
    }
}
