import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// Waits (letting other tasks run, at most 5 s of real time) until `condition` holds; fails the
/// test, naming `what`, when it never does.
@MainActor
func waitFor(
    _ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async {
    await waitUntil(what, file: file, line: line, condition)
}

/// Keys typed while a game's questions load: none is lost, each acts once, in order, on the
/// questions that arrive.
final class TypedAheadTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    @MainActor
    private func makeController() async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(10))
        return await startedController(source: source, clock: clock)
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    /// Answers the new game's request and waits until the keys that waited for it have acted.
    @MainActor
    private func load(_ controller: GameController, until condition: () -> Bool) async {
        await source.answerAll()
        await waitFor("the keys typed ahead", condition)
    }

    // MARK: - The controller

    @MainActor
    func testNThenLInOneReadAnswersTheNewGamesFirstQuestion() async throws {
        let controller = await makeController()
        press(controller, .character("l"))  // statement 1 is true: 1 / 10
        press(controller, .character("n"), .character("l"))
        XCTAssertEqual(controller.game.state, .loading)
        XCTAssertEqual(controller.game.score, 0, "nothing is answered while the questions load")
        await load(controller) { controller.game.currentIndex == 1 }
        XCTAssertEqual(controller.game.score, 1, "the new game's statement 1 (true) was answered true")
        XCTAssertEqual(controller.game.answers.map(\.number), [1], "answered once")
        XCTAssertEqual(controller.history.records.count, 2, "one answer in each game")
    }

    @MainActor
    func testUpThenBothArrowsActInOrderOnTheNewGame() async throws {
        let controller = await makeController()
        press(controller, .up, .right, .left, .right)
        await load(controller) { controller.game.currentIndex == 3 }
        XCTAssertEqual(controller.game.answers.map(\.answer), [true, false, true])
        XCTAssertEqual(controller.game.score, 3, "odd statements are true: all three right")
    }

    @MainActor
    func testKeysTypedAheadKeepTheirPlaceAmongKeysThatOpenBoxes() async throws {
        let controller = await makeController()
        // l waits for the questions; e, which came after it, waits behind it and then opens the
        // answer box on l's answer; the last l closes the box, as it would have.
        press(controller, .character("n"), .character("l"), .character("e"))
        await load(controller) { controller.game.currentIndex == 1 }
        XCTAssertNotNil(controller.answerBoxPage, "e, after the answer it waited behind")
        press(controller, .character("l"))
        XCTAssertNil(controller.answerBoxPage)
        XCTAssertEqual(controller.game.currentIndex, 1, "the key that closes the box answers nothing")

        // ? opens the help at once (nothing waits yet); l then closes it, as any key does.
        press(controller, .character("n"), .character("?"), .character("l"))
        XCTAssertFalse(controller.showsHelp)
        await source.answerAll()
        await waitFor("the new game") { controller.game.state == .ongoing }
        XCTAssertEqual(controller.game.currentIndex, 0, "the key that closed the help answered nothing")
    }

    @MainActor
    func testQQuitsAtOnceWhileKeysWait() async throws {
        let controller = await makeController()
        press(controller, .character("n"), .character("l"))
        XCTAssertEqual(controller.handle(.keyPressed(.character("q"))), .quit)
    }

    @MainActor
    func testAFailedLoadHandsTheWaitingKeysOnAndKeysActAtOnceAgain() async throws {
        clock = ManualClock(seconds: 0)
        let center = NotificationCenter()
        let game = Game(manager: QuestionManager(sources: []), notificationCenter: center)
        let controller = GameController(
            game: game, clock: clock, theme: Theme(colorMode: .none, ascii: true), notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        press(controller, .character("l"))
        await waitFor("the failure") { game.state != .loading }
        await waitFor("the keys typed ahead") { controller.typedAhead.isEmpty }
        XCTAssertEqual(game.answers.count, 0, "no question to answer")
        press(controller, .character("?"))
        XCTAssertTrue(controller.showsHelp, "no key waits once the load has failed: ? acts at once")
    }

    // MARK: - The bound

    func testTheKeysThatWaitAreBoundedAndTheFirstOnesKept() {
        var keys = KeysTypedAhead()
        for number in 0..<(KeysTypedAhead.capacity + 500) {
            keys.append(.character(number < KeysTypedAhead.capacity ? "l" : "h"))
        }
        XCTAssertEqual(KeysTypedAhead.capacity, 1_000)
        let taken = keys.takeAll()
        XCTAssertEqual(taken.count, KeysTypedAhead.capacity)
        XCTAssertTrue(taken.allSatisfy { $0 == .character("l") }, "the first keys are kept, the last dropped")
        XCTAssertTrue(keys.isEmpty)
    }

    @MainActor
    func testAHeldKeyWhileLoadingWaitsNoMoreThanTheBound() async throws {
        let controller = await makeController()
        press(controller, .character("n"))
        for _ in 0..<100_000 { press(controller, .character("l")) }
        await load(controller) { controller.game.state == .over }
        XCTAssertEqual(controller.game.answers.count, 10, "the first keys answer the game, once each")
    }
}

/// The loop over a recording backend: 50 games typed in one burst are 50 games played.
final class TypedAheadAppTests: XCTestCase {
    /// The apps started by the test, kept alive until its end (the backend holds them weakly).
    private var apps: [App] = []

    @MainActor
    func testFiftyGamesTypedInOneBurstAreFiftyGamesPlayed() async throws {
        let clock = ManualClock(seconds: 1000)
        let source = ManualSource(questions: makeQuestions(10))
        let center = NotificationCenter()
        let theme = Theme(colorMode: .colors, ascii: false)
        let controller = GameController(
            game: immediateGame(source: source, notificationCenter: center), clock: clock, theme: theme,
            notificationCenter: center)
        let backend = RecordingBackend(clock: clock)
        let app = App(
            backend: backend, controller: controller, theme: theme, clock: clock.anyClock,
            text: CommandLineText(words: .english))
        apps.append(app)
        app.start()
        await source.answerAll()
        await waitFor("the first game") { controller.game.state == .ongoing }
        backend.run(until: clock.seconds + 2)

        // 50 times: ten times → (true), then n; one read.
        let game = String(repeating: "\u{1B}[C", count: 10) + "n"
        backend.type(String(repeating: game, count: 50))
        XCTAssertEqual(controller.history.records.count, 10, "the first game is played at once")
        for played in 2...50 {
            // Each game's request is answered whenever it comes, however late; never once the game
            // is played (the last one's n must leave the 51st game loading).
            await waitFor("game \(played)") {
                if controller.history.records.count >= 10 * played { return true }
                source.answerPending()
                return false
            }
            guard controller.history.records.count >= 10 * played else { return }
        }
        let records = controller.history.records
        XCTAssertEqual(records.count, 500)
        let games = Dictionary(grouping: records, by: \.game)
        XCTAssertEqual(games.count, 50, "50 games recorded")
        for (_, answers) in games {
            XCTAssertEqual(answers.map(\.number), Array(1...10), "each question answered once, in order")
        }
        XCTAssertEqual(controller.game.state, .loading, "the last n asks for a 51st game")
        XCTAssertEqual(backend.calls, [], "nothing quit")
    }
}

extension GameController {
    /// The history the game keeps (in memory in these tests).
    var history: PlayerHistory { game.history }
}
