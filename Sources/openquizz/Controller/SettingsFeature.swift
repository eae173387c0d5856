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

/// The settings screen's routing, as a child of the controller: it opens the screen on the
/// settings in force, says what the screen reads, and when it closes keeps its choices and holds
/// them for the next game.
///
/// It knows no `Game`: the controller does what it says (the focus, a new game, a notice, the way
/// to play), so it is tested on its own, as `PanelFeature` is.
@MainActor
struct SettingsFeature {
    /// What the controller does once the screen has had a key, a paste or a click.
    enum Closing {
        /// The screen stays open, as it now is (saying why, when its choices can't make a game).
        case stay(SettingsScreen)
        /// The screen closed with its choices in force: `home` is the way to play they make (nil
        /// keeps the run's), `newGame` starts the next game at once (N), and `notice` is what
        /// their save has to say (not saved, or the file moved aside).
        case close(home: (any GameMode)?, newGame: Bool, notice: StorageProblem?)
    }

    /// The settings in force, and how they are kept and made into games.
    var link: SettingsLink
    /// Settings chosen for the next game (motion, explanations), until it starts.
    private(set) var nextGame: Settings?

    init(link: SettingsLink) {
        self.link = link
    }

    /// The screen, opened on the settings in force.
    func open() -> SettingsScreen {
        SettingsScreen(link.current)
    }

    /// What the screen reads on a screen of `screenSize` cells.
    func context(screenSize: (width: Int, height: Int), words: Wording, ascii: Bool) -> SettingsScreen.Context {
        SettingsScreen.Context(
            screenWidth: screenSize.width, screenHeight: screenSize.height, words: words, ascii: ascii,
            choices: link.choices)
    }

    /// What the screen's `outcome` comes to: it stays open, or closes with its choices in force.
    ///
    /// They play from the next game; choices that can't make a game keep the screen open, saying
    /// why.
    mutating func finish(_ outcome: SettingsScreen.Outcome, _ screen: SettingsScreen) -> Closing {
        guard outcome != .stay else { return .stay(screen) }
        let newGame = outcome == .newGame
        guard screen.chosen != screen.original else { return .close(home: nil, newGame: newGame, notice: nil) }
        var home: (any GameMode)?
        if let makeHome = link.makeHome {
            switch makeHome(screen.chosen) {
            case .success(let mode): home = mode
            case .failure(let refusal):
                var screen = screen
                screen.problem = refusal.message
                return .stay(screen)
            }
        }
        link.current = screen.chosen
        nextGame = screen.chosen
        // A save that failed is said as any file's problem is (the choices hold for this run).
        switch link.save(screen.chosen) {
        case .success(let notice): return .close(home: home, newGame: newGame, notice: notice)
        case .failure(let problem): return .close(home: home, newGame: newGame, notice: problem)
        }
    }

    /// The settings chosen for the next game, once: the game that starts takes them.
    mutating func takeNextGame() -> Settings? {
        defer { nextGame = nil }
        return nextGame
    }
}
