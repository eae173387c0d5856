import QuizCore
import QuizView

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
