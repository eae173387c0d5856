/// Every mode's own stats, kept beside the history's tallies: the one list of them in QuizCore.
///
/// `HistoryStats` hands each answer to `add` and asks `isCompared` and `keepsDeckBest` of a
/// finished game, so it names no mode; `stats.blitz` and the like read through it
/// (`HistoryStats` looks its members up here). A mode with stats of its own adds them here, and
/// says here how its games count.
public struct ModesStats: Equatable, Sendable {
    /// The daily challenges played.
    public private(set) var daily = DailyStats()
    /// Practice's boxes, pool by pool.
    public private(set) var practice = PracticeStats()
    /// The blitzes played.
    public private(set) var blitz = BlitzStats()
    /// The duels played, kept apart: no tally, best or streak counts them.
    public private(set) var duels = DuelStats()

    public init() {}

    /// A game kept apart from the tallies, bests and streaks (a duel), and how it ended when
    /// this answer was its last.
    struct Apart {
        var ended: GameOverSummary?
    }

    /// Counts `record` in its mode's stats; `Apart` when its game counts nowhere else.
    mutating func add(_ record: AnswerRecord) -> Apart? {
        if record.mode == .duel { return Apart(ended: duels.counting(record)) }
        daily.add(record)
        practice.add(record)
        blitz.add(record)
        return nil
    }

    /// Whether the finished game `record` ends is compared with the games of its kind (a best,
    /// a streak): not a daily challenge (said by its number) nor practice (what was due).
    static func isCompared(_ record: AnswerRecord) -> Bool {
        record.daily == nil && record.mode != .practice
    }

    /// Whether the finished game `record` ends can be its deck's best: not practice's.
    static func keepsDeckBest(_ record: AnswerRecord) -> Bool {
        record.mode != .practice
    }

    /// The games that end before their last answer without being left unfinished: blitzes (on
    /// time).
    public var endedOnTime: Int { blitz.played }
}
