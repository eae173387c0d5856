import QuizCore
import QuizView

/// A duel on the full screen (`ModeScreen`): both players on the score line, who has answered
/// and then both verdicts in the verdict slot, each question once in the review, two players'
/// keys and no mouse (a button can't tell the players apart).
@MainActor
struct DuelScreen: ModeScreen {
    let match: DuelMatch

    /// The part of `mode`, a duel; nil for any other mode.
    init?(_ mode: any GameMode) {
        guard let duel = mode as? DuelMode else { return nil }
        match = duel.match
    }

    private func text(_ words: Wording, ellipsis: String = "…") -> DuelText {
        DuelText(words: words, match: match, ellipsis: ellipsis)
    }

    /// The names cut with the theme's ellipsis ("..." under --ascii): measured as drawn.
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, theme: Theme, width: Int) -> String? {
        text(words, ellipsis: theme.symbols.ellipsis).scoreLine(session.game, width: width)
    }

    /// The line is the players' points, not the game's score.
    var bumpsScore: Bool { false }

    /// Who has answered while the answer is hidden, else the question settled last; nil before
    /// any answer (a file's problem is then said as in a game for one).
    func verdict(words: Wording, truth: Bool?, width: Int, ellipsis: String) -> (text: String, tone: Tone)? {
        text(words, ellipsis: ellipsis).verdict(truth: truth, width: width)
    }

    var answersByMouse: Bool { false }

    /// A question answered once settles by itself.
    func nextChange(at now: Double) -> Double? { match.settlesAt.map { max(now, $0) } }

    func helpLines(ascii: Bool, words: Wording) -> [HelpLine] { KeyMap.duelHelpLines(ascii: ascii, words: words) }

    /// The duel's own table, in every language.
    func binding(for key: Key, in language: Language) -> KeyBinding? {
        KeyMap.duelBindings.first { $0.keys.contains(key) }
    }

    /// A player's answer key answers for that player.
    func perform(_ key: Key, in controller: GameController) -> ControllerOutcome? {
        guard let own = KeyMap.duelPlayerKeys.first(where: { $0.binding.keys.contains(key) }) else { return nil }
        return DuelPlay.answer(own.player, own.binding.command, in: controller, match: match)
    }

    func update(in controller: GameController, after event: ControllerEvent?) {
        DuelPlay.update(in: controller, after: event, match: match)
    }

    func tick(in controller: GameController) {
        DuelPlay.settle(in: controller, match: match)
    }

    /// Each question once, with both players' answers.
    func review(_ session: ModeSession, text: PlayerText, theme: Theme, width: Int, explanations: Bool)
        -> PanelLinesCache.Content
    {
        self.text(text.words).review(
            session.game.answers, width: width, symbols: theme.symbols, explanations: explanations && text.explanations)
    }

    /// Both players' names and points.
    func shareLine(_ session: ModeSession, text: PlayerText, ascii: Bool) -> String {
        self.text(text.words).shareLine
    }

    /// Each player's answer keys, as the documents list them after the table's.
    nonisolated static var documentedKeys: [DocumentedKeys] {
        DuelPlayer.allCases.map { player in
            DocumentedKeys(
                bindings: KeyMap.duelPlayerKeys.filter { $0.player == player }.map(\.binding),
                usage: DuelWords.usageKeys(player), manual: DuelWords.manualKeys(player))
        }
    }
}

/// The duel's part of the controller: two players' keys, answers hidden until they settle.
///
/// An answer is hidden until both have answered or `DuelRound.wait` has passed on the clock,
/// then both verdicts show together as the card leaves. The rules are the model's (`DuelMatch`,
/// `DuelRound`).
@MainActor
enum DuelPlay {
    /// `player` answers as `command` says (an answer) to the question shown in `controller`'s
    /// game: hidden until the question settles.
    static func answer(_ player: DuelPlayer, _ command: Command, in controller: GameController, match: DuelMatch)
        -> GameController.Outcome
    {
        controller.finishMotion()
        guard case .answer(let choice) = command, let question = controller.game.currentQuestion,
            match.answer(player, choice, in: controller.game, at: controller.clock.seconds)
        else { return .keepGoing }
        // The second answer settles the question at once.
        if match.round.answers.isEmpty { settled(question, in: controller) }
        return .keepGoing
    }

    /// As the clock moves on: a question answered once settles `DuelRound.wait` after.
    static func settle(in controller: GameController, match: DuelMatch) {
        guard let question = controller.game.currentQuestion,
            match.settle(controller.game, at: controller.clock.seconds)
        else { return }
        settled(question, in: controller)
    }

    /// Runs or stops the wait for the second answer as a blitz's clock runs and stops: only while
    /// the question is in plain sight (not behind the help, a panel, the settings, the splash or a
    /// screen too small), and not after `.suspended` (Ctrl-Z) until the next event.
    static func update(in controller: GameController, after event: ControllerEvent?, match: DuelMatch) {
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
    /// Each player's answer keys.
    static let duelPlayerKeys: [(player: DuelPlayer, binding: KeyBinding)] = [
        (
            .one,
            KeyBinding(
                command: .answer(false), keys: [.character("s"), .character("S")], names: ["s"],
                availability: .onQuestion)
        ),
        (
            .one,
            KeyBinding(
                command: .answer(true), keys: [.character("d"), .character("D")], names: ["d"],
                availability: .onQuestion)
        ),
        (
            .two,
            KeyBinding(
                command: .answer(false), keys: [.left], names: ["←"], asciiNames: ["<-"], availability: .onQuestion)
        ),
        (
            .two,
            KeyBinding(
                command: .answer(true), keys: [.right], names: ["→"], asciiNames: ["->"], availability: .onQuestion)
        ),
    ]

    /// The duel's table: the players' keys, then the others.
    static let duelBindings: [KeyBinding] =
        duelPlayerKeys.map(\.binding)
        + bindings.filter { ![.answer(true), .answer(false), .stats, .daily].contains($0.command) }

    /// The help's rows in a duel: each player's answer keys on a row of their own, then the rest
    /// as the help has them.
    static func duelHelpLines(ascii: Bool, words: Wording) -> [HelpLine] {
        let players = DuelPlayer.allCases.map { player in
            let keys = duelPlayerKeys.filter { $0.player == player }.flatMap { $0.binding.names(ascii: ascii) }
            return HelpLine(key: keys.joined(separator: "  "), action: words(DuelWords.keysHelp(player)))
        }
        let others = Set(duelBindings.dropFirst(duelPlayerKeys.count).map(\.command))
        // No mouse: dragging can't tell the players apart.
        let rest = helpLines(ascii: ascii, words: words).enumerated().filter { index, _ in
            guard case .binding(let binding) = helpEntries[index] else { return false }
            return others.contains(binding.command)
        }.map(\.element)
        return players + rest
    }
}
