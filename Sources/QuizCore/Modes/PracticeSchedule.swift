/// Practice's boxes, derived from the history alone (Leitner's system, counted in games).
///
/// A question answered wrong goes to box 1; answered right it moves up a box; right in the last
/// box (4) it is learnt; wrong anywhere, learnt included, it goes back to box 1. Box n comes back
/// `2^(n-1)` games after the game it was last answered in: box 1 the next game, box 4 eight games
/// later. A question never answered wrong is not practised. Every answer of one player counts, in
/// whatever mode it was given (a duel's are two players': none counts), and the games are those
/// played from the same pool (the shipped questions, or one deck), so a deck's boxes move only
/// with its own games. Nothing of it is stored: what the history says is what the boxes are.
public struct PracticeSchedule: Equatable, Sendable {
    /// The box a question is learnt from when answered right.
    public static let lastBox = 4

    /// Where a practice game's questions come from: its answers alone count.
    public typealias Pool = QuestionPool

    /// A question being practised: its box (1 to `lastBox`), the game it was last answered in
    /// (counted from 1 in the pool's games), and whether it is learnt.
    public struct Card: Equatable, Sendable {
        public var box: Int
        public var lastGame: Int
        public var learnt: Bool
    }

    /// The games played from the pool, in the order the history has them.
    public private(set) var games = 0
    /// The questions ever answered wrong, by key (`key(of:)`).
    public private(set) var cards: [String: Card] = [:]
    /// Each game's number among the pool's games, by its id.
    private var gameNumbers: [String: Int] = [:]

    /// No answer yet: nothing to practise.
    public init() {}

    /// The boxes after the answers of `records` (in the history's order) that `pool` holds.
    public init(records: some Sequence<AnswerRecord>, pool: Pool) {
        for record in records where pool.holds(record) { add(record) }
    }

    /// Counts one more answer of the pool: the boxes after it.
    public mutating func add(_ record: AnswerRecord) {
        let game: Int
        if let known = gameNumbers[record.game] {
            game = known
        } else {
            games += 1
            game = games
            gameNumbers[record.game] = game
        }
        answer(Self.key(of: record), right: record.isRight, in: game)
    }

    /// What a question is known by across runs and languages: its id, or its statement in lines
    /// written before ids were kept.
    public static func key(of record: AnswerRecord) -> String {
        record.questionID ?? record.statement
    }

    /// The key a question has in the history (as `key(of:)` gives for its answers).
    public static func key(of question: Question) -> String {
        question.id
    }

    private mutating func answer(_ key: String, right: Bool, in game: Int) {
        guard var card = cards[key] else {
            if !right { cards[key] = Card(box: 1, lastGame: game, learnt: false) }
            return
        }
        if !right {
            card = Card(box: 1, lastGame: game, learnt: false)
        } else if !card.learnt {
            if card.box == Self.lastBox {
                card.learnt = true
            } else {
                card.box += 1
            }
            card.lastGame = game
        }
        cards[key] = card
    }

    /// How many questions are learnt.
    public var learnt: Int { cards.values.count { $0.learnt } }

    /// These boxes with only the questions `keys` names: a deck edited since lost the others,
    /// which can never come back.
    public func keeping(_ keys: Set<String>) -> PracticeSchedule {
        var kept = self
        kept.cards = cards.filter { keys.contains($0.key) }
        return kept
    }
    /// How many questions are still to learn: in a box, due or not.
    public var remaining: Int { cards.values.count { !$0.learnt } }

    /// The box `key`'s question is in; nil when it isn't practised or is learnt.
    public func box(of key: String) -> Int? {
        guard let card = cards[key], !card.learnt else { return nil }
        return card.box
    }

    /// Whether `card` comes back in the next game.
    private func isDue(_ card: Card) -> Bool {
        !card.learnt && games + 1 - card.lastGame >= 1 << (card.box - 1)
    }

    /// How many more games of the pool come before a question is due again.
    ///
    /// 0 when one is due in the next game, nil when none is left to learn. Only games of the pool move it, so a
    /// practice game with nothing due (which deals nothing, and so is no game) leaves it as it is.
    public var gamesUntilDue: Int? {
        cards.values.filter { !$0.learnt }.map { max(0, $0.lastGame + (1 << ($0.box - 1)) - (games + 1)) }.min()
    }

    /// The questions the next game practises, lowest box first, then the longest unseen, then by
    /// key (so the same history always gives the same game).
    public var due: [String] {
        cards.filter { isDue($0.value) }
            .sorted { ($0.value.box, $0.value.lastGame, $0.key) < ($1.value.box, $1.value.lastGame, $1.key) }
            .map(\.key)
    }
}

/// What the history says of practice, pool by pool (`--stats`, the stats panel, a practice
/// game's start and its Game Over): each pool's boxes, and which pools practice was played on.
public struct PracticeStats: Equatable, Sendable {
    /// The most decks followed one by one (as `HistoryStats.maximumDecks`), the bank apart.
    public static let maximumPools = HistoryStats.maximumDecks + 1

    /// Each pool's boxes, for the pools with answers.
    public private(set) var pools: [PracticeSchedule.Pool: PracticeSchedule] = [:]
    /// The pools a practice game was played on (`--mode practice`): the stats speak of those.
    public private(set) var practised: Set<PracticeSchedule.Pool> = []

    public init() {}

    /// The boxes of `pool`: none before any answer.
    public func schedule(_ pool: PracticeSchedule.Pool) -> PracticeSchedule {
        pools[pool] ?? PracticeSchedule()
    }

    /// Counts one more answer, in its pool.
    mutating func add(_ record: AnswerRecord) {
        guard let pool = PracticeSchedule.Pool(of: record) else { return }
        guard pools[pool] != nil || pools.count < Self.maximumPools else { return }
        pools[pool, default: PracticeSchedule()].add(record)
        if record.mode == .practice { practised.insert(pool) }
    }
}
