import Foundation
import QuizCore
import QuizDecks
import QuizStore

/// The player's decks from the command line: `--list-decks`, and `--deck NAME` found, read and
/// filtered before the terminal is touched (a name or a filter that finds nothing is said in one
/// line, exit 2).
enum KeptDecks {
    /// Why `--deck` can't be played: a sentence for standard error.
    struct Refusal: Error, Equatable {
        var message: String
        /// Whether the deck is there and playable, and only the category asked for isn't among
        /// its own.
        var isCategory = false
    }

    /// The deck `--deck` names, ready to deal.
    struct Chosen {
        var dealer: DeckDealer
        /// Its file.
        var url: URL
        /// How many of its questions have problems, and are left out.
        var leftOut: Int
        /// What the header says of it beside its name.
        var notes = DeckNotes()
    }

    /// Reads a deck file (`DeckFile.read`, or a fake in tests).
    typealias Reader = (URL) -> DeckReading

    /// `--list-decks`' lines: each deck's name, questions and categories, and what the history
    /// says of it; where the folder is and how to add a deck when there is none.
    ///
    /// One deck at a time: each is read, handed to `emit` as its lines, and let go before the
    /// next is read, so the listing holds one deck's reading whatever the folder holds.
    static func listing(
        paths: StoragePaths, stats: HistoryStats, text: KeptDeckText,
        // Neither the listing nor a game shows which statements turn pages (only --check does):
        // no deck is wrapped statement by statement to list or play it.
        read: Reader = { DeckFile.read($0, fitsCard: nil) }, emit: ([String]) -> Void
    ) {
        let store = store(paths)
        let listing = store.list()
        let entries = listing.entries
        guard !entries.isEmpty else {
            return emit(text.noDecks(folder: store.directory.path, listing: listing))
        }
        let width = KeptDeckText.nameWidth(entries.map(\.name))
        emit([text.heading(folder: store.directory.path)])
        var checked: [String] = []
        for entry in entries {
            let deck = KeptDeckText.Deck(
                name: entry.name, reading: reading(entry, read), record: stats.byDeck[entry.name],
                // A name made printable is no path: `--check` takes the deck's name.
                file: entry.rawPath == nil || entry.name.hasPrefix("-") ? entry.url.path : entry.name)
            emit(text.lines(deck, width: width))
            if KeptDeckText.needsCheck(deck.reading) { checked.append(deck.file) }
        }
        emit(text.closing(checked: checked))
    }

    /// `--list-decks`' lines, all of them (`listing(paths:stats:read:emit:)`).
    static func listing(
        paths: StoragePaths, stats: HistoryStats, text: KeptDeckText,
        read: Reader = { DeckFile.read($0, fitsCard: nil) }
    ) -> [String] {
        var lines: [String] = []
        listing(paths: paths, stats: stats, text: text, read: read) { lines += $0 }
        return lines
    }

    /// The deck `options.deck` names, read, with the filters of `options`, dealt with its plays
    /// kept across runs (for this run only with `--seed`).
    static func choose(
        _ options: Options, paths: StoragePaths, writer: FileWriter, text: KeptDeckText,
        problems: StorageProblems? = nil, read: Reader = { DeckFile.read($0, fitsCard: nil) }
    ) throws(Refusal) -> Chosen {
        let name = options.deck ?? ""
        let listing = store(paths).list()
        let entries = listing.entries
        let entry: DeckStore.Entry
        switch DeckStore.match(name, in: entries) {
        case .found(let found): entry = found
        case .unknown:
            throw Refusal(message: text.unknownDeck(name, decks: entries.map(\.name), folder: listing))
        case .ambiguous(let names): throw Refusal(message: text.ambiguousDeck(name, decks: names))
        }
        let reading = reading(entry, read)
        if reading.refusal != nil {
            throw Refusal(message: text.unplayable(entry.name, reading, file: entry.url.path))
        }
        let played = PlayedQuestions(
            url: options.seed == nil ? DeckDealer.playsFile(for: entry.name, in: paths.deckPlaysDirectory) : nil,
            writer: writer, problems: problems)
        let dealer = try dealer(entry.name, reading, options: options, played: played, text: text)
        guard !dealer.questions.isEmpty else {
            throw Refusal(message: text.nothingMatches(entry.name, dealer.filter))
        }
        return Chosen(
            dealer: dealer, url: entry.url, leftOut: reading.leftOut,
            notes: DeckNotes(
                filter: dealer.filter, skippedMultipleChoice: reading.skippedMultipleChoice, format: reading.format))
    }

    /// The decks folder, with the file that says which file holds each name kept beside the
    /// history (`deck-names.json` in the state folder: what must not be lost).
    static func store(_ paths: StoragePaths) -> DeckStore {
        DeckStore(
            directory: paths.decksDirectory,
            namesFile: paths.stateDirectory.appendingPathComponent("deck-names.json"))
    }

    /// Reads a deck of the folder, even one whose file's name isn't UTF-8 (its questions then
    /// carry the deck's name, as any deck's do).
    static func reading(_ entry: DeckStore.Entry, _ read: Reader) -> DeckReading {
        guard entry.rawPath != nil else { return read(entry.url) }
        var reading = entry.withOpenableURL(read)
        // Read through /proc/self/fd, the file's own name is not the one it was given.
        reading.name = entry.name
        reading.questions = reading.questions.map { question in
            var question = question
            question.deck = entry.name
            if question.categoryUnstated { question.category = entry.name }
            return question
        }
        return reading
    }

    /// Deals `reading` as deck `name` with the filters of `options` (`--category` among the deck's
    /// own categories, strict, never widened; `--difficulty`; `--in-order`; `--seed`): the same
    /// rules for a kept deck (`--deck`) and a file (`--questions`).
    static func dealer(
        _ name: String, _ reading: DeckReading, options: Options, played: PlayedQuestions, text: KeptDeckText
    ) throws(Refusal) -> DeckDealer {
        var filter = QuestionFilter(difficulty: options.difficulty)
        if let wanted = options.deckCategory {
            filter.category = try category(wanted, of: name, in: reading.questions, text: text)
        }
        return DeckDealer(
            name: name, questions: reading.questions, filter: filter, inOrder: options.inOrder, seed: options.seed,
            played: played)
    }

    /// The deck's categories, each once (whatever its case), in the order the deck first has them;
    /// none made up for questions whose file names none.
    static func categories(of questions: [Question]) -> [String] {
        DeckReading.categories(of: questions)
    }

    /// The deck's category `wanted` means: its name in any case and with or without accents
    /// ("eleves" is "Élèves"), or the one name it is a part of.
    static func category(_ wanted: String, of deck: String, in questions: [Question], text: KeptDeckText)
        throws(Refusal) -> String
    {
        let names = categories(of: questions)
        let loose: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        if let same = names.first(where: { $0.compare(wanted, options: loose) == .orderedSame }) { return same }
        // An Open Trivia DB category's id ("18") means its name, in a deck that has it (the
        // database's own answers do), as --category means it online.
        if let id = Int(wanted.trimmingCharacters(in: .whitespaces)),
            let known = TriviaCategory.openTriviaDB.first(where: { $0.id == id }),
            let same = names.first(where: { $0.compare(known.name, options: loose) == .orderedSame })
        {
            return same
        }
        let containing = names.filter { $0.range(of: wanted, options: loose) != nil }
        guard containing.count == 1 else {
            throw Refusal(
                message: containing.isEmpty
                    ? text.unknownCategory(wanted, deck: deck, categories: names)
                    : text.ambiguousCategory(wanted, deck: deck, categories: containing),
                isCategory: true)
        }
        return containing[0]
    }
}
