/// What the Open Trivia DB's stock tells a game of other questions.
public enum OpenTriviaDBNews: Equatable, Sendable {
    /// A whole game of its questions is at hand for the next game.
    case nextGameReady
    /// The request made while no game waited failed, and why.
    case failed(QuestionSourceError)
}
