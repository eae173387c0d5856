import QuizCore

/// A deck as a spreadsheet saves it in CSV: a header row, then one question a row.
///
/// The header names `statement`, `answer` and optionally `explanation`, `category`, `difficulty`
/// (any order, any case; others ignored). RFC 4180 quoting, LF, CRLF or CR line ends, `,` or `;`
/// (whichever the header row has more of, outside quotes). Blank rows are skipped.
enum DeckCSV {
    /// The columns a deck may have.
    enum Column: Int, CaseIterable {
        case statement, answer, explanation, category, difficulty

        /// As the header names it.
        var name: String { ["statement", "answer", "explanation", "category", "difficulty"][rawValue] }
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

    /// What an answer word means; nil for any other word. (Most are in lower case already, and
    /// a long word is none: no lowercased copy for them.)
    static func answer(_ text: String) -> Bool? {
        guard text.utf8.count <= 9 else { return nil }
        return answers[text] ?? answers[text.lowercased()]
    }

    /// Reads the rows of UTF-8 `bytes` (checked) into `deck`.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, into deck: inout ParsedDeck) {
        let separator = separator(of: bytes)
        deck.reading.format = .csv(separator: Character(Unicode.Scalar(separator)))
        var reader = CSVReader(bytes: bytes, separator: separator)
        var header = CSVReader.Record()
        repeat {
            guard reader.next(into: &header) else {
                deck.reading.refusal = .empty
                return
            }
        } while header.isBlank
        let names = header.fields.map { QuizDecks.trimmed($0).lowercased() }
        let columns = Column.allCases.map { names.firstIndex(of: $0.name) }
        let missing = [Column.statement, .answer].filter { columns[$0.rawValue] == nil }.map(\.name)
        let headerProblem: DeckProblem.Kind? =
            if names.count == 1 && names[0].contains("\t") {
                .tabSeparated
            } else if !missing.isEmpty || header.isUnclosed {
                header.count > CSVReader.maximumFieldsKept
                    ? .tooManyColumns(limit: CSVReader.maximumFieldsKept)
                    : .missingColumns(
                        missing: missing,
                        found: header.fields.prefix(10).map { String(QuizDecks.trimmed($0).prefix(100)) })
            } else {
                Column.allCases.first { column in names.count { $0 == column.name } > 1 }
                    .map { .duplicateColumn($0.name) }
            }
        if let headerProblem { return deck.add(.failure(headerProblem), at: .line(header.line)) }
        // Room for as many rows as there are line ends (LF, or else CR) up to the limit: a guess per
        // byte was too much room for long rows, and memory touched.
        let feeds = DeckBytes.count(ASCII.lineFeed, in: bytes)
        let lines = feeds > 0 ? feeds : DeckBytes.count(ASCII.carriageReturn, in: bytes)
        deck.reserve(min(lines + 1, DeckFile.maximumRows))
        // One record's storage for every row: no array made and freed per row.
        var record = CSVReader.Record()
        while deck.reading.refusal == nil, reader.next(into: &record) {
            if record.isBlank { continue }
            // Only a quoted field holds a line feed, and the reader says when one does.
            if record.hasLineFeed, !record.isUnclosed,
                holdsRows(record, separator: separator, answer: columns[Column.answer.rawValue])
            {
                deck.reading.rowsInQuotes.append(.line(record.line))
            }
            deck.add(row(record, columns: columns, headerCount: header.count), at: .line(record.line))
        }
    }

    /// Whether a field of `record` holds lines that read like rows: a line break, then a line
    /// with an answer word where the answer column is (a double quote without its pair swallows
    /// the rows after it so).
    static func holdsRows(_ record: CSVReader.Record, separator: UInt8, answer column: Int?) -> Bool {
        guard let column else { return false }
        let separator = Character(Unicode.Scalar(separator))
        for field in record.fields where field.utf8.contains(ASCII.lineFeed) {
            for line in field.split(separator: "\n").dropFirst() {
                let cells = line.split(separator: separator, omittingEmptySubsequences: false)
                if column < cells.count, answer(QuizDecks.trimmed(String(cells[column]))) != nil { return true }
            }
        }
        return false
    }

    /// The question a record makes (its fields where `columns` says), or its problem.
    private static func row(_ record: CSVReader.Record, columns: [Int?], headerCount: Int)
        -> Result<DeckDraft, DeckProblem.Kind>
    {
        if record.isUnclosed { return .failure(.unclosedQuote) }
        func value(_ column: Column) -> String {
            guard let index = columns[column.rawValue], index < record.fields.count else { return "" }
            return record.fields[index]
        }
        let row = fields(value)
        // Fields past the header's: spreadsheets add empty ones, which are fine; more than that,
        // or a row that doesn't read, is most likely a statement with the separator in it.
        if record.count > headerCount,
            record.fields.dropFirst(headerCount).contains(where: { !isBlank($0) }) || record.hasTextPastKept
                || (try? row.get()) == nil
        {
            return .failure(.tooManyFields(expected: headerCount, found: record.count))
        }
        return row
    }

