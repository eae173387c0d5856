import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

/// The history in memory: the quick line reader, the search index and `PlayerHistory`.
final class HistoryMemoryTests: XCTestCase {
    private let files = FileWriter()
    private func record(
        _ statement: String, game: String = "g", number: Int = 1, of: Int = 10, right: Bool = true,
        category: String = "Science & Nature", explanation: String? = nil, time: Double = 1_800_000_000
    ) -> AnswerRecord {
        AnswerRecord(
            date: Date(timeIntervalSince1970: time), game: game, number: number, of: of, category: category,
            difficulty: .medium, statement: statement, answer: true, truth: right, explanation: explanation,
            origin: .bundled, filterCategory: nil, filterDifficulty: nil)
    }

    /// A game of `of` answers, the first `right` of them right.
    private func game(_ id: String, right: Int, of: Int = 10) -> [AnswerRecord] {
        (1...of).map { record("Statement \($0) of \(id).", game: id, number: $0, of: of, right: $0 <= right) }
    }

    // MARK: - The quick reader

    private func decoded(_ line: String) -> AnswerRecord? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(AnswerRecord.self, from: Data(line.utf8))
    }

    private func quick(_ line: String) -> AnswerRecord? {
        Data(line.utf8).withUnsafeBytes { HistoryLineReader.record(in: $0) }
    }

    func testTheQuickReaderReadsWhatTheWriterWritesAsJSONDecoderDoes() throws {
        var generator = SeededGenerator(seed: 7)
        let pieces = [
            "Saturn", "É", "\"quoted\"", "back\\slash", "tab\there", "new\nline", "日本", "🪐", "\u{7F}", "\u{0}",
            "/slash/", "ü", "\u{1B}[31m", "\u{2028}", " ", "a",
        ]
        for round in 0..<500 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            var original = record(
                text, game: "game \(text)", number: round, of: round + 1, right: round % 3 == 0,
                category: text.isEmpty ? "c" : text, explanation: round % 2 == 0 ? nil : text,
                time: Double(Int.random(in: -1_000_000...4_000_000_000, using: &generator)))
            original.filterCategory = round % 4 == 0 ? text : nil
            original.filterDifficulty = round % 5 == 0 ? .hard : nil
            let data = try AnswerHistory.line(for: original)
            let line = String(decoding: data.dropLast(), as: UTF8.self)
            let fast = try XCTUnwrap(quick(line), "the quick reader gave up on a line the writer wrote: \(line)")
            XCTAssertEqual(fast, original, line)
            XCTAssertEqual(fast, decoded(line), line)
        }
    }

    func testTheQuickReaderGivesUpWhereJSONDecoderMustDecideAndNeverDisagrees() {
        let base =
            #""answer":true,"category":"C","difficulty":"easy","game":"g","n":1,"of":2,"origin":"bundled","statement":"S","truth":false"#
        let lines: [(line: String, quick: Bool)] = [
            ("{\(base),\"t\":5}", true),
            (" { \(base) , \"t\" : 5 } \r", true),
            ("{\(base),\"t\":5,\"unknown\":[1,2]}", false),  // a value it doesn't read: JSONDecoder's
            ("{\(base),\"t\":5,\"extra\":\"x\"}", true),  // an unknown key is skipped, as JSONDecoder does
            ("{\(base),\"t\":5.5}", true),  // a time with a fraction: what the game writes
            ("{\(base),\"t\":1800000000.123456}", true),
            ("{\(base),\"t\":-0.25}", true),
            ("{\(base),\"t\":5.}", false),
            ("{\(base),\"t\":5.5e3}", false),
            ("{\(base),\"t\":.5}", false),
            ("{\(base),\"t\":5.1234567890123456789}", false),  // a fraction of over 18 digits: JSONDecoder's
            ("{\(base),\"t\":5,\"n\":1.5}", false),
            ("{\(base),\"t\":5e3}", false),
            ("{\(base),\"t\":05}", false),
            ("{\(base),\"t\":5,\"t\":6}", false),
            ("{\(base),\"\\u0074\":5}", false),  // an escaped key
            ("{\(base),\"t\":5,\"explanation\":null}", true),
            ("{\(base),\"t\":5,\"explanation\":3}", false),
            ("{\(base),\"t\":5,\"filter_difficulty\":\"impossible\"}", false),
            ("{\(base),\"t\":\"5\"}", false),
            ("{\(base)}", false),  // no time
            ("{\(base),\"t\":5", false),
            ("[\(base)]", false),
            ("{\(base),\"t\":5,\"statement\":\"\\uD83E\\uDE90 ok\"}", false),  // repeated key
            (
                "{\"answer\":true,\"category\":\"\\uD83E\\uDE90\",\"difficulty\":\"easy\",\"game\":\"g\",\"n\":1,\"of\":2,\"origin\":\"bundled\",\"statement\":\"\\u00e9\\n\\\"\",\"truth\":false,\"t\":5}",
                true
            ),
            (
                "{\"answer\":true,\"category\":\"\\uDE90\",\"difficulty\":\"easy\",\"game\":\"g\",\"n\":1,\"of\":2,\"origin\":\"bundled\",\"statement\":\"s\",\"truth\":false,\"t\":5}",
                false
            ),
            ("{\(base),\"t\":-0}", true),
            ("{\(base),\"t\":123456789012345678901}", false),
        ]
        for (line, readsQuickly) in lines {
            let fast = quick(line)
            XCTAssertEqual(fast != nil, readsQuickly, line)
            if let fast { XCTAssertEqual(fast, decoded(line), "the quick reader read it otherwise: \(line)") }
        }
        // Bytes that aren't UTF-8 inside a string: both refuse.
        var bytes = Array("{\(base),\"t\":5,\"explanation\":\"".utf8)
        bytes += [0xFF, 0xFE] + Array("\"}".utf8)
        XCTAssertNil(bytes.withUnsafeBytes { HistoryLineReader.record(in: $0) })
        XCTAssertNil(try? JSONDecoder().decode(AnswerRecord.self, from: Data(bytes)))
    }

    func testLinesSplitAcrossThePiecesReadAreReadWholeAndATornLastLineIsSkipped() throws {
        var data = Data()
        for number in 1...40 {
            data += try AnswerHistory.line(for: record("Statement \(number) é 🪐.", number: number))
        }
        data += Data("{\"answer\":tr".utf8)  // torn
        let whole = try XCTUnwrap(AnswerHistory.records(in: data))
        XCTAssertEqual(whole.count, 40)
        var generator = SeededGenerator(seed: 3)
        for pieceSize in [1, 2, 7, 64, 333, data.count] {
            var reader = AnswerHistory.LineReader()
            var offset = 0
            while offset < data.count {
                let size = pieceSize == 333 ? Int.random(in: 1...333, using: &generator) : pieceSize
                let piece = data[offset..<min(data.count, offset + size)]
                piece.withUnsafeBytes { reader.feed($0) }
                offset += size
            }
            XCTAssertEqual(reader.records, whole, "pieces of \(pieceSize) bytes")
            XCTAssertEqual(reader.skipped, 0)
        }
        var broken = AnswerHistory.LineReader()
        var lines = Data("not an answer\n".utf8) + (try AnswerHistory.line(for: record("Kept.")))
        lines += Data(repeating: UInt8(ascii: "x"), count: AnswerHistory.maximumLineLength + 10) + Data("\n".utf8)
        lines += try AnswerHistory.line(for: record("Kept too."))
        for start in stride(from: 0, to: lines.count, by: 4096) {
            lines[start..<min(lines.count, start + 4096)].withUnsafeBytes { broken.feed($0) }
        }
        XCTAssertEqual(broken.records.map(\.statement), ["Kept.", "Kept too."])
        XCTAssertEqual(broken.skipped, 2, "a line that isn't an answer and one too long to be one")
    }

    // MARK: - Search

    func testSearchIgnoresCaseAndAccentsAndMatchesEveryWordNewestFirst() {
        let records = [
            record("Saturn has rings.", right: false),
            record("The Éclair was invented in Lyon.", category: "Food"),
            record("SATURN is a gas giant."),
            record("Mars has two moons.", category: "Saturn stories"),
            record("Crème brûlée is French.", category: "Food", explanation: "Saturn is not mentioned here."),
        ]
        let index = HistorySearchIndex(records)
        XCTAssertEqual(index.matches("saturn"), [3, 2, 0], "statement or category, any case, newest first")
        XCTAssertEqual(index.matches("ECLAIR"), [1], "no accents needed")
        XCTAssertEqual(index.matches("éclair"), [1])
        XCTAssertEqual(index.matches("creme brulee"), [4])
        XCTAssertEqual(index.matches("brulee   CREME"), [4], "every word, in any order")
        XCTAssertEqual(index.matches("saturn rings"), [0])
        XCTAssertEqual(index.matches("saturn", verdicts: .wrong), [0])
        XCTAssertEqual(index.matches("saturn", verdicts: .right), [3, 2])
        XCTAssertEqual(index.matches(""), [4, 3, 2, 1, 0])
        XCTAssertEqual(index.matches("   "), [4, 3, 2, 1, 0])
        XCTAssertEqual(index.matches("", verdicts: .wrong), [0])
        XCTAssertEqual(index.matches("pluto"), [])
        XCTAssertEqual(index.matches("rings.\u{0}"), [0], "a NUL typed is a space, never a match across answers")
        XCTAssertEqual(index.matches("rings. the"), [], "no match across two answers")
        XCTAssertEqual(HistorySearchIndex().matches("x"), [])
        XCTAssertEqual(HistorySearchIndex().matches(""), [])
    }

    // MARK: - PlayerHistory

    @MainActor
    func testWithoutAFileTheHistoryIsThisRunsAndIsLoadedAtOnce() {
        let history = PlayerHistory(store: nil)
        XCTAssertTrue(history.isLoaded)
        for record in game("a", right: 7) { history.add(record) }
        XCTAssertEqual(history.records.count, 10)
        XCTAssertEqual(history.summary(of: "a")?.score, HistoryStats.Score(right: 7, of: 10))
        XCTAssertEqual(history.stats.gamesFinished, 1)
        XCTAssertEqual(history.search("statement 3 of a"), [2])
    }

    /// An answer is counted after the frame that shows it (the main queue's next turn), not on
    /// the key; whoever asks before then gets it counted all the same.
    @MainActor
    func testAnAnswerIsCountedOnTheQueuesNextTurnOrWhenAskedBefore() async {
        let history = PlayerHistory(store: nil)
        for record in game("a", right: 7).prefix(9) { history.add(record) }
        XCTAssertEqual(history.uncountedAnswers, 9, "adding counts nothing yet")
        XCTAssertEqual(history.stats.overall, HistoryStats.Tally(answered: 9, right: 7), "asked: counted")
        XCTAssertEqual(history.uncountedAnswers, 0)
        var daily = game("a", right: 7)[9]
        daily.daily = 4
        history.add(daily)
        XCTAssertTrue(history.hasDaily(4), "the header's question leaves it uncounted")
        XCTAssertFalse(history.hasDaily(5))
        XCTAssertEqual(history.uncountedAnswers, 1)
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        XCTAssertEqual(history.uncountedAnswers, 0, "counted on the main queue's next turn, unasked")
        XCTAssertEqual(history.summary(of: "a")?.score, HistoryStats.Score(right: 7, of: 10))
    }

    /// The panels ask whether answers are kept, not where: the controller never reaches the file.
    @MainActor
    func testTheHistoryKeepsAnswersOnlyWhenItHasAFile() {
        XCTAssertFalse(PlayerHistory(store: nil).keepsHistory, "--no-history")
        XCTAssertFalse(PlayerHistory(store: AnswerHistory(url: nil, writer: files)).keepsHistory)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-keeps-\(UUID().uuidString).jsonl")
        XCTAssertTrue(PlayerHistory(store: AnswerHistory(url: url, writer: files)).keepsHistory)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "asking writes nothing")
    }

    @MainActor
    func testTheFileIsMergedWithThisRunsAnswersEachCountedOnceAndTheSummaryRevised() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oq-merge-\(UUID().uuidString).jsonl")
        defer { TemporaryFiles.remove(url, after: files) }
        let earlier = AnswerHistory(url: url, writer: files)
        for record in game("earlier", right: 9) { earlier.record(record) }
        earlier.flush()

        let center = NotificationCenter()
        let store = AnswerHistory(url: url, writer: files)
        let history = PlayerHistory(store: store, notificationCenter: center)
        XCTAssertFalse(history.isLoaded)
        // This run's game ends before the file is read; its lines reach the file too.
        history.beginGame("now")
        for record in game("now", right: 8) { history.add(record) }
        store.flush()
        let provisional = try XCTUnwrap(history.summary(of: "now"))
        XCTAssertEqual(provisional.best, HistoryStats.Score(right: 8, of: 10), "only this run is known yet")

        let loaded = expectation(forNotification: .historyLoaded, object: history, notificationCenter: center)
        history.load()
        await fulfillment(of: [loaded], timeout: 10)
        XCTAssertTrue(history.isLoaded)
        XCTAssertEqual(
            getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), 0,
            "the reader's low priority is its thread's alone, not the game's")
        XCTAssertEqual(history.records.count, 20, "this run's lines on disk are not counted twice")
        XCTAssertEqual(history.records.first?.game, "earlier", "the file's answers come first")
        XCTAssertEqual(history.stats.gamesFinished, 2)
        XCTAssertEqual(history.stats.overall, HistoryStats.Tally(answered: 20, right: 17))
        let revised = try XCTUnwrap(history.summary(of: "now"))
        XCTAssertEqual(revised.best, HistoryStats.Score(right: 9, of: 10), "the earlier 9 / 10 is the best")
        XCTAssertFalse(revised.isNewBest)
        XCTAssertEqual(revised.streak, 2)
        XCTAssertEqual(history.search("of now").count, 10)
        XCTAssertEqual(history.search("statement 3 of").map { history.records[$0].game }, ["now", "earlier"])
        XCTAssertEqual(history.stats, HistoryStats(history.records), "the same as counting the whole file")
    }

    func testStatsAddedOneAtATimeAreTheStatsOfTheWhole() {
        var records = game("a", right: 7) + game("b", right: 3) + game("c", right: 10, of: 5)
        // Two games written at once interleave their lines.
        records.insert(contentsOf: game("x", right: 2, of: 2), at: 4)
        var stats = HistoryStats()
        var ended: [HistoryStats.Score] = []
        for record in records {
            if let summary = stats.add(record) { ended.append(summary.score) }
        }
        XCTAssertEqual(stats, HistoryStats(records))
        XCTAssertEqual(ended.map(\.right), [2, 7, 3, 5], "each game ends with its last answer")
        // Streaks are those of a kind: the 5-question game ended last, and is its kind's only one.
        XCTAssertEqual(stats.latestKind?.questions, 5)
        XCTAssertEqual(stats.bestStreak, 1)
        XCTAssertEqual(stats.currentStreak, 1)
        let tens = HistoryStats.GameKind(questions: 10, source: .bundled, category: nil, difficulty: nil)
        XCTAssertEqual(stats.byKind[tens]?.bestStreak, 1, "7 / 10, then 3 / 10")
        XCTAssertEqual(stats.byKind[tens]?.currentStreak, 0)
    }
}
