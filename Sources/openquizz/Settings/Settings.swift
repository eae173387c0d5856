import QuizCore

/// What a player chooses to play and how, kept between runs and chosen in the game.
///
/// The settings file keeps it and the settings screen changes it. Each value is what the flag of the same meaning takes; a flag or an
/// environment variable given for one run overrides it and never changes it.
struct Settings: Equatable, Sendable {
    /// Where the questions come from.
    enum Source: Equatable, Sendable {
        /// The Open Trivia DB (or the `--api-url` server), the shipped questions when it can't be reached.
        case openTriviaDB
        /// The questions shipped with the game, never the network (`--offline`).
        case shipped
        /// One of the player's decks, by its name (`--deck NAME`).
        case deck(String)
    }

    var source = Source.openTriviaDB
    /// A category as `--category` takes it (an Open Trivia DB id or a part of a name, or one of a
    /// deck's categories); nil: any.
    var category: String?
    var difficulty: Difficulty?
    /// Questions per game (`Options.amountRange`).
    var amount = 10
    var mode = Options.Mode.trivia
    /// The language to speak; nil: the environment's (`Language.resolve`).
    var language: Language?
    var color = true
    var reducedMotion = false
    var explanations = true
    var mouse = true
    /// The duel's players' names, as they gave them; empty: "Player 1", "Player 2".
    var player1 = ""
    var player2 = ""
}
