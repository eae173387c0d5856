import Motion
import Quiz
import QuizView

extension GameController {
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
        var cardPage = CardPage()
        /// The mouse holding the card or the New Game button.
        var mouse = CardDrag()
        /// Keys typed while the questions load, waiting for them.
        var typedAhead = KeysTypedAhead()
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
}
