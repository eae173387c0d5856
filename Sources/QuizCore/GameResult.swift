/// A game played to its end (or left), as its answers say: what a game shows when it begins as
/// a result (`Game.Start.show`), such as a daily challenge played before.
public struct GameResult: Equatable, Sendable {
    /// The game's questions, answered or not.
    public var questions: [Question]
    /// Its answers, in order: never more than its questions (a damaged history can't make a
    /// result longer than its game).
    public var answers: [AnswerRecord]

    public init(questions: [Question], answers: [AnswerRecord]) {
        self.questions = questions
        self.answers = Array(answers.prefix(questions.count))
    }

    /// Right answers.
    public var score: Int { answers.count { $0.isRight } }

    /// The game's id in the history: its first answer's.
    public var gameID: String { answers.first?.game ?? "" }
}
