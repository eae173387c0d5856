import Foundation
import QuizCore
import QuizDecks
import QuizView

/// What the game says about a deck file (`--check FILE`, `--questions FILE`): each problem with
/// its place and what to change, and why a file gives nothing to play, one line each, in the
/// language of `words` (`DeckWords`, `DeckProblemWords`).
///
/// `file` is the path as the player typed it, so a line reads like a compiler's
/// ("deck.csv:12: answer is "maybe": write true or false") and can be jumped to.
struct DeckText {
    /// The path as typed, printable.
    let file: String
    /// The path as typed, for the commands that name it.
    let typed: String
    let words: Wording

    init(file: String, words: Wording) {
        self.file = file.removingControlCharacters
        typed = file
        self.words = words
    }

    // MARK: - --check

    /// What `--check` prints: a line per problem and per statement too long for the smallest
    /// card, then the verdict; or the one line of a refusal.
    func check(_ reading: DeckReading) -> [String] {
        if let refusal = reading.refusal, refusal != .nothingPlayable { return [refused(refusal)] }
        // Every line in the file's order; at one place, its problem first.
        var placed = reading.problems.map { ($0.place, problem($0)) }
        placed += reading.longStatements.map { ($0, "\(at($0)) \(words(.longStatement))") }
        placed += reading.rowsInQuotes.map { ($0, "\(at($0)) \(words(.rowsInQuotes))") }
        // A stable sort: what is said of one place keeps its order.
        let lines = placed.enumerated().sorted { ($0.element.0.order, $0.offset) < ($1.element.0.order, $1.offset) }
        return lines.map(\.element.1) + [verdict(reading)]
    }

    /// The last line of `--check`: how many questions, of which difficulties, and whether the
    /// file is ready; or why nothing can be played.
    func verdict(_ reading: DeckReading) -> String {
        if reading.refusal != nil { return "\(file): " + words(Self.nothingPlayable(reading)) }
        var parts = [questionCount(reading)]
        if reading.skippedMultipleChoice > 0 {
            parts.append(words(.multipleChoiceSkipped(reading.skippedMultipleChoice)))
        }
        parts.append(reading.problems.isEmpty ? words(.readyToPlay) : words(.leftOutFixAbove(reading.leftOut)))
        return "\(file): " + parts.joined(separator: ", ")
    }

    /// Why a file that was read gives nothing to play: its problems counted (`--check` lists
    /// them above), or, with none, what the reader found instead of a question.
    static func nothingPlayable(_ reading: DeckReading) -> DeckWords {
        guard reading.problems.isEmpty else {
            return .nothingPlayableCounted(problems: reading.problems.count, skipped: reading.skippedMultipleChoice)
        }
        if reading.skippedMultipleChoice > 0 { return .nothingPlayableSkipped(reading.skippedMultipleChoice) }
        switch reading.format {
        case .csv: return .nothingPlayableNoRow
        case .openTriviaDB, .bank: return .nothingPlayableEmptyAnswer
        case nil: return .nothingPlayable
        }
    }

    /// "48 questions (12 easy, 30 medium, 6 hard)", and how many the file gives no difficulty.
    private func questionCount(_ reading: DeckReading) -> String {
        let counts = reading.countByDifficulty
        var levels = Difficulty.allCases.compactMap { level in counts[level].map { words(.ofDifficulty($0, level)) } }
        let unrated = reading.questions.count - counts.values.reduce(0, +)
        if unrated > 0 { levels.append(words(.withoutDifficulty(unrated))) }
        let total = words(.questions(reading.questions.count))
        return levels.isEmpty ? total : "\(total) (\(levels.joined(separator: ", ")))"
    }

    // MARK: - Problems

    /// One problem, where it is and what to change.
    func problem(_ problem: DeckProblem) -> String {
        "\(at(problem.place)) \(words(.problem(problem.kind, json: problem.place.isEntry)))"
    }

    /// "deck.csv:12:" for a line, "deck.json: entry 12:" for a JSON question (a compiler's form,
    /// which editors jump to, in every language).
    private func at(_ place: DeckPlace) -> String {
        switch place {
        case .line(let line): "\(file):\(line):"
        case .entry(let entry): "\(file): \(words(.entry(entry))):"
        }
    }

    // MARK: - Refusals

    /// Why the file gives nothing to play, in one line that starts with the file.
    func refused(_ refusal: DeckRefusal) -> String {
        let bareName = !file.contains("/") && !file.contains(".")
        return "\(file): " + words(.refusal(refusal, bareName: bareName, json: file.lowercased().hasSuffix(".json")))
    }

