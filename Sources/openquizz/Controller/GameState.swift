import Foundation
import Motion
import QuizCore
import QuizView

extension GameController {
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
    }

    /// What the app should do after an event.
    enum Outcome: Equatable {
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
    enum Focus: Equatable {
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
    }

    /// What the controller knows beyond the model: facts, never text to show (the presenter says
    /// them).
    struct State {
        var focus = Focus.playing
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
    }
}

// MARK: - Storage notices

extension GameController.State {
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

// MARK: - Read-only views of the state, for the loop and the tests

extension GameController {
    var focus: Focus { state.focus }
    var motion: CardMotion { state.motion }
    /// The score line's bump after a right answer, until it is at rest.
    var scoreBump: SpringAnimation? { state.scoreBump }
    var screenSize: (width: Int, height: Int) { state.screenSize }
    var showsSplash: Bool { state.showsSplash }
    /// Keys typed while the questions load, waiting for them.
    var typedAhead: KeysTypedAhead { state.typedAhead }
    /// Whether the help is open.
    var showsHelp: Bool { state.focus == .help }
    /// The page of the answer box (the whole verdict and explanation), or nil when it is closed.
    var answerBoxPage: Int? {
        if case .answerBox(let page) = state.focus { page } else { nil }
    }
    /// The review, stats or history over the game, or nil.
    var overlay: Overlay? {
        if case .panel(let panel) = state.focus { panel.state } else { nil }
    }

    /// The verdict line shown, and its tone.
    var verdict: (text: String, tone: Tone)? { presenter().verdict }

    /// The line under the verdict shown: the fact behind the answer, or a file's problem.
    var explanation: String? { presenter().explanation }

    /// When the next frame is due, or nil when nothing moves (the loop then waits for input).
    func nextFrameTime() -> Double? {
        presenter().nextFrameTime()
    }

    /// When the day's challenge changes (the next UTC midnight), for a run that has one.
    func nextDayChange() -> Date? {
        presenter().nextDayChange()
    }
}
