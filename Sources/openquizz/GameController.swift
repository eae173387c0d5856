import Foundation
import Motion
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
        /// The history on disk has been read: stats, search and the Game Over card know it all.
        case historyLoaded
        /// The questions that keys typed ahead waited for are in, or failed to come: the keys act
        /// now, in order (sent by the controller to itself, once the model's announcement is over).
        case typedAheadKeysDue
        /// The clock moved on: the loop sends it before every frame it draws.
        case tick
        /// The game gives the terminal back for a while (Ctrl-Z): a card held by the mouse is let
        /// go, back in place (the release may never come).
        case suspended

        /// A plain key press.
        static func keyPressed(_ key: Key) -> Event {
            .input(.key(key))
        }
    }

    /// What the app should do after an event.
    enum Outcome: Equatable {
        case keepGoing
        case quit
        /// Put this text on the clipboard (OSC 52), then go on.
        case copy(String)
    }

    /// A panel of its own over the game, and where it stands.
    typealias Overlay = PanelFeature.State

    /// What has the keys: the game, or the one thing open over it.
    ///
    /// Only one can be open at a time, so keys, the mouse and the screen each route with one switch.
    enum Focus: Equatable {
        /// The game (or the launch screen) has the keys.
        case playing
        /// The help box (`?`): any key closes it.
        case help
        /// The last answer's whole verdict and explanation (`e`), at this page.
        case answerBox(page: Int)
        /// The review, stats or history.
        case panel(PanelFeature)
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
    /// Whether the next frame must be drawn whole (see `takeRepaint()`).
    private var needsRepaint = false

    /// Whether the next frame must be drawn whole, every cell; asking clears it.
    func takeRepaint() -> Bool {
        defer { needsRepaint = false }
        return needsRepaint
    }

    /// The score line's bump after a right answer, until it is at rest.
    private(set) var scoreBump: SpringAnimation?
    /// No slides, bounces or animations (`--reduced-motion`); colours, icons and verdicts stay.
    let reducedMotion: Bool
    /// Whether the terminal reports the mouse to the game (then selecting text takes Shift).
    let usesMouse: Bool
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
    /// What has the keys.
    private(set) var focus = Focus.playing
    /// Whether the help is open.
    var showsHelp: Bool { focus == .help }
    /// The page of the answer box (the whole verdict and explanation), or nil when it is closed.
    var answerBoxPage: Int? {
        if case .answerBox(let page) = focus { page } else { nil }
    }
    /// Where a press on the card started, while the mouse holds it.
    private var drag: (x: Int, y: Int)?
    /// The mouse held down on the New Game button, which starts a game if released on it.
    private var buttonPress: ButtonPress?
    /// Keys typed while the questions load, waiting for them.
    private(set) var typedAhead = KeysTypedAhead()

    /// The review, stats or history over the game, or nil.
    var overlay: Overlay? {
        if case .panel(let panel) = focus { panel.state } else { nil }
    }
    /// Whether OSC 52 may reach a clipboard here (not on the Linux console).
    private let canCopy: Bool

    /// True until the first questions arrive: the launch screen is shown.
    private(set) var showsSplash = true
    /// The screen size, for the card's slide off the edge; set by `.resized`.
    private(set) var screenSize = (width: 80, height: 24)

    /// Where the model's events go: the loop, which hands each back to `handle(_:)`.
    private var deliverModelEvent: (@MainActor (Event) -> Void)?
    /// Where the model reports files it could not save.
    private let storageProblems: StorageProblems?
    /// The review's and stats' lines, made once per change and width.
    private(set) var panelLines = PanelLinesCache()

    /// Makes a controller for `game`; nothing happens until `start(deliveringModelEventsTo:)`.
    ///
    /// - Parameters:
    ///   - text: the sentences the player reads.
    ///   - showsExplanations: false with `--no-explanations`.
    ///   - storageProblems: where the model reports files it could not save; each arrives as a
    ///     `.storageProblem` event.
    ///   - canCopy: whether OSC 52 may reach a clipboard in this terminal.
    ///   - reducedMotion: no slides, bounces or animations (`--reduced-motion`).
    ///   - usesMouse: whether the terminal reports the mouse to the game.
    init(
        game: Game,
        clock: any TimeSource,
        theme: Theme,
        text: PlayerText = PlayerText(),
        showsExplanations: Bool = true,
        notificationCenter: NotificationCenter = .default,
        storageProblems: StorageProblems? = nil,
        canCopy: Bool = true,
        reducedMotion: Bool = false,
        usesMouse: Bool = false
    ) {
        self.usesMouse = usesMouse
        self.canCopy = canCopy
        self.reducedMotion = reducedMotion
        motion.reduced = reducedMotion
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
        // Posted by the history on the main actor, as the game's notifications are.
        let historyObserver = notificationCenter.addObserver(
            forName: .historyLoaded, object: game.history, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.modelAnnounced(.historyLoaded) }
        }
        observers.append(historyObserver)
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
        let wasDropping = motion.isDropping
        defer {
            // The card fell through the rows: the terminal may have scrolled them (ncurses moves
            // lines it sees move), and a stray piece of the header was seen left behind. Once it
            // lands, the whole screen is drawn again.
            if wasDropping, !motion.isDropping { needsRepaint = true }
        }
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
        case .historyLoaded:
            historyLoaded()
        case .typedAheadKeysDue:
            return KeysTypedAhead.replay(typedAhead.takeAll()) { received(.key($0)) }
        case .suspended:
            if drag != nil || buttonPress != nil { cancelDrag() }
        case .tick:
            advanceMotion()
            if case .panel(var panel) = focus {
                panel.advance(panelContext())
                focus = .panel(panel)
            }
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
        case .modifiedKey(let modified, _):
            // Like any key, it closes a box or the review or stats open over the game; it does
            // nothing else (and types nothing in the history search), and never quits.
            switch focus {
            case .help, .answerBox: focus = .playing
            case .panel(var panel): focus = panel.modifiedKey(modified) == .close ? .playing : .panel(panel)
            case .playing: break
            }
            return .keepGoing
        case .paste(let text):
            // Pasted text is typed into the history search, and is never a command.
            if case .panel(var panel) = focus {
                panel.paste(text, panelContext())
                focus = .panel(panel)
            }
            return .keepGoing
        case .mouse(let report):
            pointer(report)
            return .keepGoing
        case .focusGained, .focusLost, .unrecognized:
            return .keepGoing
        }
        // A key lets go of a card (or a button) held by the mouse.
        if drag != nil || buttonPress != nil { cancelDrag() }
        let binding = KeyMap.binding(for: key)
        let quits = binding?.command == .quit
        // Behind the "terminal too small" screen the game can't be seen: only quitting works.
        guard isScreenLargeEnough else { return quits ? .quit : .keepGoing }
        // Behind a key that waits for the questions, every key waits, but q and Esc.
        if !typedAhead.isEmpty, !quits {
            typedAhead.append(key)
            return .keepGoing
        }
        // Any key puts the falling Game Over card in place, then does what it does.
        if motion.isDropping { motion.finish() }
        switch focus {
        case .help:
            // Any key closes the help, q and Esc included: none of them quits from there.
            focus = .playing
            return .keepGoing
        case .answerBox(let page):
            // The page key turns its pages; any other key closes it, q and Esc included.
            focus = binding?.command == .nextPage ? .answerBox(page: page + 1) : .playing
            return .keepGoing
        case .panel:
            return panelReceived(key)
        case .playing:
            break
        }
        guard let binding else { return .keepGoing }
        if isLoading, binding.availability == .onQuestion {
            typedAhead.append(key)
            return .keepGoing
        }
        return perform(binding.command)
    }

    /// Does what `command` asks, where it is available.
    private func perform(_ command: Command) -> Outcome {
        switch command {
        case .quit:
            return .quit
        case .help:
            focus = .help
        case .review:
            if game.state == .over, !game.answers.isEmpty {
                finishMotion()
                focus = .panel(PanelFeature(.review(Scroller())))
            }
        case .stats:
            focus = .panel(PanelFeature(.stats(Scroller())))
        case .history:
            let context = panelContext()
            focus = .panel(PanelFeature(.history(HistoryBrowser(now: context.now, search: context.search))))
        case .newGame:
            newGame()
        case .answer(let value):
            answer(value)
        case .nextPage:
            // The next page of a question too long for the card.
            finishMotion()
            cardPage += 1
        case .showAnswer:
            if verdict != nil { focus = .answerBox(page: 0) }
        }
        return .keepGoing
    }

    // MARK: - Panels

    /// A key while a panel is open: the panel takes it, and may close or copy.
    private func panelReceived(_ key: Key) -> Outcome {
        guard case .panel(var panel) = focus else { return .keepGoing }
        let outcome = panel.receive(key, panelContext())
        return panelDid(outcome, panel)
    }

    /// Honours what the panel said: it stays open (as it now is), closes or copies.
    private func panelDid(_ outcome: PanelFeature.Outcome, _ panel: PanelFeature) -> Outcome {
        switch outcome {
        case .stay:
            focus = .panel(panel)
        case .close:
            focus = .playing
        case .copy(let text):
            focus = .panel(panel)
            return .copy(text)
        }
        return .keepGoing
    }

    /// What the panels read from the game, the history and the screen.
    private func panelContext() -> PanelFeature.Context {
        let width = QuizView.Panel.textWidth(screenWidth: screenSize.width)
        return PanelFeature.Context(
            screenWidth: screenSize.width, screenHeight: screenSize.height, now: clock.now, theme: theme, text: text,
            usesMouse: usesMouse, canCopy: canCopy, history: game.history, answerCount: game.answers.count,
            review: { [unowned self] in
                panelLines.review(
                    of: game, text: text, theme: theme, width: width, explanations: showsExplanations)
            },
            stats: { [unowned self] in
                panelLines.stats(of: game.history, text: text, ascii: theme.ascii, width: width)
            },
            shareLine: { [unowned self] in text.shareLine(game.answers, ascii: theme.ascii) })
    }

    /// The history on disk is in: the search sees it, and so does the Game Over card.
    private func historyLoaded() {
        if case .panel(var panel) = focus {
            panel.historyLoaded(panelContext())
            focus = .panel(panel)
        }
        // The Game Over card, resting, falling or next, now says the best and the streak.
        if game.state == .over {
            if nextCard != nil { nextCard = restingContent() } else { card = restingContent() }
        }
    }

    /// Whether the screen is large enough to show the game (else the view says "too small").
    private var isScreenLargeEnough: Bool {
        ScreenLayout(width: screenSize.width, height: screenSize.height) != nil
    }

    /// How the page key is named on screen.
    private var pageKeyName: String { theme.ascii ? "j" : "↓" }

    private func newGame() {
        if case .panel = focus { focus = .playing }
        motion.finish()
        scoreBump = nil
        nextCard = nil
        verdict = nil
        explanation = nil
        card = CardContent(title: "Loading...", style: .standard, badge: nil)
        game.refresh()
    }

    private func answer(_ answer: Bool, releasingDrag: Bool = false) {
        // A key during an animation finishes it at once: the key is never lost and never
        // answers the card that is leaving.
        if !releasingDrag { finishMotion() }
        guard let question = game.currentQuestion, let isRight = game.answerCurrentQuestion(with: answer) else {
            if releasingDrag { motion.release(answer: nil, at: clock.now) }
            return
        }
        card = CardContent(
            title: question.title,
            style: answer ? .correct : .incorrect,
            badge: answer ? "TRUE" : "FALSE"
        )
        verdict = (text.verdict(right: isRight, answer: question.answer), isRight ? .positive : .negative)
        if isRight, !reducedMotion {
            // The score bumps as it rises: up a row and back, on a short spring.
            scoreBump = SpringAnimation(
                from: 1, to: 0, spring: .courseBoing, startTime: clock.now, restDistance: 0.05, restVelocity: 0.5)
        }
        explanation = showsExplanations ? question.explanation : nil
        nextCard = restingContent()
        if releasingDrag {
            // It slides off from where the mouse let it go.
            motion.release(answer: answer, at: clock.now)
        } else {
            motion.swipe(answer: answer, at: clock.now)
        }
    }

    // MARK: - The mouse

    /// A mouse report: the pan gesture on the card, a click on New Game.
    ///
    /// Press on the card and drag: it follows the pointer, leans with the distance and turns
    /// green (true) right of the centre, red (false) left of it. Let go past a quarter of the
    /// screen's width and it answers and slides off; short of it, it springs back. Dragged up
    /// (more up than aside), it starts a new game, as ↑ does. Over the help, a box or a panel,
    /// the mouse does nothing.
    private func pointer(_ report: MouseReport) {
        // Reports never asked for (`--no-mouse`, a terminal without a mouse) are noise.
        guard usesMouse, isScreenLargeEnough else { return }
        switch focus {
        case .help, .answerBox:
            return
        case .panel(var panel):
            // A notch of the wheel scrolls the panel open; nothing else reaches it.
            if let key = MouseWheel.key(for: report) { _ = panelDid(panel.wheeled(key, panelContext()), panel) }
            return
        case .playing:
            guard MouseWheel.key(for: report) == nil else { return }
        }
        guard let layout = ScreenLayout(width: screenSize.width, height: screenSize.height) else { return }
        // The left button (0), not a wheel (64 and up); 32 marks a move with the button held.
        let isLeftButton = report.button & 0b11 == 0 && report.button & 64 == 0
        let isMove = report.button & 32 != 0
        if report.isRelease {
            released(at: report.x, report.y, layout: layout)
        } else if isMove {
            if let drag, isLeftButton { dragged(dx: report.x - drag.x, dy: report.y - drag.y) }
            if isLeftButton { buttonPress?.moved(to: report.x, report.y) }
        } else if isLeftButton {
            pressed(at: report.x, report.y, layout: layout)
        }
    }

    private func pressed(at x: Int, _ y: Int, layout: ScreenLayout) {
        if motion.isDropping { motion.finish() }
        if case .button(let title, _) = bottomRow {
            // Only the button's own cells: a press beside it on its row does nothing.
            let frame = ButtonView(title: title).frame(in: layout.bottom, theme: theme)
            buttonPress = ButtonPress(at: x, y, on: frame)
            if buttonPress != nil { return }
        }
        guard layout.card.contains(x: x, y: y), game.state != .loading, game.state != .idle else { return }
        // A press during an animation ends it first, as a key does.
        finishMotion()
        drag = (x, y)
        motion.drag(offset: 0, rise: 0)
    }

    private func dragged(dx: Int, dy: Int) {
        motion.drag(offset: dx, rise: dy)
        guard game.state == .ongoing else { return }
        // Green right of the centre, red left of it, as the answer it would give.
        let resting = restingContent()
        card =
            dx == 0
            ? resting
            : CardContent(title: resting.title, style: dx > 0 ? .correct : .incorrect, badge: dx > 0 ? "TRUE" : "FALSE")
    }

    private func released(at x: Int, _ y: Int, layout: ScreenLayout) {
        defer { buttonPress = nil }
        guard let start = drag else {
            if buttonPress?.clicks(releasedAt: x, y) == true { newGame() }
            return
        }
        drag = nil
        let dx = x - start.x
        let dy = y - start.y
        // Up, more than aside (a row is about two columns tall): a new game.
        if dy <= -max(2, layout.card.height / 3), -dy * 2 >= abs(dx) {
            motion.finish()
            newGame()
            return
        }
        if game.state == .ongoing, abs(dx) >= CardMotion.threshold(screenWidth: screenSize.width) {
            answer(dx > 0, releasingDrag: true)
            return
        }
        card = restingContent()
        motion.release(answer: nil, at: clock.now)
    }

    /// A key lets go of the card: it is back in place, as it was.
    private func cancelDrag() {
        drag = nil
        buttonPress = nil
        guard motion.dragOffset != nil else { return }
        motion.finish()
        card = restingContent()
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
        scheduleTypedAheadKeys()
    }

    /// Sends `.typedAheadKeysDue` to the loop if keys wait: from a task of its own, so that they
    /// act once the model has finished announcing its questions, never inside its announcement.
    private func scheduleTypedAheadKeys() {
        guard !typedAhead.isEmpty else { return }
        Task { [weak self] in self?.deliverModelEvent?(.typedAheadKeysDue) }
    }

    /// A file's problem is said on the verdict line, and the game goes on: each distinct one once
    /// (`StorageProblems` announces each once), so a second problem is never hidden by the first.
    private func reportStorageProblem(_ problem: StorageProblem) {
        // The verdict, if one is shown, stays: the notice takes the explanation's place, plain.
        if verdict == nil {
            verdict = (text.fileProblem(problem), .negative)
        } else {
            explanation = text.fileProblem(problem)
        }
    }

    private func questionsFailedToLoad() {
        showsSplash = false
        motion.finish()
        nextCard = nil
        card = restingContent()
        scheduleTypedAheadKeys()
    }

    private func advanceMotion() {
        let now = clock.now
        if motion.advance(to: now), let nextCard {
            card = nextCard
            self.nextCard = nil
            if game.state == .over { dropGameOverCard(at: now) }
        }
        if var bump = scoreBump {
            bump.advance(to: now)
            scoreBump = bump.isAtRest ? nil : bump
        }
    }

    /// Game Over's animation of its own: the card falls from above the screen and bounces into
    /// place, in under a second (any key puts it there at once).
    private func dropGameOverCard(at time: Double) {
        guard let layout = ScreenLayout(width: screenSize.width, height: screenSize.height) else { return }
        motion.drop(from: layout.card.maxY, at: time)
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
    nonisolated static let frameRate = 60.0

    /// When the next frame is due, or nil when nothing moves (the loop then waits for input).
    func nextFrameTime() -> Double? {
        let now = clock.now
        if motion.isAnimating || scoreBump != nil { return now + 1 / Self.frameRate }
        if case .panel(let panel) = focus, let due = panel.searchDue { return max(now, due) }
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
        var panel: QuizView.Panel?
        var box = answerBox()
        if case .panel(let feature) = focus {
            let context = panelContext()
            panel = feature.model(context)
            box = feature.detail(context)
        }
        return ScreenModel(
            content: content, showsHelp: showsHelp, helpLines: helpLines, answerBox: box, panel: panel)
    }

    /// The answer box's values while it is open.
    private func answerBox() -> AnswerBox? {
        guard case .answerBox(let answerBoxPage) = focus, let verdict else { return nil }
        return text.answerBox(
            for: game.answers.last, number: game.answers.count, verdict: verdict.text, tone: verdict.tone,
            explanation: explanation, page: answerBoxPage, pageKey: pageKeyName)
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
            cardModel.offsetY = pose.offsetY
            cardModel.lean = pose.lean
            cardModel.scale = pose.scale
        }
        let bottom = bottomRow
        return GameScreen(
            header: "OpenQuizz",
            notice: game.origin.map {
                text.notice(
                    origin: $0, widening: game.widening, fallbackReason: game.fallbackReason,
                    nextGameReady: game.nextGameFromOpenTriviaDB,
                    width: PlayerText.noticeWidth(screenWidth: screenSize.width))
            },
            card: cardModel,
            score: text.scoreLine(game),
            scoreBump: scoreBump?.value ?? 0,
            bumpingScore: text.score(game),
            verdict: verdict?.text,
            verdictTone: verdict?.tone,
            explanation: explanation,
            moreKey: "e",
            bottom: bottom
        )
    }

    /// The bottom row: the spinner while loading, else the New Game button.
    private var bottomRow: GameScreen.Bottom {
        isLoading
            ? .spinner(frame: spinnerFrame, label: "Loading questions")
            : .button("New Game [N]", isPressed: buttonPress?.isOnButton == true)
    }

    /// The keys, the ones a player can't do without first: on a small screen the last ones are
    /// left out (this help's own key among them: it is open).
    private var helpLines: [HelpLine] { KeyMap.helpLines(ascii: theme.ascii) }
}
