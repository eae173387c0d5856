import Foundation
import QuizCore

/// Which bundled questions were played, and how many times, kept across runs in
/// `$XDG_STATE_HOME/openquizz/played.json`, so a new run doesn't repeat questions until every
/// question it could play has been played.
///
/// Questions are known by `Question.id` (a hash of their normalised text). Recording
/// is instant; the file is written on its `FileWriter`'s queue, merged with what another game running
/// at the same time wrote (counts add up), atomically. A file that is unreadable or over
/// `maximumFileSize` is set aside and the counts start afresh.
public final class PlayedQuestions: PlayStore {
    /// The largest file read: 256 KiB holds about 10,000 questions' counts, twenty times the bank.
    public static let maximumFileSize = 256 << 10

    private struct File: Codable {
        var version: Int
        var played: [String: Int]
    }

    private struct State {
        /// The counts in the file when last read or written.
        var saved: [String: Int] = [:]
        /// Plays recorded since, not yet written.
        var pending: [String: Int] = [:]
        var loaded = false
        var saveScheduled = false
    }

    /// nil: remembered for this run only.
    public let url: URL?
    private let state = Locked(State())

    private let problems: StorageProblems?
    private let writer: FileWriter

    /// - Parameters:
    ///   - url: the file; nil keeps the counts in memory only.
    ///   - problems: where a failed write is reported.
    public init(url: URL?, writer: FileWriter, problems: StorageProblems? = nil) {
        self.url = url
        self.writer = writer
        self.problems = problems
    }

    /// How many times each question was played, in the order of `ids`.
    public func playCounts<IDs: Collection<String>>(of ids: IDs) -> [Int] {
        state.withLock { state in
            load(&state)
            // No id is hashed to look it up where nothing was played (a file's deck's first game:
            // 100,000 of them).
            let saved = state.saved
            let pending = state.pending
            if saved.isEmpty, pending.isEmpty { return Array(repeating: 0, count: ids.count) }
            return ids.map { id in
                (saved.isEmpty ? 0 : saved[id, default: 0]) + (pending.isEmpty ? 0 : pending[id, default: 0])
            }
        }
    }

    /// Records one more play of each question (a game started with them).
    public func record(_ ids: [String]) {
        guard !ids.isEmpty else { return }
        let schedule = state.withLock { state in
            for id in ids { state.pending[id, default: 0] += 1 }
            defer { state.saveScheduled = true }
            return url != nil && !state.saveScheduled
        }
        if schedule { writer.schedule { [self] in save() } }
    }

    /// Reads the file now, on a background thread, so that it is ready for the first game.
    public func preload() {
        BackgroundThread.run(named: "openquizz plays") { [self] in
            state.withLock { state in load(&state) }
        }
    }

    /// Waits until what was recorded is on disk (or failed to be).
    public func flush() {
        writer.flush()
    }

    // MARK: - File

    /// Reads the file the first time the counts are needed.
    private func load(_ state: inout State) {
        guard !state.loaded else { return }
        state.loaded = true
        guard let url else { return }
        if case .contents(let data) = AtomicFile.read(url, maximumSize: Self.maximumFileSize, writer: writer) {
            if let counts = Self.decode(data) {
                state.saved = counts
            } else {
                AtomicFile.setAside(url, writer: writer)
            }
        }
    }

    /// Adds the plays recorded so far to the file's counts as they are now; on the writer's queue.
    private func save() {
        guard let url else { return }
        let recorded = state.withLock { state in
            state.saveScheduled = false
            return state.pending
        }
        guard !recorded.isEmpty else { return }
        var merged: [String: Int] = [:]
        do throws(AtomicFile.WriteError) {
            try AtomicFile.update(url, maximumSize: Self.maximumFileSize, writer: writer) {
                data throws(AtomicFile.WriteError) in
                var counts: [String: Int] = [:]
                if let data {
                    if let decoded = Self.decode(data) {
                        counts = decoded
                    } else {
                        AtomicFile.setAside(url, writer: writer)
                    }
                }
                for (id, plays) in recorded { counts[id, default: 0] += plays }
                merged = counts
                do {
                    return try Self.encode(counts)
                } catch {
                    throw .failed(path: url.path, reason: .notEncodable)
                }
            }
            state.withLock { state in
                state.saved = merged
                state.loaded = true
                for (id, plays) in recorded {
                    let left = state.pending[id, default: 0] - plays
                    state.pending[id] = left > 0 ? left : nil
                }
            }
        } catch {
            problems?.report(error.problem)
        }
    }

    // MARK: - File format (pure)

    /// The counts in a played file's contents; nil when they aren't a version 1 played file.
    package static func decode(_ data: Data) -> [String: Int]? {
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else { return nil }
        return file.played.filter { !$0.key.isEmpty && $0.value > 0 }
    }

    /// A version 1 played file holding `counts`.
    package static func encode(_ counts: [String: Int]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(File(version: 1, played: counts))
    }
}
