/// Where a mode's questions come from, for a mode whose games count pool by pool.
///
/// The shipped questions, or one deck: a deck's games count with that deck's alone.
public enum QuestionPool: Hashable, Sendable {
    /// The questions shipped with the game.
    case bank
    /// The deck of that name.
    case deck(String)

    /// The pool `record` answers a question of; nil for a question of no pool (the Open Trivia
    /// DB's, "Is it prime?"'s, a daily challenge's) and for an answer of a game for two players.
    public init?(of record: AnswerRecord) {
        guard record.player == nil else { return nil }
        if let name = record.deckIdentity {
            self = .deck(name)
        } else if record.origin == .bundled, record.daily == nil {
            self = .bank
        } else {
            return nil
        }
    }

    /// Whether `record` answers a question of this pool.
    public func holds(_ record: AnswerRecord) -> Bool {
        QuestionPool(of: record) == self
    }

    /// The pools in the order lists show them: the shipped questions first, then the decks by name.
    public static func listed(_ pools: some Sequence<QuestionPool>) -> [QuestionPool] {
        Set(pools).sorted { first, second in
            switch (first, second) {
            case (.bank, _): return second != .bank
            case (_, .bank): return false
            case (.deck(let one), .deck(let other)): return one < other
            }
        }
    }
}
