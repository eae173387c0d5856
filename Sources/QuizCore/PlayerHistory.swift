import Foundation

extension Notification.Name {
    /// Posted by a `PlayerHistory` on the main actor once the history on disk has been read.
    public static let historyLoaded = Notification.Name("HistoryLoaded")
}

/// Every answer the player gave, in memory.
///
/// The history file read in the background, then the answers of this run as they are given.
/// Stats, Game Over summaries and search come from here.
///
/// It lives on the main actor. Until the file has been read (`isLoaded`) it knows this run's
/// answers only; then it posts `.historyLoaded` and knows them all. Reading, counting and
/// indexing the file happen off the main actor, so 100,000 answers never hold up a frame.
@MainActor
public final class PlayerHistory {
    /// Where answers are kept; nil keeps them in memory only (`--no-history`).
    public let store: (any HistoryStore)?
    /// Whether the answers on disk are in (always true without a file).
    public private(set) var isLoaded: Bool
    /// Every answer known, oldest first.
    public var records: [AnswerRecord] {
        settle()
        return counted
    }
    /// What they say about the player.
    public var stats: HistoryStats {
        settle()
        return countedStats
    }

    /// The answers counted, with their stats and index: all but `uncounted`.
    private var counted: [AnswerRecord] = []
    private var countedStats = HistoryStats()
    private var index = HistorySearchIndex()
    /// Answers added and not yet counted.
    ///
    /// They are counted once the frame that shows the answer is out (the main queue's next
    /// turn), or at once when something asks (`settle()`). The first answer of a run builds the
    /// stats' types, 0.1-0.2 ms a player would wait for on the key.
    private var uncounted: [AnswerRecord] = []
    /// This run's answers, in order.
    private var runRecords: [AnswerRecord] = []
    /// How each game of this run ended.
    private var summaries: [String: GameOverSummary] = [:]
    /// This run's games: their lines already on disk are left out when the file is read, as
    /// they are added from memory.
    private nonisolated let runGames = Locked<Set<String>>([])
    private var loadStarted = false
    /// Those waiting in `loaded()`.
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let notificationCenter: NotificationCenter
    private let reader: Reader

    /// Runs the file's read away from the main actor (`ownThread`); the read then queues its
    /// result on the main actor.
    public typealias Reader = @Sendable (_ read: @escaping @Sendable () -> Void) -> Void

    /// - Parameter reader: what runs the file's read: a thread of its own, unless a test runs it
    ///   at once, to queue the result on the main actor at a moment of its choosing.
    public init(
        store: (any HistoryStore)?, notificationCenter: NotificationCenter = .default,
        reader: @escaping Reader = PlayerHistory.ownThread
    ) {
        self.store = store
        self.notificationCenter = notificationCenter
        self.reader = reader
        isLoaded = store?.url == nil
    }

    /// The game's reader: a thread of its own at the lowest priority, which ends with the read.
    ///
    /// Nice 19: reading 100,000 answers takes a core for half a second, and the game and the
    /// terminal come first. On Linux the nice value is the thread's: `who` 0 is the calling
    /// thread alone.
    public static let ownThread: Reader = { read in
        let thread = Thread {
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            read()
        }
        thread.name = "openquizz history"
        thread.start()
    }

    /// Whether answers are kept in a file, to be read by the next run (not with `--no-history`):
    /// what the panels say when there are none yet depends on it.
    public var keepsHistory: Bool { store?.url != nil && store?.writes == true }

    /// Whether answers of earlier runs are read from a file (with `--no-history` too, which
    /// writes nothing to it).
    public var readsHistory: Bool { store?.url != nil }

    /// The filters this run plays with.
    public var filter: QuestionFilter { store?.filter ?? .any }

    /// Reads the file in the background, once; `.historyLoaded` is posted when it is in.
    public func load() {
        guard let store, !isLoaded, !loadStarted else { return }
        loadStarted = true
        reader { [self] in
            var records = store.load(settingAside: store.writes)
            let exclude = runGames.withLock { $0 }
            records.removeAll { exclude.contains($0.game) }
            let loaded = Loaded(records: records)
            Task { @MainActor in self.merge(loaded) }
        }
    }

