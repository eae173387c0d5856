import QuizCore

/// The blitzes in the stats: for each pool blitzed (the shipped questions, each deck), the best
/// score and how many were played.
extension StatsReport {
    /// The blitz section, after a blank line: "Shipped questions  17 right (4 blitzes)", a row a
    /// pool (the shipped questions first, then the decks by name); nothing before any blitz.
    func blitzLines() -> [String] {
        let pools = stats.blitz.pools.prefix(Self.categoriesShown)
        guard !pools.isEmpty else { return [] }
        var lines = ["", words(BlitzPhrase.statsLabel(narrow: columns < 60))]
        for pool in pools {
            guard let best = stats.blitz.best(on: pool) else { continue }
            lines += poolRows(
                poolLabel(pool), words(BlitzPhrase.statsValue(best: best, played: stats.blitz.played(on: pool))))
        }
        return lines
    }
}

extension JSONStatsReport {
    /// A pool blitzed: `{"deck": null or its name, "played", "best"}`, as the text lists them.
    struct Blitz: Encodable {
        var deck: String?
        var played: Int
        var best: Int?

        init(_ blitz: BlitzStats, pool: QuestionPool) {
            if case .deck(let name) = pool { deck = name }
            played = blitz.played(on: pool)
            best = blitz.best(on: pool)
        }

        /// Every key, null for the shipped questions' deck.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(deck, forKey: .deck)
            try container.encode(played, forKey: .played)
            try container.encode(best, forKey: .best)
        }

        enum CodingKeys: String, CodingKey {
            case deck, played, best
        }
    }

    /// The pools blitzed, as the text lists them.
    static func blitz(_ stats: HistoryStats) -> [Blitz] {
        stats.blitz.pools.prefix(StatsReport.categoriesShown).map { Blitz(stats.blitz, pool: $0) }
    }
}

/// The blitzes' part of the stats (`--mode blitz`): a section, a row a pool.
struct BlitzStatsPart: ModeStatsPart {
    func summaryRows(_ report: StatsReport) -> [String] { [] }
    func section(_ report: StatsReport) -> [String] { report.blitzLines() }
    func apart(_ report: StatsReport) -> [String] { [] }
    func noBest(_ report: StatsReport) -> String? {
        // Blitzes end on time, not after a number of questions: none of those finished.
        let stats = report.stats
        return stats.sizedGamesFinished == 0 && stats.blitz.played > 0
            ? report.words(BlitzPhrase.statsOnlyBlitzes) : nil
    }
    func heading(_ say: StatsText) -> String? { nil }
    var jsonKey: String { "blitz" }
    func json(_ stats: HistoryStats, today: Int, poolQuestions: StatsReport.PoolQuestions?) -> any Encodable {
        JSONStatsReport.blitz(stats)
    }
}
