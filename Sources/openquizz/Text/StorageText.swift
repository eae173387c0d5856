import Foundation
import QuizCore
import QuizStore

extension StorageProblem.Kind {
    /// What went wrong with a file, in `words`: the system's own message for an `errno` ("No space
    /// left on device"), the game's for the rest.
    func reason(in words: Wording) -> String {
        switch self {
        // The common errors in the player's language; the C library's words for the rest.
        case .system(let number): words(DeckWords.system(number))
        case .settings(let problem, let others): words(SettingsWords.problem(problem, others: others))
        default: words(PlayWords.storage(self))
        }
    }
}

extension PlayerText {
    /// What `--list-categories` says before the bundled list when the server gave none.
    func categoriesFallback(_ error: OpenTriviaDBError) -> String {
        words(PlayWords.categoriesFallback(reason: reason(error)))
    }
}
