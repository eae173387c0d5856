import Foundation

/// The questions a player asked for (`--category`, `--difficulty`); nil means any.
public struct QuestionFilter: Sendable, Hashable {
    /// The category's name as questions carry it, for example "Science: Computers".
    public var category: String?
    public var difficulty: Difficulty?

    public init(category: String? = nil, difficulty: Difficulty? = nil) {
        self.category = category
        self.difficulty = difficulty
    }

    /// Every question.
    public static let any = QuestionFilter()

    /// Whether a question of this category and difficulty is one the player asked for.
    public func matches(category: String, difficulty: Difficulty) -> Bool {
        if let wanted = self.difficulty, wanted != difficulty { return false }
        if let wanted = self.category, wanted.caseInsensitiveCompare(category) != .orderedSame { return false }
        return true
    }

    /// A deck question without a category (or a difficulty) has none to match: a filter on it
    /// leaves the question out.
    public func matches(_ question: Question) -> Bool {
        if category != nil, question.categoryUnstated { return false }
        if difficulty != nil, question.difficultyUnstated { return false }
        return matches(category: question.category, difficulty: question.difficulty)
    }

    /// The filters to try in turn when fewer than a game's worth of questions match: as asked,
    /// then any difficulty in the category, then the difficulty in any category, then anything;
    /// each with how it widens this one (nil for the filter as asked).
    public var widenings: [(filter: QuestionFilter, widening: FilterWidening?)] {
        var steps: [(filter: QuestionFilter, widening: FilterWidening?)] = [(self, nil)]
        if category != nil, difficulty != nil {
            steps.append((QuestionFilter(category: category), FilterWidening(requested: self, kind: .difficulty)))
        }
        if category != nil {
            steps.append((QuestionFilter(difficulty: difficulty), FilterWidening(requested: self, kind: .category)))
        }
        if difficulty != nil {
            let kind: FilterWidening.Kind = category == nil ? .difficulty : .categoryAndDifficulty
            steps.append((.any, FilterWidening(requested: self, kind: kind)))
        }
        return steps
    }
}
