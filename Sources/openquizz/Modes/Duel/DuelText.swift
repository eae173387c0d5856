import Foundation
import QuizCore
import QuizView

/// What the screen says in a duel: the players' names, the score line, who has answered, the
/// verdicts shown together, Game Over.
@MainActor
struct DuelText {
    let words: Wording
    let match: DuelMatch
    /// What ends a name cut short ("..." under `--ascii`).
    var ellipsis = "…"

    /// `player`'s name: the one given, or "Player 1" (in the language read now, also when the
    /// name kept is the default of another language: Enter kept it).
    ///
    /// Two seats of one name (a settings file can give them) are told apart by their numbers:
    /// "Ann (1)", "Ann (2)".
    func name(_ player: DuelPlayer) -> String {
        Self.name(player, names: match.names, words: words)
    }

    /// `player`'s name among `names`, as a duel's screen says it.
    nonisolated static func name(_ player: DuelPlayer, names: [DuelPlayer: String], words: Wording) -> String {
        given(player, names, words) + seatMark(player, names, words)
    }

    /// `player`'s name, without the seat's number a name shared with the other player takes.
    private nonisolated static func given(_ player: DuelPlayer, _ names: [DuelPlayer: String], _ words: Wording)
        -> String
    {
        hasOwnName(player, names) ? names[player] ?? "" : words(DuelWords.player(player))
    }

    /// " (1)" after a name both seats have (equal but for case), else nothing.
    private nonisolated static func seatMark(_ player: DuelPlayer, _ names: [DuelPlayer: String], _ words: Wording)
        -> String
    {
        let other = DuelPlayer.allCases.first { $0 != player } ?? player
        let same = Settings.sameName(given(player, names, words), given(other, names, words))
        return same ? " (\(words.number(player.rawValue)))" : ""
    }

    /// Whether `player` gave a name of their own (not "Player 1", kept by Enter, in any language).
    private nonisolated static func hasOwnName(_ player: DuelPlayer, _ names: [DuelPlayer: String]) -> Bool {
        let given = names[player] ?? ""
        let defaults = [Wording.english, .french].map { $0(DuelWords.player(player)) }
        return !given.isEmpty && !defaults.contains(given)
    }

    /// `player`'s name in at most `width` columns: cut with an ellipsis (a period where "..."
    /// leaves no letter), or "P1" for "Player 1".
    func name(_ player: DuelPlayer, width: Int) -> String {
        let whole = name(player)
        guard ScreenBuffer.displayWidth(ofText: whole) > width else { return whole }
        guard Self.hasOwnName(player, match.names) else { return words(DuelWords.seat(player)) }
        // A shared name keeps its seat's number: cut before it.
        let mark = Self.seatMark(player, match.names, words)
        let room = width - ScreenBuffer.displayWidth(ofText: mark)
        guard !mark.isEmpty, room >= 2 else {
            return cut(whole, width: max(2, width))
        }
        return cut(Self.given(player, match.names, words), width: room) + mark
    }

    /// `text` cut to `width` columns, ending with the ellipsis; where the ellipsis would leave
    /// no letter ("..." in 2 or 3 columns, under `--ascii`), with a period: "A.", "Al.".
    private func cut(_ text: String, width: Int) -> String {
        let mark = width > ScreenBuffer.displayWidth(ofText: ellipsis) ? ellipsis : "."
        return TextLayout.truncate(text, width: width, ellipsis: mark)
    }

    /// `line` as `phrase` words it with both names, cut alike (down to 2 columns each) until it
    /// fits `width` columns: a long or wide name never pushes the other player out of sight.
    private func fitting(_ width: Int, _ phrase: (_ names: [DuelPlayer: String]) -> String) -> String {
        var room = DuelPlayer.allCases.map { ScreenBuffer.displayWidth(ofText: name($0)) }.max() ?? 0
        while true {
            let names = Dictionary(uniqueKeysWithValues: DuelPlayer.allCases.map { ($0, name($0, width: room)) })
            let line = phrase(names)
            if room <= 2 || ScreenBuffer.displayWidth(ofText: line) <= width { return line }
            room -= 1
        }
    }

    /// Both players' points: "Ann: 3 · Bob: 2", with `names`.
    private func score(_ names: [DuelPlayer: String]) -> String {
        DuelPlayer.allCases.map { words(DuelWords.points(name: names[$0] ?? "", match.points[$0])) }
            .joined(separator: " · ")
    }

    /// Both players' points: "Ann: 3 · Bob: 2".
    var score: String { score(Dictionary(uniqueKeysWithValues: DuelPlayer.allCases.map { ($0, name($0)) })) }

    /// The score line of a duel: where the players are and both players' points; the points
    /// alone where the whole line is wider than `width`, with the names cut short where even
    /// they are.
    func scoreLine(_ game: Game, width: Int) -> String {
        var line = score
        if game.state == .over, !game.answers.isEmpty {
            line = score + "   " + words(PlayWords.reviewKey)
        } else if game.state == .ongoing {
            line = words(PlayWords.questionOf(game.currentIndex + 1, of: game.questionCount)) + "   " + score
        }
        return ScreenBuffer.displayWidth(ofText: line) <= width ? line : fitting(width, score)
    }

