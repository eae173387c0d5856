import QuizCore

/// `openquizz --stats --json`'s object: every key always there (null where there is no value yet),
/// snake_case keys written out, category names exactly as the history holds them.
///
/// `best`, `best_streak` and `current_streak` are those of the kind of game last finished
/// (`best_kind`: as many questions, the same source and filters); `games_by_kind` lists the
/// kinds with the most finished games (a deck's kind names it, `deck`). `by_deck` holds each
/// deck's answers, finished games and best, whatever their size. `by_category` holds the categories with the most answers
/// and `other_categories` the rest together, so the output stays small whatever the file holds.
struct JSONStatsReport: Encodable {
    struct Tally: Encodable {
        var answered: Int
        var right: Int
        var accuracy: Int?

        init(_ tally: HistoryStats.Tally) {
            answered = tally.answered
            right = tally.right
            accuracy = tally.accuracy
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(answered, forKey: .answered)
            try container.encode(right, forKey: .right)
            try container.encode(accuracy, forKey: .accuracy)
        }

        enum CodingKeys: String, CodingKey {
            case answered, right, accuracy
        }
    }

    struct Score: Encodable {
        var right: Int
        var of: Int
    }

    struct Kind: Encodable {
        var questions: Int
        var source: String
        var category: String?
        var difficulty: String?
        var deck: String?
        var finished: Int?
        var best: Score?
        var bestStreak: Int?
        var currentStreak: Int?

        init(_ kind: HistoryStats.GameKind, _ record: HistoryStats.KindRecord? = nil) {
            questions = kind.questions
            source = kind.source.rawValue
            category = kind.category
            difficulty = kind.difficulty?.rawValue
            deck = kind.deck
            finished = record?.finished
            best = record.map { Score(right: $0.best.right, of: $0.best.of) }
            bestStreak = record?.bestStreak
            currentStreak = record?.currentStreak
        }

        enum CodingKeys: String, CodingKey {
            case questions, source, category, difficulty, deck, finished, best
            case bestStreak = "best_streak"
            case currentStreak = "current_streak"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(questions, forKey: .questions)
            try container.encode(source, forKey: .source)
            try container.encode(category, forKey: .category)
            try container.encode(difficulty, forKey: .difficulty)
            try container.encode(deck, forKey: .deck)
            try container.encodeIfPresent(finished, forKey: .finished)
            try container.encodeIfPresent(best, forKey: .best)
            try container.encodeIfPresent(bestStreak, forKey: .bestStreak)
            try container.encodeIfPresent(currentStreak, forKey: .currentStreak)
        }
    }

    /// One deck's answers, finished games and best game.
    struct Deck: Encodable {
        var tally: Tally
        var gamesFinished: Int
        var best: Score?

        enum CodingKeys: String, CodingKey {
            case gamesFinished = "games_finished"
            case best
        }

        /// The tally's keys, then the games and the best (null before a game is finished).
        func encode(to encoder: any Encoder) throws {
            try tally.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(gamesFinished, forKey: .gamesFinished)
            try container.encode(best, forKey: .best)
        }
    }

    var gamesPlayed: Int
    var gamesFinished: Int
    var questionsAnswered: Int
    var right: Int
    var accuracy: Int?
    var best: Score?
    var bestKind: Kind?
    var bestStreak: Int
    var currentStreak: Int
    var bestCombo: Int
    var byCategory: [String: Tally]
    var otherCategories: Tally?
    var byDifficulty: [String: Tally]
    var byDeck: [String: Deck]
    var gamesByKind: [Kind]
    /// Each mode's part (`ModeStatsPart`): its key, and its value.
    var modes: [(key: String, value: any Encodable)]

    /// The daily challenges: days played (`on_time`: on their own day), the streaks of days in a
    /// row, and `scores[n]`: how many ended with n right answers.
    struct Daily: Encodable {
        var daysPlayed: Int
        var onTime: Int
        var currentStreak: Int
        var bestStreak: Int
        var scores: [Int]

