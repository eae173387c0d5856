import Foundation
import QuizCore

/// Every question fetched from the Open Trivia DB, kept on disk for the days without network.
///
/// The API gives questions no ids, so a question's id is a hash of its normalised text (case,
/// spaces and punctuation ignored): the same question fetched twice is kept once. Questions not
/// yet played come out first, then the least recently played.
///
/// Changes are made in memory at once and written on its `FileWriter`'s queue, never on the caller's
/// thread. A write re-reads the file under a lock shared by every process and merges (a question
/// kept by either game is kept, a question played in either is played), then replaces it
/// atomically: two games running at once lose nothing. A file that is unreadable or over
/// `maximumFileSize` is set aside unread; more than `capacity` questions on load are cut down to
/// it and the file rewritten.
public final class QuestionCache: Sendable {
    /// One cached question, as the file holds it.
    package struct Entry: Codable, Equatable, Sendable {
        package var id: String
        package var title: String
        package var answer: Bool
        package var category: String
        package var difficulty: Difficulty
        package var seen: Bool

        package init(id: String, title: String, answer: Bool, category: String, difficulty: Difficulty, seen: Bool) {
            self.id = id
            self.title = title
            self.answer = answer
            self.category = category
            self.difficulty = difficulty
            self.seen = seen
        }
    }

    /// What changed since the file was last read or written, to replay on what it holds now.
    private struct Journal {
        /// New questions, oldest first.
        var added: [Entry] = []
        /// Ids of questions played, in the order they were played.
        var played: [String] = []

        var isEmpty: Bool { added.isEmpty && played.isEmpty }
    }

    private struct State {
        /// The questions, unplayed ones in the order they came, played ones least recently
        /// played first.
        var entries: [Entry] = []
        var loaded = false
        var journal = Journal()
        /// The changes a write under way is putting on disk.
        var writing = Journal()
        /// Set when the file must be written even without changes (it was over capacity).
        var needsRewrite = false
        var saveScheduled = false
    }

    /// The most questions kept; beyond it the least recently played go first, then the oldest.
    public static let capacity = 5_000

    /// How long after loading a file over capacity it is rewritten, in seconds.
    static let rewriteDelay = 2.0

    /// The most entries a file may hold: one and a half times the capacity.
    ///
    /// The game never writes more than `capacity`; a file with a few more (a hand edit) is cut down
    /// to it on load, one with more than this is set aside after reading no more than this many:
    /// decoding a question costs far more than reading its bytes, and the first game must not wait
    /// for thousands.
    static let maximumEntriesRead = capacity * 3 / 2

    /// The largest cache file read: 4 MiB.
    ///
    /// A full cache of real Open Trivia DB questions is about 1 MB (200 bytes a question) and 2 MB
    /// with the longest questions; a file over 4 MiB was not written by the game, and decoding it
    /// would slow the first game down.
    public static let maximumFileSize = 4 << 20

    public let url: URL
    private let state = Locked(State())

    private let problems: StorageProblems?
    private let writer: FileWriter

    /// - Parameter problems: where a failed write is reported.
    public init(url: URL, writer: FileWriter, problems: StorageProblems? = nil) {
        self.url = url
        self.writer = writer
        self.problems = problems
    }

    /// How many questions are kept, and how many of them have not been played.
    public var counts: (total: Int, unseen: Int) {
        state.withLock { state in
            loadIfNeeded(&state)
            return (state.entries.count, state.entries.count { !$0.seen })
        }
    }

