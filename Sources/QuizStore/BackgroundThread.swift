import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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
        let thread = Thread {
            nameThread(pthread_self(), name)
            work()
        }
        thread.start()
    }

    /// Names the thread `thread` (the calling one) for the system.
    ///
    /// Not with `Thread.name`: on Linux, Foundation passes a name to the system only once `start()`
    /// has returned on the thread that started it, so a thread that runs at once (often, on a
    /// loaded machine) stayed unnamed. glibc's `pthread_setname_np`, which the Glibc module doesn't
    /// show, names it whenever it runs.
    private static func nameThread(_ thread: pthread_t, _ name: String) {
        if let setName {
            _ = setName(thread, name)
        } else {
            Thread.current.name = name
        }
    }

    private typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32

    private static let setName: SetName? = dlsym(nil, "pthread_setname_np").map {
        unsafeBitCast($0, to: SetName.self)
    }
}
