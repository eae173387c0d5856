import Foundation

/// Serves the main queue on the main thread, for good: where the loop's events, the model's
/// announcements and the main actor's work run.
///
/// Not `dispatchMain()`: on Linux it ends the main thread with `pthread_exit`, whose forced
/// unwind looks every frame of the thread's stack up in the binary's unwind tables (a binary
/// search over 550 KB of `.eh_frame_hdr`, mapped in 64 KB pieces: 0.7 MiB of memory kept for
/// good), and the main queue is then drained by a worker thread of libdispatch's, which ends
/// after 5 s without work, so the first key after a pause waits for a new thread. The main run
/// loop drains the main queue on this thread and sleeps in `epoll_wait` while nothing is due:
/// no timer of its own, no wake-up.
func serveMainQueue() -> Never {
    // `run()` returns only when the run loop has nothing to wait for; the main one always waits
    // for the main queue.
    while true { RunLoop.main.run() }
}
