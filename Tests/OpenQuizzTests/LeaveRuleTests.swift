import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The daily challenge's rule for leaving, through both front ends: one table of cases, each
/// played key by key on the full screen and line by line in `--plain`, which must say the same
/// thing (plain mode names N by its word, n) and leave the same challenge at the same step.
final class LeaveRuleTests: XCTestCase {
    /// What the player does: the same act on both front ends.
    enum Step: CustomStringConvertible {
        case answer, newGame, daily, other

        /// The key on the full screen.
        var key: Character {
            switch self {
            case .answer: "l"
            case .newGame: "n"
            case .daily: "D"
            case .other: "x"
            }
        }

        /// The line in plain mode.
        var line: String {
            switch self {
            case .answer: "t"
            case .newGame: "n"
            case .daily: "d"
            case .other: "x"
            }
        }

        var description: String { line }
    }

    /// How a case begins.
    enum Opening {
        /// D: today's challenge, #26.
        case today
        /// A past day's challenge, from the archive.
        case pastDay(Int)
        /// Today's, played to its end, then asked for again: its result shown.
        case todaysResult
        /// A run without a bank (a deck's): a trivia game.
        case noBank
    }

    /// A case: how it begins, then each step with what is said in place of a new game (nil:
    /// nothing) and the challenge on screen after it (nil: none).
    struct Case {
        var name: String
        var opening: Opening
        var steps: [(step: Step, says: String?, daily: Int?)]
    }

    static let leaveToday = "N again leaves Daily #26: one try a day."
    static let playingToday = "You're playing Daily #26."

    static let cases: [Case] = [
        Case(name: "before its first answer, N leaves today's at once", opening: .today, steps: [(.newGame, nil, nil)]),
        Case(
            name: "answered, N asks and N again leaves", opening: .today,
            steps: [(.answer, nil, 26), (.newGame, leaveToday, 26), (.newGame, nil, nil)]),
        Case(
            name: "an answer between makes N ask again", opening: .today,
            steps: [
                (.answer, nil, 26), (.newGame, leaveToday, 26), (.answer, nil, 26), (.newGame, leaveToday, 26),
                (.newGame, nil, nil),
            ]),
        Case(
            name: "any other input between cancels the ask", opening: .today,
            steps: [
                (.answer, nil, 26), (.newGame, leaveToday, 26), (.other, nil, 26), (.newGame, leaveToday, 26),
                (.newGame, nil, nil),
            ]),
        Case(
            name: "D never leaves a challenge, and cancels an ask", opening: .today,
            steps: [
                (.answer, nil, 26), (.daily, playingToday, 26), (.newGame, leaveToday, 26), (.daily, playingToday, 26),
                (.newGame, leaveToday, 26), (.newGame, nil, nil),
            ]),
        Case(
            name: "a past day's leave costs that it counts as played", opening: .pastDay(12),
            steps: [
                (.answer, nil, 12), (.daily, "You're playing Daily #12.", 12),
                (.newGame, "N again leaves Daily #12: it counts as played.", 12), (.newGame, nil, nil),
            ]),
        Case(
            name: "D before a past day's first answer plays today's", opening: .pastDay(12), steps: [(.daily, nil, 26)]),
        Case(name: "a result shown is left at once", opening: .todaysResult, steps: [(.newGame, nil, nil)]),
        Case(
            name: "without a bank D says why and the game goes on", opening: .noBank,
            steps: [
                (.answer, nil, nil), (.daily, "No daily challenge with a deck: run openquizz --daily for it.", nil),
                (.newGame, nil, nil),
            ]),
    ]

    /// Everything either front end could say in place of a new game.
    static func isNotice(_ line: String) -> Bool {
        line.contains(" again leaves ") || line.hasPrefix("You're playing ") || line.hasPrefix("No daily challenge")
    }

    @MainActor
    func testTheFullScreenFollowsTheRule() async throws {
        for rule in Self.cases { try await check(rule, on: FullScreen(opening: rule.opening)) }
    }

    @MainActor
    func testPlainModeFollowsTheSameRule() async throws {
        for rule in Self.cases { try await check(rule, on: LineByLine(opening: rule.opening)) }
    }

