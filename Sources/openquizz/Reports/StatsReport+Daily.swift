import QuizCore

/// The daily challenges in the stats: days played, the streak, and a histogram of the scores.
extension StatsReport {
    /// Today's challenge number, for the streak: today's, or, with no today given, the last one
    /// played on its day.
    var dailyToday: Int {
        if let today { return DailyChallenge.number(on: today) }
        return stats.daily.plays.filter(\.value.onTime).keys.max() ?? 0
    }

    /// The daily section, after a blank line; nothing before any daily challenge.
    ///
    /// "Played  12 (9 on their day)", "Daily streak  3 now, 5 at best" ("Streak" when narrow),
    /// then one row per score from 0 to a full score: the score, a bar of the share of the
    /// challenges played that scored it (as wide, and rounded, as the categories' bars, and left
    /// out as theirs are in plain mode), and how many.
    func dailyLines() -> [String] {
        let daily = stats.daily
        guard daily.daysPlayed > 0 else { return [] }
        let onTime = daily.plays.values.count(where: \.onTime)
        let streaks = daily.streaks(today: dailyToday)
        var lines = ["", say.dailyHeading]
        lines.append(
            dailyRow(
                words(StatsPhrase.dailyPlayed(narrow: isNarrowReport)),
                words(StatsPhrase.dailyPlayedValue(played: daily.daysPlayed, onTime: onTime))))
        lines.append(
            dailyRow(
                words(StatsPhrase.dailyStreak(narrow: isNarrowReport)),
                say.streakValue(now: streaks.current, best: streaks.best)))
        let scores = daily.scores
        let total = max(1, scores.reduce(0, +))
        let width = bars ? (isNarrowReport ? Self.barWidth / 2 : Self.barWidth) : 0
        for (score, count) in scores.enumerated() {
            // The categories' rule: the share, rounded, of a bar of fixed width.
            let filled = (count * width * 2 + total) / (2 * total)
            let bar =
                width == 0
                ? ""
                : String(repeating: ascii ? "#" : "█", count: filled)
                    + String(repeating: ascii ? "." : "░", count: width - filled) + " "
            let label = score < 10 ? " \(score)" : "\(score)"
            lines.append(TallyTable.indent + label + "/\(scores.count - 1)  " + bar + "\(count)")
        }
        return lines
    }

    private var isNarrowReport: Bool { columns < 60 }

    private func dailyRow(_ label: String, _ value: String) -> String {
        // Never cut: a label longer than its column (in a longer language) keeps a space after it.
        let column = max(isNarrowReport ? 12 : 24, label.count + 1)
        return TallyTable.indent + label.padding(toLength: column, withPad: " ", startingAt: 0) + value
    }
}

/// The daily challenges' part of the stats.
struct DailyStatsPart: ModeStatsPart {
    func summaryRows(_ report: StatsReport) -> [String] { [] }
    func section(_ report: StatsReport) -> [String] { report.dailyLines() }
    func apart(_ report: StatsReport) -> [String] { [] }
    func noBest(_ report: StatsReport) -> String? { nil }
    func heading(_ say: StatsText) -> String? { say.dailyHeading }
    var jsonKey: String { "daily" }
    func json(_ stats: HistoryStats, today: Int, poolQuestions: StatsReport.PoolQuestions?) -> any Encodable {
        JSONStatsReport.Daily(stats.daily, today: today)
    }
}
