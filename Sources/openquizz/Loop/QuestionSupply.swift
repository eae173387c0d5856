import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore

/// Where the questions of a game come from, as the command line asked.
///
/// The Open Trivia DB first (its questions not yet shown, kept in the cache across runs, with the
/// next game's fetched ahead), then the disk cache and the bundled bank, widening the filter a
/// step at a time across both (`QuestionManager.standIns`) — or the bundled bank alone with
/// `--offline`. A new game takes what is at hand and never waits for the network when the bank
/// can stand in.
///
/// `--category` and `--difficulty` hold for all three. Another `--api-url` server has a cache
/// and a state file of its own (`Options.cacheFileName`, `stateFileName`).
struct QuestionSupply {
    let manager: QuestionManager
    let client: OpenTriviaDBClient?
    let cache: QuestionCache?
    let prefetcher: PrefetchingSource?
    /// The bundled questions played, across runs.
    let played: PlayedQuestions

    /// The queue every file of the run is written on (the history's too); every way out waits
    /// for it.
    let writer: FileWriter
    /// Where the files that can't be saved are reported.
    let problems: StorageProblems
    /// The questions the player asked for (`--category`, `--difficulty`).
    let filter: QuestionFilter

    /// - Parameters:
    ///   - clock: the clock requests are spaced and timed with.
    ///   - writer: the queue the files are written on.
    ///   - problems: where the files that can't be saved are reported.
    ///   - deck: the deck played alone, instead of the other sources: one of the player's decks
    ///     (`--deck`) or a file (`--questions`), dealt by the same rules.
    ///   - earlier: a supply of the same run (settings changed in the game) whose client, cache and
    ///     played questions this one shares: one client spaces the run's requests, one cache and
    ///     one record of plays are written.
    init(
        options: Options, bank: BundledBank, paths: StoragePaths, clock: AnyClock, writer: FileWriter,
        problems: StorageProblems = StorageProblems(), deck: DeckDealer? = nil, sharing earlier: QuestionSupply? = nil
    ) {
        self.writer = writer
        self.problems = problems
        if let deck {
            filter = deck.filter
            played = PlayedQuestions(url: nil, writer: writer)
            Self.flushAtExit(writer)
            manager = QuestionManager(sources: [deck])
            client = nil
            cache = nil
            prefetcher = nil
            return
        }
        filter = Self.filter(options, bank: bank)
        // With --seed the games are the same every run: what earlier runs played is neither read
        // nor written.
        played =
            earlier?.played
            ?? PlayedQuestions(
                url: options.seed == nil ? paths.stateDirectory.appendingPathComponent("played.json") : nil,
                writer: writer, problems: problems)
        Self.flushAtExit(writer)
        played.preload()
        if options.offline {
            let bundled = BundledQuestionSource(
                questions: bank.questions,
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
        let cache =
            earlier?.cache
            ?? QuestionCache(
                url: paths.cacheDirectory.appendingPathComponent(options.cacheFileName), writer: writer,
                problems: problems)
        // Ready when the Open Trivia DB can't be reached, without holding up the first question.
        cache.preload()
        let client =
            earlier?.client
            ?? Self.client(options: options, paths: paths, clock: clock, writer: writer, problems: problems)
        let online = OpenTriviaDBSource(client: client, category: options.category, difficulty: options.difficulty)
        let prefetcher = PrefetchingSource(source: online, cache: cache, filter: filter, prefetches: options.prefetch)
        let (filter, played) = (filter, played)
        let standIns = QuestionManager.standIns(cache: cache, filter: filter) { step in
            BundledQuestionSource(
                questions: bank.questions, seed: options.seed, filter: filter, played: played, step: step)
        }
        manager = QuestionManager(sources: [prefetcher] + standIns, newGamesTakeWhatIsAtHand: options.prefetch)
        self.client = client
        self.cache = cache
        self.prefetcher = prefetcher
    }

    /// The questions the player asked for (`--category`, `--difficulty`), the category named as
    /// the bank or the Open Trivia DB names it.
    private static func filter(_ options: Options, bank: BundledBank) -> QuestionFilter {
        QuestionFilter(
            category: options.category.map { id in
                (bank.categories + TriviaCategory.openTriviaDB).first { $0.id == id }?.name ?? "\(id)"
            },
            difficulty: options.difficulty
        )
    }

    /// A client of the server `options` name (`--api-url`), whose state file is written on
    /// `writer`, its problems reported to `problems`.
    private static func client(
        options: Options, paths: StoragePaths, clock: AnyClock, writer: FileWriter, problems: StorageProblems
    ) -> OpenTriviaDBClient {
        OpenTriviaDBClient(
            configuration: .init(baseURL: options.apiURL),
            clock: clock,
            stateStore: OpenTriviaDBStateStore(
                url: paths.stateDirectory.appendingPathComponent(options.stateFileName), writer: writer,
                problems: problems)
        )
    }

    /// Files are written off the main thread: every way out (`exit`) first waits for the writes
    /// under way on `writer`, so the last game's played questions are never lost.
    static func flushAtExit(_ writer: FileWriter) {
        _ = flushesWritesAtExit
        flushedAtExit.withLock { $0.append(writer) }
    }

    /// The writers `exit` waits for.
    private static let flushedAtExit = Locked<[FileWriter]>([])

    /// The history whose answers `exit` tries once more to write, and says when it can't.
    static func saysUnsavedAnswersAtExit(_ history: AnswerHistory, text: CommandLineText) {
        _ = flushesWritesAtExit
        historyAtExit.withLock { $0 = (history, text) }
    }

    private static let historyAtExit = Locked<(history: AnswerHistory, text: CommandLineText)?>(nil)

    /// Registered once.
    private static let flushesWritesAtExit: Void = {
        atexit {
            for writer in QuestionSupply.flushedAtExit.withLock({ $0 }) { writer.flush() }
            // The terminal is given back before `exit`: a line on standard error reads whole.
            guard let (history, text) = QuestionSupply.historyAtExit.withLock({ $0 }) else { return }
            history.flush()
            if let unsaved = history.unsaved {
                Output.say(text.unsavedAnswers(unsaved.answers, unsaved.problem))
            }
        }
    }()
}
