import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The duel on screen: two players' keys, an answer hidden until both have answered or 5 s have
/// passed on the injected clock, both verdicts together, the score line and Game Over, at 80x24
/// and 40x12.
final class DuelScreenTests: XCTestCase {
    /// A duel of statements 1 (true) and 2 (false), on screen at `width`x`height`.
    @MainActor
    private func duelController(
        clock: ManualClock, width: Int = 80, height: Int = 24, words: Wording = .english,
        names: [DuelPlayer: String] = [:], usesMouse: Bool = false
    ) async -> GameController {
        let center = NotificationCenter()
        let source = ManualSource(questions: makeQuestions(2))
        let game = immediateGame(source: source, amount: 2, notificationCenter: center)
        let mode = DuelMode(trivia: game.deck)
        mode.match.names = names
        let controller = GameController(
            session: ModeSession(game: game, home: mode), clock: clock.anyClock,
            theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(words: words, offline: true),
            notificationCenter: center, reducedMotion: true, usesMouse: usesMouse)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        return controller
    }

    @MainActor
    private func press(_ key: Key, _ controller: GameController, _ clock: ManualClock) {
        controller.handle(.keyPressed(key))
        settleCard(controller, on: clock, file: #filePath, line: #line)
    }

    /// Player one first, then player two first with the 5 s timeout: a draw, at 80x24.
    @MainActor
    func testBothOrdersTheTimeoutAndADrawAt80x24() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        press(.character("d"), controller, clock)
        XCTAssertEqual(controller.verdict?.text, "Player 1 has answered…", "hidden from player two")
        XCTAssertEqual(controller.game.currentIndex, 0)
        press(.right, controller, clock)
        XCTAssertEqual(controller.verdict?.text, "True. Player 1 right +2, Player 2 right +1.")
        // Player two alone: the question waits 5 s on the clock, then settles.
        press(.left, controller, clock)
        XCTAssertEqual(controller.nextFrameTime(), clock.seconds + DuelRound.wait)
        clock.advance(by: 4.9)
        controller.handle(.tick)
        XCTAssertEqual(controller.verdict?.text, "Player 2 has answered…")
        clock.advance(by: 0.1)
        controller.handle(.tick)
        settleCard(controller, on: clock, file: #filePath, line: #line)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Duel                                    Offline: bundled questions",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │          Game over! A draw, 2 all.           │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "",
                "                     Player 1: 2 · Player 2: 2   Review: r",
                "                 ✓ False. Player 1 too late, Player 2 right +1.",
                "",
                "",
                "",
                "                                  New Game [N]                        o Settings",
            ])
    }

    /// Its review names both players' answers to each question once, and its stats are kept
    /// apart from the single player's.
    @MainActor
    func testTheReviewAndTheStatsOfADuel() async throws {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock, names: [.one: "Ann", .two: "Bob"])
        press(.character("d"), controller, clock)
        press(.left, controller, clock)
        press(.right, controller, clock)
        clock.advance(by: 5)
        controller.handle(.tick)
        settleCard(controller, on: clock, file: #filePath, line: #line)
        press(.character("r"), controller, clock)
        let screen = renderedLines(controller).joined(separator: "\n")
        for line in [
            "OpenQuizz duel: Ann 1, Bob 0", "1. Statement 1.", "It's true.", "Ann said true, +1", "Bob said false",
            "2. Statement 2.", "It's false.", "Ann didn't answer in time", "Bob said true",
        ] {
            XCTAssertTrue(screen.contains(line), "\(line) in\n\(screen)")
        }
        let stats = controller.game.history.stats
        XCTAssertEqual(
            StatsReport(stats: stats).text(),
            [
                "OpenQuizz stats", "", "Duels", "  Played                  1 (1 finished)",
                "  Player 1                1 win", "  Player 2                0 wins", "  Draws                   0",
            ])
        let json = try StatsReport(stats: stats).json()
        XCTAssertTrue(json.contains(#""player1_wins" : 1"#), json)
        XCTAssertTrue(json.contains(#""games_played" : 0"#), "no single player's game")
    }

    /// Named players, Ann the faster on the second question: she wins, at 40x12.
    @MainActor
    func testAWinnerByNameAt40x12() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(
            clock: clock, width: 40, height: 12, names: [.one: "Ann", .two: "Bob"])
        press(.character("D"), controller, clock)
        press(.left, controller, clock)
        press(.character("s"), controller, clock)
        press(.left, controller, clock)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Duel      Offline: bundled",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│     Game over! Ann wins, 3 to 1.     │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "      Ann: 3 · Bob: 1   Review: r",
                "  ✓ False. Ann right +2, Bob right +1.",
                "              New Game [N]    o Settings",
            ])
    }

    /// The same in French: « Joueur 1 », « Joueur 2 », at 40x12; « J1 », « J2 » where the whole
    /// verdict would not fit.
    @MainActor
    func testAFrenchDrawAt40x12() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock, width: 40, height: 12, words: .french)
        press(.character("d"), controller, clock)
        press(.right, controller, clock)
        press(.left, controller, clock)
        clock.advance(by: 5)
        controller.handle(.tick)
        settleCard(controller, on: clock, file: #filePath, line: #line)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz · Duel            Hors ligne",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│      Partie terminée ! Égalité,      │",
                "│              2 partout.              │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "Joueur 1 : 2 · Joueur 2 : 2   Revoir : r",
                "   ✓ Faux. J1 trop tard, J2 juste +1.",
                "          Nouvelle partie [N]    o Régl.",
            ])
    }

    /// The mouse can't tell the players apart: in a duel the card isn't grabbed, no drag
    /// answers, and there are no answer buttons to click.
    @MainActor
    func testTheCardCantBeDraggedInADuel() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock, usesMouse: true)
        for report in [
            MouseReport(button: 0, x: 40, y: 10, isRelease: false),
            MouseReport(button: 32, x: 70, y: 10, isRelease: false),
            MouseReport(button: 0, x: 70, y: 10, isRelease: true),
        ] {
            controller.handle(.input(.mouse(report)))
        }
        XCTAssertNil(controller.motion.dragOffset)
        XCTAssertTrue(controller.game.answers.isEmpty, "no answer by dragging")
        XCTAssertNil(controller.presenter().answerButtons)
    }

    /// In a duel h, l, s and d are no single player's keys, the card can't be dragged, and the
    /// help shows both players' keys.
    @MainActor
    func testTheKeysAndTheHelpOfADuel() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        press(.character("l"), controller, clock)
        press(.character("h"), controller, clock)
        XCTAssertNil(controller.verdict, "h and l don't answer in a duel")
        press(.character("S"), controller, clock)
        XCTAssertNil(controller.overlay, "S is player one's false, not the stats")
        XCTAssertEqual(controller.verdict?.text, "Player 1 has answered…")
        let help = KeyMap.duelHelpLines(ascii: false, words: .english)
        XCTAssertEqual(help.first, HelpLine(key: "s  d", action: "player 1: false, true (not stats/daily)"))
        XCTAssertEqual(help.dropFirst().first, HelpLine(key: "←  →", action: "player 2: false, true"))
        XCTAssertFalse(help.contains { $0.key == "mouse" }, "no dragging in a duel")
    }

    /// `--help` lists both players' answer keys from the duel's key table, in both languages.
    func testTheUsageListsBothPlayersKeys() {
        let english = Options.usage(ascii: false, words: .english)
        XCTAssertTrue(english.contains("\n  s d      false, true: player 1 in a duel (--mode duel)\n"), english)
        XCTAssertTrue(english.contains("\n  ← →      false, true: player 2 in a duel (--mode duel)\n"), english)
        let french = Options.usage(ascii: false, words: .french)
        XCTAssertTrue(french.contains("\n  s d      faux, vrai\u{00A0}: joueur 1 en duel (--mode duel)\n"), french)
        let ascii = Options.usage(ascii: true, words: .english)
        XCTAssertTrue(ascii.contains("\n  <- ->    false, true: player 2 in a duel (--mode duel)\n"), ascii)
    }

    /// The answer box of a duel's first question is question 1's, though two answers were given.
    @MainActor
    func testTheAnswerBoxNumbersQuestionsNotAnswers() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        press(.character("d"), controller, clock)
        press(.right, controller, clock)
        XCTAssertEqual(controller.game.answers.count, 2)
        press(.character("e"), controller, clock)
        let title = controller.screenModel().answerBox?.title ?? ""
        XCTAssertTrue(title.hasPrefix("Question 1"), title)
    }

    /// N (or ↑, beside player two's keys) during a duel under way asks first; N again leaves it.
    @MainActor
    func testLeavingADuelUnderWayIsAskedFirst() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        XCTAssertEqual(controller.session.leaveRule, .leave, "no answer yet: nothing to ask")
        let duel = controller.game.gameID
        press(.character("d"), controller, clock)
        press(.up, controller, clock)
        XCTAssertEqual(controller.game.gameID, duel, "the duel goes on")
        XCTAssertEqual(controller.session.duel?.round.answers.count, 1, "player one's answer is kept")
        XCTAssertTrue(
            renderedLines(controller).contains { $0.contains("N again leaves this duel unfinished.") },
            renderedLines(controller).joined(separator: "\n"))
        press(.up, controller, clock)
        XCTAssertNotEqual(controller.game.gameID, duel, "the same request again leaves")
        XCTAssertEqual(controller.session.duel?.round.answers.count, 0)
        XCTAssertEqual(
            Wording.french(DuelWords.leave(key: "N")), "Encore N pour quitter ce duel inachevé.")
    }

    /// The history names a duel's answers by the names the duel on screen began with, not by
    /// names the settings hold for the next one; out of a duel, by the settings'.
    @MainActor
    func testTheHistoryNamesTheDuelsPlayersByTheNamesItBeganWith() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock, names: [.one: "Ann", .two: "Bob"])
        press(.character("d"), controller, clock)
        guard let record = controller.game.history.records.last else { return XCTFail("no answer kept") }
        controller.settings.link.current.player1 = "Zoe"
        let box = controller.text.panel.historyDetail(
            record, page: 0, pageKey: "j", players: controller.panelContext().players)
        XCTAssertTrue(box.explanation?.hasPrefix("Ann said true") ?? false, "\(box)")
        XCTAssertEqual(StandardScreen().players(controller.settings.link.current).player1, "Zoe")
    }
}
