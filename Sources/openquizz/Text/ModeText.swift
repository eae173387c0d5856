import QuizCore

/// What the screen and plain mode say of the mode being played, one function per place: each
/// looks at the mode's name and hands over to that mode's own sentences (the daily challenge's in
/// DailyText.swift), so that the presenter and the line-by-line game name no mode.
@MainActor
extension PlayerText {
    /// The header's title: the game's name, and the mode's, or today's challenge while it waits.
    func title(_ session: ModeSession, ascii: Bool) -> String {
        if let title = PracticeText(words: words).title(session, header: header, ascii: ascii) { return title }
        return header(dailyWaiting: session.dailyWaiting, playing: session.mode.name.dailyNumber, ascii: ascii)
    }

    /// Whether the header's note says where the questions come from: not a daily's (its title says).
    func notesSource(_ name: ModeName) -> Bool {
        switch name {
        case .trivia, .primes, .practice, .blitz, .duel: true
        case .daily: false
        }
    }

    /// Game Over when the mode words its own (`onCard`, or plain mode's line); nil for the summary's.
    func gameOver(_ session: ModeSession, onCard: Bool) -> String? {
        switch session.mode.name {
        case .trivia, .primes: nil
        case .daily(let number): dailyOver(session, number: number, onCard: onCard)
        case .practice: PracticeText(words: words).over(session)
        case .blitz: BlitzText(words: words).over(session, onCard: onCard)
        case .duel: session.duel.map { DuelText(words: words, match: $0).over }
        }
    }

    /// Plain mode's line before a game's questions, when the mode has one; nil for the source's
    /// notice.
    func startLine(_ name: ModeName) -> String? {
        switch name {
        case .trivia, .primes, .practice, .duel: nil
        case .daily(let number): plainDailyStart(number: number, date: DailyChallenge.date(ofNumber: number).text)
        case .blitz: words(BlitzPhrase.plainStart)
        }
    }

    /// Plain mode's lines for a game played before, shown over, before its Game Over.
    func resultLines(_ session: ModeSession) -> [String] {
        let answers = session.game.answers.map(plainDailyAnswer)
        switch session.mode.name {
        case .trivia, .primes, .practice, .blitz, .duel: return answers
        case .daily(let number): return [plainDailyPlayed(number: number)] + answers
        }
    }
}

/// The card's label while a question waits, when the mode has one (practice's box), for both
/// front ends.
extension ModeSession {
    /// Whether an endless game's score goes with its combo: "Is it prime?"'s, not a blitz's
    /// (whose clock is the point).
    var showsCombo: Bool {
        switch mode.name {
        case .trivia, .primes, .daily, .practice, .duel: true
        case .blitz: false
        }
    }

    func cardLabel(_ words: Wording) -> String? {
        switch mode.name {
        case .trivia, .primes, .daily, .blitz, .duel: nil
        case .practice: PracticeText(words: words).box(self)
        }
    }

    /// The score line when the mode words its own (a blitz's clock, a duel's two players, none
    /// under practice's "nothing due") at `now`; nil otherwise.
    ///
    /// In `words`, in `width` columns; with `colors` false a warning is said in words.
    func scoreLine(_ words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        switch mode.name {
        case .trivia, .primes, .daily: nil
        case .practice: PracticeText(words: words).scoreLine(game)
        case .blitz:
            blitz.map {
                BlitzText(words: words).scoreLine(game, clock: $0.clock, at: now, colors: colors, width: width)
            }
        case .duel: duel.map { DuelText(words: words, match: $0).scoreLine(game, width: width) }
        }
    }
}
