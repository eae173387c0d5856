import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// The state file (`opentdb.json`) whatever is found in its place: read at most 16 KiB, never
/// blocked on, set aside when it is not a small regular file, and never holding a bad token.
final class OpenTriviaDBStateTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    private var stateURL: URL { folder.appendingPathComponent("opentdb.json") }

    /// What is in the folder, sorted, with set-aside files shown as `opentdb.json.corrupt-*`.
    private func folderContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
            $0.hasPrefix("opentdb.json.corrupt-") ? "opentdb.json.corrupt-*" : $0
        }.sorted()
    }

    /// Loads the state on another thread; fails (instead of hanging) when it never returns, and
    /// checks the 150 ms start-up budget.
    ///
    /// The budget is counted in the loading thread's CPU time: reading what should be set aside
    /// costs seconds of it, and unlike the wall clock it does not grow when other jobs keep the
    /// cores busy. Blocking (on a FIFO, say) costs none, and is what the wall-clock wait catches.
    private func loadQuickly(file: StaticString = #filePath, line: UInt = #line) throws -> OpenTriviaDBState {
        let store = OpenTriviaDBStateStore(url: stateURL, writer: files)
        let box = LoadBox()
        let done = expectation(description: "load returned")
        Thread.detachNewThread {
            let started = Self.threadCPUSeconds()
            let state = store.load()
            box.set(state, cpuSeconds: Self.threadCPUSeconds() - started)
            done.fulfill()
        }
        let outcome = XCTWaiter().wait(for: [done], timeout: 20)
        guard outcome == .completed, let (state, cpuSeconds) = box.get() else {
            XCTFail("load() did not return within 20 s", file: file, line: line)
            throw LoadStuck()
        }
        XCTAssertLessThan(cpuSeconds, 0.15, "load() took \(cpuSeconds) s of CPU", file: file, line: line)
        return state
    }

    /// The CPU time the calling thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func testAHugeStateFileIsSetAsideWithoutBeingRead() throws {
        // 512 MiB of zeros (sparse: nothing on disk): reading it would take seconds and memory.
        XCTAssertTrue(FileManager.default.createFile(atPath: stateURL.path, contents: nil))
        let handle = try FileHandle(forWritingTo: stateURL)
        try handle.truncate(atOffset: 512 << 20)
        try handle.close()
        XCTAssertEqual(try loadQuickly(), OpenTriviaDBState())
        XCTAssertEqual(try folderContents(), ["opentdb.json.corrupt-*"])
    }

    func testAFileJustOverTheLimitIsSetAsideAndOneAtTheLimitIsRead() throws {
        let state = OpenTriviaDBState(token: "abc123", tokenLastUsed: Date(timeIntervalSince1970: 1_800_000_000))
        var data = try state.encoded()
        data.insert(
            contentsOf: Data(repeating: 0x20, count: OpenTriviaDBStateStore.maximumFileSize - data.count), at: 1)
        XCTAssertEqual(data.count, 16 * 1024)
        try data.write(to: stateURL)
        XCTAssertEqual(try loadQuickly(), state)

        data.insert(0x20, at: 1)
        try data.write(to: stateURL)
        XCTAssertEqual(try loadQuickly(), OpenTriviaDBState())
        XCTAssertEqual(try folderContents(), ["opentdb.json.corrupt-*"])
    }

    func testAFIFOInPlaceOfTheStateFileNeverBlocksStartUp() throws {
        XCTAssertEqual(mkfifo(stateURL.path, 0o644), 0)
        defer {
            // Whatever happened, release a reader that might be stuck in open().
            let writer = open(stateURL.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        XCTAssertEqual(try loadQuickly(), OpenTriviaDBState())
        XCTAssertEqual(try folderContents(), ["opentdb.json.corrupt-*"])
    }

    func testAFolderOrADeviceInPlaceOfTheStateFileIsSetAside() throws {
        try FileManager.default.createDirectory(at: stateURL, withIntermediateDirectories: false)
        XCTAssertEqual(try loadQuickly(), OpenTriviaDBState())
        XCTAssertEqual(try folderContents(), ["opentdb.json.corrupt-*"])
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)

        try FileManager.default.createSymbolicLink(atPath: stateURL.path, withDestinationPath: "/dev/zero")
        XCTAssertEqual(try loadQuickly(), OpenTriviaDBState())
        XCTAssertEqual(try folderContents(), ["opentdb.json.corrupt-*"])
        // And the next save writes a proper file.
        OpenTriviaDBStateStore(url: stateURL, writer: files).save(OpenTriviaDBState(token: "abc"))
        files.flush()
        XCTAssertEqual(OpenTriviaDBStateStore(url: stateURL, writer: files).load().token, "abc")
    }

    func testABadTokenInTheStateFileIsDroppedOnLoadAndNeverSaved() throws {
        let used = Date(timeIntervalSince1970: 1_800_000_000)
        let last = Date(timeIntervalSince1970: 1_800_000_100)
        for token in ["", "abc-def", "abc\u{1B}[2J", String(repeating: "a", count: 129)] {
            let bad = OpenTriviaDBState(token: token, tokenLastUsed: used, lastRequest: last)
            try bad.encoded().write(to: stateURL)
            XCTAssertEqual(try loadQuickly(), OpenTriviaDBState(lastRequest: last), token.debugDescription)

            OpenTriviaDBStateStore(url: stateURL, writer: files).save(bad)
            files.flush()
            let saved = try XCTUnwrap(OpenTriviaDBState.decode(Data(contentsOf: stateURL)))
            XCTAssertEqual(saved, OpenTriviaDBState(lastRequest: last), "saved \(token.debugDescription)")
        }
        let good = OpenTriviaDBState(token: String(repeating: "aZ9", count: 42) + "xy", tokenLastUsed: used)
        OpenTriviaDBStateStore(url: stateURL, writer: files).save(good)
        files.flush()
        XCTAssertEqual(try loadQuickly(), good, "128 letters and digits are kept")
    }

    func testWhichTokensAreUsable() {
        XCTAssertTrue(SessionToken.isUsable(String(repeating: "f", count: 64)))
        XCTAssertTrue(SessionToken.isUsable("A"))
        XCTAssertTrue(SessionToken.isUsable(String(repeating: "9", count: 128)))
        XCTAssertFalse(SessionToken.isUsable(""))
        XCTAssertFalse(SessionToken.isUsable(String(repeating: "9", count: 129)))
        for bad in ["a b", "a-b", "a_b", "a/b", "a%20", "é", "a\u{0}", "١٢٣", "ａ"] {
            XCTAssertFalse(SessionToken.isUsable(bad), bad)
        }
    }
}

/// A loaded state handed from the loading thread to the test.
private final class LoadBox: Sendable {
    private let state = Locked<(OpenTriviaDBState, Double)?>(nil)

    func set(_ value: OpenTriviaDBState, cpuSeconds: Double) {
        state.withLock { $0 = (value, cpuSeconds) }
    }

    func get() -> (OpenTriviaDBState, Double)? {
        state.withLock { $0 }
    }
}

private struct LoadStuck: Error {}
