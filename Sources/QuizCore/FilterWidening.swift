import Foundation

/// How a filter was widened because too few questions matched it.
public struct FilterWidening: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Any difficulty, in the category asked for.
        case difficulty
        /// The difficulty asked for (if any), in any category.
        case category
        /// Any question at all.
        case categoryAndDifficulty
    }

    /// What the player asked for.
    public var requested: QuestionFilter
    public var kind: Kind

    public init(requested: QuestionFilter, kind: Kind) {
        self.requested = requested
        self.kind = kind
    }
}
