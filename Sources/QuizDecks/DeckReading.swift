import QuizCore

/// What reading a deck file found, as facts.
///
/// The questions a player can play, the problems that left others out, and, when nothing can be
/// played, why. The controller puts it in words (`openquizz --check`, the header's notice).
public struct DeckReading: Sendable, Equatable {
    /// The deck's name (`DeckFile.deckName`).
    public var name: String
    /// The format the content was recognised as; nil when it was never looked at.
    public var format: DeckFormat?
    /// The playable questions, in the file's order: origin `.deck`, `deck` set to `name`, text
    /// made printable (control characters and bidi controls taken out), no two with the same id.
    public var questions: [Question]
    /// Where each question was written.
    public var places: [DeckPlace]
    /// What left questions out (or, for a missing header, the whole file), in the file's order.
    public var problems: [DeckProblem]
    /// Questions of the Open Trivia DB's other type (`multiple`), skipped without a problem.
    public var skippedMultipleChoice: Int
    /// Playable questions whose statement does not fit a 40x12 screen's card at once (it is
    /// shown in pages): allowed, and said by `--check`.
    public var longStatements: [DeckPlace]
    /// Why nothing can be played; nil when at least one question can.
    public var refusal: DeckRefusal?
    /// CSV rows with a quoted field whose lines read like rows of their own (an answer where the
    /// answer column is): allowed, but most likely a double quote without its pair.
    public var rowsInQuotes: [DeckPlace] = []

    public init(
        name: String, format: DeckFormat? = nil, questions: [Question] = [], places: [DeckPlace] = [],
        problems: [DeckProblem] = [], skippedMultipleChoice: Int = 0, longStatements: [DeckPlace] = [],
        refusal: DeckRefusal? = nil
    ) {
        self.name = name
        self.format = format
        self.questions = questions
        self.places = places
        self.problems = problems
        self.skippedMultipleChoice = skippedMultipleChoice
        self.longStatements = longStatements
        self.refusal = refusal
    }

    /// Whether a player would hit nothing: questions to play and no problem.
    public var isClean: Bool { refusal == nil && problems.isEmpty }

    /// How many questions the problems left out (a missing header leaves out the file, not a
    /// question, and counts none).
    public var leftOut: Int { problems.filter(\.leavesOutAQuestion).count }

    /// How many playable questions there are of each difficulty (those the file gives none aside).
    public var countByDifficulty: [Difficulty: Int] {
        questions.reduce(into: [:]) { counts, question in
            if !question.difficultyUnstated { counts[question.difficulty, default: 0] += 1 }
        }
    }

    /// The categories the file names, each once (whatever its case), in the order it first has
    /// them; none for questions it names none for.
    public var categories: [String] { Self.categories(of: questions) }

    /// `categories` of any questions.
    public static func categories(of questions: [Question]) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for question in questions
        where !question.categoryUnstated && seen.insert(question.category.lowercased()).inserted {
            names.append(question.category)
        }
        return names
    }
}

/// The formats a deck file may be written in, recognised by content.
public enum DeckFormat: Sendable, Equatable {
    /// A spreadsheet's CSV: a header row, then one question a row; `separator` is `,` or `;`.
    case csv(separator: Character)
    /// What the Open Trivia DB's `api.php` answers, in one of its encodings.
    case openTriviaDB(FieldEncoding)
    /// The game's own bank (Assets/questions.json): the same shape, plain, with explanations.
    case bank
}

/// Where something is written in a deck file.
public enum DeckPlace: Sendable, Hashable {
    /// A CSV line, from 1 (a row whose quoted field spans lines is at the line it starts on).
    case line(Int)
    /// A JSON question: its position in `results`, from 1.
    case entry(Int)
}

/// Something in a deck file that a player would hit: where, and what.
public struct DeckProblem: Sendable, Equatable {
    public var place: DeckPlace
    public var kind: Kind

    public init(place: DeckPlace, kind: Kind) {
        self.place = place
        self.kind = kind
    }

