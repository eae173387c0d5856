import Foundation
import Quiz
import QuizView

/// The controller: owns the `Game` and what the screen shows, turns keys into answers and
/// animations, and formats the model's values for the view.
///
/// Everything happens on the main actor, and every change arrives as an `Event` through
/// `handle(_:)`, as in bubbletea: keys, resizes, clock ticks, what the model announced, storage
/// problems. Time comes from the injected `TimeSource`. The controller never draws and
/// `screenModel()` changes nothing: it says what the view should show.
@MainActor
final class GameController {
    /// Something that happened, named after what happened.
    enum Event: Equatable {
        /// What the terminal sent: a key, a modified key, a mouse report, a paste...
        case input(InputEvent)
        /// The screen is now `width` x `height` cells (also sent once at start).
        case resized(width: Int, height: Int)
        case questionsLoaded
        case questionsFailedToLoad
        /// During a game of other questions, the Open Trivia DB's questions for the next game
        /// arrived, or the request for them failed.
        case openTriviaDBStatusChanged
        /// Loading moved on (a rate-limit wait began or ended).
        case loadingProgressed
        /// A file could not be saved. Said once, on the verdict line; the game goes on.
        case storageProblem(StorageProblem)
        /// The clock moved on: the loop sends it before every frame it draws.
        case tick

        /// A plain key press.
        static func keyPressed(_ key: Key) -> Event {
            .input(.key(key))
        }
    }

    /// What the app should do after an event.
    enum Outcome: Equatable {
        case keepGoing
        case quit
    }

    /// The card's text and look, independent of its motion.
    struct CardContent: Equatable {
        var title: String
        var style: CardStyle
        var badge: String?
    }

    let game: Game
    private let clock: any TimeSource
    private let theme: Theme
    private let text: PlayerText
    private let notificationCenter: NotificationCenter
    private var observers: [any NSObjectProtocol] = []

    private(set) var motion = CardMotion()
    private(set) var card = CardContent(title: "Loading...", style: .standard, badge: nil) {
        didSet {
            if card.title != oldValue.title { cardPage = 0 }
        }
    }
    /// The page of a long question shown (the view takes it modulo its number of pages); back to
    /// the first page whenever the card's text changes.
    private(set) var cardPage = 0
    /// The card that replaces the answered one once it has left the screen.
    private var nextCard: CardContent?
    private(set) var verdict: (text: String, tone: Tone)?
    /// The fact behind the last answer (bundled questions only), shown until the next answer.
    private(set) var explanation: String?
    /// False with `--no-explanations`.
    let showsExplanations: Bool
    private(set) var showsHelp = false
    /// The page of the answer box (the whole verdict and explanation), or nil when it is closed.
    private(set) var answerBoxPage: Int?
    /// True until the first questions arrive: the launch screen is shown.
    private(set) var showsSplash = true
    /// The screen size, for the card's slide off the edge; set by `.resized`.
    private(set) var screenSize = (width: 80, height: 24)

    /// Where the model's events go: the loop, which hands each back to `handle(_:)`.
    private var deliverModelEvent: (@MainActor (Event) -> Void)?
    /// Where the model reports files it could not save.
    private let storageProblems: StorageProblems?
    private var reportedStorageProblem = false

    /// Makes a controller for `game`; nothing happens until `start(deliveringModelEventsTo:)`.
    ///
    /// - Parameters:
    ///   - text: the sentences the player reads.
    ///   - showsExplanations: false with `--no-explanations`.
    ///   - storageProblems: where the model reports files it could not save; each arrives as a
    ///     `.storageProblem` event.
    init(
        game: Game,
        clock: any TimeSource,
        theme: Theme,
        text: PlayerText = PlayerText(),
        showsExplanations: Bool = true,
        notificationCenter: NotificationCenter = .default,
        storageProblems: StorageProblems? = nil
    ) {
        self.storageProblems = storageProblems
        self.game = game
        self.clock = clock
        self.theme = theme
        self.text = text
        self.showsExplanations = showsExplanations
        self.notificationCenter = notificationCenter
    }

