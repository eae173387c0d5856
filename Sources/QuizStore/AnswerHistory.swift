import Foundation
import QuizCore

/// Every answer ever given, newest last, in one append-only JSON Lines file
/// (`$XDG_STATE_HOME/openquizz/history.jsonl`): a line is written when the answer is given, on
/// its `FileWriter`'s queue, under the lock every writer takes.
///
/// Stats are derived from the lines, never kept as counters. A torn last line (a game killed
/// mid-write) is skipped when read and cut off by the next write; a last line that is a whole
/// answer without its newline gets its newline and is kept. A file with lines that aren't
/// answers and no answer at all is set aside (`history.jsonl.corrupt-…`) and reported once.
/// Answers that could not be written (a full disk) are kept in memory, up to
/// `maximumPendingAnswers`, and written before the next one: a disk full for a while loses none.
public final class AnswerHistory: HistoryStore {
    /// The largest history read: 64 MiB, about 250,000 answers.
    public static let maximumFileSize = 64 << 20
    /// The most answers kept in memory while they can't be written; older ones are then lost
    /// (and that is said).
    public static let maximumPendingAnswers = 1000

    /// Appends lines to a file (`AtomicFile.append`, or a failing one in tests).
    typealias Appender = @Sendable (Data, URL) throws(AtomicFile.WriteError) -> Void

    public let url: URL?
    /// False with `--no-history`: the file is read (the daily challenge's once-a-day rule needs
    /// it) but nothing is written to it, and nothing is set aside.
    public let writes: Bool
    /// The filters this run plays with, written with each answer.
    public let filter: QuestionFilter
    private let problems: StorageProblems?
    private let writer: FileWriter
    private let appender: Appender
    private let maximumPending: Int
    /// The file last read or written at `url` (a link followed), to tell when another takes its place.
    private let lastFile = Locked<AtomicFile.Identity?>(nil)
    /// Lines not written yet (the last append failed), oldest first, and how many were dropped.
    private let pending = Locked<(lines: [Data], dropped: Int, problem: StorageProblem?)>(([], 0, nil))

    /// - Parameters:
    ///   - url: the file; nil reads and keeps nothing.
    ///   - writes: false reads `url` and keeps nothing (`--no-history`).
    ///   - writer: the queue the answers are written on.
    ///   - filter: the filters this run plays with.
    ///   - problems: where a failed write or a file set aside is reported.
    public convenience init(
        url: URL?, writes: Bool = true, writer: FileWriter, filter: QuestionFilter = .any,
        problems: StorageProblems? = nil
    ) {
        self.init(url: url, writes: writes, writer: writer, filter: filter, problems: problems) {
            (lines, url) throws(AtomicFile.WriteError) in
            try AtomicFile.append(lines, to: url, longestLine: AnswerHistory.maximumLineLength) {
                AnswerHistory.isAnswer($0)
            }
        }
    }

    /// The same, writing with `appender`, keeping at most `maximumPending` answers that failed.
    init(
        url: URL?, writes: Bool = true, writer: FileWriter, filter: QuestionFilter = .any,
        problems: StorageProblems?, maximumPending: Int = AnswerHistory.maximumPendingAnswers,
        appender: @escaping Appender
    ) {
        self.url = url
        self.writes = writes
        self.writer = writer
        self.maximumPending = maximumPending
        self.filter = filter
        self.problems = problems
        self.appender = appender
    }

    /// Appends `record`, off the caller's thread, after any answer that couldn't be written yet.
    ///
    /// The line is made on the writer's queue too: the key that answered is drawn without waiting
    /// for JSON.
    public func record(_ record: AnswerRecord) {
        guard let url, writes else { return }
        writer.schedule { [self] in
            let line: Data
            do {
                line = try Self.line(for: record)
            } catch {
                problems?.report(StorageProblem(path: url.path, kind: .answerNotALine))
                return
            }
            write(line, to: url)
        }
    }