        init(_ daily: DailyStats, today: Int) {
            daysPlayed = daily.daysPlayed
            onTime = daily.plays.values.count(where: \.onTime)
            (currentStreak, bestStreak) = daily.streaks(today: today)
            scores = daily.scores
        }

        enum CodingKeys: String, CodingKey {
            case daysPlayed = "days_played"
            case onTime = "on_time"
            case currentStreak = "current_streak"
            case bestStreak = "best_streak"
            case scores
        }
    }

    init(_ stats: HistoryStats, today: Int = 0, poolQuestions: StatsReport.PoolQuestions? = nil) {
        modes = StatsReport.modes.map { ($0.jsonKey, $0.json(stats, today: today, poolQuestions: poolQuestions)) }
        gamesPlayed = stats.gamesPlayed
        gamesFinished = stats.gamesFinished
        questionsAnswered = stats.overall.answered
        right = stats.overall.right
        accuracy = stats.overall.accuracy
        best = stats.best.map { Score(right: $0.right, of: $0.of) }
        bestKind = stats.latestKind.map { Kind($0) }
        bestStreak = stats.bestStreak
        currentStreak = stats.currentStreak
        bestCombo = stats.bestCombo
        let (top, other) = stats.topCategories(StatsReport.categoriesShown)
        byCategory = Dictionary(top.map { ($0.name, Tally($0.tally)) }, uniquingKeysWith: { first, _ in first })
        otherCategories = other.map(Tally.init)
        byDifficulty = Dictionary(uniqueKeysWithValues: stats.byDifficulty.map { ($0.key.rawValue, Tally($0.value)) })
        byDeck = stats.byDeck.mapValues { record in
            Deck(
                tally: Tally(record.answers), gamesFinished: record.finished,
                best: record.best.map { Score(right: $0.right, of: $0.of) })
        }
        gamesByKind = stats.byKind.sorted {
            ($0.value.finished, -$0.key.questions, $0.key.source.rawValue, $0.key.deck ?? "")
                > ($1.value.finished, -$1.key.questions, $1.key.source.rawValue, $1.key.deck ?? "")
        }
        .prefix(StatsReport.kindsShown).map { Kind($0.key, $0.value) }
    }

    enum CodingKeys: String, CodingKey {
        case gamesPlayed = "games_played"
        case gamesFinished = "games_finished"
        case questionsAnswered = "questions_answered"
        case right, accuracy, best
        case bestKind = "best_kind"
        case bestStreak = "best_streak"
        case currentStreak = "current_streak"
        case bestCombo = "best_combo"
        case byCategory = "by_category"
        case otherCategories = "other_categories"
        case byDifficulty = "by_difficulty"
        case byDeck = "by_deck"
        case gamesByKind = "games_by_kind"
    }

    /// A mode's key.
    struct ModeKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Every key, null where there is no value yet: the same shape with no answers.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gamesPlayed, forKey: .gamesPlayed)
        try container.encode(gamesFinished, forKey: .gamesFinished)
        try container.encode(questionsAnswered, forKey: .questionsAnswered)
        try container.encode(right, forKey: .right)
        try container.encode(accuracy, forKey: .accuracy)
        try container.encode(best, forKey: .best)
        try container.encode(bestKind, forKey: .bestKind)
        try container.encode(bestStreak, forKey: .bestStreak)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(bestCombo, forKey: .bestCombo)
        try container.encode(byCategory, forKey: .byCategory)
        try container.encode(otherCategories, forKey: .otherCategories)
        try container.encode(byDifficulty, forKey: .byDifficulty)
        try container.encode(byDeck, forKey: .byDeck)
        try container.encode(gamesByKind, forKey: .gamesByKind)
        var modesContainer = encoder.container(keyedBy: ModeKey.self)
        for (key, value) in modes { try modesContainer.encode(value, forKey: ModeKey(stringValue: key)) }
    }
}