    /// What is wrong; each case says what to change.
    public enum Kind: Error, Sendable, Equatable {
        /// The first row doesn't name the `statement` and `answer` columns: `missing` lists those
        /// not found, `found` the names the row has (its first 10, trimmed, 100 characters at
        /// most, in its order: it may be a question, not a header).
        case missingColumns(missing: [String], found: [String])
        /// A header row whose columns are separated by tabs (a tab-separated file, not CSV).
        case tabSeparated
        /// A header row of more than `limit` columns, `statement` or `answer` not among the first
        /// `limit` (a row's fields past them are counted, not read).
        case tooManyColumns(limit: Int)
        /// The header names a column twice (`name`, in lowercase): which one is meant is unknown.
        case duplicateColumn(String)
        /// An answer that is none of `DeckCSV.answers` (true/false, t/f, yes/no, 1/0, and French,
        /// German, Spanish and Italian words) (the Open Trivia DB's `correct_answer` must be
        /// `True` or `False`).
        case unknownAnswer(String)
        /// A row or entry with no statement (or only spaces and invisible characters); a row
        /// with an explanation but no statement.
        case emptyStatement, explanationWithoutStatement
        /// The same statement as the question at `first` (same `Question.id`: case, spaces and
        /// punctuation aside).
        case duplicate(of: DeckPlace)
        /// A difficulty that is none of easy, medium, hard.
        case unknownDifficulty(String)
        /// More fields than the header names, and not empty: most likely a statement with a
        /// separator in it, unquoted.
        case tooManyFields(expected: Int, found: Int)
        /// A quoted field that never ends: from its line to the end of the file.
        case unclosedQuote
        /// A statement, an explanation, a category longer than `limit` characters.
        case statementTooLong(limit: Int)
        case explanationTooLong(limit: Int)
        case categoryTooLong(limit: Int)
        /// A JSON question whose type is neither `boolean` nor `multiple`.
        case unknownType(String)
        /// A JSON question with a field missing, of the wrong type, or not valid in the file's
        /// encoding (`field` names it).
        case unreadableField(String)
    }

    /// Whether the problem left out a question (all but the header's problems).
    public var leavesOutAQuestion: Bool {
        switch kind {
        case .missingColumns, .tabSeparated, .tooManyColumns, .duplicateColumn: false
        default: true
        }
    }
}

/// Why a deck file gives nothing to play.
public enum DeckRefusal: Error, Sendable, Equatable {
    /// No file there; a folder; a named pipe, a device (/dev/zero) or a socket (only regular
    /// files are read); symbolic links that lead back to themselves.
    case notFound, directory, notARegularFile, symlinkLoop
    /// The system refused to read it; its reason (`errno`: `EACCES`), which the text layer words.
    case unreadable(Int32)
    /// Over `limit` bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// More than `limit` rows (CSV) or entries (JSON), good or not: read no further.
    case tooManyRows(limit: Int)
    /// A NUL byte at `line`: not text; text in UTF-16 (a byte order mark, or NUL bytes between
    /// ASCII letters), not UTF-8.
    case binary(line: Int)
    case utf16
    /// Bytes that are not UTF-8 at `line`, `column` (in characters, from 1); `byte` is the first
    /// one that isn't.
    case invalidUTF8(line: Int, column: Int, byte: UInt8)
    /// Nothing in the file (or only white space).
    case empty
    /// JSON that can't be read: what is wrong, and where.
    case invalidJSON(JSONFault, at: Position)
    /// JSON that reads, but is neither an Open Trivia DB answer nor our bank: why; where, for a
    /// value of the wrong kind.
    case notAnAnswer(AnswerFault, at: Position?)
    /// An Open Trivia DB answer with no questions in it: its `response_code`.
    case responseCode(Int)
    /// The file was read but no question can be played (the problems say why).
    case nothingPlayable

    /// A line and a column (in characters), both from 1.
    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// What makes text not JSON (RFC 8259): something else where a part was expected, the end of
    /// the file in a value, a string that never ends (at its quote), nesting past `limit`.
    public enum JSONFault: Sendable, Equatable {
        case expected(JSONPart)
        case endsTooEarly, unendedString
        case nestedTooDeep(limit: Int)
    }

    /// What JSON expects at a place (`hexDigits`: four after `\u`).
    public enum JSONPart: Sendable, Equatable {
        case object, name, colon, commaOrBrace, commaOrBracket, value, digit, end
        case escapedControlCharacter, hexDigits, escape
    }

    /// Why JSON is not an Open Trivia DB answer: its top level is a list; `results` is not a
    /// list; `response_code` is not a whole number; `response_code` is 0 and there is no
    /// `results`; there is neither; an `encoding` the Open Trivia DB doesn't have (its first 20
    /// characters).
    public enum AnswerFault: Sendable, Equatable {
        case topLevelIsAList, resultsIsNotAList, responseCodeIsNotAWholeNumber, noResults, noResponseCodeNorResults
        case unknownEncoding(String)
    }
}
