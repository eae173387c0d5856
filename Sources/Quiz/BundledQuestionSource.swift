import Foundation

/// Plays the bank shipped in Assets/: draws at random, never repeating a question within a run
/// until every question has been played, then starts a new round.
public final class BundledQuestionSource: QuestionSource, @unchecked Sendable {
    // @unchecked: every mutable property is read and written only under `lock`.
    private let lock = NSLock()
    private let questions: [Question]
    private let notice: String?
    private var generator: SeededGenerator
    private var deck: [Int] = []

    /// - Parameters:
    ///   - questions: the bank.
    ///   - notice: the line shown to the player with every batch.
    ///   - seed: makes the order reproducible; nil draws from the system's entropy.
    public init(questions: [Question], notice: String? = nil, seed: UInt64? = nil) {
        self.questions = questions
        self.notice = notice
        self.generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
    }

    public func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        let drawn = draw(amount)
        if drawn.isEmpty {
            completion(.failure(.noQuestions))
        } else {
            completion(.success(QuestionBatch(questions: drawn, notice: notice)))
        }
    }

    /// Takes up to `amount` questions off the deck, dealing a fresh shuffled deck when it runs out.
    ///
    /// A game never holds the same question twice, even across a reshuffle.
    public func draw(_ amount: Int) -> [Question] {
        lock.lock()
        defer { lock.unlock() }
        let wanted = min(max(0, amount), questions.count)
        var picked: [Int] = []
        picked.reserveCapacity(wanted)
        while picked.count < wanted {
            if deck.isEmpty {
                deck = Array(questions.indices).shuffled(using: &generator)
                // Keep this game's questions out of the new round's first draws.
                deck.removeAll { picked.contains($0) }
                deck.append(contentsOf: picked.shuffled(using: &generator))
                deck.reverse()
            }
            picked.append(deck.removeLast())
        }
        return picked.map { questions[$0] }
    }
}
