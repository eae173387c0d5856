import Foundation
import Motion
import QuizCore
import QuizView

// The controller's value types: what happens (`ControllerEvent`), what the app does next
// (`ControllerOutcome`), what has the keys (`ControllerFocus`) and what it knows beyond the model
// (`ControllerState`). `GameController` names them `Event`, `Outcome`, `Focus` and `State`.

/// Something that happened, named after what happened.
enum ControllerEvent: Equatable {
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
}

/// What the app should do after an event.
enum ControllerOutcome: Equatable {
    case keepGoing
    /// Go on, and draw the next frame whole, every cell.
    case repaintAll
    case quit
    /// Put this text on the clipboard (OSC 52), then go on.
    case copy(String)
}

/// What has the keys: the game, or the one thing open over it.
///
/// Only one can be open at a time, so keys, the mouse and the screen each route with one switch.
enum ControllerFocus: Equatable {
    /// The game (or the launch screen) has the keys.
    case playing
    /// The help box (`?`): any key closes it.
    case help
    /// The last answer's whole verdict and explanation (`e`), at this page.
    case answerBox(page: Int)
    /// The review, stats or history.
    case panel(PanelFeature)
    /// The settings screen (`o`).
    case settings(SettingsScreen)
}

/// The last answer: facts, from which the card, the verdict and the box are said.
struct LastAnswer: Equatable {
    let question: Question
    let choice: Bool
    let isRight: Bool
}

/// The page of a long card shown: it counts for the card of `title` only, so any other card
/// starts on its first page.
struct CardPage: Equatable {
    var page = 0
    var title = ""

    /// The next page of the card of `title`: its second when another card's page was kept.
    mutating func turn(on title: String) {
        page = self.title == title ? page + 1 : 1
        self.title = title
    }
}

/// What the controller knows beyond the model: facts, never text to show (the presenter says
/// them).
struct ControllerState {
    var focus = ControllerFocus.playing
    /// True until the first questions arrive: the launch screen is shown.
    var showsSplash = true
    /// The screen size, for the card's slide off the edge; set by `.resized`.
    var screenSize = (width: 80, height: 24)
    var motion = CardMotion()
    /// The score line's bump after a right answer, until it is at rest.
    var scoreBump: SpringAnimation?
    /// The answer given last in this game, until a new game starts.
    var lastAnswer: LastAnswer?
    /// Whether the answered card is still on screen (leaving it), before the next one shows.
    var showsAnsweredCard = false
    /// Files that could not be saved since the last answer, oldest first.
    var notices: [StorageProblem] = []
    /// When the first of `notices` was said (the clock's seconds), or nil when there is none.
    var noticesSince: Double?
    var cardPage = CardPage()
    /// The mouse holding the card or the New Game button.
    var mouse = CardDrag()
    /// Keys typed while the questions load, waiting for them.
    var typedAhead = KeysTypedAhead()
    /// When the history was last searched: a history opened again searches a frame later at
    /// the soonest.
    var historySearchedAt = -Double.infinity

    /// Where the game's parts go on this screen, or nil when it is too small to show the game
    /// (the view then says so).
    var layout: ScreenLayout? {
        ScreenLayout(width: screenSize.width, height: screenSize.height)
    }
}

// MARK: - Storage notices

extension ControllerState {
    /// The least time a file's problem stays on screen, in the clock's seconds.
    ///
    /// An answer given sooner moves it under the verdict rather than taking it away, so the
    /// player can read it. New Game dismisses it at once.
    static let noticeTime = 6.0

    /// Says `problem` from `now`, after any still said.
    mutating func addNotice(_ problem: StorageProblem, at now: Double) {
        if notices.isEmpty { noticesSince = now }
        notices.append(problem)
    }

    /// After an answer at `now`: the notices go once they have been up for `noticeTime`.
    mutating func answered(at now: Double) {
        if let since = noticesSince, now - since < Self.noticeTime { return }
        dismissNotices()
    }

    mutating func dismissNotices() {
        notices = []
        noticesSince = nil
    }
}

// MARK: - The card's motion, a new game and the panel open

extension ControllerState {
    /// Moves the card and the score's bump on to `now`.
    ///
    /// An answered card that has left makes way for the next; after the last one, Game Over's card
    /// falls from above the screen and bounces into place, in under a second (any key puts it there
    /// at once).
    mutating func advanceMotion(to now: Double, gameIsOver: Bool) {
        if motion.advance(to: now), showsAnsweredCard {
            showsAnsweredCard = false
            if gameIsOver, let layout {
                motion.drop(from: layout.card.maxY, at: now)
            }
        }
        if var bump = scoreBump {
            bump.advance(to: now)
            scoreBump = bump.isAtRest ? nil : bump
        }
    }

