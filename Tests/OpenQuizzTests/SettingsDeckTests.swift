import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// `--settings` finds the settings file's deck as a game does: one that can't be played (missing,
/// unreadable, no valid row) is said with the file's line, and the source in force is the one the
/// game plays instead.
final class SettingsDeckTests: SettingsFileTestCase {
    private var paths: StoragePaths {
        StoragePaths(
            stateDirectory: url.deletingLastPathComponent().appendingPathComponent("state"),
            cacheDirectory: url.deletingLastPathComponent().appendingPathComponent("cache"),
            dataDirectory: url.deletingLastPathComponent().appendingPathComponent("data"))
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        try Data("statement,answer,category\nOne,true,Rivers\nTwo,false,Rivers\n".utf8).write(
            to: paths.decksDirectory.appendingPathComponent("capitals.csv"))
        // A header and rows, none of them valid.
        try Data("statement,answer\nOne,maybe\n,true\n".utf8).write(
            to: paths.decksDirectory.appendingPathComponent("broken.csv"))
        // A folder where a deck's file would be: it can't be read.
        try FileManager.default.createDirectory(
            at: paths.decksDirectory.appendingPathComponent("folder.csv"), withIntermediateDirectories: true)
    }

    /// `--settings`' lines over the settings file `file`, with `arguments` after it.
    private func report(_ file: String, _ arguments: [String] = []) throws -> SettingsReport {
        let loaded = loaded(file)
        let all = ["--settings"] + arguments
        let action = try Options.parse(all, environment: [:], settings: loaded)
        guard case .printSettings(var options, let sources) = action else { throw UnexpectedOutcome("\(action)") }
        let deck = try SettingsDeck(
            &options, flagsGiven: Options.flagsGiven(all), loaded: loaded, settingsPath: url.path, paths: paths,
            writer: writer, text: KeptDeckText(words: .english))
        var report = SettingsReport(
            path: url.path, options: options, sources: deck.leavingOut(sources), loaded: loaded, environment: [:])
        report.problems.insert(contentsOf: deck.problems, at: 0)
        return report
    }

    func testADeckTheFileNamesThatIsMissingIsSaidWithItsLine() throws {
        let lines = try report("# mine\nsource = deck:atlas\n").lines(.english)
        XCTAssertEqual(lines[1], "source        opentdb   default")
        XCTAssertEqual(
            lines.last, "Settings line 2: deck “atlas” can't be played (see openquizz --deck); using opentdb")
        let french = try report("# mine\nsource = deck:atlas\n").lines(.french)
        XCTAssertEqual(
            french.last,
            "Réglages, ligne 2\u{A0}: paquet «\u{A0}atlas\u{A0}» injouable (voir openquizz --deck)\u{202F}; "
                + "opentdb à la place")
    }

    func testADeckWithNoValidRowOrThatCantBeReadIsSaid() throws {
        for name in ["broken", "folder"] {
            let lines = try report("source = deck:\(name)\ncategory = Rivers\n").lines(.english)
            XCTAssertEqual(lines[1], "source        opentdb   default", name)
            XCTAssertEqual(lines[2], "category      any       default", name)
            XCTAssertEqual(
                lines.last,
                "Settings line 1: deck “\(name)” can't be played (see openquizz --deck); using opentdb")
        }
    }

    /// Practice stays offline: a deck it can't play leaves the shipped questions, which the line says.
    func testUnderPracticeTheShippedQuestionsArePlayedInstead() throws {
        let lines = try report("mode = practice\nsource = deck:atlas\n").lines(.english)
        XCTAssertEqual(lines[1], "source        shipped   mode practice")
        XCTAssertEqual(
            lines.last,
            "Settings line 2: deck “atlas” can't be played (see openquizz --deck); using the shipped questions")
        XCTAssertEqual(
            try report("mode = practice\nsource = deck:atlas\n").lines(.french).last,
            "Réglages, ligne 2\u{A0}: paquet «\u{A0}atlas\u{A0}» injouable (voir openquizz --deck)\u{202F}; "
                + "le quiz intégré à la place")
    }

    func testAPlayableDeckAndACategoryItHasnt() throws {
        let good = try report("source = deck:capitals\n").lines(.english)
        XCTAssertEqual(good[1], "source        deck:capitals  file, line 1")
        XCTAssertEqual(good.count, Settings.Key.allCases.count + 1, "no problem: \(good)")
        let category = try report("source = deck:capitals\ncategory = Lakes\n").lines(.english)
        XCTAssertEqual(category[1], "source        deck:capitals  file, line 1")
        XCTAssertEqual(category[2], "category      any            default")
        XCTAssertEqual(
            category.last, "\(url.path), line 2: deck “capitals” has no category “Lakes”; playing all of it")
        // The same deck from the command line is the flag's: refused, as a game refuses it.
        XCTAssertThrowsError(try report("", ["--deck", "atlas"]))
    }
}
