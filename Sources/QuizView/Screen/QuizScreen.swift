/// Draws a whole frame from a `ScreenModel`.
public enum QuizScreen {
    /// Clears `buffer` to the background, then draws the model.
    ///
    /// A buffer smaller than `ScreenLayout`'s minimum shows `TooSmallView` only. Otherwise the
    /// splash or the game is drawn, the panel over it when there is one, then the answer box, and the help box
    /// over all when `showsHelp` is set. With a theme that `transliteratesText`, every text is
    /// drawn in ASCII.
    public static func render(_ model: ScreenModel, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.fill(buffer.bounds, with: Cell(" ", style: theme.background))
        draw(model, into: &buffer, theme: theme)
    }

    /// A new `width` by `height` screen with the model drawn on it, as `render(_:into:theme:)`
    /// draws it on any screen of that size: made in the background's cells, not cleared to them
    /// after (every cell written once less a frame).
    public static func render(_ model: ScreenModel, width: Int, height: Int, theme: Theme) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height, fill: Cell(" ", style: theme.background))
        draw(model, into: &buffer, theme: theme)
        return buffer
    }

    // MARK: - Private

    /// Draws the model on `buffer`, cleared to the background.
    private static func draw(_ model: ScreenModel, into buffer: inout ScreenBuffer, theme: Theme) {
        let model = theme.transliteratesText ? model.mappingText(ASCIITransliteration.transliterate) : model
        let bounds = buffer.bounds
        guard let layout = ScreenLayout(width: buffer.width, height: buffer.height) else {
            let tooSmall = TooSmallView(
                requiredWidth: ScreenLayout.minimumWidth,
                requiredHeight: ScreenLayout.minimumHeight,
                actualWidth: buffer.width,
                actualHeight: buffer.height,
                words: model.words
            )
            tooSmall.render(into: &buffer, frame: bounds, theme: theme)
            return
        }
        switch model.content {
        case .splash(let message, let spinnerFrame):
            SplashView(message: message, spinnerFrame: spinnerFrame, words: model.words).render(
                into: &buffer, frame: bounds, theme: theme)
        case .game(let game):
            renderGame(game, layout: layout, words: model.words, into: &buffer, theme: theme)
        }
        if let panel = model.panel {
            panel.render(into: &buffer, frame: bounds, theme: theme)
        }
        if var answerBox = model.answerBox {
            answerBox.words = model.words
            answerBox.render(into: &buffer, frame: bounds, theme: theme)
        }
        if model.showsHelp {
            HelpOverlay(lines: model.helpLines, words: model.words).render(into: &buffer, frame: bounds, theme: theme)
        }
    }

    private static func renderGame(
        _ game: GameScreen, layout: ScreenLayout, words: ViewText, into buffer: inout ScreenBuffer, theme: Theme
    ) {
        // Under the score, which bumps into their row for a moment after a right answer.
        if let buttons = game.answerButtons, let row = layout.answers {
            buttons.render(into: &buffer, row: row, theme: theme)
        }
        // The score bumps into the blank row above it, where the layout leaves one.
        let roomAbove = layout.score.y - 1 >= layout.card.maxY ? 1 : 0
        let scoreFrame = Rect(
            x: layout.score.x, y: layout.score.y - roomAbove, width: layout.score.width, height: 1 + roomAbove)
        ScoreLabel(text: game.score, bump: game.scoreBump, bumping: game.bumpingScore, warns: game.scoreWarns)
            .render(into: &buffer, frame: scoreFrame, theme: theme)
        if let verdict = game.verdict {
            // No room under the verdict: the explanation follows it on its line.
            let text =
                layout.explanation.isEmpty
                ? [verdict, game.explanation].compactMap { $0 }.joined(separator: " ") : verdict
            VerdictView(text: text, tone: game.verdictTone, moreKey: game.moreKey)
                .render(into: &buffer, frame: layout.verdict, theme: theme)
        }
        if let explanation = game.explanation, !layout.explanation.isEmpty {
            ExplanationView(text: explanation, moreKey: game.moreKey)
                .render(into: &buffer, frame: layout.explanation, theme: theme)
        }
        switch game.bottom {
        case .button(let title, let isPressed):
            let button = ButtonView(title: title, isPressed: isPressed)
            button.render(into: &buffer, frame: layout.bottom, theme: theme)
            if let hint = game.bottomHint,
                let frame = GameScreen.bottomHintFrame(
                    hint, button: button.frame(in: layout.bottom, theme: theme), in: layout.bottom)
            {
                buffer.write(hint, x: frame.x, y: frame.y, style: theme.notice, clip: layout.bottom)
            }
        case .spinner(let frame, let label):
            SpinnerView(frame: frame, label: label).render(into: &buffer, frame: layout.bottom, theme: theme)
        }
        // Last, so that a card dragged, leaned or springing past its frame is in front of the rest,
        // but for the header: a card falling in from above, or dragged up, passes behind it.
        var card = game.card
        card.words = words
        card.render(into: &buffer, frame: layout.card, theme: theme)
        HeaderView(title: game.header, notice: game.notice).render(into: &buffer, frame: layout.header, theme: theme)
    }
}
