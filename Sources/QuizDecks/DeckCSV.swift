import QuizCore

#if canImport(Glibc)
    import Glibc
#endif

/// A deck as a spreadsheet saves it in CSV: a header row naming the columns `statement` and
/// `answer`, and optionally `explanation`, `category` and `difficulty` (any order, any case;
/// other columns are ignored), then one question a row.
///
/// RFC 4180 quoting (separators, doubled quotes and line breaks inside quotes), LF, CRLF or CR
/// line ends, and `,` or `;` as the separator: whichever the header row has more of, outside
/// quotes (a French spreadsheet saves `;`). Rows with nothing in them are skipped.
enum DeckCSV {
    /// The columns a deck may have.
    enum Column: String, CaseIterable {
        case statement, answer, explanation, category, difficulty
    }

    /// The words an answer may be written as, in any case: English, and the booleans and yes/no
    /// of the spreadsheets of French, German, Spanish and Italian (a French Excel saves a
    /// boolean cell as VRAI or FAUX).
    static let answers: [String: Bool] = [
        "true": true, "t": true, "yes": true, "1": true,
        "false": false, "f": false, "no": false, "0": false,
        "vrai": true, "faux": false, "oui": true, "non": false,
        "wahr": true, "falsch": false, "ja": true, "nein": false,
        "verdadero": true, "falso": false, "sí": true, "si": true,
        "vero": true,
    ]

    /// What an answer word means; nil for any other word. (No lowercased copy of a long word.)
    static func answer(_ text: String) -> Bool? {
        guard text.utf8.count <= 9 else { return nil }
        return answers[text.lowercased()]
    }

