import Foundation
import QuizCore

// The test server's processes: how each is started and read, and where the started ones wait
// for the next test (`OpenTDBTestServer`).

/// A server process started, whether or not it has said its port yet.
struct Launched {
    var process: Process
    var stdout: StreamCollector
    var stderr: StreamCollector
    var started: Date
}

/// Servers finished tests handed back, renewed, by command line, for the next tests that ask.
///
/// Those left at the end exit with this process, as every server does.
enum Pool {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [[String]: [Launched]] = [:]

    static func keep(_ server: Launched, for arguments: [String]) {
        lock.lock()
        defer { lock.unlock() }
        kept[arguments, default: []].append(server)
    }

    /// A server kept for `arguments` that still runs with most of its lifetime ahead.
    static func take(_ arguments: [String], maxLifetime: Double) -> Launched? {
        lock.lock()
        defer { lock.unlock() }
        while let server = kept[arguments]?.popLast() {
            if server.process.isRunning, Date().timeIntervalSince(server.started) < maxLifetime / 2 { return server }
            if server.process.isRunning { kill(server.process.processIdentifier, SIGKILL) }
            server.process.waitUntilExit()
        }
        return nil
    }
}

/// Servers started in advance, at most one per command line, for the next test that asks.
///
/// A spare left at the end exits with this process, as every server does.
enum Spares {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var spares: [[String]: Launched] = [:]

    /// The spare for `arguments`, if one is still running with most of its lifetime ahead.
    static func take(_ arguments: [String], maxLifetime: Double) -> Launched? {
        lock.lock()
        let spare = spares.removeValue(forKey: arguments)
        lock.unlock()
        guard let spare else { return nil }
        guard spare.process.isRunning, Date().timeIntervalSince(spare.started) < maxLifetime / 2 else {
            if spare.process.isRunning { kill(spare.process.processIdentifier, SIGKILL) }
            spare.process.waitUntilExit()
            return nil
        }
        return spare
    }

    /// Starts a spare for `arguments` unless one waits already; a failure to start is left for the
    /// next test to meet and report.
    static func prepare(_ arguments: [String], launch: () throws -> Launched) {
        lock.lock()
        defer { lock.unlock() }
        guard spares[arguments] == nil, let spare = try? launch() else { return }
        spares[arguments] = spare
    }
}

/// Reads a pipe on its own thread until end of file, keeping the last `limit` bytes.
final class StreamCollector: Sendable {
    private struct State {
        var data = Data()
        var firstLine: String?
        var ended = false
    }

    private let state = Locked(State())
    private let changed = DispatchSemaphore(value: 0)
    private let limit: Int

    init(_ handle: FileHandle, limit: Int) {
        self.limit = limit
        // POSIX read: FileHandle.read(upToCount:) waits for the whole count, not for what is there.
        let thread = Thread { [self] in
            let descriptor = handle.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                append(count > 0 ? Data(buffer[0..<count]) : Data())
                if count <= 0 { break }
            }
            try? handle.close()
        }
        thread.start()
    }

    var text: String {
        state.withLock { String(decoding: $0.data, as: UTF8.self) }
    }

    /// The first line (without its newline), or nil at end of file or when the deadline passes.
    func firstLine(before deadline: DispatchTime) -> String? {
        while true {
            let (line, isOver) = state.withLock { ($0.firstLine, $0.ended) }
            if let line { return line }
            if isOver || changed.wait(timeout: deadline) == .timedOut { return nil }
        }
    }

    /// Waits until end of file or the deadline.
    func waitForEnd(before deadline: DispatchTime) {
        while true {
            let isOver = state.withLock { $0.ended }
            if isOver || changed.wait(timeout: deadline) == .timedOut { return }
        }
    }

    private func append(_ chunk: Data) {
        state.withLock { state in
            if chunk.isEmpty {
                state.ended = true
            } else {
                state.data.append(chunk)
                if state.firstLine == nil, let newline = state.data.firstIndex(of: 0x0A) {
                    state.firstLine = String(decoding: state.data[state.data.startIndex..<newline], as: UTF8.self)
                }
                if state.data.count > limit {
                    state.data.removeFirst(state.data.count - limit)
                }
            }
        }
        changed.signal()
    }
}
