import QuizView

// MARK: - Themes

extension Theme {
    static let colorsUnicode = Theme(colorMode: .colors, ascii: false)
    static let colorsASCII = Theme(colorMode: .colors, ascii: true)
    static let plainUnicode = Theme(colorMode: .none, ascii: false)
    static let plainASCII = Theme(colorMode: .none, ascii: true)
    static let all: [Theme] = [.colorsUnicode, .colorsASCII, .plainUnicode, .plainASCII]
}

// MARK: - Models

enum Fixtures {
    static let question = "The Great Wall of China is visible from the Moon with the naked eye."

    /// The words the views write around what they are given, as the game's text layer gives
    /// them (`ViewText(words:)`, which OpenQuizzTests sees on the game's own screens).
    static let words = ViewText(
        gameName: "OpenQuizz", helpTitle: "Keys", closeHint: "press any key to close",
        moreKeys: TextTemplate("{1} and {2} more: openquizz --help"), moreKeysShort: TextTemplate("+{1} more"),
        answerTitle: "Answer", answerPages: TextTemplate("[{1}] next page, other keys close"),
        answerPagesNoKey: "other keys close", lastPageKey: TextTemplate("{1} first"),
        tooSmall: [
            TextTemplate("Terminal too small"), TextTemplate("Need {1}x{2}, have {3}x{4}"),
            TextTemplate("Enlarge the window or press q to quit"),
        ])

    static let helpLines = [
        HelpLine(key: "t", action: "True"),
        HelpLine(key: "f", action: "False"),
        HelpLine(key: "n", action: "New game"),
        HelpLine(key: "?", action: "Help"),
        HelpLine(key: "q", action: "Quit"),
    ]

    // MARK: - Expected screens shared by several test classes

    /// The help box of `helpLines` in a 40x12 screen, drawn alone or over the game.
    static let helpBox40x12 = [
        "",
        "       ╭───────── Keys ─────────╮",
        "       │                        │",
        "       │ t  True                │",
        "       │ f  False               │",
        "       │ n  New game            │",
        "       │ ?  Help                │",
        "       │ q  Quit                │",
        "       │                        │",
        "       │ press any key to close │",
        "       ╰────────────────────────╯",
        "",
    ]

    /// The too-small message in a 30x10 screen, from the view alone or the whole screen.
    static let tooSmall30x10 = [
        "",
        "",
        "      Terminal too small",
        "",
        "    Need 40x12, have 30x10",
        "",
        " Enlarge the window or press",
        "          q to quit",
        "",
        "",
    ]

    /// A game screen in the middle of a game, with every row filled.
    static func game(
        card: CardModel = CardModel(title: question),
        verdict: String? = nil,
        verdictTone: Tone? = nil,
        bottom: GameScreen.Bottom = .button("New Game [N]")
    ) -> ScreenModel {
        ScreenModel(
            content: .game(
                GameScreen(
                    header: "OpenQuizz",
                    notice: "Open Trivia DB",
                    card: card,
                    score: "Score: 3 / 10",
                    verdict: verdict,
                    verdictTone: verdictTone,
                    bottom: bottom
                )
            ),
            words: words
        )
    }

    /// The game screen just after a right answer.
    static let answered = game(
        card: CardModel(title: question, style: .correct, badge: "FALSE"),
        verdict: "Right, it was false",
        verdictTone: .positive
    )

    static let splash = ScreenModel(content: .splash(message: "Fetching questions", spinnerFrame: 0), words: words)

    /// Every kind of screen the game draws, by name, for sweeps over all cells.
    static func everyScreen(theme: Theme) -> [(name: String, buffer: ScreenBuffer)] {
        var screens: [(name: String, buffer: ScreenBuffer)] = []
        func add(_ name: String, _ model: ScreenModel, width: Int = 80, height: Int = 24) {
            screens.append((name, renderedScreen(model, width: width, height: height, theme: theme)))
        }
        for style in CardStyle.allCases {
            add("card \(style)", game(card: CardModel(title: question, style: style, badge: "TRUE")))
        }
        add("answered", answered)
        add("wrong", game(verdict: "Wrong, it was true", verdictTone: .negative))
        add("loading", game(card: CardModel(title: "Loading..."), bottom: .spinner(frame: 7, label: "Loading")))
        add("game over", game(card: CardModel(title: "Game Over"), verdict: "Score: 7 / 10"))
        add("leaned off screen", game(card: CardModel(title: question, offsetX: 30, lean: 1.5)))
        add("scaled down", game(card: CardModel(title: question, scale: 0.01)))
        add("scaled up", game(card: CardModel(title: question, scale: 1.3)), width: 40, height: 12)
        var help = answered
        help.showsHelp = true
        help.helpLines = helpLines
        add("help", help)
        add("splash", splash)
        add("splash small", splash, width: 40, height: 12)
        add("too small", answered, width: 30, height: 10)
        add("game 40x12", answered, width: 40, height: 12)
        add("game 200x60", answered, width: 200, height: 60)
        return screens
    }
}
