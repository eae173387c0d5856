import QuizView

/// The glue between the controller and its children: the panel open (`PanelFeature`) and the
/// mouse over the game (`GamePointer`, with `CardDrag`) each get what they read, and what they
/// say is done here.
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
                    players: settings.link.current)
            },
            shareLine: { [unowned self] in panelLines.shareLine(session, text, ascii: theme.ascii) },
            players: session.screen.players(settings.link.current))
    }

    /// A mouse report: over the game, its child (`GamePointer`) moves the card and says what is
    /// done here; over a panel, the wheel scrolls it; over the help or a box, nothing.
    func pointer(_ report: MouseReport) -> Outcome {
        // Reports never asked for (`--no-mouse`, a terminal without a mouse) are noise.
        guard usesMouse, let layout = state.layout else { return .keepGoing }
        switch state.focus {
        case .help, .answerBox:
            return .keepGoing
        case .settings(var screen):
            return settingsDid(SettingsPointer.handle(report, &screen, settingsContext()), screen)
        case .panel(var panel):
            // A notch of the wheel scrolls the panel open; nothing else reaches it.
            guard let key = MouseWheel.key(for: report) else { return .keepGoing }
            return state.panelDid(panel.wheeled(key, panelContext()), panel)
        case .playing:
            break
        }
        let presenter = presenter()
        let canGrab = session.screen.answersByMouse && ![.loading, .idle].contains(game.state)
        let action = GamePointer.handle(
            report, &state, presenter, in: layout, canGrab: canGrab, canAnswer: game.state == .ongoing,
            now: clock.seconds)
        switch action {
        case .none:
            break
        case .openSettings:
            openSettings()
        case .answer(let value):
            answer(value, releasingDrag: true)
        case .answerClicked(let value):
            // As ← or → does: the same answer, the same swipe.
            session.otherInput()
            answer(value)
        case .newGame:
            newGameAsked(.newGame(byDrag: true))
        }
        return .keepGoing
    }
}
