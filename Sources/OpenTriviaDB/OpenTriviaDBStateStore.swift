import Foundation
import QuizCore
import QuizStore

/// Reads and writes `OpenTriviaDBState` as JSON in `$XDG_STATE_HOME/openquizz/opentdb.json`.
///
/// Reading is bounded: a file that isn't a regular file or is over `maximumFileSize` is set aside
/// unread, one that isn't a state file is set aside too, and the game starts afresh. Saving is
/// instant for the caller: the file is written atomically on its `FileWriter`'s queue, and saves asked
/// for while one waits are merged into it (the latest state wins). A save that fails is reported
/// to `problems`.
public final class OpenTriviaDBStateStore: Sendable {
    /// The largest state file read.
    ///
    /// A real one is about 150 bytes.
    public static let maximumFileSize = 16 * 1024

    public let url: URL
    private let problems: StorageProblems?
    private let writer: FileWriter
    /// The state waiting to be written, if any.
    private let pending = Locked<OpenTriviaDBState?>(nil)

    public init(url: URL, writer: FileWriter, problems: StorageProblems? = nil) {
        self.url = url
        self.writer = writer
        self.problems = problems
    }

    /// The saved state; an empty state when there is none or it is unusable.
    ///
    /// A token we would refuse is dropped.
    public func load() -> OpenTriviaDBState {
        guard case .contents(let data) = AtomicFile.read(url, maximumSize: Self.maximumFileSize, writer: writer) else {
            return OpenTriviaDBState()
        }
        guard let state = OpenTriviaDBState.decode(data) else {
            AtomicFile.setAside(url, writer: writer)
            return OpenTriviaDBState()
        }
        return state.withUsableTokenOnly
    }

    /// Saves the state (never a token we would refuse), soon, off the caller's thread.
    public func save(_ state: OpenTriviaDBState) {
        let isFirst = pending.withLock { pending in
            defer { pending = state }
            return pending == nil
        }
        if isFirst { writer.schedule { [self] in write() } }
    }

    /// Waits until the last state asked for is on disk (or failed to be).
    public func flush() {
        writer.flush()
    }

    /// Writes the latest state asked for; on the writer's queue.
    private func write() {
        guard
            let state = pending.withLock({ pending in
                defer { pending = nil }
                return pending
            })
        else { return }
        do {
            try AtomicFile.write(try state.withUsableTokenOnly.encoded(), to: url, writer: writer)
        } catch let error as AtomicFile.WriteError {
            problems?.report(error.problem)
        } catch {
            problems?.report(StorageProblem(path: url.path, kind: .notEncodable))
        }
    }
}
