import QuizView

/// The glue between the controller and the settings screen's child (`SettingsFeature`): the
/// screen opens, takes the keys and the mouse, and what the child says on closing is done here.
extension GameController {
    /// Opens the settings screen on the settings in force.
    func openSettings() {
        state.finishMotion()
        state.focus = .settings(settings.open())
    }

    /// What the settings screen reads.
    func settingsContext() -> SettingsScreen.Context {
        settings.context(screenSize: state.screenSize, words: words, ascii: theme.ascii)
    }

    /// Honours what the screen said: it stays open, or closes with its choices in force.
    ///
    /// They play from the next game, which N starts at once; choices that can't make a game keep
    /// the screen open, saying why.
    func settingsDid(_ outcome: SettingsScreen.Outcome, _ screen: SettingsScreen) -> Outcome {
        switch settings.finish(outcome, screen) {
        case .stay(let screen):
            state.focus = .settings(screen)
        case .close(let home, let newGame, let notice):
            if let home { session.home = home }
            state.focus = .playing
            if newGame { newGameAsked(.newGame(byDrag: false)) }
            // Said after the new game has cleared the last one's notices, else N would take it away.
            if let notice { state.addNotice(notice, at: clock.seconds) }
        }
        return .keepGoing
    }

    /// What the next game takes from the settings chosen: motion and explanations (the rest is in
    /// the way to play, or waits for the next start).
    func applyNextGameSettings() {
        guard let next = settings.takeNextGame() else { return }
        state.motion.reduced = next.reducedMotion
        showsExplanations = next.explanations
    }
}
