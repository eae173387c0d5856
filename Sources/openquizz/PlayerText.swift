import Foundation
import Quiz

/// Every sentence the player reads, written in one place from the model's facts: where the
/// questions came from, why a source failed, what could not be saved, the verdicts.
///
/// The header's notice must fit beside the title on an 80-column screen (`noticeWidth` columns),
/// so each part has a full and a short form, and the fullest notice that fits is chosen.
struct PlayerText {
    /// The widest header notice, in columns: an 80-column header holds " OpenQuizz", a 2-column
    /// gap, the notice and a 1-column margin, with one column to spare.
    static let noticeWidth = 66

    /// The credit Open Trivia DB questions carry (their licence asks for it).
    static let openTriviaDBCredit = "Open Trivia DB, CC BY-SA 4.0"

    /// Whether the player chose `--offline` (then the bundled questions are not a fallback).
    var offline = false
    /// The calendar the history's dates are shown in: Gregorian, in the player's time zone.
    var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }()

    // MARK: - Where the questions came from

    /// The header's notice for a game: its source, with the reason an earlier source failed and how
    /// the filter was widened, as fully as 66 columns allow.
    ///
    /// A source's credit and a widening are never dropped; the reason is, when nothing else makes
    /// room. Once the Open Trivia DB's questions for the next game are in (`nextGameReady`), that
    /// takes the reason's place.
    func notice(
        origin: QuestionOrigin, widening: FilterWidening?, fallbackReason: QuestionSourceError?,
        nextGameReady: Bool = false
    ) -> String {
        let sources = sourceForms(origin)
        var bodies: [String]
        if let widening {
            bodies =
                sources.map { "\($0); \(wideningFull(widening))" } + sources.map { "\($0), \(wideningShort(widening))" }
        } else {
            bodies = sources
        }
        if let reason = nextGameReady ? "Open Trivia DB ready: press N" : fallbackReason.flatMap(reason) {
            let withReason = bodies.map { "\(reason); \($0)" }
            if let chosen = withReason.first(where: { $0.count <= Self.noticeWidth }) { return chosen }
            // No room for the reason: the notice starts with the source, as a sentence.
            bodies = bodies.map(capitalizingFirstLetter)
        }
        return bodies.first { $0.count <= Self.noticeWidth } ?? bodies.last ?? ""
    }

    /// A source's names, fullest first.
    private func sourceForms(_ origin: QuestionOrigin) -> [String] {
        switch origin {
        case .openTriviaDB: [Self.openTriviaDBCredit]
        case .cache: ["cached questions (\(Self.openTriviaDBCredit))", "cached Open Trivia DB, CC BY-SA"]
        case .bundled: offline ? ["Offline: bundled questions", "Offline: bundled"] : ["bundled questions", "bundled"]
        case .generated: ["Is it prime? Endless, offline", "Is it prime?"]
        }
    }

    /// Why, and what was played instead: "too few hard Mythology: any difficulty".
    private func wideningFull(_ widening: FilterWidening) -> String {
        let requested = widening.requested
        let asked =
            if let category = requested.category.map(TriviaCategory.shortName(of:)) {
                [requested.difficulty?.rawValue, category].compactMap { $0 }.joined(separator: " ")
            } else {
                "\(requested.difficulty?.rawValue ?? "such") questions"
            }
        return "too few \(asked): \(wideningShort(widening))"
    }

    /// What was played instead, in two words: "any difficulty".
    private func wideningShort(_ widening: FilterWidening) -> String {
        switch widening.kind {
        case .difficulty: "any difficulty"
        case .category: "any category"
        case .categoryAndDifficulty: "any question"
        }
    }

    // MARK: - Why there were no questions

    /// Why a source gave nothing, in at most 40 columns for the host opentdb.com; nil for a
    /// request that was only replaced.
    func reason(_ error: QuestionSourceError) -> String? {
        switch error {
        case .noQuestions: "no questions available"
        case .openTriviaDB(let error): reason(error)
        case .stillLoading: "Open Trivia DB still loading"
        case .cancelled: nil
        }
    }

    /// What went wrong with the Open Trivia DB.
    ///
    /// Only an unreachable server is "Offline": every other failure reached it, and says what
    /// happened instead.
    func reason(_ error: OpenTriviaDBError) -> String {
        switch error {
        case .unreachable(let host): "Offline: \(clean(host)) unreachable"
        case .timedOut(let host, let seconds): "\(clean(host)) did not answer within \(seconds) s"
        case .secureConnectionFailed(let host): "secure connection to \(clean(host)) failed"
        case .httpStatus(let host, let status): "\(clean(host)) answered HTTP \(status)"
        case .malformedResponse(let host): "\(clean(host)) sent an answer we can't read"
        case .tooLarge(let host): "\(clean(host)) sent an answer over 1 MiB"
        case .redirected(let host): "redirected away from \(clean(host))"
        case .unusableToken(let host): "\(clean(host)) sent an unusable token"
        case .notEnoughQuestions: "not enough questions for this choice"
        case .invalidParameter: "Open Trivia DB refused the request"
        case .tokenNotFound, .tokenEmpty: "Open Trivia DB refused our token"
        case .rateLimited(let host): "\(clean(host)) is busy (rate limit)"
        case .cancelled: "the request was cancelled"
        }
    }

    /// The Game Over card: the final score, a word that fits it, the best for these questions
    /// ("New best!" when this is it) and the streak of games at 7 / 10 or more.
    func gameOver(_ summary: GameOverSummary?) -> String {
        guard let summary else { return "Game Over" }
        let score = summary.score
        let share = score.of == 0 ? 0 : Double(score.right) / Double(score.of)
        let remark =
            switch share {
            case 1: "Perfect!"
            case 0.8...: "Excellent!"
            case 0.6...: "Well played."
            case 0.4...: "Not bad."
            default: "Better luck next game."
            }
        // No-break spaces: "7 / 10" is never cut across two lines.
        func fraction(_ right: Int, _ of: Int) -> String { "\(right)\u{A0}/\u{A0}\(of)" }
        var parts = ["Game Over: \(fraction(score.right, score.of)). \(remark)"]
        // Before the history is read, nothing is said of the best or the streak: never a claim
        // taken back a moment later.
        guard !summary.isProvisional else { return parts[0] }
        if summary.isFirst {
            parts.append("Your first game with these questions.")
        } else if summary.isNewBest {
            parts.append("New best!")
        } else {
            parts.append("Best: \(fraction(summary.best.right, summary.best.of)).")
        }
        if summary.streak > 0 {
            let bar = score.of == 10 ? fraction(7, 10) : "70\u{A0}%"
            parts.append("\(summary.streak) in a row at \(bar) or more.")
        }
        return parts.joined(separator: " ")
    }

    /// The card's text when no game could be had.
    func noQuestions(_ error: QuestionSourceError) -> String {
        switch error {
        case .noQuestions, .stillLoading, .cancelled: "No questions available. Press N to try again."
        case .openTriviaDB(let error): "No questions: \(reason(error)). Press N to try again."
        }
    }

    // MARK: - Loading

    /// The loading card's line while the rate limit holds a request back.
    ///
    /// A no-break space keeps the number with its unit.
    func waiting(seconds: Int) -> String {
        "Waiting for the Open Trivia DB: \(seconds)\u{A0}s"
    }

    // MARK: - Verdicts

    /// The verdict after an answer ("Right! It's true.", "Wrong: it's false.").
    func verdict(right: Bool, answer: Bool) -> String {
        right ? "Right! It's \(answer ? "true" : "false")." : "Wrong: it's \(answer ? "true" : "false")."
    }

    // MARK: - Files

    /// A file that could not be saved, said once; the game plays on.
    func notSaved(_ problem: StorageProblem) -> String {
        "Not saved: \(clean(problem.reason)) (\(clean(problem.path)))"
    }

    // MARK: - Start-up (one line on standard error)

    /// Why the bundled questions could not be read.
    func bankProblem(_ error: BankError) -> String {
        switch error {
        case .notFound(let searched):
            "the bundled questions are missing from this installation; looked for "
                + searched.map(clean).joined(separator: ", ")
        case .unreadable(let reason): "the bundled questions can't be read (\(clean(reason)))"
        case .malformed(let reason): "the bundled questions are damaged (\(clean(reason)))"
        case .invalidEntry(let reason): "a bundled question is invalid (\(clean(reason)))"
        }
    }

    /// Why `--category` could not be read.
    func categoryProblem(_ error: TriviaCategory.LookupError) -> String {
        switch error {
        case .unknown(let text):
            "no category '\(clean(text))' (try --list-categories)"
        case .ambiguous(let text, let names):
            "'\(clean(text))' matches \(names.count) categories (try --list-categories)"
        }
    }

    /// What `--list-categories` says before the bundled list when the server gave none.
    func categoriesFallback(_ error: OpenTriviaDBError) -> String {
        "\(reason(error)); the bundled list:"
    }

    // MARK: - Helpers

    /// Text the game did not write (hosts, paths, system messages), safe to show.
    func clean(_ text: String) -> String {
        text.removingControlCharacters
    }

    private func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
