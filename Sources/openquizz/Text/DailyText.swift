import QuizCore

/// The daily challenge's sentences, in `words`: the header's, Game Over's, the share line's,
/// plain mode's, and what leaving a game at a cost (a daily's, a duel's) says
/// (`PlayerText.daily` makes one from the player's text).
struct DailyText {
    /// The language every sentence here is written in.
    let words: Wording

    /// The game's name, which the header's title starts with.
    private var header: String { words(PlayWords.gameName) }

    /// The header's title: the game's name, and today's challenge while it waits ("Daily #26
    /// waits: D"), or the challenge being played; `ascii` (`--ascii`, `LANG=C`) parts them with
    /// " - " rather than " · ".
    func header(dailyWaiting: Int?, playing: Int?, ascii: Bool = false) -> String {
        let separator = ascii ? " - " : " \u{00B7} "
        if let playing { return header + separator + words(DailyPhrase.name(playing)) }
        guard let dailyWaiting else { return header }
        let key = KeyMap.binding(.daily)?.names.first ?? "D"
        return header + separator + words(DailyPhrase.waits(dailyWaiting, key: key))
    }

    /// Game Over for a daily challenge: "Daily #42 · 7 / 10", a word for the score, and what
    /// comes next (a challenge played before says so).
    ///
    /// `answered` is less than `of` for a challenge left half-way in an earlier run; `isPast` for
    /// a day before today (UTC); `todayWaits` while today's is still to play (a past day's then
    /// points to it, and says nothing of it once played); `notKept`
    /// says why a try isn't in the history (`notKept(_:)`).
    func over(
        number: Int, right: Int, answered: Int, of: Int, replay: Bool, isPast: Bool = false, todayWaits: Bool = true,
        streak: Int?, notKept: String? = nil
    ) -> String {
        // No-break spaces: "7 / 10" is never cut across two lines.
        var parts = [words(DailyPhrase.score(number, right: right, of: of))]
        if replay {
            parts.append(words(DailyPhrase.playedAlready(leftAfter: answered < of ? answered : nil)))
        } else {
            // A past day's (from the archive, or played past midnight): today's is the next one.
            let another: DailyPhrase? = isPast ? (todayWaits ? .another(isPast: true) : nil) : .another(isPast: false)
            if let word: DailyPhrase = right == of ? .perfect : right * 10 >= of * 7 ? .wellPlayed : another {
                parts.append(words(word))
            }
            if let notKept {
                parts.append(notKept)
            } else if let streak, streak > 1 {
                parts.append(words(DailyPhrase.daysInARow(streak)))
            }
        }
        return parts.joined(separator: " ")
    }

    /// Game Over of daily challenge `number`, played in `session` now or before, on the card
    /// (`onCard`: the streak, and the review's hint) or in plain mode.
    @MainActor
    func over(_ session: ModeSession, number: Int, onCard: Bool) -> String {
        let game = session.game
        let streak = onCard && game.history.isLoaded
        let said = over(
            number: number, right: game.score, answered: game.answers.count, of: game.questionCount,
            replay: session.isShowingResult, isPast: number < session.todaysNumber,
            todayWaits: !session.todaysDailyPlayed,
            streak: streak ? game.history.stats.daily.streaks(today: session.todaysNumber).current : nil,
            notKept: notKept(game.history.store))
        return onCard ? said + " " + reviewHint : said
    }

    /// Why a daily challenge's try isn't kept: `--no-history` (`writes` false), or a history that
    /// can't be written (a full disk); nil when it is kept, or when no file is meant (tests).
    func notKept(_ store: (any HistoryStore)?) -> String? {
        guard let store, store.url != nil else { return nil }
        if !store.writes { return words(DailyPhrase.notKept(noHistory: true)) }
        return store.unsaved == nil ? nil : words(DailyPhrase.notKept(noHistory: false))
    }

    /// The verdict slot (plain mode's line) in place of a new game: after D during a challenge
    /// ("You're playing it"), after a new game asked once (by a drag up, `byDrag`), or D without
    /// a bank; `today` is today's challenge number (a day before it is from the archive); `plain`
    /// names plain mode's word for a new game ("n"), not the key.
    func modeNotice(_ notice: ModeSession.Notice, today: Int, plain: Bool = false) -> String {
        switch notice {
        case .playingDaily(let number): words(DailyPhrase.playing(number))
        case .leaveAsked(let cost, let byDrag):
            leaving(cost, byDrag: byDrag, key: plain ? KeyMap.binding(.newGame)?.words.first ?? "n" : "N", today: today)
        case .noDaily: unavailable
        }
    }

