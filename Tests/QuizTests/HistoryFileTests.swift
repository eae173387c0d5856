import Foundation
import XCTest

@testable import QuizCore
@testable import QuizStore

/// The history file under hostile conditions: a last line without its newline, a huge sparse file,
/// answers too long for a line, a disk that fills up, a file that can't be read.
final class HistoryFileTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-history-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        files.flush()
        try? FileManager.default.removeItem(at: folder)
    }

    private var url: URL { folder.appendingPathComponent("history.jsonl") }

    private func record(_ number: Int, game: String = "g", of: Int = 10, statement: String? = nil) -> AnswerRecord {
        let question = Question(
            title: statement ?? "Statement \(number).", answer: true, category: "Mythology", difficulty: .easy)
        return AnswerRecord(
            date: Date(timeIntervalSince1970: 1_800_000_000.25 + Double(number)), game: game, number: number, of: of,
            question: question, answer: true)
    }

    // MARK: - Appending

    func testAWholeLastLineWithoutItsNewlineIsKeptByTheNextAppendAlsoThroughASymlink() throws {
        let real = folder.appendingPathComponent("real.jsonl")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: real)
        var data = try AnswerHistory.line(for: record(1)) + AnswerHistory.line(for: record(2))
        data.removeLast()  // an editor, or a copy, dropped the last newline
        try data.write(to: real)
        let history = AnswerHistory(url: url, writer: files)
        history.record(record(3))
        history.flush()
        XCTAssertEqual(history.load().map(\.number), [1, 2, 3], "the line without its newline is kept")
        var info = stat()
        XCTAssertEqual(lstat(url.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "still a link")

        // A torn line (a writer killed mid-line) is still cut off.
        let handle = try FileHandle(forWritingTo: real)
        handle.seekToEndOfFile()
        handle.write(Data("{\"answer\":tr".utf8))
        try handle.close()
        history.record(record(4))
        history.flush()
        let text = try String(contentsOf: real, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").count, 4, "the torn line is cut off, not glued or kept: \(text)")
        XCTAssertEqual(history.load().map(\.number), [1, 2, 3, 4])
    }

    /// The history replaced mid-game by a link to a file that isn't a history: the next answer is
    /// not appended to that file; the link is set aside and that is said, as at start-up.
    func testAHistoryReplacedMidGameByALinkToAnotherFileIsSetAsideAsAtStartUp() throws {
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("my notes\nmore notes\n".utf8).write(to: notes)
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: files, problems: problems)
        XCTAssertEqual(history.load(), [])
        history.record(record(1))
        history.flush()
        try FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: notes)

        history.record(record(2))
        history.flush()
        XCTAssertEqual(
            try String(contentsOf: notes, encoding: .utf8), "my notes\nmore notes\n", "the file is untouched")
        XCTAssertEqual(
            problems.takeNew(), [StorageProblem(path: url.path, kind: .notAHistory(setAside: true), whileReading: true)]
        )
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try XCTUnwrap(names.first { $0.hasPrefix("history.jsonl.corrupt-") }, "\(names)")
        var info = stat()
        XCTAssertEqual(lstat(folder.appendingPathComponent(aside).path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link is what is set aside")
        XCTAssertEqual(lstat(url.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "a new history")
        XCTAssertEqual(history.load().map(\.number), [2])

        // A link to another history is followed, as at start-up, and nothing is said.
        let other = folder.appendingPathComponent("other.jsonl")
        try AnswerHistory.line(for: record(7)).write(to: other)
        try FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: other)
        history.record(record(3))
        history.flush()
        XCTAssertEqual(history.load().map(\.number), [7, 3])
        XCTAssertEqual(problems.takeNew(), [])
    }

    func testAnAppendToAHugeSparseFileReadsOnlyItsEnd() throws {
        // 1 GiB of zeros, no newline: a scan back to the last newline would read it all (a 20 GiB
        // history took 59 s at quit).
        let descriptor = open(url.path, O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let size = off_t(1) << 30
        XCTAssertEqual(ftruncate(descriptor, size), 0)
        close(descriptor)
        AtomicFile.bytesReadBeforeAppending.withLock { $0 = 0 }
        let history = AnswerHistory(url: url, writer: files)
        history.record(record(1))
        history.flush()
        let read = AtomicFile.bytesReadBeforeAppending.withLock { $0 }
        XCTAssertLessThanOrEqual(read, AnswerHistory.maximumLineLength + 1, "only the end is read before appending")
        let line = try AnswerHistory.line(for: record(1))
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        XCTAssertEqual(
            (attributes[.size] as? NSNumber)?.int64Value, Int64(size) + 1 + Int64(line.count),
            "the long line is kept and ended; the answer follows it")
        XCTAssertEqual(history.load().map(\.number), [1], "the newest answer is read")
    }

    func testAnAnswerIsMadeIntoItsLineOnlyOnceItsWriteIsLetGo() throws {
        // The game holds its writes until the key's frame is out: an answer's JSON is made then
        // too, off the key's path (it came before the frame's first byte).
        let writer = FileWriter()
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: writer, problems: problems)
        writer.holdWrites()
        var broken = record(1)
        broken.date = Date(timeIntervalSince1970: .nan)  // no JSON for it: said once it is made
        history.record(broken)
        XCTAssertEqual(problems.takeNew(), [], "nothing is made of the answer while its write is held")
        writer.flush()
        XCTAssertEqual(problems.takeNew().map(\.kind), [.answerNotALine], "made, and said, once let go")
    }

    // MARK: - Long answers

    func testAnAnswerTooLongForALineIsCutToFitAndReadBack() throws {
        let long = String(repeating: "Saturn ", count: 20_000)  // 140 KB
        var original = record(1, statement: long)
        original.explanation = String(repeating: "\u{1}", count: 30_000)  // 6 bytes each once escaped
        let line = try AnswerHistory.line(for: original)
        XCTAssertLessThanOrEqual(line.count - 1, AnswerHistory.maximumLineLength, "a line the reader reads")
        let history = AnswerHistory(url: url, writer: files)
        history.record(original)
        history.flush()
        let read = try XCTUnwrap(history.load().first, "the answer is read back, not skipped")
        XCTAssertTrue(read.statement.hasPrefix("Saturn Saturn"))
        XCTAssertTrue(read.statement.hasSuffix("\u{2026}"), "the cut is marked")
        XCTAssertEqual(read.game, original.game)
        XCTAssertEqual(read.category, "Mythology", "short texts are left whole")
    }

    func testAnAnswerOfOneHugeCharacterIsCutToo() throws {
        // One character: a letter and 100,000 combining accents.
        let huge = "e" + String(repeating: "\u{301}", count: 100_000)
        XCTAssertEqual(huge.count, 1)
        var original = record(1, statement: huge)
        original.category = huge
        let line = try AnswerHistory.line(for: original)
        XCTAssertLessThanOrEqual(line.count - 1, AnswerHistory.maximumLineLength)
        XCTAssertNotNil(AnswerHistory.records(in: line)?.first, "a line the reader reads")
    }

    func testAFileOfLinesOver64KiBIsNotSetAsideAsNotAHistory() throws {
        let long = Data(repeating: UInt8(ascii: "x"), count: AnswerHistory.maximumLineLength + 100) + Data("\n".utf8)
        try (long + long + long).write(to: url)
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        XCTAssertEqual(AnswerHistory(url: url, writer: files, problems: problems).load(), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "left where it is")
        XCTAssertEqual(problems.takeNew().map(\.kind), [.linesSkipped(3)])
    }

    // MARK: - Failed writes

    /// An appender that fails with the reasons given, in turn, then writes.
    private final class FailingAppender: Sendable {
        let failures: Locked<[StorageProblem.Kind]>
        let calls = Locked(0)

        init(_ failures: [StorageProblem.Kind]) {
            self.failures = Locked(failures)
        }

        func append(_ lines: Data, to url: URL) throws(AtomicFile.WriteError) {
            calls.withLock { $0 += 1 }
            if let reason = failures.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
                throw .failed(path: url.path, reason: reason)
            }
            try AtomicFile.append(lines, to: url)
        }
    }

    func testAnswersThatFailToBeWrittenAreWrittenWithTheNextAndEachDistinctProblemIsSaid() throws {
        let appender = FailingAppender(Array(repeating: .system(errno: ENOSPC), count: 6) + [.system(errno: EIO)])
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: files, problems: problems) {
            (lines, url) throws(AtomicFile.WriteError) in
            try appender.append(lines, to: url)
        }
        let records = (1...10).map { record($0) }
        for record in records { history.record(record) }
        files.flush()
        XCTAssertEqual(history.load(), records, "the full disk lost nothing, and nothing is written twice")
        XCTAssertEqual(history.pendingCount, 0)
        XCTAssertNil(history.unsaved, "every answer is on disk: nothing to say at the end")
        XCTAssertEqual(
            problems.takeNew().map(\.kind), [.system(errno: ENOSPC), .system(errno: EIO)],
            "each distinct problem is said once")
    }

    func testAnswersWaitingToBeWrittenAreBoundedAndTheLossIsSaid() throws {
        let appender = FailingAppender(Array(repeating: .system(errno: ENOSPC), count: 100))
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: files, problems: problems, maximumPending: 5) {
            (lines, url) throws(AtomicFile.WriteError) in try appender.append(lines, to: url)
        }
        for number in 1...8 { history.record(record(number)) }
        files.flush()
        XCTAssertEqual(history.pendingCount, 5)
        XCTAssertEqual(history.unsaved?.answers, 5, "what the game says at its end")
        XCTAssertEqual(history.unsaved?.problem.kind, .system(errno: ENOSPC))
        XCTAssertEqual(
            problems.takeNew().map(\.kind),
            [.system(errno: ENOSPC), .answersLost(1)])
    }

    func testAnAppendThatFailsHalfWayIsUndone() throws {
        let first = try AnswerHistory.line(for: record(1))
        try first.write(to: url)
        let more = try AnswerHistory.line(for: record(2)) + AnswerHistory.line(for: record(3))
        // A file size limit stands in for a full disk: the write stops 10 bytes in (EFBIG).
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var saved = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &saved)
        var limit = saved
        limit.rlim_cur = rlim_t(first.count + 10)
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        let outcome = Result { () throws(AtomicFile.WriteError) in try AtomicFile.append(more, to: url) }
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &saved)
        signal(SIGXFSZ, previousHandler)
        XCTAssertThrowsError(try outcome.get(), "the write failed")
        XCTAssertEqual(try Data(contentsOf: url), first, "cut back to where it ended: no torn line, nothing twice")
    }

    func testStorageProblemsAnnounceEachDistinctProblemOnce() {
        let center = NotificationCenter()
        let problems = StorageProblems(notificationCenter: center)
        let posts = Locked(0)
        let observer = center.addObserver(forName: .storageProblemReported, object: problems, queue: nil) { _ in
            posts.withLock { $0 += 1 }
        }
        defer { center.removeObserver(observer) }
        problems.report(StorageProblem(path: "/a", kind: .system(errno: ENOSPC)))
        problems.report(StorageProblem(path: "/a", kind: .system(errno: ENOSPC)))
        problems.report(StorageProblem(path: "/a", kind: .system(errno: EIO)))
        problems.report(StorageProblem(path: "/b", kind: .system(errno: ENOSPC)))
        XCTAssertEqual(posts.withLock { $0 }, 3)
        XCTAssertEqual(problems.takeNew().count, 3)
    }

    // MARK: - Reading

    func testAHistoryThatCantBeReadSaysWhy() throws {
        let blocker = folder.appendingPathComponent("state")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let history = AnswerHistory(url: blocker.appendingPathComponent("history.jsonl"), writer: files)
        XCTAssertThrowsError(try history.read(settingAside: false)) { error in
            XCTAssertEqual((error as? AnswerHistory.ReadFailure)?.problem.kind, .system(errno: ENOTDIR))
        }
        XCTAssertThrowsError(
            try AnswerHistory(url: folder, writer: files).read(settingAside: false), "a folder is no history")
        XCTAssertEqual(
            try AnswerHistory(url: url, writer: files).read(settingAside: false), [], "no file: no answers yet")
    }

    func testTheGamesOwnLinesGoThroughTheQuickReader() throws {
        // What the game writes: the wall clock's time, with its fraction.
        var generator = SeededGenerator(seed: 19)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        var times = [Date().timeIntervalSince1970, 0.5, -0.25, 1_800_000_000.123456]
        for _ in 0..<500 { times.append(Double.random(in: -1e9...4e9, using: &generator)) }
        for time in times {
            var written = record(1)
            written.date = Date(timeIntervalSince1970: time)
            let line = try AnswerHistory.line(for: written).dropLast()
            let quick = line.withUnsafeBytes { HistoryLineReader.record(in: $0) }
            let text = String(decoding: line, as: UTF8.self)
            XCTAssertNotNil(quick, "the quick reader left the game's own line to JSONDecoder: \(text)")
            XCTAssertEqual(quick, try decoder.decode(AnswerRecord.self, from: line), text)
            XCTAssertEqual(quick, written, text)
        }
    }

    func testAModeAndAPlayerAreReadTheSameByBothReadersAndAnUnknownModeIsRefused() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        for mode in PlayedMode.allCases {
            var written = record(1)
            written.mode = mode
            written.player = mode == .duel ? 2 : nil
            let line = try AnswerHistory.line(for: written).dropLast()
            let text = String(decoding: line, as: UTF8.self)
            XCTAssertTrue(text.contains(#""mode":"\#(mode.rawValue)""#), text)
            let quick = line.withUnsafeBytes { HistoryLineReader.record(in: $0) }
            XCTAssertEqual(quick, written, text)
            XCTAssertEqual(try decoder.decode(AnswerRecord.self, from: line), written, text)
        }
        let unknown = try String(decoding: AnswerHistory.line(for: record(1)).dropLast(), as: UTF8.self)
            .replacingOccurrences(of: "{", with: #"{"mode":"chess","#)
        XCTAssertNil(Data(unknown.utf8).withUnsafeBytes { HistoryLineReader.record(in: $0) }, unknown)
        XCTAssertNil(try? decoder.decode(AnswerRecord.self, from: Data(unknown.utf8)), unknown)
    }
}
