/// Chooses each day's ten questions from the bank: a pure function of the day's number and the
/// bank, the same on every machine and in every run.
///
/// Each day takes, for each of its ten places (3 easy, 4 medium, 3 hard, played in that order),
/// the question of that difficulty with the lowest score among those it may take, a category not
/// yet taken that day first. A question's score for a day is a stable hash (SplitMix64's mix) of
/// its id (`Question.id`, FNV-1a) and the day's number: never Swift's per-process `Hasher`, never
/// the system's random generator. No question comes twice within 30 consecutive days (while the
/// bank has 30 days' worth of each difficulty, as ours has), and a day has up to ten categories.
///
/// Which questions a day may take. Challenges #1 to #61 (to 2026-12-31): any that no day of the
/// 29 before used, day by day from #1, so day n cost n days. From #62 (`firstCycled`) on, the days
/// come in cycles of `cycleLength` days (45 with our bank), each chosen on its own: a question has
/// a zone, a day of the cycle from which it may be taken, up to `cycleLength - 30` days later,
/// once a cycle. So a question taken in one cycle is 30 days or more from its turn in the next;
/// and as each zone holds a day's worth of its difficulty or more, a day never lacks questions.
/// The difficulty with the fewest to take fills its places first. The first cycle is two cycles
/// long and leaves #61 behind: it takes no question the 29 days before took, none later than its
/// zone in the next cycle allows, and one on the last 3 days it may be taken first (the tests
/// check that the rule holds there for the shipped bank).
///
/// So a day costs at most the 61 days to #61 and those of the first cycle, 151 days with our
/// bank, whatever its date (9999-12-31 as much as next week). Nothing is kept: a new bank can
/// never meet an old choice.
public struct DailySchedule: Sendable {
    /// The difficulty of each of a day's places, in the order they are played.
    public static let plan: [Difficulty] = [
        .easy, .easy, .easy, .medium, .medium, .medium, .medium, .hard, .hard, .hard,
    ]
    /// A question used one day isn't used again on the days that follow it within this many.
    public static let spacing = 30
    /// The first challenge chosen in cycles (2027-01-01); those before are chosen as they always were.
    public static let firstCycled = 62
    /// The longest cycle, in days: a larger bank plays more of itself each cycle, not longer ones.
    static let longestCycle = 2 * spacing

    /// Days chosen by every schedule, in all (for the tests: what a challenge costs).
    package static let daysChosen = Locked(0)

    private let bank: [Question]
    /// Each question's id as a number (the hash the score starts from).
    private let seeds: [UInt64]
    /// Each question's category, as an index, and how many there are.
    private let categories: [Int]
    private let categoryCount: Int
    /// The bank's indices of each difficulty, by `Difficulty.allCases` order.
    private let byDifficulty: [Difficulty: [Int]]
    /// Each question's zone: the day of a cycle (from 0) from which it may be taken.
    private let zones: [Int]
    /// Days in a cycle: as many as the difficulty with the fewest questions for its places fills,
    /// 30 at least and `longestCycle` at most.
    package let cycleLength: Int

    /// - Parameter bank: the bundled questions, in any order (the choice doesn't depend on it).
    public init(bank: [Question]) {
        // In id order, so that the bank's order in its file changes nothing.
        let sorted = bank.sorted { $0.id < $1.id }
        self.bank = sorted
        let seeds = sorted.map { UInt64($0.id, radix: 16) ?? Question.key(for: $0.title) }
        self.seeds = seeds
        var names: [String: Int] = [:]
        categories = sorted.map { question in
            if let known = names[question.category] { return known }
            names[question.category] = names.count
            return names.count - 1
        }
        categoryCount = names.count
        var byDifficulty: [Difficulty: [Int]] = [:]
        for (index, question) in sorted.enumerated() { byDifficulty[question.difficulty, default: []].append(index) }
        self.byDifficulty = byDifficulty
        let days = Set(Self.plan).map { difficulty in
            (byDifficulty[difficulty]?.count ?? 0) / Self.plan.count { $0 == difficulty }
        }
        let cycleLength = min(Self.longestCycle, max(Self.spacing, days.min() ?? 0))
        self.cycleLength = cycleLength
        // Zones spread each difficulty evenly over the cycle, in an order of their own.
        var zones = [Int](repeating: 0, count: sorted.count)
        for indices in byDifficulty.values {
            func order(_ index: Int) -> (UInt64, Int) { (Self.mix(seeds[index] ^ Self.zoneSalt), index) }
            let shuffled = indices.sorted { order($0) < order($1) }
            for (rank, index) in shuffled.enumerated() { zones[index] = rank * cycleLength / shuffled.count }
        }
        self.zones = zones
    }

