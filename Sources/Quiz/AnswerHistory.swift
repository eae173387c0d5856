import Foundation

/// One answer the player gave, as the history keeps it: one JSON line of `history.jsonl`.
public struct AnswerRecord: Codable, Equatable, Sendable {
    /// When it was answered.
    public var date: Date
    /// The game it belongs to (one id per game, shared by its answers).
    public var game: String
    /// Its place in the game, from 1, and the game's size.
    public var number: Int
    public var of: Int
    public var category: String
    public var difficulty: Difficulty
    public var statement: String
    /// What the player said, and what is true.
    public var answer: Bool
    public var truth: Bool
    public var explanation: String?
    public var origin: QuestionOrigin
    /// The filters the game was played with (`--category`, `--difficulty`); nil means any.
    public var filterCategory: String?
    public var filterDifficulty: Difficulty?

    public var isRight: Bool { answer == truth }

    public init(
        date: Date, game: String, number: Int, of: Int, question: Question, answer: Bool,
        filter: QuestionFilter = .any
    ) {
        self.date = date
        self.game = game
        self.number = number
        self.of = of
        category = question.category
        difficulty = question.difficulty
        statement = question.title
        self.answer = answer
        truth = question.answer
        explanation = question.explanation
        origin = question.origin
        filterCategory = filter.category
        filterDifficulty = filter.difficulty
    }

    /// A record from its fields, as read from a line.
    init(
        date: Date, game: String, number: Int, of: Int, category: String, difficulty: Difficulty,
        statement: String, answer: Bool, truth: Bool, explanation: String?, origin: QuestionOrigin,
        filterCategory: String?, filterDifficulty: Difficulty?
    ) {
        self.date = date
        self.game = game
        self.number = number
        self.of = of
        self.category = category
        self.difficulty = difficulty
        self.statement = statement
        self.answer = answer
        self.truth = truth
        self.explanation = explanation
        self.origin = origin
        self.filterCategory = filterCategory
        self.filterDifficulty = filterDifficulty
    }

    enum CodingKeys: String, CodingKey {
        case date = "t"
        case number = "n"
        case game, of, category, difficulty, statement, answer, truth, explanation, origin
        case filterCategory = "filter_category"
        case filterDifficulty = "filter_difficulty"
    }
}

/// Every answer ever given, newest last, in one append-only JSON Lines file
/// (`$XDG_STATE_HOME/openquizz/history.jsonl`): a line is written when the answer is given, on
/// `FileWriter`'s queue, under the lock every writer takes.
///
/// Stats are derived from the lines, never kept as counters. A torn last line (a game killed
/// mid-write, a full disk) is skipped when read and cut off by the next write; a file with a
/// line that isn't an answer is set aside (`history.jsonl.corrupt-…`) and reported once.
public final class AnswerHistory: Sendable {
    /// The largest history read: 64 MiB, about 250,000 answers.
    public static let maximumFileSize = 64 << 20

    public let url: URL?
    /// The filters this run plays with, written with each answer.
    public let filter: QuestionFilter
    private let problems: StorageProblems?

    /// - Parameters:
    ///   - url: the file; nil keeps nothing (`--no-history`).
    ///   - filter: the filters this run plays with.
    ///   - problems: where a failed write or a file set aside is reported.
    public init(url: URL?, filter: QuestionFilter = .any, problems: StorageProblems? = nil) {
        self.url = url
        self.filter = filter
        self.problems = problems
    }

    /// Appends `record`, off the caller's thread.
    public func record(_ record: AnswerRecord) {
        guard let url, let line = try? Self.line(for: record) else { return }
        FileWriter.schedule { [problems] in
            do throws(AtomicFile.WriteError) {
                try AtomicFile.append(line, to: url)
            } catch {
                problems?.report(error.problem)
            }
        }
    }

    /// Waits until every answer recorded so far is on disk (or failed to be).
    public func flush() {
        FileWriter.flush()
    }

