import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

final class AnswerHistoryTests: XCTestCase {
    private let files = FileWriter()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-history-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    private var url: URL { folder.appendingPathComponent("history.jsonl") }

    private func question(_ number: Int, category: String = "Mythology", difficulty: Difficulty = .easy) -> Question {
        Question(
            title: "Statement \(number) about Saturn.", answer: number.isMultiple(of: 2), category: category,
            difficulty: difficulty, explanation: number == 1 ? "Saturn has rings." : nil, origin: .bundled)
    }

    /// A game of `of` answers in which the first `right` are right.
    private func game(_ id: String, right: Int, of: Int, answered: Int? = nil, start: Double = 0) -> [AnswerRecord] {
        (1...(answered ?? of)).map { number in
            let question = question(number)
            return AnswerRecord(
                date: Date(timeIntervalSince1970: start + Double(number)), game: id, number: number, of: of,
                question: question, answer: number <= right ? question.answer : !question.answer)
        }
    }

    func testAnswersRoundTripOneLineEach() throws {
        let history = AnswerHistory(
            url: url, writer: files, filter: QuestionFilter(category: "Mythology", difficulty: .hard))
        let records = game("g1", right: 2, of: 3)
        for record in records { history.record(record) }
        history.flush()
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").count, 3)
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertEqual(history.load(), records)
        XCTAssertEqual(records[0].explanation, "Saturn has rings.")
        // The question's id goes with its answer: the same in every language it is worded in.
        XCTAssertEqual(history.load().first?.questionID, question(1).id)
        XCTAssertTrue(text.contains(#""id":"\#(question(1).id)""#), text)
    }

    func testATornLastLineIsSkippedThenRepairedByTheNextWrite() throws {
        let history = AnswerHistory(url: url, writer: files)
        let records = game("g1", right: 1, of: 2)
        history.record(records[0])
        history.flush()
        let handle = try FileHandle(forWritingTo: url)
        handle.seekToEndOfFile()
        handle.write(Data("{\"answer\":tr".utf8))  // killed mid-line
        try handle.close()
        XCTAssertEqual(history.load(), [records[0]], "the torn line is skipped")
        history.record(records[1])
        history.flush()
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertFalse(text.contains("{\"answer\":tr{"), "no line glued to the torn one")
        XCTAssertEqual(history.load(), records, "repaired: every complete answer, once")
    }

    func testAFileThatIsNotAHistoryIsSetAsideAndSaid() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not json\n".utf8).write(to: url)
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: files, problems: problems)
        XCTAssertEqual(history.load(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "set aside")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertTrue(aside.contains { $0.hasPrefix("history.jsonl.corrupt-") }, "\(aside)")
        XCTAssertEqual(problems.takeNew().map(\.kind), [.notAHistory(setAside: true)])
        history.record(game("g1", right: 1, of: 1)[0])
        history.flush()
        XCTAssertEqual(history.load().count, 1, "a new history starts")
    }

    /// A file whose only line is an answer but for its daily value is a damaged history: the
    /// line is left out, the file kept; a line that is no answer still sets the file aside.
    func testAnAnswerWithABadDailyIsSkippedWithoutSettingTheFileAside() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var record = game("g1", right: 1, of: 1)[0]
        record.daily = 26
        let line = try XCTUnwrap(String(data: try AnswerHistory.line(for: record), encoding: .utf8))
        XCTAssertTrue(line.contains("\"daily\":26"), line)
        for bad in ["1e300", "\"26\"", "2.5", "true"] {
            try Data(line.replacingOccurrences(of: "\"daily\":26", with: "\"daily\":\(bad)").utf8).write(to: url)
            let problems = StorageProblems(notificationCenter: NotificationCenter())
            let history = AnswerHistory(url: url, writer: files, problems: problems)
            XCTAssertEqual(history.load(), [], bad)
            XCTAssertEqual(problems.takeNew().map(\.kind), [.linesSkipped(1)], bad)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "kept: \(bad)")
        }
        // Not an answer even without its daily: not a history.
        try Data(#"{"daily":1e300,"t":"x"}"#.utf8 + [0x0A]).write(to: url)
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        XCTAssertEqual(AnswerHistory(url: url, writer: files, problems: problems).load(), [])
        XCTAssertEqual(problems.takeNew().map(\.kind), [.notAHistory(setAside: true)])
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "set aside")
    }

    func testLinesThatArentAnswersAreSkippedAndSaidAndTheAnswersAroundThemKept() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var data = Data()
        for record in game("g1", right: 2, of: 3) { data += try AnswerHistory.line(for: record) }
        data += Data("garbage {{{\n".utf8) + Data([0xFF, 0xFE, 0x00, 0x0A])
        for record in game("g2", right: 1, of: 2) { data += try AnswerHistory.line(for: record) }
        try data.write(to: url)
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: files, problems: problems)
        XCTAssertEqual(history.load().map(\.game), ["g1", "g1", "g1", "g2", "g2"])
        XCTAssertEqual(
            problems.takeNew(),
            [StorageProblem(path: url.path, kind: .linesSkipped(2), whileReading: true)],
            "a problem reading, never said as one saving")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "kept where it is")
    }

    func testStatsOnlyLookAndAHistoryOverTheLimitIsReadFromItsNewestAnswers() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not json\n".utf8).write(to: url)
        let problems = StorageProblems(notificationCenter: NotificationCenter())
        let history = AnswerHistory(url: url, writer: files, problems: problems)
        XCTAssertEqual(history.load(settingAside: false), [])
        XCTAssertEqual(problems.takeNew().map(\.kind), [.notAHistory(setAside: false)])
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "--stats leaves it where it is")

        // Over the limit: the file is read from its end, the first (cut) line not counted as damage.
        var data = Data()
        for number in 1...3000 {
            let record = game("g\(number)", right: 1, of: 1)[0]
            data += try AnswerHistory.line(for: record)
        }
        try data.write(to: url)
        var reader = AnswerHistory.LineReader()
        let outcome = AtomicFile.readPieces(url, maximumSize: data.count / 2, pieceSize: 777, writer: files) {
            reader.feed($0)
        }
        XCTAssertEqual(outcome, .readEnd)
        reader.forgiveFirstSkip()
        XCTAssertEqual(reader.skipped, 0)
        XCTAssertEqual(reader.records.last?.game, "g3000", "the newest answers")
        let count = reader.records.count
        XCTAssertTrue((1400...1500).contains(count), "about half of them: \(count)")
        XCTAssertEqual(reader.records.map(\.game), (3001 - count...3000).map { "g\($0)" }, "every one, in order")
    }

    func testTwoWritersAtOnceLoseAndMangleNothing() throws {
        let line = try AnswerHistory.line(for: game("g1", right: 1, of: 1)[0])
        let errors = Locked(0)
        let target = url
        let reasons = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            do throws(AtomicFile.WriteError) {
                // A loaded machine's fsync can take seconds: the game's 2 s wait for the lock is
                // not what this test is about (each append holds it only while it writes).
                try AtomicFile.append(line, to: target, lockTimeout: 60)
            } catch {
                errors.withLock { $0 += 1 }
                reasons.withLock { $0.append("\(error)") }
            }
        }
        XCTAssertEqual(errors.withLock { $0 }, 0, "\(reasons.withLock { $0 })")
        XCTAssertEqual(AnswerHistory(url: url, writer: files).load().count, 400)
    }

    func testNoHistoryKeepsNothing() {
        let history = AnswerHistory(url: nil, writer: files)
        history.record(game("g1", right: 1, of: 1)[0])
        history.flush()
        XCTAssertEqual(history.load(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
    }

    func testTheGameOverSummarySaysTheBestForTheseFiltersANewBestAndTheStreak() {
        var first = game("a", right: 7, of: 10, start: 0)
        for index in first.indices { first[index].filterDifficulty = .hard }
        let other = game("b", right: 10, of: 10, start: 100)  // any difficulty: another best
        var second = game("c", right: 8, of: 10, start: 200)
        for index in second.indices { second[index].filterDifficulty = .hard }
        let records = first + other + second
        let summary = GameOverSummary.of(game: "c", in: records)
        XCTAssertEqual(summary?.score, HistoryStats.Score(right: 8, of: 10))
        XCTAssertEqual(summary?.isNewBest, true, "8 beats the 7 of the other hard game; the 10 was any difficulty")
        XCTAssertEqual(summary?.best, HistoryStats.Score(right: 8, of: 10))
        XCTAssertEqual(summary?.streak, 2, "the hard games a and c: b, of another kind, is not in their streak")
        let worse = GameOverSummary.of(game: "a", in: first)
        XCTAssertEqual(worse?.isNewBest, false, "a first game is no new best")
        var third = game("d", right: 2, of: 10, start: 300)
        for index in third.indices { third[index].filterDifficulty = .hard }
        let low = GameOverSummary.of(game: "d", in: records + third)
        XCTAssertEqual(low?.isNewBest, false)
        XCTAssertEqual(low?.best, HistoryStats.Score(right: 8, of: 10))
        XCTAssertEqual(low?.streak, 0, "2 / 10 ends the streak")
        XCTAssertNil(GameOverSummary.of(game: "none", in: records))
    }

    func testStatsAreDerivedFromTheAnswers() {
        let records =
            game("a", right: 7, of: 10, start: 0) + game("b", right: 9, of: 10, start: 100)
            + game("c", right: 3, of: 10, start: 200) + game("d", right: 8, of: 10, start: 300)
            + game("e", right: 10, of: 10, answered: 4, start: 400)  // left after 4 answers
        let stats = HistoryStats(records)
        XCTAssertEqual(stats.gamesPlayed, 5)
        XCTAssertEqual(stats.gamesFinished, 4)
        XCTAssertEqual(stats.overall.answered, 44)
        XCTAssertEqual(stats.overall.right, 7 + 9 + 3 + 8 + 4)
        XCTAssertEqual(stats.overall.accuracy, 31 * 100 / 44)
        XCTAssertEqual(stats.best, HistoryStats.Score(right: 9, of: 10))
        XCTAssertEqual(stats.bestStreak, 2, "a then b")
        XCTAssertEqual(stats.currentStreak, 1, "d; the unfinished game counts for nothing")
        XCTAssertEqual(stats.byCategory["Mythology"]?.answered, 44)
        XCTAssertEqual(stats.byDifficulty[.easy]?.right, 31)
        XCTAssertEqual(HistoryStats([]), HistoryStats([]))
        XCTAssertNil(HistoryStats([]).overall.accuracy)
        XCTAssertTrue(HistoryStats.isStreakScore(.init(right: 4, of: 5)))
        XCTAssertFalse(HistoryStats.isStreakScore(.init(right: 3, of: 5)))
    }
}
