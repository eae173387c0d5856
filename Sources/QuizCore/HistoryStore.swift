import Foundation

/// Where a `PlayerHistory` keeps the player's answers.
///
/// `AnswerHistory` in QuizStore keeps them in the history file. The rules know the file by this
/// protocol only; the program hands the store in.
public protocol HistoryStore: Sendable {
    /// The file; nil reads and keeps nothing.
    var url: URL? { get }
    /// False with `--no-history`: the file is read, nothing is written to it.
    var writes: Bool { get }
    /// The filters this run plays with, written with each answer.
    var filter: QuestionFilter { get }
    /// Keeps an answer just given (soon, off the caller's thread).
    func record(_ record: AnswerRecord)
    /// Every answer kept, oldest first; `settingAside`: a file that isn't a history is set aside.
    func load(settingAside: Bool) -> [AnswerRecord]
    /// Waits until every answer given so far is kept (or failed to be).
    func flush()
    /// How many answers could not be kept, and why; nil when all were.
    var unsaved: (answers: Int, problem: StorageProblem)? { get }
}
