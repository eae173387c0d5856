import Foundation

/// Work done once, off the main thread, on a `Thread` of its own that ends with it.
///
/// Not on `DispatchQueue.global()` nor in a detached task: on Linux the first job a global
/// (non-overcommit) Dispatch queue runs starts libdispatch's worker-pool monitor, a 1 s timer
/// that wakes the process every second for the rest of its life, idle or not. A plain thread
/// doesn't start it, so an offline game makes no system call while it waits for a key.
package enum BackgroundThread {
    /// The name a thread gets when none is given.
    package static let defaultName = "openquizz work"

    /// Starts `work` on a new thread named `name` (as `ps -L` and `/proc` show it: at most 15
    /// bytes, or the system keeps the process's name).
    package static func run(named name: String = defaultName, _ work: @escaping @Sendable () -> Void) {
        // Named from inside: on Linux, Foundation never gives the system a name set before `start()`.
        let thread = Thread {
            Thread.current.name = name
            work()
        }
        thread.start()
    }
}
