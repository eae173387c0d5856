import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a deck: a file of the player's own questions, as a spreadsheet's CSV or as JSON the
/// Open Trivia DB answers (or our bank's), recognised by content, never by name.
///
/// Reading never throws, never waits on a named pipe and never takes more than `maximumSize`
/// bytes: whatever the file, the answer is a `DeckReading` (questions, problems, or why there
/// are none).
public enum DeckFile {
    /// The largest file read, in bytes (64 MiB).
    public static let maximumSize = 64 << 20
    /// The longest statement played, in characters; a longer one is a problem.
    public static let maximumStatementLength = 1000
    /// The category of a question whose file names none: the deck's name.
    ///
    /// (Kept here so the choice is made once.)
    static func defaultCategory(deck: String) -> String { deck }

    // MARK: - Reading

    /// Reads the deck at `url`.
    ///
    /// - Parameter fitsCard: whether a statement fits a 40x12 screen's card at once (the view
    ///   knows exactly; the default counts one column a character).
    public static func read(_ url: URL, fitsCard: (String) -> Bool = fitsMinimumCard) -> DeckReading {
        let name = deckName(of: url)
        switch load(url) {
        case .success(let data): return read(data: data, name: name, fitsCard: fitsCard)
        case .failure(let refusal): return DeckReading(name: name, refusal: refusal)
        }
    }