    /// How many questions matching `filter` are kept.
    public func count(matching filter: QuestionFilter) -> Int {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.entries.count { filter.matches(category: $0.category, difficulty: $0.difficulty) }
        }
    }

    /// Keeps new questions (as not played yet); the ones already kept are left as they are.
    public func add(_ questions: [Question]) {
        let entries = questions.map { question in
            Entry(
                id: question.id,
                title: question.title,
                answer: question.answer,
                category: question.category,
                difficulty: question.difficulty,
                seen: false
            )
        }
        change { journal in journal.added += entries }
    }

    /// Keeps the questions it doesn't know yet (as not played), and returns them: a question
    /// fetched or played before, or twice in `questions`, is a repeat and isn't returned.
    public func addNew(_ questions: [Question]) -> [Question] {
        let fresh = state.withLock { state -> [Question] in
            loadIfNeeded(&state)
            var known = Set(state.entries.map(\.id))
            known.formUnion(state.journal.added.map(\.id))
            return questions.filter { question in
                QuestionText.isVisible(question.title) && known.insert(question.id).inserted
            }
        }
        add(fresh)
        return fresh
    }

    /// The questions never played that match `filter`, oldest first, as Open Trivia DB questions
    /// (which they are: the cache keeps only those).
    public func unplayed(matching filter: QuestionFilter) -> [Question] {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.entries.filter { !$0.seen && filter.matches(category: $0.category, difficulty: $0.difficulty) }
                .map { entry in
                    Question(
                        title: entry.title, answer: entry.answer, category: entry.category,
                        difficulty: entry.difficulty, origin: .openTriviaDB)
                }
        }
    }

    /// Marks questions as played (most recently played last).
    public func markSeen(_ questions: [Question]) {
        let ids = questions.map(\.id)
        change { journal in journal.played += ids }
    }

    /// Up to `amount` questions matching `filter`: not-yet-played first (oldest first), then the
    /// least recently played.
    ///
    /// Nothing is marked: that is `markSeen`'s job, once a game starts.
    public func pick(_ amount: Int, matching filter: QuestionFilter = .any) -> [Question] {
        state.withLock { state in
            loadIfNeeded(&state)
            let matching = state.entries.filter { filter.matches(category: $0.category, difficulty: $0.difficulty) }
            let ordered = matching.filter { !$0.seen } + matching.filter(\.seen)
            return ordered.prefix(max(0, amount)).map { entry in
                Question(
                    title: entry.title,
                    answer: entry.answer,
                    category: entry.category,
                    difficulty: entry.difficulty,
                    origin: .cache
                )
            }
        }
    }

    /// Reads the file now, on a background thread, so that it is ready when the game first needs
    /// it (when the Open Trivia DB can't be reached, before the first question).
    public func preload() {
        BackgroundThread.run(named: "openquizz cache") { [self] in
            state.withLock { state in loadIfNeeded(&state) }
        }
    }

    /// Waits until every change so far is on disk (or failed to be).
    public func flush() {
        writer.flush()
    }

    // MARK: - Changes

    /// Records a change in the journal, applies it in memory if the file was read, and schedules
    /// one write.
    private func change(_ record: (inout Journal) -> Void) {
        let schedule = state.withLock { state in
            var change = Journal()
            record(&change)
            guard !change.isEmpty else { return false }
            state.journal.added += change.added
            state.journal.played += change.played
            if state.loaded { state.entries = Self.replay(change, on: state.entries) }
            defer { state.saveScheduled = true }
            return !state.saveScheduled
        }
        if schedule { writer.schedule { [self] in save() } }
    }

    /// `entries` with `journal` replayed: new questions appended (unless kept already), played
    /// ones marked and moved to the end, then cut down to `capacity`.
    static func replay(_ journal: some Collection<Entry>, played: some Collection<String>, on entries: [Entry])
        -> [Entry]
    {
        var entries = entries
        var known = Set(entries.map(\.id))
        for entry in journal where !known.contains(entry.id) && QuestionText.isVisible(entry.title) {
            known.insert(entry.id)
            entries.append(entry)
        }
        if !played.isEmpty {
            var order: [String: Int] = [:]
            for (position, id) in played.enumerated() { order[id] = position }
            var moved: [(position: Int, entry: Entry)] = []
            entries.removeAll { entry in
                guard let position = order[entry.id] else { return false }
                var played = entry
                played.seen = true
                moved.append((position, played))
                return true
            }
            entries += moved.sorted { $0.position < $1.position }.map(\.entry)
        }
        return capped(entries)
    }

    private static func replay(_ journal: Journal, on entries: [Entry]) -> [Entry] {
        replay(journal.added, played: journal.played, on: entries)
    }

    /// At most `capacity` entries: every unplayed one (the newest if there are too many), then the
    /// most recently played; in their order.
    static func capped(_ entries: [Entry]) -> [Entry] {
        guard entries.count > capacity else { return entries }
        let unseen = entries.indices.filter { !entries[$0].seen }
        let seen = entries.indices.filter { entries[$0].seen }
        let keptUnseen = unseen.suffix(capacity)
        let keptSeen = seen.suffix(capacity - keptUnseen.count)
        let kept = Set(keptUnseen).union(keptSeen)
        return entries.indices.filter { kept.contains($0) }.map { entries[$0] }
    }

    // MARK: - File

    /// Reads the file the first time the questions are needed, and replays what changed before.
    private func loadIfNeeded(_ state: inout State) {
        guard !state.loaded else { return }
        state.loaded = true
        var saved: [Entry] = []
        if case .contents(let data) = AtomicFile.read(url, maximumSize: Self.maximumFileSize, writer: writer) {
            if let decoded = Self.decodeFile(data) {
                saved = Self.replay(decoded, played: [], on: [])
                if decoded.count > Self.capacity { state.needsRewrite = true }
            } else {
                AtomicFile.setAside(url, writer: writer)
            }
        }
        state.entries = saved
        for changes in [state.writing, state.journal] where !changes.isEmpty {
            state.entries = Self.replay(changes, on: state.entries)
        }
        if state.needsRewrite, !state.saveScheduled {
            // Cut down on disk too, once the first game is under way.
            state.saveScheduled = true
            writer.schedule(after: Self.rewriteDelay) { [self] in save() }
        }
    }

    /// Replays the journal on the file as it is now and writes the result; on the writer's queue.
    private func save() {
        let (journal, rewrite) = state.withLock { state in
            state.saveScheduled = false
            defer {
                state.writing = state.journal
                state.journal = Journal()
                state.needsRewrite = false
            }
            return (state.journal, state.needsRewrite)
        }
        guard !journal.isEmpty || rewrite else { return }
        var merged: [Entry] = []
        do throws(AtomicFile.WriteError) {
            try AtomicFile.update(url, maximumSize: Self.maximumFileSize, writer: writer) {
                data throws(AtomicFile.WriteError) in
                var saved: [Entry] = []
                if let data {
                    if let entries = Self.entries(inFile: data) {
                        saved = entries
                    } else {
                        AtomicFile.setAside(url, writer: writer)
                    }
                }
                merged = Self.replay(journal, on: saved)
                do {
                    return try Self.encodeFile(merged)
                } catch {
                    throw .failed(path: url.path, reason: .notEncodable)
                }
            }
            state.withLock { state in
                // What the other games wrote comes in; what changed during the write stays on top.
                state.writing = Journal()
                state.entries = Self.replay(state.journal, on: merged)
                state.loaded = true
            }
        } catch {
            state.withLock { state in
                // Kept for the next write.
                state.writing = Journal()
                state.journal.added = journal.added + state.journal.added
                state.journal.played = journal.played + state.journal.played
            }
            problems?.report(error.problem)
        }
    }
}
