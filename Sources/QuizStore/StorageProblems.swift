import Foundation
import QuizCore

extension Notification.Name {
    /// Posted by `StorageProblems` (from the thread that failed to write) when a file met a problem
    /// it had not met before; take the problems with `StorageProblems.takeNew()`.
    public static let storageProblemReported = Notification.Name("StorageProblemReported")
}

/// Where the game's stores report the files they could not save.
///
/// Each distinct problem of each file (its path and reason: "No space left on device" is one,
/// "Input/output error" another) is kept and announced once, by posting `.storageProblemReported`;
/// whoever observes it takes the new problems with `takeNew()`. A problem that comes back is not
/// announced again, so a full disk is said once however many answers it refuses. The game plays on: a file not saved
/// is never a reason to stop.
public final class StorageProblems: Sendable {
    private struct State {
        /// The problems announced, by path and reason.
        var reported: Set<StorageProblem> = []
        var unannounced: [StorageProblem] = []
    }

    private let state = Locked(State())
    private let notificationCenter: NotificationCenter

    public init(notificationCenter: NotificationCenter = .default) {
        self.notificationCenter = notificationCenter
    }

    /// Records a problem; one not met before (for its file) is announced.
    public func report(_ problem: StorageProblem) {
        let isNew = state.withLock { state in
            guard state.reported.insert(problem).inserted else { return false }
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
