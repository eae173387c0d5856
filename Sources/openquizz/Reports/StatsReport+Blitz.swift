import QuizCore

/// The blitzes in the stats: the best score, and how many were played.
extension StatsReport {
    /// "Best blitz (60 s)  17 right (4 blitzes)"; nothing before any blitz.
    func blitzLines() -> [String] {
        guard let best = stats.blitz.best else { return [] }
        return rows(
            words(BlitzPhrase.statsLabel(narrow: columns < 60)),
            words(BlitzPhrase.statsValue(best: best, played: stats.blitz.played)))
    }
}

extension JSONStatsReport {
    /// The blitzes: how many were played, and the most right answers in one (null before any).
    struct Blitz: Encodable {
        var played: Int
        var best: Int?

        init(_ blitz: BlitzStats) {
            played = blitz.played
            best = blitz.best
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(played, forKey: .played)
            try container.encode(best, forKey: .best)
        }

        enum CodingKeys: String, CodingKey {
            case played, best
        }
    }
}

/// The blitzes' part of the stats (`--mode blitz`): a row among the summary's.
struct BlitzStatsPart: ModeStatsPart {
    func summaryRows(_ report: StatsReport) -> [String] { report.blitzLines() }
    func section(_ report: StatsReport) -> [String] { [] }
    func apart(_ report: StatsReport) -> [String] { [] }
    func heading(_ say: StatsText) -> String? { nil }
    var jsonKey: String { "blitz" }
    func json(_ stats: HistoryStats, today: Int) -> any Encodable { JSONStatsReport.Blitz(stats.blitz) }
}
