import Foundation
import QuizCore
import QuizDecks
import QuizView

/// What the game says about a deck file (`--check FILE`, `--questions FILE`): each problem with
/// its place and what to change, and why a file gives nothing to play, one line each.
///
/// `file` is the path as the player typed it, so a line reads like a compiler's
/// ("deck.csv:12: answer is "maybe": write true or false") and can be jumped to.
struct DeckText {
    /// The path as typed, printable.
    let file: String
    /// The path as typed, for the commands that name it.
    let typed: String

    init(file: String) {
        self.file = file.removingControlCharacters
        typed = file
    }

    // MARK: - --check

    /// What `--check` prints: a line per problem and per statement too long for the smallest
    /// card, then the verdict; or the one line of a refusal.
    func check(_ reading: DeckReading) -> [String] {
        if let refusal = reading.refusal, refusal != .nothingPlayable { return [refused(refusal)] }
        // Every line in the file's order; at one place, its problem first.
        var placed = reading.problems.map { ($0.place, problem($0)) }
        placed += reading.longStatements.map { ($0, "\(at($0)) \(Self.longStatement)") }
        placed += reading.rowsInQuotes.map { ($0, "\(at($0)) \(Self.rowsInQuotes)") }
        // A stable sort: what is said of one place keeps its order.
        let lines = placed.enumerated().sorted { ($0.element.0.order, $0.offset) < ($1.element.0.order, $1.offset) }
        return lines.map(\.element.1) + [verdict(reading)]
    }

    /// The last line of `--check`: how many questions, of which difficulties, and whether the
    /// file is ready; or why nothing can be played.
    func verdict(_ reading: DeckReading) -> String {
        if reading.refusal != nil { return "\(file): " + Self.nothingPlayable(reading) }
        var parts = [questionCount(reading)]
        if reading.skippedMultipleChoice > 0 {
            parts.append("\(Self.count(reading.skippedMultipleChoice, "multiple-choice question")) skipped")
        }
        if !reading.problems.isEmpty {
            parts.append("\(Self.count(reading.leftOut, "question")) left out: fix the lines above")
        } else {
            parts.append("ready to play")
        }
        return "\(file): " + parts.joined(separator: ", ")
    }

    /// Why a file that was read gives nothing to play: its problems counted (`--check` lists
    /// them above), or, with none, what the reader found instead of a question.
    static func nothingPlayable(_ reading: DeckReading) -> String {
        let skipped =
            reading.skippedMultipleChoice > 0
            ? "\(count(reading.skippedMultipleChoice, "multiple-choice question")) skipped" : nil
        guard reading.problems.isEmpty else {
            let counted = [count(reading.problems.count, "problem"), skipped].compactMap { $0 }
            return "no question can be played (\(counted.joined(separator: ", ")))"
        }
        if let skipped { return "no question can be played: \(skipped), no true/false question" }
        switch reading.format {
        case .csv: return "no question can be played: no row under the header"
        case .openTriviaDB, .bank: return "no question can be played: an Open Trivia DB answer with no questions"
        case nil: return "no question can be played"
        }
    }

    /// "48 questions (12 easy, 30 medium, 6 hard)", and how many the file gives no difficulty.
    private func questionCount(_ reading: DeckReading) -> String {
        let counts = reading.countByDifficulty
        var levels = Difficulty.allCases.compactMap { level in
            counts[level].map { "\(PlayerText.grouped($0)) \(level.rawValue)" }
        }
        let unrated = reading.questions.count - counts.values.reduce(0, +)
        if unrated > 0 { levels.append("\(PlayerText.grouped(unrated)) without a difficulty") }
        let total = Self.count(reading.questions.count, "question")
        return levels.isEmpty ? total : "\(total) (\(levels.joined(separator: ", ")))"
    }

    /// Said of a row whose quoted field spans lines that read like rows; it still plays.
    static let rowsInQuotes =
        "a double-quoted field here goes on over lines that read like rows: if they are rows, close the quote"