    /// The question a row's fields make, or its problem (texts are trimmed as `ParsedDeck` cleans them).
    private static func fields(_ value: (Column) -> String) -> Result<DeckDraft, DeckProblem.Kind> {
        let statement = value(.statement)
        let explanation = value(.explanation)
        guard isVisible(statement) else {
            return .failure(isVisible(explanation) ? .explanationWithoutStatement : .emptyStatement)
        }
        let answerText = QuizDecks.trimmed(value(.answer))
        guard let answer = answer(answerText) else { return .failure(.unknownAnswer(answerText)) }
        let level = QuizDecks.trimmed(value(.difficulty))
        let difficulty = Difficulty(rawValue: level) ?? Difficulty(rawValue: level.lowercased())
        if difficulty == nil, !level.isEmpty { return .failure(.unknownDifficulty(level)) }
        let category = value(.category)
        return .success(
            DeckDraft(
                title: statement, answer: answer, category: category.isEmpty ? nil : category,
                difficulty: difficulty, explanation: explanation.isEmpty ? nil : explanation))
    }

    /// `;` when the first line that has either has more of them than `,` outside quotes, else `,`.
    private static func separator(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var (commas, semicolons, quoted) = (0, 0, false)
        for byte in bytes {
            switch byte {
            case ASCII.quote: quoted.toggle()
            case ASCII.lineFeed where !quoted && commas + semicolons > 0,
                ASCII.carriageReturn where !quoted && commas + semicolons > 0:
                return semicolons > commas ? ASCII.semicolon : ASCII.comma
            case ASCII.comma where !quoted: commas += 1
            case ASCII.semicolon where !quoted: semicolons += 1
            default: break
            }
        }
        return semicolons > commas ? ASCII.semicolon : ASCII.comma
    }
}

/// Reads CSV records from UTF-8 bytes, one at a time, counting lines.
struct CSVReader {
    /// One row: the line it starts on, its fields (quotes taken off), and whether a quoted field
    /// ran to the end of the file.
    ///
    /// Its first `maximumFieldsKept` fields are kept (a 60 MB row of separators would be 60
    /// million strings, a gigabyte), the rest counted (`count`, `hasTextPastKept`).
    struct Record {
        var line = 0
        var fields: [String] = []
        var isUnclosed = false
        /// Whether a quoted field has a line feed (only a quoted field can).
        var hasLineFeed = false
        /// How many fields the row has, kept or not.
        var count = 0
        /// Whether a field past the kept ones holds more than spaces.
        var hasTextPastKept = false

        var isBlank: Bool { !hasTextPastKept && fields.allSatisfy(QuizDecks.isBlank) }

        /// Counts `field`, and keeps it if there is room.
        mutating func add(_ field: String) {
            count += 1
            if fields.count < CSVReader.maximumFieldsKept {
                fields.append(field)
            } else if !QuizDecks.isBlank(field) {
                hasTextPastKept = true
            }
        }
    }

    /// The fields of a row that are kept; a deck's columns are among the first few.
    static let maximumFieldsKept = 1000

    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    /// Where the next record starts, and its line.
    var index = 0
    var line = 1
    /// The bytes of a field with doubled quotes or line breaks, as they are put together.
    var scratch: [UInt8] = []

    /// Reads the next record into `record` (its storage kept); false at the end.
    mutating func next(into record: inout Record) -> Bool {
        guard index < bytes.count else { return false }
        record.fields.removeAll(keepingCapacity: true)
        record = Record(line: line, fields: record.fields)
        while true {
            record.add(field(unclosed: &record.isUnclosed, lineFeed: &record.hasLineFeed))
            guard index < bytes.count else { return true }
            let byte = bytes[index]
            index += 1
            // After a separator comes a field, even at the end of the file (an empty one).
            if byte == separator { continue }
            // A line end: CR LF, LF or CR.
            if byte == ASCII.carriageReturn, index < bytes.count, bytes[index] == ASCII.lineFeed { index += 1 }
            line += 1
            return true
        }
    }

    /// The field that starts at `index`, which is left on the separator or line end after it.
    private mutating func field(unclosed: inout Bool, lineFeed: inout Bool) -> String {
        var start = index
        // Spaces before an opening quote are not part of the field.
        while start < bytes.count, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
        guard start < bytes.count, bytes[start] == ASCII.quote else { return String(decoding: rest(), as: UTF8.self) }
        // The field's runs between quotes copied into one buffer kept for every field.
        index = start + 1
        scratch.removeAll(keepingCapacity: true)
        var (run, closed) = (index, false)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.quote {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                index += 1
                guard index < bytes.count, bytes[index] == ASCII.quote else {
                    closed = true
                    break
                }
                // A doubled quote is one: the second starts the next run.
                run = index
            } else if byte == ASCII.lineFeed {
                line += 1
                lineFeed = true
            } else if byte == ASCII.carriageReturn, index + 1 < bytes.count, bytes[index + 1] != ASCII.lineFeed {
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
            // Letters, most of a field, are past every byte that ends one: one comparison each.
            let byte = bytes[index]
            if byte <= ASCII.semicolon, byte == separator || byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                break
            }
            index += 1
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }
}