    /// Waits until every answer recorded so far is on disk (or failed to be), trying once more
    /// those that failed.
    public func flush() {
        if let url, writes {
            writer.schedule { [self] in write(nil, to: url) }
        }
        writer.flush()
    }

    /// How many answers wait in memory to be written.
    package var pendingCount: Int { pending.withLock { $0.lines.count } }

    /// The answers still waiting to be written, and why the last try failed.
    ///
    /// Nil when every answer recorded is on disk. Read it after `flush()`, as the game ends, to
    /// say what is lost.
    public var unsaved: (answers: Int, problem: StorageProblem)? {
        pending.withLock { pending in
            guard !pending.lines.isEmpty, let problem = pending.problem else { return nil }
            return (pending.lines.count, problem)
        }
    }

    /// Writes the waiting lines and `line` (on the writer's queue); keeps them when it can't.
    private func write(_ line: Data?, to url: URL) {
        let lines = pending.withLock { pending -> [Data] in
            if let line { pending.lines.append(line) }
            let excess = pending.lines.count - maximumPending
            if excess > 0 {
                pending.lines.removeFirst(excess)
                pending.dropped += excess
            }
            return pending.lines
        }
        guard !lines.isEmpty else { return }
        // Another file in the history's place mid-game (a link to another file, a copy) is looked
        // at as at start-up: one that isn't a history is set aside, and that is said.
        if let current = AtomicFile.identity(of: url), current != lastFile.withLock({ $0 }) {
            _ = load()
        }
        defer { lastFile.withLock { $0 = AtomicFile.identity(of: url) } }
        do throws(AtomicFile.WriteError) {
            try appender(lines.reduce(into: Data()) { $0 += $1 }, url)
            pending.withLock {
                $0.lines.removeFirst(min(lines.count, $0.lines.count))
                $0.problem = nil
            }
        } catch {
            pending.withLock { $0.problem = error.problem }
            problems?.report(error.problem)
            let dropped = pending.withLock { pending in
                defer { pending.dropped = 0 }
                return pending.dropped
            }
            if dropped > 0 {
                problems?.report(StorageProblem(path: url.path, kind: .answersLost(dropped)))
            }
        }
    }

    /// Why a history can't be read, for `--stats`.
    public struct ReadFailure: Error, Equatable, Sendable {
        public var problem: StorageProblem
    }

    /// Every answer on disk, oldest first; none when there is no file.
    ///
    /// A line that isn't an answer is skipped and counted, and the count reported; a file with no
    /// answer at all but such lines isn't a history, and is set aside (`settingAside`) and
    /// reported. (Lines over 64 KiB are skipped and counted, but a file of them alone is not set
    /// aside: it may be a history of answers too long to read.) A file over `maximumFileSize` is
    /// read from that far before its end: the newest answers. `--stats` reads with
    /// `settingAside` false: it only looks.
    public func load(settingAside: Bool = true) -> [AnswerRecord] {
        (try? read(settingAside: settingAside)) ?? []
    }

