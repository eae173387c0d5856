import Foundation

extension Notification.Name {
    /// Posted by a `Game` on the main actor when the questions for a new game have arrived.
    public static let questionsLoaded = Notification.Name("QuestionsLoaded")
    /// Posted by a `Game` on the main actor when no questions could be had for a new game.
    public static let questionsFailedToLoad = Notification.Name("QuestionsFailedToLoad")
    /// Posted by a `Game` on the main actor when loading moves on (for example a rate-limit wait).
    public static let questionsLoadingProgress = Notification.Name("QuestionsLoadingProgress")
    /// Posted by a `Game` on the main actor when, during a game of other questions, the Open Trivia
    /// DB's questions for the next game have arrived (`nextGameFromOpenTriviaDB`), or the request
    /// for them failed (`fallbackReason` says why).
    public static let openTriviaDBStatusChanged = Notification.Name("OpenTriviaDBStatusChanged")
}

/// One game of true/false questions: the score, the questions and where the player is.
///
/// A `Game` lives on the main actor. `refresh()` asks its `Deck` for questions in a
/// task of its own and announces their arrival by posting `.questionsLoaded` (or
/// `.questionsFailedToLoad`); a newer `refresh()` cancels the older request, whose answer is then
/// never used.
@MainActor
public final class Game {
    /// Where the game stands.
    public enum State: Equatable, Sendable {
        /// No game has started yet.
        case idle
        /// Waiting for questions.
        case loading
        /// A question is waiting for an answer.
        case ongoing
        /// Every question has been answered.
        case over
        /// No questions could be had, and why. `refresh()` tries again.
        case failed(QuestionSourceError)
    }

    public private(set) var state: State = .idle
    public private(set) var score = 0
    public private(set) var questions: [Question] = []
    public private(set) var currentIndex = 0
    /// The source this game's questions came from; nil until they arrive.
    public private(set) var origin: QuestionOrigin?
    /// Set when too few questions matched the filter asked for and it was widened.
    public private(set) var widening: FilterWidening?
    /// Why an earlier source gave nothing, when a later one had to answer.
    public private(set) var fallbackReason: QuestionSourceError?
    /// Where loading stands while the state is `.loading`; nil otherwise.
    public private(set) var loadingProgress: LoadProgress?
    /// Set during a game of bundled or cached questions once the Open Trivia DB's questions for
    /// the next game are at hand: New Game will play them.
    public private(set) var nextGameFromOpenTriviaDB = false
    /// The deck `refresh()` deals from, whose news the game hears: the run's.
    public let deck: any Deck
    /// The deck this game deals from and labels its answers with (`deck`, or one `begin` gave);
    /// nil for a result shown.
    public private(set) var playing: (any Deck)?
    /// How long this game is meant to be, before its questions arrive.
    private var expectedLength: GameLength
    /// The game played before that this game shows, over (`begin(.show(_:))`); nil for a game
    /// dealt from a deck.
    public private(set) var shown: GameResult?
    private let notificationCenter: NotificationCenter
    /// Every answer given, this run's and earlier ones: each answer is added as it is given.
    public let history: PlayerHistory
    /// The date each answer is written with.
    public let wallClock: @Sendable () -> Date
    /// This game's id in the history: a new one for each game.
    public private(set) var gameID = ""
    /// How the game ended, among every game in the history: set when it is over (and revised
    /// once the history on disk is in, `.historyLoaded`).
    public var summary: GameOverSummary? {
        state == .over ? history.summary(of: gameID) : nil
    }
    /// This game's answers so far, in order.
    public private(set) var answers: [AnswerRecord] = []
    /// Right answers in a row in this game (an endless game shows it beside the score).
    public private(set) var combo = 0

    private var loading: Task<Void, Never>?
    private var generation = 0
    /// The batch being played, to tell its source each question the player is shown.
    private var batch: QuestionBatch?

    /// - Parameters:
    ///   - deck: where questions come from, and how long a game lasts.
    ///   - notificationCenter: where `.questionsLoaded` is posted.
    ///   - history: where each answer is added as it is given; by default one kept in memory only.
    ///   - wallClock: the date each answer is written with.
    public init(
        deck: any Deck, notificationCenter: NotificationCenter = .default, history: PlayerHistory? = nil,
        wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.deck = deck
        playing = deck
        expectedLength = deck.length
        self.notificationCenter = notificationCenter
        self.history = history ?? PlayerHistory(store: nil, notificationCenter: notificationCenter)
        self.wallClock = wallClock
        deck.onNews { [weak self] news in
            Task { @MainActor in self?.received(news) }
        }
    }

