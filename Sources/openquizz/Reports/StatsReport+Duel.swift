import QuizCore

/// The duels in the stats, kept apart from the single player's: how many were played and
/// finished, and who won them by seat (the history keeps player 1 and player 2, not names).
extension StatsReport {
    /// The duel section, after a blank line; nothing before any duel.
    ///
    /// "Played  3 (2 finished)", "Won  Player 1: 1 · Player 2: 0 · draws: 1".
    func duelLines() -> [String] {
        let duels = stats.duels
        guard duels.played > 0 else { return [] }
        let column = columns < 60 ? 12 : 24
        func row(_ label: String, _ value: String) -> String {
            TallyTable.indent + label.padding(toLength: max(column, label.count + 1), withPad: " ", startingAt: 0)
                + value
        }
        return [
            "", words(DuelWords.statsHeading),
            row(
                words(DuelWords.statsPlayed),
                words(DuelWords.statsPlayedValue(duels.played, finished: duels.finished.count))),
            row(
                words(DuelWords.statsWon),
                words(DuelWords.statsWonValue(one: duels.wins(.one), two: duels.wins(.two), draws: duels.draws))),
        ]
    }
}

/// The duels in `--stats --json`: `{"played": 3, "finished": 2, "player1_wins": 1,
/// "player2_wins": 0, "draws": 1}`.
struct JSONDuelStats: Encodable {
    var played: Int
    var finished: Int
    var player1Wins: Int
    var player2Wins: Int
    var draws: Int

    init(_ duels: DuelStats) {
        played = duels.played
        finished = duels.finished.count
        player1Wins = duels.wins(.one)
        player2Wins = duels.wins(.two)
        draws = duels.draws
    }

    enum CodingKeys: String, CodingKey {
        case played, finished, draws
        case player1Wins = "player1_wins"
        case player2Wins = "player2_wins"
    }
}

/// The duels' part of the stats (`--mode duel`): their section, also when they are all the
/// history holds (no tally counts them).
struct DuelStatsPart: ModeStatsPart {
    func summaryRows(_ report: StatsReport) -> [String] { [] }
    func section(_ report: StatsReport) -> [String] { report.duelLines() }
    func apart(_ report: StatsReport) -> [String] { report.duelLines() }
    // The panel has never shown "Duels" stronger; whether it should is the duel's to decide.
    func heading(_ say: StatsText) -> String? { nil }
    var jsonKey: String { "duels" }
    func json(_ stats: HistoryStats, today: Int) -> any Encodable { JSONDuelStats(stats.duels) }
}
