import QuizCore

/// Practice in the stats: for each pool a practice game was played on (the shipped questions,
/// each deck), how many questions are learnt and how many are still to learn.
extension StatsReport {
    /// What a practised pool holds now, as the stats can learn it.
    enum PoolContents: Equatable {
        /// Its questions, by their keys in the history (ids, and statements for lines written
        /// before ids were kept).
        case questions(Set<String>)
        /// Its file was found but can't be read (gone since, unreadable, nothing playable): the
        /// history's boxes are counted as they are, and said to be.
        case unreadable
        /// Nothing says where it lies (a `--questions` file not kept, outside its own run): the
        /// history's boxes, as they are, with nothing to say of them.
        case unlocated
    }

    /// What `pool` holds now.
    typealias PoolQuestions = (PracticeSchedule.Pool) -> PoolContents

    /// `pool`'s boxes with only the questions it still has (as a practice game counts them),
    /// whether its questions were read to know which, and whether its file was found unreadable.
    static func practised(_ pool: PracticeSchedule.Pool, _ stats: HistoryStats, _ questions: PoolQuestions?)
        -> (schedule: PracticeSchedule, read: Bool, unread: Bool)
    {
        let schedule = stats.practice.schedule(pool)
        switch questions?(pool) ?? .unlocated {
        case .questions(let keys): return (schedule.keeping(keys), true, false)
        case .unreadable: return (schedule, false, true)
        case .unlocated: return (schedule, false, false)
        }
    }

    /// The pools practised, the shipped questions first, then the decks by name; at most
    /// `categoriesShown` of them.
    static func practisedPools(_ stats: HistoryStats) -> [PracticeSchedule.Pool] {
        Array(QuestionPool.listed(stats.practice.practised).prefix(categoriesShown))
    }

    /// The practice section, after a blank line: "Shipped questions  7 learnt, 12 to go", a row a
    /// pool; nothing before any practice game.
    func practiceLines() -> [String] {
        let pools = Self.practisedPools(stats)
        guard !pools.isEmpty else { return [] }
        var lines = ["", words(PracticePhrase.statsHeading)]
        for pool in pools {
            let (schedule, _, unread) = Self.practised(pool, stats, poolQuestions)
            let label = poolLabel(pool)
            let value = words(
                PracticePhrase.statsValue(learnt: schedule.learnt, remaining: schedule.remaining, unread: unread))
            lines += poolRows(label, value)
        }
        return lines
    }
}

/// Practice in `--stats --json`: a pool practised is `{"deck": null or its name, "learnt",
/// "to_go", "boxes": [questions in box 1, 2, 3, 4], "due_next_game", "deck_read"}`; `deck_read`
/// is false when the pool's questions couldn't be read (its file unreadable, or nowhere known),
/// so the counts are the history's alone (a question since edited out of the deck still among
/// them).
extension JSONStatsReport {
    struct Practice: Encodable {
        var deck: String?
        var learnt: Int
        var toGo: Int
        var boxes: [Int]
        var dueNextGame: Int
        var deckRead = true

        init(_ pool: PracticeSchedule.Pool, _ schedule: PracticeSchedule, read: Bool = true) {
            if case .deck(let name) = pool { deck = name }
            deckRead = read
            learnt = schedule.learnt
            toGo = schedule.remaining
            var boxes = [Int](repeating: 0, count: PracticeSchedule.lastBox)
            for card in schedule.cards.values where !card.learnt && boxes.indices.contains(card.box - 1) {
                boxes[card.box - 1] += 1
            }
            self.boxes = boxes
            dueNextGame = schedule.due.count
        }

        enum CodingKeys: String, CodingKey {
            case deck, learnt, boxes
            case toGo = "to_go"
            case dueNextGame = "due_next_game"
            case deckRead = "deck_read"
        }

        /// Every key, null for the shipped questions' deck.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(deck, forKey: .deck)
            try container.encode(learnt, forKey: .learnt)
            try container.encode(toGo, forKey: .toGo)
            try container.encode(boxes, forKey: .boxes)
            try container.encode(dueNextGame, forKey: .dueNextGame)
            try container.encode(deckRead, forKey: .deckRead)
        }
    }

    /// The pools practised, as the text lists and counts them.
    static func practice(_ stats: HistoryStats, _ questions: StatsReport.PoolQuestions? = nil) -> [Practice] {
        StatsReport.practisedPools(stats).map { pool in
            let (schedule, read, _) = StatsReport.practised(pool, stats, questions)
            return Practice(pool, schedule, read: read)
        }
    }
}

/// Practice's part of the stats: the pools practised (`--mode practice`).
struct PracticeStatsPart: ModeStatsPart {
    func summaryRows(_ report: StatsReport) -> [String] { [] }
    func section(_ report: StatsReport) -> [String] { report.practiceLines() }
    func apart(_ report: StatsReport) -> [String] { [] }
    func noBest(_ report: StatsReport) -> String? {
        let stats = report.stats
        guard stats.sizedGamesFinished > 0, !stats.practice.practised.isEmpty else { return nil }
        return report.words(PracticePhrase.noBest(dailies: !stats.daily.plays.isEmpty))
    }
    func heading(_ say: StatsText) -> String? { say.words(PracticePhrase.statsHeading) }
    var jsonKey: String { "practice" }
    func json(_ stats: HistoryStats, today: Int, poolQuestions: StatsReport.PoolQuestions?) -> any Encodable {
        JSONStatsReport.practice(stats, poolQuestions)
    }
}