    /// "N again leaves" and what leaving costs.
    private func leaving(_ cost: LeaveCost, byDrag: Bool, key: String, today: Int) -> String {
        switch cost {
        // A past day's has no "day" left to try it in: what leaving costs is that it counts.
        case .daily(let number):
            words(DailyPhrase.leave(byDrag: byDrag, key: key, number: number, isPast: number < today))
        case .duel: words(DuelWords.leave(key: key))
        }
    }

    /// Plain mode, a game left at a cost after so many answers: it counts as played (or why
    /// not: the history `store` doesn't keep it).
    func left(_ left: ModeSession.Left, store: (any HistoryStore)?) -> String {
        switch left.cost {
        case .daily(let number):
            return words(DailyPhrase.left(number, answered: left.answered, notKept: notKept(store)))
        // Plain mode plays no duel; said all the same.
        case .duel: return words(DuelWords.leave(key: "n"))
        }
    }

    /// D (or d in plain mode) in a run that plays a deck: the game goes on.
    var unavailable: String { words(DailyPhrase.unavailable) }

    /// After Game Over on the card: where the share line is.
    var reviewHint: String { words(DailyPhrase.reviewHint) }

    /// The daily challenge's share line: "OpenQuizz Daily #42 7/10 ✅❌…", a mark for each
    /// question, ⬜ (ASCII `.`) for those left unanswered.
    func shareLine(_ answers: [AnswerRecord], number: Int, ascii: Bool) -> String {
        let right = answers.count { $0.isRight }
        // The challenge's size as its lines say it, never more than a challenge holds.
        let size = max(answers.count, min(answers.first?.of ?? 0, DailyChallenge.length))
        let marks = answers.map { $0.isRight ? (ascii ? "+" : "\u{2705}") : (ascii ? "-" : "\u{274C}") }
        let unanswered = String(repeating: ascii ? "." : "\u{2B1C}", count: size - answers.count)
        return words(DailyPhrase.share(number, right: right, of: size)) + " " + marks.joined() + unanswered
    }

    /// Plain mode's line when the challenge asked for was played before.
    func plainPlayed(number: Int) -> String {
        words(DailyPhrase.plainPlayed(number))
    }

    /// Plain mode's line for one answer of a challenge played before.
    ///
    /// "3. Statement. You said true: right."
    func plainAnswer(_ record: AnswerRecord) -> String {
        let said = PanelText(words: words).review(answer: record.answer, truth: record.truth)
        return "\(record.number). \(record.statement.removingControlCharacters) \(said)"
    }

    /// Plain mode's line before a daily challenge's questions.
    func plainStart(number: Int, date: String) -> String {
        words(DailyPhrase.plainStart(number, date: date))
    }
}

extension Options {
    /// What `--daily`'s value asks for: "" for today's, a day from #1 on (its number is checked
    /// against today when the game starts).
    static func dailyPick(_ text: String) throws(Flag.Refusal) -> DailyPick {
        guard !text.isEmpty else { return .today }
        let date: DailyDate
        switch DailyDate.read(text) {
        case .day(let day): date = day
        case .noSuchDay(let year, let month, let day):
            throw .reason(.noSuchDay(year: year, month: month, day: day))
        case .malformed: throw .unexpected
        }
        guard date >= DailyChallenge.firstDate else { throw .reason(.dailyBeforeFirst(date)) }
        return .day(date)
    }

    /// The challenge `pick` names, on `today`; the reason when there is none to play.
    static func dailyNumber(_ pick: DailyPick, today: DailyDate) -> Result<Int, DailyDateProblem> {
        do throws(DailyDateProblem) {
            switch pick {
            case .today: return .success(try DailyDateProblem.number(for: nil, today: today))
            case .day(let date): return .success(try DailyDateProblem.number(for: date.text, today: today))
            }
        } catch {
            return .failure(error)
        }
    }
}

/// The daily challenge's text in each place a mode has its say (ModeText.swift): its Game Over,
/// plain mode's start and the play shown over; its title says the source, not the note.
struct DailyModeText: ModeText {
    /// The challenge's number.
    let number: Int

    func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String? { nil }
    var notesSource: Bool { false }
    @MainActor func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String? {
        text.daily.over(session, number: number, onCard: onCard)
    }
    func startLine(_ text: PlayerText) -> String? {
        text.daily.plainStart(number: number, date: DailyChallenge.date(ofNumber: number).text)
    }
    func resultLines(answers: [String], text: PlayerText) -> [String] {
        [text.daily.plainPlayed(number: number)] + answers
    }
    var showsCombo: Bool { true }
    func cardLabel(_ session: ModeSession, words: Wording) -> String? { nil }
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        nil
    }
}
