import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// The header's notice as drawn: what matters first ("Offline: bundled questions"), then why, cut
/// to the columns the screen has rather than in the middle of the important part.
final class HeaderNoticeTests: XCTestCase {
    @MainActor
    func testWithTheServerUnreachableTheHeaderSaysOfflineBundledQuestionsAtEitherSize() async throws {
        let center = NotificationCenter()
        let unreachable = QuestionSourceError.openTriviaDB(.unreachable(host: "opentdb.com"))
        let game = Game(
            manager: QuestionManager(sources: [FixedSource(.failure(unreachable)), FixedSource(.success(makeBatch(3)))]
            ),
            amount: 3, notificationCenter: center)
        let controller = GameController(
            game: game, clock: ManualClock(seconds: 100), theme: Theme(colorMode: .colors, ascii: false),
            text: PlayerText(), notificationCenter: center)
        controller.startHandlingModelEvents()
        controller.handle(.resized(width: 80, height: 24))
        await waitUntil { game.state == .ongoing }
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(
            renderedLines(controller).first,
            " OpenQuizz                  Offline: bundled questions; opentdb.com unreachable")
        controller.handle(.resized(width: 40, height: 12))
        XCTAssertEqual(renderedLines(controller).first, " OpenQuizz   Offline: bundled questions")
    }
}
