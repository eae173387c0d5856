import Foundation

extension Notification.Name {
    /// Posted by a `Game` on the main actor when the questions for a new game have arrived.
    public static let questionsLoaded = Notification.Name("QuestionsLoaded")
    /// Posted by a `Game` on the main actor when no questions could be had for a new game.
    public static let questionsFailedToLoad = Notification.Name("QuestionsFailedToLoad")
    /// Posted by a `Game` on the main actor when loading moves on (for example a rate-limit wait).
    public static let questionsLoadingProgress = Notification.Name("QuestionsLoadingProgress")
}

/// One game of true/false questions: the score, the questions and where the player is.
///
/// A `Game` lives on the main actor. It asks its `QuestionManager` for questions on `refresh()`
/// and announces their arrival by posting `.questionsLoaded`; the answer comes back through
/// `deliver`, which must run its work on the main actor (the app's loop, or a test).
@MainActor
public final class Game {
    /// Where the game stands.
    public enum State: Equatable, Sendable {
        /// Waiting for questions.
        case loading
        /// A question is waiting for an answer.
        case ongoing
        /// Every question has been answered (or no game has started).
        case over
        /// No questions could be had; the message says why. `refresh()` tries again.
        case failed(String)
    }

    /// Runs a piece of main-actor work, from whichever thread a source completed on.
    public typealias Delivery = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    /// Hands work to the main queue (the app's loop drains it).
    public static let mainQueueDelivery: Delivery = { work in
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    public private(set) var state: State = .over
    public private(set) var score = 0
    public private(set) var questions: [Question] = []
    public private(set) var currentIndex = 0
    /// The notice that came with the questions: where they came from, and why.
    public private(set) var notice: String?
    /// Where loading stands while the state is `.loading`; nil otherwise.
    public private(set) var loadingProgress: LoadProgress?
    /// How many questions a game asks for.
    public let amount: Int

    private let manager: QuestionManager
    private let notificationCenter: NotificationCenter
    private let deliver: Delivery
    private var generation = 0

    /// - Parameters:
    ///   - manager: where questions come from.
    ///   - amount: questions per game, at least 1.
    ///   - notificationCenter: where `.questionsLoaded` is posted.
    ///   - deliver: brings the manager's answer back to the main actor.
    public init(
        manager: QuestionManager,
        amount: Int = 10,
        notificationCenter: NotificationCenter = .default,
        deliver: @escaping Delivery = Game.mainQueueDelivery
    ) {
        self.manager = manager
        self.amount = max(1, amount)
        self.notificationCenter = notificationCenter
        self.deliver = deliver
    }

    // MARK: - Reading

    /// The question waiting for an answer; nil unless the game is ongoing (never traps).
    public var currentQuestion: Question? {
        guard state == .ongoing, questions.indices.contains(currentIndex) else { return nil }
        return questions[currentIndex]
    }

    /// How many questions this game has: what was received, or what was asked for while loading.
    public var questionCount: Int {
        questions.isEmpty ? amount : questions.count
    }

    /// How many questions have been answered.
    public var answeredCount: Int {
        state == .over && !questions.isEmpty ? questions.count : min(currentIndex, questions.count)
    }

    // MARK: - Playing

    /// Starts a new game: score back to 0, questions requested. Any answer still on its way for
    /// an earlier game is dropped when it arrives.
    public func refresh() {
        generation += 1
        let expected = generation
        state = .loading
        score = 0
        questions = []
        currentIndex = 0
        loadingProgress = nil
        let deliver = self.deliver
        manager.get(
            amount: amount,
            progress: { [weak self] progress in
                deliver { self?.progressed(progress, generation: expected) }
            },
            completion: { [weak self] result in
                deliver { self?.receive(result, generation: expected) }
            }
        )
    }

    /// Records the player's answer to the current question and moves on.
    ///
    /// - Returns: whether the answer was right, or nil when there was no question to answer
    ///   (loading, over, failed): then nothing changes.
    @discardableResult
    public func answerCurrentQuestion(with answer: Bool) -> Bool? {
        guard let question = currentQuestion else { return nil }
        let isRight = question.answer == answer
        if isRight { score += 1 }
        goToNextQuestion()
        return isRight
    }

    // MARK: - Private

    private func goToNextQuestion() {
        if currentIndex < questions.count - 1 {
            currentIndex += 1
        } else {
            currentIndex = questions.count
            state = .over
        }
    }

    private func progressed(_ progress: LoadProgress, generation received: Int) {
        guard received == generation, state == .loading else { return }
        loadingProgress = progress
        notificationCenter.post(name: .questionsLoadingProgress, object: self)
    }

    private func receive(_ result: Result<QuestionBatch, QuestionSourceError>, generation received: Int) {
        guard received == generation, state == .loading else { return }
        loadingProgress = nil
        switch result {
        case .success(var batch) where !batch.questions.isEmpty:
            batch.questions = Array(batch.questions.prefix(amount))
            questions = batch.questions
            notice = batch.notice
            currentIndex = 0
            state = .ongoing
            // Only now are the questions used up: a batch for a replaced game never gets here.
            manager.played(batch)
            notificationCenter.post(name: .questionsLoaded, object: self)
        case .success:
            fail(with: QuestionSourceError.noQuestions.description)
        case .failure(let error):
            fail(with: error.description)
        }
    }

    private func fail(with message: String) {
        questions = []
        state = .failed(message)
        notificationCenter.post(name: .questionsFailedToLoad, object: self)
    }
}
