import QuizCore
import QuizStore

/// The game's own sentences around the card: loading, the card's badges, the score line, the
/// verdicts, Game Over, the answer box, files that could not be saved, the start-up errors.
enum PlayWords: Phrase {
    /// A Game Over's word for the share of right answers.
    enum Remark {
        case perfect, excellent, wellPlayed, notBad, betterLuck
    }

    case gameName
    case loading, loadingQuestions, loadingQuestionsLabel
    /// The loading card's line while the rate limit holds a request back (nil: the Open Trivia DB).
    case waiting(server: String?, seconds: Int)
    case newGameButton
    /// The badge of a card answered (or dragged toward) an answer: "TRUE", "FALSE".
    case badge(Bool)
    /// The score line's parts: "Question 4 of 10", "Question 12" (endless), "Score 3 / 10",
    /// "Score 3" (endless), "Combo 2", "Review: r".
    case questionOf(Int, of: Int)
    case questionNumber(Int)
    case score(Int, of: Int?)
    case combo(Int)
    case reviewKey
    /// The verdict after an answer: "Right! It's true.", "Wrong: it's false."
    case verdict(right: Bool, answer: Bool)
    /// The answer box's title.
    case questionTitle(Int)
    /// The answer box's title when it holds a notice (a file's problem), not an answer.
    case noticeTitle
    /// The Game Over card: alone before the game has a score, then its parts.
    case gameOverAlone
    case gameOver(right: Int, of: Int, remark: Remark)
    case firstGame, newBest
    case best(right: Int, of: Int)
    /// Games in a row at 7/10 or better (`tenQuestions`), or at 70 %.
    case streak(Int, tenQuestions: Bool)
    /// The card when no game could be had, with why if there is a reason.
    case noQuestions(reason: String?)
    /// A file not saved, or not read in full.
    case fileProblem(reading: Bool, reason: String, path: String)
    case storage(StorageProblem.Kind)
    /// Why the bundled questions could not be read (a line on standard error).
    case bankMissing(searched: [String])
    case bankUnreadable(String)
    case bankDamaged(String)
    case bankInvalidEntry(String)
    /// Why `--category` could not be read.
    case unknownCategory(String)
    case ambiguousCategory(String, matches: [String])
    /// Before `--list-categories`' bundled list when the server gave none.
    case categoriesFallback(reason: String)

    func english(_ words: Wording) -> String {
        switch self {
        case .gameName: "OpenQuizz"
        case .loading: "Loading..."
        case .loadingQuestions: "Loading questions..."
        case .loadingQuestionsLabel: "Loading questions"
        // A no-break space keeps the number with its unit.
        case .waiting(let server, let seconds): "Waiting for \(server ?? "the Open Trivia DB"): \(seconds)\u{A0}s"
        case .newGameButton: "New Game [N]"
        case .badge(let answer): answer ? "TRUE" : "FALSE"
        case .questionOf(let number, let count): "Question \(number) of \(count)"
        case .questionNumber(let number): "Question \(words.number(number))"
        case .score(let score, let count): count.map { "Score \(score) / \($0)" } ?? "Score \(words.number(score))"
        case .combo(let combo): "Combo \(words.number(combo))"
        case .reviewKey: "Review: r"
        case .verdict(let right, let answer):
            right ? "Right! It's \(answer ? "true" : "false")." : "Wrong: it's \(answer ? "true" : "false")."
        case .questionTitle(let number): "Question \(number)"
        case .noticeTitle: "Notice"
        case .gameOverAlone: "Game Over"
        case .gameOver(let right, let count, let remark):
            "Game Over: \(Self.fraction(right, count)). \(Self.english(remark))"
        case .firstGame: "Your first game with these questions."
        case .newBest: "New best!"
        case .best(let right, let count): "Best: \(Self.fraction(right, count))."
        // No-break spaces keep "3 games" and "or better" whole.
        case .streak(let count, let ten): "\(count)\u{A0}games in a row at \(ten ? "7/10" : "70%") or\u{A0}better."
        case .noQuestions(let reason):
            reason.map { "No questions: \($0). Press N to try again." }
                ?? "No questions available. Press N to try again."
        case .fileProblem(let reading, let reason, let path):
            "\(reading ? "Couldn't read" : "Not saved"): \(reason) (\(path))"
        case .storage(let kind): Self.english(kind)
        case .bankMissing(let searched):
            "the bundled questions are missing from this installation; looked for " + searched.joined(separator: ", ")
        case .bankUnreadable(let reason): "the bundled questions can't be read (\(reason))"
        case .bankDamaged(let reason): "the bundled questions are damaged (\(reason))"
        case .bankInvalidEntry(let reason): "a bundled question is invalid (\(reason))"
        case .unknownCategory(let text): "no category '\(text)' (try --list-categories)"
        case .ambiguousCategory(let text, let names):
            "'\(text)' matches \(names.count) categories: " + names.joined(separator: ", ")
        case .categoriesFallback(let reason): "\(reason); the bundled list:"
        }
    }

    /// "7 / 10", with no-break spaces: never cut across two lines.
    static func fraction(_ right: Int, _ count: Int) -> String { "\(right)\u{A0}/\u{A0}\(count)" }

    private static func english(_ remark: Remark) -> String {
        switch remark {
        case .perfect: "Perfect!"
        case .excellent: "Excellent!"
        case .wellPlayed: "Well played."
        case .notBad: "Not bad."
        case .betterLuck: "Better luck next game."
        }
    }

    /// What went wrong with a file, but for the system's own message for an `errno`.
    private static func english(_ kind: StorageProblem.Kind) -> String {
        switch kind {
        case .system(let number): "error \(number)"
        case .notRegularFile: "not a regular file"
        case .notSettings: "not a settings file, not one setting in it"
        case .lockHeld: "another OpenQuizz holds the file's lock"
        case .notEncodable: "its contents can't be written"
        case .answerNotALine: "an answer can't be written as a line"
        case .answersLost(let count):
            "\(count == 1 ? "1 answer" : "\(count) answers") lost: too many waiting to be saved"
        case .notAFile(let setAside): setAside ? "not a file: set aside" : "not a file"
        case .notAHistory(let setAside): setAside ? "not a history: set aside" : "not a history"
        // After "Couldn't read: ": what was left out, not what was read.
        case .overSizeLimit: "the answers before its last \(AnswerHistory.maximumFileSize >> 20) MiB"
        case .linesSkipped(let count):
            "\(count == 1 ? "1 line that isn't an answer" : "\(count) lines that aren't answers"), skipped"
        // Said whole, naming its line (`PlayerText.fileProblem`); here for a reason asked alone.
        case .settings(let problem, let others): Wording.english(SettingsWords.problem(problem, others: others))
        }
    }
}
