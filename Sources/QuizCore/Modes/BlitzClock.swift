/// A blitz's 60 s, counted on the player's own time: it runs only while the front end says a
/// question waits for its answer, and a wrong answer takes 3 s off.
///
/// Moments are seconds on the injected clock (`AnyClock.seconds`): the clock itself is never
/// read here, so it is tested with plain numbers.
public struct BlitzClock: Equatable, Sendable {
    /// The time a blitz gives, in seconds.
    public static let length = 60.0
    /// What a wrong answer costs.
    public static let penalty = 3.0
    /// From this many seconds left, the clock warns.
    public static let warning = 10.0

    /// The time used, up to when it was last stopped (penalties apart).
    public private(set) var used = 0.0
    /// The wrong answers given: each costs `penalty`.
    public var wrongAnswers = 0
    /// When the clock was last set running; nil while it is stopped.
    public private(set) var runningSince: Double?

    public init() {}

    /// Runs the clock from `now` (`running`), or stops it there; nothing changes when it already
    /// does as asked.
    public mutating func set(running: Bool, at now: Double) {
        if running, runningSince == nil {
            runningSince = now
        } else if !running, let since = runningSince {
            used += max(0, now - since)
            runningSince = nil
        }
    }

    /// Whether it runs.
    public var isRunning: Bool { runningSince != nil }

    /// The whole seconds used up to when it last stopped (wrong answers' included), as the clock
    /// showed them: 22 when it stopped at 0:38, and at least 1.
    public var usedSeconds: Int {
        max(1, Int(Self.length) - shownSeconds(at: runningSince ?? 0))
    }

    /// Whether it stopped with no time left: the time ran out (not the questions).
    public var ranOut: Bool { runningSince == nil && left(at: 0) <= 0 }

    /// The seconds left at `now`, never below 0.
    public func left(at now: Double) -> Double {
        let running = runningSince.map { max(0, now - $0) } ?? 0
        return max(0, Self.length - used - Self.penalty * Double(wrongAnswers) - running)
    }

    /// Whether the time has run out at `now`.
    public func isOut(at now: Double) -> Bool { left(at: now) <= 0 }

    /// Whether it warns at `now`: the last 10 s, until the time is out.
    public func warns(at now: Double) -> Bool { (0.0...Self.warning).contains(left(at: now)) && !isOut(at: now) }

    /// The whole seconds shown at `now`: 60 at the start, up to 1 while any time is left, 0 once out.
    public func shownSeconds(at now: Double) -> Int {
        Int(left(at: now).rounded(.up))
    }

    /// When what is shown next changes while the clock runs (a second goes by, or the time runs
    /// out); nil while it is stopped, or out: then nothing needs waking.
    public func nextChange(at now: Double) -> Double? {
        guard let since = runningSince else { return nil }
        let left = left(at: now)
        guard left > 0 else { return nil }
        // The moment the seconds left reach the whole number below them.
        let step = left - (left.rounded(.up) - 1)
        let due = now + (step > 0 ? step : 1)
        return max(due, since)
    }
}

/// What the history says of the blitzes: how many were played, and the best score, pool by pool
/// (the shipped questions, each deck): a deck's blitz is compared with that deck's alone.
public struct BlitzStats: Equatable, Sendable {
    /// A blitz: the pool it was played on, and its right answers.
    private struct Played: Equatable, Sendable {
        var pool: QuestionPool
        var right = 0
    }

    /// Each blitz, by game.
    private var games: [String: Played] = [:]

    public init() {}

    /// Blitzes played (with at least one answer), on every pool.
    public var played: Int { games.count }

    /// The pools blitzed: the shipped questions first, then the decks by name.
    public var pools: [QuestionPool] {
        QuestionPool.listed(games.values.map(\.pool))
    }

    /// Blitzes played on `pool`.
    public func played(on pool: QuestionPool) -> Int {
        games.values.count { $0.pool == pool }
    }

    /// The most right answers in one blitz on `pool`, `game` left out; nil when there is none.
    public func best(on pool: QuestionPool, excluding game: String? = nil) -> Int? {
        games.lazy.filter { $0.key != game && $0.value.pool == pool }.map(\.value.right).max()
    }

    /// Counts one answer, when it is a blitz's; a blitz's pool is its first answer's.
    mutating func add(_ record: AnswerRecord) {
        guard record.mode == .blitz else { return }
        games[record.game, default: Played(pool: QuestionPool(of: record) ?? .bank)].right +=
            record.isRight ? 1 : 0
    }
}
