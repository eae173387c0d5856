import QuizCore
import QuizView

/// Why the settings chosen can't make a game (a deck that can't be read, or matches nothing), in
/// a sentence the player reads.
struct SettingsRefusal: Error, Equatable {
    var message: String
}

/// The controller's way to the run's settings: those in force, what the screen offers, how they
/// are kept and how the next games are made from them.
struct SettingsLink {
    /// The settings in force (the file's and the flags').
    var current = Settings()
    var choices = SettingsChoices()
    /// Keeps the settings chosen (the settings file); a failure is said, and they hold for this
    /// run.
    ///
    /// A save that went through may have a notice to say (the file moved aside).
    var save: @MainActor (Settings) -> Result<StorageProblem?, StorageProblem> = { _ in .success(nil) }
    /// The way to play the settings make, for the next games (what N starts); nil keeps the run's.
    var makeHome: (@MainActor (Settings) -> Result<any GameMode, SettingsRefusal>)?
}

/// The glue between the controller and the settings screen: it opens, takes the keys and the
/// mouse, and on closing its choices are kept and made the next games'.
extension GameController {
    /// Opens the settings screen on the settings in force.
    func openSettings() {
        finishMotion()
        state.focus = .settings(SettingsScreen(settings.current))
    }

    /// What the settings screen reads.
    func settingsContext() -> SettingsScreen.Context {
        SettingsScreen.Context(
            screenWidth: state.screenSize.width, screenHeight: state.screenSize.height, words: words,
            ascii: theme.ascii, choices: settings.choices)
    }

    /// Honours what the screen said: it stays open, or closes with its choices in force.
    ///
    /// They play from the next game, which N starts at once; choices that can't make a game keep
    /// the screen open, saying why.
    func settingsDid(_ outcome: SettingsScreen.Outcome, _ screen: SettingsScreen) -> Outcome {
        var screen = screen
        guard outcome != .stay else {
            state.focus = .settings(screen)
            return .keepGoing
        }
        var notice: StorageProblem?
        if screen.chosen != screen.original {
            switch adopt(screen.chosen) {
            case .success(let said): notice = said
            case .failure(let refusal):
                screen.problem = refusal.message
                state.focus = .settings(screen)
                return .keepGoing
            }
        }
        state.focus = .playing
        if outcome == .newGame { newGameAsked(.newGame(byDrag: false)) }
        // Said after the new game has cleared the last one's notices, else N would take it away.
        if let notice { state.addNotice(notice, at: clock.seconds) }
        return .keepGoing
    }

    /// Makes `chosen` the next games' settings, and keeps them: what their save has to say
    /// (not saved, or the file moved aside), else why they can't make a game.
    private func adopt(_ chosen: Settings) -> Result<StorageProblem?, SettingsRefusal> {
        if let makeHome = settings.makeHome {
            switch makeHome(chosen) {
            case .success(let mode): session.home = mode
            case .failure(let refusal): return .failure(refusal)
            }
        }
        settings.current = chosen
        nextGameSettings = chosen
        // A save that failed is said as any file's problem is (the choices hold for this run).
        return settings.save(chosen).flatMapError { .success($0) }
    }

    /// What the next game takes from the settings chosen: motion and explanations (the rest is in
    /// the way to play, or waits for the next start).
    func applyNextGameSettings() {
        guard let next = nextGameSettings else { return }
        nextGameSettings = nil
        reducedMotion = next.reducedMotion
        state.motion.reduced = next.reducedMotion
        showsExplanations = next.explanations
    }

    /// A mouse report over the settings screen: a click on a row or on its Esc label, or the wheel.
    func settingsPointer(_ report: MouseReport, _ screen: SettingsScreen) -> Outcome {
        var screen = screen
        let outcome = SettingsPointer.handle(report, &screen, settingsContext())
        return settingsDid(outcome, screen)
    }
}
