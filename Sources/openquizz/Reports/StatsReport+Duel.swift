import QuizCore
import QuizView

/// The duels in the stats, kept apart from the single player's: how many were played and
/// finished, and who won them by seat (the history keeps player 1 and player 2, not names); the
/// names the seats have now (the settings') on a row of their own.
extension StatsReport {
    /// The duel section, after a blank line; nothing before any duel.
    ///
    /// "Played  3 (2 finished)", "Won  Player 1: 1 · Player 2: 0 · draws: 1", and when a player
    /// has a name of their own, "Names now  Player 1: Ann · Player 2: Bob".
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

    /// The row of the names the seats have now, the names cut alike to fit the width (to 8
    /// columns at the least: the panel wraps what is still wider); none while both players are
    /// "Player 1" and "Player 2".
    private func duelNamesRow(_ row: (String, String) -> String) -> [String] {
        let defaults = [Wording.english, .french]
        let names = DuelPlayer.allCases.map { player in
            let name = (duelNames[player] ?? "").removingControlCharacters
            let isOwn = !name.isEmpty && !defaults.contains { $0(DuelWords.player(player)) == name }
            return isOwn ? name : words(DuelWords.player(player))
        }
        guard names != DuelPlayer.allCases.map({ words(DuelWords.player($0)) }) else { return [] }
        var room = names.map(ScreenBuffer.displayWidth(ofText:)).max() ?? 0
        while true {
            let cut = names.map { TextLayout.truncate($0, width: room, ellipsis: ascii ? "..." : "…") }
            let line = row(words(DuelWords.statsNames), words(DuelWords.statsNamesValue(one: cut[0], two: cut[1])))
            if room <= 8 || ScreenBuffer.displayWidth(ofText: line) <= columns { return [line] }
            room -= 1
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
