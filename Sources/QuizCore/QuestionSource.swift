/// Somewhere questions come from: the Open Trivia DB, the disk cache, the bundled bank.
///
/// Asking uses nothing up: two requests may be offered the same questions. Only `played` does,
/// as the player is shown them, so a game replaced while loading costs nothing and a game left
/// early costs only what was shown.
public protocol QuestionSource: Sendable {
    /// Questions for one game of `amount` (a source with fewer may offer them, or fail).
    ///
    /// - Parameter progress: told where a slow request stands (a rate-limit wait).
    /// - Throws: `.cancelled` when the task is cancelled meanwhile.
    ///
    /// Runs on the caller's executor (`nonisolated(nonsending)`), so a source that answers at
    /// once (the bundled bank) never wakes a Dispatch worker: see `BackgroundThread`.
    nonisolated(nonsending) func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch

    /// A whole game at once, without waiting for anything, or why there is none.
    ///
    /// New Game takes what is at hand before it waits for the network.
    func gameAtHand(amount: Int) throws(QuestionSourceError) -> QuestionBatch

    /// The player was shown these questions, which this source gave: they are used up now
    /// (marked played, so others come first next time).
    func played(_ questions: [Question])

    /// Calls `handler` (on any thread) when the questions this source fetches ahead for the next
    /// game arrive, or the request for them fails. A source that fetches nothing ahead never
    /// calls it.
    func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void)
}

extension QuestionSource {
    /// Asks without following progress.
    public func questions(amount: Int) async throws(QuestionSourceError) -> QuestionBatch {
        try await questions(amount: amount, progress: { _ in })
    }

    /// Nothing at hand by default: only what waits.
    public func gameAtHand(amount: Int) throws(QuestionSourceError) -> QuestionBatch {
        throw .noQuestions
    }

    /// Nothing to remember by default.
    public func played(_ questions: [Question]) {}

    /// Nothing fetched ahead by default: no news.
    public func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) {}
}
