import Foundation
import Quiz

/// Where the questions of a game come from, as the command line asked: the Open Trivia DB first
/// (with the next game's questions fetched ahead), then the disk cache, then the bundled bank —
/// or the bundled bank alone with `--offline`.
struct QuestionSupply {
    let manager: QuestionManager
    let client: OpenTriviaDBClient?
    let cache: QuestionCache?
    let prefetcher: PrefetchingSource?

    init(options: Options, bank: BundledBank, paths: StoragePaths, scheduler: any Scheduler = DispatchScheduler()) {
        if options.offline {
            let bundled = BundledQuestionSource(
                questions: bank.questions,
                notice: "Offline: bundled questions",
                seed: options.seed
            )
            manager = QuestionManager(sources: [bundled])
            client = nil
            cache = nil
            prefetcher = nil
            return
        }
        let cache = QuestionCache(url: paths.cacheDirectory.appendingPathComponent("questions.json"))
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
        let prefetcher = PrefetchingSource(source: online, prefetches: options.prefetch) { [cache] questions in
            cache.markSeen(questions)
        }
        let bundled = BundledQuestionSource(questions: bank.questions, notice: "bundled questions", seed: options.seed)
        manager = QuestionManager(sources: [prefetcher, CachedQuestionSource(cache: cache), bundled])
        self.client = client
        self.cache = cache
        self.prefetcher = prefetcher
    }

    /// The first problem saving the token or the cache, for the player to see once.
    var storageProblem: String? {
        client?.storageProblem ?? cache?.storageProblem
    }
}
