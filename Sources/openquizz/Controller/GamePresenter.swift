import Foundation
import Motion
import QuizCore
import QuizView

/// What the screen shows, said from the controller's facts and the model: a pure function of
/// them, which changes nothing.
@MainActor
struct GamePresenter {
    /// The card's text and look, independent of its motion.
    struct CardContent: Equatable {
        var title: String
        var style: CardStyle
        var badge: String?
    }

    /// The game and the mode it plays.
    let session: ModeSession
    var game: Game { session.game }
    let state: GameController.State
    let now: Double
    let text: PlayerText
    /// `text`'s words for the views (`ViewText(words:)`), worded once by the controller.
    let viewWords: ViewText
    let theme: Theme
    /// False with `--no-explanations`.
    let showsExplanations: Bool
    /// What a panel open reads.
    let panel: () -> PanelFeature.Context
    /// What the settings screen reads, when it is open.
    var settings: () -> SettingsScreen.Context? = { nil }
    /// The language the player reads: the sentences' own.
    var words: Wording { text.words }
    /// Whether the terminal reports the mouse: the answer buttons are then buttons, else key hints.
    var usesMouse = false

    /// Spinner frames per second.
    nonisolated static let spinnerRate = 12.0
    /// The most frames drawn per second while something moves.
    nonisolated static let frameRate = GameController.frameRate

    // MARK: - The screen

    /// Plain values for the view: no `Game` crosses over.
    func screenModel() -> ScreenModel {
        let content: ScreenModel.Content
        if state.showsSplash {
            content = .splash(message: rateLimitWait() ?? text.loadingQuestions, spinnerFrame: spinnerFrame)
        } else {
            content = .game(gameScreen())
        }
        var panelModel: QuizView.Panel?
        var box = answerBox()
        if case .panel(let feature) = state.focus {
            let context = panel()
            panelModel = feature.model(context)
            box = feature.detail(context)
        }
        if case .settings(let screen) = state.focus, let context = settings() { panelModel = screen.model(context) }
        let showsHelp = state.focus == .help
        // The help's lines are worded only while it is open: not on every frame of the game.
        let helpLines = showsHelp ? session.screen.helpLines(ascii: theme.ascii, words: text.words) : []
        return ScreenModel(
            content: content, showsHelp: showsHelp, helpLines: helpLines, answerBox: box, panel: panelModel,
            words: viewWords)
    }

    /// The verdict line: the last answer's verdict, or a file's problem when none is said.
    var verdict: (text: String, tone: Tone)? {
        if let notice = session.notice {
            return (text.daily.modeNotice(notice, today: session.todaysNumber), .notice)
        }
        // The mode's own (a cut to fit a row, as `modeVerdictWidth` says); before any answer, a
        // file's problem is said as in any game.
        if let said = session.screen.verdict(
            words: words, truth: state.lastAnswer?.question.answer, width: modeVerdictWidth,
            ellipsis: theme.symbols.ellipsis)
        {
            return said
        }
        if let last = state.lastAnswer {
            return (
                text.verdict(right: last.isRight, answer: last.question.answer), last.isRight ? .positive : .negative
            )
        }
        // A file's problem in its own tone: never a wrong answer's.
        return state.notices.first.map { (text.fileProblem($0), .notice) }
    }

    /// The columns a verdict the mode words itself has, after its check mark.
    ///
    /// An explanation that follows on the same row is cut after the verdict, never into it: room
    /// is left for an ellipsis, which a cut after the verdict's period then leaves out (". [e]").
    private var modeVerdictWidth: Int {
        var width = state.screenSize.width - ScreenBuffer.displayWidth(ofText: theme.symbols.check) - 1
        if explanation != nil, let key = KeyMap.binding(.showAnswer)?.names.first,
            ScreenLayout(width: state.screenSize.width, height: state.screenSize.height)?.explanation.isEmpty ?? false
        {
            width -= ScreenBuffer.displayWidth(ofText: " [\(key)]" + theme.symbols.ellipsis)
        }
        return width
    }