    /// Said of a statement longer than a 40x12 card shows at once; it still plays.
    static let longStatement = "the statement is longer than a 40x12 card shows at once: it will turn pages (allowed)"

    // MARK: - Problems

    /// One problem, where it is and what to change.
    func problem(_ problem: DeckProblem) -> String {
        "\(at(problem.place)) \(what(problem.kind, json: problem.place.isEntry))"
    }

    /// "deck.csv:12:" for a line, "deck.json: entry 12:" for a JSON question.
    private func at(_ place: DeckPlace) -> String {
        switch place {
        case .line(let line): "\(file):\(line):"
        case .entry(let entry): "\(file): entry \(entry):"
        }
    }

    private func what(_ kind: DeckProblem.Kind, json: Bool) -> String {
        let row = json ? "entry" : "row"
        switch kind {
        case .missingColumns(let missing, let found):
            return Self.missingColumns(missing, found: found)
        case .tabSeparated:
            return "the columns are separated by tabs, which a deck can't be: save it as CSV (commas or semicolons)"
        case .tooManyColumns(let limit):
            return "the header row has over \(PlayerText.grouped(limit)) columns and statement or answer isn't among "
                + "the first \(PlayerText.grouped(limit)): move them to the front, or delete the columns the deck doesn't use"
        case .duplicateColumn(let name):
            return "the header row has two \(name) columns: rename or delete one"
        case .unknownAnswer(let answer) where json:
            return "correct_answer is \"\(PlayerText.echo(answer))\": write True or False"
        case .unknownAnswer(let answer) where answer.isEmpty:
            return "the answer is empty: write true or false"
        case .unknownAnswer(let answer):
            return
                "answer is \"\(PlayerText.echo(answer))\": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)"
        case .emptyStatement:
            return "the statement is empty: write one, or delete the \(row)"
        case .explanationWithoutStatement:
            return "an explanation without a statement: write the statement, or delete the \(row)"
        case .duplicate(let first):
            return "the same statement as \(name(first)): delete one of them"
        case .unknownDifficulty(let difficulty):
            return "difficulty is \"\(PlayerText.echo(difficulty))\": write easy, medium or hard, or nothing"
        case .tooManyFields(let expected, let found):
            return "\(found) fields where the header has \(expected): "
                + "put a statement with a comma or semicolon in double quotes"
        case .unclosedQuote:
            return "a double quote opens here and never closes: close it"
        case .statementTooLong(let limit):
            return "the statement is over the limit of \(PlayerText.grouped(limit)) characters: shorten it"
        case .explanationTooLong(let limit):
            return "the explanation is over the limit of \(PlayerText.grouped(limit)) characters: shorten it"
        case .categoryTooLong(let limit):
            return "the category is over the limit of \(PlayerText.grouped(limit)) characters: shorten it"
        case .unknownType(let type):
            return "type is \"\(PlayerText.echo(type))\": only boolean questions play"
        case .unreadableField(let field) where field == "entry":
            return "not a question: write an object with type, question and correct_answer"
        case .unreadableField(let field):
            return "\(field) is missing or can't be decoded: write it as text"
        }
    }

    /// "line 3", "entry 3".
    private func name(_ place: DeckPlace) -> String {
        switch place {
        case .line(let line): "line \(line)"
        case .entry(let entry): "entry \(entry)"
        }
    }

    // MARK: - Refusals

    /// Why the file gives nothing to play, in one line that starts with the file.
    func refused(_ refusal: DeckRefusal) -> String {
        "\(file): " + reason(refusal)
    }

    /// Why `--questions` can't play the file, in one line: what `--check` would say when that is
    /// one line (the reason, or the one problem), else the problems counted and where they are
    /// listed.
    func refused(_ reading: DeckReading) -> String {
        guard let refusal = reading.refusal else { return verdict(reading) }
        guard refusal == .nothingPlayable else { return refused(refusal) }
        switch reading.problems.count {
        case 0: return "\(file): " + Self.nothingPlayable(reading)
        case 1: return problem(reading.problems[0])
        default: return "\(file): \(Self.nothingPlayable(reading)): \(Self.command(checking: typed)) lists them"
        }
    }

