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
    private let earlier = Locked<(started: Bool, records: [AnswerRecord]?)>((false, nil))
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

    /// Reads the file in the background, once, for `earlierRecords` (a long history never holds
    /// up the start).
    public func preload() {
        let first = earlier.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started
        }
        guard url != nil, first else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            let records = load()
            earlier.withLock { $0.records = records }
        }
    }

    /// The answers on disk when `preload` read them; nil until then (or without a file).
    public func earlierRecords() -> [AnswerRecord]? {
        earlier.withLock(\.records)
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

    /// Every answer on disk, oldest first: none when there is no file; a file that isn't a
    /// history is set aside and reported.
    public func load() -> [AnswerRecord] {
        guard let url else { return [] }
        switch AtomicFile.read(url, maximumSize: Self.maximumFileSize) {
        case .missing, .unreadable:
            return []
        case .setAside:
            problems?.report(StorageProblem(path: url.path, reason: "too large, or not a file: set aside"))
            return []
        case .contents(let data):
            guard let records = Self.records(in: data) else {
                AtomicFile.setAside(url)
                problems?.report(StorageProblem(path: url.path, reason: "not a history: set aside"))
                return []
            }
            return records
        }
    }

    // MARK: - Format (pure)

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// One record as its line, newline included.
    static func line(for record: AnswerRecord) throws -> Data {
        var data = try encoder.encode(record)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The answers of a history file; nil when a complete line isn't an answer.
    ///
    /// The last line is skipped when it has no newline (torn).
    static func records(in data: Data) -> [AnswerRecord]? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        var records: [AnswerRecord] = []
        var start = data.startIndex
        while let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = data[start..<newline]
            start = data.index(after: newline)
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
            guard let record = try? decoder.decode(AnswerRecord.self, from: line) else { return nil }
            records.append(record)
        }
        return records
    }
}

/// What the history says about the player: derived from the answers, nothing kept apart.
public struct HistoryStats: Equatable, Sendable {
    /// Answered and right, for one category or difficulty, or overall.
    public struct Tally: Equatable, Sendable {
        public var answered = 0
        public var right = 0

        /// Right answers in percent, rounded down; nil before any answer.
        public var accuracy: Int? { answered == 0 ? nil : right * 100 / answered }
    }

    /// A game played to its end: its right answers and size.
    public struct Score: Equatable, Sendable {
        public var right: Int
        public var of: Int

        public init(right: Int, of: Int) {
            self.right = right
            self.of = of
        }
    }

    /// The score a game must reach to extend a streak: 7 out of 10, in proportion for other sizes.
    public static func isStreakScore(_ score: Score) -> Bool {
        score.of > 0 && score.right * 10 >= score.of * 7
    }

    /// Games started (with at least one answer), and those played to their end.
    public var gamesPlayed = 0
    public var gamesFinished = 0
    public var overall = Tally()
    public var byCategory: [String: Tally] = [:]
    public var byDifficulty: [Difficulty: Tally] = [:]
    /// The best finished game, by the share of right answers (the latest among equals).
    public var best: Score?
    /// Finished games in a row at or above 7 / 10: the longest ever, and the one running now.
    public var bestStreak = 0
    public var currentStreak = 0

    public init(_ records: [AnswerRecord]) {
        var games: [String: (right: Int, answered: Int, of: Int)] = [:]
        var order: [String] = []
        for record in records {
            overall.answered += 1
            byCategory[record.category, default: Tally()].answered += 1
            byDifficulty[record.difficulty, default: Tally()].answered += 1
            if record.isRight {
                overall.right += 1
                byCategory[record.category, default: Tally()].right += 1
                byDifficulty[record.difficulty, default: Tally()].right += 1
            }
            if games[record.game] == nil { order.append(record.game) }
            var game = games[record.game] ?? (0, 0, record.of)
            game.answered += 1
            if record.isRight { game.right += 1 }
            games[record.game] = game
        }
        gamesPlayed = order.count
        var streak = 0
        for id in order {
            guard let game = games[id], game.answered >= game.of else { continue }
            gamesFinished += 1
            let score = Score(right: game.right, of: game.of)
            if best.map({ $0.right * score.of <= score.right * $0.of }) ?? true { best = score }
            streak = Self.isStreakScore(score) ? streak + 1 : 0
            bestStreak = max(bestStreak, streak)
        }
        currentStreak = streak
    }
}

/// How a game ended, for its Game Over card.
public struct GameOverSummary: Equatable, Sendable {
    public var score: HistoryStats.Score
    /// The best finished game with these filters, this one included.
    public var best: HistoryStats.Score
    /// This game beat every earlier one with these filters (never said of a first game).
    public var isNewBest: Bool
    /// Finished games in a row at 7 / 10 or more, this one included.
    public var streak: Int

    public init(score: HistoryStats.Score, best: HistoryStats.Score, isNewBest: Bool, streak: Int) {
        self.score = score
        self.best = best
        self.isNewBest = isNewBest
        self.streak = streak
    }

    /// The summary of game `game` among `records` (earlier games first), for `filter`.
    public static func of(game: String, in records: [AnswerRecord], filter: QuestionFilter) -> GameOverSummary? {
        let mine = records.filter { $0.game == game }
        guard let last = mine.last else { return nil }
        let score = HistoryStats.Score(right: mine.count { $0.isRight }, of: last.of)
        let sameFilter = records.filter {
            $0.filterCategory == filter.category && $0.filterDifficulty == filter.difficulty
        }
        let before = HistoryStats(sameFilter.filter { $0.game != game }).best
        let isNewBest = before.map { score.right * $0.of > $0.right * score.of } ?? false
        let best = before.map { isNewBest || $0.right * score.of <= score.right * $0.of ? score : $0 } ?? score
        return GameOverSummary(
            score: score, best: best, isNewBest: isNewBest, streak: HistoryStats(records).currentStreak)
    }
}
