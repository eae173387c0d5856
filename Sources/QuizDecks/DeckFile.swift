import Foundation
import QuizCore
import QuizStore

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
    /// The most rows (CSV) or entries (JSON) a deck may have, good or not: 64 MiB of one-letter
    /// rows would otherwise be 16 million questions or problems, gigabytes and a minute.
    public static let maximumRows = 200_000
    /// The longest statement, explanation and category name played, in characters; a longer
    /// one is a problem.
    public static let maximumStatementLength = 1000, maximumExplanationLength = 1000, maximumCategoryLength = 100

    /// Reads the deck at `url`; `fitsCard` says whether a statement fits a 40x12 screen's card at
    /// once (the view knows: `--check` passes its measure); nil measures none (a game never says
    /// which statements turn pages).
    public static func read(_ url: URL, fitsCard: ((String) -> Bool)? = nil) -> DeckReading {
        let name = deckName(of: url)
        switch load(url) {
        case .success(let data): return read(data: data, name: name, fitsCard: fitsCard)
        case .failure(let refusal): return DeckReading(name: name, refusal: refusal)
        }
    }

    /// Reads a deck's bytes; `name` is the deck's name (the file's name without its extension).
    public static func read(data: Data, name: String, fitsCard: ((String) -> Bool)? = nil) -> DeckReading {
        guard data.count <= maximumSize else {
            return DeckReading(name: name, refusal: .tooLarge(bytes: data.count, limit: maximumSize))
        }
        // The bytes where they are: checked as UTF-8 and parsed without a copy as a `String`.
        var deck = ParsedDeck(name: name)
        data.withUnsafeBytes { raw in
            let body = DeckBytes.body(raw.bindMemory(to: UInt8.self))
            deck.reading.refusal = DeckBytes.refusal(body)
            guard deck.reading.refusal == nil else { return }
            switch DeckBytes.firstVisibleScalar(body) {
            case nil: deck.reading.refusal = .empty
            case "{", "[": DeckJSON.parse(bytes: body, into: &deck)
            default: DeckCSV.parse(bytes: body, into: &deck)
            }
        }
        var reading = deck.reading
        guard reading.refusal == nil else { return reading }
        // By index: the title alone is read, no question copied.
        for index in reading.questions.indices where fitsCard?(reading.questions[index].title) == false {
            reading.longStatements.append(reading.places[index])
        }
        if reading.questions.isEmpty { reading.refusal = .nothingPlayable }
        return reading
    }

    /// The deck's name for a file: its name without the last extension (`DeckStore.stem`:
    /// "week-12" for "week-12.csv", "deck.tar" for "deck.tar.gz"), printable.
    public static func deckName(of url: URL) -> String {
        let name = DeckStore.stem(url.lastPathComponent).removingControlCharacters
        return name.isEmpty ? "deck" : name
    }

    /// The file's bytes, or why they can't be had (`WholeFile.read`).
    static func load(_ url: URL) -> Result<Data, DeckRefusal> {
        switch WholeFile.read(url.path, maximumSize: maximumSize) {
        case .contents(let data): .success(data)
        case .notOpened(ENOENT): .failure(.notFound)
        case .notOpened(ELOOP): .failure(.symlinkLoop)
        case .notARegularFile(S_IFDIR), .failed(EISDIR): .failure(.directory)
        case .notARegularFile: .failure(.notARegularFile)
        case .tooLarge(let bytes): .failure(.tooLarge(bytes: bytes, limit: maximumSize))
        case .notOpened(let number), .failed(let number): .failure(.unreadable(number))
        }
    }
}

/// Whether `text` has more than `limit` characters, counted up to `limit` (a 60 MB explanation is
/// not walked through).
private func isLonger(_ text: String, than limit: Int) -> Bool {
    guard text.utf8.count > limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex)
    else { return false }
    return end != text.endIndex
}

/// `text` without white space (line breaks included) at either end; quick when there is none,
/// as in most fields.
func trimmed(_ text: String) -> String {
    // Visible ASCII at both ends, as most fields have: nothing to trim, no scalar decoded.
    let ends = text.utf8.withContiguousStorageIfAvailable { bytes in (bytes.first ?? 0, bytes.last ?? 0) }
    if let (first, last) = ends, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return text }
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
        let end = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return start == scalars.startIndex && scalars.index(after: end) == scalars.endIndex
        ? text : String(scalars[start...end])
}

