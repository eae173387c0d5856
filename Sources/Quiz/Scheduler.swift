import Dispatch
import Foundation

/// Time and delayed work for the model: the real clock in the game, a clock moved by hand in
/// tests, so that a 5-second rate-limit wait takes no time in a test.
public protocol Scheduler: Sendable {
    /// Monotonic seconds.
    var now: Double { get }
    /// Runs `work` once `seconds` have passed, on any thread.
    func schedule(after seconds: Double, _ work: @escaping @Sendable () -> Void)
}

/// The real clock, with work run on a background queue.
public struct DispatchScheduler: Scheduler {
    private let queue: DispatchQueue

    public init(queue: DispatchQueue = DispatchQueue(label: "openquizz.scheduler")) {
        self.queue = queue
    }

    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }

    public func schedule(after seconds: Double, _ work: @escaping @Sendable () -> Void) {
        if seconds <= 0 {
            queue.async(execute: work)
        } else {
            queue.asyncAfter(deadline: .now() + seconds, execute: work)
        }
    }
}

/// A clock that moves only when `advance(by:)` is called; due work runs then, in time order,
/// on the calling thread.
public final class ManualScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`.
    private let lock = NSLock()
    private var time: Double
    private var queue: [(due: Double, order: Int, work: @Sendable () -> Void)] = []
    private var order = 0

    public init(now: Double = 0) {
        time = now
    }

    public var now: Double {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    /// How many pieces of work are waiting.
    public var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return queue.count
    }

    /// When the next piece of work is due, if any.
    public var nextDue: Double? {
        lock.lock()
        defer { lock.unlock() }
        return queue.map(\.due).min()
    }

    public func schedule(after seconds: Double, _ work: @escaping @Sendable () -> Void) {
        lock.lock()
        order += 1
        queue.append((time + max(0, seconds), order, work))
        lock.unlock()
    }

    /// Moves the clock on and runs everything that falls due, including work scheduled meanwhile.
    public func advance(by seconds: Double) {
        lock.lock()
        let target = time + max(0, seconds)
        lock.unlock()
        while true {
            lock.lock()
            let due = queue.enumerated().filter { $0.element.due <= target }
                .min { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }
            guard let (index, item) = due else {
                time = target
                lock.unlock()
                return
            }
            queue.remove(at: index)
            time = max(time, item.due)
            lock.unlock()
            item.work()
        }
    }
}
