import Quiz

/// The daily challenges in the stats: days played, the streak, and a histogram of the scores.
extension StatsReport {
    /// The daily section's heading.
    static let dailyHeading = "Daily challenges"

    /// Today's challenge number, for the streak: today's, or, with no today given, the last one
    /// played on its day.
    var dailyToday: Int {
        if let today { return DailyChallenge.number(on: today) }
        return stats.daily.plays.filter(\.value.onTime).keys.max() ?? 0
    }

    /// The daily section, after a blank line; nothing before any daily challenge.
    ///
    /// "Played  12 (9 on their day)", "Streak  3 now, 5 at best", then one row per score from the
    /// lowest played to a full score: the score, a bar against the most frequent, and how many.
    func dailyLines() -> [String] {
        let daily = stats.daily
        guard daily.daysPlayed > 0 else { return [] }
        let onTime = daily.plays.values.count(where: \.onTime)
        let streaks = daily.streaks(today: dailyToday)
        var lines = ["", Self.dailyHeading]
        lines.append(dailyRow("Played", "\(daily.daysPlayed) (\(onTime) on their day)"))
        lines.append(dailyRow("Daily streak", "\(streaks.current) now, \(streaks.best) at best"))
        let scores = daily.scores
        let most = scores.max() ?? 1
        let lowest = scores.firstIndex { $0 > 0 } ?? 0
        let width = bars ? (isNarrowReport ? Self.barWidth / 2 : Self.barWidth) : 0
        for score in lowest..<scores.count {
            let count = scores[score]
            let filled = count == 0 ? 0 : max(1, (count * width + most / 2) / max(1, most))
            let bar = String(repeating: ascii ? "#" : "█", count: filled)
            let label = score < 10 ? " \(score)" : "\(score)"
            lines.append(
                TallyTable.indent + label + "/\(scores.count - 1)  " + (bar.isEmpty ? "" : bar + " ") + "\(count)")
        }
        return lines
    }

    private var isNarrowReport: Bool { columns < 60 }

    private func dailyRow(_ label: String, _ value: String) -> String {
        TallyTable.indent + label.padding(toLength: isNarrowReport ? 12 : 24, withPad: " ", startingAt: 0) + value
    }
}
