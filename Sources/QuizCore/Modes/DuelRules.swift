/// One of the duel's two players: one keyboard, player one on S and D, player two on the arrows.
public enum DuelPlayer: Int, CaseIterable, Sendable {
    case one = 1
    case two = 2

    /// The other player.
    public var other: DuelPlayer { self == .one ? .two : .one }
}

/// One player's answer to a duel's question.
public struct DuelAnswer: Equatable, Sendable {
    public var player: DuelPlayer
    public var choice: Bool
    public var isRight: Bool
    /// When it was given, in the clock's seconds.
    public var at: Double

    public init(player: DuelPlayer, choice: Bool, isRight: Bool, at: Double) {
        self.player = player
        self.choice = choice
        self.isRight = isRight
        self.at = at
    }
}

/// The two players' points.
public struct DuelPoints: Equatable, Sendable {
    public var one = 0
    public var two = 0

    public init(one: Int = 0, two: Int = 0) {
        self.one = one
        self.two = two
    }

    public subscript(player: DuelPlayer) -> Int {
        get { player == .one ? one : two }
        set {
            if player == .one { one = newValue } else { two = newValue }
        }
    }

    /// The player with more points; nil for a draw.
    public var winner: DuelPlayer? {
        one == two ? nil : one > two ? .one : .two
    }
}

/// One question of a duel: the answers given, in the order they came (each player once).
///
/// The rules, pure: an answer stays hidden until the question is closed, when both have answered
/// or `wait` seconds have passed since the first answer. A right answer scores 1; when both are
/// right, the one given first scores 1 more (a lone right answer is no faster than anyone).
public struct DuelRound: Equatable, Sendable {
    /// How long the second player has after the first answer, in seconds.
    public static let wait = 5.0

    /// The answers in the order given.
    public private(set) var answers: [DuelAnswer] = []
    /// How long the wait was stopped after the first answer (the help or a panel open, the game
    /// suspended): it closes that much later.
    public private(set) var stopped = 0.0

    public init(_ answers: [DuelAnswer] = []) {
        for answer in answers { add(answer) }
    }

    /// Adds `answer`, unless its player has answered already.
    public mutating func add(_ answer: DuelAnswer) {
        guard self.answer(of: answer.player) == nil, answers.count < 2 else { return }
        answers.append(answer)
    }

    /// `player`'s answer, if given.
    public func answer(of player: DuelPlayer) -> DuelAnswer? {
        answers.first { $0.player == player }
    }

    /// When the question closes by itself: `wait` after the first answer, and as long again as
    /// the wait was stopped; nil before it.
    public var closesAt: Double? {
        answers.first.map { $0.at + Self.wait + stopped }
    }

    /// The wait was stopped for `seconds`: it closes that much later.
    ///
    /// Nothing before the first answer (no wait has begun).
    public mutating func delay(by seconds: Double) {
        guard !answers.isEmpty else { return }
        stopped += max(0, seconds)
    }

    /// Whether the answers are shown at `now`: both players answered, or `wait` has passed.
    public func isClosed(at now: Double) -> Bool {
        guard let closesAt else { return false }
        return answers.count == 2 || now >= closesAt
    }

    /// The points this question gives `player`: 1 for a right answer, 1 more for the first of two.
    public func points(for player: DuelPlayer) -> Int {
        guard let mine = answer(of: player), mine.isRight else { return 0 }
        let bothRight = answers.count == 2 && answers.allSatisfy(\.isRight)
        return bothRight && answers.first?.player == player ? 2 : 1
    }
}

/// What the history says of the duels: games played, and who won them, by seat (player one or
/// two; the names are the settings', which the history doesn't keep).
///
/// A duel's answers are kept apart from the single player's: they count toward no tally, best or
/// streak of `HistoryStats`. Its points are worked out again from the answers, in the order
/// they were given, by the duel's own rules (`DuelRound`).
public struct DuelStats: Equatable, Sendable {
    /// The most duels counted: a hostile file can't grow it further.
    public static let maximumGames = 100_000

    /// One duel's answers, question by question, in the order given.
    private var games: [String: [Int: DuelRound]] = [:]
    /// The games in the order they began.
    private var order: [String] = []
    /// Each game's size.
    private var sizes: [String: Int] = [:]

    public init() {}

    /// Duels begun (with at least one answer).
    public var played: Int { order.count }

    /// The final points of each duel played to its last question, oldest first.
    public var finished: [DuelPoints] {
        order.compactMap { game in
            guard let rounds = games[game], let size = sizes[game], size > 0, rounds[size] != nil else { return nil }
            var points = DuelPoints()
            for round in rounds.values {
                for player in DuelPlayer.allCases { points[player] += round.points(for: player) }
            }
            return points
        }
    }

    /// Duels won by `player` among those finished.
    public func wins(_ player: DuelPlayer) -> Int { finished.count(where: { $0.winner == player }) }

    /// Finished duels that were a draw.
    public var draws: Int { finished.count(where: { $0.winner == nil }) }

    /// Counts one answer of a duel: it ends no game of a single player's (nil).
    mutating func counting(_ record: AnswerRecord) -> GameOverSummary? {
        add(record)
        return nil
    }

    /// Counts one answer of a duel.
    private mutating func add(_ record: AnswerRecord) {
        guard let seat = record.player, let player = DuelPlayer(rawValue: seat) else { return }
        if games[record.game] == nil {
            guard order.count < Self.maximumGames else { return }
            order.append(record.game)
            sizes[record.game] = record.of
        }
        games[record.game, default: [:]][record.number, default: DuelRound()].add(
            DuelAnswer(player: player, choice: record.answer, isRight: record.isRight, at: 0))
    }
}