    /// `--check NAME` of a name that is neither a file nor one of the player's decks.
    var noFileNorDeck: String {
        "\(file): no such file, nor a deck of that name (openquizz --list-decks lists your decks)"
    }

    private func reason(_ refusal: DeckRefusal) -> String {
        switch refusal {
        case .notFound where !file.contains("/") && !file.contains("."):
            "no such file (openquizz --list-decks lists your decks; --deck NAME plays one)"
        case .notFound: "no such file"
        case .directory: "a folder, not a file: give a CSV or JSON deck"
        case .notARegularFile: "not a regular file (a pipe or a device): give a CSV or JSON deck"
        case .symlinkLoop: "symbolic links that lead back to themselves"
        case .unreadable(let reason): "can't be read: \(reason)"
        case .tooLarge(let bytes, let limit): Self.tooLarge(bytes: bytes, limit: limit)
        case .tooManyRows(let limit):
            "more than \(PlayerText.grouped(limit)) rows: split it into several decks"
        case .utf16: "UTF-16: save it as UTF-8"
        case .binary(let line): "not text (a NUL byte on line \(PlayerText.grouped(line))): save it as CSV or JSON"
        case .invalidUTF8(let line, let column, let byte):
            "not UTF-8 at line \(PlayerText.grouped(line)), column \(PlayerText.grouped(column)) "
                + "(byte 0x\(String(byte, radix: 16, uppercase: true))): save it as UTF-8"
                + (file.lowercased().hasSuffix(".json") ? "" : " (\"CSV UTF-8\" in Excel)")
        case .empty: "empty: write a header row (statement,answer), then a question a row"
        case .invalidJSON(let fault, let position):
            "not a CSV deck nor an Open Trivia DB answer: \(Self.words(fault)) \(Self.words(position))"
        case .notAnAnswer(let fault, let position?):
            "not a CSV deck nor an Open Trivia DB answer (\(Self.words(fault))) \(Self.words(position))"
        case .notAnAnswer(let fault, nil): "not a CSV deck nor an Open Trivia DB answer: \(Self.words(fault))"
        case .responseCode(let code): Self.responseCode(code)
        case .nothingPlayable: "no question can be played"
        }
    }

    /// Why JSON isn't JSON: "expected a value", "the file ends too early".
    static func words(_ fault: DeckRefusal.JSONFault) -> String {
        switch fault {
        case .expected(let part): "expected " + words(part)
        case .endsTooEarly: "the file ends too early"
        case .unendedString: "a string that never ends"
        case .nestedTooDeep(let limit): "nested more than \(PlayerText.grouped(limit)) deep"
        }
    }

    private static func words(_ part: DeckRefusal.JSONPart) -> String {
        switch part {
        case .object: "an object"
        case .name: "a name in quotes"
        case .colon: "':'"
        case .commaOrBrace: "',' or '}'"
        case .commaOrBracket: "',' or ']'"
        case .value: "a value"
        case .digit: "a digit"
        case .end: "the end of the file"
        case .escapedControlCharacter: "a control character escaped"
        case .hexDigits: "4 hexadecimal digits after \\u"
        case .escape: #"an escape (\", \\, \/, \b, \f, \n, \r, \t, \u)"#
        }
    }

    /// Why JSON isn't an Open Trivia DB answer: "the top level is a list".
    static func words(_ fault: DeckRefusal.AnswerFault) -> String {
        switch fault {
        case .topLevelIsAList: "the top level is a list"
        case .resultsIsNotAList: "results is not a list"
        case .responseCodeIsNotAWholeNumber: "response_code is not a whole number"
        case .noResults: "no results"
        case .noResponseCodeNorResults: "no response_code nor results"
        case .unknownEncoding(let name): "unknown encoding \"\(PlayerText.echo(name))\""
        }
    }

