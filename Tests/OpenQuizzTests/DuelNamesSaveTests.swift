import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// What the duel's name prompt saves: Enter's name is saved empty, so that each language says
/// its own default, and the names are still asked only once.
final class DuelNamesSaveTests: SettingsFileTestCase {
    private func typing(_ lines: [String]) -> (String) -> String? {
        var left = lines
        return { _ in left.isEmpty ? nil : left.removeFirst() }
    }

    @MainActor
    func testEnterSavesNoNameAndTheNamesAreAskedOnce() async throws {
        let match = DuelMatch()
        _ = DuelNames.give(
            match, kept: store.load().settings, store: store, words: .english, asks: true,
            readLine: typing(["Ann", ""]), write: { _ in })
        XCTAssertEqual(match.names, [.one: "Ann", .two: "Player 2"])
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("player1 = Ann\n"), text)
        XCTAssertFalse(text.contains("Player 2"), text)
        XCTAssertEqual(store.load().settings.player2, "")
        // In French, player two is « Joueur 2 », as the file names nobody.
        XCTAssertEqual(DuelText.name(.two, names: [.one: "Ann", .two: ""], words: .french), "Joueur 2")

        // Both Enter: nothing named, yet the next duel asks nothing.
        try FileManager.default.removeItem(at: url)
        _ = DuelNames.give(
            DuelMatch(), kept: store.load().settings, store: store, words: .english, asks: true,
            readLine: typing(["", ""]), write: { _ in })
        XCTAssertEqual(store.load().settings.player1, "")
        XCTAssertEqual(store.load().settings.player2, "")
        let again = DuelMatch()
        _ = DuelNames.give(
            again, kept: store.load().settings, store: store, words: .english, asks: true,
            readLine: { _ in
                XCTFail("asked again")
                return nil
            }, write: { _ in })
        XCTAssertEqual(again.names, [.one: "", .two: ""])
    }
}
