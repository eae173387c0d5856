import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What fresh players found in the duel: the names asked when a duel is chosen on the settings
/// screen, verdicts that fit 40 columns and end before the explanation, long names cut on the
/// score line, the 5 s wait stopped behind the help, a panel and Ctrl-Z, the settings file's duel
/// under `--plain`, and the stats' seats with the names they have now.
final class DuelFindingsTests: XCTestCase {
    /// What the settings link saved, last.
    private var saved: Settings?

    /// A duel of two statements (1 true, 2 false), each with an explanation, at `width`x`height`.
    @MainActor
    private func duelController(
        clock: ManualClock, width: Int = 80, height: Int = 24, words: Wording = .english,
        names: [DuelPlayer: String] = [:], ascii: Bool = false
    ) async -> GameController {
        let center = NotificationCenter()
        let questions = makeQuestions(2).map {
            Question(
                title: $0.title, answer: $0.answer, category: $0.category, difficulty: $0.difficulty,
                explanation: "Fact \($0.title)")
        }
        let source = ManualSource(questions: questions)
        let game = immediateGame(source: source, amount: 2, notificationCenter: center)
        let mode = DuelMode(trivia: game.deck)
        mode.match.names = names
        let controller = GameController(
            session: ModeSession(game: game, home: mode), clock: clock.anyClock,
            theme: Theme(colorMode: .colors, ascii: ascii), text: PlayerText(words: words, offline: true),
            notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    // MARK: - The names on the settings screen

    /// A trivia game whose settings screen can choose a duel: the link saves into `saved` and
    /// makes a duel of two statements when the mode chosen is one.
    @MainActor
    private func triviaController(width: Int, height: Int, words: Wording = .english) async -> GameController {
        let center = NotificationCenter()
        let source = ManualSource(questions: makeQuestions(4))
        let game = immediateGame(source: source, amount: 2, notificationCenter: center)
        let link = SettingsLink(
            current: Settings(),
            save: { [weak self] in
                self?.saved = $0
                return .success(nil)
            },
            makeHome: { settings in
                let mode: any GameMode =
                    settings.mode == .duel ? DuelMode(trivia: game.deck) : TriviaMode(deck: game.deck)
                (mode as? DuelMode)?.match.names = [.one: settings.player1, .two: settings.player2]
                return .success(mode)
            })
        let controller = GameController(
            session: ModeSession(game: game), clock: ManualClock(seconds: 100).anyClock,
            theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(words: words, offline: true),
            notificationCenter: center, reducedMotion: true, settings: link)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        return controller
    }

    /// Choosing the duel on the settings screen asks the names as it closes (Enter keeps
    /// "Player 2"); they are kept, the duel plays with them, and they are not asked again.
    @MainActor
    func testChoosingTheDuelInTheSettingsAsksTheNamesOnce() async throws {
        let controller = await triviaController(width: 40, height: 12)
        // The way to play: trivia, then round to the last, the duel.
        press(controller, .character("o"), .character("w"), .left, .character("N"))
        for character in "Ann" { press(controller, .character(character)) }
        assertLines(
            renderedLines(controller),
            [
                "╭────── Duel: the players' names ──────╮",
                "│ Player 1's name:                     │",
                "│ Ann                                  │",
                "│                                      │",
                "│ Enter alone keeps “Player 1”.        │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "│           type  Enter  Esc           │",
                "╰──────────────────────────────── 1/2 ─╯",
            ])
        press(controller, .enter)
        XCTAssertEqual(renderedLines(controller)[1], "│ Player 2's name:                     │")
        press(controller, .enter)
        XCTAssertEqual(controller.focus, .playing)
        XCTAssertEqual(saved?.player1, "Ann")
        XCTAssertEqual(saved?.player2, "Player 2")
        XCTAssertEqual(controller.session.duel?.names, [DuelPlayer.one: "Ann", .two: "Player 2"])
        // Back to trivia, then the duel again: the names are kept, not asked.
        press(controller, .character("o"), .character("w"), .right, .escape)
        press(controller, .character("o"), .character("w"), .left, .escape)
        XCTAssertEqual(controller.focus, .playing, "asked once")
        XCTAssertEqual(saved?.mode, .duel)
    }

    /// Esc while a name is asked goes back to the settings, the duel still chosen; in French.
    @MainActor
    func testEscapeGoesBackFromTheNamesInFrench() async throws {
        let controller = await triviaController(width: 80, height: 24, words: .french)
        press(controller, .character("o"), .character("m"), .left, .escape)
        assertLines(
            Array(renderedLines(controller).prefix(4)),
            [
                "╭──────────────────────── Duel : les noms des joueurs ─────────────────────────╮",
                "│ Nom du joueur 1 :                                                            │",
                "│                                                                              │",
                "│                                                                              │",
            ])
        press(controller, .escape)
        guard case .settings(let screen) = controller.focus else { return XCTFail("the settings closed") }
        XCTAssertNil(screen.names)
        XCTAssertEqual(screen.chosen.mode, .duel)
    }

    // MARK: - The verdict and the score line

    /// With explanations on, the verdict is a sentence of its own: it ends with a period before
    /// the explanation, on the verdict row at 40x12 and above it at 80x24, in both languages.
    @MainActor
    func testTheVerdictEndsBeforeTheExplanation() async {
        for (words, verdict) in [
            (Wording.english, "True. Ann right +2, Bob right +1."), (.french, "Vrai. Ann juste +2, Bob juste +1."),
        ] {
            let clock = ManualClock(seconds: 100)
            let controller = await duelController(clock: clock, words: words, names: [.one: "Ann", .two: "Bob"])
            press(controller, .character("d"), .right)
            XCTAssertEqual(controller.verdict?.text, verdict)
            let lines = renderedLines(controller)
            XCTAssertTrue(lines.contains { $0.contains("✓ " + verdict) }, lines.joined(separator: "\n"))
            XCTAssertTrue(lines.contains { $0.contains("Fact Statement 1.") }, lines.joined(separator: "\n"))
        }
        let clock = ManualClock(seconds: 100)
        let small = await duelController(clock: clock, width: 40, height: 12, names: [.one: "Al", .two: "Bo"])
        press(small, .character("d"), .right)
        XCTAssertEqual(renderedLines(small)[10], "✓ True. Al right +2, Bo right +1. F… [e]")
        // The next question's hidden answer takes the verdict's place, and its explanation's.
        press(small, .left)
        XCTAssertEqual(renderedLines(small)[10], "            Bo has answered…")
        // French, the first to answer too late: the verdict whole, the explanation cut after it.
        let french = await duelController(clock: clock, width: 40, height: 12, words: .french)
        press(french, .right)
        clock.advance(by: DuelRound.wait)
        french.handle(.tick)
        XCTAssertEqual(renderedLines(french)[10], " ✓ Vrai. J1 trop tard, J2 juste +1. [e]")
    }

    /// Long and wide names are cut alike on the score line, so both players' points show, at
    /// 40x12 and 80x24; the verdict cuts them too.
    @MainActor
    func testLongNamesLeaveBothScoresInSight() async {
        let names: [DuelPlayer: String] = [.one: "Alexandrina-Mariposa", .two: "渡辺さくら子供たちの名前"]
        let clock = ManualClock(seconds: 100)
        let small = await duelController(clock: clock, width: 40, height: 12, names: names)
        press(small, .character("d"), .right)
        assertLines(
            Array(renderedLines(small)[9...10]),
            ["Alexandrina-Mar…: 2 · 渡辺さくら子供…: 1", "✓ True. Al… right +2, 渡… right +1. [e]"])
        // Under --ascii the names end with "...", measured as drawn.
        let ascii = await duelController(
            clock: clock, width: 40, height: 12, names: [.one: "Alexandrina-Mariposa", .two: "Bartholomew-Johnson"],
            ascii: true)
        press(ascii, .character("d"), .right)
        XCTAssertEqual(renderedLines(ascii, ascii: true)[9], "Alexandrina-...: 2 · Bartholomew-...: 1")
        // Twenty wide characters: 40 columns each.
        let wide = String(repeating: "名", count: Settings.nameLength)
        let large = await duelController(
            clock: clock, width: 80, height: 24, names: [.one: wide, .two: "Alexandrina-Mariposa"])
        press(large, .character("d"), .right)
        assertLines(
            Array(renderedLines(large)[18...19]),
            [
                "     名名名名名名名名名名名名名名名名名名名名: 2 · Alexandrina-Mariposa: 1",
                "✓ True. 名名名名名名名名名名名名名名名… right +2, Alexandrina-Mariposa right +1.",
            ])
    }

    // MARK: - The 5 s wait

    /// The wait for the second answer stops while the help or a panel is open and while the game
    /// is suspended (Ctrl-Z), as a blitz's clock does: on the injected clock.
    @MainActor
    func testTheWaitStopsBehindTheHelpAPanelAndCtrlZ() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        press(controller, .character("d"))
        clock.advance(by: 1)
        controller.handle(.tick)
        press(controller, .character("?"))
        clock.advance(by: 30)
        controller.handle(.tick)
        XCTAssertNil(controller.nextFrameTime(), "nothing to wake for behind the help")
        press(controller, .escape)
        XCTAssertEqual(controller.verdict?.text, "Player 1 has answered…", "30 s behind the help don't count")
        XCTAssertEqual(controller.nextFrameTime(), clock.seconds + 4)
        // The history panel, then Ctrl-Z and back.
        clock.advance(by: 1)
        press(controller, .character("/"))
        clock.advance(by: 30)
        controller.handle(.tick)
        press(controller, .escape)
        controller.handle(.suspended)
        clock.advance(by: 60)
        controller.handle(.tick)
        controller.handle(.resized(width: 80, height: 24))
        controller.handle(.tick)
        XCTAssertEqual(controller.verdict?.text, "Player 1 has answered…", "nor do a panel and Ctrl-Z")
        clock.advance(by: 2.9)
        controller.handle(.tick)
        XCTAssertEqual(controller.verdict?.text, "Player 1 has answered…")
        clock.advance(by: 0.1)
        controller.handle(.tick)
        XCTAssertEqual(controller.verdict?.text, "True. Player 1 right +1, Player 2 too late.")
    }

    /// The model alone: a stop before the first answer takes nothing from the wait.
    @MainActor
    func testAStopBeforeTheFirstAnswerTakesNothing() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        guard let match = controller.session.duel else { return XCTFail("no duel") }
        match.set(running: false, at: 100)
        XCTAssertTrue(match.answer(.one, true, in: controller.game, at: 110))
        match.set(running: true, at: 112)
        XCTAssertEqual(match.settlesAt, 117, "stopped 2 s after the answer: 5 s + 2 s")
        XCTAssertFalse(match.settle(controller.game, at: 116.9))
        XCTAssertTrue(match.settle(controller.game, at: 117))
    }

