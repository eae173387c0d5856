import QuizView

/// What the mouse finds on the game's screen: the cells the card and the buttons take as drawn,
/// and the settings label beside the New Game button.
extension GamePresenter {
    /// The New Game button's cells in `layout`, when it is shown (not while loading).
    func newGameButtonFrame(in layout: ScreenLayout) -> Rect? {
        guard case .button(let title, _) = bottomRow else { return nil }
        return ButtonView(title: title).frame(in: layout.bottom, theme: theme)
    }

    /// The card and the buttons the mouse can hold or click, as drawn in `layout`.
    func dragLayout(in layout: ScreenLayout) -> CardDrag.Layout {
        let answers = layout.answers.flatMap { answerButtons?.frames(in: $0) }
        return CardDrag.Layout(
            card: layout.card, button: newGameButtonFrame(in: layout), falseButton: answers?.false,
            trueButton: answers?.true, screenWidth: state.screenSize.width)
    }

    /// Whether `report` is a press of the left button on the settings label beside the New Game
    /// button in `layout` (a release, a wheel notch, a drag or another button is not).
    func clicksSettingsLabel(_ report: MouseReport, in layout: ScreenLayout) -> Bool {
        guard let button = newGameButtonFrame(in: layout), !report.isRelease, report.button & (64 | 32 | 0b11) == 0,
            let hint = bottomHint
        else { return false }
        return GameScreen.bottomHintFrame(hint, button: button, in: layout.bottom)?.contains(x: report.x, y: report.y)
            == true
    }
}
