/// Plays a deck's questions: those the filter (`--category`, `--difficulty`) lets through, a
/// game's worth at a time, in an order drawn from the seed.
///
/// Within a run no question repeats until every question the filter lets through has been
/// played (a round); then a new round starts, and a game that straddles two rounds never holds
/// the same question twice. A deck with fewer questions than a game plays them all.
///
/// Asking uses nothing up (two requests may be offered the same questions): only `played` does.
public final class DeckSource: QuestionSource {
    /// The deck's name, as its questions carry it.
    public let name: String
    /// The questions the filter lets through, in the file's order.
    public let questions: [Question]
    private let state: Locked<State>

    /// What a run has played, and the order it draws in.
    private struct State {
        var generator: SeededGenerator
        /// Ids played in the current round.
        var played: Set<String> = []
    }

    /// - Parameters:
    ///   - name: the deck's name.
    ///   - questions: the deck (`DeckReading.questions`: no two with the same id), all with
    ///     `deck` set to `name`.
    ///   - filter: the questions the player asked for.
    ///   - seed: makes the order reproducible (`--seed`); nil draws from the system's entropy.
    public init(name: String, questions: [Question], filter: QuestionFilter = .any, seed: UInt64? = nil) {
        self.name = name
        self.questions = filter == .any ? questions : questions.filter(filter.matches)
        state = Locked(State(generator: seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()))
    }

    nonisolated(nonsending) public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        try gameAtHand(amount: amount)
    }

    /// A deck is always at hand.
    public func gameAtHand(amount: Int) throws(QuestionSourceError) -> QuestionBatch {
        let drawn = draw(amount)
        guard !drawn.isEmpty else { throw .noQuestions }
        return QuestionBatch(questions: drawn, origin: .deck)
    }

    /// Up to `amount` different questions, nothing marked played.
    ///
    /// Those not played in this round come first, at random; when the round has fewer left, the
    /// rest come at random from the next round.
    public func draw(_ amount: Int) -> [Question] {
        let wanted = min(max(0, amount), questions.count)
        return state.withLock { state in
            var fresh: [Int] = []
            var seen: [Int] = []
            for index in questions.indices {
                if state.played.contains(questions[index].id) { seen.append(index) } else { fresh.append(index) }
            }
            fresh.shuffle(using: &state.generator)
            var picked = Array(fresh.prefix(wanted))
            if picked.count < wanted {
                seen.shuffle(using: &state.generator)
                picked += seen.prefix(wanted - picked.count)
            }
            return picked.map { questions[$0] }
        }
    }

    /// The player was shown these: they are played in this round.
    ///
    /// When the round is complete the next starts, and the rest of `shown` (the questions `draw` took from the next round,
    /// which come last) count in it.
    public func played(_ shown: [Question]) {
        state.withLock { state in
            for question in shown where question.origin == .deck && question.deck == name {
                if state.played.count >= questions.count { state.played = [] }
                state.played.insert(question.id)
            }
            if state.played.count >= questions.count { state.played = [] }
        }
    }
}