    /// Whether the bank is empty (a run that plays a deck reads none): no challenge then.
    public var isEmpty: Bool { bank.isEmpty }

    /// Challenge `number`; nil before #1.
    public func challenge(_ number: Int) -> DailyChallenge? {
        guard number >= 1 else { return nil }
        return DailyChallenge(number: number, questions: days(number...number).first ?? [])
    }

    /// The questions of challenges #1 to `last`, in order (empty when `last` is under 1).
    public func days(through last: Int) -> [[Question]] {
        last >= 1 ? days(1...last) : []
    }

    /// The questions of challenges `numbers` (those from #1), in order.
    ///
    /// They cost the days before them in their cycle, and no more: a day before #62 costs the days
    /// from #1, one of the first cycle those too and the cycle's days before it, any later one
    /// the days of its cycle before it.
    public func days(_ numbers: ClosedRange<Int>) -> [[Question]] {
        guard numbers.upperBound >= 1 else { return [] }
        let first = max(1, numbers.lowerBound)
        var number = first < Self.firstCycled ? 1 : cycle(of: first).lowerBound
        var lastUsed = number == Self.firstCycled ? chainEnd() : initialLastUsed(before: number)
        var days: [[Question]] = []
        while number <= numbers.upperBound {
            let cycle = number < Self.firstCycled ? nil : cycle(of: number)
            let end = min(numbers.upperBound, cycle?.upperBound ?? Self.firstCycled - 1)
            // A cycle after the first owes nothing to the days before it.
            if number > Self.firstCycled, number == cycle?.lowerBound { lastUsed = initialLastUsed(before: number) }
            run(number...end, in: cycle, lastUsed: &lastUsed) { day, chosen in
                if day >= first { days.append(chosen.map { bank[$0] }) }
            }
            number = end + 1
        }
        return days
    }

    // MARK: - Private

    /// A constant of our own, so that zones don't follow the order of the scores.
    private static let zoneSalt: UInt64 = 0x6F70_656E_7175_697A

    /// The last day each question was used, as it stands before day `first` of a fresh start:
    /// long enough ago for any.
    private func initialLastUsed(before first: Int) -> [Int] {
        [Int](repeating: first - Self.spacing, count: bank.count)
    }

    /// The last day each question was used after #61, the last day chosen day by day from #1.
    private func chainEnd() -> [Int] {
        var lastUsed = initialLastUsed(before: 1)
        run(1...(Self.firstCycled - 1), in: nil, lastUsed: &lastUsed) { _, _ in }
        return lastUsed
    }

    /// The days of the cycle that day `number` (from `firstCycled` on) is in.
    ///
    /// The first is two cycles long: its questions' zones leave each of them its last 30 days,
    /// whatever the days before #62 took.
    private func cycle(of number: Int) -> ClosedRange<Int> {
        let second = Self.firstCycled + 2 * cycleLength
        guard number >= second else { return Self.firstCycled...(second - 1) }
        let start = number - (number - second) % cycleLength
        return start...(start + cycleLength - 1)
    }

    /// Chooses the days of `days` in order, each after those before it.
    ///
    /// Hands each to `body`: its number and its questions as indices into `bank`. `lastUsed` holds
    /// the last day each question was used; `cycle`, the days of the cycle they are in (nil before
    /// `firstCycled`).
    private func run(
        _ days: ClosedRange<Int>, in cycle: ClosedRange<Int>?, lastUsed: inout [Int], _ body: (Int, [Int]) -> Void
    ) {
        guard !days.isEmpty else { return }
        Self.daysChosen.withLock { $0 += days.count }
        for number in days {
            let window = cycle.map {
                Window(offset: number - $0.lowerBound, length: $0.count, isFirst: $0.lowerBound == Self.firstCycled)
            }
            let chosen = choose(number, lastUsed: lastUsed, window: window)
            for index in chosen { lastUsed[index] = number }
            body(number, chosen)
        }
    }

    /// Where a day is in its cycle.
    private struct Window {
        /// The day's place in its cycle, from 0.
        var offset: Int
        /// The cycle's days.
        var length: Int
        /// Whether the cycle is the first, which takes a question before its zone too.
        var isFirst: Bool
    }

