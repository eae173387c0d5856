import Foundation
import QuizCore
import TestSupport
import XCTest

@testable import openquizz

/// What a way to play does before its first game and with the settings, asked through its
/// choice (`ModeChoice`) by the command line, `main` and the settings screen, which name no
/// mode: the duel needs the screen, asks for names, and takes and gives them back.
final class ModeStartHooksTests: SettingsFileTestCase {
    /// `--plain --mode duel` is refused in the duel's words; the file's duel under `--plain` gives
    /// way to trivia (said by `main`); the other choices play line by line.
    func testAChoiceThatNeedsTheScreenIsRefusedOrSetAsideLineByLine() throws {
        XCTAssertEqual(
            refusal(["--plain", "--mode", "duel"]),
            "--mode duel needs the full screen: line by line can't tell two players apart")
        XCTAssertEqual(
            refusal(["--mode", "duel", "--plain"], words: .french),
            "--mode duel se joue en plein écran, à deux\u{A0}: pas avec --plain")
        for mode in Options.Mode.allCases where mode != .duel {
            XCTAssertNil(mode.choice.lineByLine.refusal, "\(mode)")
            XCTAssertNil(refusal(["--plain", "--mode", mode.rawValue]), "\(mode)")
        }
        let action = try Options.parse(["--plain"], environment: [:], settings: loaded("mode = duel\n"))
        guard case .play(let options) = action else { return XCTFail("\(action)") }
        XCTAssertEqual(options.mode, .trivia, "the file's duel set aside")
        XCTAssertNotNil(
            Settings.modeOfFile(loaded("mode = duel\n").settings, given: ["--plain"])?.choice.lineByLine.setAside)
    }

    /// The names a duel plays with: the settings' on the settings screen (`settle`), and in the
    /// settings in force those the duel holds (`inForce`); trivia takes and gives none.
    @MainActor
    func testADuelTakesItsNamesFromTheSettingsAndGivesThemBack() {
        var settings = Settings()
        settings.player1 = "Ann"
        settings.player2 = "Bob"
        let duel = Options.Mode.duel.make(seed: 1, trivia: PrimeDeck(seed: 1))
        guard let match = (duel as? DuelMode)?.match else { return XCTFail("not a duel: \(duel)") }
        Options.Mode.duel.choice.settle(duel, from: settings)
        XCTAssertEqual(match.names, [.one: "Ann", .two: "Bob"])
        match.names = [.one: "Cy", .two: "Di"]
        var inForce = settings
        Options.Mode.duel.choice.inForce(duel, into: &inForce)
        XCTAssertEqual([inForce.player1, inForce.player2], ["Cy", "Di"])
        let trivia = Options.Mode.trivia.make(seed: 1, trivia: PrimeDeck(seed: 1))
        var untouched = settings
        Options.Mode.trivia.choice.inForce(trivia, into: &untouched)
        XCTAssertEqual(untouched, settings)
    }

    private func refusal(_ arguments: [String], words: Wording = .english) -> String? {
        do {
            _ = try Options.parse(arguments, words: words)
            return nil
        } catch {
            return error.message
        }
    }
}
