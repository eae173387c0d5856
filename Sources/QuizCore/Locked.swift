import Foundation
import Synchronization

/// A value behind a `Mutex` whose locking ThreadSanitizer can see.
///
/// On Linux, `Mutex` waits with the futex system call in the prebuilt Synchronization library,
/// which ThreadSanitizer neither instruments nor intercepts: it then reports every access made
/// under the lock from two threads as a race. `Locked` tells the sanitizer what the lock does
/// (`__tsan_acquire` once locked, `__tsan_release` before unlocking), so that
/// `swift test --sanitize=thread` reports only real races. Without the sanitizer those functions
/// don't exist and nothing is called.
public struct Locked<Value>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>
    /// An address that stands for this lock in the sanitizer's books.
    private let identity = LockIdentity()

    public init(_ initialValue: consuming sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with the value, the lock held.
    public borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        let identity = identity
        return try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            ThreadSanitizer.acquire(identity)
            defer { ThreadSanitizer.release(identity) }
            return try body(&value)
        }
    }
}

/// An object whose address names one lock for ThreadSanitizer.
private final class LockIdentity: Sendable {}

/// ThreadSanitizer's annotations, when the program runs under it.
private enum ThreadSanitizer {
    private typealias Annotation = @convention(c) (UnsafeRawPointer) -> Void

    private static let acquireFunction = function("__tsan_acquire")
    private static let releaseFunction = function("__tsan_release")

    /// The sanitizer's function `name`, or nil without the sanitizer.
    private static func function(_ name: String) -> Annotation? {
        dlsym(nil, name).map { unsafeBitCast($0, to: Annotation.self) }
    }

    static func acquire(_ identity: LockIdentity) {
        acquireFunction?(UnsafeRawPointer(Unmanaged.passUnretained(identity).toOpaque()))
    }

    static func release(_ identity: LockIdentity) {
        releaseFunction?(UnsafeRawPointer(Unmanaged.passUnretained(identity).toOpaque()))
    }
}
