import Dispatch
import Foundation
import QuizCore

/// A large deck read in two halves at once: the second on a thread of its own, the first on the
/// calling one.
///
/// A plain `Thread`, not a Dispatch queue: a global queue's first job starts libdispatch's
/// once-a-second timer for the rest of the process's life (see `BackgroundThread`).
enum DeckHalves {
    /// Files smaller than this (in bytes) are read on one thread: a thread costs more than it
    /// saves there.
    static let minimumSize = 1 << 20

    /// `first()` on this thread and `second()` on another, at once; both results, once both are
    /// done (never before `second` has ended, so it may read what the caller lends).
    static func run<First, Second: Sendable>(
        _ first: () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let handoff = Handoff<Second>()
        let thread = Thread {
            let result = second()
            handoff.value.withLock { $0 = result }
            handoff.done.signal()
        }
        thread.start()
        let firstResult = first()
        handoff.done.wait()
        let secondResult = handoff.value.withLock { value -> Second? in
            let taken = value
            value = nil
            return taken
        }
        // Not reached without a result: the thread signals only once it has put one.
        guard let secondResult else { return (firstResult, second()) }
        return (firstResult, secondResult)
    }

    /// `work` on a thread of its own, started now; its result is waited for with `wait()`, which
    /// must be called before anything `work` reads is let go.
    static func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
        let pending = Pending<Value>()
        let handoff = pending.handoff
        Thread {
            let result = work()
            handoff.value.withLock { $0 = result }
            handoff.done.signal()
        }.start()
        return pending
    }

    /// The result of work started on a thread of its own (`start`).
    final class Pending<Value: Sendable>: Sendable {
        fileprivate let handoff = Handoff<Value>()
        private let taken = Locked<Value?>(nil)
        private let waited = Locked(false)

        /// The result, once the thread has ended (waits for it the first time).
        func wait() -> Value? {
            let first = waited.withLock { waited in
                defer { waited = true }
                return !waited
            }
            if first {
                handoff.done.wait()
                let value = handoff.value.withLock { $0 }
                taken.withLock { $0 = value }
            }
            return taken.withLock { $0 }
        }
    }

    /// Where the thread leaves its result, and says so.
    fileprivate final class Handoff<Value: Sendable>: Sendable {
        let value = Locked<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    /// The lines that end before `offset` in `bytes` + 1: the line `CSVReader` counts there
    /// (a line feed, or a carriage return without a line feed after it, ends one).
    static func line(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 1 }
        var line = 1
        for (byte, value) in [(CSVReader.lineFeed, 1), (CSVReader.carriageReturn, 0)] {
            var start = 0
            while start < offset, let found = memchr(base + start, Int32(byte), offset - start) {
                let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                if value == 1 || position + 1 >= bytes.count || bytes[position + 1] != CSVReader.lineFeed {
                    line += 1
                }
                start = position + 1
            }
        }
        return line
    }
}

extension Array {
    /// Hands `body` each element in order, moved out rather than copied (a copy of a question is
    /// a retain and a release of each of its strings), until it returns false; `vacated` takes
    /// each one's place.
    mutating func drain(vacated: Element, _ body: (consuming Element) -> Bool) {
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for offset in 0..<buffer.count {
                let element = (base + offset).move()
                (base + offset).initialize(to: vacated)
                if !body(element) { return }
            }
        }
    }
}
