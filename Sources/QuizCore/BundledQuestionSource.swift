import Foundation

/// Plays the bank shipped in Assets/: draws at random among the questions played the fewest
/// times, so no question repeats (within a run, and across runs when the played questions are
/// kept on disk) until every question the filter lets through has been played; then a new round
/// starts.
///
/// When fewer than a game's worth of questions match the filter, it is widened: any difficulty
/// first, then any category; the batch says so. A widened game still takes every question as
/// asked first (all 13 easy Vehicles, then easy questions of any category), then fills up.
///
/// Made for one step of the widening, it tries that step only (see `QuestionManager.standIns`).
public final class BundledQuestionSource: QuestionSource {
    private let questions: [Question]
    private let filter: QuestionFilter
    /// The one step of `filter.widenings` tried; nil tries each in turn.
    private let step: Int?
    private let playedStore: any PlayStore
    private let generator: Locked<SeededGenerator>

    /// - Parameters:
    ///   - questions: the bank.
    ///   - seed: makes the order reproducible; nil draws from the system's entropy.
    ///   - filter: the questions the player asked for.
    ///   - played: what was played before; by default remembered for this run only.
    ///   - step: the one step of `filter.widenings` tried (0: as asked); nil tries each in turn.
    public init(
        questions: [Question],
        seed: UInt64? = nil,
        filter: QuestionFilter = .any,
        played: any PlayStore = PlaysThisRun(),
        step: Int? = nil
    ) {
        self.questions = questions
        self.filter = filter
        self.step = step
        self.playedStore = played
        self.generator = Locked(seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator())
    }

    nonisolated(nonsending) public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        try gameAtHand(amount: amount)
    }

    /// The bank is always at hand.
    public func gameAtHand(amount: Int) throws(QuestionSourceError) -> QuestionBatch {
        let (drawn, widening) = draw(amount)
        guard !drawn.isEmpty else { throw .noQuestions }
        return QuestionBatch(questions: drawn, origin: .bundled, widening: widening)
    }

    /// Remembers that a game started with these questions.
    public func played(_ questions: [Question]) {
        playedStore.record(questions.filter { $0.origin == .bundled }.map(\.id))
    }

    /// Up to `amount` different questions, the least played first (at random among equals),
    /// from the narrowest filter that has a whole game; nothing is marked played.
    ///
    /// When the filter had to be widened, the questions as asked come first, then those of each
    /// narrower step the wider filter holds, then the rest of it; the game is then shuffled, so
    /// the questions asked for are spread over it.
    ///
    /// - Returns: the questions, and how the filter was widened to find them.
    public func draw(_ amount: Int) -> (questions: [Question], widening: FilterWidening?) {
        let wanted = max(0, amount)
        let steps = filter.widenings
        for (number, step) in steps.enumerated() where (self.step ?? number) == number {
            let matching = questions.indices.filter { step.filter.matches(questions[$0]) }
            // The last step gives what there is, even short of a whole game.
            guard matching.count >= wanted || (number == steps.count - 1 && !matching.isEmpty) else { continue }
            guard number > 0 else { return (leastPlayedFirst(matching).prefix(wanted).map { questions[$0] }, nil) }
            var picked: [Int] = []
            var taken = Set<Int>()
            for narrower in steps.prefix(number + 1).map(\.filter) where Self.holds(step.filter, narrower) {
                let layer = matching.filter { !taken.contains($0) && narrower.matches(questions[$0]) }
                let chosen = leastPlayedFirst(layer).prefix(wanted - picked.count)
                picked += chosen
                taken.formUnion(chosen)
                if picked.count >= wanted { break }
            }
            let game = generator.withLock { picked.shuffled(using: &$0) }
            return (game.map { questions[$0] }, step.widening)
        }
        return ([], nil)
    }

    // MARK: - Private

    /// `indices` with the least played first, at random among equals.
    private func leastPlayedFirst(_ indices: [Int]) -> [Int] {
        let counts = playedStore.playCounts(of: indices.map { questions[$0].id })
        let shuffled = generator.withLock { generator in
            Array(zip(indices, counts)).shuffled(using: &generator)
        }
        // Stable: equals stay in their random order.
        return shuffled.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
    }

    /// Whether every question `inner` lets through, `outer` does too.
    private static func holds(_ outer: QuestionFilter, _ inner: QuestionFilter) -> Bool {
        let category =
            outer.category.map { wanted in
                inner.category.map { wanted.caseInsensitiveCompare($0) == .orderedSame } ?? false
            } ?? true
        let difficulty = outer.difficulty.map { $0 == inner.difficulty } ?? true
        return category && difficulty
    }
}