    /// As `load`, but a file that is there and can't be read (or isn't a file) throws the reason.
    public func read(settingAside: Bool = true) throws(ReadFailure) -> [AnswerRecord] {
        guard let url else { return [] }
        var reader = LineReader()
        defer { lastFile.withLock { $0 = AtomicFile.identity(of: url) } }
        let outcome = AtomicFile.readPieces(
            url, maximumSize: Self.maximumFileSize, settingAside: settingAside, writer: writer
        ) {
            reader.feed($0)
        }
        switch outcome {
        case .missing:
            return []
        case .unreadable(let reason):
            throw ReadFailure(problem: StorageProblem(path: url.path, kind: reason))
        case .setAside:
            let problem = StorageProblem(path: url.path, kind: .notAFile(setAside: settingAside), whileReading: true)
            problems?.report(problem)
            throw ReadFailure(problem: problem)
        case .read, .readEnd:
            break
        }
        if outcome == .readEnd {
            // The first line read may be the end of one cut in two: not counted as damage.
            reader.forgiveFirstSkip()
            problems?.report(StorageProblem(path: url.path, kind: .overSizeLimit, whileReading: true))
        }
        if reader.records.isEmpty, reader.answersWithBadDaily == 0, reader.skipped > reader.longLines {
            if settingAside { AtomicFile.setAside(url, writer: writer) }
            problems?.report(
                StorageProblem(path: url.path, kind: .notAHistory(setAside: settingAside), whileReading: true))
        } else if reader.skipped > 0 {
            problems?.report(
                StorageProblem(path: url.path, kind: .linesSkipped(reader.skipped), whileReading: true))
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

    /// One record as its line, newline included, never longer than the reader reads
    /// (`maximumLineLength`): a longer answer has its longest texts cut (each cut ends with "…")
    /// until it fits.
    package static func line(for record: AnswerRecord) throws -> Data {
        var record = record
        var data = try encoder.encode(record)
        while data.count > maximumLineLength {
            guard record.shortenLongestText() else { throw LineTooLong() }
            data = try encoder.encode(record)
        }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    private struct LineTooLong: Error {}

    /// Whether `line` (without its newline) is an answer.
    package static func isAnswer(_ line: UnsafeRawBufferPointer) -> Bool {
        HistoryLineReader.record(in: line) != nil || (try? decoder.decode(AnswerRecord.self, from: Data(line))) != nil
    }

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

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
        /// Those of them that were over `maximumLineLength`.
        package private(set) var longLines = 0
        /// Those of them that were answers but for their `daily` value (`1e300`, `"26"`): the
        /// file is a history, damaged, and is not set aside for them.
        package private(set) var answersWithBadDaily = 0
        /// Whether the first complete line was skipped (the end of a line cut by a tail read).
        private var firstSkipped: Bool?
        /// The start of a line whose newline hasn't come yet.
        private var pending: [UInt8] = []
        /// Whether the line under way is too long, and is being skipped to its end.
        private var isSkippingLongLine = false
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
                    longLines += 1
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
            guard firstSkipped == true else { return }
            skipped -= 1
            longLines = min(longLines, skipped)
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
                    ?? (try? AnswerHistory.decoder.decode(AnswerRecord.self, from: Data(line)))
            else {
                if HistoryLineReader.isAnswerButForDaily(line) { answersWithBadDaily += 1 }
                return false
            }
            records.append(record)
            return true
        }
    }
}

extension AnswerRecord {
    /// Cuts the longest of its texts (statement, explanation, category, filter, game id) to half
    /// its scalars, ending with "…"; false when none is long enough to cut.
    fileprivate mutating func shortenLongestText() -> Bool {
        let texts: [WritableKeyPath<AnswerRecord, String?>] = [
            \.optionalStatement, \.explanation, \.optionalCategory, \.filterCategory, \.optionalGame,
        ]
        guard
            let longest = texts.max(by: { (self[keyPath: $0]?.utf8.count ?? 0) < (self[keyPath: $1]?.utf8.count ?? 0) }
            ),
            let text = self[keyPath: longest], text.utf8.count > 16
        else { return false }
        // Cut by scalars, not characters: one character may hold thousands of combining marks,
        // and the text must shrink at each cut.
        let scalars = text.unicodeScalars
        let kept = String.UnicodeScalarView(scalars.prefix(max(1, scalars.count / 2 - 1)))
        self[keyPath: longest] = String(kept) + "\u{2026}"
        return true
    }

    private var optionalStatement: String? {
        get { statement }
        set { statement = newValue ?? "" }
    }

    private var optionalCategory: String? {
        get { category }
        set { category = newValue ?? "" }
    }

    private var optionalGame: String? {
        get { game }
        set { game = newValue ?? "" }
    }
}
