import QuizView

/// The mouse over the game, as a child of the controller: a click on the settings label beside
/// the New Game button opens the settings, as `o` does; any other report goes to the drag child
/// (`CardDrag`), and the card follows its intent here.
///
/// It knows no `Game`: it reads the state and what the presenter draws, and hands back what the
/// controller does (an answer, a new game, the settings opened).
enum GamePointer {
    /// What the controller does after a report.
    enum Action: Equatable {
        /// Nothing more (the card may have moved).
        case none
        /// Open the settings, as `o` does.
        case openSettings
        /// Let go past the threshold: the card answers, and slides off from where it is.
        case answer(Bool)
        /// The False (false) or True (true) button clicked: answer as the arrow key does.
        case answerClicked(Bool)
        /// Flicked up, or the New Game button clicked.
        case newGame
    }

    /// What `report` does to `state`, over the game that `presenter` draws in `layout`: the card
    /// is grabbed when `canGrab`, answers when let go past the threshold when `canAnswer`, and
    /// springs back at `now` when let go short of it.
    @MainActor
    static func handle(
        _ report: MouseReport, _ state: inout ControllerState, _ presenter: GamePresenter, in layout: ScreenLayout,
        canGrab: Bool, canAnswer: Bool, now: Double
    ) -> Action {
        // The wheel does nothing over the game.
        guard MouseWheel.key(for: report) == nil else { return .none }
        if !state.mouse.isHolding, presenter.clicksSettingsLabel(report, in: layout) { return .openSettings }
        let intent = state.mouse.receive(
            report, presenter.dragLayout(in: layout), canGrab: canGrab, canAnswer: canAnswer)
        switch intent {
        case .none:
            return .none
        case .pressed:
            if state.motion.isDropping { state.motion.finish() }
            return .none
        case .grab:
            // A press during an animation ends it first, as a key does.
            state.finishMotion()
            state.motion.drag(offset: 0, rise: 0)
            return .none
        case .follow(let dx, let dy):
            state.motion.drag(offset: dx, rise: dy)
            return .none
        case .answer(let value): return .answer(value)
        case .answerClicked(let value): return .answerClicked(value)
        case .springBack:
            state.motion.release(answer: nil, at: now)
            return .none
        case .newGame: return .newGame
        }
    }
}
