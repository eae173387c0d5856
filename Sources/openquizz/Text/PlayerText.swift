import Foundation
import QuizCore
import QuizView

/// Every sentence the player reads, written in one place from the model's facts: where the
/// questions came from, why a source failed, what could not be saved, the verdicts.
///
/// The header's notice must fit beside the title on an 80-column screen (`noticeWidth` columns),
/// so each part has a full and a short form, and the fullest notice that fits is chosen.
///
/// The panels', the daily challenge's and plain mode's sentences, and what is said of the mode
/// being played, are types of their own, made from it with its words (`panel`, `daily`, `plain`,
/// `mode`).
struct PlayerText {
    /// The widest header notice, in columns: an 80-column header holds " OpenQuizz", a 2-column
    /// gap, the notice and a 1-column margin, with one column to spare.
    static let noticeWidth = 66

    /// The language every sentence here is written in.
    var words = Wording.english
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
    /// The player's calendar, made once, when a date is first shown.
    static let playerCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }()

    /// The review's, stats' and history panels' sentences and lines, in these words.
    var panel: PanelText { PanelText(words: words, explanations: explanations, chosenCalendar: chosenCalendar) }
    /// The daily challenge's sentences, in these words.
    var daily: DailyText { DailyText(words: words) }
    /// The line-by-line game's sentences (`--plain`), in these words.
    var plain: PlainText { PlainText(words: words) }
    /// What the screen and plain mode say of the mode being played.
    var mode: PlayingModeText { PlayingModeText(text: self) }

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
        if origin == .deck, let deck {
            sources = deckNotes.noticeForms(deck: clean(deck), leftOut: leftOutOfDeck, width: width, words: words)
        }
        // The forms, fullest first, made only until one fits: the header asks on every frame.
        let widened: [(String) -> String] =
            widening.map { widening in
                let full = wideningFull(widening)
                let short = wideningShort(widening)
                return [{ then($0, full) }, { also($0, short) }]
            } ?? [{ $0 }]
        let bodies = widened.lazy.flatMap { form in sources.lazy.map(form) }
        var last = ""
        func fits(_ candidate: String) -> Bool {
            last = candidate
            return ScreenBuffer.displayWidth(ofText: candidate) <= width
        }
        if nextGameReady {
            let ready = words(NoticeWords.ready(server: serverName))
            if bodies.contains(where: { fits(then(ready, lowercasingFirstLetter($0))) }) || fits(ready) { return last }
            // A long host gives way to the key to press.
            return words(otherServer == nil ? NoticeWords.openTriviaDBPressN : .nextGamePressN)
        }
        if let detail = fallbackReason.flatMap(detail) {
            // "Offline" says most of an unreachable server: its name comes only with the fullest form.
            let detailed = isUnreachable ? AnySequence(bodies.prefix(1)) : AnySequence(bodies)
            if detailed.contains(where: { fits(then($0, detail)) }) { return last }
        }
        if bodies.contains(where: fits) { return last }
        // Last, a credit short enough for 40 columns: "CC BY-SA" is never cut.
        guard let credit = shortCredit(origin, offline: isOffline) else { return last }
        return widening.map { also(credit, wideningShort($0)) } ?? credit
    }

    /// The notice's width on a screen `screenWidth` columns wide: the header's title, its
    /// margins and the gap take 13 columns, and it is never wider than `noticeWidth`, but for a
    /// deck's, which takes the whole row (the command that checks the file may need it).
    static func noticeWidth(screenWidth: Int, deck: Bool = false) -> Int {
        max(1, deck ? screenWidth - 13 : min(noticeWidth, screenWidth - 13))
    }

    /// A source's names, fullest first, each a sentence of its own.
    private func sourceForms(_ origin: QuestionOrigin, offline: Bool) -> [String] {
        let forms: [NoticeWords] =
            switch origin {
            case .openTriviaDB:
                // Another server's questions are its own: no credit to the Open Trivia DB. A host too
                // long for the header is cut by the view, its start kept.
                otherServer.map(clean).map { [.questionsFrom($0), .from($0)] } ?? [.credit, .creditShort]
            case .cache:
                if let server = otherServer.map(clean) {
                    [.cachedFrom(server, offline: offline), .cachedQuestions(offline: offline)]
                } else if offline {
                    [
                        .cachedOpenTriviaDB(offline: true), .cachedOpenTriviaDBShort(offline: true),
                        .cachedQuestions(offline: true),
                    ]
                } else {
                    [.cachedOpenTriviaDB(offline: false), .cachedOpenTriviaDBShort(offline: false)]
                }
            case .bundled:
                offline
                    ? [.bundledQuestions(offline: true), .bundled(offline: true), .offline]
                    : [.bundledQuestions(offline: false), .bundled(offline: false)]
            case .generated: [.primes(short: false), .primes(short: true)]
            case .deck: [.yourDeck(short: false), .yourDeck(short: true)]
            }
        return forms.map { words($0) }
    }

    /// The Open Trivia DB's shortest credit, for a narrow header, where `origin` asks for one.
    private func shortCredit(_ origin: QuestionOrigin, offline: Bool) -> String? {
        switch origin {
        case .openTriviaDB where otherServer == nil: words(NoticeWords.creditShortest)
        case .cache where otherServer == nil && !offline: words(NoticeWords.cachedCreditShortest)
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
        case .openTriviaDB(.unreachable(let host)): words(NoticeWords.unreachable(host: clean(host)))
        case .openTriviaDB(.networkLibraryMissing(let library)): words(NoticeWords.missing(library: clean(library)))
        default: reason(error)
        }
    }

    /// Why, and what was played instead: "too few hard Mythology: any difficulty".
    private func wideningFull(_ widening: FilterWidening) -> String {
        let requested = widening.requested
        return words(
            NoticeWords.tooFew(
                difficulty: requested.difficulty,
                category: requested.category.map { CategoryPhrase.name($0, short: true, words: words) },
                instead: wideningShort(widening)))
    }

    /// What was played instead, in two words: "any difficulty".
    private func wideningShort(_ widening: FilterWidening) -> String {
        switch widening.kind {
        case .difficulty: words(NoticeWords.anyDifficulty)
        case .category: words(NoticeWords.anyCategory)
        case .categoryAndDifficulty: words(NoticeWords.anyQuestion)
        }
    }

    // MARK: - Why there were no questions

    /// Why a source gave nothing, in at most 40 columns for the host opentdb.com; nil for a
    /// request that was only replaced, and for practice with nothing due (never a source's).
    func reason(_ error: QuestionSourceError) -> String? {
        switch error {
        case .noQuestions: words(NoticeWords.noQuestionsAvailable)
        case .openTriviaDB(let error): reason(error)
        case .stillLoading: words(NoticeWords.stillLoading(server: serverName))
        case .cancelled, .nothingToPractise: nil
        }
    }

    /// What went wrong with the Open Trivia DB.
    ///
    /// Only an unreachable server (or no libcurl to reach it with) is "Offline": every other
    /// failure reached it, and says what happened instead.
    func reason(_ error: OpenTriviaDBError) -> String {
        words(NoticeWords.failure(error, server: serverName))
    }

    /// The Game Over card: the final score, a word that fits it, the best for these questions
    /// ("New best!" when this is it) and the streak of games at 7/10 or better, from two games.
    func gameOver(_ summary: GameOverSummary?) -> String {
        guard let summary else { return words(PlayWords.gameOverAlone) }
        let score = summary.score
        let share = score.of == 0 ? 0 : Double(score.right) / Double(score.of)
        let remark: PlayWords.Remark =
            switch share {
            case 1: .perfect
            case 0.8...: .excellent
            case 0.6...: .wellPlayed
            case 0.4...: .notBad
            default: .betterLuck
            }
        var parts = [words(PlayWords.gameOver(right: score.right, of: score.of, remark: remark))]
        // Before the history is read, nothing is said of the best or the streak: never a claim
        // taken back a moment later.
        guard !summary.isProvisional else { return parts[0] }
        if summary.isFirst {
            parts.append(words(PlayWords.firstGame))
        } else if summary.isNewBest {
            parts.append(words(PlayWords.newBest))
        } else {
            parts.append(words(PlayWords.best(right: summary.best.right, of: summary.best.of)))
        }
        // A streak is two games or more.
        if summary.streak > 1 { parts.append(words(PlayWords.streak(summary.streak, tenQuestions: score.of == 10))) }
        return parts.joined(separator: " ")
    }

    /// The card's text when no game could be had; `newGameKey` starts one (plain mode's is n).
    func noQuestions(_ error: QuestionSourceError, newGameKey: String = "N") -> String {
        switch error {
        case .noQuestions, .stillLoading, .cancelled: words(PlayWords.noQuestions(reason: nil))
        case .openTriviaDB(let error): words(PlayWords.noQuestions(reason: reason(error)))
        case .nothingToPractise(let learnt, let remaining, let backIn):
            PracticeText(words: words).nothing(learnt, remaining, backIn: backIn, key: newGameKey)
        }
    }

    // MARK: - Loading

    /// The loading card's line while the rate limit holds a request back.
    ///
    /// A no-break space keeps the number with its unit.
    func waiting(seconds: Int) -> String {
        words(PlayWords.waiting(server: otherServer.map(clean), seconds: seconds))
    }

    /// The card while its questions load.
    var loading: String { words(PlayWords.loading) }

    /// The launch screen's line while the first questions load.
    var loadingQuestions: String { words(PlayWords.loadingQuestions) }

    /// Beside the spinner on the bottom row.
    var loadingQuestionsLabel: String { words(PlayWords.loadingQuestionsLabel) }

    // MARK: - The game screen

    /// The header's title.
    var header: String { words(PlayWords.gameName) }

    /// The bottom row's button.
    var newGameButton: String { words(PlayWords.newGameButton) }

    /// The badge of a card answered (or dragged toward) `answer`.
    func badge(_ answer: Bool) -> String {
        words(PlayWords.badge(answer))
    }

    // MARK: - Under the card

    /// Where the player is and the score, apart, so neither reads as the other: "Question 4 of 10
    /// · Score 3 / 10" while a question waits, "Score 7 / 10   Review: r" once the game is over.
    ///
    /// Where the whole line is wider than `width` columns (a longer language at 40), the score
    /// alone.
    @MainActor
    func scoreLine(_ game: Game, width: Int = .max) -> String {
        let line = fullScoreLine(game)
        return ScreenBuffer.displayWidth(ofText: line) <= width ? line : score(game)
    }

    @MainActor
    private func fullScoreLine(_ game: Game) -> String {
        let score = score(game)
        if game.length == .endless {
            // Endless: how many so far, the score, and the combo beside it.
            guard game.state == .ongoing else { return score }
            return words(PlayWords.questionNumber(game.currentIndex + 1)) + "   \(score)   "
                + words(PlayWords.combo(game.combo))
        }
        if game.state == .over, !game.answers.isEmpty { return score + "   " + words(PlayWords.reviewKey) }
        guard game.state == .ongoing else { return score }
        return words(PlayWords.questionOf(game.currentIndex + 1, of: game.questionCount)) + "   " + score
    }

    /// The score alone, the part of the score line that bumps: "Score 3 / 10", endless "Score 3".
    @MainActor
    func score(_ game: Game) -> String {
        words(PlayWords.score(game.score, of: game.length.count))
    }

    // MARK: - Verdicts

    /// The verdict after an answer ("Right! It's true.", "Wrong: it's false.").
    func verdict(right: Bool, answer: Bool) -> String {
        words(PlayWords.verdict(right: right, answer: answer))
    }

    /// The box `e` opens on the last answer: titled with the question's number, the statement
    /// first (with the verdict's mark), then the verdict and the explanation; without an answer
    /// (a notice on the verdict row), the verdict alone, titled as a notice when it is one.
    func answerBox(
        for record: AnswerRecord?, number: Int, verdict: String, tone: Tone, explanation: String?, page: Int,
        pageKey: String
    ) -> AnswerBox {
        guard let record else {
            return AnswerBox(
                verdict: verdict, tone: tone, explanation: explanation, page: page, pageKey: pageKey,
                title: tone == .notice ? words(PlayWords.noticeTitle) : nil)
        }
        let facts = [verdict, explanation].compactMap { $0 }.joined(separator: " ")
        return AnswerBox(
            verdict: clean(record.statement), tone: tone, explanation: facts, page: page, pageKey: pageKey,
            title: words(PlayWords.questionTitle(number)))
    }

    // MARK: - Files

    /// A file that could not be saved, or read in full, said once; the game plays on.
    func fileProblem(_ problem: StorageProblem) -> String {
        // The settings file's problems are whole sentences naming their line.
        if case .settings(let settings, let others) = problem.kind {
            return words(SettingsWords.problem(settings, others: others))
        }
        let (reason, path) = (problem.kind.reason(in: words), clean(problem.path))
        // A save of the players' names alone says that it was they that weren't kept.
        let names = problem.part == .playerNames ? words(SettingsWords.namesNotSaved(reason: reason, path: path)) : nil
        return names ?? words(PlayWords.fileProblem(reading: problem.whileReading, reason: reason, path: path))
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

    // MARK: - Helpers

    /// Text the game did not write (hosts, paths, system messages), safe to show.
    func clean(_ text: String) -> String {
        text.removingControlCharacters
    }

    /// Two parts of the notice, "source; why": no phrase of their own (the pseudo-language would
    /// bracket the brackets), but French's narrow no-break space before the semicolon.
    private func then(_ first: String, _ second: String) -> String {
        first + words.semicolon + second
    }

    /// Two parts of the notice, "source, widening".
    private func also(_ first: String, _ second: String) -> String {
        first + ", " + second
    }

    private func lowercasingFirstLetter(_ text: String) -> String {
        // "Offline: …" and "Open Trivia DB" keep their capitals; "Bundled questions", "Questions from
        // HOST" are mid-sentence. In French, all but the names do.
        let lowered =
            switch words.tongue {
            case .english: ["Bundled", "Cached", "Questions", "From"]
            case .french: ["Hors", "Questions", "Source", "Quiz", "En", "Votre", "Paquet", "Nombre"]
            case .pseudo: [String]()
            }
        guard lowered.contains(where: text.hasPrefix) else { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
