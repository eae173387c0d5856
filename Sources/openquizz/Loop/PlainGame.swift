import Foundation
import QuizCore
import QuizView

/// The game line by line, for a screen reader, a dumb terminal or a script (`--plain`).
///
/// No cursor movement and no colour: each question is one line ending with "[t/f]", and each
/// answer gets its verdict and explanation on the next. It reads lines from standard input (a
/// terminal or a pipe): t or f answers, n starts a new game, s prints the stats, q quits, and the
/// end of the input ends the game too. It asks for the next line only once it has taken the last
/// one (`askForLine`), so a pipe that sends faster than the game plays waits. It is a controller
/// like `GameController`: the `Game` and its `QuestionsLoaded` notification, plain text for a
/// view, and the same `ModeSession` for what a new game starts and what leaving one costs.
@MainActor
final class PlainGame {
    /// The game and the mode it plays.
    let session: ModeSession
    var game: Game { session.game }
    private let text: PlayerText
    private let notificationCenter: NotificationCenter
    /// Where each line goes; false when it couldn't be written (the reader is gone).
    private let output: (String) -> Bool
    /// Lines read before the game could take them (the questions or the history still loading).
    private var pending: [InputLine] = []
    /// Asks the input for one more line: it comes to `received(_:)`, or `endOfInput()` comes.
    var askForLine: @MainActor () -> Void
    private var isWaitingForLine = false
    private var inputEnded = false
    private var observers: [any NSObjectProtocol] = []
    /// Called once the game is over for good: q, the end of the input, an output that failed.
    private let finish: @MainActor (Int32) -> Void
    private var isFinished = false
    /// How many questions a deck has for the game (after the filters): a game is never longer,
    /// and the welcome says so; nil for the other sources.
    private let deckSize: Int?
    /// ASCII only (`--ascii`, or a locale that isn't UTF-8): the share line's marks are `+-.`.
    private let ascii: Bool
    /// The welcome's game size, while the welcome waits for the history (it offers d only while
    /// today's challenge waits, which the history says); the questions' news waits behind it.
    private var welcomeWaits: Int??
    /// The daily challenge the first game plays before the home mode's (`--daily`), which the
    /// welcome says comes first.
    private var dailyFirst: Int?
    /// What a mode's time is read on (a clock that runs while a question waits).
    private let clock: AnyClock
    /// Whether what the mode stopped on Ctrl-Z runs again after it.
    private var runsAfterSuspend = false
    /// What the mode being played does line by line.
    private var rules: any PlainRules { session.mode.name.plain }

    init(
        session: ModeSession, text: PlayerText, notificationCenter: NotificationCenter = .default, deckSize: Int? = nil,
        ascii: Bool = !Terminal.localeIsUTF8, clock: AnyClock = .continuous, output: @escaping (String) -> Bool,
        askForLine: @escaping @MainActor () -> Void = {},
        finish: @escaping @MainActor (Int32) -> Void
    ) {
        self.deckSize = deckSize
        self.ascii = ascii
        self.clock = clock
        self.askForLine = askForLine
        self.session = session
        self.text = text
        self.notificationCenter = notificationCenter
        self.output = output
        self.finish = finish
    }