    @MainActor
    private func check(_ rule: Case, on frontEnd: some FrontEnd) async throws {
        try await frontEnd.open(rule.opening)
        for (index, expected) in rule.steps.enumerated() {
            let said = await frontEnd.take(expected.step)
            let at = "\(type(of: frontEnd)), \(rule.name), step \(index + 1) (\(expected.step))"
            let says = expected.says?.replacingOccurrences(of: "N again", with: "\(frontEnd.newGameName) again")
            XCTAssertEqual(said, says, at)
            XCTAssertEqual(frontEnd.session.dailyNumber, expected.daily, at)
        }
    }
}

/// A front end the table drives: it opens a case, takes a step and says what it said in place
/// of a new game.
@MainActor
protocol FrontEnd {
    var session: ModeSession { get }
    /// How its notices name a new game: the key (N), or plain mode's word (n).
    var newGameName: String { get }
    func open(_ opening: LeaveRuleTests.Opening) async throws
    func take(_ step: LeaveRuleTests.Step) async -> String?
}

extension FrontEnd {
    /// A game of three statements, today being 2026-11-26 (#26), with a bank unless `noBank`.
    static func makeSession(_ opening: LeaveRuleTests.Opening, center: NotificationCenter) -> ModeSession {
        let game = Game(
            manager: QuestionManager(sources: [FixedSource(.success(makeBatch(3)))]), amount: 3,
            notificationCenter: center, history: PlayerHistory(store: nil, notificationCenter: center),
            wallClock: { DailyControllerTests.today })
        let bank = if case .noBank = opening { [Question]() } else { DailyControllerTests.bank }
        return ModeSession(game: game, dailySchedule: DailySchedule(bank: bank))
    }

    func open(_ opening: LeaveRuleTests.Opening) async throws {
        await settle()
        switch opening {
        case .noBank:
            break
        case .today:
            _ = await take(.daily)
        case .pastDay(let number):
            let challenge = try XCTUnwrap(session.dailySchedule?.challenge(number))
            await session.play(DailyMode(challenge)).value
            await settle()
        case .todaysResult:
            _ = await take(.daily)
            for _ in 0..<DailySchedule.plan.count { _ = await take(.answer) }
            _ = await take(.daily)
            XCTAssertTrue(session.isShowingResult, "today's result, shown")
        }
    }

    /// Waits until the game and the history can take the next step.
    func settle() async {
        await waitUntil("the game and the history") {
            session.game.state != .loading && session.game.history.isLoaded
        }
        await loopHeard()
    }
}

/// The full screen, key by key: what it says is the verdict slot's notice.
@MainActor
final class FullScreen: FrontEnd {
    let controller: GameController
    var session: ModeSession { controller.session }
    let newGameName = "N"

    init(opening: LeaveRuleTests.Opening) {
        let center = NotificationCenter()
        controller = GameController(
            session: Self.makeSession(opening, center: center), clock: ManualClock(seconds: 100).anyClock,
            theme: Theme(colorMode: .colors, ascii: false), text: PlayerText(offline: true), notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
    }

    func take(_ step: LeaveRuleTests.Step) async -> String? {
        controller.handle(.keyPressed(.character(step.key)))
        await settle()
        // Let an answered card go, so that the next key isn't taken by its motion.
        controller.state.finishMotion()
        return controller.verdict.flatMap { $0.tone == .notice ? $0.text : nil }
    }
}

/// `--plain`, line by line: what it says is its first line after the step, when that is a notice.
@MainActor
final class LineByLine: FrontEnd {
    private(set) var player: PlainGame!
    private var printed: [String] = []
    var session: ModeSession { player.session }
    let newGameName = "n"

    init(opening: LeaveRuleTests.Opening) {
        let center = NotificationCenter()
        player = PlainGame(
            session: Self.makeSession(opening, center: center), text: PlayerText(offline: true),
            notificationCenter: center, ascii: false,
            output: { [weak self] line in
                self?.printed.append(line)
                return true
            },
            finish: { _ in })
        player.start()
    }

    func take(_ step: LeaveRuleTests.Step) async -> String? {
        printed = []
        player.received(step.line)
        await settle()
        return printed.first.flatMap { LeaveRuleTests.isNotice($0) ? $0 : nil }
    }
}
