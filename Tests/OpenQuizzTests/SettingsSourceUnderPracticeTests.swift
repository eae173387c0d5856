import Foundation
import OpenTriviaDB
import QuizCore
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// A file choosing the Open Trivia DB and practice: the settings screen shows and edits the
/// source chosen (practice says beside it that it plays the shipped questions), and Trivia chosen
/// there plays the Open Trivia DB, as the next start would.
final class SettingsSourceUnderPracticeTests: SettingsFileTestCase {
    private var servers: [OpenTDBTestServer] = []

    override class func setUp() {
        super.setUp()
        OpenTriviaDBClient.makeSharedStoragesWithoutFolders()
    }

    override func tearDownWithError() throws {
        for server in servers { server.finish() }
        try super.tearDownWithError()
    }

    private static let file = "source = opentdb\nmode = practice\n"

    private var paths: StoragePaths {
        StoragePaths(
            stateDirectory: folder.appendingPathComponent("state/openquizz"),
            cacheDirectory: folder.appendingPathComponent("cache/openquizz"))
    }

    /// The run's options and the settings its screen starts from, as main.swift makes them.
    private func run(_ arguments: [String]) throws -> (Options, Settings) {
        let settings = loaded(Self.file)
        guard case .play(let options) = try Options.parse(arguments, environment: [:], settings: settings) else {
            throw UnexpectedOutcome("not a play")
        }
        let shown = Settings.shownOnScreen(
            options, flagsGiven: Options.flagsGiven(arguments), file: settings.settings)
        return (options, shown)
    }

    /// A controller over a game with the settings screen open on `current`; N makes its game
    /// with `makeHome`.
    @MainActor
    private func screen(
        _ current: Settings, makeHome: @escaping @MainActor (Settings) -> Result<any GameMode, SettingsRefusal>
    ) async -> GameController {
        let source = ManualSource(questions: makeQuestions(5))
        let center = NotificationCenter()
        let game = immediateGame(source: source, amount: 5, notificationCenter: center)
        let link = SettingsLink(
            current: current, choices: SettingsChoices(decks: []), save: { _ in .success(nil) }, makeHome: makeHome)
        let controller = GameController(
            session: ModeSession(game: game), clock: ManualClock(seconds: 100).anyClock,
            theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(words: .english, offline: true),
            notificationCenter: center, reducedMotion: true, settings: link)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await answer(source, controller)
        controller.handle(.keyPressed(.character("o")))
        return controller
    }

    @MainActor
    private func press(_ controller: GameController, _ keys: Key...) {
        for key in keys { controller.handle(.keyPressed(key)) }
    }

    /// The screen shows the file's Open Trivia DB under practice (said offline beside it), and
    /// still after Way to play is switched to Trivia (then not offline); N then plays a Trivia
    /// game of the Open Trivia DB (here the loopback server standing in for it), not the shipped
    /// questions.
    @MainActor
    func testTheScreenShowsTheFilesSourceUnderPracticeAndTriviaPlaysIt() async throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        servers.append(server)
        var (options, shown) = try run([])
        XCTAssertEqual(options.mode, .practice)
        XCTAssertTrue(options.offline, "practice plays the shipped questions")
        options.apiURL = server.baseURL
        let supply = QuestionSupply(
            options: options, bank: try BundledBank.loadInstalled(in: .english), paths: paths,
            clock: AnyClock(ManualClock()), writer: writer)
        let games = SettingsGames(
            options: options, supply: supply, bank: try BundledBank.loadInstalled(in: .english), language: .english,
            paths: paths, clock: AnyClock(ManualClock()), writer: writer, text: PlayerText(offline: true))
        var made: (any GameMode)?
        let controller = await screen(shown) { settings in
            let home = games.makeHome(settings)
            if case .success(let mode) = home { made = mode }
            return home
        }
        let lines = renderedLines(controller)
        XCTAssertEqual(
            lines[1], "│ Source              ◂ Open Trivia DB ▸ (offline: shipped questions)          │", "\(lines)")
        // Way to play (the fifth row): practice, primes, trivia.
        press(controller, .down, .down, .down, .down, .left, .left, .home)
        let trivia = renderedLines(controller)
        XCTAssertEqual(
            trivia[5], "│ Way to play         Trivia                                                   │", "\(trivia)")
        XCTAssertEqual(
            trivia[1], "│ Source              ◂ Open Trivia DB ▸                                       │", "\(trivia)")
        press(controller, .character("n"))
        guard let mode = made as? TriviaMode else {
            return XCTFail("N made no trivia game: \(String(describing: made))")
        }
        let batch = try await mode.deck.deal(firstGame: true, progress: { _ in })
        XCTAssertEqual(batch.origin, .openTriviaDB, "the source chosen, as the next start plays it")
        shown.mode = .trivia
        XCTAssertEqual(shown.played, .openTriviaDB)
    }

    /// `--settings` credits the shipped questions practice plays to the mode, not to a server
    /// given with it, which it doesn't ask.
    func testSettingsCreditsPracticesShippedSourceToTheModeFlag() throws {
        let arguments = ["--settings", "--mode", "practice", "--api-url", "http://127.0.0.1:9"]
        let settings = loaded("")
        let action = try Options.parse(arguments, environment: [:], settings: settings)
        guard case .printSettings(let options, let sources) = action else { throw UnexpectedOutcome("\(action)") }
        let lines = SettingsReport(
            path: "/home/p/.config/openquizz/settings", options: options, sources: sources, loaded: settings,
            environment: [:]
        )
        .lines(.english)
        XCTAssertEqual(lines[1], "source        shipped   flag --mode")
    }
}
