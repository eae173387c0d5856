/// Gets the questions for a game: asks each source in turn until one answers.
///
/// The Open Trivia DB comes first, then the disk cache, then the bundled bank. When a source fails
/// and a later one answers, the batch says why (`fallbackReason`), so the player always knows
/// where the questions came from.
///
/// The first game of a run may wait for the network; a new game takes what is at hand first
/// (`gameAtHand`: the Open Trivia DB's stock, then the bundled bank), and waits only when nothing
/// is.
///
/// A request whose task is cancelled (New Game pressed again while loading) ends with
/// `.cancelled` without asking any further source. Nothing is used up until the game says a
/// question was shown (`played`), so a replaced request costs no cached or bundled question.
public final class QuestionManager: Sendable {
    private let sources: [any QuestionSource]
    private let newGamesTakeWhatIsAtHand: Bool

    /// - Parameters:
    ///   - sources: tried in order; the first that answers wins.
    ///   - newGamesTakeWhatIsAtHand: false makes every game wait for the first source as the
    ///     first game does (`--no-prefetch`).
    public init(sources: [any QuestionSource], newGamesTakeWhatIsAtHand: Bool = true) {
        self.sources = sources
        self.newGamesTakeWhatIsAtHand = newGamesTakeWhatIsAtHand
    }

    /// Questions for a game of `amount`, from the first source that has some.
    ///
    /// - Parameter firstGame: true for the run's first game, which may wait for the network;
    ///   a later game first takes the first game at hand.
    /// - Throws: the first source's failure when none answers; `.cancelled` when the task is.
    ///
    /// On the caller's executor, like `QuestionSource.questions`: offline, the game's questions
    /// are drawn on the main actor without starting a Dispatch worker (see `BackgroundThread`).
    nonisolated(nonsending) public func questions(
        amount: Int, firstGame: Bool = true, progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async throws(QuestionSourceError) -> QuestionBatch {
        if !firstGame, newGamesTakeWhatIsAtHand, let batch = gameAtHand(amount: amount) { return batch }
        var firstFailure: QuestionSourceError?
        for (index, source) in sources.enumerated() {
            guard !Task.isCancelled else { throw .cancelled }
            do throws(QuestionSourceError) {
                var batch = try await source.questions(amount: amount, progress: progress)
                guard !batch.questions.isEmpty else {
                    firstFailure = firstFailure ?? .noQuestions
                    continue
                }
                guard !Task.isCancelled else { throw QuestionSourceError.cancelled }
                batch.answeredBy = index
                batch.fallbackReason = firstFailure
                return batch
            } catch .cancelled {
                throw .cancelled
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        throw firstFailure ?? .noQuestions
    }

    /// Calls `handler` (on any thread) when a source's questions for the next game arrive (the
    /// Open Trivia DB's, fetched ahead), or a request for them fails.
    public func onOpenTriviaDBNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) {
        for source in sources { source.onNews(handler) }
    }

    /// The first whole game a source has at hand, saying why the sources before it had none.
    private func gameAtHand(amount: Int) -> QuestionBatch? {
        var firstFailure: QuestionSourceError?
        for (index, source) in sources.enumerated() {
            do throws(QuestionSourceError) {
                var batch = try source.gameAtHand(amount: amount)
                guard !batch.questions.isEmpty else { continue }
                batch.answeredBy = index
                batch.fallbackReason = firstFailure
                return batch
            } catch {
                if error != .noQuestions { firstFailure = firstFailure ?? error }
            }
        }
        return nil
    }

    /// Tells the source that gave `batch` that the player was shown its questions: they are used
    /// up now (the cache marks them played, the bundled bank remembers them across runs).
    public func played(_ batch: QuestionBatch) {
        guard let index = batch.answeredBy, sources.indices.contains(index) else { return }
        sources[index].played(batch.questions)
    }
}

extension QuestionManager {
    /// What stands in for the Open Trivia DB, in the order to ask them.
    ///
    /// The disk cache and the bundled bank, widening the filter one step at a time across both,
    /// as `--offline` widens the bank alone: as asked (the cache, then the bank), then any
    /// difficulty in the category (the cache, then the bank), and so on. A category the bank
    /// holds is never traded for the cache's questions of another, whatever earlier runs
    /// happened to cache.
    ///
    /// - Parameter bundled: the bank, made for the step of `filter.widenings` it is given.
    public static func standIns(
        cache: QuestionCache, filter: QuestionFilter, bundled: (_ step: Int) -> BundledQuestionSource
    ) -> [any QuestionSource] {
        filter.widenings.indices.flatMap { step -> [any QuestionSource] in
            [CachedQuestionSource(cache: cache, filter: filter, step: step), bundled(step)]
        }
    }
}
