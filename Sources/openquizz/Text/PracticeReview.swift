import QuizCore
import QuizView

/// The review of a practice game: each question's box when it was dealt ("Box 2", as its card's
/// border said), dim after its verdict.
extension PracticeText {
    /// `review` (the lines, and where each question starts) with `boxes[n]` after the verdict of
    /// question n: on the verdict's last line where it fits in the panel's `width`, else on a line
    /// of its own under it.
    nonisolated static func boxed(
        _ review: PanelLinesCache.Content, boxes: [Int?], words: Wording, width: Int, ascii: Bool
    ) -> PanelLinesCache.Content {
        var lines = review.lines
        var starts = review.questionStarts
        // From the last question up, so the lines above keep their places.
        for number in starts.indices.reversed() {
            guard number < boxes.count, let box = boxes[number] else { continue }
            let end = number + 1 < starts.count ? starts[number + 1] : lines.count
            // The verdict is in a right or wrong answer's look; the explanation after it isn't.
            guard
                let verdict = (starts[number]..<end).last(where: { index in
                    lines[index].spans.contains { $0.look == .positive || $0.look == .negative }
                })
            else { continue }
            let label = words(PracticePhrase.box(box))
            let after = (ascii ? " - " : " \u{00B7} ") + label
            let text = lines[verdict].spans.map(\.text).joined()
            if ScreenBuffer.displayWidth(ofText: text + after) <= width {
                lines[verdict].spans.append(Span(after, .dim))
            } else {
                let indent = lines[verdict].spans.first.map(\.text) ?? ""
                lines.insert(PanelLine([Span(indent), Span(label, .dim)]), at: verdict + 1)
                for later in starts.indices where later > number { starts[later] += 1 }
            }
        }
        return (lines, starts)
    }
}

/// Practice on the full screen (`ModeScreen`): trivia's way, but for the review, which says each
/// question's box when it was dealt, as its card said.
@MainActor
struct PracticeScreen: ModeScreen {
    func review(_ session: ModeSession, text: PlayerText, theme: Theme, width: Int, explanations: Bool)
        -> PanelLinesCache.Content
    {
        let game = session.game
        let review = StandardScreen().review(
            session, text: text, theme: theme, width: width, explanations: explanations)
        guard let deck = game.playing as? PracticeDeck else { return review }
        return PracticeText.boxed(
            review, boxes: game.answers.map(deck.box(of:)), words: text.words, width: width, ascii: theme.ascii)
    }
}
