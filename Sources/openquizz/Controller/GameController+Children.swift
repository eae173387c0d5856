import QuizView

/// The glue between the controller and its children: the panel open (`PanelFeature`) and the
/// mouse (`CardDrag`) each get what they read, and what they say is done here.
extension GameController {
    /// The panel open, if any, told `change`; it stays open.
    func updatePanel(_ change: (inout PanelFeature, PanelFeature.Context) -> Void) {
        guard case .panel = state.focus else { return }
        state.updatePanel(panelContext(), change)
    }

    /// What the panels read from the game, the history and the screen.
    func panelContext() -> PanelFeature.Context {
        let width = QuizView.Panel.textWidth(screenWidth: state.screenSize.width)
        return PanelFeature.Context(
            screenWidth: state.screenSize.width, screenHeight: state.screenSize.height, now: clock.seconds,
            theme: theme, text: text, usesMouse: usesMouse, canCopy: canCopy, history: game.history,
            answerCount: game.answers.count,
            review: { [unowned self] in
                panelLines.review(of: session, text: text, theme: theme, width: width, explanations: showsExplanations)
            },
            stats: { [unowned self] in
                panelLines.stats(
                    of: game.history, text: text, ascii: theme.ascii, width: width, today: session.today,
                    players: settings.current)
            },
            shareLine: { [unowned self] in panelLines.shareLine(session, text, ascii: theme.ascii) },
            players: session.screen.players(settings.current))
    }

    /// A mouse report: over the game, the drag child turns it into an intent; over a panel, the
    /// wheel scrolls it; over the help or a box, nothing.
    func pointer(_ report: MouseReport) -> Outcome {
        // Reports never asked for (`--no-mouse`, a terminal without a mouse) are noise.
        guard usesMouse, let layout = ScreenLayout(width: state.screenSize.width, height: state.screenSize.height)
        else { return .keepGoing }
        switch state.focus {
        case .help, .answerBox:
            return .keepGoing
        case .settings(let screen):
            return settingsPointer(report, screen)
        case .panel(var panel):
            // A notch of the wheel scrolls the panel open; nothing else reaches it.
            guard let key = MouseWheel.key(for: report) else { return .keepGoing }
            return state.panelDid(panel.wheeled(key, panelContext()), panel)
        case .playing:
            guard MouseWheel.key(for: report) == nil else { return .keepGoing }
        }
        var button: Rect?
        if case .button(let title, _) = presenter().bottomRow {
            button = ButtonView(title: title).frame(in: layout.bottom, theme: theme)
        }
        let answers = layout.answers.flatMap { presenter().answerButtons?.frames(in: $0) }
        let drag = CardDrag.Layout(
            card: layout.card, button: button, falseButton: answers?.false, trueButton: answers?.true,
            screenWidth: state.screenSize.width)
        // A click on the settings label opens the settings, as `o` does.
        if let button, !report.isRelease, report.button & (64 | 32 | 0b11) == 0, !state.mouse.isHolding,
            let hint = presenter().bottomHint,
            GameScreen.bottomHintFrame(hint, button: button, in: layout.bottom)?.contains(x: report.x, y: report.y)
                == true
        {
            openSettings()
            return .keepGoing
        }
        let intent = state.mouse.receive(
            report, drag, canGrab: session.screen.answersByMouse && ![.loading, .idle].contains(game.state),
            canAnswer: game.state == .ongoing)
        switch intent {
        case .none:
            break
        case .pressed:
            if state.motion.isDropping { state.motion.finish() }
        case .grab:
            // A press during an animation ends it first, as a key does.
            finishMotion()
            state.motion.drag(offset: 0, rise: 0)
        case .follow(let dx, let dy):
            state.motion.drag(offset: dx, rise: dy)
        case .answer(let value):
            answer(value, releasingDrag: true)
        case .springBack:
            state.motion.release(answer: nil, at: clock.seconds)
        case .newGame:
            newGameAsked(.newGame(byDrag: true))
        case .answerClicked(let value):
            // As ← or → does: the same answer, the same swipe.
            session.otherInput()
            answer(value)
        }
        return .keepGoing
    }
}
