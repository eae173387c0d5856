import Dispatch
import QuizCore

/// The queue the game's files are written on, off the main thread: the loop never waits for a
/// disk.
///
/// The program makes one for all its files (`QuestionSupply`) and hands it to each store, so that
/// `flush()` at exit waits for every write; a test holds its own, and waits for its own writes
/// only. Each store coalesces its pending saves into one write.
///
/// On the full screen, the game's writer holds its writes (`holdWrites()`) until `release()`,
/// which the loop calls once a frame is on the screen: an answer is drawn first and saved after,
/// so that neither the thread the queue may start nor the file's opening comes between the key
/// and its frame.
public final class FileWriter: Sendable {
    private let queue: DispatchQueue
    /// Work scheduled for later, by number, until it runs (or `flush` runs it early).
    private let delayed = Locked<(next: UInt64, work: [UInt64: @Sendable () -> Void])>((0, [:]))
    /// Whether writes wait for `release()`, and those waiting, in order.
    private let held = Locked<(holds: Bool, work: [@Sendable () -> Void])>((false, []))

    public init() {
        queue = DispatchQueue(label: "openquizz.files", qos: .utility)
    }

    /// From now on, writes wait for `release()` (or `flush()`) before they are queued.
    ///
    /// All of them, whatever thread schedules them: a save made on another thread (questions
    /// fetched) waits for the next frame, which the model's announcement of them brings, or for
    /// the exit's `flush()`.
    public func holdWrites() {
        // Room for a few writes now: the first answer's frame would otherwise also pay for the
        // list's first storage (and Swift's runtime for building its type).
        held.withLock {
            $0.holds = true
            $0.work.reserveCapacity(8)
        }
    }

    /// Runs `work` on the writing queue, after every write scheduled before it (once released,
    /// when the writer holds its writes).
    package func schedule(_ work: @escaping @Sendable () -> Void) {
        let isHeld = held.withLock { held in
            guard held.holds else { return false }
            held.work.append(work)
            return true
        }
        if !isHeld { queue.async(execute: work) }
    }

    /// Queues the writes held so far, in order, in one go; nothing when none waits.
    public func release() {
        let work = held.withLock { held in
            defer { held.work.removeAll() }
            return held.work
        }
        guard !work.isEmpty else { return }
        queue.async {
            for write in work { write() }
        }
    }

    /// Runs `work` on the writing queue in `seconds` (or at the next `flush`): for work that must
    /// not compete with the first game for the processor.
    func schedule(after seconds: Double, _ work: @escaping @Sendable () -> Void) {
        let number = delayed.withLock { delayed in
            delayed.next += 1
            delayed.work[delayed.next] = work
            return delayed.next
        }
        queue.asyncAfter(deadline: .now() + seconds) { [self] in
            delayed.withLock { $0.work.removeValue(forKey: number) }?()
        }
    }

    /// Waits until every write scheduled so far is done, held and delayed ones included (at
    /// exit, and in tests).
    public func flush() {
        release()
        queue.sync {
            let due = delayed.withLock { delayed in
                defer { delayed.work.removeAll() }
                return delayed.work.sorted { $0.key < $1.key }.map(\.value)
            }
            for work in due { work() }
        }
    }
}
