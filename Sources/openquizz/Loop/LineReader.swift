import Dispatch
import Foundation
import QuizCore

#if canImport(Glibc)
    import Glibc
#endif

/// A line of input, as the line-by-line game takes it.
enum InputLine: Equatable, Sendable {
    case text(String)
    /// A line longer than `LineReader.limit`: its bytes were dropped as they came, and it counts
    /// as one line that isn't an answer.
    case overlong
}

/// Lines from a file descriptor, read only when asked for, in bounded memory.
///
/// A pipe can hold anything (`yes t`, 200 MB without a newline): the reader keeps at most one
/// chunk it has read and the line being read, never more than `limit` bytes of it. The rest of an
/// over-long line is read and dropped up to its newline.
struct LineReader: Sendable {
    /// The longest line kept, in bytes (a question's answer is a word).
    static let limit = 4096

    /// How many bytes it asks `read` for at a time.
    static let chunkSize = 4096

    /// Reads into the buffer; returns the number of bytes read, 0 at the end, -1 on an error.
    typealias Read = @Sendable (UnsafeMutableRawBufferPointer) -> Int

    private let read: Read
    private let limit: Int
    private var chunk: [UInt8]
    /// Bytes `chunk` holds, and the first one not yet handed out.
    private var filled = 0
    private var start = 0
    private var atEnd = false

    /// The most bytes a line being read has held (at most `limit`).
    private(set) var longestHeld = 0

    init(limit: Int = LineReader.limit, chunkSize: Int = LineReader.chunkSize, read: @escaping Read) {
        self.limit = limit
        self.read = read
        chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// Reads `descriptor` (standard input): a read interrupted by a signal is tried again, a
    /// non-blocking descriptor is waited on, and any other error is the end of the input.
    init(descriptor: Int32) {
        self.init { buffer in
            while true {
                let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                if count >= 0 { return count }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN:
                    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&entry, 1, -1)
                default:
                    return -1
                }
            }
        }
    }

    /// The next line without its newline (or "\r\n"), or nil at the end of the input.
    ///
    /// Blocks until a whole line has come; reads nothing more than it needs, give or take a chunk.
    mutating func next() -> InputLine? {
        var line: [UInt8] = []
        var isOverlong = false
        var sawAnything = false
        while true {
            if start < filled {
                sawAnything = true
                let newline = chunk[start..<filled].firstIndex(of: UInt8(ascii: "\n"))
                let end = newline ?? filled
                if !isOverlong {
                    if line.count + (end - start) > limit {
                        isOverlong = true
                        line = []
                    } else {
                        line += chunk[start..<end]
                        longestHeld = max(longestHeld, line.count)
                    }
                }
                start = newline.map { $0 + 1 } ?? filled
                if newline != nil { return Self.make(line, isOverlong: isOverlong) }
            }
            if atEnd { return sawAnything ? Self.make(line, isOverlong: isOverlong) : nil }
            let count = chunk.withUnsafeMutableBytes { read($0) }
            start = 0
            filled = max(0, count)
            if count <= 0 { atEnd = true }
        }
    }

    private static func make(_ bytes: [UInt8], isOverlong: Bool) -> InputLine {
        if isOverlong { return .overlong }
        let text = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
        return .text(String(decoding: text, as: UTF8.self))
    }
}

/// A `LineReader` on a thread of its own that reads the next line only when asked: a pipe that
/// sends faster than the game plays waits (its writer blocks) instead of filling memory.
final class LineFeed: Sendable {
    private let requests = DispatchSemaphore(value: 0)
    private let isClosed = Locked(false)

    /// Starts the thread; `deliver` gets each line asked for, then nil at the end of the input
    /// (on the reader's thread).
    init(reader: LineReader, deliver: @escaping @Sendable (InputLine?) -> Void) {
        let thread = Thread { [self] in
            var reader = reader
            while true {
                requests.wait()
                if isClosed.withLock({ $0 }) { return }
                guard let line = reader.next() else { break }
                deliver(line)
            }
            deliver(nil)
        }
        thread.start()
    }

    /// Asks for one more line.
    func request() {
        requests.signal()
    }

    /// Lets the thread end at its next request (it may be blocked in a read until then).
    func close() {
        isClosed.withLock { $0 = true }
        requests.signal()
    }
}
