import QuizCore
import QuizView

/// The duels in the stats, kept apart from the single player's: how many were played and
/// finished, and who won them by seat (the history keeps player 1 and player 2, not names), with
/// the name each seat has now (the settings') beside its wins.
extension StatsReport {
    /// A report whose seats are named as a duel's match names them (`duelNames`).
    init(
        stats: HistoryStats, ascii: Bool = false, bars: Bool = true, columns: Int = 80, isPrintout: Bool = true,
        today: DailyDate? = nil, words: Wording = .english, duelNames: [DuelPlayer: String],
        poolQuestions: PoolQuestions? = nil
    ) {
        self.init(
            stats: stats, ascii: ascii, bars: bars, columns: columns, isPrintout: isPrintout, today: today,
            words: words, playerNames: DuelPlayer.allCases.map { duelNames[$0] ?? "" }, poolQuestions: poolQuestions)
    }

    /// The duel section, after a blank line; nothing before any duel.
    ///
    /// "Played  3 (2 finished)", "Player 1  1 win · Ann", "Player 2  0 wins", "Draws  1".
    func duelLines() -> [String] {
        let duels = stats.duels
        guard duels.played > 0 else { return [] }
        let column = columns < 60 ? 12 : 24
        func row(_ label: String, _ value: String) -> String {
            TallyTable.indent + label.padding(toLength: max(column, label.count + 1), withPad: " ", startingAt: 0)
                + value
        }
        let seats = DuelPlayer.allCases.map { player in
            let seat = words(DuelWords.player(player))
            let wins = words(DuelWords.statsSeatValue(wins: duels.wins(player), name: nil))
            guard let name = ownName(player) else { return row(seat, wins) }
            // The name cut to the width; wider than 8 columns at the least (the panel wraps).
            let bare = row(seat, words(DuelWords.statsSeatValue(wins: duels.wins(player), name: "")))
            let room = max(8, columns - ScreenBuffer.displayWidth(ofText: bare))
            let cut = TextLayout.truncate(name, width: room, ellipsis: ascii ? "..." : "…")
            return row(seat, words(DuelWords.statsSeatValue(wins: duels.wins(player), name: cut)))
        }
        return [
            "", words(DuelWords.statsHeading),
            row(
                words(DuelWords.statsPlayed),
                words(DuelWords.statsPlayedValue(duels.played, finished: duels.finished.count))),
        ] + seats + [row(words(DuelWords.statsDraws), words.number(duels.draws))]
    }

    /// The name `player`'s seat has now, when it is their own (not "Player 1" in any language).
    private func ownName(_ player: DuelPlayer) -> String? {
        let seat = player.rawValue - 1
        let name = (playerNames.indices.contains(seat) ? playerNames[seat] : "").removingControlCharacters
        let defaults = [Wording.english, .french].map { $0(DuelWords.player(player)) }
        return name.isEmpty || defaults.contains(name) ? nil : name
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
    func noBest(_ report: StatsReport) -> String? { nil }
    func heading(_ say: StatsText) -> String? { nil }
    var jsonKey: String { "duels" }
    func json(_ stats: HistoryStats, today: Int, poolQuestions: StatsReport.PoolQuestions?) -> any Encodable {
        JSONDuelStats(stats.duels)
    }
}
