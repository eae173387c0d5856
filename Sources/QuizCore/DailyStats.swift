import Foundation

/// What the history says of the daily challenges: which were played, when, and how well.
///
/// A challenge counts as played from its first answer, by the first game that answered it (a
/// second game of the same challenge, from two runs at once, is left out). It is played on time
/// when that first answer was given on the challenge's own UTC day; only those make a streak.
public struct DailyStats: Equatable, Sendable {
    /// One challenge as it was played.
    public struct Play: Equatable, Sendable {
        /// The game that played it.
        public var game: String
        public var right = 0
        public var answered = 0
        /// The challenge's size (10).
        public var of: Int
        /// Whether its first answer was given on the challenge's own day (UTC).
        public var onTime: Bool
        /// The question numbers answered: a number is counted once, however many lines claim it.
        var numbers: Set<Int> = []
    }

    /// The most challenges counted (about 270 years of them): a hostile file can't grow it further.
    public static let maximumPlays = 100_000

    /// Each challenge played, by number.
    public private(set) var plays: [Int: Play] = [:]

    public init() {}

    /// Challenges played (on time or not).
    public var daysPlayed: Int { plays.count }

    /// Counts one answer of challenge `record.daily`.
    mutating func add(_ record: AnswerRecord) {
        guard let number = record.daily, number >= 1 else { return }
        if plays[number] == nil {
            guard plays.count < Self.maximumPlays else { return }
            let onTime = DailyChallenge.number(on: DailyDate(record.date)) == number
            plays[number] = Play(game: record.game, of: record.of, onTime: onTime)
        }
        guard var play = plays[number], play.game == record.game else { return }
        // Copies of one line (or two lines for one question) count once.
        guard play.numbers.insert(record.number).inserted else { return }
        play.answered += 1
        if record.isRight { play.right += 1 }
        plays[number] = play
    }

    /// Challenges played on time in a row: the run that reaches today's (`today`, or yesterday's
    /// while today's waits), and the longest ever.
    ///
    /// A missed day ends a run; months and years are only days. Challenges later than `today`
    /// (played while the clock was ahead, before it went back) count for the longest run only.
    public func streaks(today: Int) -> (current: Int, best: Int) {
        let days = plays.filter(\.value.onTime).keys.sorted()
        var best = 0
        var run = 0
        var previous: Int?
        for day in days {
            run = previous == day - 1 ? run + 1 : 1
            best = max(best, run)
            previous = day
        }
        let onTime = Set(days)
        var end = onTime.contains(today) ? today : today - 1
        var current = 0
        while onTime.contains(end) {
            current += 1
            end -= 1
        }
        return (current, best)
    }

    /// How many challenges ended with each number of right answers, from 0 to the challenge's size.
    public var scores: [Int] {
        var counts = [Int](repeating: 0, count: DailyChallenge.length + 1)
        for play in plays.values where counts.indices.contains(play.right) { counts[play.right] += 1 }
        return counts
    }
}
