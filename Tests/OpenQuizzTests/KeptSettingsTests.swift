import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// The settings screen's saves: only what the player changed there reaches the file.
final class KeptSettingsTests: XCTestCase {
    private let writer = FileWriter()
    private var folder: URL!
    private var url: URL { folder.appendingPathComponent("settings") }
    private var store: SettingsStore { SettingsStore(file: SettingsFile(url: url, writer: writer)) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-kept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: writer)
    }

    @MainActor func testASaveWritesTheKeysChangedOnTheScreenAndNoneAFlagSet() async throws {
        try Data("# mine\namount = 20\ndifficulty = hard\n".utf8).write(to: url)
        // In force: the file's amount and difficulty, and --no-color for this run.
        var inForce = store.load().settings
        inForce.color = false
        let kept = KeptSettings(store: store, inForce: inForce, words: .english)
        var chosen = inForce
        chosen.amount = 5
        XCTAssertNoThrow(try kept.save(chosen).get())
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "# mine\namount = 5\ndifficulty = hard\n")
        // A second save starts from what was saved: the colour is still the flag's, never written.
        chosen.difficulty = nil
        XCTAssertNoThrow(try kept.save(chosen).get())
        let saved = store.load().settings
        XCTAssertEqual(saved.amount, 5)
        XCTAssertNil(saved.difficulty)
        XCTAssertTrue(saved.color, "--no-color is for one run")
    }

    @MainActor func testASaveKeepsWhatAnotherGameSavedMeanwhile() async throws {
        let kept = KeptSettings(store: store, inForce: Settings(), words: .english)
        try Data("mode = primes\n".utf8).write(to: url)
        var chosen = Settings()
        chosen.amount = 7
        XCTAssertNoThrow(try kept.save(chosen).get())
        let saved = store.load().settings
        XCTAssertEqual(saved.amount, 7)
        XCTAssertEqual(saved.mode, .primes, "the other game's choice stays")
    }

    @MainActor func testASaveTouchesNoLineButTheChangedKeys() async throws {
        let text = "motion = reduced  # I get dizzy\namount = 99\ncolor=maybe\namount = 7\n"
        try Data(text.utf8).write(to: url)
        let inForce = store.load().settings
        let kept = KeptSettings(store: store, inForce: inForce, words: .english)
        var chosen = inForce
        chosen.difficulty = .easy
        XCTAssertNoThrow(try kept.save(chosen).get())
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), text + "difficulty = easy\n")
    }

    @MainActor func testUnderNoSettingsTheFileIsLeftAlone() async throws {
        try Data("amount = 20\n".utf8).write(to: url)
        let kept = KeptSettings(store: store, inForce: Settings(), words: .english, writes: false)
        var chosen = Settings()
        chosen.difficulty = .hard
        XCTAssertNoThrow(try kept.save(chosen).get())
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "amount = 20\n")
        XCTAssertEqual(kept.shown.difficulty, .hard, "the choice holds for the run")
    }
}
