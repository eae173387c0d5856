/// Questions for one game, and where they came from.
public struct QuestionBatch: Sendable, Equatable {
    public var questions: [Question]
    /// The source that gave them.
    public var origin: QuestionOrigin
    /// Set when too few questions matched the filter and it was widened.
    public var widening: FilterWidening?
    /// Why an earlier source gave nothing, when a later one had to answer.
    public var fallbackReason: QuestionSourceError?
    /// Which of the manager's sources answered (so it can tell that source when they are played).
    var answeredBy: Int?

    public init(
        questions: [Question], origin: QuestionOrigin, widening: FilterWidening? = nil,
        fallbackReason: QuestionSourceError? = nil
    ) {
        self.questions = questions
        self.origin = origin
        self.widening = widening
        self.fallbackReason = fallbackReason
    }
}