    /// Every answer on disk, oldest first; none when there is no file.
    ///
    /// A line that isn't an answer is skipped and counted, and the count reported; a file with no
    /// answer at all but such lines isn't a history, and is set aside (`settingAside`) and
    /// reported. A file over `maximumFileSize` is read from that far before its end: the newest
    /// answers. `--stats` reads with `settingAside` false: it only looks.
    public func load(settingAside: Bool = true) -> [AnswerRecord] {
        guard let url else { return [] }
        var reader = LineReader()
        let outcome = AtomicFile.readPieces(url, maximumSize: Self.maximumFileSize, settingAside: settingAside) {
            reader.feed($0)
        }
        switch outcome {
        case .missing, .unreadable:
            return []
        case .setAside:
            problems?.report(
                StorageProblem(
                    path: url.path, reason: settingAside ? "not a file: set aside" : "not a file", whileReading: true))
            return []
        case .read, .readEnd:
            break
        }
        if outcome == .readEnd {
            // The first line read may be the end of one cut in two: not counted as damage.
            reader.forgiveFirstSkip()
            problems?.report(
                StorageProblem(
                    path: url.path, reason: "over 64 MiB: only the newest answers read", whileReading: true))
        }
        if reader.records.isEmpty, reader.skipped > 0 {
            if settingAside { AtomicFile.setAside(url) }
            problems?.report(
                StorageProblem(
                    path: url.path, reason: settingAside ? "not a history: set aside" : "not a history",
                    whileReading: true))
        } else if reader.skipped > 0 {
            let lines =
                reader.skipped == 1 ? "1 line that isn't an answer" : "\(reader.skipped) lines that aren't answers"
            problems?.report(StorageProblem(path: url.path, reason: "\(lines), skipped", whileReading: true))
        }
        // What follows the last newline is a torn line: left out.
        return reader.records
    }

    // MARK: - Format (pure)

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// One record as its line, newline included.
    package static func line(for record: AnswerRecord) throws -> Data {
        var data = try encoder.encode(record)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The answers of a history file; nil when a complete line isn't an answer.
    ///
    /// The last line is skipped when it has no newline (torn).
    package static func records(in data: Data) -> [AnswerRecord]? {
        var reader = LineReader()
        data.withUnsafeBytes { reader.feed($0) }
        return reader.skipped == 0 ? reader.records : nil
    }

    /// The longest line read, 64 KiB: a longer one is no answer this game wrote (statements and
    /// explanations are a few hundred bytes), and is skipped without being held in memory.
    static let maximumLineLength = 64 << 10

    /// Reads answers from a history's bytes as they come, a piece at a time.
    ///
    /// Complete lines are read at once; the start of a line waits for the piece that ends it. A
    /// line that isn't an answer is skipped and counted.
    package struct LineReader {
        package private(set) var records: [AnswerRecord] = []
        /// Complete lines that weren't answers.
        package private(set) var skipped = 0
        /// Whether the first complete line was skipped (the end of a line cut by a tail read).
        private var firstSkipped: Bool?
        /// The start of a line whose newline hasn't come yet.
        private var pending: [UInt8] = []
        /// Whether the line under way is too long, and is being skipped to its end.
        private var isSkippingLongLine = false
        private let decoder: JSONDecoder = {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            return decoder
        }()

        package init() {}

        /// Reads the lines `bytes` completes.
        package mutating func feed(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
                let newline = base.distance(to: UnsafeRawPointer(found))
                let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<newline])
                start = newline + 1
                if isSkippingLongLine || pending.count + piece.count > AnswerHistory.maximumLineLength {
                    isSkippingLongLine = false
                    pending.removeAll(keepingCapacity: false)
                    count(false)
                } else if pending.isEmpty {
                    count(read(piece))
                } else {
                    pending += piece
                    let line = pending
                    pending.removeAll(keepingCapacity: true)
                    count(line.withUnsafeBytes { read($0) })
                }
            }
            let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
            if isSkippingLongLine || pending.count + rest.count > AnswerHistory.maximumLineLength {
                isSkippingLongLine = true
                pending.removeAll(keepingCapacity: false)
            } else {
                pending += rest
            }
        }

        /// Doesn't count the first line as skipped, if it was.
        package mutating func forgiveFirstSkip() {
            if firstSkipped == true { skipped -= 1 }
        }

        /// Counts a complete line: read (true) or skipped (false).
        private mutating func count(_ wasRead: Bool) {
            if firstSkipped == nil { firstSkipped = !wasRead }
            if !wasRead { skipped += 1 }
        }

        /// One line, without its newline: true when it was an answer, false when it wasn't; a
        /// blank line is neither and reads as an answer read (nothing skipped).
        private mutating func read(_ line: UnsafeRawBufferPointer) -> Bool {
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { return true }
            guard
                let record = HistoryLineReader.record(in: line)
                    ?? (try? decoder.decode(AnswerRecord.self, from: Data(line)))
            else { return false }
            records.append(record)
            return true
        }
    }
}
