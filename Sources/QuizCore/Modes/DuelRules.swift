/// One of the duel's two players: one keyboard, player one on S and D, player two on the arrows.
public enum DuelPlayer: Int, CaseIterable, Sendable {
    case one = 1
    case two = 2

    /// The other player.
    public var other: DuelPlayer { self == .one ? .two : .one }
}

/// One player's answer to a duel's question.
public struct DuelAnswer: Equatable, Sendable {
    public var player: DuelPlayer
    public var choice: Bool
    public var isRight: Bool
    /// When it was given, in the clock's seconds.
    public var at: Double

    public init(player: DuelPlayer, choice: Bool, isRight: Bool, at: Double) {
        self.player = player
        self.choice = choice
        self.isRight = isRight
        self.at = at
    }
}

/// The two players' points.
public struct DuelPoints: Equatable, Sendable {
    public var one = 0
    public var two = 0

    public init(one: Int = 0, two: Int = 0) {
        self.one = one
        self.two = two
    }

    public subscript(player: DuelPlayer) -> Int {
        get { player == .one ? one : two }
        set {
            if player == .one { one = newValue } else { two = newValue }
        }
    }

    /// The player with more points; nil for a draw.
    public var winner: DuelPlayer? {
        one == two ? nil : one > two ? .one : .two
    }
}

/// One question of a duel: the answers given, in the order they came (each player once).
///
/// The rules, pure: an answer stays hidden until the question is closed, when both have answered
/// or `wait` seconds have passed since the first answer. A right answer scores 1; when both are
/// right, the one given first scores 1 more (a lone right answer is no faster than anyone).
public struct DuelRound: Equatable, Sendable {
    /// How long the second player has after the first answer, in seconds.
    public static let wait = 5.0

    /// The answers in the order given.
    public private(set) var answers: [DuelAnswer] = []

    public init(_ answers: [DuelAnswer] = []) {
        for answer in answers { add(answer) }
    }

    /// Adds `answer`, unless its player has answered already.
    public mutating func add(_ answer: DuelAnswer) {
        guard self.answer(of: answer.player) == nil, answers.count < 2 else { return }
        answers.append(answer)
    }

    /// `player`'s answer, if given.
    public func answer(of player: DuelPlayer) -> DuelAnswer? {
        answers.first { $0.player == player }
    }

    /// When the question closes by itself: `wait` after the first answer; nil before it.
    public var closesAt: Double? {
        answers.first.map { $0.at + Self.wait }
    }

    /// Whether the answers are shown at `now`: both players answered, or `wait` has passed.
    public func isClosed(at now: Double) -> Bool {
        guard let closesAt else { return false }
        return answers.count == 2 || now >= closesAt
    }

    /// The points this question gives `player`: 1 for a right answer, 1 more for the first of two.
    public func points(for player: DuelPlayer) -> Int {
        guard let mine = answer(of: player), mine.isRight else { return 0 }
        let bothRight = answers.count == 2 && answers.allSatisfy(\.isRight)
        return bothRight && answers.first?.player == player ? 2 : 1
    }
}
