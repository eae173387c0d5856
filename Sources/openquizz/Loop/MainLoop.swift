import CMainQueue
import Glibc

/// The main thread's loop, for good: it sleeps in poll(2) on the descriptors it watches (standard
/// input, the signal pipes) and on the main queue's own descriptor, and serves each that is ready
/// on this thread: the loop's events, the model's announcements and the main actor's work.
///
/// A key is read by the thread that slept on it. A dispatch source would be watched by
/// libdispatch's manager thread, which then wakes the main thread: two wake-ups where one will
/// do, 0.25-0.3 ms of each key's way to the screen here (DECISIONS 3). Not `dispatchMain()`
/// either: on Linux it ends the main thread with `pthread_exit`, whose forced unwind keeps 0.7
/// MiB of unwind tables resident, and a worker thread that ends after 5 s idle serves the queue
/// (DECISIONS 23). Timers stay dispatch timers on the main queue: they reach the loop through the
/// queue's descriptor. Nothing due, nothing ready: no wake-up.
@MainActor
enum MainLoop {
    /// What each watched descriptor's readiness runs, by descriptor.
    private static var watched: [Int32: @MainActor () -> Void] = [:]

    /// Runs `handler` on the main thread whenever `descriptor` is readable (or hung up, or in
    /// error: the handler's read says which), until `stopWatching(_:)`.
    static func watch(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        watched[descriptor] = handler
    }

    static func stopWatching(_ descriptor: Int32) {
        watched[descriptor] = nil
    }

    /// Serves the watched descriptors and the main queue, for good.
    static func run() -> Never {
        while true { serveOnce(timeout: -1) }
    }

    /// Waits up to `timeout` milliseconds (-1: for good), then serves what is ready.
    ///
    /// The watched descriptors first (a key before queued work), then the main queue (unless
    /// `servingTheMainQueue` is false: the tests, whose main queue is XCTest's). Returns whether a
    /// watched descriptor was ready.
    @discardableResult
    static func serveOnce(timeout: Int32, servingTheMainQueue: Bool = true) -> Bool {
        let queue = servingTheMainQueue ? oq_main_queue_descriptor() : -1
        // A negative descriptor is left out by poll(2).
        var entries = [pollfd(fd: queue, events: Int16(POLLIN), revents: 0)]
        entries += watched.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // EINTR (a signal: its handler wrote to a watched pipe) comes round again.
        guard poll(&entries, nfds_t(entries.count), timeout) > 0 else { return false }
        var served = false
        for entry in entries.dropFirst() where entry.revents != 0 {
            served = true
            // Closed under the loop: nothing will make it readable again.
            if entry.revents & Int16(POLLNVAL) != 0 {
                watched[entry.fd] = nil
                continue
            }
            watched[entry.fd]?()
        }
        if entries[0].revents != 0 { oq_main_queue_serve() }
        return served
    }
}