    /// Says how to play and starts the first game.
    func start() {
        for name in [Notification.Name.questionsLoaded, .questionsFailedToLoad] {
            let observer = notificationCenter.addObserver(forName: name, object: game, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.questionsArrived() }
            }
            observers.append(observer)
        }
        // The stats and the Game Over summary need the history: lines wait for it too.
        let historyObserver = notificationCenter.addObserver(
            forName: .historyLoaded, object: game.history, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.historyArrived() }
        }
        observers.append(historyObserver)
        // A deck smaller than a game makes every game as small.
        let amount = game.length.count.map { amount in deckSize.map { min($0, amount) } ?? amount }
        dailyFirst = session.openingDaily
        if session.offersDaily, !game.history.isLoaded {
            welcomeWaits = .some(amount)
            // Read now, not once the questions come: a slow server would keep the welcome back.
            game.history.load()
        } else {
            sayWelcome(amount: amount)
        }
        session.newGame()
        askIfReady()
    }

    /// A line of input.
    func received(_ line: String) {
        received(.text(line))
    }

    /// A line of input, or one too long to be an answer.
    func received(_ line: InputLine) {
        isWaitingForLine = false
        pending.append(line)
        takePending()
    }

    /// The input ended: the game ends with it.
    func endOfInput() {
        isWaitingForLine = false
        inputEnded = true
        takePending()
        guard !isFinished else { return }
        if game.state == .loading || !game.history.isLoaded {
            // Lines may still wait for the questions or the history: the end comes after them.
            pending.append(.text("q"))
            return
        }
        end(status: 0)
    }

    /// Ctrl-Z: the player is away until `resumed()`, and the mode stops what runs meanwhile (a
    /// clock: the time between SIGTSTP and SIGCONT isn't theirs).
    func suspended() {
        if rules.away(session, at: clock.seconds) { runsAfterSuspend = true }
    }

    /// Back after Ctrl-Z (`fg`): what the mode stopped runs again.
    func resumed() {
        guard runsAfterSuspend else { return }
        runsAfterSuspend = false
        rules.back(session, at: clock.seconds)
    }

    // MARK: - Private

    private func sayWelcome(amount: Int?) {
        let daily = session.dailyWaiting != nil
        say(
            rules.welcome(session, amount: amount, daily: daily, words: text.words)
                ?? text.plain.welcome(amount: amount, daily: daily, dailyFirst: dailyFirst))
    }

    /// The history is read: the welcome that waited for it, then the questions' news if they came.
    private func historyArrived() {
        if let amount = welcomeWaits {
            welcomeWaits = nil
            sayWelcome(amount: amount)
            if game.state != .loading { return questionsArrived() }
        }
        takePending()
    }

    private func questionsArrived() {
        // Behind the welcome, which waits for the history.
        guard welcomeWaits == nil else { return }
        switch game.state {
        case .ongoing:
            if let start = text.mode.startLine(session.mode.name) {
                say(start)
            } else if let origin = game.origin {
                say(
                    text.notice(
                        origin: origin, widening: game.widening, fallbackReason: game.fallbackReason,
                        nextGameReady: game.nextGameFromOpenTriviaDB, deck: game.questions.first?.deck) + ".")
            }
            if let note = rules.startNote(session, words: text.words) { say(note) }
            askQuestion()
        case .failed(let error):
            say(text.noQuestions(error, newGameKey: "n"))
        case .over where session.isShowingResult:
            // A game played before (a daily's: once a day), not a second try.
            for line in text.mode.resultLines(session) { say(line) }
            sayGameOver()
        default:
            break
        }
        takePending()
    }

    /// Acts on the lines waiting, while the game can take them, then asks for the next one.
    private func takePending() {
        while !isFinished, game.state != .loading, game.history.isLoaded, !pending.isEmpty {
            act(on: pending.removeFirst())
        }
        askIfReady()
    }

    /// Asks for one line when none waits and none is on its way: at most one line is ever held.
    private func askIfReady() {
        guard !isFinished, !inputEnded, !isWaitingForLine, pending.isEmpty else { return }
        isWaitingForLine = true
        askForLine()
    }

    private func act(on input: InputLine) {
        // An over-long line is one line that isn't an answer.
        guard case .text(let line) = input else {
            session.otherInput()
            return sayWhatToType()
        }
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        let command = KeyMap.command(forWord: word, in: text.words.language)
        // n twice "in a row": any other line between cancels an ask to leave.
        if command != .newGame { session.otherInput() }
        switch command {
        case .answer(let value):
            answer(value)
        case .newGame:
            newGameAsked(.newGame(byDrag: false))
        case .daily:
            newGameAsked(.daily)
        case .stats:
            // Without bars: a screen reader would read them out block by block.
            let stats = StatsReport(
                stats: game.history.stats, bars: false, isPrintout: false, today: session.today, words: text.words
            ).text().dropFirst(2)
            for line in stats { say(line) }
            repeatQuestion()
        case .quit:
            end(status: 0)
        case nil where word.isEmpty:
            repeatQuestion()
        default:
            sayWhatToType()
        }
    }

    /// A line that is no command: how to answer the question, or, with none waiting (the game is
    /// over), what may be typed instead; then the question again.
    private func sayWhatToType() {
        say(game.state == .ongoing ? text.plain.help : text.plain.noQuestion)
        repeatQuestion()
    }

    /// n or d: a new game, or what the session says in its place (the game goes on).
    private func newGameAsked(_ request: ModeSession.Request) {
        switch session.request(request) {
        case .begin(let mode, let left):
            if let left {
                say(text.daily.left(left, store: game.history.store))
            }
            if request != .daily { say(text.plain.newGame) }
            session.play(mode)
        case .notice(.playingDaily) where game.answers.isEmpty:
            // Today's challenge before its first answer: d says it again.
            if let start = text.mode.startLine(session.mode.name) { say(start) }
            repeatQuestion()
        case .notice(let notice):
            say(text.daily.modeNotice(notice, today: session.todaysNumber, plain: true))
            repeatQuestion()
        }
    }

    private func answer(_ value: Bool) {
        // The mode's time is checked at each answer: one given once it is out doesn't count.
        if let late = rules.tooLate(session, at: clock.seconds, words: text.words) {
            say(late)
            return sayGameOver()
        }
        guard let question = game.currentQuestion, let isRight = game.answerCurrentQuestion(with: value) else {
            say(text.plain.noQuestion)
            return
        }
        var line = text.verdict(right: isRight, answer: question.answer)
        if text.explanations, let explanation = question.explanation {
            line += " " + PlainText.sentence(text.clean(explanation))
        }
        let combo = session.showsCombo ? game.combo : nil
        say(line + text.plain.score(score: game.score, of: game.length.count, combo: combo))
        if let after = rules.answered(session, at: clock.seconds, words: text.words) { say(after) }
        if game.state == .over {
            sayGameOver()
        } else {
            askQuestion()
        }
    }

    /// Game Over's line; for a mode that words its own (the daily), that and its share line.
    private func sayGameOver() {
        // Whether the game is on disk, before a Game Over that says so (a full disk: not kept).
        session.keepBeforeGameOver()
        if let over = text.mode.gameOver(session, onCard: false) {
            say(over.replacingOccurrences(of: "\u{A0}", with: " "))
            // A game with no answer (one left to run out of time) has nothing to share.
            if !game.answers.isEmpty { say(session.screen.shareLine(session, text: text, ascii: ascii)) }
        } else {
            say(text.gameOver(game.summary).replacingOccurrences(of: "\u{A0}", with: " "))
        }
        say(text.plain.afterGame)
    }

    private func askQuestion() {
        // A mode's clock runs from its first question on.
        rules.questionShown(session, at: clock.seconds)
        guard let question = game.currentQuestion else { return }
        // A mode's label first (practice's box): "Box 2. Statement."
        let label = session.cardLabel(text.words).map { $0 + ". " } ?? ""
        say(
            text.plain.question(
                number: game.currentIndex + 1, of: game.length.count, statement: label + question.title)
        )
    }

    private func repeatQuestion() {
        if game.state == .ongoing { askQuestion() }
    }

    private func say(_ line: String) {
        guard !isFinished else { return }
        if !output(line) { end(status: 1) }
    }

    private func end(status: Int32) {
        guard !isFinished else { return }
        if status == 0 { say(text.plain.bye) }
        isFinished = true
        for observer in observers { notificationCenter.removeObserver(observer) }
        observers.removeAll()
        finish(status)
    }
}
