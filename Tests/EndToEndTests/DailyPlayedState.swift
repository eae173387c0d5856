import Foundation
import QuizCore
import QuizStore
import TestSupport

extension EndToEndTestCase {
    /// The environment of a game whose history has today's daily challenge played (a state folder
    /// for XDG_STATE_HOME, removed after the test), so that its header is the same on any date.
    ///
    /// Since the first challenge (2026-11-01) an unplayed one adds "· Daily #N waits: D" to the
    /// header (not ASCII, cut to "Daily #…" at 40 columns), leaves the notice beside it only its
    /// first part at 80 columns, and puts today's challenge on Game Over: a test of any of those
    /// that isn't about the daily challenge plays with today's played.
    func todaysDailyPlayed() throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-daily-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let state = StoragePaths.standard(environment: ["XDG_STATE_HOME": folder.path]).stateDirectory
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let now = Date()
        var record = AnswerRecord(
            date: now, game: "e2e-daily", number: 1, of: 10, question: makeQuestions(1)[0], answer: true)
        record.daily = DailyChallenge.number(on: DailyDate(now))
        let history = AnswerHistory(url: state.appendingPathComponent("history.jsonl"), writer: FileWriter())
        history.record(record)
        history.flush()
        return ["XDG_STATE_HOME": folder.path]
    }
}
