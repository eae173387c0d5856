import Foundation
import QuizCore
import QuizStore

extension PlayerText {
    /// What went wrong with a file, in words: the system's own message for an `errno` ("No space
    /// left on device"), the game's for the rest.
    static func storageReason(_ kind: StorageProblem.Kind) -> String {
        switch kind {
        case .system(let number): String(cString: strerror(number)).removingControlCharacters
        case .notRegularFile: "not a regular file"
        case .lockHeld: "another OpenQuizz holds the file's lock"
        case .notEncodable: "its contents can't be written"
        case .answerNotALine: "an answer can't be written as a line"
        case .answersLost(let count):
            "\(count == 1 ? "1 answer" : "\(count) answers") lost: too many waiting to be saved"
        case .notAFile(let setAside): setAside ? "not a file: set aside" : "not a file"
        case .notAHistory(let setAside): setAside ? "not a history: set aside" : "not a history"
        case .overSizeLimit: "over \(AnswerHistory.maximumFileSize >> 20) MiB: only the newest answers read"
        case .linesSkipped(let count):
            "\(count == 1 ? "1 line that isn't an answer" : "\(count) lines that aren't answers"), skipped"
        case .settings(let problem, let others): Wording.english(SettingsWords.problem(problem, others: others))
        }
    }
}