    /// Reads the rows of UTF-8 `bytes` (checked) into `deck`.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, into deck: inout ParsedDeck) {
        let separator = separator(of: bytes)
        deck.format = .csv(separator: Character(Unicode.Scalar(separator)))
        var reader = CSVReader(bytes: bytes, separator: separator)
        var header: CSVReader.Record?
        while let record = reader.next() {
            if !record.isBlank {
                header = record
                break
            }
        }
        guard let header else {
            deck.refusal = .empty
            return
        }
        let names = header.fields.map { QuizDecks.trimmed($0).lowercased() }
        let columns = Columns(names: names)
        let missing = [Column.statement, .answer].filter { columns[$0] == nil }.map(\.rawValue)
        guard missing.isEmpty, !header.isUnclosed else {
            let tabs = names.count == 1 && names[0].contains("\t")
            let kind: DeckProblem.Kind =
                tabs
                ? .tabSeparated
                : header.count > CSVReader.maximumFieldsKept
                    ? .tooManyColumns(limit: CSVReader.maximumFieldsKept) : .missingHeader(missing: missing)
            deck.add(.problem(DeckProblem(place: .line(header.line), kind: kind)))
            return
        }
        if let twice = Column.allCases.first(where: { column in names.count { $0 == column.rawValue } > 1 }) {
            deck.add(.problem(DeckProblem(place: .line(header.line), kind: .duplicateColumn(twice.rawValue))))
            return
        }
        // Room for as many rows as there are line ends (memchr: a few milliseconds for 20 MB), up to
        // the limit: a guess per byte was too much room for long rows, and room is memory touched.
        let room = min(lineCount(bytes), DeckFile.maximumRows)
        deck.reserve(room)
        // The second half's rows: about its share of the lines (more, and the array grows).
        let layout = Layout(
            separator: separator, columns: columns, headerCount: header.count, deck: deck.label,
            room: room - room * firstShare.numerator / firstShare.denominator + 64)
        if bytes.count >= deck.halvesFrom, let split = split(bytes, after: reader.index) {
            parseInHalves(bytes: bytes, at: split, reader: &reader, layout: layout, into: &deck)
            return
        }
        // One record's storage for every row: no array made and freed per row.
        var record = CSVReader.Record(line: 0, fields: [])
        while deck.refusal == nil, reader.next(into: &record) {
            guard let row = layout.row(record) else { continue }
            take(row, into: &deck)
        }
    }

    /// What rows are read with: the separator, where the columns are, and the deck's name.
    struct Layout: Sendable {
        let separator: UInt8
        let columns: Columns
        let headerCount: Int
        let deck: DeckLabel
        /// Room for this many rows in a half's array (`rows`).
        let room: Int

        /// A record made ready: the row it makes, and its place when a field of it holds what
        /// reads like rows; nil for a blank record (skipped).
        func row(_ record: CSVReader.Record) -> Row? {
            guard !record.isBlank else { return nil }
            // Only a quoted field holds a line feed, and the reader says when one does.
            let inQuotes =
                record.hasLineFeed && !record.isUnclosed
                && DeckCSV.holdsRows(record, separator: separator, answerColumn: columns[.answer])
            let row = DeckCSV.row(record, columns: columns, headerCount: headerCount)
            let prepared = ParsedDeck.prepare(row, deck: deck)
            return Row(inQuotes: inQuotes ? .line(record.line) : nil, prepared: prepared)
        }

        /// Takes the rows of the records from `reader`'s to the first that starts at or after
        /// `end` into `deck` as they are read (no array of them), until the deck is refused.
        func take(_ reader: inout CSVReader, before end: Int, into deck: inout ParsedDeck) {
            var record = CSVReader.Record(line: 0, fields: [])
            while deck.refusal == nil, reader.index < end, reader.next(into: &record) {
                if let row = row(record) { DeckCSV.take(row, into: &deck) }
            }
        }

        /// The rows of the records from `reader`'s to the first that starts at or after `end`,
        /// and at most one more than a deck may have.
        func rows(_ reader: inout CSVReader, before end: Int) -> [Row] {
            var rows: [Row] = []
            rows.reserveCapacity(room)
            var record = CSVReader.Record(line: 0, fields: [])
            while rows.count <= DeckFile.maximumRows, reader.index < end, reader.next(into: &record) {
                if let row = row(record) { rows.append(row) }
            }
            return rows
        }
    }

    /// A record made ready (`Layout.row`).
    struct Row: Sendable {
        var inQuotes: DeckPlace?
        var prepared: ParsedDeck.Prepared
    }

    /// Takes a row made ready into `deck`, as it comes in the file.
    private static func take(_ row: consuming Row, into deck: inout ParsedDeck) {
        if let place = row.inQuotes { deck.rowsInQuotes.append(place) }
        deck.take(row.prepared)
    }

    /// Takes `rows` into `deck` in order (moved, not copied), until the deck is refused.
    private static func take(_ rows: inout [Row], into deck: inout ParsedDeck) {
        let vacated = Row(inQuotes: nil, prepared: .problem(DeckProblem(place: .line(0), kind: .emptyStatement)))
        rows.drain(vacated: vacated) { row in
            take(row, into: &deck)
            return deck.refusal == nil
        }
    }

    /// The share of a large deck the calling thread reads (`parseInHalves`): a little less than
    /// half, as it takes its rows as it reads them, and the other thread's after.
    static let firstShare = (numerator: 12, denominator: 25)

    /// Reads and takes the rows before `split` here while those after it are read on another
    /// thread, then takes those: the same deck, in the file's order, as one thread reads.
    ///
    /// `split` is where a line starts: a record starts there unless a quoted field runs over it.
    /// The rows after it are kept only when the reader of the first half stops exactly there, on
    /// the line the other thread started from (the reader has no other state); otherwise it reads
    /// on to the end itself.
    private static func parseInHalves(
        bytes: UnsafeBufferPointer<UInt8>, at split: Int, reader: inout CSVReader, layout: Layout,
        into deck: inout ParsedDeck
    ) {
        // The thread gets the buffer's address as a number: `run` returns only once it has ended,
        // so the buffer outlives it.
        let address = Int(bitPattern: bytes.baseAddress)
        let count = bytes.count
        var second = DeckHalves.run(
            { layout.take(&reader, before: split, into: &deck) },
            { () -> (line: Int, rows: [Row]) in
                let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: address), count: count)
                let line = DeckHalves.line(at: split, in: bytes)
                var reader = CSVReader(bytes: bytes, separator: layout.separator, index: split, line: line)
                return (line, layout.rows(&reader, before: count))
            }
        ).1
        if deck.refusal != nil { return }
        if reader.index == split, reader.line == second.line {
            deck.readInHalves = true
            take(&second.rows, into: &deck)
            return
        }
        layout.take(&reader, before: count, into: &deck)
    }

    /// Where the first line after the calling thread's share of `bytes` (`firstShare`) starts
    /// (after `start`); nil when there is none.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let middle = max(start, bytes.count * firstShare.numerator / firstShare.denominator)
        guard middle < bytes.count, let found = memchr(base + middle, Int32(CSVReader.lineFeed), bytes.count - middle)
        else { return nil }
        let split = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
        return split < bytes.count ? split : nil
    }

    /// Where each column is, by the header.
    struct Columns: Sendable {
        private var indices: [Int?]

        init(names: [String]) {
            indices = Column.allCases.map { names.firstIndex(of: $0.rawValue) }
        }

        subscript(column: Column) -> Int? {
            indices[Column.allCases.firstIndex(of: column) ?? 0]
        }
    }

    /// Whether a field of `record` holds lines that read like rows: a line break, then a line
    /// with an answer word where the answer column is (a double quote without its pair swallows
    /// the rows after it so).
    static func holdsRows(_ record: CSVReader.Record, separator: UInt8, answerColumn: Int?) -> Bool {
        guard let answerColumn else { return false }
        let separator = Character(Unicode.Scalar(separator))
        for field in record.fields where hasLineFeed(field) {
            for line in field.split(separator: "\n").dropFirst() {
                let cells = line.split(separator: separator, omittingEmptySubsequences: false)
                if answerColumn < cells.count, answer(QuizDecks.trimmed(String(cells[answerColumn]))) != nil {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `field` has a line feed: memchr over its bytes (the generic `contains` was a tenth
    /// of a 100,000-row deck's start).
    private static func hasLineFeed(_ field: String) -> Bool {
        let found = field.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(CSVReader.lineFeed), bytes.count) != nil } ?? false
        }
        return found ?? field.utf8.contains(CSVReader.lineFeed)
    }

    /// The question a record makes, or its problem.
    private static func row(_ record: CSVReader.Record, columns: Columns, headerCount: Int) -> ParsedDeck.Row {
        let place = DeckPlace.line(record.line)
        func problem(_ kind: DeckProblem.Kind) -> ParsedDeck.Row { .problem(DeckProblem(place: place, kind: kind)) }
        if record.isUnclosed { return problem(.unclosedQuote) }
        let row = fields(record, columns: columns, place: place)
        // Fields past the header's: spreadsheets add empty ones, which are fine; more than that,
        // or a row that doesn't read, is most likely a statement with the separator in it.
        if record.count > headerCount,
            record.fields.dropFirst(headerCount).contains(where: { !isBlank($0) }) || record.hasTextPastKept
                || row.isProblem
        {
            return problem(.tooManyFields(expected: headerCount, found: record.count))
        }
        return row
    }

    /// The question a record's fields make, or its problem.
    private static func fields(_ record: CSVReader.Record, columns: Columns, place: DeckPlace) -> ParsedDeck.Row {
        func problem(_ kind: DeckProblem.Kind) -> ParsedDeck.Row { .problem(DeckProblem(place: place, kind: kind)) }
        func value(_ column: Column) -> String {
            guard let index = columns[column], index < record.fields.count else { return "" }
            return QuizDecks.trimmed(record.fields[index])
        }
        let statement = value(.statement)
        let explanation = value(.explanation)
        guard isVisible(statement) else {
            return problem(isVisible(explanation) ? .explanationWithoutStatement : .emptyStatement)
        }
        let answerText = value(.answer)
        guard let answer = answer(answerText) else { return problem(.unknownAnswer(answerText)) }
        let difficultyText = value(.difficulty)
        let difficulty: Difficulty?
        if difficultyText.isEmpty {
            difficulty = nil
        } else if let named = Difficulty(rawValue: difficultyText.lowercased()) {
            difficulty = named
        } else {
            return problem(.unknownDifficulty(difficultyText))
        }
        let category = value(.category)
        return .draft(
            DeckDraft(
                place: place, title: statement, answer: answer, category: category.isEmpty ? nil : category,
                difficulty: difficulty, explanation: explanation.isEmpty ? nil : explanation))
    }

    /// `;` when the first line that has either has more of them than `,` outside quotes; `,`
    /// otherwise.
    private static func separator(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var commas = 0
        var semicolons = 0
        var quoted = false
        for byte in bytes {
            switch byte {
            case CSVReader.quote: quoted.toggle()
            case CSVReader.lineFeed where !quoted && commas + semicolons > 0,
                CSVReader.carriageReturn where !quoted && commas + semicolons > 0:
                return semicolons > commas ? CSVReader.semicolon : CSVReader.comma
            case CSVReader.comma where !quoted: commas += 1
            case CSVReader.semicolon where !quoted: semicolons += 1
            default: break
            }
        }
        return semicolons > commas ? CSVReader.semicolon : CSVReader.comma
    }

    /// How many line feeds or carriage returns `bytes` has, whichever is more (+ 1).
    private static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        func count(_ byte: UInt8) -> Int {
            var found = 0
            var start = UnsafeRawPointer(base)
            var left = bytes.count
            while left > 0, let next = memchr(start, Int32(byte), left) {
                found += 1
                let advance = start.distance(to: UnsafeRawPointer(next)) + 1
                start += advance
                left -= advance
            }
            return found
        }
        let feeds = count(CSVReader.lineFeed)
        return max(feeds, feeds == 0 ? count(CSVReader.carriageReturn) : 0) + 1
    }

    private static func isBlank(_ field: String) -> Bool {
        field.unicodeScalars.allSatisfy(QuizDecks.isWhitespace)
    }
}

