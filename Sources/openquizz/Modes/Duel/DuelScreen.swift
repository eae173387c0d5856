import QuizCore
import QuizView

/// A duel on the full screen (`ModeScreen`).
///
/// Both players on the score line, who has answered and then both verdicts in the verdict slot,
/// each question once in the review, two players' keys and no mouse (a button can't tell the
/// players apart). Below: its answers in the controller (`DuelPlay`), its keys, and its names
/// asked on the settings screen (`NameEntry`).
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
    func verdict(words: Wording, truth: Bool?, width: @autoclosure () -> Int, ellipsis: String)
        -> (text: String, tone: Tone)?
    {
        text(words, ellipsis: ellipsis).verdict(truth: truth, width: width())
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

    /// The names the duel on screen began with (names changed on the settings screen wait for
    /// the next duel).
    func players(_ settings: Settings) -> Settings {
        var named = settings
        named.player1 = match.names[.one] ?? ""
        named.player2 = match.names[.two] ?? ""
        return named
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
        controller.state.finishMotion()
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

/// The duel's names, asked on the settings screen.
///
/// A duel chosen there, whose players have no names yet, asks them as the screen closes (Esc or
/// N), player one's then player two's, as the command line asks them before a duel it starts;
/// Enter on an empty name keeps "Player 1". They are kept with the other choices (the settings
/// file's `player1` and `player2`), so they are asked once.
struct NameEntry: Equatable {
    /// What a key did.
    enum Step: Equatable {
        case typing
        /// Esc: back to the settings.
        case back
        /// Both names are in.
        case named(one: String, two: String)
    }

    /// Whose name is being typed.
    var player = DuelPlayer.one
    var typed = ""
    /// Player one's name, once given.
    var first: String?
    /// What closing asked for, done once both names are in.
    var then: SettingsScreen.Outcome
    /// Player one's name, given again for player two: refused, and said until the next key.
    var taken: String?

    /// Whether closing on `chosen` asks the names first: a duel chosen on the screen (opened on
    /// `original`), and neither player has a name.
    static func asks(_ chosen: Settings, original: Settings) -> Bool {
        chosen.mode == .duel && original.mode != .duel && chosen.player1.isEmpty && chosen.player2.isEmpty
    }

    /// A key: it types, Enter gives the name (empty: "Player 1" in `words`), Esc goes back.
    mutating func receive(_ key: Key, words: Wording) -> Step {
        taken = nil
        switch key {
        case .escape:
            return .back
        case .enter:
            let given = Settings.name(typed)
            let name = given.isEmpty ? words(DuelWords.player(player)) : given
            guard let first else {
                self = NameEntry(player: .two, first: name, then: then)
                return .typing
            }
            // Two players of one name couldn't be told apart: player two is asked again.
            if Settings.sameName(name, first) {
                taken = name
                return .typing
            }
            return .named(one: first, two: name)
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .control("u"):
            typed = ""
        case .character(let character):
            type(String(character))
        default:
            break
        }
        return .typing
    }

    /// Typed or pasted text: into the name (one line, as long as a name can be).
    mutating func type(_ text: String) {
        typed = String((typed + text.filter { !$0.isNewline }).prefix(Settings.nameLength))
    }

    /// The screen while a name is asked, `width` columns of text: the prompt, the name typed in
    /// a field, and what Enter alone keeps.
    func model(_ words: Wording, width: Int, short: Bool) -> QuizView.Panel {
        let kept = words(DuelWords.nameKept(words(DuelWords.player(player))))
        let lines =
            TextLayout.wrap(words(DuelWords.nameAsked(player)), width: width).map { PanelLine($0) }
            + [PanelLine([Span(typed)], isSelected: true), .blank]
            + TextLayout.wrap(kept, width: width).map { PanelLine($0, .dim) }
            + (taken.map {
                [.blank] + TextLayout.wrap(words(DuelNamePhrase.nameTaken($0)), width: width).map { PanelLine($0) }
            }
                ?? [])
        return QuizView.Panel(
            title: words(DuelWords.namesTitle), lines: lines,
            position: "\(words.number(player.rawValue))/\(words.number(DuelPlayer.allCases.count))",
            hint: words(DuelWords.namesHint(short: short)))
    }
}
