import QuizCore

// The ways to play as the controller and the text layer know them: the one place that lists
// them in openquizz. A mode's text (`ModeText`, and `ChoiceText` for a `--mode` choice), its
// part of the stats (`ModeStatsPart`), its command line (`ModeChoice`) and its part of the full
// screen (`ModeScreen`, with its keys for the documents) live with the mode; the shared places
// (the presenter, the panels, the controller, plain mode, `--help`, the man page, the settings
// screen, `--stats`) iterate over these and name no mode. Each switch has no `default:`, and the
// text, choice and stats protocols no defaults, so a mode missing one of those parts doesn't
// build; a screen part left out plays as trivia does (`StandardScreen`).

extension ModeName {
    /// What the text layer says of this mode.
    var text: any ModeText {
        switch self {
        case .trivia: TriviaText()
        case .primes: PrimesText()
        case .daily(let number): DailyModeText(number: number)
        case .practice: PracticeModeText()
        case .blitz: BlitzModeText()
        case .duel: DuelModeText()
        }
    }
}

extension ModeName {
    /// What this mode does line by line (`--plain`) besides what every game does.
    @MainActor var plain: any PlainRules {
        switch self {
        case .trivia, .primes, .daily, .duel: StandardPlain()
        case .practice: PracticePlain()
        case .blitz: BlitzPlain()
        }
    }
}

extension Options {
    /// The ways to play `--mode` names, in the order `--help` lists them (the daily challenge is
    /// not one: `--daily` and D play it).
    enum Mode: String, Equatable, CaseIterable {
        case trivia, primes, practice, blitz, duel
    }
}

extension Options.Mode {
    /// The choice's command line and words.
    var choice: any ModeChoice {
        switch self {
        case .trivia: TriviaChoice()
        case .primes: PrimesChoice()
        case .practice: PracticeChoice()
        case .blitz: BlitzChoice()
        case .duel: DuelChoice()
        }
    }
}

extension PlayedMode {
    /// The `--mode` choice whose games the history marks with this mode.
    var choice: Options.Mode {
        switch self {
        case .practice: .practice
        case .blitz: .blitz
        case .duel: .duel
        }
    }
}

extension StatsReport {
    /// The modes' parts of the stats, in the order the text gives their rows and sections.
    static let modes: [any ModeStatsPart] = [DailyStatsPart(), PracticeStatsPart(), BlitzStatsPart(), DuelStatsPart()]
}

extension ModeSession {
    /// What the full screen asks of the game on screen's mode (`ModeScreen`): trivia's way for
    /// the modes with no part of their own.
    var screen: any ModeScreen {
        switch mode.name {
        case .trivia, .primes, .daily: StandardScreen()
        case .practice: PracticeScreen()
        case .blitz: BlitzScreen(mode) ?? StandardScreen() as any ModeScreen
        case .duel: DuelScreen(mode) ?? StandardScreen() as any ModeScreen
        }
    }
}

extension KeyMap {
    /// The keys modes add to the table, in the order `--help` and the man page list them after it.
    static var modeKeys: [DocumentedKeys] { DuelScreen.documentedKeys }
}