    /// Why `--questions` can't play the file, in one line: what `--check` would say when that is
    /// one line (the reason, or the one problem), else the problems counted and where they are
    /// listed.
    func refused(_ reading: DeckReading) -> String {
        guard let refusal = reading.refusal else { return verdict(reading) }
        guard refusal == .nothingPlayable else { return refused(refusal) }
        switch reading.problems.count {
        case 0: return "\(file): " + words(Self.nothingPlayable(reading))
        case 1: return problem(reading.problems[0])
        default:
            return "\(file): "
                + words(.listsThem(Self.nothingPlayable(reading), command: Self.command(checking: typed)))
        }
    }

    /// `--check NAME` of a name that is neither a file nor one of the player's decks.
    var noFileNorDeck: String {
        "\(file): " + words(.noFileNorDeck)
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
            words(.leftOutCommand(count, command: Self.command(checking: typed))), words(.leftOut(count)),
            words(.leftOutShort(count)),
        ]
    }

    /// A deck none of whose questions the filter lets through.
    func nothingMatches(_ filter: QuestionFilter) -> String {
        "\(file): " + words(.nothingMatches(filter.difficulty, category: filter.category))
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

extension DeckNotes {
    /// The header's notices for deck `deck` played with these notes, in `words`, fullest first:
    /// its name, then the credit, the filters, what was left out (`leftOut`, fullest form first:
    /// `DeckText.leftOutForms`) and what was skipped, each shortened, then dropped, the least
    /// needed first; the name is kept to the last (the view cuts its end when even it doesn't fit).
    ///
    /// How many questions were left out goes after "Deck: " and after the end of a long name,
    /// cut to `width` (the notice's): a player who isn't told would not know to look.
    func noticeForms(deck name: String, leftOut: [String], width: Int = PlayerText.noticeWidth, words: Wording)
        -> [String]
    {
        let notes = self
        let filter = [
            notes.filter.category.map(\.removingControlCharacters),
            notes.filter.difficulty.map { words(NoticeWords.deckDifficulty($0)) },
        ]
        .compactMap { $0 }
        // Each part's forms, fullest first; the most needed part first.
        var parts: [[String]] = []
        if notes.isOpenTriviaDB {
            parts.append([words(NoticeWords.deckCredit(short: false)), words(NoticeWords.deckCredit(short: true))])
        }
        if !filter.isEmpty { parts.append([filter.joined(separator: ", ")]) }
        if !leftOut.isEmpty { parts.append(leftOut) }
        if notes.skippedMultipleChoice > 0 {
            let skipped = notes.skippedMultipleChoice
            parts.append([
                words(NoticeWords.skippedMultipleChoice(skipped, short: false)),
                words(NoticeWords.skippedMultipleChoice(skipped, short: true)),
            ])
        }
        var forms: [String] = []
        let semicolon = words.semicolon
        // "Deck: NAME" as the language says it, or the name alone.
        func add(_ chosen: [String], labelled: Bool) {
            let form = ([labelled ? words(NoticeWords.deckNamed(name)) : name] + chosen).joined(separator: semicolon)
            if !forms.contains(form) { forms.append(form) }
        }
        // All parts, shortened from the least needed; then the least needed dropped, in turn.
        // The credit stays (as "CC BY-SA" at the last) while anything else goes.
        let leftOutPart = leftOut.isEmpty ? nil : parts.firstIndex(of: leftOut)
        for kept in stride(from: parts.count, through: notes.isOpenTriviaDB ? 1 : 0, by: -1) {
            if let leftOutPart, kept == leftOutPart {
                // The count is about to go: first without "Deck: ", then with the name cut.
                let shortest = parts.prefix(leftOutPart + 1).compactMap(\.last)
                add(shortest, labelled: false)
                let room = width - ScreenBuffer.displayWidth(ofText: semicolon + shortest.joined(separator: semicolon))
                if room >= 8, ScreenBuffer.displayWidth(ofText: name) > room {
                    forms.append(([TextLayout.truncate(name, width: room)] + shortest).joined(separator: semicolon))
                }
            }
            var chosen = parts.prefix(kept).map { $0[0] }
            add(chosen, labelled: true)
            for index in chosen.indices.reversed() {
                for form in parts[index].dropFirst() {
                    chosen[index] = form
                    add(chosen, labelled: true)
                }
            }
        }
        // The credit, short, is the last to go: before it, "Deck: " does.
        if notes.isOpenTriviaDB {
            add(["CC BY-SA"], labelled: true)
            add(["CC BY-SA"], labelled: false)
            add([], labelled: true)
        }
        add([], labelled: false)
        return forms
    }
}
