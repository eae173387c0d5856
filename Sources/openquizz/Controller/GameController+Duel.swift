import QuizCore
import QuizView

/// The duel's part of the controller: two players' keys, answers hidden until they settle.
///
/// An answer is hidden until both have answered or `DuelRound.wait` has passed on the clock,
/// then both verdicts show together as the card leaves. The rules are the model's (`DuelMatch`,
/// `DuelRound`).
@MainActor
enum DuelPlay {
    /// `player` answers as `command` says (an answer) to the question shown in `controller`'s
    /// game: hidden until the question settles.
    static func answer(_ player: DuelPlayer, _ command: Command, in controller: GameController)
        -> GameController.Outcome
    {
        controller.finishMotion()
        guard case .answer(let choice) = command, let match = controller.session.duel,
            let question = controller.game.currentQuestion,
            match.answer(player, choice, in: controller.game, at: controller.clock.seconds)
        else { return .keepGoing }
        // The second answer settles the question at once.
        if match.round.answers.isEmpty { settled(question, in: controller) }
        return .keepGoing
    }

    /// As the clock moves on: a question answered once settles `DuelRound.wait` after.
    static func settle(in controller: GameController) {
        guard let match = controller.session.duel, let question = controller.game.currentQuestion,
            match.settle(controller.game, at: controller.clock.seconds)
        else { return }
        settled(question, in: controller)
    }

    /// Runs or stops the wait for the second answer as a blitz's clock runs and stops: only while
    /// the question is in plain sight (not behind the help, a panel, the settings, the splash or a
    /// screen too small), and not after `.suspended` (Ctrl-Z) until the next event.
    static func update(in controller: GameController, after event: ControllerEvent) {
        guard let match = controller.session.duel else { return }
        let state = controller.state
        let inSight =
            event != .suspended && state.focus == .playing && !state.showsSplash
            && ScreenLayout(width: state.screenSize.width, height: state.screenSize.height) != nil
        match.set(running: inSight, at: controller.clock.seconds)
    }

    /// Both verdicts show together, and the card leaves toward the truth.
    private static func settled(_ question: Question, in controller: GameController) {
        controller.state.show(
            LastAnswer(question: question, choice: question.answer, isRight: true), at: controller.clock.seconds,
            bumpsScore: false, releasingDrag: false)
    }
}

/// A duel's keys: player one's S and D (in the same places on QWERTY and AZERTY), player two's
/// arrows, and the table's other keys but those S and D send elsewhere (the stats, the daily
/// challenge) and the single player's h and l.
extension KeyMap {
    static let duelBindings: [KeyBinding] =
        [
            KeyBinding(
                command: .answer(false), keys: [.character("s"), .character("S")], names: ["s"], player: .one,
                availability: .onQuestion),
            KeyBinding(
                command: .answer(true), keys: [.character("d"), .character("D")], names: ["d"], player: .one,
                availability: .onQuestion),
            KeyBinding(
                command: .answer(false), keys: [.left], names: ["←"], asciiNames: ["<-"], player: .two,
                availability: .onQuestion),
            KeyBinding(
                command: .answer(true), keys: [.right], names: ["→"], asciiNames: ["->"], player: .two,
                availability: .onQuestion),
        ] + bindings.filter { ![.answer(true), .answer(false), .stats, .daily].contains($0.command) }

    /// The binding `key` sends: a duel's own table in a duel, else the table in `language`.
    static func binding(for key: Key, duel: Bool, in language: Language) -> KeyBinding? {
        duel ? duelBindings.first { $0.keys.contains(key) } : binding(for: key, in: language)
    }

    /// The help's rows in a duel: each player's answer keys on a row of their own, then the rest
    /// as the help has them.
    static func duelHelpLines(ascii: Bool, words: Wording) -> [HelpLine] {
        let players = DuelPlayer.allCases.map { player in
            let keys = duelBindings.filter { $0.player == player }.flatMap { $0.names(ascii: ascii) }
            return HelpLine(key: keys.joined(separator: "  "), action: words(DuelWords.keysHelp(player)))
        }
        let others = Set(duelBindings.filter { $0.player == nil }.map(\.command))
        // No mouse: dragging can't tell the players apart.
        let rest = helpLines(ascii: ascii, words: words).enumerated().filter { index, _ in
            guard case .binding(let binding) = helpEntries[index] else { return false }
            return others.contains(binding.command)
        }.map(\.element)
        return players + rest
    }
}
