import QuizCore

/// Practice in the stats: for each pool a practice game was played on (the shipped questions,
/// each deck), how many questions are learnt and how many are still to learn.
extension StatsReport {
    /// The questions `pool` has now, by their keys in the history (ids, and statements for lines
    /// written before ids were kept); nil when its file can't be read (gone, unreadable, nothing
    /// playable): the history's boxes are counted as they are, and said to be.
    typealias PoolQuestions = (PracticeSchedule.Pool) -> Set<String>?

    /// `pool`'s boxes with only the questions it still has (as a practice game counts them), and
    /// whether its file couldn't be read to know which.
    static func practised(_ pool: PracticeSchedule.Pool, _ stats: HistoryStats, _ questions: PoolQuestions?)
        -> (schedule: PracticeSchedule, unread: Bool)
    {
        let schedule = stats.practice.schedule(pool)
        guard let questions else { return (schedule, false) }
        guard let keys = questions(pool) else { return (schedule, true) }
        return (schedule.keeping(keys), false)
    }

    /// The pools practised, the shipped questions first, then the decks by name; at most
    /// `categoriesShown` of them.
    static func practisedPools(_ stats: HistoryStats) -> [PracticeSchedule.Pool] {
        let pools = stats.practice.practised.sorted { first, second in
            switch (first, second) {
            case (.bank, _): return second != .bank
            case (_, .bank): return false
            case (.deck(let one), .deck(let other)): return one < other
            }
        }
        return Array(pools.prefix(categoriesShown))
    }

    /// The practice section, after a blank line: "Shipped questions  7 learnt, 12 to go", a row a
    /// pool; nothing before any practice game.
    func practiceLines() -> [String] {
        let pools = Self.practisedPools(stats)
        guard !pools.isEmpty else { return [] }
        var lines = ["", words(PracticePhrase.statsHeading)]
        for pool in pools {
            let (schedule, unread) = Self.practised(pool, stats, poolQuestions)
            let label: String
            switch pool {
            case .bank: label = words(PracticePhrase.statsBank)
            case .deck(let name): label = name.removingControlCharacters
            }
            let value = words(
                PracticePhrase.statsValue(learnt: schedule.learnt, remaining: schedule.remaining, unread: unread))
            lines += poolRows(label, value)
        }
        return lines
    }

    /// A pool's row (practice's, a blitz's): its label in a column, then its value; a label too
    /// long for that is on a line of its own (cut with "…" past the width), the value indented under it.
    func poolRows(_ label: String, _ value: String) -> [String] {
        let indent = TallyTable.indent
        let column = max(columns < 60 ? 12 : 24, label.count + 1)
        if indent.count + column + value.count <= columns {
            return [indent + label.padding(toLength: column, withPad: " ", startingAt: 0) + value]
        }
        let room = max(1, columns - indent.count)
        let shown = label.count <= room ? label : String(label.prefix(room - 1)) + (ascii ? "~" : "…")
        return [indent + shown, indent + indent + value]
    }
}

/// Practice in `--stats --json`: a pool practised is `{"deck": null or its name, "learnt",
/// "to_go", "boxes": [questions in box 1, 2, 3, 4], "due_next_game", "deck_read"}`; `deck_read`
/// is false when the pool's file couldn't be read, so the counts are the history's alone (a
/// question since edited out of the deck still among them).
extension JSONStatsReport {
    struct Practice: Encodable {
        var deck: String?
        var learnt: Int
        var toGo: Int
        var boxes: [Int]
        var dueNextGame: Int
        var deckRead = true

        init(_ pool: PracticeSchedule.Pool, _ schedule: PracticeSchedule, unread: Bool = false) {
            if case .deck(let name) = pool { deck = name }
            deckRead = !unread
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
            let (schedule, unread) = StatsReport.practised(pool, stats, questions)
            return Practice(pool, schedule, unread: unread)
        }
    }
}

/// Practice's part of the stats: the pools practised (`--mode practice`).
struct PracticeStatsPart: ModeStatsPart {
    func summaryRows(_ report: StatsReport) -> [String] { [] }
    func section(_ report: StatsReport) -> [String] { report.practiceLines() }
    func apart(_ report: StatsReport) -> [String] { [] }
    func heading(_ say: StatsText) -> String? { say.words(PracticePhrase.statsHeading) }
    var jsonKey: String { "practice" }
    func json(_ stats: HistoryStats, today: Int, poolQuestions: StatsReport.PoolQuestions?) -> any Encodable {
        JSONStatsReport.practice(stats, poolQuestions)
    }
}
