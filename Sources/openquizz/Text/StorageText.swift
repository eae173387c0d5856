import Foundation
import QuizCore
import QuizStore

extension PlayerText {
    /// What went wrong with a file, in English words (the command line's sentences still ask
    /// for it so).
    static func storageReason(_ kind: StorageProblem.Kind) -> String {
        storageReason(kind, words: .english)
    }

    /// What went wrong with a file, in words: the system's own message for an `errno` ("No space
    /// left on device"), the game's for the rest.
    static func storageReason(_ kind: StorageProblem.Kind, words: Wording) -> String {
        switch kind {
        case .system(let number): String(cString: strerror(number)).removingControlCharacters
        case .settings(let problem, let others): words(SettingsWords.problem(problem, others: others))
        default: words(PlayWords.storage(kind))
        }
    }

    // MARK: - Start-up (one line on standard error)

    /// Why the bundled questions could not be read.
    func bankProblem(_ error: BankError) -> String {
        switch error {
        case .notFound(let searched): words(PlayWords.bankMissing(searched: searched.map(clean)))
        case .unreadable(let reason): words(PlayWords.bankUnreadable(clean(reason)))
        case .malformed(let reason): words(PlayWords.bankDamaged(clean(reason)))
        case .invalidEntry(let reason): words(PlayWords.bankInvalidEntry(clean(reason)))
        }
    }

    /// Why `--category` could not be read.
    func categoryProblem(_ error: TriviaCategory.LookupError) -> String {
        switch error {
        case .unknown(let text):
            words(PlayWords.unknownCategory(Self.echo(text)))
        case .ambiguous(let text, let names):
            words(
                PlayWords.ambiguousCategory(
                    Self.echo(text), matches: names.map { Self.echo(TriviaCategory.shortName(of: $0)) }))
        }
    }

    /// What `--list-categories` says before the bundled list when the server gave none.
    func categoriesFallback(_ error: OpenTriviaDBError) -> String {
        words(PlayWords.categoriesFallback(reason: reason(error)))
    }
}
