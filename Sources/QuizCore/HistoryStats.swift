/// What the history says about the player: derived from the answers as they are added, nothing
/// kept on disk apart from them.
///
/// Each mode's own stats are `modes`' (ModeList.swift), read as if they were its own:
/// `stats.blitz`.
@dynamicMemberLookup
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

    /// Where a game's questions came from, as games are compared: fetched from the Open Trivia
    /// DB (just now or earlier, from the cache), shipped with the game, made up by it ("Is it
    /// prime?"), or a mix of these (a game the bank finished when the server failed).
    public enum Source: String, Hashable, Sendable {
        case openTriviaDB, bundled, generated, deck, mixed

        public init(_ origin: QuestionOrigin) {
            switch origin {
            case .openTriviaDB, .cache: self = .openTriviaDB
            case .bundled: self = .bundled
            case .generated: self = .generated
            case .deck: self = .deck
            }
        }

        /// This source, then a question from `origin`.
        func adding(_ origin: QuestionOrigin) -> Source {
            self == Source(origin) ? self : .mixed
        }
    }

    /// What makes two games comparable.
    ///
    /// The same number of questions, from the same source (the same deck, for a deck's), with the
    /// same filters (`--category`, `--difficulty`). Bests and streaks are kept for each kind:
    /// 3 / 3 is no best for a 10-question game, nor a bundled game's for an Open Trivia DB one,
    /// nor one deck's for another's.
    public struct GameKind: Hashable, Sendable {
        public var questions: Int
        public var source: Source
        public var category: String?
        public var difficulty: Difficulty?
        /// The deck every question came from; nil for other games (and a game from two decks).
        public var deck: String?

        public init(
            questions: Int, source: Source, category: String?, difficulty: Difficulty?, deck: String? = nil
        ) {
            self.questions = questions
            self.source = source
            self.category = category
            self.difficulty = difficulty
            self.deck = deck
        }
    }

    /// One deck's answers and finished games (`--list-decks`, `--stats`), whatever their size
    /// or filters.
    public struct DeckRecord: Equatable, Sendable {
        public var answers = Tally()
        public var finished = 0
        /// The best finished game, by its share of right answers (the latest among equals).
        public var best: Score?
    }

    /// One kind's finished games: their best, and their streaks.
    public struct KindRecord: Equatable, Sendable {
        public var finished = 0
        /// The best game, by its right answers (the latest among equals).
        public var best: Score
        /// Games in a row at or above 7 / 10 (70 %), in the order they ended: now, and the longest.
        public var currentStreak = 0
        public var bestStreak = 0
    }

    /// The score a game must reach to extend a streak: 7 out of 10, in proportion for other sizes.
    public static func isStreakScore(_ score: Score) -> Bool {
        score.of > 0 && score.right * 10 >= score.of * 7
    }

    /// The most categories counted one by one; answers in any other go to `otherCategories`.
    ///
    /// A player meets a few dozen (the Open Trivia DB has 24); a file with hundreds of thousands of
    /// names must not make every stats key or `--stats --json` cost seconds and megabytes.
    public static let maximumCategories = 1000
    /// The most kinds of games kept; a game of a kind beyond them is compared with nothing.
    public static let maximumKinds = 1000
    /// The most decks counted one by one; answers from any other are counted overall only.
    public static let maximumDecks = 1000

    /// Games started (with at least one answer), and those played to their end.
    ///
    /// A blitz has no size to reach: it is the answers given before its time (or its questions)
    /// ran out, so each counts as played to its end, one left early too (the history keeps
    /// answers, not how a game ended).
    public var gamesPlayed: Int { games.count }
    public var gamesFinished: Int { sizedGamesFinished + modes.endedOnTime }
    /// Games of a number of questions all answered: every finished game but the blitzes.
    public private(set) var sizedGamesFinished = 0
    public private(set) var overall = Tally()
    /// Each category's answers, for the first `maximumCategories` categories met.
    public private(set) var byCategory: [String: Tally] = [:]
    /// The answers in categories past `maximumCategories`.
    public private(set) var otherCategories = Tally()
    public private(set) var byDifficulty: [Difficulty: Tally] = [:]
    /// Each kind's finished games.
    public private(set) var byKind: [GameKind: KindRecord] = [:]
    /// Each deck's answers and games, for the first `maximumDecks` decks met.
    public private(set) var byDeck: [String: DeckRecord] = [:]
    /// The kind of the game that ended last: the one `best` and the streaks speak of.
    public private(set) var latestKind: GameKind?
    /// The most right answers in a row in one "Is it prime?" game; 0 before any.
    public private(set) var bestCombo = 0
    /// Whether any answer was to a question the game made up ("Is it prime?").
    public private(set) var hasGeneratedAnswers = false
    /// Each mode's own stats (the daily's, practice's boxes, the blitzes, the duels).
    public private(set) var modes = ModesStats()

    /// A mode's own stats: `stats.blitz` is `stats.modes.blitz`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ModesStats, Value>) -> Value {
        modes[keyPath: keyPath]
    }

    /// The best game of the kind last played; nil before any game was finished.
    public var best: Score? { latestKind.flatMap { byKind[$0]?.best } }
    /// The streaks of the kind last played.
    public var currentStreak: Int { latestKind.flatMap { byKind[$0]?.currentStreak } ?? 0 }
    public var bestStreak: Int { latestKind.flatMap { byKind[$0]?.bestStreak } ?? 0 }

    /// Each game's answers so far, its right answers in a row, and where its questions came from.
    private var games: [String: Progress] = [:]

    private struct Progress: Equatable {
        var right = 0
        var answered = 0
        var run = 0
        var source: Source?
        /// The deck of its questions; nil once a question came from elsewhere.
        var deck: String?
    }

    public init() {}

    /// The stats of `records`, oldest first.
    public init(_ records: some Sequence<AnswerRecord>) {
        for record in records { add(record) }
    }

    /// The `count` categories with the most answers (by name among equals), sorted by name, and
    /// the answers of all the others together (nil when there are none).
    public func topCategories(_ count: Int) -> (top: [(name: String, tally: Tally)], other: Tally?) {
        let ranked = byCategory.sorted {
            $0.value.answered != $1.value.answered ? $0.value.answered > $1.value.answered : $0.key < $1.key
        }
        var other = otherCategories
        for (_, tally) in ranked.dropFirst(count) {
            other.answered += tally.answered
            other.right += tally.right
        }
        let top = ranked.prefix(count).map { (name: $0.key, tally: $0.value) }.sorted { $0.name < $1.name }
        return (top, other.answered > 0 ? other : nil)
    }

    /// Counts one more answer.
    ///
    /// - Returns: how its game ended, when this answer was the game's last.
    @discardableResult
    public mutating func add(_ record: AnswerRecord) -> GameOverSummary? {
        if let apart = modes.add(record) { return apart.ended }
        countTallies(record)
        var game = games[record.game] ?? Progress()
        game.answered += 1
        if record.isRight { game.right += 1 }
        game.run = record.isRight ? game.run + 1 : 0
        // A deck is known by its name, played as a kept deck or as a file (`--questions`).
        game.deck = game.answered == 1 || game.deck == record.deckIdentity ? record.deckIdentity : nil
        game.source = game.source?.adding(record.origin) ?? Source(record.origin)
        games[record.game] = game
        if let deck = record.deckIdentity, byDeck[deck] != nil || byDeck.count < Self.maximumDecks {
            byDeck[deck, default: DeckRecord()].answers.count(record)
        }
        if record.origin == .generated {
            hasGeneratedAnswers = true
            bestCombo = max(bestCombo, game.run)
        }
        // A game that ends on time is played to its end from its first answer (`gamesFinished`):
        // its deck's too.
        if ModesStats.endsOnTime(record), game.answered == 1, let deck = game.deck, byDeck[deck] != nil {
            byDeck[deck]?.finished += 1
        }
        guard game.answered == record.of, record.of > 0 else { return nil }

        sizedGamesFinished += 1
        let score = Score(right: game.right, of: record.of)
        if let deck = game.deck, var kept = byDeck[deck] {
            kept.finished += 1
            if ModesStats.keepsDeckBest(record), kept.best.map({ !$0.isBetter(than: score) }) ?? true {
                kept.best = score
            }
            byDeck[deck] = kept
        }
        // A daily challenge or practice: no best, no streak.
        if !ModesStats.isCompared(record) {
            return GameOverSummary(score: score, best: score, isNewBest: false, streak: 0, isFirst: true)
        }
        let kind = GameKind(
            questions: record.of, source: game.source ?? Source(record.origin), category: record.filterCategory,
            difficulty: record.filterDifficulty, deck: game.deck)
        let before = byKind[kind]
        guard before != nil || byKind.count < Self.maximumKinds else {
            // Compared with nothing, so nothing is said of a best or a streak.
            var summary = GameOverSummary(score: score, best: score, isNewBest: false, streak: 0, isFirst: true)
            summary.isProvisional = true
            return summary
        }
        var kept = before ?? KindRecord(best: score)
        kept.finished += 1
        if !kept.best.isBetter(than: score) { kept.best = score }
        kept.currentStreak = Self.isStreakScore(score) ? kept.currentStreak + 1 : 0
        kept.bestStreak = max(kept.bestStreak, kept.currentStreak)
        byKind[kind] = kept
        latestKind = kind
        return GameOverSummary(
            score: score, best: kept.best, isNewBest: before.map { score.isBetter(than: $0.best) } ?? false,
            streak: kept.currentStreak, isFirst: before == nil)
    }

    /// Counts `record` overall, in its category and in its difficulty.
    private mutating func countTallies(_ record: AnswerRecord) {
        overall.count(record)
        // A deck's file that names no category or gives no difficulty: nothing made up is counted.
        if let category = record.statedCategory {
            if byCategory[category] != nil || byCategory.count < Self.maximumCategories {
                byCategory[category, default: Tally()].count(record)
            } else {
                otherCategories.count(record)
            }
        }
        if let difficulty = record.statedDifficulty { byDifficulty[difficulty, default: Tally()].count(record) }
    }

    public static func == (lhs: HistoryStats, rhs: HistoryStats) -> Bool {
        lhs.sizedGamesFinished == rhs.sizedGamesFinished && lhs.overall == rhs.overall
            && lhs.byCategory == rhs.byCategory
            && lhs.otherCategories == rhs.otherCategories && lhs.byDifficulty == rhs.byDifficulty
            && lhs.byKind == rhs.byKind && lhs.byDeck == rhs.byDeck && lhs.latestKind == rhs.latestKind
            && lhs.bestCombo == rhs.bestCombo && lhs.hasGeneratedAnswers == rhs.hasGeneratedAnswers
            && lhs.games == rhs.games && lhs.modes == rhs.modes
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
    /// The best finished game of this kind (`HistoryStats.GameKind`: as many questions, from the
    /// same source, with the same filters), this one included.
    public var best: HistoryStats.Score
    /// This game beat every earlier one of its kind (never said of a first game).
    public var isNewBest: Bool
    /// Finished games of this kind in a row at 7 / 10 or more, this one included.
    public var streak: Int
    /// The first game of its kind: there is no best to compare with yet.
    public var isFirst: Bool
    /// The history on disk isn't read yet (or the game's kind is past `maximumKinds`): `best`,
    /// `isNewBest`, `streak` and `isFirst` don't know every game, and are not to be said (they
    /// may be taken back).
    public var isProvisional = false

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