    /// Whether a day at `window` may take question `index` (rested or not): from its zone (in any
    /// but the first cycle) to 30 days before the next cycle's day of that zone.
    private func mayTake(_ index: Int, at window: Window?) -> Bool {
        guard let window else { return true }
        let zone = zones[index]
        return window.offset <= zone + window.length - Self.spacing && (window.isFirst || zone <= window.offset)
    }

    /// In the first cycle, a question this close to the last day it may be taken is taken first.
    static let urgentDays = 3

    /// How many days question `index` has left in the first cycle (0 on its last day), up to
    /// `urgentDays`; `urgentDays` in any other cycle.
    private func urgency(_ index: Int, at window: Window?) -> Int {
        guard let window, window.isFirst else { return Self.urgentDays }
        return min(Self.urgentDays, zones[index] + window.length - Self.spacing - window.offset)
    }

    /// Day `number`'s questions, as indices into `bank`, in the plan's order.
    ///
    /// Before #62 the places are filled in the plan's order; from #62 on, those of the difficulty
    /// with the fewest questions to take come first, so that its few don't have to give way to
    /// the categories of the others.
    private func choose(_ number: Int, lastUsed: [Int], window: Window?) -> [Int] {
        func isFree(_ index: Int) -> Bool {
            number - lastUsed[index] >= Self.spacing && mayTake(index, at: window)
        }
        var order = Array(Self.plan.indices)
        if window != nil {
            var free: [Difficulty: Int] = [:]
            for difficulty in Set(Self.plan) { free[difficulty] = byDifficulty[difficulty]?.count(where: isFree) }
            order.sort { (free[Self.plan[$0]] ?? 0, $0) < (free[Self.plan[$1]] ?? 0, $1) }
        }
        var places = [Int?](repeating: nil, count: Self.plan.count)
        var chosen: [Int] = []
        var takenCategories = [Bool](repeating: false, count: categoryCount)
        let daySeed = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
        for place in order {
            let difficulty = Self.plan[place]
            // A free question of the place's difficulty, a category not yet taken first: the
            // key's top bit says the category is taken, the other 63 are the score's.
            var best: (index: Int, key: (Int, UInt64))?
            for index in byDifficulty[difficulty] ?? [] where isFree(index) {
                guard !chosen.contains(index) else { continue }
                let taken: UInt64 = takenCategories[categories[index]] ? 1 << 63 : 0
                let key = (urgency(index, at: window), taken | Self.mix(seeds[index] ^ daySeed) >> 1)
                if let current = best, key >= current.key { continue }
                best = (index, key)
            }
            // A bank too small for that: any rested question, else the least recently used.
            let found = best?.index ?? fallback(number, difficulty, chosen, takenCategories, lastUsed, daySeed)
            guard let found else { break }
            places[place] = found
            chosen.append(found)
            takenCategories[categories[found]] = true
        }
        return places.compactMap { $0 }
    }

    /// The best question for a place when no rested one has its difficulty: rested ones first,
    /// then the least recently used, then the difficulty, the category and the score.
    private func fallback(
        _ number: Int, _ difficulty: Difficulty, _ chosen: [Int], _ takenCategories: [Bool], _ lastUsed: [Int],
        _ daySeed: UInt64
    ) -> Int? {
        var best: (index: Int, key: (Int, Int, Int, UInt64))?
        for index in bank.indices where !chosen.contains(index) {
            let rested = number - lastUsed[index] >= Self.spacing
            let key = (
                rested ? Int.min : lastUsed[index], bank[index].difficulty == difficulty ? 0 : 1,
                takenCategories[categories[index]] ? 1 : 0, Self.mix(seeds[index] ^ daySeed)
            )
            if let current = best, !(key < current.key) { continue }
            best = (index, key)
        }
        return best?.index
    }

    /// SplitMix64's finaliser: every bit of `value` moves every bit of the result.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A daily challenge as a deck: its ten questions, from the bank, whatever the filters.
public struct DailyDeck: Deck {
    public let challenge: DailyChallenge

    public init(challenge: DailyChallenge) {
        self.challenge = challenge
    }

    public var length: GameLength { .questions(challenge.questions.count) }

    nonisolated(nonsending) public func deal(
        firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        QuestionBatch(questions: challenge.questions, origin: .bundled)
    }
}
