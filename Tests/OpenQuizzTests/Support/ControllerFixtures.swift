import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

extension GameController.Event {
    /// A plain key press: what the terminal sends for `key` with no modifier.
    static func keyPressed(_ key: Key) -> Self {
        .input(.key(key))
    }
}

/// A source that answers when the test says so, always with the same questions.
final class ManualSource: QuestionSource, Sendable {
    private let requests = ControlledSource()
    let questions: [Question]

    init(questions: [Question]) {
        self.questions = questions
    }

    func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        try await requests.questions(amount: amount, progress: progress)
    }

    /// How many requests wait for an answer.
    var pendingCount: Int { requests.pendingCount }

    /// Waits for a request, then answers every waiting request with `questions`.
    func answerAll() async {
        await requests.waitForRequests(1)
        while requests.pendingCount > 0 {
            requests.complete(with: .success(QuestionBatch(questions: questions, origin: .bundled)))
        }
    }

    /// Answers every request waiting now, without waiting for one.
    func answerPending() {
        while requests.pendingCount > 0 {
            requests.complete(with: .success(QuestionBatch(questions: questions, origin: .bundled)))
        }
    }

    /// Waits for a request, then reports progress to every waiting request.
    func report(_ update: LoadProgress) async {
        await requests.waitForRequests(1)
        requests.report(update)
    }
}

/// Answers the game's request and lets the game, and so the controller, hear of it.
@MainActor
func answer(_ source: ManualSource, _ controller: GameController) async {
    await source.answerAll()
    await waitUntil { controller.game.state != .loading }
    await loopHeard()
}

/// Returns once what the model announced so far has reached the controller: the app queues it on
/// the main queue, which runs in order, so a block queued now runs after it.
///
/// Fails the test at the caller's line if the block has not run in time.
@MainActor
func loopHeard(file: StaticString = #filePath, line: UInt = #line) async {
    let heard = Locked(false)
    DispatchQueue.main.async { heard.withLock { $0 = true } }
    await waitUntil("the main queue to run a block", file: file, line: line) { heard.withLock { $0 } }
}

/// Reports progress on the game's request and lets the game hear of it.
@MainActor
func report(_ update: LoadProgress, _ source: ManualSource, _ controller: GameController) async {
    await source.report(update)
    await waitUntil { controller.game.loadingProgress == update }
}

/// Thrown after an `XCTFail` to end a test whose outcome was already wrong.
struct UnexpectedOutcome: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A game that asks `source` for its questions.
@MainActor
func immediateGame(source: ManualSource, amount: Int = 10, notificationCenter: NotificationCenter) -> Game {
    Game(manager: QuestionManager(sources: [source]), amount: amount, notificationCenter: notificationCenter)
}

extension GameController {
    /// Starts the controller with the model's events handed straight back to it, as the loop does.
    func startHandlingModelEvents() {
        start { [weak self] event in self?.handle(event) }
    }
}

/// Advances `clock` frame by frame (at most 240 frames, 4 s of animation) until the card rests;
/// fails the test at the caller's line when it is still moving then.
@MainActor
func settleCard(_ controller: GameController, on clock: ManualClock, file: StaticString, line: UInt) {
    for _ in 0..<240 where controller.motion.isMoving {
        clock.advance(by: 1.0 / 60)
        controller.handle(.tick)
    }
    if controller.motion.isMoving {
        XCTFail("the card still moves after 240 frames (4 s)", file: file, line: line)
    }
}

// MARK: - Screens

/// The whole screen as the game draws `controller`'s model, one string per row, trailing spaces
/// dropped.
@MainActor
func renderedLines(_ controller: GameController, ascii: Bool = false) -> [String] {
    var buffer = ScreenBuffer(width: controller.screenSize.width, height: controller.screenSize.height)
    QuizScreen.render(controller.screenModel(), into: &buffer, theme: Theme(colorMode: .colors, ascii: ascii))
    return buffer.lines.map { line in
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}

/// Fails unless the screen is `expected`, printing the screen drawn as the literal to compare
/// with, once checked by eye.
func assertLines(_ actual: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    let literal = actual.map { "    \"\($0)\"," }.joined(separator: "\n")
    XCTFail("the screen differs; it is:\n\(literal)", file: file, line: line)
}

/// A controller started at 80x24 on `clock`, over a game of `source`'s questions (as many as it
/// has), once they are in.
@MainActor
func startedController(
    source: ManualSource, clock: ManualClock, reducedMotion: Bool = false, usesMouse: Bool = false
) async -> GameController {
    let center = NotificationCenter()
    let controller = GameController(
        game: immediateGame(source: source, amount: source.questions.count, notificationCenter: center), clock: clock,
        theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(offline: true), notificationCenter: center,
        reducedMotion: reducedMotion, usesMouse: usesMouse)
    controller.startHandlingModelEvents()
    controller.handle(.resized(width: 80, height: 24))
    await answer(source, controller)
    return controller
}

extension GameController {
    /// A controller for `game`, trivia from its own deck, with no daily challenge.
    convenience init(
        game: Game, clock: ManualClock, theme: Theme, text: PlayerText = PlayerText(),
        showsExplanations: Bool = true, notificationCenter: NotificationCenter = .default,
        storageProblems: StorageProblems? = nil, canCopy: Bool = true, reducedMotion: Bool = false,
        usesMouse: Bool = false
    ) {
        self.init(
            session: ModeSession(game: game), clock: clock.anyClock, theme: theme, text: text,
            showsExplanations: showsExplanations, notificationCenter: notificationCenter,
            storageProblems: storageProblems, canCopy: canCopy, reducedMotion: reducedMotion, usesMouse: usesMouse)
    }
}

extension PlainGame {
    /// A line-by-line game of `game`, trivia from its own deck, with no daily challenge.
    convenience init(
        game: Game, text: PlayerText, notificationCenter: NotificationCenter = .default, deckSize: Int? = nil,
        ascii: Bool = !Terminal.localeIsUTF8, output: @escaping (String) -> Bool,
        askForLine: @escaping @MainActor () -> Void = {},
        finish: @escaping @MainActor (Int32) -> Void
    ) {
        self.init(
            session: ModeSession(game: game), text: text, notificationCenter: notificationCenter, deckSize: deckSize,
            ascii: ascii, output: output, askForLine: askForLine, finish: finish)
    }
}
