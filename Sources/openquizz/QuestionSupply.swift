import Foundation
import Quiz

/// Where the questions of a game come from, as the command line asked: the Open Trivia DB first
/// (with the next game's questions fetched ahead), then the disk cache, then the bundled bank —
/// or the bundled bank alone with `--offline`. `--category` and `--difficulty` hold for all three.
struct QuestionSupply {
    let manager: QuestionManager
    let client: OpenTriviaDBClient?
    let cache: QuestionCache?
    let prefetcher: PrefetchingSource?
    /// The bundled questions played, across runs.
    let played: PlayedQuestions

    /// How the header names the bundled questions with `--offline`.
    static let offlineLabel = SourceLabel(full: "Offline: bundled questions", short: "Offline: bundled")
    /// How the header names the bundled questions after the Open Trivia DB and the cache failed.
    static let fallbackLabel = SourceLabel(full: "bundled questions", short: "bundled")

    init(options: Options, bank: BundledBank, paths: StoragePaths, scheduler: any Scheduler = DispatchScheduler()) {
        let filter = QuestionFilter(
            category: options.category.map { id in
                (bank.categories + TriviaCategory.openTriviaDB).first { $0.id == id }?.name ?? "\(id)"
            },
            difficulty: options.difficulty
        )
        played = PlayedQuestions(url: paths.stateDirectory.appendingPathComponent("played.json"))
        _ = Self.flushesWritesAtExit
        played.preload()
        if options.offline {
            let bundled = BundledQuestionSource(
                questions: bank.questions,
                notice: Self.offlineLabel.full,
                shortNotice: Self.offlineLabel.short,
                seed: options.seed,
                filter: filter,
                played: played
            )
            manager = QuestionManager(sources: [bundled])
            client = nil
            cache = nil
            prefetcher = nil
            return
        }
        let cache = QuestionCache(url: paths.cacheDirectory.appendingPathComponent("questions.json"))
        // Ready when the Open Trivia DB can't be reached, without holding up the first question.
        cache.preload()
        let client = OpenTriviaDBClient(
            configuration: .init(baseURL: options.apiURL),
            scheduler: scheduler,
            stateStore: OpenTriviaDBStateStore(url: paths.stateDirectory.appendingPathComponent("opentdb.json"))
        )
        let online = OpenTriviaDBSource(
            client: client,
            cache: cache,
            category: options.category,
            difficulty: options.difficulty
        )
        let prefetcher = PrefetchingSource(source: online, prefetches: options.prefetch)
        let bundled = BundledQuestionSource(
            questions: bank.questions,
            notice: Self.fallbackLabel.full,
            shortNotice: Self.fallbackLabel.short,
            seed: options.seed,
            filter: filter,
            played: played
        )
        manager = QuestionManager(sources: [prefetcher, CachedQuestionSource(cache: cache, filter: filter), bundled])
        self.client = client
        self.cache = cache
        self.prefetcher = prefetcher
    }

    /// The first problem saving the token, the cache or the played questions, for the player to
    /// see once.
    var storageProblem: String? {
        client?.storageProblem ?? cache?.storageProblem ?? played.storageProblem
    }

    /// Files are written off the main thread: every way out (`exit`) first waits for the writes
    /// under way, so the last game's played questions are never lost. Registered once.
    private static let flushesWritesAtExit: Void = {
        atexit { FileWriter.flush() }
    }()
}
