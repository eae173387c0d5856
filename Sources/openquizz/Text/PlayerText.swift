import Foundation
import QuizCore
import QuizView

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
    /// For a deck played with problems (`--questions FILE`): how many questions were left out
    /// and how to see why, fullest form first (`DeckText.leftOutForms`); empty otherwise.
    var leftOutOfDeck: [String] = []
    /// For a deck: the filters it is played with, the multiple-choice questions it skipped,
    /// whether its questions are the Open Trivia DB's (their credit is due).
    var deckNotes = DeckNotes()
    /// Whether the fact behind an answer is shown (`--no-explanations` turns it off): in the line
    /// by line game, the review and the history's answer box.
    var explanations = true
    /// The server `--api-url` names when it is not the Open Trivia DB: the questions cached from
    /// it are credited to it, not to the Open Trivia DB.
    var otherServer: String?
    /// The language the player reads, for the sentences worded through phrases (`ButtonWords`).
    var words = Wording.english
    /// What the questions' server is called: the Open Trivia DB, or the `--api-url` server's host.
    private var serverName: String { otherServer.map(clean) ?? "Open Trivia DB" }
    /// The calendar the history's dates are shown in: Gregorian, in the player's time zone.
    ///
    /// Made the first time a date is shown, not with every `PlayerText`: the time zone's name
    /// is looked up in ICU's data, about 900 KiB of memory a game that never shows a date
    /// would touch for nothing.
    var calendar: Calendar {
        get { chosenCalendar ?? Self.playerCalendar }
        set { chosenCalendar = newValue }
    }
    /// The calendar `calendar` was set to (tests pin a time zone); nil: the player's.
    var chosenCalendar: Calendar?
    private static let playerCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }()

    // MARK: - Where the questions came from

    /// The header's notice for a game, the important part first: the questions' source (and
    /// "Offline" when the Open Trivia DB can't be reached), how the filter was widened, then why
    /// an earlier source failed, as fully as `width` columns allow.
    ///
    /// The reason is the first to go when there is no room; a source's credit and a widening go
    /// only when even their shortest forms don't fit (under 60 columns or so), the view cutting
    /// the end of what is left. Once the Open Trivia DB's questions for the next game are in
    /// (`nextGameReady`), "press N" leads.
    ///
    /// A deck's questions name it (`deck`: "Deck: week-12"), then say how many of its questions
    /// were left out, if any (`leftOutOfDeck`).
    func notice(
        origin: QuestionOrigin, widening: FilterWidening?, fallbackReason: QuestionSourceError?,
        nextGameReady: Bool = false, deck: String? = nil, width: Int = Self.noticeWidth
    ) -> String {
        let isUnreachable = fallbackReason.map(Self.isUnreachable) ?? false
        let isOffline = !nextGameReady && (isUnreachable || (origin == .bundled && offline))
        var sources = sourceForms(origin, offline: isOffline)
        if origin == .deck, let deck { sources = deckForms(clean(deck), width: width) }
        let bodies =
            widening.map { widening in
                sources.map { "\($0); \(wideningFull(widening))" } + sources.map { "\($0), \(wideningShort(widening))" }
            } ?? sources
        var candidates: [String] = []
        if nextGameReady {
            let ready = "\(serverName) ready: press N"
            // A long host gives way to the key to press.
            let shortest = otherServer == nil ? "Open Trivia DB: press N" : "Next game ready: press N"
            candidates = bodies.map { "\(ready); \(lowercasingFirstLetter($0))" } + [ready, shortest]
        } else {
            if let detail = fallbackReason.flatMap(detail) {
                // "Offline" says most of an unreachable server: its name comes only with the fullest form.
                candidates += (isUnreachable ? Array(bodies.prefix(1)) : bodies).map { "\($0); \(detail)" }
            }
            candidates += bodies
        }
        // Last, a credit short enough for 40 columns: "CC BY-SA" is never cut.
        let short = shortCredit(origin, offline: isOffline).map { credit in
            widening.map { "\(credit), \(wideningShort($0))" } ?? credit
        }
        if !nextGameReady, let short { candidates.append(short) }
        return candidates.first { ScreenBuffer.displayWidth(ofText: $0) <= width } ?? candidates.last ?? ""
    }

    /// The notice's width on a screen `screenWidth` columns wide: the header's title, its
    /// margins and the gap take 13 columns, and it is never wider than `noticeWidth`, but for a
    /// deck's, which takes the whole row (the command that checks the file may need it).
    static func noticeWidth(screenWidth: Int, deck: Bool = false) -> Int {
        max(1, deck ? screenWidth - 13 : min(noticeWidth, screenWidth - 13))
    }

    /// A source's names, fullest first, each a sentence of its own.
    private func sourceForms(_ origin: QuestionOrigin, offline: Bool) -> [String] {
        switch origin {
        case .openTriviaDB:
            // Another server's questions are its own: no credit to the Open Trivia DB. A host too
            // long for the header is cut by the view, its start kept.
            otherServer.map(clean).map { ["Questions from \($0)", "From \($0)"] }
                ?? [Self.openTriviaDBCredit, "Open Trivia DB, CC BY-SA"]
        case .cache:
            if let server = otherServer.map(clean) {
                offline
                    ? ["Offline: cached questions from \(server)", "Offline: cached questions"]
                    : ["Cached questions from \(server)", "Cached questions"]
            } else if offline {
                [
                    "Offline: cached questions from the Open Trivia DB, CC BY-SA 4.0",
                    "Offline: cached Open Trivia DB questions, CC BY-SA", "Offline: cached questions",
                ]
            } else {
                [
                    "Cached questions from the Open Trivia DB, CC BY-SA 4.0",
                    "Cached Open Trivia DB questions, CC BY-SA",
                ]
            }
        case .bundled:
            offline ? ["Offline: bundled questions", "Offline: bundled", "Offline"] : ["Bundled questions", "Bundled"]
        case .generated: ["Is it prime? Endless, offline", "Is it prime?"]
        case .deck: ["Your deck", "Deck"]
        }
    }

    /// The Open Trivia DB's shortest credit, for a narrow header, where `origin` asks for one.
    private func shortCredit(_ origin: QuestionOrigin, offline: Bool) -> String? {
        switch origin {
        case .openTriviaDB where otherServer == nil: "OpenTDB, CC BY-SA"
        case .cache where otherServer == nil && !offline: "Cached OpenTDB, CC BY-SA"
        default: nil
        }
    }

    /// Whether `error` says the Open Trivia DB could not be reached at all, or not even asked.
    private static func isUnreachable(_ error: QuestionSourceError) -> Bool {
        switch error {
        case .openTriviaDB(.unreachable), .openTriviaDB(.networkLibraryMissing): true
        default: false
        }
    }

    /// Why a source failed, after the source in the header: as `reason`, but an unreachable
    /// server is only "opentdb.com unreachable" (the notice already starts with "Offline").
    private func detail(_ error: QuestionSourceError) -> String? {
        switch error {
        case .openTriviaDB(.unreachable(let host)): "\(clean(host)) unreachable"
        case .openTriviaDB(.networkLibraryMissing(let library)): "\(clean(library)) missing"
        default: reason(error)
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
        case .stillLoading: "\(serverName) still loading"
        case .cancelled: nil
        }
    }

    /// What went wrong with the Open Trivia DB.
    ///
    /// Only an unreachable server (or no libcurl to reach it with) is "Offline": every other
    /// failure reached it, and says what happened instead.
    func reason(_ error: OpenTriviaDBError) -> String {
        switch error {
        case .unreachable(let host): "Offline: \(clean(host)) unreachable"
        case .networkLibraryMissing(let library): "Offline: \(clean(library)) missing"
        case .timedOut(let host, let seconds): "\(clean(host)) did not answer within \(seconds) s"
        case .secureConnectionFailed(let host): "secure connection to \(clean(host)) failed"
        case .httpStatus(let host, let status): "\(clean(host)) answered HTTP \(status)"
        case .malformedResponse(let host): "\(clean(host)) sent an answer we can't read"
        case .cutShort(let host): "\(clean(host))'s answer was cut short"
        case .tooLarge(let host): "\(clean(host)) sent an answer over 1 MiB"
        case .redirected(let host): "redirected away from \(clean(host))"
        case .unusableToken(let host): "\(clean(host)) sent an unusable token"
        case .notEnoughQuestions: "not enough questions for this choice"
        case .invalidParameter: "\(serverName) refused the request"
        case .tokenNotFound, .tokenEmpty: "\(serverName) refused our token"
        case .rateLimited(let host): "\(clean(host)) is busy (rate limit)"
        case .cancelled: "the request was cancelled"
        }
    }

    /// The Game Over card: the final score, a word that fits it, the best for these questions
    /// ("New best!" when this is it) and the streak of games at 7/10 or better, from two games.
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
        // A streak is two games or more; no-break spaces keep "3 games" and "or better" whole.
        if summary.streak > 1 {
            let bar = score.of == 10 ? "7/10" : "70%"
            parts.append("\(summary.streak)\u{A0}games in a row at \(bar) or\u{A0}better.")
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
        "Waiting for \(otherServer.map(clean) ?? "the Open Trivia DB"): \(seconds)\u{A0}s"
    }

    /// The card while its questions load.
    var loading: String { "Loading..." }

    /// The launch screen's line while the first questions load.
    var loadingQuestions: String { "Loading questions..." }

    /// Beside the spinner on the bottom row.
    var loadingQuestionsLabel: String { "Loading questions" }

    // MARK: - The game screen

    /// The header's title.
    var header: String { "OpenQuizz" }

    /// The bottom row's button.
    var newGameButton: String { "New Game [N]" }

    /// The badge of a card answered (or dragged toward) `answer`.
    func badge(_ answer: Bool) -> String {
        answer ? "TRUE" : "FALSE"
    }

    // MARK: - Under the card

    /// Where the player is and the score, apart, so neither reads as the other: "Question 4 of 10
    /// · Score 3 / 10" while a question waits, "Score 7 / 10   Review: r" once the game is over.
    @MainActor
    func scoreLine(_ game: Game) -> String {
        let score = score(game)
        if game.length == .endless {
            // Endless: how many so far, the score, and the combo beside it.
            guard game.state == .ongoing else { return score }
            return "Question \(Self.grouped(game.currentIndex + 1))   \(score)   Combo \(Self.grouped(game.combo))"
        }
        if game.state == .over, !game.answers.isEmpty { return score + "   Review: r" }
        guard game.state == .ongoing else { return score }
        return "Question \(game.currentIndex + 1) of \(game.questionCount)   " + score
    }

    /// The score alone, the part of the score line that bumps: "Score 3 / 10", endless "Score 3".
    @MainActor
    func score(_ game: Game) -> String {
        game.length.count.map { "Score \(game.score) / \($0)" } ?? "Score \(Self.grouped(game.score))"
    }

    // MARK: - Verdicts

    /// The verdict after an answer ("Right! It's true.", "Wrong: it's false.").
    func verdict(right: Bool, answer: Bool) -> String {
        right ? "Right! It's \(answer ? "true" : "false")." : "Wrong: it's \(answer ? "true" : "false")."
    }

    /// The box `e` opens on the last answer: titled with the question's number, the statement
    /// first (with the verdict's mark), then the verdict and the explanation; without an answer
    /// (a notice on the verdict row), the verdict alone.
    func answerBox(
        for record: AnswerRecord?, number: Int, verdict: String, tone: Tone, explanation: String?, page: Int,
        pageKey: String
    ) -> AnswerBox {
        guard let record else {
            return AnswerBox(verdict: verdict, tone: tone, explanation: explanation, page: page, pageKey: pageKey)
        }
        let facts = [verdict, explanation].compactMap { $0 }.joined(separator: " ")
        return AnswerBox(
            verdict: clean(record.statement), tone: tone, explanation: facts, page: page, pageKey: pageKey,
            title: "Question \(number)")
    }

    // MARK: - Files

    /// A file that could not be saved, or read in full, said once; the game plays on.
    func fileProblem(_ problem: StorageProblem) -> String {
        let what = problem.whileReading ? "Couldn't read" : "Not saved"
        return "\(what): \(Self.storageReason(problem.kind)) (\(clean(problem.path)))"
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
            "no category '\(Self.echo(text))' (try --list-categories)"
        case .ambiguous(let text, let names):
            "'\(Self.echo(text))' matches \(names.count) categories: "
                + names.map { Self.echo(TriviaCategory.shortName(of: $0)) }.joined(separator: ", ")
        }
    }

    /// A value typed on the command line, as an error message echoes it: printable characters
    /// only, and at most 40 of them, then "…" (a 120 KB value is not written back whole).
    static func echo(_ text: String) -> String {
        let printable = text.removingControlCharacters
        var shown = String(printable.prefix(40))
        // One character may hold thousands of combining marks.
        if shown.unicodeScalars.count > 80 { shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(40))) }
        return shown.unicodeScalars.count < printable.unicodeScalars.count ? shown + "…" : shown
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

    private func lowercasingFirstLetter(_ text: String) -> String {
        // "Offline: …" and "Open Trivia DB" keep their capitals; "Bundled questions", "Questions from
        // HOST" are mid-sentence.
        guard ["Bundled", "Cached", "Questions", "From"].contains(where: text.hasPrefix) else { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
