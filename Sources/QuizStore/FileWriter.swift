import Dispatch
import QuizCore

/// The queue the game's files are written on, off the main thread: the loop never waits for a
/// disk.
///
/// The program makes one for all its files (`QuestionSupply`) and hands it to each store, so that
/// `flush()` at exit waits for every write; a test holds its own, and waits for its own writes
/// only. Each store coalesces its pending saves into one write.
public final class FileWriter: Sendable {
    private let queue: DispatchQueue
    /// Work scheduled for later, by number, until it runs (or `flush` runs it early).
    private let delayed = Locked<(next: UInt64, work: [UInt64: @Sendable () -> Void])>((0, [:]))

    public init() {
        queue = DispatchQueue(label: "openquizz.files", qos: .utility)
    }

    /// Runs `work` on the writing queue, after every write scheduled before it.
    package func schedule(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
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

    /// Waits until every write scheduled so far is done, delayed ones included (at exit, and in
    /// tests).
    public func flush() {
        queue.sync {
            let due = delayed.withLock { delayed in
                defer { delayed.work.removeAll() }
                return delayed.work.sorted { $0.key < $1.key }.map(\.value)
            }
            for work in due { work() }
        }
    }
}
