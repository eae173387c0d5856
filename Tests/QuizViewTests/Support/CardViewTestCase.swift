import QuizView
import XCTest

/// What `CardViewTests` and `CardViewTransformTests` share: the card's resting frame and the
/// helper that renders a card into a buffer, with the game's words.
class CardViewTestCase: XCTestCase {
    /// A 40x8 card at rest, at (2, 1) in a 44x10 buffer.
    let frame = Rect(x: 2, y: 1, width: 40, height: 8)

    func render(
        _ card: CardView,
        width: Int = 44,
        height: Int = 10,
        frame: Rect? = nil,
        theme: Theme = .colorsUnicode
    ) -> ScreenBuffer {
        var card = card
        card.words = Fixtures.words
        return rendered(width: width, height: height) {
            card.render(into: &$0, frame: frame ?? self.frame, theme: theme)
        }
    }
}