    /// Under the verdict: the newest file problem said after it, else the fact behind the answer.
    var explanation: String? {
        noticeAfterVerdict.map(text.fileProblem) ?? questionExplanation
    }

    /// The newest file problem said after the verdict (the first is the verdict while no answer is).
    private var noticeAfterVerdict: StorageProblem? {
        // Most frames have no notice: the answer isn't looked at then.
        guard let newest = state.notices.last else { return nil }
        return state.notices.count == 1 && state.lastAnswer == nil ? nil : newest
    }

    /// The fact behind the last answer, when explanations are shown.
    private var questionExplanation: String? {
        // An answer hidden (a duel's) or a mode's notice takes the last verdict's place: its
        // explanation goes with it.
        if session.mode.hiddenAnswers > 0 || session.notice != nil { return nil }
        return showsExplanations ? state.lastAnswer?.question.explanation : nil
    }

    /// What the card reads and how it looks: the answered card while it leaves, else the game's.
    func card() -> CardContent {
        if state.showsAnsweredCard, let last = state.lastAnswer {
            return CardContent(
                title: last.question.title, style: last.choice ? .correct : .incorrect,
                badge: text.badge(last.choice))
        }
        var card = restingCard()
        // Held by the mouse: green right of the centre, red left of it, as the answer it would give.
        if let dx = state.motion.dragOffset, dx != 0, game.state == .ongoing {
            card.style = dx > 0 ? .correct : .incorrect
            card.badge = text.badge(dx > 0)
        }
        return card
    }

    /// What the card reads when nothing moves, from the game's state.
    func restingCard() -> CardContent {
        let title =
            switch game.state {
            case .idle, .loading: text.loading
            case .ongoing: game.currentQuestion?.title ?? ""
            case .over: text.mode.gameOver(session, onCard: true) ?? text.gameOver(game.summary)
            case .failed(let error): text.noQuestions(error)
            }
        // A mode's label on a question waiting (practice's box).
        return CardContent(
            title: title, style: .standard, badge: game.state == .ongoing ? session.cardLabel(words) : nil)
    }

    /// The bottom row: the spinner while loading, else the New Game button.
    var bottomRow: GameScreen.Bottom {
        game.state == .loading
            ? .spinner(frame: spinnerFrame, label: text.loadingQuestionsLabel)
            : .button(text.newGameButton, isPressed: state.mouse.isButtonPressed)
    }

    /// The bottom row's reminder of the settings' key: in full, or short where the full one
    /// doesn't fit beside the New Game button (French's at 45 columns and fewer).
    var bottomHint: String? {
        guard let key = KeyMap.binding(.settings)?.names.first else { return nil }
        let forms = [false, true].map { words(SettingsScreenWords.openKey(key: key, short: $0)) }
        guard let layout = ScreenLayout(width: state.screenSize.width, height: state.screenSize.height) else {
            return forms[0]
        }
        let button = ButtonView(title: text.newGameButton).frame(in: layout.bottom, theme: theme)
        return forms.first { GameScreen.bottomHintFrame($0, button: button, in: layout.bottom) != nil } ?? forms[0]
    }

    /// When the next frame is due, or nil when nothing moves (the loop then waits for input).
    func nextFrameTime() -> Double? {
        // A mode's screen may change by itself (a clock's seconds, a question that settles).
        let due = [motionFrameTime(), session.screen.nextChange(at: now)]
        return due.compactMap { $0 }.min()
    }

    /// When the next frame is due for what moves on screen; nil when nothing does.
    private func motionFrameTime() -> Double? {
        if state.motion.isAnimating || state.scoreBump != nil { return now + 1 / Self.frameRate }
        if case .panel(let panel) = state.focus, let due = panel.searchDue { return max(now, due) }
        if game.state == .loading {
            let next = (now * Self.spinnerRate).rounded(.down) + 1
            return next / Self.spinnerRate
        }
        return nil
    }