    /// The verdict slot, in `width` columns (names cut short to fit): who has answered while the
    /// answer is hidden, else the question settled last (`truth` is its answer); nil before any
    /// answer.
    func verdict(truth: Bool?, width: Int = .max) -> (text: String, tone: Tone)? {
        if let first = match.round.answers.first {
            return (fitting(width) { words(DuelWords.answered(name: $0[first.player] ?? "")) }, .notice)
        }
        guard let last = match.last, let truth else { return nil }
        let text = fitting(width) { names in
            let verdicts = DuelPlayer.allCases.map { player in
                DuelWords.Verdict(
                    name: names[player] ?? "", isRight: last.answer(of: player)?.isRight,
                    points: last.points(for: player))
            }
            return words(DuelWords.verdicts(truth: truth, verdicts))
        }
        let anyRight = last.answers.contains(where: \.isRight)
        return (text, anyRight ? .positive : .negative)
    }

    /// Game Over: the winner (or a draw) and both players' points.
    var over: String {
        let points = match.points
        return words(
            DuelWords.over(winner: points.winner.map(name), one: points.one, two: points.two))
    }
}

/// A duel's review and share line: each question once, with the truth and both players' answers
/// and points, in the order given.
extension DuelText {
    /// The share line: "OpenQuizz duel: Ann 3, Bob 1".
    var shareLine: String {
        words(
            DuelWords.share(one: name(.one), onePoints: match.points.one, two: name(.two), twoPoints: match.points.two)
        )
    }

    /// The review's lines at `width` columns, and the line each question starts on: the share
    /// line, then each question with the truth, each player's answer and points, and (unless
    /// `explanations` is false) its explanation.
    func review(
        _ answers: [AnswerRecord], width: Int, symbols: Symbols, explanations: Bool
    ) -> (lines: [PanelLine], questionStarts: [Int]) {
        var lines = TextLayout.wrap(shareLine, width: width).map { PanelLine($0, .strong) }
        var starts: [Int] = []
        let questions = Dictionary(grouping: answers, by: \.number).sorted { $0.key < $1.key }
        let indent = String(repeating: " ", count: String(questions.count).count + 2)
        let inner = max(1, width - indent.count)
        for (index, (_, records)) in questions.enumerated() {
            guard let first = records.first else { continue }
            let round = DuelRound(
                records.compactMap { record in
                    record.player.flatMap(DuelPlayer.init).map {
                        DuelAnswer(player: $0, choice: record.answer, isRight: record.isRight, at: 0)
                    }
                })
            lines.append(.blank)
            starts.append(lines.count)
            for (row, line) in TextLayout.wrap(first.statement.removingControlCharacters, width: inner).enumerated() {
                let lead =
                    row == 0 ? "\(index + 1).".padding(toLength: indent.count, withPad: " ", startingAt: 0) : indent
                lines.append(PanelLine([Span(lead, .dim), Span(line, .strong)]))
            }
            lines.append(PanelLine([Span(indent), Span(words(DuelWords.truth(first.truth)), .dim)]))
            for player in DuelPlayer.allCases {
                let answer = round.answer(of: player)
                let said = words(
                    DuelWords.said(name: name(player), answer: answer?.choice, points: round.points(for: player)))
                let mark = answer?.isRight == true ? symbols.check : symbols.cross
                lines += TextLayout.wrap(mark + " " + said, width: inner).map {
                    PanelLine([Span(indent), Span($0, answer?.isRight == true ? .positive : .negative)])
                }
            }
            if explanations, let explanation = first.explanation?.removingControlCharacters, !explanation.isEmpty {
                lines += TextLayout.wrap(explanation, width: inner).map { PanelLine([Span(indent), Span($0)]) }
            }
        }
        return (lines, starts)
    }
}

/// A duel's text in each place a mode has its say (ModeText.swift): its name in the header, both
/// players on the score line, the winner at Game Over.
struct DuelModeText: ModeText, ChoiceText {
    func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String? {
        header + (ascii ? " - " : " \u{00B7} ") + words(DuelWords.name)
    }
    var notesSource: Bool { true }
    @MainActor func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String? {
        session.duel.map { DuelText(words: text.words, match: $0).over }
    }
    func startLine(_ text: PlayerText) -> String? { nil }
    func resultLines(answers: [String], text: PlayerText) -> [String] { answers }
    var showsCombo: Bool { true }
    func cardLabel(_ session: ModeSession, words: Wording) -> String? { nil }
    @MainActor
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        session.duel.map { DuelText(words: words, match: $0).scoreLine(session.game, width: width) }
    }

    var name: any Phrase { DuelWords.name }
    var help: any Phrase { DuelWords.help }
    var manual: any Phrase { Joined("\n", DuelWords.manual) }
}
