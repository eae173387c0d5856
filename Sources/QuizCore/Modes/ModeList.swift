// The ways to play as the model knows them: the one place that lists them in QuizCore. A new
// mode adds its name here (`ModeName`), the name the history gives its answers when its games
// are kept apart (`PlayedMode`), and its own stats with how its games count (`ModesStats`);
// its rules, deck and stats type live in its own files.

/// What a mode is, as a fact: the text layer words it.
public enum ModeName: Equatable, Sendable {
    case trivia
    case primes
    /// Daily challenge `number`.
    case daily(Int)
    /// Practice: the questions answered wrong, in their boxes.
    case practice
    /// As many as the player can in 60 s (`--mode blitz`).
    case blitz
    /// Two players on one keyboard (`--mode duel`).
    case duel

    /// The daily challenge's number; nil for any other mode.
    public var dailyNumber: Int? {
        guard case .daily(let number) = self else { return nil }
        return number
    }
}

/// A way of playing that the history names on each of its answers, so that the stats keep its
/// games apart from trivia's.
public enum PlayedMode: String, Codable, CaseIterable, Sendable {
    /// `--mode practice`: the questions the player got wrong, spaced in Leitner boxes.
    case practice
    /// `--mode duel`: two players on one keyboard.
    case duel
    /// `--mode blitz`: as many as the player can in 60 s.
    case blitz
}

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

    /// Whether the game `record` belongs to ends on time (a blitz), not after a number of
    /// questions: it counts as played to its end from its first answer.
    static func endsOnTime(_ record: AnswerRecord) -> Bool {
        record.mode == .blitz
    }

    /// The games that end before their last answer without being left unfinished: blitzes (on
    /// time).
    public var endedOnTime: Int { blitz.played }
}