    /// Observes the model and starts the first game.
    ///
    /// - Parameter deliver: receives what the model announces, as events, on the main actor; the
    ///   loop hands each one to `handle(_:)`, honours its outcome and draws a frame.
    func start(deliveringModelEventsTo deliver: @escaping @MainActor (Event) -> Void) {
        deliverModelEvent = deliver
        for (name, event) in [
            (Notification.Name.questionsLoaded, Event.questionsLoaded),
            (.questionsFailedToLoad, .questionsFailedToLoad),
            (.questionsLoadingProgress, .loadingProgressed),
            (.openTriviaDBStatusChanged, .openTriviaDBStatusChanged),
        ] {
            // The `Game` posts on the main actor, so the observer runs there.
            let observer = notificationCenter.addObserver(forName: name, object: game, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.modelAnnounced(event) }
            }
            observers.append(observer)
        }
        if let storageProblems {
            // Posted on the thread that failed to write: only hand it to the main actor.
            let observer = notificationCenter.addObserver(
                forName: .storageProblemReported, object: storageProblems, queue: nil
            ) { [weak self] _ in
                Task { @MainActor in self?.storageProblemsReported() }
            }
            observers.append(observer)
        }
        newGame()
    }

    /// Sends what the model announced to the loop.
    private func modelAnnounced(_ event: Event) {
        deliverModelEvent?(event)
    }

    /// Sends each file the model could not save to the loop.
    private func storageProblemsReported() {
        guard let deliverModelEvent, let storageProblems else { return }
        for problem in storageProblems.takeNew() { deliverModelEvent(.storageProblem(problem)) }
    }

    /// Stops observing the model.
    func stop() {
        for observer in observers { notificationCenter.removeObserver(observer) }
        observers.removeAll()
        deliverModelEvent = nil
    }

    // MARK: - Events

    /// The one way in: updates the state for `event` and says whether the app goes on.
    @discardableResult
    func handle(_ event: Event) -> Outcome {
        switch event {
        case .input(let input):
            return received(input)
        case .resized(let width, let height):
            screenSize = (width, height)
        case .questionsLoaded:
            questionsLoaded()
        case .questionsFailedToLoad:
            questionsFailedToLoad()
        case .loadingProgressed, .openTriviaDBStatusChanged:
            break
        case .storageProblem(let problem):
            reportStorageProblem(problem)
        case .tick:
            advanceMotion()
        }
        return .keepGoing
    }

    /// What the terminal sent: only plain keys act.
    ///
    /// Modified keys (Alt-a, Ctrl-→), mouse reports, pastes, focus reports and unrecognized
    /// sequences do nothing, except that a modified key closes the help or the answer box, as any
    /// key does.
    private func received(_ input: InputEvent) -> Outcome {
        let key: Key
        switch input {
        case .key(let pressed):
            key = pressed
        case .modifiedKey:
            // Like any key, it closes what is open over the game; it does nothing else.
            showsHelp = false
            answerBoxPage = nil
            return .keepGoing
        case .mouse, .paste, .focusGained, .focusLost, .unrecognized:
            return .keepGoing
        }
        // Only q and a lone Esc quit: Shift-Q is as unused as any other key.
        let quits = key == .escape || key == .character("q")
        // Behind the "terminal too small" screen the game can't be seen: only quitting works.
        guard isScreenLargeEnough else { return quits ? .quit : .keepGoing }
        if showsHelp {
            // Any key closes the help, q and Esc included: none of them quits from there.
            showsHelp = false
            return .keepGoing
        }
        if let page = answerBoxPage {
            // The page key turns its pages; any other key closes it, q and Esc included.
            answerBoxPage = Self.isPageKey(key) ? page + 1 : nil
            return .keepGoing
        }
        if quits { return .quit }
        switch key {
        case .character("?"):
            showsHelp = true
        case .character("n"), .character("N"):
            newGame()
        case .right, .character("l"), .character("L"):
            answer(true)
        case .left, .character("h"), .character("H"):
            answer(false)
        case _ where Self.isPageKey(key):
            // The next page of a question too long for the card.
            finishMotion()
            cardPage += 1
        case .character("e"), .character("E"):
            if verdict != nil { answerBoxPage = 0 }
        default:
            break
        }
        return .keepGoing
    }

    /// Whether the screen is large enough to show the game (else the view says "too small").
    private var isScreenLargeEnough: Bool {
        ScreenLayout(width: screenSize.width, height: screenSize.height) != nil
    }

    /// ↓ or j: the next page of a long question, or of the answer box.
    private static func isPageKey(_ key: Key) -> Bool {
        key == .down || key == .character("j") || key == .character("J")
    }

    /// How the page key is named on screen.
    private var pageKeyName: String { theme.ascii ? "j" : "↓" }

    private func newGame() {
        motion.finish()
        nextCard = nil
        verdict = nil
        explanation = nil
        card = CardContent(title: "Loading...", style: .standard, badge: nil)
        game.refresh()
    }

    private func answer(_ answer: Bool) {
        // A key during an animation finishes it at once: the key is never lost and never
        // answers the card that is leaving.
        finishMotion()
        guard let question = game.currentQuestion, let isRight = game.answerCurrentQuestion(with: answer) else {
            return
        }
        card = CardContent(
            title: question.title,
            style: answer ? .correct : .incorrect,
            badge: answer ? "TRUE" : "FALSE"
        )
        verdict = (text.verdict(right: isRight, answer: question.answer), isRight ? .positive : .negative)
        explanation = showsExplanations ? question.explanation : nil
        nextCard = restingContent()
        motion.swipe(answer: answer, at: clock.now)
    }

    /// The question takes the card's place at once.
    ///
    /// As in the course, the card already stands there with "Loading...". Only a card that
    /// replaces an answered one springs in.
    private func questionsLoaded() {
        showsSplash = false
        motion.finish()
        card = restingContent()
        nextCard = nil
    }

    /// A file that can't be saved is said once, on the verdict line, and the game goes on.
    private func reportStorageProblem(_ problem: StorageProblem) {
        guard !reportedStorageProblem else { return }
        reportedStorageProblem = true
        verdict = (text.notSaved(problem), .negative)
    }

    private func questionsFailedToLoad() {
        showsSplash = false
        motion.finish()
        nextCard = nil
        card = restingContent()
    }

    private func advanceMotion() {
        if motion.advance(to: clock.now), let nextCard {
            card = nextCard
            self.nextCard = nil
        }
    }

    private func finishMotion() {
        guard motion.isMoving else { return }
        motion.finish()
        if let nextCard {
            card = nextCard
            self.nextCard = nil
        }
    }

    /// What the card reads when nothing moves, from the game's state.
    private func restingContent() -> CardContent {
        switch game.state {
        case .idle, .loading:
            CardContent(title: "Loading...", style: .standard, badge: nil)
        case .ongoing:
            CardContent(title: game.currentQuestion?.title ?? "", style: .standard, badge: nil)
        case .over:
            CardContent(title: text.gameOver(game.summary), style: .standard, badge: nil)
        case .failed(let error):
            CardContent(title: text.noQuestions(error), style: .standard, badge: nil)
        }
    }

    // MARK: - Frames

    /// Spinner frames per second.
    static let spinnerRate = 12.0
    /// The most frames drawn per second while something moves.
    static let frameRate = 60.0

    /// When the next frame is due, or nil when nothing moves (the loop then waits for input).
    func nextFrameTime() -> Double? {
        let now = clock.now
        if motion.isMoving { return now + 1 / Self.frameRate }
        if isLoading {
            let next = (now * Self.spinnerRate).rounded(.down) + 1
            return next / Self.spinnerRate
        }
        return nil
    }

    private var isLoading: Bool { game.state == .loading }

    /// "Loading...", with the seconds left when the Open Trivia DB's rate limit holds us back.
    private func loadingTitle(now: Double) -> String {
        rateLimitWait(now: now).map { "Loading... \($0)" } ?? "Loading..."
    }

    /// "Waiting for the Open Trivia DB: 4 s" while a rate-limit wait lasts (one request per 5 s).
    ///
    /// A no-break space holds the number and its unit together when the text wraps.
    private func rateLimitWait(now: Double) -> String? {
        guard case .waiting(let until) = game.loadingProgress else { return nil }
        let left = until.offset.inSeconds - now
        guard left > 0 else { return nil }
        return text.waiting(seconds: Int(left.rounded(.up)))
    }

    private var spinnerFrame: Int {
        Int((clock.now * Self.spinnerRate).rounded(.down)) & Int.max
    }

    // MARK: - What the view shows

    /// Plain values for the view: no `Game` crosses over.
    func screenModel() -> ScreenModel {
        let content: ScreenModel.Content
        if showsSplash {
            let message = rateLimitWait(now: clock.now) ?? "Loading questions..."
            content = .splash(message: message, spinnerFrame: spinnerFrame)
        } else {
            content = .game(gameScreen())
        }
        return ScreenModel(content: content, showsHelp: showsHelp, helpLines: helpLines, answerBox: answerBox())
    }

    /// The answer box's values while it is open.
    private func answerBox() -> AnswerBox? {
        guard let answerBoxPage, let verdict else { return nil }
        return AnswerBox(
            verdict: verdict.text, tone: verdict.tone, explanation: explanation, page: answerBoxPage,
            pageKey: pageKeyName)
    }

    private func gameScreen() -> GameScreen {
        let now = clock.now
        var cardModel = CardModel(
            title: card.title, style: card.style, badge: card.badge, offsetX: 0, lean: 0, scale: 1, page: cardPage,
            pageKey: pageKeyName)
        if isLoading, !motion.isMoving {
            cardModel.title = loadingTitle(now: now)
        }
        if let layout = ScreenLayout(width: screenSize.width, height: screenSize.height) {
            let pose = motion.pose(
                at: now,
                cardX: layout.card.x,
                cardWidth: layout.card.width,
                cardHeight: layout.card.height,
                screenWidth: screenSize.width
            )
            cardModel.offsetX = pose.offsetX
            cardModel.lean = pose.lean
            cardModel.scale = pose.scale
        }
        let bottom: GameScreen.Bottom =
            isLoading
            ? .spinner(frame: spinnerFrame, label: "Loading questions")
            : .button("New Game [N]")
        return GameScreen(
            header: "OpenQuizz",
            notice: game.origin.map {
                text.notice(
                    origin: $0, widening: game.widening, fallbackReason: game.fallbackReason,
                    nextGameReady: game.nextGameFromOpenTriviaDB)
            },
            card: cardModel,
            score: scoreLine,
            verdict: verdict?.text,
            verdictTone: verdict?.tone,
            explanation: explanation,
            moreKey: "e",
            bottom: bottom
        )
    }

    /// Where the player is and the score, apart, so neither reads as the other: "Question 4 of 10
    /// · Score 3 / 10" while a question waits, "Score 7 / 10" once the game is over.
    private var scoreLine: String {
        let score = "Score \(game.score) / \(game.questionCount)"
        guard game.state == .ongoing else { return score }
        return "Question \(game.currentIndex + 1) of \(game.questionCount)   " + score
    }

    private var helpLines: [HelpLine] {
        [
            HelpLine(key: theme.ascii ? "->  l" : "→  l", action: "true"),
            HelpLine(key: theme.ascii ? "<-  h" : "←  h", action: "false"),
            HelpLine(key: theme.ascii ? "Down  j" : "↓  j", action: "next page of the question"),
            HelpLine(key: "e", action: "the answer in full"),
            HelpLine(key: "n", action: "new game"),
            HelpLine(key: "?", action: "this help"),
            HelpLine(key: "q  Esc", action: "quit"),
        ]
    }
}