    /// Returns once the file is in (at once when it is, or when there is none), reading it in
    /// the background if that hasn't started.
    ///
    /// For the daily challenge, whose once-a-day rule needs every answer before it starts.
    public func loaded() async {
        guard !isLoaded else { return }
        load()
        // Checked again where the wait begins: a task with an executor preference (the game's
        // wait) leaves the main actor on its way into `withCheckedContinuation` and comes back
        // behind the main queue's jobs, among them maybe the merge, which resumes only the
        // waiters it finds. The check and the wait in one turn of the main actor lose nothing.
        await withCheckedContinuation { continuation in
            if isLoaded {
                continuation.resume()
            } else {
                waiting.append(continuation)
            }
        }
    }

    /// The answers of daily challenge `number` as it was played (its first game), in order; nil
    /// when it wasn't.
    public func dailyPlay(_ number: Int) -> [AnswerRecord]? {
        guard let play = stats.daily.plays[number] else { return nil }
        return records.filter { $0.game == play.game && $0.daily == number }
    }

    /// Notes that game `id` begins: its answers are this run's.
    public func beginGame(_ id: String) {
        runGames.withLock { _ = $0.insert(id) }
    }

    /// Adds an answer just given, and writes it to the file.
    public func add(_ record: AnswerRecord) {
        runGames.withLock { _ = $0.insert(record.game) }
        runRecords.append(record)
        store?.record(record)
        uncounted.append(record)
        guard uncounted.count == 1 else { return }
        // After the frame: the key's handler draws before the main queue takes its next job.
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.settle() } }
    }

    /// How game `id` of this run ended; nil while it goes on.
    ///
    /// Until the file is read the summary is provisional (`isProvisional`): its best and streak
    /// know this run only.
    public func summary(of id: String) -> GameOverSummary? {
        settle()
        guard var summary = summaries[id] else { return nil }
        if !isLoaded { summary.isProvisional = true }
        return summary
    }

    /// The answers matching `query` and `verdicts`, as indices into `records`, newest first.
    public func search(_ query: String, verdicts: VerdictFilter = .all) -> [Int] {
        settle()
        return index.matches(query, verdicts: verdicts)
    }

    // MARK: - Private

    /// The file's answers with their stats and index, made off the main actor.
    private struct Loaded: Sendable {
        var records: [AnswerRecord]
        var stats: HistoryStats
        var index: HistorySearchIndex

        init(records: [AnswerRecord]) {
            self.records = records
            stats = HistoryStats(records)
            index = HistorySearchIndex(records)
        }
    }

    /// Whether daily challenge `number` is in the history (played, or left half-way): asked
    /// by every frame's header, so it leaves the answers added since the frame uncounted.
    public func hasDaily(_ number: Int) -> Bool {
        countedStats.daily.plays[number] != nil || uncounted.contains { $0.daily == number }
    }

    /// How many answers added are not counted yet (for the tests).
    var uncountedAnswers: Int { uncounted.count }

    /// Counts the answers added since last time.
    private func settle() {
        guard !uncounted.isEmpty else { return }
        let adding = uncounted
        uncounted = []
        for record in adding { remember(record) }
    }

    private func remember(_ record: AnswerRecord) {
        counted.append(record)
        index.add(record)
        if let summary = countedStats.add(record) { summaries[record.game] = summary }
    }

    /// The file's answers first, then this run's again, so that every count and summary sees them all.
    private func merge(_ loaded: Loaded) {
        guard !isLoaded else { return }
        counted = loaded.records
        countedStats = loaded.stats
        index = loaded.index
        summaries = [:]
        // This run's answers, the uncounted ones among them.
        uncounted = []
        for record in runRecords { remember(record) }
        isLoaded = true
        notificationCenter.post(name: .historyLoaded, object: self)
        let waiters = waiting
        waiting = []
        for waiter in waiters { waiter.resume() }
    }
}
