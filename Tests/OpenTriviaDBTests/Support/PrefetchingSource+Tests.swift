@testable import OpenTriviaDB

/// What the tests read of a prefetching source's state, which the game never asks for.
extension PrefetchingSource {
    /// Whether a request is under way.
    var isFetching: Bool { state.withLock(\.fetching) }

    /// How many questions are at hand, the current game's included.
    var stockCount: Int { state.withLock { $0.stock.count } }
}
