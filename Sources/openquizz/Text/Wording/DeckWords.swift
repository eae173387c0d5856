import Foundation
import QuizCore
import QuizDecks

/// What the game says about a deck file.
///
/// Its refusals and its counts, from the reader's facts, for `--check`, `--questions`,
/// `--list-decks` and `--deck`. Their French is in `DeckWords+French.swift`; what `--check` says
/// at a line is `DeckProblemWords`.
///
/// File names, column names, what the player wrote and commands to type are facts: they read
/// the same in every language.
indirect enum DeckWords: Phrase, Equatable, Sendable {
    // MARK: - --check
    case readyToPlay
    /// "48 questions".
    case questions(Int)
    /// "12 easy".
    case ofDifficulty(Int, Difficulty)
    case withoutDifficulty(Int)
    case multipleChoiceSkipped(Int)
    case leftOutFixAbove(Int)
    /// No question can be played: the problems counted, and multiple-choice questions skipped.
    case nothingPlayableCounted(problems: Int, skipped: Int)
    case nothingPlayableSkipped(Int)
    case nothingPlayableNoRow, nothingPlayableEmptyAnswer, nothingPlayable
    /// "entry 12" (a JSON question's place).
    case entry(Int)
    /// "line 12".
    case line(Int)
    /// The reason, then the command that lists the problems.
    case listsThem(DeckWords, command: String)
    case noFileNorDeck

    // MARK: - Refusals
    /// Why the file gives nothing to play, in full: `bareName` (no folder nor extension) points
    /// at the decks; `json` a file named .json.
    case refusal(DeckRefusal, bareName: Bool, json: Bool)
    /// The same, in a few words (the deck listing's, `--deck`'s).
    case shortRefusal(DeckRefusal)
    case jsonFault(DeckRefusal.JSONFault)
    case jsonPart(DeckRefusal.JSONPart)
    case answerFault(DeckRefusal.AnswerFault)
    case position(DeckRefusal.Position)
    case tooLarge(bytes: Int, limit: Int)
    case responseCode(Int)
    /// Why the system can't read or list a file (an `errno`).
    case system(Int32)

    // MARK: - Playing
    /// "3 questions left out: openquizz --check deck.csv".
    case leftOutCommand(Int, command: String)
    case leftOut(Int)
    case leftOutShort(Int)
    /// No question the filter lets through: its difficulty and category.
    case nothingMatches(Difficulty?, category: String?)

    func english(_ words: Wording) -> String {
        switch self {
        case .readyToPlay: "ready to play"
        case .questions(let count): words.count(count, one: "question", other: "questions")
        case .ofDifficulty(let count, let level): "\(words.number(count)) \(level.rawValue)"
        case .withoutDifficulty(let count): "\(words.number(count)) without a difficulty"
        case .multipleChoiceSkipped(let count):
            words.count(count, one: "multiple-choice question", other: "multiple-choice questions") + " skipped"
        case .leftOutFixAbove(let count):
            words.count(count, one: "question", other: "questions") + " left out: fix the lines above"
        case .nothingPlayableCounted(let problems, let skipped):
            "no question can be played ("
                + ([words.count(problems, one: "problem", other: "problems")]
                + (skipped > 0 ? [words(DeckWords.multipleChoiceSkipped(skipped))] : [])).joined(separator: ", ")
                + ")"
        case .nothingPlayableSkipped(let skipped):
            "no question can be played: \(words(DeckWords.multipleChoiceSkipped(skipped))), no true/false question"
        case .nothingPlayableNoRow: "no question can be played: no row under the header"
        case .nothingPlayableEmptyAnswer: "no question can be played: an Open Trivia DB answer with no questions"
        case .nothingPlayable: "no question can be played"
        case .entry(let entry): "entry \(entry)"
        case .line(let line): "line \(line)"
        case .listsThem(let reason, let command): "\(words(reason)): \(command) lists them"
        case .noFileNorDeck: "no such file, nor a deck of that name (openquizz --list-decks lists your decks)"
        case .refusal(let refusal, let bareName, let json): Self.english(refusal, bareName: bareName, json: json, words)
        case .shortRefusal(let refusal): Self.englishShort(refusal, words)
        case .jsonFault(let fault): Self.english(fault, words)
        case .jsonPart(let part): Self.english(part)
        case .answerFault(let fault): Self.english(fault)
        case .position(let position): "at line \(words.number(position.line)), column \(words.number(position.column))"
        case .tooLarge(let bytes, let limit):
            "\(String(format: "%.1f", Double(bytes) / Double(1 << 20))) MiB, over the \(limit >> 20) MiB a deck may "
                + "have: split it"
        case .responseCode(let code):
            "an Open Trivia DB answer with no questions (response_code \(code))"
                + (code == 1 ? ": the database had fewer than were asked for; ask for fewer (amount=10)" : "")
        case .system(let number): String(cString: strerror(number)).removingControlCharacters
        case .leftOutCommand(let count, let command):
            words.count(count, one: "question", other: "questions") + " left out: \(command)"
        case .leftOut(let count): words.count(count, one: "question", other: "questions") + " left out"
        case .leftOutShort(let count): "\(words.number(count)) left out"
        case .nothingMatches(let difficulty, let category):
            "no \([difficulty?.rawValue, category].compactMap { $0 }.map { $0 + " " }.joined())question to play: "
                + "try without --category or --difficulty"
        }
    }

    /// "line 3", "entry 3".
    static func place(_ place: DeckPlace) -> DeckWords {
        switch place {
        case .line(let line): .line(line)
        case .entry(let entry): .entry(entry)
        }
    }

    private static func english(_ refusal: DeckRefusal, bareName: Bool, json: Bool, _ words: Wording) -> String {
        switch refusal {
        case .notFound where bareName: "no such file (openquizz --list-decks lists your decks; --deck NAME plays one)"
        case .notFound: "no such file"
        case .directory: "a folder, not a file: give a CSV or JSON deck"
        case .notARegularFile: "not a regular file (a pipe or a device): give a CSV or JSON deck"
        case .symlinkLoop: "symbolic links that lead back to themselves"
        case .unreadable(let number): "can't be read: \(words(DeckWords.system(number)))"
        case .tooLarge(let bytes, let limit): words(DeckWords.tooLarge(bytes: bytes, limit: limit))
        case .tooManyRows(let limit): "more than \(words.number(limit)) rows: split it into several decks"
        case .utf16: "UTF-16: save it as UTF-8"
        case .binary(let line): "not text (a NUL byte on line \(words.number(line))): save it as CSV or JSON"
        case .invalidUTF8(let line, let column, let byte):
            "not UTF-8 at line \(words.number(line)), column \(words.number(column)) "
                + "(byte 0x\(String(byte, radix: 16, uppercase: true))): save it as UTF-8"
                + (json ? "" : " (\"CSV UTF-8\" in Excel)")
        case .empty: "empty: write a header row (statement,answer), then a question a row"
        case .invalidJSON(let fault, let position):
            "neither a CSV deck nor an Open Trivia DB answer: \(english(fault, words)) \(words(DeckWords.position(position)))"
        case .notAnAnswer(let fault, let position?):
            "neither a CSV deck nor an Open Trivia DB answer (\(english(fault))) \(words(DeckWords.position(position)))"
        case .notAnAnswer(let fault, nil): "neither a CSV deck nor an Open Trivia DB answer: \(english(fault))"
        case .responseCode(let code): words(DeckWords.responseCode(code))
        case .nothingPlayable: "no question can be played"
        }
    }

    private static func englishShort(_ refusal: DeckRefusal, _ words: Wording) -> String {
        switch refusal {
        case .notFound: "the file is gone"
        case .directory: "it is a folder"
        case .notARegularFile: "it is not a regular file"
        case .symlinkLoop: "its symbolic links loop"
        case .unreadable(let number): words(DeckWords.system(number))
        case .tooLarge(let bytes, let limit): words(DeckWords.tooLarge(bytes: bytes, limit: limit))
        case .tooManyRows(let limit): "more than \(words.number(limit)) rows"
        case .utf16: "UTF-16: save it as UTF-8"
        case .binary(let line): "line \(words.number(line)) holds a NUL byte: not text"
        case .invalidUTF8(let line, let column, _):
            "line \(words.number(line)), column \(words.number(column)) is not UTF-8"
        case .empty: "it is empty"
        case .invalidJSON(let fault, let position):
            "neither CSV nor an Open Trivia DB answer (\(english(fault, words)) \(words(DeckWords.position(position))))"
        case .notAnAnswer(let fault, let position):
            "neither CSV nor an Open Trivia DB answer (\(english(fault))"
                + (position.map { " " + words(DeckWords.position($0)) } ?? "") + ")"
        case .responseCode(let code): words(DeckWords.responseCode(code))
        case .nothingPlayable: "no question can be played"
        }
    }

    private static func english(_ fault: DeckRefusal.JSONFault, _ words: Wording) -> String {
        switch fault {
        case .expected(let part): "expected " + english(part)
        case .endsTooEarly: "the file ends too early"
        case .unendedString: "a string that never ends"
        case .nestedTooDeep(let limit): "nested more than \(words.number(limit)) deep"
        }
    }

    private static func english(_ part: DeckRefusal.JSONPart) -> String {
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

    private static func english(_ fault: DeckRefusal.AnswerFault) -> String {
        switch fault {
        case .topLevelIsAList: "the top level is a list"
        case .resultsIsNotAList: "results is not a list"
        case .responseCodeIsNotAWholeNumber: "response_code is not a whole number"
        case .noResults: "no results"
        case .noResponseCodeNorResults: "no response_code or results"
        case .unknownEncoding(let name): "unknown encoding \"\(PlayerText.echo(name))\""
        }
    }
}

extension Wording {
    /// A deck phrase in this language (`words(.questions(12))`).
    func callAsFunction(_ phrase: DeckWords) -> String {
        let any: any Phrase = phrase
        return self(any)
    }
}
