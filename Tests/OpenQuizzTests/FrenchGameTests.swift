import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The game in French: its screens at 80x24 and 40x12, the keys that answer in French, and
/// plain mode, line by line.
final class FrenchGameTests: XCTestCase {
    private var printed: [String] = []

    /// A French game of `count` questions from the manual source, on screen at `width`x`height`.
    @MainActor
    private func frenchController(
        _ source: ManualSource, clock: ManualClock, width: Int = 80, height: Int = 24,
        words: Wording = .french
    ) async -> GameController {
        let center = NotificationCenter()
        let controller = GameController(
            game: immediateGame(source: source, amount: source.questions.count, notificationCenter: center),
            clock: clock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: height))
        await answer(source, controller)
        return controller
    }

    /// The first card of a French game, its answers and score under it.
    @MainActor
    func testAFrenchCardAt80x24() async {
        let clock = ManualClock(seconds: 100)
        let controller = await frenchController(ManualSource(questions: makeQuestions(2)), clock: clock)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                            Hors ligne : quiz intégré",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                 Statement 1.                 │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "                ← Faux                                    Vrai →",
                "                         Question 1 sur 2   Score 0 / 2",
                "",
                "",
                "",
                "",
                "                              Nouvelle partie [N]                     o Réglages",
            ])
    }

    /// The second card, after a right answer: the verdict in French.
    @MainActor
    func testAFrenchVerdictAt80x24() async {
        let clock = ManualClock(seconds: 100)
        let controller = await frenchController(ManualSource(questions: makeQuestions(2)), clock: clock)
        controller.handle(.keyPressed(.character("v")))
        settleCard(controller, on: clock, file: #filePath, line: #line)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                            Hors ligne : quiz intégré",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                 Statement 2.                 │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "                ← Faux                                    Vrai →",
                "                         Question 2 sur 2   Score 1 / 2",
                "                           ✓ Exact ! C’est « Vrai ».",
                "",
                "",
                "",
                "                              Nouvelle partie [N]                     o Réglages",
            ])
    }

    /// Game Over after a wrong answer: the card says the score in French, and the verdict under it.
    @MainActor
    func testAFrenchGameOverAt80x24() async {
        let clock = ManualClock(seconds: 100)
        let controller = await frenchController(ManualSource(questions: makeQuestions(2)), clock: clock)
        controller.handle(.keyPressed(.character("v")))
        settleCard(controller, on: clock, file: #filePath, line: #line)
        controller.handle(.keyPressed(.character("v")))
        settleCard(controller, on: clock, file: #filePath, line: #line)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                            Hors ligne : quiz intégré",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │   Fin de la partie : 1 / 2. Pas mal. Votre   │",
                "                │     première partie avec ces questions.      │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "",
                "                            Score 1 / 2   Revoir : r",
                "                            ✗ Raté : c’est « Faux ».",
                "",
                "",
                "",
                "                              Nouvelle partie [N]                     o Réglages",
            ])
    }

    @MainActor
    func testAFrenchCardAVerdictAndGameOverAt40x12() async {
        let clock = ManualClock(seconds: 100)
        let controller = await frenchController(
            ManualSource(questions: makeQuestions(2)), clock: clock, width: 40, height: 12)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz    Hors ligne : quiz intégré",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│             Statement 1.             │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "     Question 1 sur 2   Score 0 / 2",
                "",
                "          Nouvelle partie [N]    o Régl.",
            ])
        controller.handle(.keyPressed(.character("f")))
        settleCard(controller, on: clock, file: #filePath, line: #line)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz    Hors ligne : quiz intégré",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│             Statement 2.             │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "     Question 2 sur 2   Score 0 / 2",
                "        ✗ Raté : c’est « Vrai ».",
                "          Nouvelle partie [N]    o Régl.",
            ])
        controller.handle(.keyPressed(.character("f")))
        settleCard(controller, on: clock, file: #filePath, line: #line)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz    Hors ligne : quiz intégré",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│  Fin de la partie : 1 / 2. Pas mal.  │",
                "│      Votre première partie avec      │",
                "│            ces questions.            │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "        Score 1 / 2   Revoir : r",
                "       ✓ Exact ! C’est « Faux ».",
                "          Nouvelle partie [N]    o Régl.",
            ])
    }

    /// A French header says where the questions come from, and that the Open Trivia DB's are in
    /// English, at 80 and at 40 columns.
    @MainActor
    func testFrenchHeaderNoticesAt80And40Columns() async {
        let unreachable = QuestionSourceError.openTriviaDB(.unreachable(host: "opentdb.com"))
        let cases: [(QuestionSourceError?, QuestionOrigin, String, String)] = [
            (
                unreachable, .bundled,
                " OpenQuizz                  Hors ligne : quiz intégré ; opentdb.com injoignable",
                " OpenQuizz    Hors ligne : quiz intégré"
            ),
            (
                nil, .openTriviaDB, " OpenQuizz               Questions en anglais de l’Open Trivia DB, CC BY-SA 4.0",
                " OpenQuizz   OpenTDB CC BY-SA (anglais)"
            ),
        ]
        for (failure, origin, wide, narrow) in cases {
            let center = NotificationCenter()
            let sources: [any QuestionSource] =
                (failure.map { [FixedSource(.failure($0))] } ?? []) + [
                    FixedSource(.success(makeBatch(3, origin: origin)))
                ]
            let game = Game(manager: QuestionManager(sources: sources), amount: 3, notificationCenter: center)
            let controller = GameController(
                game: game, clock: ManualClock(seconds: 100), theme: Theme(colorMode: .colors, ascii: false),
                text: PlayerText(words: .french), notificationCenter: center)
            controller.startHandlingModelEvents()
            controller.handle(.resized(width: 80, height: 24))
            await waitUntil { game.state == .ongoing }
            XCTAssertEqual(renderedLines(controller).first, wide)
            controller.handle(.resized(width: 40, height: 12))
            XCTAssertEqual(renderedLines(controller).first, narrow)
        }
    }

    /// The card swiping toward an answer wears its badge: « VRAI » or « FAUX ».
    @MainActor
    func testTheCardsBadgeIsVraiOrFaux() async {
        for (key, badge) in [(Key.right, "VRAI"), (.left, "FAUX")] {
            let clock = ManualClock(seconds: 100)
            let center = NotificationCenter()
            let source = ManualSource(questions: makeQuestions(2))
            let controller = GameController(
                game: immediateGame(source: source, amount: 2, notificationCenter: center), clock: clock,
                theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(words: .french, offline: true),
                notificationCenter: center)
            controller.startHandlingModelEvents()
            controller.handle(.resized(width: 80, height: 24))
            await answer(source, controller)
            controller.handle(.keyPressed(key))
            clock.advance(by: 0.05)
            controller.handle(.tick)
            let screen = renderedLines(controller)
            XCTAssertTrue(screen.contains { $0.contains(" \(badge) ") }, screen.joined(separator: "\n"))
            XCTAssertFalse(screen.contains { $0.contains("TRUE") || $0.contains("FALSE") })
        }
    }

    /// In French v answers vrai and f faux, beside the arrows and h/l; in English they are no key.
    func testInFrenchVAnswersVraiAndFFauxAndNoKeyMeansTwoThings() {
        XCTAssertEqual(KeyMap.command(for: .character("v"), in: .french), .answer(true))
        XCTAssertEqual(KeyMap.command(for: .character("V"), in: .french), .answer(true))
        XCTAssertEqual(KeyMap.command(for: .character("f"), in: .french), .answer(false))
        XCTAssertEqual(KeyMap.command(for: .character("l"), in: .french), .answer(true))
        XCTAssertEqual(KeyMap.command(for: .left, in: .french), .answer(false))
        XCTAssertNil(KeyMap.command(for: .character("v"), in: .english))
        XCTAssertNil(KeyMap.command(for: .character("f"), in: .english))
        XCTAssertEqual(KeyMap.command(forWord: "vrai", in: .french), .answer(true))
        XCTAssertEqual(KeyMap.command(forWord: "faux", in: .french), .answer(false))
        XCTAssertEqual(KeyMap.command(forWord: "v", in: .french), .answer(true))
        XCTAssertNil(KeyMap.command(forWord: "vrai", in: .english))
        for language in Language.allCases {
            let keys = KeyMap.bindings(in: language).flatMap(\.keys)
            XCTAssertEqual(keys.count, Set(keys).count, "a key sends two commands in \(language)")
            let words = KeyMap.bindings(in: language).flatMap(\.words)
            XCTAssertEqual(words.count, Set(words).count, "a word means two commands in \(language)")
            let panelKeys = Set(KeyMap.panelBindings.flatMap(\.keys))
            XCTAssertTrue(
                KeyMap.bindings(in: language).filter { $0.command == .answer(true) || $0.command == .answer(false) }
                    .flatMap(\.keys).allSatisfy { !panelKeys.contains($0) || [.left, .right].contains($0) })
        }
        let help = KeyMap.helpLines(ascii: false, words: .french)
        XCTAssertEqual(help.first?.key, "→  l  v")
        XCTAssertEqual(help.dropFirst().first?.key, "←  h  f")
    }

    /// `--plain` in French: the welcome, the questions, the verdicts and Game Over, answered
    /// with v, f, « vrai » and « faux ».
    @MainActor
    func testAFrenchPlainGame() async {
        let source = ManualSource(questions: makeQuestions(3))
        let center = NotificationCenter()
        var ended: Int32?
        printed = []
        let player = PlainGame(
            game: immediateGame(source: source, amount: 3, notificationCenter: center),
            text: PlayerText(words: .french, offline: true), notificationCenter: center,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { status in ended = status })
        player.start()
        await source.answerAll()
        await waitUntil { player.game.state != .loading }
        for line in ["v", "bof", " FAUX ", "vrai", "q"] { player.received(line) }
        let lines = printed.map {
            $0.replacingOccurrences(of: "\u{A0}", with: "~").replacingOccurrences(of: "\u{202F}", with: "^")
        }
        XCTAssertEqual(
            lines,
            [
                "OpenQuizz, ligne par ligne~: 3 questions par partie. Répondez v pour vrai ou f pour faux^; "
                    + "n lance une nouvelle partie, s affiche vos statistiques, q quitte.",
                "Hors ligne~: quiz intégré.",
                "Question 1 sur 3. Statement 1. Vrai ou faux^? [v/f]",
                "Exact^! C’est «~Vrai~». Score~: 1 sur 3.",
                "Question 2 sur 3. Statement 2. Vrai ou faux^? [v/f]",
                "Répondez v (vrai) ou f (faux)^; n pour une nouvelle partie, s pour vos statistiques, q pour quitter.",
                "Question 2 sur 3. Statement 2. Vrai ou faux^? [v/f]",
                "Exact^! C’est «~Faux~». Score~: 2 sur 3.",
                "Question 3 sur 3. Statement 3. Vrai ou faux^? [v/f]",
                "Exact^! C’est «~Vrai~». Score~: 3 sur 3.",
                // Plain mode spells Game Over's no-break spaces as spaces, as in English.
                "Fin de la partie : 3 / 3. Parfait^! Votre première partie avec ces questions.",
                "n pour une nouvelle partie, s pour vos statistiques, q pour quitter.",
                "Au revoir.",
            ])
        XCTAssertEqual(ended, 0)
    }

    /// The share line quotes a deck as French does, « semaine 3 » (straight quotes in ASCII).
    func testTheShareLineQuotesADeckInFrench() {
        let answers = makeQuestions(2).enumerated().map { index, question in
            var record = AnswerRecord(
                date: Date(timeIntervalSince1970: 0), game: "g", number: index + 1, of: 2, question: question,
                answer: question.answer)
            record.deck = "semaine 3"
            return record
        }
        let text = PlayerText(words: .french)
        XCTAssertEqual(text.panel.shareLine(answers, ascii: false), "OpenQuizz «\u{A0}semaine 3\u{A0}» 2/2 ✅✅")
        XCTAssertEqual(text.panel.shareLine(answers, ascii: true), "OpenQuizz \"semaine 3\" 2/2 ++")
        XCTAssertEqual(
            PlayerText().panel.shareLine(answers, ascii: false), "OpenQuizz \u{201C}semaine 3\u{201D} 2/2 ✅✅")
    }

    /// The answer box (e) and the too-small screen speak French too.
    @MainActor
    func testTheAnswerBoxAndTheTooSmallScreenInFrench() async {
        let clock = ManualClock(seconds: 100)
        let controller = await frenchController(
            ManualSource(questions: makeQuestions(2)), clock: clock, width: 40, height: 12)
        controller.handle(.keyPressed(.character("v")))
        settleCard(controller, on: clock, file: #filePath, line: #line)
        controller.handle(.keyPressed(.character("e")))
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz    Hors ligne : quiz intégré",
                "╭──────────────────────────────────────╮",
                "╭───────────── Question 1 ─────────────╮",
                "│                                      │",
                "│ ✓ Statement 1.                       │",
                "│                                      │",
                "│ Exact ! C’est « Vrai ».              │",
                "│                                      │",
                "│        une touche pour fermer        │",
                "╰──────────────────────────────────────╯",
                "       ✓ Exact ! C’est « Vrai ».",
                "          Nouvelle partie [N]    o Régl.",
            ])
        controller.handle(.resized(width: 30, height: 8))
        assertLines(
            renderedLines(controller),
            [
                "",
                "     Terminal trop petit",
                "",
                "  Il faut 40x12, il y a 30x8",
                "",
                "  Agrandissez la fenêtre ou",
                "  appuyez sur q pour quitter",
                "",
            ])
    }

    /// The launch screen says in French that the questions load.
    @MainActor
    func testTheSplashInFrench() {
        let center = NotificationCenter()
        let source = ManualSource(questions: makeQuestions(2))
        let controller = GameController(
            game: immediateGame(source: source, amount: 2, notificationCenter: center),
            clock: ManualClock(seconds: 100), theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: .french, offline: true), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 40, height: 12))
        let screen = renderedLines(controller).joined(separator: "\n")
        XCTAssertTrue(screen.contains("Chargement des questions…"), screen)
        XCTAssertTrue(screen.contains("OpenQuizz"), screen)
        source.answerPending()
    }
}
