/// Why no questions could be had, as a fact: the controller puts it in words.
public enum QuestionSourceError: Error, Equatable, Sendable {
    /// The source has nothing to offer.
    case noQuestions
    /// The Open Trivia DB gave none, and why.
    case openTriviaDB(OpenTriviaDBError)
    /// The source's questions are on their way (a request is under way), not at hand yet.
    case stillLoading
    /// A newer request replaced this one (New Game pressed again while loading). Nothing was
    /// used up for it, and no other source is asked.
    case cancelled
    /// Practice has no question due this game: `learnt` are learnt, `remaining` wait in their
    /// boxes for a later game (0 when none was ever answered wrong), the first of them after
    /// `backIn` more games of the pool (`PracticeSchedule.gamesUntilDue`; nil with none to go).
    case nothingToPractise(learnt: Int, remaining: Int, backIn: Int? = nil)
}
