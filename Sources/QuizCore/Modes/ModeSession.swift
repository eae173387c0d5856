import Foundation

/// The run's games, mode by mode, for both front ends (the full screen and `--plain`): which mode
/// the game on screen plays, what a new game starts, and the rule for leaving a game under way.
///
/// A request (N, ↑ or a drag up; D) gets a reply: begin a new game of a mode, or a notice in its
/// place while the game under way goes on. A leave its mode asks first about is asked once, and
/// the same request again (no other input between, no answer since) leaves; any other input
/// cancels the ask (`otherInput()`). The daily challenge's part is in DailyMode.swift.
@MainActor
public final class ModeSession {
    /// What a front end asks for.
    public enum Request: Equatable, Sendable {
        /// N, ↑, or a drag up of the card (`byDrag`, which the notice names).
        case newGame(byDrag: Bool)
        /// D: today's daily challenge.
        case daily
    }

    /// What the session says about a request.
    public enum Reply {
        /// A new game of `mode` is to begin (`play(_:)` begins it); `left` is what leaving the game
        /// under way cost, when it cost something.
        case begin(any GameMode, left: Left?)
        /// Said in place of a new game: the game under way goes on.
        case notice(Notice)
    }

    /// A game under way left at a cost: the cost, and the answers it had.
    public struct Left: Equatable, Sendable {
        public var cost: LeaveCost
        public var answered: Int
    }

    /// What is said in place of a new game.
    public enum Notice: Equatable, Sendable {
        /// Leaving costs this, asked once (by a drag up, `byDrag`): the same request again leaves.
        case leaveAsked(LeaveCost, byDrag: Bool)
        /// D during daily challenge `number`, under way: it goes on.
        case playingDaily(Int)
        /// D with no daily challenge to play (a deck's run has no bank).
        case noDaily
    }

    public let game: Game
    /// The run's way to play: what N starts (the settings screen changes it for the next games).
    public var home: any GameMode {
        didSet { homeChanged = true }
    }
    /// Whether `home` changed since the game on screen began: a game that couldn't start then
    /// offers nothing in its place, N plays what the settings now say.
    private var homeChanged = false
    /// The mode of the game on screen (loading, under way or over).
    public private(set) var mode: any GameMode
    /// The daily challenges' choice of questions, which D plays from; nil (or an empty bank)
    /// offers none.
    public var dailySchedule: DailySchedule?
    /// The mode the first game plays instead of `home` (`--daily`).
    private var opening: (any GameMode)?
    /// The notice said last, and the answers given then: an answer since makes it stale.
    private var said: (notice: Notice, answered: Int)?

    /// - Parameters:
    ///   - home: what N plays; by default trivia from the game's own deck.
    ///   - dailySchedule: the daily challenges D plays; nil offers none.
    public init(game: Game, home: (any GameMode)? = nil, dailySchedule: DailySchedule? = nil) {
        self.game = game
        self.home = home ?? TriviaMode(deck: game.deck)
        mode = self.home
        self.dailySchedule = dailySchedule
    }

    /// Makes the first game (`newGame()`) play `mode` instead of `home`.
    public func open(with mode: any GameMode) {
        opening = mode
    }

    /// The daily challenge the first game plays (`--daily`), before the home mode; nil otherwise.
    public var openingDaily: Int? { opening?.name.dailyNumber }

    /// Starts a new game of the home mode (the opening one, first).
    @discardableResult
    public func newGame() -> Task<Void, Never> {
        let next = opening ?? home
        opening = nil
        return play(next)
    }

    /// Starts a new game of `mode`, as it says: dealt, or a result shown.
    @discardableResult
    public func play(_ mode: any GameMode) -> Task<Void, Never> {
        self.mode = mode
        said = nil
        homeChanged = false
        return game.begin(mode.start(history: game.history))
    }

    /// Whether the game on screen shows a game played before (a daily's), over: it took no answer.
    public var isShowingResult: Bool { game.shown != nil }

    /// Writes the answers of the game just over before its Game Over says whether they are kept,
    /// when its mode says so (a result shown has nothing to write).
    public func keepBeforeGameOver() {
        guard mode.endSaysWhetherKept, game.shown == nil else { return }
        game.history.store?.flush()
    }

    /// Today (UTC), by the clock the answers are dated with.
    public var today: DailyDate { DailyDate(game.wallClock()) }

    /// What leaving the game on screen costs now: its mode's rule while it is under way.
    public var leaveRule: LeaveRule {
        guard game.state == .ongoing, game.shown == nil else { return .leave }
        // Answers hidden, not yet the game's, count.
        return mode.leaving(answered: game.answers.count + mode.hiddenAnswers, today: today)
    }

    /// What to do about `request`.
    public func request(_ request: Request) -> Reply {
        let answered = game.answers.count
        guard case .newGame(let byDrag) = request else { return dailyRequested() }
        guard case .askFirst(let cost) = leaveRule else {
            said = nil
            // A game that couldn't start may offer another in its place, unless the way to play
            // changed since (the settings screen): N plays that.
            if case .failed(let error) = game.state, !homeChanged, let instead = mode.instead(after: error) {
                return .begin(instead, left: nil)
            }
            return .begin(home, left: nil)
        }
        // Asked already, with no answer or other input since: it leaves.
        if case .leaveAsked(cost, _)? = notice {
            said = nil
            return .begin(home, left: Left(cost: cost, answered: answered))
        }
        return say(.leaveAsked(cost, byDrag: byDrag))
    }

    /// Any other key or line than a new game: an ask to leave is cancelled.
    public func otherInput() {
        said = nil
    }

    /// The notice said last, while it still holds: no answer since, and the game it was about
    /// still under way.
    public var notice: Notice? {
        guard let said, said.answered == game.answers.count else { return nil }
        switch said.notice {
        case .leaveAsked(let cost, _): return leaveRule == .askFirst(cost) ? said.notice : nil
        case .playingDaily(let number): return dailyUnderWay == number ? said.notice : nil
        case .noDaily: return game.state == .loading ? nil : said.notice
        }
    }

    /// Says `notice` in place of a new game.
    func say(_ notice: Notice) -> Reply {
        said = (notice, game.answers.count)
        return .notice(notice)
    }
}
