import Dispatch

/// A task executor that runs its jobs one at a time on a serial Dispatch queue, and sleeps on a
/// Dispatch timer: what the online requests run on (the client actor, the transport's watches,
/// the waits between requests), by `Task(executorPreference: QuietExecutor.network)`.
///
/// Not on the global concurrent executor: on Linux its jobs run on the worker threads of a
/// non-overcommit root queue, and the first job such a thread runs starts libdispatch's
/// worker-pool monitor, a 1 s timer that wakes the process every second for the rest of its life.
/// `Task.sleep` wakes on those threads too. A serial queue's jobs, and a timer source's handler on
/// it, run on an overcommit worker, which the monitor doesn't watch: once the last request has
/// ended, the process makes no system call while it waits for a key (see `BackgroundThread` for
/// the offline side).
package final class QuietExecutor: TaskExecutor {
    /// The one the online requests share.
    package static let network = QuietExecutor(label: "openquizz.network")
    /// The one a game's wait for the history resumes on (`Game.begin`).
    package static let model = QuietExecutor(label: "openquizz.model")

    private let queue: DispatchQueue

    package init(label: String) {
        queue = DispatchQueue(label: label)
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Suspends until `deadline` on `clock`; throws `CancellationError` when the task is cancelled
    /// first (at once, the timer gone), as `Task.sleep` does.
    package func sleep(until deadline: ContinuousClock.Instant, clock: ContinuousClock) async throws {
        try Task.checkCancellation()
        let timer = DispatchSleep(queue: queue)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                timer.start(continuation, after: clock.now.duration(to: deadline))
            }
        } onCancel: {
            timer.end(throwing: CancellationError())
        }
    }
}

/// One sleep: a one-shot timer source that resumes its continuation once, at its deadline or when
/// cancelled, whichever comes first.
private final class DispatchSleep: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var timer: (any DispatchSourceTimer)?
        var ended = false
    }

    private let state = Locked(State())
    private let queue: DispatchQueue

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    func start(_ continuation: CheckedContinuation<Void, any Error>, after delay: Duration) {
        // The timer is made, armed and cancelled under the lock only: it never leaves it.
        let endedAlready = state.withLock { state -> Bool in
            if state.ended { return true }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + max(0, delay.inSeconds))
            timer.setEventHandler { [self] in end(throwing: nil) }
            timer.activate()
            state.continuation = continuation
            state.timer = timer
            return false
        }
        if endedAlready { continuation.resume(throwing: CancellationError()) }
    }

    /// Resumes the sleeper once: normally when `error` is nil.
    func end(throwing error: (any Error)?) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            state.ended = true
            state.timer?.cancel()
            state.timer = nil
            defer { state.continuation = nil }
            return state.continuation
        }
        guard let continuation else { return }
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