/// Reads CSV records from UTF-8 bytes, one at a time, counting lines.
struct CSVReader {
    static let quote = UInt8(ascii: "\"")
    static let comma = UInt8(ascii: ",")
    static let semicolon = UInt8(ascii: ";")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// One row: the line it starts on, its fields (quotes taken off), and whether a quoted field
    /// ran to the end of the file.
    ///
    /// Only the first `maximumFieldsKept` fields are kept: a 60 MB row of separators would
    /// otherwise be 60 million strings, a gigabyte. The rest are counted (`count`), and whether
    /// one of them holds anything is kept (`hasTextPastKept`).
    struct Record {
        var line: Int
        var fields: [String]
        var isUnclosed = false
        /// Whether a quoted field has a line feed (only a quoted field can).
        var hasLineFeed = false
        /// How many fields the row has, kept or not.
        var count = 0
        /// Whether a field past the kept ones holds more than spaces.
        var hasTextPastKept = false

        var isBlank: Bool {
            !hasTextPastKept && fields.allSatisfy { $0.unicodeScalars.allSatisfy(QuizDecks.isWhitespace) }
        }

        /// Counts `field`, and keeps it if there is room.
        mutating func add(_ field: String) {
            count += 1
            if fields.count < CSVReader.maximumFieldsKept {
                fields.append(field)
            } else if !field.unicodeScalars.allSatisfy(QuizDecks.isWhitespace) {
                hasTextPastKept = true
            }
        }
    }