    // MARK: - The settings file's duel under --plain

    /// `--plain` sets aside the file's duel (trivia is played, and said) unless the flags choose
    /// the way to play; its line in both languages.
    func testPlainSetsAsideTheFilesDuel() {
        var duel = Settings()
        duel.mode = .duel
        // The file's choice, when the flags chose none, set aside when it needs the screen.
        func setsAside(_ kept: Settings?, given: Set<String>) -> Bool {
            Settings.modeOfFile(kept, given: given)?.choice.lineByLine.setAside != nil
        }
        XCTAssertTrue(setsAside(duel, given: ["--plain"]))
        XCTAssertFalse(setsAside(duel, given: ["--plain", "--mode"]))
        XCTAssertFalse(setsAside(duel, given: ["--plain", "--daily"]))
        XCTAssertFalse(setsAside(Settings(), given: ["--plain"]))
        XCTAssertFalse(setsAside(nil, given: ["--plain"]), "--no-settings")
        XCTAssertEqual(
            Wording.english(DuelWords.plainPlaysTrivia),
            "your settings say duel, which needs the full screen: line by line, it's trivia")
        XCTAssertEqual(
            Wording.french(DuelWords.plainPlaysTrivia),
            "vos réglages disent duel, qui se joue en plein écran\u{A0}: ligne par ligne, ce sera un quiz classique")
    }

