import QuizCore
import QuizView

/// Blitz's sentences as the screen and plain mode say them: the clock, Game Over, the share line.
struct BlitzText {
    let words: Wording

    /// The clock as shown at `now`: "0:42", with "10 s left" in its last 10 s when no colour
    /// says it (`colors` false).
    func clock(_ clock: BlitzClock, at now: Double, colors: Bool) -> String {
        let shown = words(BlitzPhrase.clock(seconds: clock.shownSeconds(at: now)))
        guard !colors, clock.warns(at: now) else { return shown }
        return shown + " \u{2013} " + words(BlitzPhrase.lastSeconds(clock.shownSeconds(at: now)))
    }

    /// The score line of a blitz, "Blitz 0:42   Score 5", in `width` columns: without the mode's
    /// name, then without the warning's words (colour or not) when it doesn't fit.
    @MainActor
    func scoreLine(_ game: Game, clock: BlitzClock, at now: Double, colors: Bool, width: Int) -> String {
        let score = words(PlayWords.score(game.score, of: nil))
        let full = self.clock(clock, at: now, colors: colors)
        let forms = [(full, false), (full, true), (self.clock(clock, at: now, colors: true), true)].map {
            words(BlitzPhrase.scoreLine(clock: $0.0, score: score, short: $0.1))
        }
        return forms.first { ScreenBuffer.displayWidth(ofText: $0) <= width } ?? forms[forms.count - 1]
    }

    /// Game Over of a blitz: the right answers in 60 s (or in the time it took to run out of
    /// questions) and the best blitz of its pool; on the card (`onCard`) with the review's hint.
    @MainActor
    func over(_ session: ModeSession, onCard: Bool) -> String {
        let game = session.game
        let pool = (session.mode as? BlitzMode)?.pool ?? .bank
        let earlier = game.history.stats.blitz.best(on: pool, excluding: game.gameID)
        let known = game.history.isLoaded
        // A first blitz with no answer has no best yet, and nothing to review.
        let best = earlier.map { max($0, game.score) } ?? (game.answers.isEmpty ? nil : game.score)
        let over = words(
            BlitzPhrase.over(
                right: game.score, questionsRanOutAfter: Self.questionsRanOutAfter(session.blitz?.clock),
                best: known ? best : nil, isNewBest: known && earlier.map { game.score > $0 } ?? false))
        return onCard && !game.answers.isEmpty ? over + " " + words(DailyPhrase.reviewHint) : over
    }

    /// The seconds a blitz took to run out of questions, as its clock showed them; nil when its
    /// time ran out (or no clock is known).
    static func questionsRanOutAfter(_ clock: BlitzClock?) -> Int? {
        guard let clock, !clock.ranOut, !clock.isRunning else { return nil }
        return clock.usedSeconds
    }

    /// The share line of a blitz: "OpenQuizz Blitz 17 in 60 s", `deck` (quoted) after "Blitz"
    /// when every question came from one, the seconds it took when its questions ran out
    /// (`clock`): "OpenQuizz Blitz 3 in 22 s (no questions left)".
    func shareLine(_ answers: [AnswerRecord], deck: String?, clock: BlitzClock?) -> String {
        words(
            BlitzPhrase.share(
                right: answers.count { $0.isRight }, deck: deck,
                questionsRanOutAfter: Self.questionsRanOutAfter(clock)))
    }

    /// Plain mode, after an answer: the time left at `now`, with the warning's words in the last
    /// 10 s.
    func plainLeft(_ clock: BlitzClock, at now: Double) -> String {
        let warning = clock.warns(at: now) ? words(BlitzPhrase.lastSeconds(clock.shownSeconds(at: now))) : nil
        return words(BlitzPhrase.plainLeft(clock: self.clock(clock, at: now, colors: true), warning: warning))
    }
}

/// A blitz's text in each place a mode has its say (ModeText.swift): its name in the header, its
/// clock on the score line, its Game Over, plain mode's start; no combo (the clock is the point).
struct BlitzModeText: ModeText, ChoiceText {
    func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String? {
        header + (ascii ? " - " : " \u{00B7} ") + words(BlitzPhrase.name)
    }
    var notesSource: Bool { true }
    @MainActor func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String? {
        BlitzText(words: text.words).over(session, onCard: onCard)
    }
    func startLine(_ text: PlayerText) -> String? { text.words(BlitzPhrase.plainStart) }
    func resultLines(answers: [String], text: PlayerText) -> [String] { answers }
    var showsCombo: Bool { false }
    func cardLabel(_ session: ModeSession, words: Wording) -> String? { nil }
    @MainActor
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        session.blitz.map {
            BlitzText(words: words).scoreLine(session.game, clock: $0.clock, at: now, colors: colors, width: width)
        }
    }

    var name: any Phrase { BlitzPhrase.name }
    var help: any Phrase { BlitzPhrase.help }
    var manual: any Phrase { Joined("\n", BlitzPhrase.manual) }
}

/// A blitz line by line: its welcome, its clock (running while a question waits, stopped by
/// Ctrl-Z, checked at each answer), the time left after each answer, its share line.
struct BlitzPlain: PlainRules {
    func welcome(_ session: ModeSession, amount: Int?, daily: Bool, words: Wording) -> String? {
        words(BlitzPhrase.plainWelcome(daily: daily))
    }

    func questionShown(_ session: ModeSession, at now: Double) {
        session.blitz?.clock.set(running: true, at: now)
    }

    /// An answer once the time is out doesn't count: the game is over.
    func tooLate(_ session: ModeSession, at now: Double, words: Wording) -> String? {
        session.blitz?.update(running: true, at: now, game: session.game) == true
            ? words(BlitzPhrase.plainTooLate) : nil
    }

    /// The time left; a wrong answer costs 3 s, and when the time ran out the game ends (nothing
    /// said).
    func answered(_ session: ModeSession, at now: Double, words: Wording) -> String? {
        guard let timer = session.blitz, !timer.update(running: true, at: now, game: session.game) else { return nil }
        return BlitzText(words: words).plainLeft(timer.clock, at: now)
    }

    func away(_ session: ModeSession, at now: Double) -> Bool {
        guard let timer = session.blitz, timer.clock.isRunning else { return false }
        timer.clock.set(running: false, at: now)
        return true
    }

    func back(_ session: ModeSession, at now: Double) {
        if session.game.state == .ongoing { session.blitz?.clock.set(running: true, at: now) }
    }
}
