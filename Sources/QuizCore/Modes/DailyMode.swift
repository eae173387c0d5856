import Foundation

/// The daily challenge (`--daily [DATE]`, D) as a way to play: its ten questions, once a day.
///
/// Once a day, from the history: a challenge the history has played (or left half-way) starts
/// as its result, shown over, not a second try; so the start waits for the history. Leaving it
/// once answered is asked first (`LeaveCost.daily`): it counts as played.
public struct DailyMode: GameMode {
    public let challenge: DailyChallenge

    public init(_ challenge: DailyChallenge) {
        self.challenge = challenge
    }

    public var name: ModeName { .daily(challenge.number) }

    public var deck: any Deck { DailyDeck(challenge: challenge) }

    @MainActor public func start(history: PlayerHistory) -> Game.Start {
        // The once-a-day rule needs every answer: until the history is read, the game loads.
        .onceHistoryIsLoaded(length: deck.length) { [self] in
            guard let played = history.dailyPlay(challenge.number), !played.isEmpty else { return .play(deck) }
            return .show(GameResult(questions: challenge.questions, answers: played))
        }
    }

    /// Once a day counts what the history keeps: Game Over says when a try isn't kept.
    public var endSaysWhetherKept: Bool { true }

    /// Before its first answer a challenge doesn't count as played: nothing to ask.
    public func leaving(answered: Int, today: DailyDate) -> LeaveRule {
        answered == 0 ? .leave : .askFirst(.daily(challenge.number))
    }
}

extension DailyDeck {
    /// A challenge's answers carry its number and no filter (it ignores them).
    public func label(_ record: inout AnswerRecord) {
        record.daily = challenge.number
        record.filterCategory = nil
        record.filterDifficulty = nil
    }
}

/// D, and what the screen says of the daily challenge: today's, whether it waits, the one under
/// way, midnight.
extension ModeSession {
    /// Today's challenge number (0 or less before #1).
    public var todaysNumber: Int { DailyChallenge.number(on: today) }

    /// Whether D can play a challenge in this run (a deck's run reads no bank: none).
    public var offersDaily: Bool { dailySchedule?.isEmpty == false }

    /// Today's challenge, when there is a schedule and today is #1 or later.
    public var todaysChallenge: DailyChallenge? {
        guard let dailySchedule, offersDaily else { return nil }
        return dailySchedule.challenge(todaysNumber)
    }

    /// The daily challenge the game on screen plays or shows; nil in any other game.
    public var dailyNumber: Int? { mode.name.dailyNumber }

    /// Today's challenge's number while it waits: a schedule is set, the history is read and has
    /// no play of it, and the game on screen isn't it; nil otherwise, and in a mode that offers
    /// none while it plays (a duel, whose D is player one's "true").
    public var dailyWaiting: Int? {
        guard offersDaily, game.history.isLoaded, mode.offersTodaysChallenge else { return nil }
        let number = todaysNumber
        guard number >= 1, dailyNumber != number, !todaysDailyPlayed else { return nil }
        return number
    }

    /// Today's challenge is in the history (played, or left half-way), read or not.
    public var todaysDailyPlayed: Bool {
        game.history.hasDaily(todaysNumber)
    }

    /// The daily challenge being played, answered at least once and not over (nil otherwise;
    /// today's counts before the first answer too, so that D never restarts it).
    public var dailyUnderWay: Int? {
        guard let number = dailyNumber, game.shown == nil, game.state == .ongoing else { return nil }
        if game.answers.isEmpty, number != todaysNumber { return nil }
        return number
    }

    /// The next UTC midnight by the wall clock, when today's challenge changes.
    public var nextDay: Date { Date(timeIntervalSince1970: Double(today.day + 1) * 86_400) }

    /// D: today's challenge (or its result, played before); a challenge under way goes on, and
    /// without a bank there is none.
    func dailyRequested() -> Reply {
        guard let challenge = todaysChallenge else { return say(.noDaily) }
        // D never ends a challenge under way, today's or a past day's: it goes on, and says so.
        if let number = dailyUnderWay { return say(.playingDaily(number)) }
        otherInput()
        return .begin(DailyMode(challenge), left: nil)
    }
}
