/// What the history says about the player: derived from the answers as they are added, nothing
/// kept on disk apart from them.
public struct HistoryStats: Equatable, Sendable {
    /// Answered and right, for one category or difficulty, or overall.
    public struct Tally: Equatable, Sendable {
        public var answered = 0
        public var right = 0

        /// Right answers in percent, rounded to the nearest (2 of 3 is 67 %), but never 100 with a
        /// wrong answer nor 0 with a right one; nil before any answer.
        public var accuracy: Int? {
            guard answered > 0 else { return nil }
            let rounded = (right * 200 + answered) / (answered * 2)
            return right == answered ? 100 : right == 0 ? 0 : min(99, max(1, rounded))
        }
    }

    /// A game played to its end: its right answers and size.
    public struct Score: Equatable, Sendable {
        public var right: Int
        public var of: Int

        public init(right: Int, of: Int) {
            self.right = right
            self.of = of
        }

        /// Whether it is a larger share of right answers than `other`.
        public func isBetter(than other: Score) -> Bool {
            right * other.of > other.right * of
        }
    }

    /// The filters a game was played with: games are compared with games of the same filters.
    public struct Filters: Hashable, Sendable {
        public var category: String?
        public var difficulty: Difficulty?

        public init(category: String?, difficulty: Difficulty?) {
            self.category = category
            self.difficulty = difficulty
        }

        public init(_ filter: QuestionFilter) {
            self.init(category: filter.category, difficulty: filter.difficulty)
        }
    }

    /// The score a game must reach to extend a streak: 7 out of 10, in proportion for other sizes.
    public static func isStreakScore(_ score: Score) -> Bool {
        score.of > 0 && score.right * 10 >= score.of * 7
    }

    /// Games started (with at least one answer), and those played to their end.
    public var gamesPlayed: Int { games.count }
    public private(set) var gamesFinished = 0
    public private(set) var overall = Tally()
    public private(set) var byCategory: [String: Tally] = [:]
    public private(set) var byDifficulty: [Difficulty: Tally] = [:]
    /// The best finished game, by the share of right answers (the latest among equals).
    public private(set) var best: Score?
    /// The best finished game for each set of filters.
    public private(set) var bestByFilters: [Filters: Score] = [:]
    /// Finished games in a row at or above 7 / 10, in the order they ended: the longest ever, and
    /// the one running now.
    public private(set) var bestStreak = 0
    public private(set) var currentStreak = 0
    /// The most right answers in a row in one "Is it prime?" game; 0 before any.
    public private(set) var bestCombo = 0
    /// Whether any answer was to a question the game made up ("Is it prime?").
    public private(set) var hasGeneratedAnswers = false

    /// Each game's answers so far, and its right answers in a row.
    private var games: [String: (right: Int, answered: Int, run: Int)] = [:]

    public init() {}

    /// The stats of `records`, oldest first.
    public init(_ records: some Sequence<AnswerRecord>) {
        for record in records { add(record) }
    }

    /// Counts one more answer.
    ///
    /// - Returns: how its game ended, when this answer was the game's last.
    @discardableResult
    public mutating func add(_ record: AnswerRecord) -> GameOverSummary? {
        overall.count(record)
        byCategory[record.category, default: Tally()].count(record)
        byDifficulty[record.difficulty, default: Tally()].count(record)
        var game = games[record.game] ?? (0, 0, 0)
        game.answered += 1
        if record.isRight { game.right += 1 }
        game.run = record.isRight ? game.run + 1 : 0
        games[record.game] = game
        if record.origin == .generated {
            hasGeneratedAnswers = true
            bestCombo = max(bestCombo, game.run)
        }
        guard game.answered == record.of, record.of > 0 else { return nil }

        gamesFinished += 1
        let score = Score(right: game.right, of: record.of)
        let filters = Filters(category: record.filterCategory, difficulty: record.filterDifficulty)
        let before = bestByFilters[filters]
        if before.map({ !$0.isBetter(than: score) }) ?? true { bestByFilters[filters] = score }
        if best.map({ !$0.isBetter(than: score) }) ?? true { best = score }
        currentStreak = Self.isStreakScore(score) ? currentStreak + 1 : 0
        bestStreak = max(bestStreak, currentStreak)
        return GameOverSummary(
            score: score,
            best: bestByFilters[filters] ?? score,
            isNewBest: before.map { score.isBetter(than: $0) } ?? false,
            streak: currentStreak, isFirst: before == nil)
    }

    public static func == (lhs: HistoryStats, rhs: HistoryStats) -> Bool {
        lhs.gamesFinished == rhs.gamesFinished && lhs.overall == rhs.overall && lhs.byCategory == rhs.byCategory
            && lhs.byDifficulty == rhs.byDifficulty && lhs.best == rhs.best && lhs.bestByFilters == rhs.bestByFilters
            && lhs.bestStreak == rhs.bestStreak && lhs.currentStreak == rhs.currentStreak
            && lhs.bestCombo == rhs.bestCombo && lhs.hasGeneratedAnswers == rhs.hasGeneratedAnswers
            && lhs.games.count == rhs.games.count
            && lhs.games.allSatisfy { id, game in
                rhs.games[id].map { $0.right == game.right && $0.answered == game.answered && $0.run == game.run }
                    ?? false
            }
    }
}

extension HistoryStats.Tally {
    fileprivate mutating func count(_ record: AnswerRecord) {
        answered += 1
        if record.isRight { right += 1 }
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
    /// The first game finished with these filters: there is no best to compare with yet.
    public var isFirst: Bool

    public init(
        score: HistoryStats.Score, best: HistoryStats.Score, isNewBest: Bool, streak: Int, isFirst: Bool = false
    ) {
        self.isFirst = isFirst
        self.score = score
        self.best = best
        self.isNewBest = isNewBest
        self.streak = streak
    }

    /// The summary of game `game` among `records` (earlier games first, the game's answers in
    /// order), for its filters; nil until its last answer is among them.
    public static func of(game: String, in records: [AnswerRecord]) -> GameOverSummary? {
        var stats = HistoryStats()
        var summary: GameOverSummary?
        for record in records {
            let ended = stats.add(record)
            if record.game == game, let ended { summary = ended }
        }
        return summary
    }
}
