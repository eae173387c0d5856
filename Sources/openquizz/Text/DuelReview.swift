import Foundation
import QuizCore
import QuizView

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
