import Foundation
import QuizCore
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

#if canImport(Glibc)
    import Glibc
#endif

/// What a fresh tester found around the settings file and a few words on screen: a save written
/// into whatever file the settings link led to, `--settings` crediting practice's source to the
/// mode's line, a capital after "openquizz:", a notice's box titled as an answer, an ASCII mark
/// read « vrai » in French, and a header naming practice but neither a blitz nor a duel.
final class SettingsFreshTesterTests: SettingsFileTestCase {
    private let center = NotificationCenter()
    private let clock = ManualClock(seconds: 100)

    // MARK: - A file that holds no setting

    /// The settings file is a link to a copy of a password file: 24 lines, none a setting.
    ///
    /// It is said in one line at start, and a save from the settings screen is refused and said,
    /// the file and the link left as they were; in English and French.
    @MainActor
    func testAFileWithoutOneSettingIsNeitherReadNorWrittenInto() async throws {
        let passwd = (1...24).map { "user\($0):x:\(1000 + $0):\(1000 + $0)::/home/user\($0):/bin/sh\n" }.joined()
        let elsewhere = folder.appendingPathComponent("passwd.copy")
        try Data(passwd.utf8).write(to: elsewhere)
        XCTAssertEqual(symlink(elsewhere.path, url.path), 0)
        XCTAssertEqual(store.load(), SettingsStore.Loaded(problems: [.notSettings]))
        let cases = [
            (
                Wording.english, "Settings file holds no setting: not read, never written, using the defaults",
                "Not saved: not a settings file, not one setting in it (\(url.path))"
            ),
            (
                .french, "Aucun réglage dans le fichier de réglages\u{A0}: ni lu ni modifié, réglages par défaut",
                "Non enregistré\u{A0}: pas un fichier de réglages, pas un seul réglage dedans (\(url.path))"
            ),
        ]
        for (words, atStart, notSaved) in cases {
            let text = PlayerText(words: words, offline: true)
            let read = StorageProblem(path: url.path, kind: .settings(.notSettings, others: 0), whileReading: true)
            XCTAssertEqual(text.fileProblem(read), atStart)
            let kept = KeptSettings(store: store, inForce: Settings(), words: words)
            var chosen = Settings()
            chosen.explanations = false
            guard case .failure(let problem) = kept.save(chosen) else { return XCTFail("saved into the copy") }
            XCTAssertEqual(text.fileProblem(problem), notSaved)
        }
        XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), passwd, "left as it was")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: url.path), elsewhere.path)
    }

    // MARK: - --settings: the source practice plays

    /// A file holding only `mode = practice` (on its third line): the shipped questions are the
    /// mode's doing, and `--settings` says so rather than crediting the mode's line.
    func testSettingsSaysTheModeMadeTheSource() throws {
        let settings = loaded("# mine\n\nmode = practice\n")
        let action = try Options.parse(["--settings"], environment: [:], settings: settings)
        guard case .printSettings(let options, let sources) = action else { throw UnexpectedOutcome("\(action)") }
        let report = SettingsReport(
            path: url.path, options: options, sources: sources, loaded: settings, environment: [:])
        XCTAssertEqual(report.lines(.english)[1], "source        shipped   mode practice")
        XCTAssertEqual(report.lines(.english)[5], "mode          practice  file, line 3")
        XCTAssertEqual(report.lines(.french)[1], "source        shipped   mode practice")
        XCTAssertEqual(report.lines(.french)[5], "mode          practice  fichier, ligne 3")
    }

    // MARK: - openquizz: and a capital

    /// The line said when the file's duel can't be played line by line starts, after
    /// "openquizz: ", in lower case and ends without a period, as the other such lines do.
    func testTheFilesDuelLineByLineIsSaidAsTheOtherLines() {
        for words in [Wording.english, .french] {
            let line = words(DuelWords.plainPlaysTrivia)
            XCTAssertEqual(line.first?.isLowercase, true, line)
            XCTAssertFalse(line.hasSuffix("."), line)
        }
    }

    // MARK: - The notice's box

    /// A game of two statements (1 true, 2 false) at 40x12, in `words`, drawn in ASCII under `ascii`.
    @MainActor
    private func trivia(words: Wording, ascii: Bool = false) async -> GameController {
        let source = ManualSource(questions: makeQuestions(2))
        let game = immediateGame(source: source, amount: 2, notificationCenter: center)
        let controller = GameController(
            session: ModeSession(game: game), clock: clock.anyClock,
            theme: Theme(colorMode: .colors, ascii: ascii), text: PlayerText(words: words, offline: true),
            notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 40, height: 12))
        await answer(source, controller)
        return controller
    }

    /// A settings file's notice opened with `e`, before the first answer and after a verdict, is
    /// in a box titled for what it is: a notice, not an answer.
    @MainActor
    func testANoticesBoxIsTitledNotice() async {
        let problem = StorageProblem(
            path: url.path, kind: .settings(.repeated(line: 4, key: "mode"), others: 0), whileReading: true)
        for (words, screen) in [(Wording.english, Self.noticeBox), (.french, Self.noticeBoxInFrench)] {
            let controller = await trivia(words: words)
            controller.state.addNotice(problem, at: clock.seconds)
            controller.handle(.keyPressed(.character("e")))
            assertLines(renderedLines(controller), screen)
            controller.handle(.keyPressed(.escape))
            controller.handle(.keyPressed(.right))
            controller.state.addNotice(problem, at: clock.seconds)
            controller.handle(.keyPressed(.character("e")))
            XCTAssertEqual(controller.screenModel().answerBox?.title, words.language == .english ? "Notice" : "Avis")
        }
    }

    private static let noticeBox = [
        " OpenQuizz   Offline: bundled questions",
        "╭──────────────────────────────────────╮",
        "╭─────────────── Notice ───────────────╮",
        "│                                      │",
        "│ Settings line 4: mode given again,   │",
        "│ this line counts                     │",
        "│                                      │",
        "│        press any key to close        │",
        "╰──────────────────────────────────────╯",
        "     Question 1 of 2   Score 0 / 2",
        "Settings line 4: mode given again,… [e]",
        "              New Game [N]    o Settings",
    ]

    private static let noticeBoxInFrench = [
        " OpenQuizz    Hors ligne : quiz intégré",
        "╭──────────────────────────────────────╮",
        "╭──────────────── Avis ────────────────╮",
        "│                                      │",
        "│ Réglages, ligne 4 : mode déjà donné, │",
        "│ cette ligne l’emporte                │",
        "│                                      │",
        "│        une touche pour fermer        │",
        "╰──────────────────────────────────────╯",
        "     Question 1 sur 2   Score 0 / 2",
        "Réglages, ligne 4 : mode déjà donné… [e]",
        "          Nouvelle partie [N]    o Régl.",
    ]

    // MARK: - The ASCII marks

    /// Under ASCII the verdict's marks are signs, not letters (« Faux » beside a `[v]` read as
    /// « vrai »): right, then wrong, in French and English.
    @MainActor
    func testTheASCIIMarksReadRightInBothLanguages() async {
        for (words, right, wrong) in [
            (Wording.english, "         [+] Right! It's true.", "         [x] Wrong: it's false."),
            (.french, "      [+] Exact ! C’est « Vrai ».", "       [x] Raté : c’est « Faux »."),
        ] {
            let controller = await trivia(words: words, ascii: true)
            controller.handle(.keyPressed(.right))
            settleCard(controller, on: clock, file: #filePath, line: #line)
            XCTAssertEqual(renderedLines(controller, ascii: true)[10], right)
            controller.handle(.keyPressed(.right))
            settleCard(controller, on: clock, file: #filePath, line: #line)
            XCTAssertEqual(renderedLines(controller, ascii: true)[10], wrong)
        }
    }

    // MARK: - The header names a blitz and a duel

    /// The header of a session of `home` over `game` (whose questions `source` gives), today's
    /// challenge waiting, at `width` columns.
    @MainActor
    private func header(
        _ home: any GameMode, _ game: Game, _ source: ManualSource, words: Wording, width: Int
    ) async -> String {
        let session = ModeSession(
            game: game, home: home, dailySchedule: DailySchedule(bank: DailyControllerTestCase.bank))
        let controller = GameController(
            session: session, clock: clock.anyClock, theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(words: words, offline: true), notificationCenter: center, reducedMotion: true)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: width, height: width == 80 ? 24 : 12))
        await answer(source, controller)
        return renderedLines(controller)[0]
    }

    /// The header names a blitz and a duel as it names practice, then offers today's challenge
    /// where there is room (not at 40 columns); in English and French.
    @MainActor
    func testTheHeaderNamesABlitzAndADuel() async {
        let today = DailyControllerTestCase.today
        for (words, width, blitz, duel) in [
            (
                Wording.english, 80, " OpenQuizz · Blitz · Daily #26 waits: D              Offline: bundled questions",
                " OpenQuizz · Duel                                    Offline: bundled questions"
            ),
            (.english, 40, " OpenQuizz · Blitz · Daily #26 waits: D", " OpenQuizz · Duel      Offline: bundled"),
            (
                .french, 80, " OpenQuizz · Blitz · Défi nº 26 à jouer : D           Hors ligne : quiz intégré",
                " OpenQuizz · Duel                                     Hors ligne : quiz intégré"
            ),
            (.french, 40, " OpenQuizz · Blitz           Hors ligne", " OpenQuizz · Duel            Hors ligne"),
        ] {
            let source = ManualSource(questions: makeQuestions(4))
            let mode = BlitzMode(manager: QuestionManager(sources: [source]), pool: .bank)
            let game = Game(deck: mode.deck, notificationCenter: center, wallClock: { today })
            let blitzHeader = await header(mode, game, source, words: words, width: width)
            XCTAssertEqual(blitzHeader, blitz, "\(words.language) at \(width)")
            let duelSource = ManualSource(questions: makeQuestions(2))
            let duelGame = Game(
                manager: QuestionManager(sources: [duelSource]), amount: 2, notificationCenter: center,
                wallClock: { today })
            let duelHeader = await header(
                DuelMode(trivia: duelGame.deck), duelGame, duelSource, words: words, width: width)
            XCTAssertEqual(duelHeader, duel, "\(words.language) at \(width)")
        }
    }
}
