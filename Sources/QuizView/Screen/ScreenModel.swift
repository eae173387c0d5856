/// Everything on screen for one frame, as plain values: the controller fills it, `QuizScreen`
/// draws it.
public struct ScreenModel: Hashable, Sendable {
    /// What fills the screen under the help box.
    public enum Content: Hashable, Sendable {
        /// The launch screen.
        case splash(message: String, spinnerFrame: Int)
        /// The game: header, card, score, verdict and button or spinner.
        case game(GameScreen)
    }

    public var content: Content
    /// Whether the help box is drawn over the content.
    public var showsHelp: Bool
    /// The keys listed in the help box.
    public var helpLines: [HelpLine]
    /// The last answer's whole verdict and explanation, in a box over the content, if shown.
    public var answerBox: AnswerBox?
    /// A screen of its own over the content (review, stats, history), under the boxes.
    public var panel: Panel?
    /// The words the views write around what they are given (hints, titles, the too-small
    /// screen), from the text layer.
    public var words: ViewText

    public init(
        content: Content, showsHelp: Bool = false, helpLines: [HelpLine] = [], answerBox: AnswerBox? = nil,
        panel: Panel? = nil, words: ViewText = ViewText()
    ) {
        self.words = words
        self.content = content
        self.showsHelp = showsHelp
        self.helpLines = helpLines
        self.answerBox = answerBox
        self.panel = panel
    }

    /// The same screen with every text passed through `transform` (the texts the views add
    /// themselves are ASCII already).
    public func mappingText(_ transform: (String) -> String) -> ScreenModel {
        var model = self
        switch content {
        case .splash(let message, let spinnerFrame):
            model.content = .splash(message: transform(message), spinnerFrame: spinnerFrame)
        case .game(var game):
            game.header = transform(game.header)
            game.notice = game.notice.map(transform)
            game.card.title = transform(game.card.title)
            game.card.badge = game.card.badge.map(transform)
            game.card.pageKey = game.card.pageKey.map(transform)
            game.score = transform(game.score)
            game.bumpingScore = game.bumpingScore.map(transform)
            game.verdict = game.verdict.map(transform)
            game.explanation = game.explanation.map(transform)
            game.moreKey = game.moreKey.map(transform)
            switch game.bottom {
            case .button(let title, let isPressed): game.bottom = .button(transform(title), isPressed: isPressed)
            case .spinner(let frame, let label): game.bottom = .spinner(frame: frame, label: transform(label))
            }
            game.bottomHint = game.bottomHint.map(transform)
            if var buttons = game.answerButtons {
                buttons.falseTitle = transform(buttons.falseTitle)
                buttons.trueTitle = transform(buttons.trueTitle)
                game.answerButtons = buttons
            }
            model.content = .game(game)
        }
        model.helpLines = helpLines.map { HelpLine(key: transform($0.key), action: transform($0.action)) }
        model.panel = panel?.mappingText(transform)
        model.words = words.mappingText(transform)
        if var box = answerBox {
            box.title = box.title.map(transform)
            box.verdict = transform(box.verdict)
            box.explanation = box.explanation.map(transform)
            box.pageKey = box.pageKey.map(transform)
            model.answerBox = box
        }
        return model
    }
}

/// The game screen's values.
public struct GameScreen: Hashable, Sendable {
    /// What the bottom row shows.
    public enum Bottom: Hashable, Sendable {
        /// A button, its title including its key, such as "New Game [N]", and whether the mouse
        /// holds it down.
        case button(String, isPressed: Bool = false)
        /// A spinner and what it waits for.
        case spinner(frame: Int, label: String)
    }

    /// The title on the left of the header row.
    public var header: String
    /// A dimmer line on the right of the header row, such as where the questions come from.
    public var notice: String?
    public var card: CardModel
    /// The line under the card, such as "Question 4 of 10   Score 3 / 10".
    public var score: String
    /// How far the score has bumped after a right answer: 0 at rest (see `ScoreLabel`).
    public var scoreBump: Double
    /// The part of `score` that bumps, such as "Score 3 / 10"; nil: the whole line.
    public var bumpingScore: String?
    /// Whether the score line warns (a clock's last seconds): drawn in the warning colours.
    public var scoreWarns = false
    /// The verdict line after an answer, if any.
    public var verdict: String?
    public var verdictTone: Tone?
    /// The fact behind the answer, shown under the verdict, if any.
    public var explanation: String?
    /// The key that shows the whole verdict and explanation, such as "e": named at the end of
    /// them when they are cut short.
    public var moreKey: String?
    public var bottom: Bottom
    /// Drawn at the right end of the bottom row beside the button, where it fits clear of it: a
    /// key and what it opens, such as "o Settings".
    public var bottomHint: String?
    /// The False and True buttons under the card while a question waits for its answer; drawn
    /// where the layout has a row for them (`ScreenLayout.answers`).
    public var answerButtons: AnswerButtons?

    public init(
        header: String,
        notice: String? = nil,
        card: CardModel,
        score: String,
        scoreBump: Double = 0,
        bumpingScore: String? = nil,
        verdict: String? = nil,
        verdictTone: Tone? = nil,
        explanation: String? = nil,
        moreKey: String? = nil,
        bottom: Bottom,
        bottomHint: String? = nil,
        answerButtons: AnswerButtons? = nil,
        scoreWarns: Bool = false
    ) {
        self.header = header
        self.notice = notice
        self.card = card
        self.score = score
        self.scoreBump = scoreBump
        self.bumpingScore = bumpingScore
        self.verdict = verdict
        self.verdictTone = verdictTone
        self.explanation = explanation
        self.moreKey = moreKey
        self.bottom = bottom
        self.bottomHint = bottomHint
        self.answerButtons = answerButtons
        self.scoreWarns = scoreWarns
    }
}

extension GameScreen {
    /// Where the bottom row's hint is drawn: at the row's right end, where it leaves two columns
    /// clear of the button; nil where it doesn't fit.
    public static func bottomHintFrame(_ hint: String, button: Rect, in bottom: Rect) -> Rect? {
        let width = ScreenBuffer.displayWidth(ofText: hint)
        let x = bottom.maxX - width
        guard x >= button.maxX + 2, bottom.height > 0 else { return nil }
        return Rect(x: x, y: bottom.y, width: width, height: 1)
    }
}

/// The card's values: a `CardView` is plain values already, so the model holds one.
public typealias CardModel = CardView
