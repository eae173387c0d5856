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