    // MARK: - The stats

    /// The stats count by seat, and say the name each seat has now (none for "Player 1" and
    /// "Player 2", in either language), cut to fit a narrow panel.
    @MainActor
    func testTheStatsSayTheNamesTheSeatsHaveNow() async {
        let clock = ManualClock(seconds: 100)
        let controller = await duelController(clock: clock)
        press(controller, .character("d"), .right, .character("s"), .left)
        let stats = controller.game.history.stats
        XCTAssertEqual(
            StatsReport(stats: stats).duelLines(),
            [
                "", "Duels", "  Played                  1 (1 finished)", "  Player 1                1 win",
                "  Player 2                0 wins", "  Draws                   0",
            ])
        let named = StatsReport(stats: stats, duelNames: [.one: "Ann", .two: "Bob"])
        XCTAssertEqual(
            Array(named.duelLines().dropFirst(3)),
            [
                "  Player 1                1 win · Ann", "  Player 2                0 wins · Bob",
                "  Draws                   0",
            ])
        // As `--stats` names them: the settings' player1 and player2, in seat order.
        XCTAssertEqual(StatsReport(stats: stats, playerNames: ["Ann", "Bob"]).duelLines(), named.duelLines())
        let french = StatsReport(stats: stats, words: .french, duelNames: [.one: "Ann", .two: "Player 2"])
        XCTAssertEqual(
            Array(french.duelLines().dropFirst(3)),
            [
                "  Joueur 1                1 victoire · Ann", "  Joueur 2                0 victoire",
                "  Égalités                0",
            ])
        let narrow = StatsReport(
            stats: stats, columns: 36, duelNames: [.one: "Alexandrina-Mariposa", .two: "名名名名名名名名名名名名名名"])
        XCTAssertEqual(
            Array(narrow.duelLines().dropFirst(3).prefix(2)),
            ["  Player 1    1 win · Alexandrina-M…", "  Player 2    0 wins · 名名名名名名…"])
    }
}
