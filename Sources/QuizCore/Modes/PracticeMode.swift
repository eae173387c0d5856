/// Practice (`--mode practice`): the questions answered wrong come back until they are learnt.
///
/// Its games deal the questions `PracticeSchedule` says are due, from one pool (the shipped
/// questions, or one deck), lowest box first, at most `amount` a game; so its start waits for
/// the whole history. With nothing due it deals nothing and says why
/// (`QuestionSourceError.nothingToPractise`); N then plays a normal game from `normal`, which
/// moves the boxes on as any game of the pool does.
public struct PracticeMode: GameMode {
    public let pool: PracticeSchedule.Pool
    /// Every question of the pool, in the language the player reads.
    public let questions: [Question]
    /// Questions per game, at least 1.
    public let amount: Int
    /// What a normal game of the run deals from: played when nothing is due.
    public let normal: any Deck

    public init(pool: PracticeSchedule.Pool, questions: [Question], amount: Int, normal: any Deck) {
        self.pool = pool
        self.questions = questions
        self.amount = max(1, amount)
        self.normal = normal
    }

    public var name: ModeName { .practice }

    /// The game before the history is read: nothing yet (the start waits for the history).
    public var deck: any Deck { PracticeDeck(questions: [], schedule: PracticeSchedule(), amount: amount) }

    /// The boxes need every answer: until the history is read, the game loads.
    @MainActor public func start(history: PlayerHistory) -> Game.Start {
        .onceHistoryIsLoaded(length: .questions(amount)) { [self] in
            .play(practiceDeck(history.stats.practice.schedule(pool)))
        }
    }

    /// With nothing to practise, N plays a normal game of the pool.
    public func instead(after error: QuestionSourceError) -> (any GameMode)? {
        guard case .nothingToPractise = error else { return nil }
        return TriviaMode(deck: normal)
    }

    /// The deck of the next game after `records`: as `practiceDeck(_:)`.
    public func practiceDeck(records: [AnswerRecord]) -> PracticeDeck {
        practiceDeck(PracticeSchedule(records: records, pool: pool))
    }

    /// The deck of the next game with the boxes of `schedule`: the due questions the pool still
    /// has (a deck edited since may have lost some), at most `amount`.
    public func practiceDeck(_ schedule: PracticeSchedule) -> PracticeDeck {
        var byKey: [String: Question] = [:]
        for question in questions {
            byKey[question.id] = byKey[question.id] ?? question
            // Answers written before ids were kept know a question by its statement.
            byKey[question.title] = byKey[question.title] ?? question
        }
        let schedule = schedule.keeping(Set(byKey.keys))
        var seen = Set<String>()
        var due: [Question] = []
        for key in schedule.due {
            guard due.count < amount, let question = byKey[key], seen.insert(question.id).inserted else { continue }
            due.append(question)
        }
        return PracticeDeck(questions: due, schedule: schedule, amount: amount)
    }

    /// The boxes of `schedule` the pool's questions still fill (learnt and to go count only them).
    public func current(_ schedule: PracticeSchedule) -> PracticeSchedule {
        schedule.keeping(Set(questions.flatMap { [$0.id, $0.title] }))
    }
}

/// One practice game's questions, with the boxes they were in when it was dealt.
public struct PracticeDeck: Deck {
    public let questions: [Question]
    public let schedule: PracticeSchedule
    /// The most questions a game has: its length before the due ones are known.
    public let amount: Int

    public init(questions: [Question], schedule: PracticeSchedule, amount: Int) {
        self.questions = questions
        self.schedule = schedule
        self.amount = max(1, amount)
    }

    public var length: GameLength { .questions(questions.isEmpty ? amount : questions.count) }

    nonisolated(nonsending) public func deal(
        firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        guard !questions.isEmpty else {
            throw .nothingToPractise(
                learnt: schedule.learnt, remaining: schedule.remaining, backIn: schedule.gamesUntilDue)
        }
        return QuestionBatch(questions: questions, origin: questions[0].origin)
    }

    /// Its answers are practice's in the history.
    public func label(_ record: inout AnswerRecord) {
        record.mode = .practice
    }

    /// The box `question` was in when the game was dealt; nil for a question not practised.
    public func box(of question: Question) -> Int? {
        schedule.box(of: PracticeSchedule.key(of: question)) ?? schedule.box(of: question.title)
    }

    /// The box the question `record` answers was in when the game was dealt (the review's).
    public func box(of record: AnswerRecord) -> Int? {
        schedule.box(of: PracticeSchedule.key(of: record)) ?? schedule.box(of: record.statement)
    }
}
