import Foundation
import QuizCore
import QuizView
import XCTest

@testable import openquizz

/// The settings screen's child on its own, without a `Game`: what closing the screen comes to,
/// what it keeps, and the settings it holds for the next game.
final class SettingsFeatureTests: XCTestCase {
    /// The screen opened by `feature`, with `keys` pressed, and what the last key said.
    @MainActor
    private func screen(_ feature: SettingsFeature, _ keys: Key...) -> (SettingsScreen.Outcome, SettingsScreen) {
        var screen = feature.open()
        let context = feature.context(screenSize: (80, 24), words: .english, ascii: false)
        var outcome = SettingsScreen.Outcome.stay
        for key in keys { outcome = screen.receive(key, context) }
        return (outcome, screen)
    }

    @MainActor
    func testChoicesLeftAsTheyWereCloseWithNothingToKeep() async {
        var saves = 0
        var feature = SettingsFeature(
            link: SettingsLink(save: { _ in
                saves += 1
                return .success(nil)
            }))
        let (outcome, screen) = screen(feature, .escape)
        guard case .close(let home, let newGame, let notice) = feature.finish(outcome, screen) else {
            return XCTFail("Esc closes the screen")
        }
        XCTAssertNil(home)
        XCTAssertFalse(newGame)
        XCTAssertNil(notice)
        XCTAssertEqual(saves, 0, "nothing to keep")
        XCTAssertNil(feature.takeNextGame())
    }

    @MainActor
    func testChoicesAreKeptAndHeldForTheNextGameOnce() async {
        var saved: Settings?
        var feature = SettingsFeature(
            link: SettingsLink(save: { settings in
                saved = settings
                return .success(nil)
            }))
        let (outcome, screen) = screen(feature, .character("q"), .character("3"), .character("n"))
        guard case .close(_, let newGame, let notice) = feature.finish(outcome, screen) else {
            return XCTFail("N closes the screen")
        }
        XCTAssertTrue(newGame, "N starts the next game")
        XCTAssertNil(notice)
        XCTAssertEqual(saved?.amount, 3)
        XCTAssertEqual(feature.link.current.amount, 3)
        XCTAssertEqual(feature.takeNextGame()?.amount, 3)
        XCTAssertNil(feature.takeNextGame(), "the next game takes them, once")
    }

    @MainActor
    func testChoicesThatCantMakeAGameKeepTheScreenOpenSayingWhy() async {
        var link = SettingsLink()
        link.makeHome = { _ in .failure(SettingsRefusal(message: "No deck called Capitals.")) }
        var feature = SettingsFeature(link: link)
        let (outcome, screen) = screen(feature, .character("q"), .character("3"), .escape)
        guard case .stay(let open) = feature.finish(outcome, screen) else {
            return XCTFail("the screen stays open")
        }
        XCTAssertEqual(open.problem, "No deck called Capitals.")
        XCTAssertEqual(open.chosen.amount, 3, "the choices stay on screen")
        XCTAssertEqual(feature.link.current, Settings(), "nothing in force")
        XCTAssertNil(feature.takeNextGame())
    }

    @MainActor
    func testASaveThatFailsIsTheNoticeAndTheChoicesHold() async {
        let problem = StorageProblem(path: "/ro/openquizz/settings", kind: .system(errno: EROFS))
        var feature = SettingsFeature(link: SettingsLink(save: { _ in .failure(problem) }))
        let (outcome, screen) = screen(feature, .character("q"), .character("7"), .escape)
        guard case .close(_, _, let notice) = feature.finish(outcome, screen) else {
            return XCTFail("Esc closes the screen")
        }
        XCTAssertEqual(notice, problem)
        XCTAssertEqual(feature.link.current.amount, 7)
        XCTAssertEqual(feature.takeNextGame()?.amount, 7)
    }
}
