/// The duel (`--mode duel`): two players on one keyboard, each trivia question shown once to both.
///
/// Its games deal from the run's trivia deck; their answers are kept in the history as a duel's,
/// each with its player (`AnswerRecord.mode`, `.player`), and count toward no single player's
/// best or streak. The match under way (the scores, who answered the question shown) is `match`,
/// begun again by each game's start. The rules are `DuelRound`'s (DuelRules.swift).
public struct DuelMode: GameMode {
    public let deck: any Deck
    /// The game under way's scores and the question shown's answers.
    public let match: DuelMatch

    public init(trivia: any Deck) {
        deck = DuelDeck(base: trivia)
        match = DuelMatch()
    }

    public var name: ModeName { .duel }

    @MainActor public func start(history: PlayerHistory) -> Game.Start {
        match.begin()
        return .play(deck)
    }

    /// Once answered, a duel is two players' game: N (or ↑, next to player two's keys) asks first.
    public func leaving(answered: Int, today: DailyDate) -> LeaveRule {
        answered == 0 ? .leave : .askFirst(.duel)
    }

    /// The question shown's answers, hidden until it settles.
    @MainActor public var hiddenAnswers: Int { match.round.answers.count }

    /// D is player one's "true".
    public var offersTodaysChallenge: Bool { false }
}

/// The trivia deck, its answers labelled as a duel's.
struct DuelDeck: Deck {
    let base: any Deck

    var length: GameLength { base.length }

    nonisolated(nonsending) func deal(firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void)
        async throws(QuestionSourceError) -> QuestionBatch
    {
        try await base.deal(firstGame: firstGame, progress: progress)
    }

    func draw(combo: Int) -> Question? { base.draw(combo: combo) }

    func played(_ batch: QuestionBatch) { base.played(batch) }

    func onNews(_ handler: @escaping @Sendable (OpenTriviaDBNews) -> Void) { base.onNews(handler) }

    func label(_ record: inout AnswerRecord) {
        base.label(&record)
        record.mode = .duel
    }
}

/// A duel under way: the points so far, and the question shown's answers until they are shown.
///
/// The front end tells it each answer (`answer`) and asks it, as time passes, whether the
/// question is settled (`settle`): both answered, or `DuelRound.wait` seconds after the first.
/// The game then moves on, and the settled round stays as `last` for its verdicts.
@MainActor
public final class DuelMatch: Sendable {
    /// Each player's points, player one's first.
    public private(set) var points = DuelPoints()
    /// The question shown's answers so far (hidden until it is settled).
    public private(set) var round = DuelRound()
    /// The round settled last, whose verdicts show together; nil before the first.
    public private(set) var last: DuelRound?
    /// The names the players gave (the settings'); a player without one is worded "Player 1".
    public var names: [DuelPlayer: String] = [:]
    /// Since when the wait for the second answer is stopped (the question out of sight: the
    /// help or a panel open, the game suspended); nil while it runs.
    public private(set) var stoppedSince: Double?

    nonisolated public init() {}

    /// A new game: no points, no answers.
    public func begin() {
        points = DuelPoints()
        round = DuelRound()
        last = nil
        stoppedSince = nil
    }

    /// Runs the wait for the second answer from `now` (`running`), or stops it there.
    ///
    /// It runs while the question is in sight, as a blitz's clock does: the time stopped is not
    /// the players'. Nothing changes when it already does as asked.
    public func set(running: Bool, at now: Double) {
        if running, let since = stoppedSince {
            round.delay(by: now - since)
            stoppedSince = nil
        } else if !running, stoppedSince == nil {
            stoppedSince = now
        }
    }

    /// `player` answers `choice` to the question shown in `game`, at `now` (in seconds): recorded
    /// in the game and the history, hidden from the other player; the question is settled at once
    /// when both have answered.
    ///
    /// - Returns: whether the answer counted (false: this player answered already, or there is no
    ///   question).
    @discardableResult
    public func answer(_ player: DuelPlayer, _ choice: Bool, in game: Game, at now: Double) -> Bool {
        guard game.currentQuestion != nil, round.answer(of: player) == nil,
            let isRight = game.record(choice, marking: { $0.player = player.rawValue })
        else { return false }
        // A stop before the first answer takes nothing from the wait, which begins now.
        if round.answers.isEmpty, stoppedSince != nil { stoppedSince = now }
        round.add(DuelAnswer(player: player, choice: choice, isRight: isRight, at: now))
        settle(game, at: now)
        return true
    }

    /// When the question shown settles by itself (`DuelRound.wait` after the first answer, the
    /// time stopped aside), or nil: none answered yet, or the wait is stopped.
    public var settlesAt: Double? { stoppedSince == nil ? round.closesAt : nil }

    /// Settles the question shown once it is closed at `now`: the points are counted, its
    /// verdicts kept as `last`, and the game moves on.
    ///
    /// - Returns: whether it settled now.
    @discardableResult
    public func settle(_ game: Game, at now: Double) -> Bool {
        // A stopped wait doesn't run out; both answers in settle it all the same.
        guard round.answers.count == 2 || (stoppedSince == nil && round.isClosed(at: now)) else { return false }
        for player in DuelPlayer.allCases { points[player] += round.points(for: player) }
        last = round
        round = DuelRound()
        game.moveOn()
        return true
    }
}

extension ModeSession {
    /// The duel the game on screen plays; nil in any other mode.
    public var duel: DuelMatch? { (mode as? DuelMode)?.match }
}
