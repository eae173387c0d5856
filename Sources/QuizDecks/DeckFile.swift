import Foundation
import QuizCore

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
    /// The most rows (CSV) or entries (JSON) a deck may have, good or not: 64 MiB of one-letter
    /// rows would otherwise be 16 million questions or problems, gigabytes and a minute.
    public static let maximumRows = 200_000
    /// The longest explanation, in characters; a longer one is a problem.
    public static let maximumExplanationLength = 1000
    /// The longest category name, in characters; a longer one is a problem.
    public static let maximumCategoryLength = 100
    /// The category of a question whose file names none: the deck's name.
    ///
    /// (Kept here so the choice is made once.)
    static func defaultCategory(deck: String) -> String { deck }

    // MARK: - Reading

    /// Reads the deck at `url`.
    ///
    /// - Parameters:
    ///   - fitsCard: whether a statement fits a 40x12 screen's card at once (the view knows
    ///     exactly; the default counts one column a character); nil measures none (a game never
    ///     says which turn pages: only --check does).
    ///   - file: given to every question (`Question.deckFile`): a `--questions` deck's absolute
    ///     path, so that its questions are made once as they are played.
    public static func read(_ url: URL, fitsCard: ((String) -> Bool)? = fitsMinimumCard, file: String? = nil)
        -> DeckReading
    {
        let name = deckName(of: url)
        switch load(url) {
        case .success(let data):
            return read(data: data, name: name, fitsCard: fitsCard, halvesFrom: DeckHalves.minimumSize, file: file)
        case .failure(let refusal): return DeckReading(name: name, refusal: refusal)
        }
    }

    /// Reads a deck's bytes; `name` is the deck's name (the file's name without its extension).
    public static func read(data: Data, name: String, fitsCard: ((String) -> Bool)? = fitsMinimumCard) -> DeckReading {
        read(data: data, name: name, fitsCard: fitsCard, halvesFrom: DeckHalves.minimumSize)
    }

    /// Reads a deck's bytes, in two halves at once when they are `halvesFrom` bytes or more
    /// (the tests and the fuzz targets read the same files both ways).
    package static func read(
        data: Data, name: String, fitsCard: ((String) -> Bool)?, halvesFrom: Int, file: String? = nil
    ) -> DeckReading {
        guard data.count <= maximumSize else {
            return DeckReading(name: name, refusal: .tooLarge(bytes: data.count, limit: maximumSize))
        }
        // The bytes where they are: checked as UTF-8 and parsed without a copy as a `String`.
        let parsed = data.withUnsafeBytes { raw -> Result<ParsedDeck, DeckRefusal> in
            let body = DeckBytes.body(raw.bindMemory(to: UInt8.self))
            if let refusal = DeckBytes.refusal(body) { return .failure(refusal) }
            guard let first = DeckBytes.firstVisibleScalar(body) else { return .failure(.empty) }
            var parsed = ParsedDeck(name: name, file: file)
            parsed.halvesFrom = halvesFrom
            if first == "{" || first == "[" {
                DeckJSON.parse(bytes: body, into: &parsed)
            } else {
                DeckCSV.parse(bytes: body, into: &parsed)
            }
            return .success(parsed)
        }
        switch parsed {
        case .success(let parsed): return reading(parsed, fitsCard: fitsCard)
        case .failure(let refusal): return DeckReading(name: name, refusal: refusal)
        }
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
        // A large file's two halves are read at once (the copy into fresh memory is most of the
        // time reading takes); the loop goes on from what they read.
        if info.st_size >= DeckHalves.minimumSize {
            length = readInHalves(descriptor, into: &data, size: Int(info.st_size))
            guard lseek(descriptor, off_t(length), SEEK_SET) == length else {
                return .failure(.unreadable(systemReason()))
            }
        }
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

    /// Reads the file's first `size` bytes into `data`, its two halves at once (`pread`): how
    /// many were read from the start without a gap (a half that came short, as when the file
    /// shrank or failed, leaves the rest to the caller's loop).
    private static func readInHalves(_ descriptor: Int32, into data: inout Data, size: Int) -> Int {
        let half = size / 2
        return data.withUnsafeMutableBytes { buffer -> Int in
            // The thread gets the buffer's address as a number: `run` returns only once it has
            // ended, so the buffer outlives it.
            let address = Int(bitPattern: buffer.baseAddress)
            let (first, second) = DeckHalves.run(
                { readFully(descriptor, at: address, from: 0, count: half) },
                { readFully(descriptor, at: address, from: half, count: size - half) })
            return first < half ? first : half + second
        }
    }

    /// Reads bytes `offset..<offset + count` of the file to `address + offset`: how many were
    /// read before the end of the file or an error.
    private static func readFully(_ descriptor: Int32, at address: Int, from offset: Int, count: Int) -> Int {
        guard let base = UnsafeMutableRawPointer(bitPattern: address) else { return 0 }
        var done = 0
        while done < count {
            let read = pread(descriptor, base + offset + done, count - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            done += read
        }
        return done
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// What a parsed file gives, with the statements that don't fit the smallest card.
    private static func reading(_ parsed: ParsedDeck, fitsCard: ((String) -> Bool)?) -> DeckReading {
        var reading = DeckReading(
            name: parsed.name, format: parsed.format, questions: parsed.questions, places: parsed.places,
            problems: parsed.problems, skippedMultipleChoice: parsed.skippedMultipleChoice, refusal: parsed.refusal)
        reading.rowsInQuotes = parsed.rowsInQuotes
        reading.readInHalves = parsed.readInHalves
        guard parsed.refusal == nil else { return reading }
        // By index: the title alone is read, no question copied.
        for index in parsed.questions.indices where fitsCard?(parsed.questions[index].title) == false {
            reading.longStatements.append(parsed.places[index])
        }
        if reading.questions.isEmpty { reading.refusal = .nothingPlayable }
        return reading
    }

    /// The question a row or entry makes, or what is wrong with it (`ParsedDeck.Prepared`).
    static func question(_ draft: consuming DeckDraft, deck: DeckLabel) -> ParsedDeck.Prepared {
        let place = draft.place
        func problem(_ kind: DeckProblem.Kind) -> ParsedDeck.Prepared {
            .problem(DeckProblem(place: place, kind: kind))
        }
        // The parsers hand over fields trimmed; only text that loses control characters here
        // needs trimming again.
        let title = clean(draft.title)
        guard isVisible(title) else {
            return problem(draft.hasExplanation ? .explanationWithoutStatement : .emptyStatement)
        }
        if isLonger(title, than: maximumStatementLength) {
            return problem(.statementTooLong(limit: maximumStatementLength))
        }
        let category = draft.category.map(clean) ?? ""
        if isLonger(category, than: maximumCategoryLength) {
            return problem(.categoryTooLong(limit: maximumCategoryLength))
        }
        let explanation = draft.explanation.map(clean)
        if let explanation, isLonger(explanation, than: maximumExplanationLength) {
            return problem(.explanationTooLong(limit: maximumExplanationLength))
        }
        let stated = isVisible(category)
        let key = Question.key(for: title)
        // What the file doesn't say is not made up: the stats and the filters leave it aside.
        let question = Question(
            deckQuestion: title, key: key, answer: draft.answer,
            category: stated ? category : defaultCategory(deck: deck.name), difficulty: draft.difficulty ?? .medium,
            explanation: explanation.map(isVisible) == true ? explanation : nil, deck: deck.name, deckFile: deck.file,
            categoryUnstated: !stated, difficultyUnstated: draft.difficulty == nil)
        return .question(question, place: place, key: key)
    }
}

/// Whether `text` has more than `limit` characters (counted only when its bytes are more, and
/// only up to `limit`: a 60 MB explanation is not walked through).
private func isLonger(_ text: String, than limit: Int) -> Bool {
    guard text.utf8.count > limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex)
    else { return false }
    return end != text.endIndex
}

/// `text` without white space (line breaks included) at either end; quick when there is none,
/// as in most fields.
func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, isWhitespace(first) || isWhitespace(last) else {
        return text
    }
    guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
        let end = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(scalars[start...end])
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

/// What every question of a deck is given: the deck's name (`Question.deck`) and, for a
/// `--questions` file, its path (`Question.deckFile`).
struct DeckLabel: Sendable {
    var name: String
    var file: String?
}

/// One question as a file writes it, before it is checked.
struct DeckDraft {
    var place: DeckPlace
    var title: String
    var answer: Bool
    var category: String?
    /// nil when the file gives none.
    var difficulty: Difficulty?
    var explanation: String?

    var hasExplanation: Bool {
        explanation.map(isVisible) ?? false
    }
}

/// A file's rows or entries as they are read: each checked at once, and made a question or a
/// problem (a later duplicate of a question is one).
struct ParsedDeck {
    enum Row {
        case draft(DeckDraft)
        case problem(DeckProblem)

        var isProblem: Bool {
            if case .problem = self { return true }
            return false
        }
    }

    let name: String
    var format: DeckFormat?
    var questions: [Question] = []
    var places: [DeckPlace] = []
    var problems: [DeckProblem] = []
    var skippedMultipleChoice = 0
    var refusal: DeckRefusal?
    /// Rows with a quoted field that holds what reads like other rows (`DeckReading.rowsInQuotes`).
    var rowsInQuotes: [DeckPlace] = []
    /// Which question each id is, by its 64 bits (the same id as the hexadecimal string).
    private var indices = IDTable()

    /// The file given to every question (`Question.deckFile`).
    let file: String?

    init(name: String, file: String? = nil) {
        self.name = name
        self.file = file
    }

    /// What every question is given of its deck.
    var label: DeckLabel { DeckLabel(name: name, file: file) }

    /// Room for about `count` rows.
    mutating func reserve(_ count: Int) {
        questions.reserveCapacity(count)
        places.reserveCapacity(count)
        indices.reserve(count)
    }

    /// The size from which the file is read in two halves at once (`DeckHalves`).
    var halvesFrom = DeckHalves.minimumSize
    /// Whether what the second half's thread read was kept.
    var readInHalves = false

    /// Rows and entries taken so far.
    private(set) var rows = 0

    /// A row or entry made ready on its own, with nothing of the deck's but its name (so on any
    /// thread): its question and the question's id as 64 bits, or its problem.
    enum Prepared: Sendable {
        case question(Question, place: DeckPlace, key: UInt64)
        case problem(DeckProblem)
    }

    /// The row made ready: checked, and its question made (the row's strings move into it).
    static func prepare(_ row: consuming Row, deck: DeckLabel) -> Prepared {
        switch consume row {
        case .problem(let problem):
            return .problem(problem)
        case .draft(let draft):
            return DeckFile.question(draft, deck: deck)
        }
    }

    /// Takes the next row or entry; past `DeckFile.maximumRows`, refuses the file instead.
    mutating func add(_ row: consuming Row) {
        take(Self.prepare(row, deck: label))
    }

    /// Takes the next row or entry made ready (`prepare`); past `DeckFile.maximumRows`, refuses
    /// the file instead.
    ///
    /// A question already taken is a duplicate of the first.
    mutating func take(_ row: consuming Prepared) {
        rows += 1
        guard rows <= DeckFile.maximumRows else {
            refusal = .tooManyRows(limit: DeckFile.maximumRows)
            return
        }
        switch consume row {
        case .problem(let problem):
            problems.append(problem)
        case .question(let question, let place, let key):
            if let first = indices.insert(key, index: questions.count) {
                problems.append(DeckProblem(place: place, kind: .duplicate(of: places[first])))
                return
            }
            questions.append(question)
            places.append(place)
        }
    }
}

/// `text` without control characters (`removingControlCharacters`) nor white space at either
/// end: at once when it is all printable ASCII and trimmed, as most fields are.
func clean(_ text: String) -> String {
    let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { (0x20...0x7E).contains($0) } && bytes.first != 0x20 && bytes.last != 0x20
    }
    return isPlain == true ? text : trimmed(text.removingControlCharacters)
}

