import QuizCore
import QuizView

/// The duels in the stats, kept apart from the single player's: how many were played and
/// finished, and who won them by seat (the history keeps player 1 and player 2, not names); the
/// name each seat has now (the settings') on a row of its own.
extension StatsReport {
    /// The duel section, after a blank line; nothing before any duel.
    ///
    /// "Played  3 (2 finished)", "Won  Player 1: 1 · Player 2: 0 · draws: 1", then the name
    /// each seat has now, when it has one of its own: "Player 1  Ann".
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
        ] + duelNamesRow(row)
    }

    /// A row for each seat with a name of its own now (the settings'): "Player 1  Ann", the name
    /// cut to fit the width.
    private func duelNamesRow(_ row: (String, String) -> String) -> [String] {
        DuelPlayer.allCases.compactMap { player in
            let name = (duelNames[player] ?? "").removingControlCharacters
            let seat = words(DuelWords.player(player))
            guard !name.isEmpty, ![Wording.english, .french].contains(where: { $0(DuelWords.player(player)) == name })
            else { return nil }
            let room = columns - ScreenBuffer.displayWidth(ofText: row(seat, ""))
            return row(seat, TextLayout.truncate(name, width: max(8, room), ellipsis: ascii ? "..." : "…"))
        }
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
