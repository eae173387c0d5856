import QuizCore

/// A daily challenge under way is one try a day: D never ends it, and N, ↑ or a drag up leave it
/// (once answered) only when asked twice in a row (no other key between).
extension GameController {
    /// What the verdict slot says about the daily challenge under way, until the next answer.
    struct DailyAsk: Equatable {
        enum Kind: Equatable {
            /// D during today's challenge: it goes on.
            case playingIt
            /// A new game asked once: the next one leaves the challenge.
            case leave
            /// D with no challenge to play (a deck's run has no bank): why, in one line.
            case unavailable
        }
        let kind: Kind
        let number: Int
        /// The answers given when it was said: an answer since makes it stale.
        let answered: Int
        /// Asked by a drag up (the text names it): a drag or N after it leaves all the same.
        var byDrag = false

        /// The same ask, however it was made.
        func isSame(as other: DailyAsk?) -> Bool {
            other.map { ($0.kind, $0.number, $0.answered) == (kind, number, answered) } ?? false
        }
    }

    /// N, ↑, a drag up (`daily` false; `byDrag`) or D (`daily` true), the challenge under way kept
    /// in mind.
    func newGameAsked(daily: Bool, byDrag: Bool = false) {
        if daily, game.todaysDaily == nil {
            // A deck is played alone: the game in progress goes on, and the verdict slot says why.
            state.dailyAsk = DailyAsk(kind: .unavailable, number: 0, answered: game.answers.count)
            return
        }
        guard let number = dailyUnderWay else { return newGame(daily: daily) }
        let answered = game.answers.count
        // D never ends a challenge under way, today's or a past day's: it goes on, and says so.
        if daily {
            state.dailyAsk = DailyAsk(kind: .playingIt, number: number, answered: answered)
            return
        }
        // Before its first answer a challenge doesn't count as played: nothing to ask.
        if answered == 0 { return newGame() }
        let leave = DailyAsk(kind: .leave, number: number, answered: answered, byDrag: byDrag)
        if leave.isSame(as: Self.currentDailyAsk(state.dailyAsk, game)) { return newGame(daily: daily) }
        state.dailyAsk = leave
    }

    /// The daily challenge being played, answered at least once and not over (nil otherwise;
    /// today's counts before the first answer too, so that D never restarts it).
    var dailyUnderWay: Int? { Self.dailyUnderWay(game) }

    static func dailyUnderWay(_ game: Game) -> Int? {
        guard let daily = game.daily, !game.isDailyReplay, game.state == .ongoing else { return nil }
        if game.answers.isEmpty, daily.number != DailyChallenge.number(on: game.today) { return nil }
        return daily.number
    }

    /// Today's challenge is in the history (played, or left half-way), read or not.
    static func todaysDailyPlayed(_ game: Game) -> Bool {
        game.history.stats.daily.plays[DailyChallenge.number(on: game.today)] != nil
    }

    /// What the verdict slot says about the challenge under way: `ask`, while no answer followed
    /// it and the challenge is still under way.
    static func currentDailyAsk(_ ask: DailyAsk?, _ game: Game) -> DailyAsk? {
        guard let ask, ask.answered == game.answers.count else { return nil }
        if ask.kind == .unavailable { return game.state == .loading ? nil : ask }
        guard ask.number == dailyUnderWay(game) else { return nil }
        return ask
    }
}
