import Foundation
import Quiz

/// What the game says about a deck file (`--check FILE`, `--questions FILE`): each problem with
/// its place and what to change, and why a file gives nothing to play, one line each.
///
/// `file` is the path as the player typed it, so a line reads like a compiler's
/// ("deck.csv:12: answer is "maybe": write true or false") and can be jumped to.
struct DeckText {
    /// The path as typed, printable.
    let file: String

    init(file: String) {
        self.file = file.removingControlCharacters
    }

    // MARK: - --check

    /// What `--check` prints: a line per problem and per statement too long for the smallest
    /// card, then the verdict; or the one line of a refusal.
    func check(_ reading: DeckReading) -> [String] {
        if let refusal = reading.refusal, refusal != .nothingPlayable { return [refused(refusal)] }
        var lines = reading.problems.map(problem)
        lines += reading.longStatements.map { "\(at($0)) \(Self.longStatement)" }
        lines.append(verdict(reading))
        return lines
    }

    /// The last line of `--check`: how many questions, of which difficulties, and whether the
    /// file is ready.
    func verdict(_ reading: DeckReading) -> String {
        var parts = [questionCount(reading)]
        if reading.skippedMultipleChoice > 0 {
            parts.append("\(Self.count(reading.skippedMultipleChoice, "multiple-choice question")) skipped")
        }
        if reading.refusal != nil {
            return "\(file): no question can be played (\(Self.count(reading.problems.count, "problem")))"
        }
        if !reading.problems.isEmpty {
            parts.append("\(Self.count(reading.leftOut, "question")) left out: fix the lines above")
        } else {
            parts.append("ready to play")
        }
        return "\(file): " + parts.joined(separator: ", ")
    }

    /// "48 questions (12 easy, 30 medium, 6 hard)".
    private func questionCount(_ reading: DeckReading) -> String {
        let counts = reading.countByDifficulty
        let levels = Difficulty.allCases.compactMap { level in counts[level].map { "\($0) \(level.rawValue)" } }
        let total = Self.count(reading.questions.count, "question")
        return levels.isEmpty ? total : "\(total) (\(levels.joined(separator: ", ")))"
    }

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
        case .missingHeader(let missing) where missing.count == 2:
            return "no header row: write statement\(json ? "" : ",")answer (and optionally explanation, category, "
                + "difficulty) on the first line"
        case .missingHeader(let missing):
            return "the header row has no \(missing.joined(separator: " or ")) column: add it to the first line"
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
            return "the statement is over \(limit) characters: shorten it"
        case .explanationTooLong(let limit):
            return "the explanation is over \(limit) characters: shorten it"
        case .categoryTooLong(let limit):
            return "the category is over \(limit) characters: shorten it"
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

    private func reason(_ refusal: DeckRefusal) -> String {
        switch refusal {
        case .notFound: "no such file"
        case .directory: "a folder, not a file: give a CSV or JSON deck"
        case .notARegularFile: "not a regular file (a pipe or a device): give a CSV or JSON deck"
        case .symlinkLoop: "symbolic links that lead back to themselves"
        case .unreadable(let reason): "can't be read: \(reason)"
        case .tooLarge(let bytes, let limit):
            "\(Self.mebibytes(bytes)) MiB, over the \(limit >> 20) MiB a deck may have: split it"
        case .tooManyRows(let limit):
            "more than \(PlayerText.grouped(limit)) rows: split it into several decks"
        case .binary(let line): "not text (a NUL byte on line \(line)): save it as CSV or JSON"
        case .invalidUTF8(let line, let column, let byte):
            "not UTF-8 at line \(line), column \(column) (byte 0x\(String(byte, radix: 16, uppercase: true))): "
                + "save it as UTF-8 (\"CSV UTF-8\" in Excel)"
        case .empty: "empty: write a header row (statement,answer), then a question a row"
        case .notADeck(let detail): "not a CSV deck nor an Open Trivia DB answer: \(detail)"
        case .responseCode(let code): "an Open Trivia DB answer without questions (response_code \(code))"
        case .nothingPlayable: "no question can be played: openquizz --check \(file)"
        }
    }

    // MARK: - Playing

    /// The header's note for a deck played with problems: "3 questions left out: openquizz
    /// --check deck.csv", fullest first.
    func leftOutForms(_ count: Int) -> [String] {
        [
            "\(Self.count(count, "question")) left out: openquizz --check \(file)",
            "\(count) left out: openquizz --check \(file)", "\(Self.count(count, "question")) left out",
            "\(count) left out",
        ]
    }

    /// A deck none of whose questions the filter lets through.
    func nothingMatches(_ filter: QuestionFilter) -> String {
        let asked = [filter.difficulty?.rawValue, filter.category].compactMap { $0 }.joined(separator: " ")
        return "\(file): no \(asked.isEmpty ? "" : asked + " ")question to play: try without --category "
            + "or --difficulty"
    }

    // MARK: - Helpers

    /// "1 question", "3 questions".
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// Bytes in MiB, one decimal.
    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / Double(1 << 20))
    }
}

extension DeckPlace {
    /// Whether the place is a JSON entry (not a CSV line).
    var isEntry: Bool {
        if case .entry = self { return true }
        return false
    }
}
