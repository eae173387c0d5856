import QuizCore
import QuizView

/// What the full screen asks of the mode being played: its score line and verdict, its keys and
/// help, whether the mouse may answer, when its screen changes by itself, its clocks, its review
/// and share line.
///
/// The presenter, the panels and the controller ask `session.screen` (ModeList.swift gives the
/// mode on screen its part) and name no mode; each mode's answers live in its own files. Every
/// hook defaults to trivia's way (`StandardScreen`): trivia, "Is it prime?" and the daily
/// challenge have no part of their own.
@MainActor
protocol ModeScreen {
    /// The score line the mode draws at `now` in `width` columns (names cut with `theme`'s
    /// ellipsis); nil for the game's. By default its text's (`ModeText.scoreLine`).
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, theme: Theme, width: Int) -> String?

    /// Whether a right answer bumps the game's score on the score line (true by default).
    var bumpsScore: Bool { get }

    /// Whether the score line is drawn in the warning colours at `now` (false by default).
    func warns(at now: Double) -> Bool

    /// The verdict slot when the mode says its own, in `width` columns (names cut with
    /// `ellipsis`; `truth` is the last answer's); nil for the last answer's (by default).
    ///
    /// `width` is worked out only by a mode that says its own: not on every frame of the others.
    func verdict(words: Wording, truth: Bool?, width: @autoclosure () -> Int, ellipsis: String)
        -> (text: String, tone: Tone)?

    /// Whether the mouse may answer: the card grabbed, the answer buttons (true by default).
    var answersByMouse: Bool { get }

    /// The next moment after `now` the mode's screen changes by itself; nil by default.
    func nextChange(at now: Double) -> Double?

    /// The help overlay's rows (the key table's by default).
    func helpLines(ascii: Bool, words: Wording) -> [HelpLine]

    /// The binding `key` sends in `language` (the key table's by default).
    func binding(for key: Key, in language: Language) -> KeyBinding?

    /// What `key` does on the game when it is one of the mode's own; nil (by default) for its
    /// binding's command.
    func perform(_ key: Key, in controller: GameController) -> ControllerOutcome?

    /// After every event (nil: just before an answer): the mode's clocks run or stop as the
    /// controller's state says. Nothing by default.
    func update(in controller: GameController, after event: ControllerEvent?)

    /// As the clock moves on (a tick). Nothing by default.
    func tick(in controller: GameController)

    /// The review's lines at `width` columns, and the line each question starts on (by default
    /// the share line and each answer's verdict).
    func review(_ session: ModeSession, text: PlayerText, theme: Theme, width: Int, explanations: Bool)
        -> PanelLinesCache.Content

    /// The share line of `session`'s game (by default the word-game line of its answers).
    func shareLine(_ session: ModeSession, text: PlayerText, ascii: Bool) -> String

    /// The players' names (`player1`, `player2`) the panels name answers by while a game of
    /// this mode is on screen; by default as `settings`, the settings in force, give them.
    func players(_ settings: Settings) -> Settings
}

extension ModeScreen {
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, theme: Theme, width: Int) -> String? {
        session.scoreLine(words, at: now, colors: theme.colorMode == .colors, width: width)
    }

    var bumpsScore: Bool { true }

    func warns(at now: Double) -> Bool { false }

    func verdict(words: Wording, truth: Bool?, width: @autoclosure () -> Int, ellipsis: String)
        -> (text: String, tone: Tone)?
    { nil }

    var answersByMouse: Bool { true }

    func nextChange(at now: Double) -> Double? { nil }

    func helpLines(ascii: Bool, words: Wording) -> [HelpLine] { KeyMap.helpLines(ascii: ascii, words: words) }

    func binding(for key: Key, in language: Language) -> KeyBinding? { KeyMap.binding(for: key, in: language) }

    func perform(_ key: Key, in controller: GameController) -> ControllerOutcome? { nil }

    func update(in controller: GameController, after event: ControllerEvent?) {}

    func tick(in controller: GameController) {}

    func review(_ session: ModeSession, text: PlayerText, theme: Theme, width: Int, explanations: Bool)
        -> PanelLinesCache.Content
    {
        text.panel.review(
            session.game.answers, width: width, symbols: theme.symbols, ascii: theme.ascii, explanations: explanations,
            shareLine: shareLine(session, text: text, ascii: theme.ascii))
    }

    func shareLine(_ session: ModeSession, text: PlayerText, ascii: Bool) -> String {
        text.panel.shareLine(session.game.answers, ascii: ascii)
    }

    func players(_ settings: Settings) -> Settings { settings }
}

/// Trivia's way on the full screen: every hook as `ModeScreen` says by default.
struct StandardScreen: ModeScreen {}

/// Keys a mode adds to the key table, as `--help`'s key list and the man page's KEYS give them
/// after the table's: one row, its bindings' names and what it does.
struct DocumentedKeys {
    let bindings: [KeyBinding]
    /// `--help`'s words for the row.
    let usage: any Phrase
    /// The man page's.
    let manual: any Phrase
}