    /// "at line 2, column 12".
    static func words(_ position: DeckRefusal.Position) -> String {
        "at line \(PlayerText.grouped(position.line)), column \(PlayerText.grouped(position.column))"
    }

    /// The first row names no statement or answer column: the one diagnosis whether the file has
    /// no header row or a header with other names, naming what it found and what it wants.
    static func missingColumns(_ missing: [String], found: [String]) -> String {
        let shown = found.prefix(6).map { "\"\(PlayerText.echo($0))\"" }
        let more = found.count > shown.count ? ", …" : ""
        // A header whose quote never closes has both names, and doesn't read.
        let lacking = missing.isEmpty ? "doesn't read" : "has no \(missing.joined(separator: " nor ")) column"
        return "the header row \(lacking) (it has \(shown.joined(separator: ", ") + more)): name the columns "
            + "statement and answer on the first line (and optionally explanation, category, difficulty)"
    }

    /// A file over the size a deck may have, the same words wherever it is said: "78.0 MiB,
    /// over the 64 MiB a deck may have: split it".
    static func tooLarge(bytes: Int, limit: Int) -> String {
        "\(String(format: "%.1f", Double(bytes) / Double(1 << 20))) MiB, over the \(limit >> 20) MiB a deck may "
            + "have: split it"
    }

    /// An Open Trivia DB answer without questions; for code 1 (it has fewer than were asked
    /// for), what to ask instead.
    static func responseCode(_ code: Int) -> String {
        let said = "an Open Trivia DB answer with no questions (response_code \(code))"
        return code == 1 ? said + ": the database had fewer than were asked for; ask for fewer (amount=10)" : said
    }

    /// The command that checks `file`, the path quoted for a shell when it needs to be.
    static func command(checking file: String) -> String {
        "openquizz --check \(shellWord(file))"
    }

    /// `text` as one word of a shell's command line, that works pasted: as it is when it has
    /// only characters no shell reads specially, else in single quotes, or as `$'…'` with `\xHH`
    /// for each control character; after `./` when it starts with a dash (an option's look).
    static func shellWord(_ text: String) -> String {
        let text = text.hasPrefix("-") ? "./" + text : text
        let plain = text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                ? (CharacterSet.alphanumerics.contains(scalar) || "._-+/,:@%=".unicodeScalars.contains(scalar))
                : scalar.properties.isAlphabetic
        }
        if plain, !text.isEmpty { return text }
        guard text.removingControlCharacters != text else {
            return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        let escaped = text.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\\"): "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: String(UnicodeScalar(byte))
            default: "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return "$'" + escaped.joined() + "'"
    }

    // MARK: - Playing

    /// The header's note for a deck played with problems: "3 questions left out: openquizz
    /// --check deck.csv", fullest first.
    func leftOutForms(_ count: Int) -> [String] {
        [
            "\(Self.count(count, "question")) left out: \(Self.command(checking: typed))",
            "\(Self.count(count, "question")) left out",
            "\(PlayerText.grouped(count)) left out",
        ]
    }

    /// A deck none of whose questions the filter lets through.
    func nothingMatches(_ filter: QuestionFilter) -> String {
        let asked = [filter.difficulty?.rawValue, filter.category].compactMap { $0 }.joined(separator: " ")
        return "\(file): no \(asked.isEmpty ? "" : asked + " ")question to play: try without --category "
            + "or --difficulty"
    }

    // MARK: - Helpers

    /// "1 question", "3 questions", "100,000 questions".
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(PlayerText.grouped(number)) \(noun)s"
    }
}

extension DeckPlace {
    /// Where the place comes in its file: its line or its entry.
    var order: Int {
        switch self {
        case .line(let line): line
        case .entry(let entry): entry
        }
    }

