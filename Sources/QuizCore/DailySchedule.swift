/// Chooses each day's ten questions from the bank: a pure function of the day's number and the
/// bank, the same on every machine and in every run.
///
/// Day by day from #1: each day takes, for each of its ten places (3 easy, 4 medium, 3 hard, in
/// that order), the question of that difficulty with the lowest score, among those no day of the
/// 29 before it used, a category not yet taken that day first. A question's score for a day is a
/// stable hash (SplitMix64's mix) of its id (`Question.id`, FNV-1a) and the day's number: never
/// Swift's per-process `Hasher`, never the system's random generator. So no question comes twice
/// within 30 consecutive days (while the bank has enough of each difficulty, as ours has 160 or
/// more), and a day has up to ten categories.
///
/// Day n needs the days before it: n days of about 1,800 comparisons each, computed when asked
/// and kept nowhere (a new bank can never meet an old choice). Measured in a release build
/// (`swiftc -O`, 2026-11-26, 2 shared cores): #26 in 0.6 ms, a year in 3 ms, ten years in 30 ms.
public struct DailySchedule: Sendable {
    /// The difficulty of each of a day's places, in the order they are played.
    public static let plan: [Difficulty] = [
        .easy, .easy, .easy, .medium, .medium, .medium, .medium, .hard, .hard, .hard,
    ]
    /// A question used one day isn't used again on the days that follow it within this many.
    public static let spacing = 30

    private let bank: [Question]
    /// Each question's id as a number (the hash the score starts from).
    private let seeds: [UInt64]
    /// Each question's category, as an index, and how many there are.
    private let categories: [Int]
    private let categoryCount: Int
    /// The bank's indices of each difficulty, by `Difficulty.allCases` order.
    private let byDifficulty: [Difficulty: [Int]]

    /// - Parameter bank: the bundled questions, in any order (the choice doesn't depend on it).
    public init(bank: [Question]) {
        // In id order, so that the bank's order in its file changes nothing.
        let sorted = bank.sorted { $0.id < $1.id }
        self.bank = sorted
        // An id is its title's key in hexadecimal; the key itself if one ever isn't.
        seeds = sorted.map { UInt64($0.id, radix: 16) ?? Question.key(for: $0.title) }
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
    }

    /// Whether the bank is empty (a run that plays a deck reads none): no challenge then.
    public var isEmpty: Bool { bank.isEmpty }

    /// Challenge `number`; nil before #1.
    public func challenge(_ number: Int) -> DailyChallenge? {
        guard number >= 1 else { return nil }
        return DailyChallenge(number: number, questions: days(through: number).last ?? [])
    }

    /// The questions of challenges #1 to `last`, in order (empty when `last` is under 1).
    public func days(through last: Int) -> [[Question]] {
        guard last >= 1 else { return [] }
        // The last day each question was used (a day long before #1 at first).
        var lastUsed = [Int](repeating: -Self.spacing, count: bank.count)
        var days: [[Question]] = []
        days.reserveCapacity(last)
        for number in 1...last {
            let chosen = choose(number, lastUsed: lastUsed)
            for index in chosen { lastUsed[index] = number }
            days.append(chosen.map { bank[$0] })
        }
        return days
    }

    /// Day `number`'s questions, as indices into `bank`.
    private func choose(_ number: Int, lastUsed: [Int]) -> [Int] {
        var chosen: [Int] = []
        var takenCategories = [Bool](repeating: false, count: categoryCount)
        let daySeed = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
        for difficulty in Self.plan {
            // A rested question of the place's difficulty, a category not yet taken first: the
            // key's top bit says the category is taken, the other 63 are the score's.
            var best: (index: Int, key: UInt64)?
            for index in byDifficulty[difficulty] ?? [] where number - lastUsed[index] >= Self.spacing {
                guard !chosen.contains(index) else { continue }
                let taken: UInt64 = takenCategories[categories[index]] ? 1 << 63 : 0
                let key = taken | Self.mix(seeds[index] ^ daySeed) >> 1
                if let current = best, key >= current.key { continue }
                best = (index, key)
            }
            // A bank too small for that: any rested question, else the least recently used.
            let found = best?.index ?? fallback(number, difficulty, chosen, takenCategories, lastUsed, daySeed)
            guard let found else { break }
            chosen.append(found)
            takenCategories[categories[found]] = true
        }
        return chosen
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