    /// The first questions (or why there are none) take the launch screen's and the card's place
    /// at once.
    mutating func questionsArrived() {
        showsSplash = false
        motion.finish()
        showsAnsweredCard = false
    }

    /// Text typed or pasted into the settings screen, when it is open.
    mutating func typeInSettings(_ text: String) {
        guard case .settings(var screen) = focus else { return }
        screen.type(text)
        focus = .settings(screen)
    }

    /// Puts a moving card where it goes, at once.
    mutating func finishMotion() {
        guard motion.isMoving else { return }
        motion.finish()
        showsAnsweredCard = false
    }

    /// Clears the screen of the last game: panels close, the card rests, the answer and the
    /// notices go.
    mutating func clearForNewGame() {
        if case .panel = focus { focus = .playing }
        if case .settings = focus { focus = .playing }
        motion.finish()
        scoreBump = nil
        showsAnsweredCard = false
        lastAnswer = nil
        dismissNotices()
    }

    /// An answer given at `now`: the card says it and leaves (slides off, or, let go by the mouse,
    /// from where it is), and the score bumps as it rises, up a row and back on a short spring.
    mutating func show(_ answer: LastAnswer, at now: Double, bumpsScore: Bool, releasingDrag: Bool) {
        lastAnswer = answer
        answered(at: now)
        showsAnsweredCard = true
        if bumpsScore {
            scoreBump = SpringAnimation(
                from: 1, to: 0, spring: .courseBoing, startTime: now, restDistance: 0.05, restVelocity: 0.5)
        }
        if releasingDrag {
            motion.release(answer: answer.choice, at: now)
        } else {
            motion.swipe(answer: answer.choice, at: now)
        }
    }

    /// Opens the history, which searches a frame after the last one opened at the soonest.
    @MainActor
    mutating func openHistory(_ context: PanelFeature.Context) {
        let browser = HistoryBrowser(now: context.now, lastSearch: historySearchedAt, search: context.search)
        historySearchedAt = browser.lastSearch
        focus = .panel(PanelFeature(.history(browser)))
    }

    /// A plain key over the help or the answer box: any key closes the help, q and Esc included
    /// (none of them quits from there); the page key (`turnsPage`) turns the box's pages, and any
    /// other closes it, q and Esc included.
    mutating func boxKey(turnsPage: Bool) {
        switch focus {
        case .help: focus = .playing
        case .answerBox(let page): focus = turnsPage ? .answerBox(page: page + 1) : .playing
        case .playing, .panel, .settings: break
        }
    }

    /// A modified key (Alt-a, Ctrl-→) only closes what is open, as any key does: the help, the
    /// answer box, or a panel as it says; the game and the settings screen take none.
    mutating func modifiedKey(_ key: Key) {
        switch focus {
        case .help, .answerBox: focus = .playing
        case .panel(var panel): focus = panel.modifiedKey(key) == .close ? .playing : .panel(panel)
        case .playing, .settings: break
        }
    }

    /// A key lets go of the card: it is back in place, as it was.
    mutating func cancelDrag() {
        mouse.cancel()
        if motion.dragOffset != nil { motion.finish() }
    }

    /// The panel open, if any, told `change` in `context`; it stays open.
    mutating func updatePanel(
        _ context: PanelFeature.Context, _ change: (inout PanelFeature, PanelFeature.Context) -> Void
    ) {
        guard case .panel(var panel) = focus else { return }
        change(&panel, context)
        focus = .panel(panel)
        noteSearch(panel)
    }

    /// Honours what the panel said: it stays open (as it now is), closes or copies.
    mutating func panelDid(_ outcome: PanelFeature.Outcome, _ panel: PanelFeature) -> ControllerOutcome {
        noteSearch(panel)
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

    /// Keeps when the history panel last searched, for the next one opened.
    private mutating func noteSearch(_ panel: PanelFeature) {
        if case .history(let browser) = panel.state { historySearchedAt = browser.lastSearch }
    }
}

// MARK: - When the loop wakes

extension GameController {
    /// When the next frame is due, or nil when nothing moves (the loop then waits for input).
    func nextFrameTime() -> Double? {
        presenter().nextFrameTime()
    }

    /// When the day's challenge changes (the next UTC midnight), for a run that has one.
    func nextDayChange() -> Date? {
        presenter().nextDayChange()
    }
}