    /// Whether the place is a JSON entry (not a CSV line).
    var isEntry: Bool {
        if case .entry = self { return true }
        return false
    }
}

/// What the header says of a deck beside its name.
struct DeckNotes: Equatable {
    /// The filters the deck is played with.
    var filter = QuestionFilter.any
    /// Multiple-choice questions of an Open Trivia DB answer, skipped.
    var skippedMultipleChoice = 0
    /// Whether the file is an Open Trivia DB answer: its questions carry the database's credit.
    var isOpenTriviaDB = false

    init(filter: QuestionFilter = .any, skippedMultipleChoice: Int = 0, format: DeckFormat? = nil) {
        self.filter = filter
        self.skippedMultipleChoice = skippedMultipleChoice
        if case .openTriviaDB = format { isOpenTriviaDB = true }
    }
}

extension PlayerText {
    /// A deck's header notices, fullest first: its name, then the credit, the filters, what was
    /// left out and what was skipped, each shortened, then dropped, the least needed first; the
    /// name is kept to the last (the view cuts its end when even it doesn't fit).
    ///
    /// How many questions were left out goes after "Deck: " and after the end of a long name,
    /// cut to `width` (the notice's): a player who isn't told would not know to look.
    func deckForms(_ name: String, width: Int = PlayerText.noticeWidth) -> [String] {
        let notes = deckNotes
        let filter = [notes.filter.category.map(clean), notes.filter.difficulty?.rawValue].compactMap { $0 }
        // Each part's forms, fullest first; the most needed part first.
        var parts: [[String]] = []
        if notes.isOpenTriviaDB { parts.append(["from the Open Trivia DB, CC BY-SA 4.0", "Open Trivia DB, CC BY-SA"]) }
        if !filter.isEmpty { parts.append([filter.joined(separator: ", ")]) }
        if !leftOutOfDeck.isEmpty { parts.append(leftOutOfDeck) }
        if notes.skippedMultipleChoice > 0 {
            let count = DeckText.count(notes.skippedMultipleChoice, "multiple-choice question")
            parts.append(["\(count) skipped", "\(PlayerText.grouped(notes.skippedMultipleChoice)) skipped"])
        }
        var forms: [String] = []
        func add(_ chosen: [String], prefix: String) {
            let form = ([prefix + name] + chosen).joined(separator: "; ")
            if !forms.contains(form) { forms.append(form) }
        }
        // All parts, shortened from the least needed; then the least needed dropped, in turn.
        // The credit stays (as "CC BY-SA" at the last) while anything else goes.
        let leftOutPart = leftOutOfDeck.isEmpty ? nil : parts.firstIndex(of: leftOutOfDeck)
        for kept in stride(from: parts.count, through: notes.isOpenTriviaDB ? 1 : 0, by: -1) {
            if let leftOutPart, kept == leftOutPart {
                // The count is about to go: first without "Deck: ", then with the name cut.
                let shortest = parts.prefix(leftOutPart + 1).compactMap(\.last)
                add(shortest, prefix: "")
                let room = width - ScreenBuffer.displayWidth(ofText: "; " + shortest.joined(separator: "; "))
                if room >= 8, ScreenBuffer.displayWidth(ofText: name) > room {
                    forms.append(([TextLayout.truncate(name, width: room)] + shortest).joined(separator: "; "))
                }
            }
            var chosen = parts.prefix(kept).map { $0[0] }
            add(chosen, prefix: "Deck: ")
            for index in chosen.indices.reversed() {
                for form in parts[index].dropFirst() {
                    chosen[index] = form
                    add(chosen, prefix: "Deck: ")
                }
            }
        }
        // The credit, short, is the last to go: before it, "Deck: " does.
        if notes.isOpenTriviaDB {
            add(["CC BY-SA"], prefix: "Deck: ")
            add(["CC BY-SA"], prefix: "")
            add([], prefix: "Deck: ")
        }
        add([], prefix: "")
        return forms
    }
}
