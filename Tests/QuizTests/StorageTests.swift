import Foundation
import XCTest

@testable import Quiz

final class StorageTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openquizz-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func question(_ title: String, answer: Bool = true) -> Question {
        Question(title: title, answer: answer, category: "History", difficulty: .medium, origin: .openTriviaDB)
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    // MARK: - Atomic files

    func testAnAtomicWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let url = folder.appendingPathComponent("a.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url)
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
        try AtomicFile.write(Data("new".utf8), to: url)
        FileWriter.flush()  // the clean-up runs off the writer's thread
        XCTAssertEqual(try leftovers(), [live.lastPathComponent, other.lastPathComponent, "a.json"].sorted())
    }

    func testAnAtomicWriteCreatesMissingFolders() throws {
        let url = folder.appendingPathComponent("x/y/z.json")
        try AtomicFile.write(Data("1".utf8), to: url)
        XCTAssertEqual(try Data(contentsOf: url), Data("1".utf8))
    }

    func testAWriteWhereAFileBlocksTheFolderFailsWithAMessage() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        XCTAssertThrowsError(try AtomicFile.write(Data("1".utf8), to: blocker.appendingPathComponent("a.json"))) {
            error in
            XCTAssertEqual("\(error)", "Not a directory (\(blocker.path)/a.json)")
        }
    }

    // MARK: - Paths

    func testXDGFoldersAreUsedWhenAbsoluteAndDefaultsOtherwise() {
        let custom = StoragePaths.standard(environment: [
            "HOME": "/home/p", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c",
        ])
        XCTAssertEqual(custom.stateDirectory.path, "/s/openquizz")
        XCTAssertEqual(custom.cacheDirectory.path, "/c/openquizz")
        let defaults = StoragePaths.standard(environment: ["HOME": "/home/p", "XDG_STATE_HOME": "relative"])
        XCTAssertEqual(defaults.stateDirectory.path, "/home/p/.local/state/openquizz")
        XCTAssertEqual(defaults.cacheDirectory.path, "/home/p/.cache/openquizz")
    }

    // MARK: - State store

    func testTheStateSurvivesARestart() {
        let url = folder.appendingPathComponent("opentdb.json")
        let state = OpenTriviaDBState(
            token: "abc",
            tokenLastUsed: Date(timeIntervalSince1970: 1_000),
            lastRequest: Date(timeIntervalSince1970: 2_000)
        )
        XCTAssertNil(OpenTriviaDBStateStore(url: url).save(state))
        XCTAssertEqual(OpenTriviaDBStateStore(url: url).load(), state)
    }

    func testACorruptStateFileIsSetAsideAndTheGameStartsAfresh() throws {
        let url = folder.appendingPathComponent("opentdb.json")
        try Data("{\"token\": 12".utf8).write(to: url)
        XCTAssertEqual(OpenTriviaDBStateStore(url: url).load(), OpenTriviaDBState())
        let names = try leftovers()
        XCTAssertEqual(names.count, 1)
        XCTAssertTrue(names[0].hasPrefix("opentdb.json.corrupt-"), names[0])
    }

    func testAnUnwritableStateIsReportedOnce() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let store = OpenTriviaDBStateStore(url: blocker.appendingPathComponent("opentdb.json"))
        XCTAssertNotNil(store.save(OpenTriviaDBState(token: "t")))
        XCTAssertNil(store.save(OpenTriviaDBState(token: "t")), "reported once")
    }

    // MARK: - Question cache

    func testTheCacheKeepsEachQuestionOnceWhateverItsCaseOrPunctuation() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
        cache.add([question("The sky is blue."), question("the SKY is blue"), question("Grass is green.")])
        XCTAssertEqual(cache.counts.total, 2)
        XCTAssertEqual(QuestionCache.id(for: "The sky is blue."), QuestionCache.id(for: " the sky, is BLUE "))
        XCTAssertNotEqual(QuestionCache.id(for: "The sky is blue."), QuestionCache.id(for: "The sky is red."))
    }

    func testUnseenQuestionsComeFirstAndAreThenMarkedSeen() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
        cache.add([question("One."), question("Two."), question("Three.")])
        cache.markSeen([question("One.")])
        XCTAssertEqual(cache.take(2).map(\.title), ["Two.", "Three."])
        XCTAssertEqual(cache.counts.unseen, 0)
        XCTAssertEqual(cache.take(2).map(\.title), ["One.", "Two."], "then the least recently played")
        XCTAssertTrue(cache.take(1).allSatisfy { $0.origin == .cache })
    }

    func testTheCacheSurvivesARestart() {
        let url = folder.appendingPathComponent("questions.json")
        QuestionCache(url: url).add([question("Kept.", answer: false)])
        let reloaded = QuestionCache(url: url).take(5)
        XCTAssertEqual(reloaded.map(\.title), ["Kept."])
        XCTAssertEqual(reloaded.first?.answer, false)
    }

    func testACorruptCacheIsSetAsideAndStartsEmpty() throws {
        let url = folder.appendingPathComponent("questions.json")
        try Data([0xFF, 0x00, 0x7B]).write(to: url)
        let cache = QuestionCache(url: url)
        XCTAssertEqual(cache.counts.total, 0)
        cache.add([question("Fresh.")])
        XCTAssertEqual(QuestionCache(url: url).counts.total, 1)
        XCTAssertEqual(try leftovers().filter { $0.contains("corrupt") }.count, 1)
    }

    func testACachedEntryWithoutWordsIsNeverPlayed() throws {
        let url = folder.appendingPathComponent("questions.json")
        let blank = QuestionCache.Entry(
            id: "x", title: "  ", answer: true, category: "Art", difficulty: .easy, seen: false)
        let real = QuestionCache.Entry(
            id: "y", title: "Real.", answer: true, category: "Art", difficulty: .easy, seen: false)
        try QuestionCache.encodeFile([blank, real]).write(to: url)
        XCTAssertEqual(QuestionCache(url: url).take(5).map(\.title), ["Real."])
    }

    func testTheCacheNeverGrowsPastItsCapacity() {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
        let many = (0..<(QuestionCache.capacity + 40)).map { question("Statement number \($0).") }
        cache.add(Array(many.prefix(100)))
        cache.markSeen(Array(many.prefix(100)))
        cache.add(Array(many.dropFirst(100)))
        XCTAssertEqual(cache.counts.total, QuestionCache.capacity)
    }

    func testTheCacheSourceNeedsAWholeGame() throws {
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"))
        cache.add([question("A."), question("B.")])
        nonisolated(unsafe) var result: Result<QuestionBatch, QuestionSourceError>?
        CachedQuestionSource(cache: cache).fetch(amount: 3) { result = $0 }
        guard case .failure(.noQuestions) = result else { return XCTFail("\(String(describing: result))") }
        CachedQuestionSource(cache: cache).fetch(amount: 2) { result = $0 }
        XCTAssertEqual(try XCTUnwrap(result).get().questions.count, 2)
    }
}
