import Foundation
import Motion
import QuizCore
import QuizStore
import QuizView

/// The controller: owns the game's session (the `Game` and the mode it plays) and what the screen
/// shows, turns keys into answers and animations, and formats the model's values for the view.
///
/// Everything happens on the main actor, and every change arrives as an `Event` through
/// `handle(_:)`, as in bubbletea: keys, resizes, clock ticks, what the model announced, storage
/// problems. Time comes from the injected `AnyClock`, read in seconds. The controller never draws
/// and `screenModel()` changes nothing: it says what the view should show.
@MainActor
final class GameController {
    typealias Event = ControllerEvent
    typealias Outcome = ControllerOutcome
    typealias Focus = ControllerFocus
    typealias State = ControllerState

    /// The game and the mode it plays; what a new game starts and what leaving one costs.
    let session: ModeSession
    var game: Game { session.game }
    let clock: AnyClock
    let theme: Theme
    let text: PlayerText
    /// The words the views write around what they are given, worded once, not on every frame.
    let viewWords: ViewText
    /// What the model announces, observed and handed to the loop.
    private let modelEvents: ModelObservers
    /// The language the player reads.
    var words: Wording { text.words }
    /// The settings screen's child: the settings in force, how the screen keeps and applies them,
    /// and those chosen for the next game (motion, explanations), until it starts.
    var settings: SettingsFeature
    /// Whether the terminal reports the mouse to the game (then selecting text takes Shift).
    let usesMouse: Bool
    /// False with `--no-explanations`.
    var showsExplanations: Bool
    /// Whether OSC 52 may reach a clipboard here (not on the Linux console).
    let canCopy: Bool

    /// Everything the controller knows beyond the model: facts, which the presenter says; the
    /// controller, its children's glue and the modes' screens change it.
    var state = State()
    /// The review's and stats' lines, made once per change and width.
    var panelLines = PanelLinesCache()

    /// The most frames drawn per second while something moves.
    nonisolated static let frameRate = 60.0

    /// Makes a controller for `session`'s game; nothing happens until
    /// `start(deliveringModelEventsTo:)`.
    ///
    /// - Parameters:
    ///   - text: the sentences the player reads.
    ///   - showsExplanations: false with `--no-explanations`.
    ///   - storageProblems: where the model reports files it could not save; each arrives as a
    ///     `.storageProblem` event.
    ///   - canCopy: whether OSC 52 may reach a clipboard in this terminal.
    ///   - reducedMotion: no slides, bounces or animations (`--reduced-motion`).
    ///   - usesMouse: whether the terminal reports the mouse to the game.
    ///   - settings: the settings in force, and how the settings screen keeps and applies them.
    init(
        session: ModeSession,
        clock: AnyClock,
        theme: Theme,
        text: PlayerText = PlayerText(),
        showsExplanations: Bool = true,
        notificationCenter: NotificationCenter = .default,
        storageProblems: StorageProblems? = nil,
        canCopy: Bool = true,
        reducedMotion: Bool = false,
        usesMouse: Bool = false,
        settings: SettingsLink = SettingsLink()
    ) {
        self.settings = SettingsFeature(link: settings)
        self.usesMouse = usesMouse
        self.canCopy = canCopy
        state.motion.reduced = reducedMotion
        self.session = session
        self.clock = clock
        self.theme = theme
        self.text = text
        viewWords = ViewText(words: text.words)
        self.showsExplanations = showsExplanations
        modelEvents = ModelObservers(notificationCenter: notificationCenter, storageProblems: storageProblems)
    }

    /// Observes the model and starts the first game.
    ///
    /// - Parameter deliver: receives what the model announces, as events, on the main actor; the
    ///   loop queues each one, then hands it to `handle(_:)`, honours its outcome and draws a frame.
    func start(deliveringModelEventsTo deliver: @escaping @MainActor (Event) -> Void) {
        modelEvents.start(game: game, deliver: deliver)
        newGame(session.newGame)
    }

    /// Stops observing the model.
    func stop() {
        modelEvents.stop()
    }

    // MARK: - Events

    /// The one way in: updates the state for `event` and says what the app does next.
    @discardableResult
    func handle(_ event: Event) -> Outcome {
        let wasDropping = state.motion.isDropping
        let outcome = apply(event)
        session.screen.update(in: self, after: event)
        // The card fell through the rows. Once it lands, the whole screen is drawn again: a stray
        // piece of the header was seen left behind when ncurses drew the frames (and scrolled).
        // Ours never scroll (DECISIONS 8); one whole frame a game stays, as a safety net.
        if wasDropping, !state.motion.isDropping, outcome == .keepGoing { return .repaintAll }
        return outcome
    }

    private func apply(_ event: Event) -> Outcome {
        switch event {
        case .input(let input):
            return received(input)
        case .resized(let width, let height):
            state.screenSize = (width, height)
        case .questionsLoaded, .questionsFailedToLoad:
            state.questionsArrived()
            // Keys typed ahead act once the model has finished announcing, from a task of their own.
            if !state.typedAhead.isEmpty { Task { [weak self] in self?.modelEvents.deliver?(.typedAheadKeysDue) } }
        case .loadingProgressed, .openTriviaDBStatusChanged:
            break
        case .storageProblem(let problem):
            // Said once each, and the game goes on (`StorageProblems` announces each once).
            state.addNotice(problem, at: clock.seconds)
        case .historyLoaded:
            // The search sees it; the Game Over card says the best and the streak by itself.
            updatePanel { $0.historyLoaded($1) }
        case .typedAheadKeysDue:
            return KeysTypedAhead.replay(state.typedAhead.takeAll()) { received(.key($0)) }
        case .suspended:
            // The release may never come: a card held by the mouse goes back in place.
            if state.mouse.isHolding { state.cancelDrag() }
        case .tick:
            session.screen.tick(in: self)
            state.advanceMotion(to: clock.seconds, gameIsOver: game.state == .over)
            updatePanel { $0.advance($1) }
        }
        return .keepGoing
    }