    /// When the day's challenge changes (the next UTC midnight), for a run that has one.
    ///
    /// The header and Game Over follow it, with no key pressed. A moment on the wall clock, not
    /// on `now`'s: a wall clock set right, or a machine woken from sleep, moves it.
    func nextDayChange() -> Date? {
        session.offersDaily ? session.nextDay : nil
    }

    // MARK: - Private

    /// The answer box's values while it is open.
    ///
    /// A question's box holds that question alone: its verdict and its own explanation. A file's
    /// notice said after the verdict (in the explanation's place) is never put in it as if it
    /// explained the answer: while it is said, the box opens on the notice alone, titled Notice, as
    /// before a game's first answer. While a duel's answer is hidden, the box is the question on
    /// the card, and who has answered.
    private func answerBox() -> AnswerBox? {
        guard case .answerBox(let page) = state.focus, let verdict else { return nil }
        // Before an answer: the notices said, the first on the verdict row and the newest under it.
        guard state.lastAnswer != nil || session.mode.hiddenAnswers > 0 else {
            return text.answerBox(
                for: nil, number: 0, verdict: verdict.text, tone: verdict.tone, explanation: explanation, page: page,
                pageKey: pageKeyName)
        }
        if let notice = noticeAfterVerdict {
            return text.answerBox(
                for: nil, number: 0, verdict: text.fileProblem(notice), tone: .notice, explanation: nil, page: page,
                pageKey: pageKeyName)
        }
        return text.answerBox(
            for: game.answers.last, number: game.answers.last?.number ?? game.answers.count, verdict: verdict.text,
            tone: verdict.tone, explanation: questionExplanation, page: page, pageKey: pageKeyName)
    }

    private func gameScreen() -> GameScreen {
        let card = card()
        let size = state.screenSize
        var cardModel = CardModel(
            title: card.title, style: card.style, badge: card.badge, offsetX: 0, lean: 0, scale: 1,
            page: state.cardPage.title == card.title ? state.cardPage.page : 0, pageKey: pageKeyName)
        if game.state == .loading, !state.motion.isMoving {
            cardModel.title = rateLimitWait().map { text.loading + " " + $0 } ?? text.loading
        }
        if let layout = ScreenLayout(width: size.width, height: size.height) {
            let pose = state.motion.pose(
                at: now, cardX: layout.card.x, cardWidth: layout.card.width, cardHeight: layout.card.height,
                screenWidth: size.width)
            cardModel.offsetX = pose.offsetX
            cardModel.offsetY = pose.offsetY
            cardModel.lean = pose.lean
            cardModel.scale = pose.scale
        }
        let verdict = verdict
        var header = text.mode.title(session, ascii: theme.ascii, width: size.width - 2 * HeaderView.margin)
        let note = sourceNote
        // A longer title leaves the notice less room (`noticeWidth` counts "OpenQuizz"; a language may
        // write the name longer, as the pseudo-language does).
        let nameExtra =
            ScreenBuffer.displayWidth(ofText: text.header) - ScreenBuffer.displayWidth(ofText: PlayerText().header)
        let extra =
            ScreenBuffer.displayWidth(ofText: header) - ScreenBuffer.displayWidth(ofText: text.header) + nameExtra
        let isDeck = dealtFrom?.origin == .deck && session.dailyNumber == nil
        let noticeWidth = max(1, PlayerText.noticeWidth(screenWidth: size.width, deck: isDeck) - extra)
        var notice = note(noticeWidth)
        if session.dailyWaiting != nil, game.fallbackReason != nil || game.widening != nil {
            // Why the questions aren't what was asked for outranks the offer, which waits for the
            // room (the next game, or a wider screen).
            let full = note(max(1, PlayerText.noticeWidth(screenWidth: size.width, deck: isDeck) - nameExtra))
            if full != notice {
                header = text.header
                notice = full
            }
        } else if let shown = notice, session.dailyWaiting != nil || extra > nameExtra,
            ScreenBuffer.displayWidth(ofText: shown) > noticeWidth
        {
            // Otherwise the title that offers today's challenge or names the mode stays whole; the
            // note goes.
            notice = nil
        }
        return GameScreen(
            header: header,
            notice: notice,
            card: cardModel,
            score: scoreLine(width: size.width),
            scoreBump: state.scoreBump?.value ?? 0,
            bumpingScore: session.screen.bumpsScore ? text.score(game) : nil,
            verdict: verdict?.text,
            verdictTone: verdict?.tone,
            explanation: explanation,
            moreKey: KeyMap.binding(.showAnswer)?.names.first,
            bottom: bottomRow,
            bottomHint: bottomHint,
            answerButtons: answerButtons, scoreWarns: scoreWarns
        )
    }

