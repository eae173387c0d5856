import QuizCore
import QuizView

/// A blitz on the full screen (`ModeScreen`): its clock on the score line, warning in its last
/// 10 s, waking the loop as its seconds change, and its time in the share line.
///
/// The clock runs only while a question waits for its answer in plain sight (not behind the
/// help, a panel, the settings, the splash or a screen too small, and not while the answered card
/// goes: the card's animations never eat the player's time); at 0 the game is over. The next card
/// springing in is the player's time: it can be read and answered.
@MainActor
struct BlitzScreen: ModeScreen {
    let timer: BlitzTimer

    /// The part of `mode`, a blitz; nil for any other mode.
    init?(_ mode: any GameMode) {
        guard let blitz = mode as? BlitzMode else { return nil }
        timer = blitz.timer
    }

    func warns(at now: Double) -> Bool { timer.clock.warns(at: now) }

    /// The clock wakes the loop only while it runs, when the seconds shown change.
    func nextChange(at now: Double) -> Double? { timer.clock.nextChange(at: now) }

    /// Runs or stops the clock at the controller's time as its state says.
    ///
    /// Called after every event and before an answer. Once the time is out the game ends: an
    /// answer keyed after it finds no question (it doesn't count), a card held by the mouse goes
    /// back, a card still leaving goes, then Game Over falls into place.
    ///
    /// After `.suspended` (Ctrl-Z) it stops until the next event: the game is off screen.
    func update(in controller: GameController, after event: ControllerEvent?) {
        let game = controller.game
        let runs = event != .suspended && controller.state.questionWaitsInSight(game)
        if timer.update(running: runs, at: controller.clock.seconds, game: game), controller.state.mouse.isHolding {
            controller.state.cancelDrag()
        }
    }

    /// A blitz's share line says its time: "OpenQuizz Blitz 17 in 60 s".
    func shareLine(_ session: ModeSession, text: PlayerText, ascii: Bool) -> String {
        let answers = session.game.answers
        guard !answers.isEmpty else { return text.panel.shareLine(answers, ascii: ascii) }
        return BlitzText(words: text.words).shareLine(
            answers, deck: text.panel.quotedDeck(of: answers, ascii: ascii), clock: timer.clock)
    }
}

@MainActor
extension ControllerState {
    /// Whether a question of `game` waits in plain sight: no answered card going.
    func questionWaitsInSight(_ game: Game) -> Bool {
        game.state == .ongoing && focus == .playing && !showsSplash && !showsAnsweredCard && !motion.isAnswerLeaving
            && layout != nil
    }
}
