import Motion
import QuizView

@testable import openquizz

/// Read-only views of the controller's state and of what its presenter says, which only the tests
/// ask for (the loop asks for `nextFrameTime()` and `nextDayChange()` alone).
extension GameController {
    /// A panel of its own over the game, and where it stands.
    typealias Overlay = PanelFeature.State

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
}