    /// Games of `amount` questions (at least 1) from `manager`'s sources.
    public convenience init(
        manager: QuestionManager, amount: Int = 10, notificationCenter: NotificationCenter = .default,
        history: PlayerHistory? = nil, wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            deck: SourcedDeck(manager: manager, amount: amount), notificationCenter: notificationCenter,
            history: history, wallClock: wallClock)
    }

    // MARK: - Reading

    /// The question waiting for an answer; nil unless the game is ongoing (never traps).
    public var currentQuestion: Question? {
        guard state == .ongoing, questions.indices.contains(currentIndex) else { return nil }
        return questions[currentIndex]
    }

    /// How long this game is: the questions received (or asked for, while loading), or endless.
    ///
    /// The one fact about the kind of game that the controller and the text read.
    public var length: GameLength {
        guard case .questions(let asked) = expectedLength else { return .endless }
        return .questions(questions.isEmpty ? asked : questions.count)
    }

    /// How many questions this game has: what was received, or what was asked for while loading
    /// (so far, in an endless game).
    public var questionCount: Int {
        length.count ?? questions.count
    }

    // MARK: - Playing

    /// How a game starts.
    public enum Start: Sendable {
        /// Dealt from a deck.
        case play(any Deck)
        /// A game played before, shown over: its answers, and no answer taken.
        case show(GameResult)
        /// Loading until the whole history is read, then as `then` says (a newer game begun
        /// meanwhile drops it); `length` is how long the game is meant to be until then.
        case onceHistoryIsLoaded(length: GameLength, then: @MainActor @Sendable () -> Start)
    }

    /// Starts a new game from the game's own deck: score back to 0, questions requested.
    ///
    /// A request still under way for an earlier game is cancelled, and its answer dropped.
    ///
    /// - Returns: the request, to await (it ends once the game is ongoing or has failed).
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        begin(.play(deck))
    }

    /// Starts a new game as `start` says: dealt from a deck, or a result shown.
    ///
    /// - Returns: the request, to await (it ends once the game is ongoing, over or has failed).
    @discardableResult
    public func begin(_ start: Start) -> Task<Void, Never> {
        switch start {
        case .play(let deck):
            return deal(from: deck)
        case .show(let result):
            show(result)
            return Task {}
        case .onceHistoryIsLoaded(let length, let then):
            guard !history.isLoaded else { return begin(then()) }
            reset(playing: nil, length: length)
            let expected = generation
            // Resumed on a quiet executor, not the global one: the continuation the wait ends
            // with would otherwise start libdispatch's 1 s worker monitor for the rest of the run.
            let request = Task(executorPreference: QuietExecutor.model) { [weak self] in
                guard let self else { return }
                await begin(expected, onceHistoryIsLoaded: then)
            }
            loading = request
            return request
        }
    }

    /// Begins as `then` says once the history is read, unless a newer game than `expected` began
    /// meanwhile.
    private func begin(_ expected: Int, onceHistoryIsLoaded then: @MainActor @Sendable () -> Start) async {
        await history.loaded()
        guard generation == expected else { return }
        await begin(then()).value
    }

    /// Everything back to a new game's start, dealing from `deck` (none for a result shown).
    private func reset(playing deck: (any Deck)?, length: GameLength) {
        loading?.cancel()
        generation += 1
        state = .loading
        score = 0
        questions = []
        currentIndex = 0
        origin = nil
        widening = nil
        fallbackReason = nil
        loadingProgress = nil
        batch = nil
        nextGameFromOpenTriviaDB = false
        answers = []
        // Room for the answers now, while nobody waits: the first answer's frame would otherwise
        // also pay for the array's first storage (and Swift's runtime for building its type).
        answers.reserveCapacity(length.count ?? 16)
        combo = 0
        shown = nil
        playing = deck
        expectedLength = length
    }

    private func deal(from deck: any Deck) -> Task<Void, Never> {
        reset(playing: deck, length: deck.length)
        let expected = generation
        gameID = String(UUID().uuidString.prefix(13)).lowercased()
        history.beginGame(gameID)
        let firstGame = expected == 1
        let request = Task { [weak self] in
            let result: Result<QuestionBatch, QuestionSourceError>
            do throws(QuestionSourceError) {
                result = .success(
                    try await deck.deal(firstGame: firstGame) { progress in
                        Task { @MainActor in self?.progressed(progress, generation: expected) }
                    })
            } catch {
                result = .failure(error)
            }
            self?.receive(result, generation: expected)
        }
        loading = request
        return request
    }

    /// A game played before, over, as its result says; it takes no answer.
    private func show(_ result: GameResult) {
        reset(playing: nil, length: .questions(result.questions.count))
        shown = result
        gameID = result.gameID
        questions = result.questions
        answers = result.answers
        score = result.score
        origin = result.questions.first?.origin
        finish()
        notificationCenter.post(name: .questionsLoaded, object: self)
    }

    /// Records the player's answer to the current question and moves on.
    ///
    /// - Returns: whether the answer was right, or nil when there was no question to answer
    ///   (loading, over, failed): then nothing changes.
    @discardableResult
    public func answerCurrentQuestion(with answer: Bool) -> Bool? {
        guard let isRight = record(answer) else { return nil }
        moveOn()
        return isRight
    }

    /// Records an answer to the current question without moving on: for a question more than one
    /// person answers.
    ///
    /// `mark` adds what the deck's label can't know (who answered); `moveOn()` then goes on.
    ///
    /// - Returns: whether the answer was right, or nil when there was no question to answer.
    @discardableResult
    public func record(_ answer: Bool, marking mark: (inout AnswerRecord) -> Void = { _ in }) -> Bool? {
        guard let question = currentQuestion else { return nil }
        let isRight = question.answer == answer
        if isRight { score += 1 }
        combo = isRight ? combo + 1 : 0
        // An endless game's answers say "of 0": it is never finished, never a best or a streak.
        var record = AnswerRecord(
            date: wallClock(), game: gameID, number: currentIndex + 1, of: length.count ?? 0,
            question: question, answer: answer, filter: history.filter)
        playing?.label(&record)
        mark(&record)
        answers.append(record)
        history.add(record)
        return isRight
    }

    /// Goes on from the current question, answered (`record`) or not: to the next, or the end.
    public func moveOn() {
        guard currentQuestion != nil else { return }
        if let question = playing?.draw(combo: combo) { questions.append(question) }
        goToNextQuestion()
    }

    /// Ends the game under way now, the question on screen left unanswered.
    ///
    /// The game is its answers so far. Nothing changes unless it is under way.
    public func endEarly() {
        guard state == .ongoing, shown == nil else { return }
        questions.removeSubrange(min(currentIndex, questions.count)...)
        finish()
    }

    // MARK: - Private

    private func goToNextQuestion() {
        if currentIndex < questions.count - 1 {
            currentIndex += 1
            shown(currentIndex)
        } else {
            finish()
        }
    }

    /// Every question answered, or a result shown: the one way a game ends.
    private func finish() {
        currentIndex = questions.count
        state = .over
    }

    /// Tells the question's source that the player has been shown it.
    private func shown(_ index: Int) {
        guard var played = batch, questions.indices.contains(index) else { return }
        played.questions = [questions[index]]
        playing?.played(played)
    }

    /// What the Open Trivia DB's stock says, during a game of other questions: its questions for
    /// the next game are at hand, or the request the game stood in for failed (the reason replaces
    /// "still loading").
    private func received(_ news: OpenTriviaDBNews) {
        guard state == .ongoing || state == .over, let origin, origin != .openTriviaDB else { return }
        switch news {
        case .nextGameReady where !nextGameFromOpenTriviaDB:
            nextGameFromOpenTriviaDB = true
        case .failed(let error) where fallbackReason == .stillLoading && !nextGameFromOpenTriviaDB:
            fallbackReason = error
        default:
            return
        }
        notificationCenter.post(name: .openTriviaDBStatusChanged, object: self)
    }

    private func progressed(_ progress: LoadProgress, generation received: Int) {
        guard received == generation, state == .loading else { return }
        loadingProgress = progress
        notificationCenter.post(name: .questionsLoadingProgress, object: self)
    }

    private func receive(_ result: Result<QuestionBatch, QuestionSourceError>, generation received: Int) {
        guard received == generation, state == .loading else { return }
        loading = nil
        loadingProgress = nil
        switch result {
        case .success(let batch) where !batch.questions.isEmpty:
            questions = batch.questions
            origin = batch.origin
            widening = batch.widening
            fallbackReason = batch.fallbackReason
            currentIndex = 0
            state = .ongoing
            self.batch = batch
            notificationCenter.post(name: .questionsLoaded, object: self)
            // A question is used up once it is the one the game stands on (the post is queued:
            // the controller shows it on its next frame): a batch for a replaced game never gets
            // here, and the questions of a game left early come back in later ones.
            shown(currentIndex)
            // The history is read once the first question is announced, on a thread of its own:
            // a long one never delays it.
            history.load()
        case .success:
            fail(.noQuestions)
        case .failure(let error):
            fail(error)
        }
    }

    private func fail(_ error: QuestionSourceError) {
        questions = []
        state = .failed(error)
        notificationCenter.post(name: .questionsFailedToLoad, object: self)
        history.load()
    }
}
