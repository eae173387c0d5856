import Foundation

extension Notification.Name {
    /// Posted by `StorageProblems` (from the thread that failed to write) when a file could not be
    /// saved for the first time; take the problems with `StorageProblems.takeNew()`.
    public static let storageProblemReported = Notification.Name("StorageProblemReported")
}

/// Where the game's stores report the files they could not save.
///
/// The first problem of each file is kept and announced once, by posting `.storageProblemReported`;
/// whoever observes it takes the new problems with `takeNew()`. The game plays on: a file not saved
/// is never a reason to stop.
public final class StorageProblems: Sendable {
    private struct State {
        var reportedPaths: Set<String> = []
        var unannounced: [StorageProblem] = []
    }

    private let state = Locked(State())
    private let notificationCenter: NotificationCenter

    public init(notificationCenter: NotificationCenter = .default) {
        self.notificationCenter = notificationCenter
    }

    /// Records a problem; the first one for its file is announced.
    public func report(_ problem: StorageProblem) {
        let isNew = state.withLock { state in
            guard state.reportedPaths.insert(problem.path).inserted else { return false }
            state.unannounced.append(problem)
            return true
        }
        if isNew { notificationCenter.post(name: .storageProblemReported, object: self) }
    }

    /// The problems reported since the last call, oldest first.
    public func takeNew() -> [StorageProblem] {
        state.withLock { state in
            defer { state.unannounced.removeAll() }
            return state.unannounced
        }
    }
}
