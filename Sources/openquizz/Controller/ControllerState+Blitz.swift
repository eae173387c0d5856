import QuizCore
import QuizView

/// A blitz's clock on the full screen: it runs only while a question waits for its answer in
/// plain sight (not behind the help, a panel, the settings, the splash or a screen too small,
/// and not while the answered card goes: the card's animations never eat the player's time); at
/// 0 the game is over. The next card springing in is the player's time: it can be read and
/// answered.
@MainActor
extension ControllerState {
    /// Whether a question of `game` waits in plain sight: no answered card going.
    func questionWaitsInSight(_ game: Game) -> Bool {
        game.state == .ongoing && focus == .playing && !showsSplash && !showsAnsweredCard && !motion.isAnswerLeaving
            && ScreenLayout(width: screenSize.width, height: screenSize.height) != nil
    }

    /// Runs or stops the blitz's clock of `session` at `now` as the state says; nothing in any
    /// other mode.
    ///
    /// Called after every event and before an answer. Once the time is out the game ends: an
    /// answer keyed after it finds no question (it doesn't count), a card held by the mouse goes
    /// back, a card still leaving goes, then Game Over falls into place.
    ///
    /// After `.suspended` (Ctrl-Z) it stops until the next event: the game is off screen.
    mutating func updateBlitz(_ session: ModeSession, at now: Double, after event: ControllerEvent? = nil) {
        guard let timer = session.blitz else { return }
        let runs = event != .suspended && questionWaitsInSight(session.game)
        if timer.update(running: runs, at: now, game: session.game), mouse.isHolding {
            cancelDrag()
        }
    }
}
