/// Where a question came from, to credit it on screen.
public enum QuestionOrigin: String, Codable, Hashable, Sendable {
    /// Fetched from the Open Trivia DB just now.
    case openTriviaDB
    /// Fetched from the Open Trivia DB earlier and kept on disk.
    case cache
    /// Shipped with the game, in Assets/.
    case bundled
    /// Made up by the game itself ("Is it prime?").
    case generated
    /// From a deck the player brought: a file given with `--questions`, or one of the game's
    /// decks (`--deck`). `Question.deck` names it.
    case deck
}