    /// Where the questions on screen come from, or would have: a game that couldn't start notes
    /// its pool (practice's deck with nothing due) as a game of it does.
    private var dealtFrom: (origin: QuestionOrigin, deck: String?)? {
        if let origin = game.origin { return (origin, game.questions.first?.deck) }
        return session.unstartedPool.map { ($0.origin, $0.deck) }
    }

    /// The header's note of where the questions come from, in `width` columns; nil when the mode
    /// notes none.
    private func sourceNote(width: Int) -> String? {
        guard let dealt = dealtFrom, text.mode.notesSource(session.mode.name) else { return nil }
        return text.notice(
            origin: dealt.origin, widening: game.widening, fallbackReason: game.fallbackReason,
            nextGameReady: game.nextGameFromOpenTriviaDB, deck: dealt.deck, width: width)
    }

    /// The line under the card: the mode's own (a blitz's clock, a duel's two players), else the game's.
    private func scoreLine(width: Int) -> String {
        session.screen.scoreLine(session, words: words, at: now, theme: theme, width: width)
            ?? text.scoreLine(game, width: width)
    }

    /// Whether the score line is drawn in the warning colours (a blitz's last 10 s; without
    /// colour, its words say it).
    private var scoreWarns: Bool {
        theme.colorMode == .colors && session.screen.warns(at: now)
    }

    /// False and True under the card while a question waits, lit as the card is dragged toward
    /// one (all of it at the distance where letting go answers) or as the mouse holds one down.
    var answerButtons: AnswerButtons? {
        // Some modes answer on the keyboard alone (a button can't tell a duel's players apart).
        guard game.state == .ongoing, game.currentQuestion != nil, session.screen.answersByMouse else { return nil }
        // As drawn: in ASCII the arrows take two columns, and a click must find the cells drawn.
        let written = { (title: String) in
            theme.transliteratesText ? ASCIITransliteration.transliterate(title) : title
        }
        var buttons = AnswerButtons(
            falseTitle: written(text.words(ButtonWords.falseButton)),
            trueTitle: written(text.words(ButtonWords.trueButton)), pressed: state.mouse.pressedAnswer,
            isClickable: usesMouse)
        if let dx = state.motion.dragOffset, dx != 0 {
            let share = Double(abs(dx)) / Double(CardMotion.threshold(screenWidth: state.screenSize.width))
            if dx < 0 { buttons.falseLit = share } else { buttons.trueLit = share }
        }
        return buttons
    }

    /// "Waiting for the Open Trivia DB: 4 s" while a rate-limit wait lasts (one request per 5 s).
    private func rateLimitWait() -> String? {
        guard case .waiting(let until) = game.loadingProgress else { return nil }
        let left = until.offset.inSeconds - now
        guard left > 0 else { return nil }
        return text.waiting(seconds: Int(left.rounded(.up)))
    }

    private var spinnerFrame: Int {
        Int((now * Self.spinnerRate).rounded(.down)) & Int.max
    }

    /// How the page key is named on screen.
    private var pageKeyName: String { KeyMap.pageKeyName(ascii: theme.ascii) }
}
