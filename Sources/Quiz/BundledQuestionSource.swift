import Foundation

/// Plays the bank shipped in Assets/: draws at random among the questions played the fewest
/// times, so no question repeats (within a run, and across runs when the played questions are
/// kept on disk) until every question the filter lets through has been played; then a new round
/// starts.
///
/// When fewer than a game's worth of questions match the filter, it is widened: any difficulty
/// first, then any category; the batch says so.
public final class BundledQuestionSource: QuestionSource {
    private let questions: [Question]
    /// `QuestionCache.id(for:)` of each question: how the played store knows them.
    private let ids: [String]
    private let filter: QuestionFilter
    private let playedStore: PlayedQuestions
    private let generator: Locked<SeededGenerator>

    /// - Parameters:
    ///   - questions: the bank.
    ///   - seed: makes the order reproducible; nil draws from the system's entropy.
    ///   - filter: the questions the player asked for.
    ///   - played: what was played before; by default remembered for this run only.
    public init(
        questions: [Question],
        seed: UInt64? = nil,
        filter: QuestionFilter = .any,
        played: PlayedQuestions = PlayedQuestions(url: nil)
    ) {
        self.questions = questions
        self.ids = questions.map { QuestionCache.id(for: $0.title) }
        self.filter = filter
        self.playedStore = played
        self.generator = Locked(seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator())
    }

    public func questions(
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
        playedStore.record(questions.filter { $0.origin == .bundled }.map { QuestionCache.id(for: $0.title) })
    }

    /// Up to `amount` different questions, the least played first (at random among equals),
    /// from the narrowest filter that has a whole game; nothing is marked played.
    ///
    /// - Returns: the questions, and how the filter was widened to find them.
    public func draw(_ amount: Int) -> (questions: [Question], widening: FilterWidening?) {
        let wanted = max(0, amount)
        let steps = filter.widenings
        for (number, step) in steps.enumerated() {
            let matching = questions.indices.filter { step.filter.matches(questions[$0]) }
            // The last step gives what there is, even short of a whole game.
            guard matching.count >= wanted || (number == steps.count - 1 && !matching.isEmpty) else { continue }
            let counts = playedStore.playCounts(of: matching.map { ids[$0] })
            let shuffled = generator.withLock { generator in
                Array(zip(matching, counts)).shuffled(using: &generator)
            }
            // Stable: equals stay in their random order.
            let picked = shuffled.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
                .prefix(wanted).map { questions[$0.element.0] }
            return (picked, step.widening)
        }
        return ([], nil)
    }
}
