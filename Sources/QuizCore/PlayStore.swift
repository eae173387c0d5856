import Foundation

/// Where a source counts how many times each question was played.
///
/// The counts let a source play the least played first, so that none repeats before the others:
/// `PlayedQuestions` in QuizStore keeps them in a file, `PlaysThisRun` for this run only. The
/// rules know the file by this protocol only; the program hands the store in.
public protocol PlayStore: Sendable {
    /// How many times each question was played, in the order of `ids`.
    func playCounts<IDs: Collection<String>>(of ids: IDs) -> [Int]
    /// Records one more play of each question (a game started with them).
    func record(_ ids: [String])
}

/// Plays remembered for this run only: what a source counts with when it is given no file.
public final class PlaysThisRun: PlayStore {
    private let counts = Locked<[String: Int]>([:])

    public init() {}

    public func playCounts<IDs: Collection<String>>(of ids: IDs) -> [Int] {
        counts.withLock { counts in
            // No id is hashed where nothing was played (a file's deck's first game).
            counts.isEmpty ? Array(repeating: 0, count: ids.count) : ids.map { counts[$0, default: 0] }
        }
    }

    public func record(_ ids: [String]) {
        counts.withLock { counts in
            for id in ids { counts[id, default: 0] += 1 }
        }
    }
}
