import QuizCore
import QuizView

/// What the screen says in a duel: the players' names, the score line, who has answered, the
/// verdicts shown together, Game Over.
@MainActor
struct DuelText {
    let words: Wording
    let match: DuelMatch

    /// `player`'s name: the one given, or "Player 1" (in the language read now, also when the
    /// name kept is the default of another language: Enter kept it).
    func name(_ player: DuelPlayer) -> String {
        let given = match.names[player] ?? ""
        let defaults = [Wording.english, .french].map { $0(DuelWords.player(player)) }
        return given.isEmpty || defaults.contains(given) ? words(DuelWords.player(player)) : given
    }

    /// Both players' points: "Ann: 3 · Bob: 2".
    var score: String {
        DuelPlayer.allCases.map { words(DuelWords.points(name: name($0), match.points[$0])) }
            .joined(separator: " · ")
    }

    /// The score line of a duel: where the players are and both players' points; the points
    /// alone where the whole line is wider than `width`.
    func scoreLine(_ game: Game, width: Int) -> String {
        var line = score
        if game.state == .over, !game.answers.isEmpty {
            line = score + "   " + words(PlayWords.reviewKey)
        } else if game.state == .ongoing {
            line = words(PlayWords.questionOf(game.currentIndex + 1, of: game.questionCount)) + "   " + score
        }
        return ScreenBuffer.displayWidth(ofText: line) <= width ? line : score
    }

    /// The verdict slot: who has answered while the answer is hidden, else the question settled
    /// last (`truth` is its answer); nil before any answer.
    func verdict(truth: Bool?) -> (text: String, tone: Tone)? {
        if let first = match.round.answers.first {
            return (words(DuelWords.answered(name: name(first.player))), .notice)
        }
        guard let last = match.last, let truth else { return nil }
        let verdicts = DuelPlayer.allCases.map { player in
            DuelWords.Verdict(
                name: name(player), isRight: last.answer(of: player)?.isRight, points: last.points(for: player))
        }
        let anyRight = last.answers.contains(where: \.isRight)
        return (words(DuelWords.verdicts(truth: truth, verdicts)), anyRight ? .positive : .negative)
    }

    /// Game Over: the winner (or a draw) and both players' points.
    var over: String {
        let points = match.points
        return words(
            DuelWords.over(winner: points.winner.map(name), one: points.one, two: points.two))
    }
}