    /// What the terminal sent: plain keys act through the key table, the mouse through its child.
    ///
    /// Modified keys (Alt-a, Ctrl-→) only close what is open, as any key does; pastes type into
    /// the history's search; focus reports and unrecognized sequences do nothing.
    private func received(_ input: InputEvent) -> Outcome {
        let key: Key
        switch input {
        case .key(let pressed):
            key = pressed
        case .modifiedKey(let modified, _):
            state.modifiedKey(modified)
            return .keepGoing
        case .paste(let text):
            updatePanel { $0.paste(text, $1) }
            state.typeInSettings(text)
            return .keepGoing
        case .text(let text):
            return typed(text)
        case .mouse(let report):
            return pointer(report)
        case .focusGained, .focusLost, .unrecognized:
            return .keepGoing
        }
        // A key lets go of a card (or a button) held by the mouse.
        if state.mouse.isHolding { state.cancelDrag() }
        let binding = session.screen.binding(for: key, in: text.words.language)
        let quits = binding?.command == .quit
        // Behind the "terminal too small" screen the game can't be seen: only quitting works.
        guard state.layout != nil else { return quits ? .quit : .keepGoing }
        if state.typedAhead.holdsBack(key, quits: quits) { return .keepGoing }
        // Any key puts the falling Game Over card in place, then does what it does.
        if state.motion.isDropping { state.motion.finish() }
        switch state.focus {
        case .help, .answerBox:
            state.boxKey(turnsPage: binding?.command == .nextPage)
        case .panel(var panel):
            return state.panelDid(panel.receive(key, panelContext()), panel)
        case .settings(var screen):
            return settingsDid(screen.receive(key, settingsContext()), screen)
        case .playing:
            // Asked twice "in a row": any other key between cancels an ask to leave.
            if binding?.command != .newGame { session.otherInput() }
            guard let binding else { return .keepGoing }
            if game.state == .loading, binding.availability == .onQuestion {
                state.typedAhead.append(key)
                return .keepGoing
            }
            return session.screen.perform(key, in: self) ?? perform(binding.command)
        }
        return .keepGoing
    }

    /// Characters that arrived together: the keys they are, one by one, until a text field has
    /// the focus.
    ///
    /// The field (the search `/` among them opens) takes the rest as one edit: a flood of letters
    /// costs one edit, not one key each, and what the field can't hold is dropped unread.
    private func typed(_ text: String) -> Outcome {
        var outcome = Outcome.keepGoing
        var rest = Substring(text)
        while let first = rest.first {
            if case .panel(let panel) = state.focus, panel.typesText, state.layout != nil, state.typedAhead.isEmpty,
                !state.mouse.isHolding
            {
                updatePanel { $0.paste(String(rest), $1) }
                return outcome
            }
            if case .settings(let screen) = state.focus, screen.typesText, state.layout != nil {
                state.typeInSettings(String(rest))
                return outcome
            }
            switch received(.key(.character(first))) {
            case .quit: return .quit
            case .keepGoing: break
            case let other: outcome = other
            }
            rest = rest.dropFirst()
        }
        return outcome
    }

    /// Does what `command` asks, where it is available.
    private func perform(_ command: Command) -> Outcome {
        switch command {
        case .quit:
            return .quit
        case .help:
            state.focus = .help
        case .review:
            guard game.state == .over, !game.answers.isEmpty else { break }
            state.finishMotion()
            state.focus = .panel(PanelFeature(.review(Scroller())))
        case .stats:
            state.focus = .panel(PanelFeature(.stats(Scroller())))
        case .settings:
            openSettings()
        case .history:
            state.openHistory(panelContext())
        case .newGame:
            newGameAsked(.newGame(byDrag: false))
        case .daily:
            newGameAsked(.daily)
        case .answer(let value):
            answer(value)
        case .nextPage:
            // The next page of a question too long for the card.
            state.finishMotion()
            state.cardPage.turn(on: presenter().card().title)
        case .showAnswer:
            if presenter().verdict != nil { state.focus = .answerBox(page: 0) }
        }
        return .keepGoing
    }

    /// Clears the screen of the last game, then `begin`s the next one.
    func newGame(_ begin: () -> Task<Void, Never>) {
        applyNextGameSettings()
        state.clearForNewGame()
        _ = begin()
    }

    /// N, ↑, a drag up or D: a new game, or, when the mode under way says so, a notice in the
    /// verdict slot (the session keeps it while it holds).
    func newGameAsked(_ request: ModeSession.Request) {
        guard case .begin(let mode, _) = session.request(request) else { return }
        newGame { session.play(mode) }
    }

    // MARK: - What the view shows

    /// The presenter of the state as it is now.
    func presenter() -> GamePresenter {
        GamePresenter(
            session: session, state: state, now: clock.seconds, text: text, viewWords: viewWords, theme: theme,
            showsExplanations: showsExplanations, panel: { [unowned self] in panelContext() },
            settings: { [unowned self] in settingsContext() }, usesMouse: usesMouse)
    }

    /// Plain values for the view: no `Game` crosses over; nothing changes.
    func screenModel() -> ScreenModel {
        presenter().screenModel()
    }
}