    /// The fields of a row that are kept; a deck's columns are among the first few.
    static let maximumFieldsKept = 1000

    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    /// Where the next record starts, and its line.
    private(set) var index = 0
    private(set) var line = 1
    /// The bytes of a field with doubled quotes or line breaks, as they are put together.
    private var scratch: [UInt8] = []

    /// A reader of `bytes` from the record that starts at `index`, on `line`.
    init(bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, index: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.separator = separator
        self.index = index
        self.line = line
    }

    /// The next record; nil at the end.
    mutating func next() -> Record? {
        var record = Record(line: line, fields: [])
        return next(into: &record) ? record : nil
    }

    /// Reads the next record into `record` (its storage kept); false at the end.
    mutating func next(into record: inout Record) -> Bool {
        guard index < bytes.count else { return false }
        record.line = line
        record.fields.removeAll(keepingCapacity: true)
        record.isUnclosed = false
        record.hasLineFeed = false
        record.count = 0
        record.hasTextPastKept = false
        while true {
            record.add(field(unclosed: &record.isUnclosed, lineFeed: &record.hasLineFeed))
            guard index < bytes.count else { return true }
            let byte = bytes[index]
            index += 1
            // After a separator comes a field, even at the end of the file (an empty one).
            if byte == separator { continue }
            // A line end: CR LF, LF or CR.
            if byte == Self.carriageReturn, index < bytes.count, bytes[index] == Self.lineFeed { index += 1 }
            line += 1
            return true
        }
    }

    /// The field that starts at `index`, which is left on the separator or line end after it.
    private mutating func field(unclosed: inout Bool, lineFeed: inout Bool) -> String {
        var start = index
        // Spaces before an opening quote are not part of the field.
        while start < bytes.count, bytes[start] == Self.space || bytes[start] == Self.tab { start += 1 }
        guard start < bytes.count, bytes[start] == Self.quote else { return String(decoding: rest(), as: UTF8.self) }
        // Most quoted fields have no doubled quote nor line break: their bytes as they are.
        var end = start + 1
        while end < bytes.count, bytes[end] != Self.quote, bytes[end] != Self.lineFeed,
            bytes[end] != Self.carriageReturn
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == Self.quote, end + 1 == bytes.count || bytes[end + 1] != Self.quote {
            let content = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
            index = end + 1
            let after = rest()
            return after.isEmpty ? content : content + String(decoding: after, as: UTF8.self)
        }
        // Doubled quotes or line breaks: the field's runs between quotes copied into one buffer
        // kept for every field (no array made and grown byte by byte for each).
        index = start + 1
        scratch.removeAll(keepingCapacity: true)
        var run = index
        var closed = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                index += 1
                guard index < bytes.count, bytes[index] == Self.quote else {
                    closed = true
                    break
                }
                // A doubled quote is one: the second starts the next run.
                run = index
            } else if byte == Self.lineFeed {
                line += 1
                lineFeed = true
            } else if byte == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] != Self.lineFeed {
                line += 1
            }
            index += 1
        }
        if !closed {
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            unclosed = true
        }
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        scratch.append(contentsOf: rest())
        return String(decoding: scratch, as: UTF8.self)
    }

    /// The bytes from `index` to the next separator or line end, which `index` is left on.
    private mutating func rest() -> UnsafeBufferPointer<UInt8> {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == separator || byte == Self.lineFeed || byte == Self.carriageReturn { break }
            index += 1
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }
}