/// The index of the question each id is, as a table of its own: a deck's ids are read once each,
/// and Dictionary's hashing was a tenth of a 100,000-question deck's start.
///
/// Open addressing, probed in order; the slot comes from the id mixed with a number drawn per
/// table, so that no file can make its ids collide on purpose.
struct IDTable {
    /// A slot: an id's 64 bits and its question's index + 1 (0: empty), side by side so that an
    /// insert touches one cache line, not two.
    private struct Slot {
        var key: UInt64 = 0
        var stored: Int32 = 0
    }

    private var slots: [Slot] = []
    private var count = 0
    private var shift = 64
    private let seed = UInt64.random(in: .min ... .max) | 1

    /// Room for `count` ids without growing.
    mutating func reserve(_ count: Int) {
        if (count + 1) * 2 > slots.count { grow(to: count) }
    }

    /// The index stored for `key`; nil when there was none, and `index` is stored for it.
    mutating func insert(_ key: UInt64, index: Int) -> Int? {
        if (count + 1) * 2 > slots.count { grow(to: max(8, count * 2)) }
        let mask = slots.count - 1
        var slot = self.slot(key)
        while true {
            let stored = slots[slot].stored
            if stored == 0 {
                slots[slot] = Slot(key: key, stored: Int32(truncatingIfNeeded: index + 1))
                count += 1
                return nil
            }
            if slots[slot].key == key { return Int(stored) - 1 }
            slot = (slot + 1) & mask
        }
    }

    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// At least twice `count` slots, a power of two, the ids put back.
    private mutating func grow(to count: Int) {
        var size = 8
        while size < count * 2 { size *= 2 }
        let old = slots
        slots = Array(repeating: Slot(), count: size)
        shift = 64 - size.trailingZeroBitCount
        let mask = size - 1
        for entry in old where entry.stored != 0 {
            var slot = self.slot(entry.key)
            while slots[slot].stored != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
