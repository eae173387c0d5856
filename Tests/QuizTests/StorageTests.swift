import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

final class StorageTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    private func question(
        _ title: String, answer: Bool = true, category: String = "History", difficulty: Difficulty = .medium
    ) -> Question {
        Question(title: title, answer: answer, category: category, difficulty: difficulty, origin: .openTriviaDB)
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    // MARK: - Atomic files

    func testAnAtomicWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let url = folder.appendingPathComponent("a.json")
        try AtomicFile.write(Data("old".utf8), to: url, writer: files)
        try AtomicFile.write(Data("new".utf8), to: url, writer: files)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "new")
        XCTAssertEqual(try leftovers(), ["a.json"])
    }

    func testTemporaryFilesOfDeadWritersAreCleanedUpAndLiveOnesKept() throws {
        let url = folder.appendingPathComponent("a.json")
        // pid 2^22 + 1 is above the kernel's pid_max: no such process.
        let dead = folder.appendingPathComponent(".a.json.4194305.\(UUID().uuidString).tmp")
        let live = folder.appendingPathComponent(".a.json.1.\(UUID().uuidString).tmp")  // init is alive
        let other = folder.appendingPathComponent(".b.json.4194305.x.tmp")
        for file in [dead, live, other] { try Data("half".utf8).write(to: file) }
        try AtomicFile.write(Data("new".utf8), to: url, writer: files)
        files.flush()  // the clean-up runs off the writer's thread
        XCTAssertEqual(try leftovers(), [live.lastPathComponent, other.lastPathComponent, "a.json"].sorted())
    }

    func testAnAtomicWriteCreatesMissingFolders() throws {
        let url = folder.appendingPathComponent("x/y/z.json")
        try AtomicFile.write(Data("1".utf8), to: url, writer: files)
        XCTAssertEqual(try Data(contentsOf: url), Data("1".utf8))
    }

    func testAWriteWhereAFileBlocksTheFolderFailsWithAMessage() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        XCTAssertThrowsError(
            try AtomicFile.write(Data("1".utf8), to: blocker.appendingPathComponent("a.json"), writer: files)
        ) {
            error in
            XCTAssertEqual(
                error as? AtomicFile.WriteError,
                .failed(path: "\(blocker.path)/a.json", reason: .system(errno: ENOTDIR)))
        }
    }

    // MARK: - Paths

    func testXDGFoldersAreUsedWhenAbsoluteAndDefaultsOtherwise() {
        let custom = StoragePaths.standard(environment: [
            "HOME": "/home/p", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c", "XDG_DATA_HOME": "/d",
        ])
        XCTAssertEqual(custom.stateDirectory.path, "/s/openquizz")
        XCTAssertEqual(custom.cacheDirectory.path, "/c/openquizz")
        XCTAssertEqual(custom.decksDirectory.path, "/d/openquizz/decks")
        let defaults = StoragePaths.standard(environment: [
            "HOME": "/home/p", "XDG_STATE_HOME": "relative", "XDG_DATA_HOME": "share",
        ])
        XCTAssertEqual(defaults.stateDirectory.path, "/home/p/.local/state/openquizz")
        XCTAssertEqual(defaults.cacheDirectory.path, "/home/p/.cache/openquizz")
        XCTAssertEqual(defaults.decksDirectory.path, "/home/p/.local/share/openquizz/decks")
        XCTAssertEqual(defaults.deckPlaysDirectory.path, "/home/p/.local/state/openquizz/decks")
    }

    // MARK: - State store

    func testTheStateSurvivesARestart() {
        let url = folder.appendingPathComponent("opentdb.json")
        let state = OpenTriviaDBState(
            token: "abc",
            tokenLastUsed: Date(timeIntervalSince1970: 1_000),
            lastRequest: Date(timeIntervalSince1970: 2_000)
        )
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        OpenTriviaDBStateStore(url: url, writer: files, problems: problems).save(state)
        files.flush()
        XCTAssertEqual(problems.takeNew(), [])
        XCTAssertEqual(OpenTriviaDBStateStore(url: url, writer: files).load(), state)
    }

    func testACorruptStateFileIsSetAsideAndTheGameStartsAfresh() throws {
        let url = folder.appendingPathComponent("opentdb.json")
        try Data("{\"token\": 12".utf8).write(to: url)
        XCTAssertEqual(OpenTriviaDBStateStore(url: url, writer: files).load(), OpenTriviaDBState())
        let names = try leftovers()
        XCTAssertEqual(names.count, 1)
        XCTAssertTrue(names[0].hasPrefix("opentdb.json.corrupt-"), names[0])
    }

    func testAnUnwritableStateIsReportedOnce() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("opentdb.json")
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let store = OpenTriviaDBStateStore(url: url, writer: files, problems: problems)
        store.save(OpenTriviaDBState(token: "t"))
        files.flush()
        XCTAssertEqual(problems.takeNew(), [StorageProblem(path: url.path, kind: .system(errno: ENOTDIR))])
        store.save(OpenTriviaDBState(token: "u"))
        files.flush()
        XCTAssertEqual(problems.takeNew(), [], "reported once")
    }

    // MARK: - Question cache

    func testTheCacheKeepsEachQuestionOnceWhateverItsCaseOrPunctuation() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add([question("The sky is blue."), question("the SKY is blue"), question("Grass is green.")])
        XCTAssertEqual(cache.counts.total, 2)
        XCTAssertEqual(Question.id(for: "The sky is blue."), Question.id(for: " the sky, is BLUE "))
        XCTAssertNotEqual(Question.id(for: "The sky is blue."), Question.id(for: "The sky is red."))
    }

    func testUnseenQuestionsComeFirstThenTheLeastRecentlyPlayed() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add([question("One."), question("Two."), question("Three.")])
        cache.markSeen([question("One.")])
        let offered = cache.pick(2)
        XCTAssertEqual(offered.map(\.title), ["Two.", "Three."])
        XCTAssertEqual(cache.counts.unseen, 2, "offering uses nothing up")
        cache.markSeen(offered)
        XCTAssertEqual(cache.counts.unseen, 0)
        XCTAssertEqual(cache.pick(2).map(\.title), ["One.", "Two."], "then the least recently played")
        XCTAssertTrue(cache.pick(1).allSatisfy { $0.origin == .cache })
    }

    func testTheCacheSurvivesARestart() {
        let url = folder.appendingPathComponent("questions.json")
        let first = QuestionCache(url: url, writer: files)
        first.add([question("Kept.", answer: false), question("Played.")])
        first.markSeen([question("Played.")])
        first.flush()
        let reloaded = QuestionCache(url: url, writer: files)
        XCTAssertEqual(reloaded.pick(5).map(\.title), ["Kept.", "Played."])
        XCTAssertEqual(reloaded.pick(1).first?.answer, false)
        XCTAssertEqual(reloaded.counts.unseen, 1)
    }

    func testChangesAreWrittenOffTheCallersThread() throws {
        let url = folder.appendingPathComponent("questions.json")
        let cache = QuestionCache(url: url, writer: files)
        cache.add([question("Kept.")])
        cache.flush()
        XCTAssertEqual(QuestionCache.decodeFile(try Data(contentsOf: url))?.map(\.title), ["Kept."])
    }

    func testACorruptCacheIsSetAsideAndStartsEmpty() throws {
        let url = folder.appendingPathComponent("questions.json")
        try Data([0xFF, 0x00, 0x7B]).write(to: url)
        let cache = QuestionCache(url: url, writer: files)
        XCTAssertEqual(cache.counts.total, 0)
        cache.add([question("Fresh.")])
        cache.flush()
        XCTAssertEqual(QuestionCache(url: url, writer: files).counts.total, 1)
        XCTAssertEqual(try leftovers().filter { $0.contains("corrupt") }.count, 1)
    }

    func testACacheFileOverTheSizeLimitIsSetAsideUnread() throws {
        let url = folder.appendingPathComponent("questions.json")
        // A valid cache file of ten questions, padded with spaces (JSON allows them): at the
        // limit, read whole.
        let entries = (0..<10).map {
            QuestionCache.Entry(
                id: "\($0)", title: "Statement \($0).", answer: true, category: "Art", difficulty: .easy, seen: false)
        }
        let file = try QuestionCache.encodeFile(entries)
        let padding = QuestionCache.maximumFileSize - file.count
        try (file + Data(repeating: UInt8(ascii: " "), count: padding)).write(to: url)
        XCTAssertEqual(QuestionCache(url: url, writer: files).counts.total, 10)
        files.flush()
        XCTAssertEqual(try leftovers(), ["questions.json"])
        // One byte more, and it is not even read.
        try (file + Data(repeating: UInt8(ascii: " "), count: padding + 1)).write(to: url)
        XCTAssertEqual(QuestionCache(url: url, writer: files).counts.total, 0)
        let names = try leftovers()
        XCTAssertEqual(names.count, 1, "\(names)")
        XCTAssertTrue(names[0].hasPrefix("questions.json.corrupt-"), names[0])
    }

    func testACacheFileStuffedWithFarMoreQuestionsThanTheGameKeepsIsSetAsideUnread() throws {
        let url = folder.appendingPathComponent("questions.json")
        let stuffed = (0...QuestionCache.maximumEntriesRead).map {
            QuestionCache.Entry(
                id: "\($0)", title: "S\($0).", answer: true, category: "", difficulty: .easy, seen: false)
        }
        let data = try QuestionCache.encodeFile(stuffed)
        XCTAssertLessThan(data.count, QuestionCache.maximumFileSize, "small enough to be read")
        try data.write(to: url)
        XCTAssertEqual(QuestionCache(url: url, writer: files).counts.total, 0)
        let names = try leftovers()
        XCTAssertTrue(names.count == 1 && names[0].hasPrefix("questions.json.corrupt-"), "\(names)")
    }

    func testACacheFileOfAnEarlierVersionIsReadAndRewrittenInTheNewFormat() throws {
        let url = folder.appendingPathComponent("questions.json")
        let old = [
            QuestionCache.Entry(
                id: Question.id(for: "Old one."), title: "Old one.", answer: false, category: "Art",
                difficulty: .hard, seen: true),
            QuestionCache.Entry(
                id: Question.id(for: "Old two."), title: "Old two.", answer: true, category: "Art",
                difficulty: .easy, seen: false),
        ]
        try QuestionCache.encodeVersion1File(old).write(to: url)
        let cache = QuestionCache(url: url, writer: files)
        XCTAssertEqual(cache.pick(2).map(\.title), ["Old two.", "Old one."])
        cache.add([question("New.")])
        cache.flush()
        let rewritten = try Data(contentsOf: url)
        XCTAssertTrue(String(decoding: rewritten, as: UTF8.self).contains(#""version":2"#))
        let entries = try XCTUnwrap(QuestionCache.decodeFile(rewritten))
        XCTAssertEqual(entries.map(\.title), ["Old one.", "Old two.", "New."])
        XCTAssertEqual(entries.map(\.seen), [true, false, false])
        XCTAssertEqual(Array(entries.prefix(2)), old)
    }

    func testACacheThatIsNotAFileIsSetAsideWithoutBlocking() throws {
        let url = folder.appendingPathComponent("questions.json")
        XCTAssertEqual(mkfifo(url.path, 0o644), 0, "mkfifo")
        XCTAssertEqual(QuestionCache(url: url, writer: files).counts.total, 0)
        XCTAssertTrue(try leftovers().allSatisfy { $0.hasPrefix("questions.json.corrupt-") })
    }

    func testOverCapacityOnLoadKeepsTheUnplayedThenTheMostRecentlyPlayedAndRewrites() throws {
        let url = folder.appendingPathComponent("questions.json")
        func entry(_ name: String, seen: Bool) -> QuestionCache.Entry {
            QuestionCache.Entry(
                id: Question.id(for: name), title: name, answer: true, category: "Art", difficulty: .easy,
                seen: seen)
        }
        // Played ones are kept least recently played first.
        let played = (0..<3_000).map { entry("Played \($0).", seen: true) }
        let unplayed = (0..<3_000).map { entry("Unplayed \($0).", seen: false) }
        try QuestionCache.encodeFile(played + unplayed).write(to: url)

        let cache = QuestionCache(url: url, writer: files)
        XCTAssertEqual(cache.counts.total, QuestionCache.capacity)
        XCTAssertEqual(cache.counts.unseen, 3_000, "every unplayed question is kept")
        cache.flush()
        let rewritten = try XCTUnwrap(QuestionCache.decodeFile(try Data(contentsOf: url)))
        XCTAssertEqual(rewritten.count, QuestionCache.capacity, "and the file cut down to it")
        let keptPlayed = Set(rewritten.filter(\.seen).map(\.title))
        XCTAssertEqual(keptPlayed, Set((1_000..<3_000).map { "Played \($0)." }), "the most recently played")
    }

    func testACachedEntryWithoutWordsIsNeverPlayed() throws {
        let url = folder.appendingPathComponent("questions.json")
        let blank = QuestionCache.Entry(
            id: "x", title: "  ", answer: true, category: "Art", difficulty: .easy, seen: false)
        let real = QuestionCache.Entry(
            id: "y", title: "Real.", answer: true, category: "Art", difficulty: .easy, seen: false)
        try QuestionCache.encodeFile([blank, real]).write(to: url)
        XCTAssertEqual(QuestionCache(url: url, writer: files).pick(5).map(\.title), ["Real."])
    }

    func testTheCacheNeverGrowsPastItsCapacity() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        let many = (0..<(QuestionCache.capacity + 40)).map { question("Statement number \($0).") }
        cache.add(Array(many.prefix(100)))
        cache.markSeen(Array(many.prefix(100)))
        cache.add(Array(many.dropFirst(100)))
        XCTAssertEqual(cache.counts.total, QuestionCache.capacity)
    }

    func testACacheOfUnplayedQuestionsDropsTheOldestBeyondItsCapacity() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add((0..<(QuestionCache.capacity + 10)).map { question("Unplayed number \($0).") })
        XCTAssertEqual(cache.counts.total, QuestionCache.capacity)
        XCTAssertEqual(cache.pick(1).first?.title, "Unplayed number 10.", "the oldest went first")
    }

    // MARK: - Two games at once

    func testTwoGamesWritingTheSameCacheKeepBothGamesQuestions() throws {
        let url = folder.appendingPathComponent("questions.json")
        let problems = StorageProblems()
        let one = QuestionCache(url: url, writer: files, problems: problems)
        let other = QuestionCache(url: url, writer: files, problems: problems)
        _ = (one.counts, other.counts)  // both read the (missing) file first, as two games starting
        one.add((1...10).map { question("First game \($0).") })
        other.add((1...10).map { question("Second game \($0).") })
        one.markSeen([question("First game 1.")])
        other.markSeen([question("Second game 2.")])
        one.flush()

        let merged = QuestionCache(url: url, writer: files)
        XCTAssertEqual(merged.counts.total, 20, "no game's questions lost")
        XCTAssertEqual(merged.counts.unseen, 18, "a question played in either game is played")
        XCTAssertEqual(other.counts.total, 20, "a game sees the other's questions after writing")
        XCTAssertEqual(problems.takeNew(), [])
    }

    // MARK: - Failures name the real reason

    func testACacheWhoseFolderIsAFileReportsNotADirectory() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let problems = StorageProblems()
        let cache = QuestionCache(
            url: blocker.appendingPathComponent("questions.json"), writer: files, problems: problems)
        cache.add([question("Lost.")])
        cache.flush()
        XCTAssertEqual(
            problems.takeNew(),
            [StorageProblem(path: "\(blocker.path)/questions.json", kind: .system(errno: ENOTDIR))])
        XCTAssertEqual(cache.counts.total, 1, "the game goes on with what it has in memory")
    }

    func testOnlyTheNewestSetAsideCopiesAreKept() throws {
        let url = folder.appendingPathComponent("questions.json")
        for _ in 0..<(AtomicFile.setAsideCopiesKept + 3) {
            try Data("not json".utf8).write(to: url)
            XCTAssertEqual(QuestionCache(url: url, writer: files).counts.total, 0)
        }
        files.flush()
        let names = try leftovers()
        XCTAssertEqual(names.count, AtomicFile.setAsideCopiesKept, "\(names)")
    }

    func testTheCacheSourceNeedsAWholeGame() async throws {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add([question("A."), question("B.")])
        do throws(QuestionSourceError) {
            let batch = try await CachedQuestionSource(cache: cache).questions(amount: 3)
            XCTFail("a batch short of a game: \(batch)")
        } catch {
            XCTAssertEqual(error, .noQuestions)
        }
        let batch = try await CachedQuestionSource(cache: cache).questions(amount: 2)
        XCTAssertEqual(batch.questions.count, 2)
        XCTAssertEqual(batch.origin, .cache)
    }

    func testTheCacheSourceKeepsToTheFilterAndWidensItWhenItMust() async throws {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add((1...4).map { question("Hard history \($0).", difficulty: .hard) })
        cache.add((1...4).map { question("Medium history \($0).") })
        cache.add((1...6).map { question("Hard art \($0).", category: "Art", difficulty: .hard) })
        let filter = QuestionFilter(category: "History", difficulty: .hard)
        func fetch(_ amount: Int) async throws -> QuestionBatch {
            try await CachedQuestionSource(cache: cache, filter: filter).questions(amount: amount)
        }
        let exact = try await fetch(4)
        XCTAssertTrue(exact.questions.allSatisfy { $0.title.hasPrefix("Hard history") })
        XCTAssertNil(exact.widening)
        let anyDifficulty = try await fetch(8)
        XCTAssertTrue(anyDifficulty.questions.allSatisfy { $0.category == "History" })
        XCTAssertEqual(anyDifficulty.widening?.kind, .difficulty)
        let hardAnywhere = try await fetch(10)
        XCTAssertTrue(hardAnywhere.questions.allSatisfy { $0.difficulty == .hard })
        XCTAssertEqual(hardAnywhere.widening?.kind, .category, "then the difficulty in any category")
        let everything = try await fetch(14)
        XCTAssertEqual(everything.widening?.kind, .categoryAndDifficulty)
    }
}
