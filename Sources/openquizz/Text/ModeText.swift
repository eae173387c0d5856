import QuizCore

/// What the screen and plain mode say of the mode being played, one function per place: each
/// looks at the mode's name and hands over to that mode's own sentences (the daily challenge's in
/// DailyText.swift), so that the presenter and the line-by-line game name no mode.
@MainActor
extension PlayerText {
    /// The header's title: the game's name, and the mode's, or today's challenge while it waits.
    func title(_ session: ModeSession, ascii: Bool) -> String {
        header(dailyWaiting: session.dailyWaiting, playing: session.mode.name.dailyNumber, ascii: ascii)
    }

    /// Whether the header's note says where the questions come from: not for a daily challenge,
    /// whose title says they are the shipped ones.
    func notesSource(_ name: ModeName) -> Bool {
        switch name {
        case .trivia, .primes, .duel: true
        case .daily: false
        }
    }

    /// Game Over when the mode words its own (on the card, `onCard`, with the review's hint; else
    /// plain mode's line); nil for the summary's (best and streak).
    func gameOver(_ session: ModeSession, onCard: Bool) -> String? {
        switch session.mode.name {
        case .trivia, .primes: nil
        case .daily(let number): dailyOver(session, number: number, onCard: onCard)
        case .duel: session.duel.map { DuelText(words: words, match: $0).over }
        }
    }

    /// Plain mode's line before a game's questions, when the mode has one; nil for the source's
    /// notice.
    func startLine(_ name: ModeName) -> String? {
        switch name {
        case .trivia, .primes, .duel: nil
        case .daily(let number): plainDailyStart(number: number, date: DailyChallenge.date(ofNumber: number).text)
        }
    }

    /// Plain mode's lines for a game played before, shown over, before its Game Over.
    func resultLines(_ session: ModeSession) -> [String] {
        let answers = session.game.answers.map(plainDailyAnswer)
        switch session.mode.name {
        case .trivia, .primes, .duel: return answers
        case .daily(let number): return [plainDailyPlayed(number: number)] + answers
        }
    }
}