/// Whether `text` is only white space.
func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(isWhitespace)
}

/// Unicode's White_Space, without a property lookup for ASCII.
func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
    return scalar.properties.isWhitespace
}

/// Whether `text` shows anything (`QuestionText.isVisible`), at once when it has a visible ASCII
/// character, as most do.
func isVisible(_ text: String) -> Bool {
    let hasGraphicASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains { (0x21...0x7E).contains($0) }
    }
    return hasGraphicASCII == true || QuestionText.isVisible(text)
}

/// One question as a file writes it, before it is checked.
struct DeckDraft {
    var title: String
    var answer: Bool
    var category: String?
    /// nil when the file gives none.
    var difficulty: Difficulty?
    var explanation: String?
}

/// A file's rows or entries as they are read (`reading`): each checked at once, and made a
/// question or a problem (a later duplicate of a question is one).
struct ParsedDeck {
    var reading: DeckReading
    /// Which question each id is, by its 64 bits (the same id as the hexadecimal string).
    private var indices: [UInt64: Int] = [:]
    /// Rows and entries taken so far.
    private var rows = 0

    init(name: String) {
        reading = DeckReading(name: name)
    }

    /// Room for about `count` rows.
    mutating func reserve(_ count: Int) {
        reading.questions.reserveCapacity(count)
        reading.places.reserveCapacity(count)
        indices.reserveCapacity(count)
    }

    /// Takes the next row or entry: its question, or what is wrong with it; past
    /// `DeckFile.maximumRows`, refuses the file instead.
    mutating func add(_ row: Result<DeckDraft, DeckProblem.Kind>, at place: DeckPlace) {
        rows += 1
        guard rows <= DeckFile.maximumRows else {
            reading.refusal = .tooManyRows(limit: DeckFile.maximumRows)
            return
        }
        switch row.flatMap({ question($0, at: place) }) {
        case .success(let question):
            reading.questions.append(question)
            reading.places.append(place)
        case .failure(let kind): reading.problems.append(DeckProblem(place: place, kind: kind))
        }
    }

    /// The question a draft makes, or what is wrong with it; a question already taken is a
    /// duplicate of the first.
    private mutating func question(_ draft: DeckDraft, at place: DeckPlace) -> Result<Question, DeckProblem.Kind> {
        let title = clean(draft.title)
        guard isVisible(title) else {
            return .failure(draft.explanation.map(isVisible) == true ? .explanationWithoutStatement : .emptyStatement)
        }
        if isLonger(title, than: DeckFile.maximumStatementLength) {
            return .failure(.statementTooLong(limit: DeckFile.maximumStatementLength))
        }
        let category = draft.category.map(clean) ?? ""
        if isLonger(category, than: DeckFile.maximumCategoryLength) {
            return .failure(.categoryTooLong(limit: DeckFile.maximumCategoryLength))
        }
        let explanation = draft.explanation.map(clean)
        if let explanation, isLonger(explanation, than: DeckFile.maximumExplanationLength) {
            return .failure(.explanationTooLong(limit: DeckFile.maximumExplanationLength))
        }
        let key = Question.key(for: title)
        // One look-up for a new question, as most are; a duplicate puts the first's index back.
        if let first = indices.updateValue(reading.questions.count, forKey: key) {
            indices[key] = first
            return .failure(.duplicate(of: reading.places[first]))
        }
        // What the file doesn't say is not made up: the stats and the filters leave it aside.
        let stated = isVisible(category)
        return .success(
            Question(
                deckQuestion: title, key: key, answer: draft.answer, category: stated ? category : reading.name,
                difficulty: draft.difficulty ?? .medium,
                explanation: explanation.map(isVisible) == true ? explanation : nil, deck: reading.name,
                deckFile: nil, categoryUnstated: !stated, difficultyUnstated: draft.difficulty == nil))
    }
}

/// `text` without control characters (`removingControlCharacters`) nor white space at either
/// end: at once when it is all printable ASCII and trimmed, as most fields are.
func clean(_ text: String) -> String {
    let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
        // The smallest and largest byte, with no early exit: many bytes compared at once.
        var (low, high) = (UInt8.max, UInt8.min)
        for byte in bytes { (low, high) = (min(low, byte), max(high, byte)) }
        return low >= 0x20 && high <= 0x7E && bytes.first != 0x20 && bytes.last != 0x20
    }
    return isPlain == true ? text : trimmed(text.removingControlCharacters)
}