    /// Reads a deck's bytes; `name` is the deck's name (the file's name without its extension).
    public static func read(data: Data, name: String, fitsCard: (String) -> Bool = fitsMinimumCard) -> DeckReading {
        guard data.count <= maximumSize else {
            return DeckReading(name: name, refusal: .tooLarge(bytes: data.count, limit: maximumSize))
        }
        let text: String
        switch DeckBytes.decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let refusal): return DeckReading(name: name, refusal: refusal)
        }
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) else {
            return DeckReading(name: name, refusal: .empty)
        }
        let parsed = first == "{" || first == "[" ? DeckJSON.parse(text) : DeckCSV.parse(text)
        return assemble(parsed, name: name, fitsCard: fitsCard)
    }

    /// The deck's name for a file: its name without the last extension ("week-12" for
    /// "week-12.csv", "deck.tar" for "deck.tar.gz"), printable.
    public static func deckName(of url: URL) -> String {
        let last = url.lastPathComponent
        let stem = url.deletingPathExtension().lastPathComponent
        let name = (stem.isEmpty || stem == "/" ? last : stem).removingControlCharacters
        return name.isEmpty ? "deck" : name
    }

    /// Whether `statement` fits at once on the card of a 40x12 screen (36 columns, 6 rows),
    /// counting one column a character and wrapping at spaces.
    public static func fitsMinimumCard(_ statement: String) -> Bool {
        let width = 36
        let rows = 6
        if statement.utf8.count <= width { return true }
        var lines = 1
        var used = 0
        for word in statement.split(separator: " ", omittingEmptySubsequences: true) {
            var length = word.count
            if used > 0, used + 1 + length <= width {
                used += 1 + length
                continue
            }
            if used > 0 { lines += 1 }
            // A word longer than a line is broken over as many as it takes.
            while length > width {
                length -= width
                lines += 1
            }
            used = length
            if lines > rows { return false }
        }
        return lines <= rows
    }

    // MARK: - Private

    /// The file's bytes, or why they can't be had: only a regular file is read, at most
    /// `maximumSize` bytes (one more tells it is over).
    static func load(_ url: URL) -> Result<Data, DeckRefusal> {
        // O_NONBLOCK: opening a named pipe must not wait for a writer.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .failure(.notFound)
            case ELOOP: return .failure(.symlinkLoop)
            default: return .failure(.unreadable(systemReason()))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(systemReason())) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.directory)
        default: return .failure(.notARegularFile)
        }
        guard info.st_size <= maximumSize else {
            return .failure(.tooLarge(bytes: Int(info.st_size), limit: maximumSize))
        }
        // The file may grow while it is read: never take more than the limit.
        var data = Data(count: Int(info.st_size) + 1)
        var length = 0
        while true {
            if length == data.count {
                guard data.count <= maximumSize else { break }
                data.count = min(maximumSize + 1, data.count * 2)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress?.advanced(by: length), buffer.count - length)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(errno == EISDIR ? .directory : .unreadable(systemReason()))
            }
            if count == 0 { break }
            length += count
        }
        guard length <= maximumSize else { return .failure(.tooLarge(bytes: length, limit: maximumSize)) }
        data.count = length
        return .success(data)
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// The questions of a parsed file, made printable, checked, and the duplicates left out.
    private static func assemble(_ parsed: ParsedDeck, name: String, fitsCard: (String) -> Bool) -> DeckReading {
        var reading = DeckReading(
            name: name, format: parsed.format, skippedMultipleChoice: parsed.skippedMultipleChoice,
            refusal: parsed.refusal)
        guard parsed.refusal == nil else { return reading }
        var firstPlace: [String: DeckPlace] = [:]
        firstPlace.reserveCapacity(parsed.rows.count)
        reading.questions.reserveCapacity(parsed.rows.count)
        reading.places.reserveCapacity(parsed.rows.count)
        for row in parsed.rows {
            switch row {
            case .problem(let problem):
                reading.problems.append(problem)
            case .draft(let draft):
                switch question(draft, deck: name) {
                case .failure(let kind):
                    reading.problems.append(DeckProblem(place: draft.place, kind: kind))
                case .success(let question):
                    if let first = firstPlace[question.id] {
                        reading.problems.append(DeckProblem(place: draft.place, kind: .duplicate(of: first)))
                        continue
                    }
                    firstPlace[question.id] = draft.place
                    reading.questions.append(question)
                    reading.places.append(draft.place)
                    if !fitsCard(question.title) { reading.longStatements.append(draft.place) }
                }
            }
        }
        if reading.questions.isEmpty { reading.refusal = .nothingPlayable }
        return reading
    }

    /// The question a row or entry makes, or what is wrong with it.
    private static func question(_ draft: DeckDraft, deck: String) -> Result<Question, DeckProblem.Kind> {
        let title = draft.title.removingControlCharacters.trimmingCharacters(in: .whitespacesAndNewlines)
        guard QuestionText.isVisible(title) else {
            return .failure(draft.hasExplanation ? .explanationWithoutStatement : .emptyStatement)
        }
        if title.utf8.count > maximumStatementLength, title.count > maximumStatementLength {
            return .failure(.statementTooLong(limit: maximumStatementLength))
        }
        let category = draft.category?.removingControlCharacters.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let explanation = draft.explanation?.removingControlCharacters.trimmingCharacters(in: .whitespacesAndNewlines)
        return .success(
            Question(
                title: title, answer: draft.answer,
                category: QuestionText.isVisible(category) ? category : defaultCategory(deck: deck),
                difficulty: draft.difficulty,
                explanation: explanation.map(QuestionText.isVisible) == true ? explanation : nil,
                origin: .deck, deck: deck))
    }
}

/// One question as a file writes it, before it is checked.
struct DeckDraft {
    var place: DeckPlace
    var title: String
    var answer: Bool
    var category: String?
    var difficulty: Difficulty
    var explanation: String?

    var hasExplanation: Bool {
        explanation.map(QuestionText.isVisible) ?? false
    }
}

/// A file's rows or entries, each a question to check or a problem already found.
struct ParsedDeck {
    enum Row {
        case draft(DeckDraft)
        case problem(DeckProblem)

        var isProblem: Bool {
            if case .problem = self { return true }
            return false
        }
    }

    var format: DeckFormat?
    var rows: [Row] = []
    var skippedMultipleChoice = 0
    var refusal: DeckRefusal?
}
