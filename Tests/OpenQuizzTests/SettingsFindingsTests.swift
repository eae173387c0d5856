import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// What the fresh testers still found in the settings: a file over the limit moved aside without a
/// word, a save that loosened the file's permissions, `--settings` and the screen disagreeing
/// under "Is it prime?", and no flag to undo the file's "off" for one run.
final class SettingsFindingsTests: SettingsFileTestCase {
    // MARK: - A file over the limit, moved aside on save

    @MainActor
    func testAFileOverTheLimitMovedAsideOnSaveIsSaidInBothLanguages() throws {
        try Data(repeating: UInt8(ascii: "#"), count: SettingsFile.maximumSize + 1).write(to: url)
        let kept = KeptSettings(store: store, inForce: Settings(), words: .english)
        var chosen = Settings()
        chosen.amount = 7
        let notice = try XCTUnwrap(try kept.save(chosen).get(), "a file moved aside is said")
        guard case .settings(.setAside(let movedTo, let limit), others: 0) = notice.kind else {
            return XCTFail("\(notice)")
        }
        XCTAssertEqual(limit, SettingsFile.maximumSize)
        XCTAssertTrue(FileManager.default.fileExists(atPath: movedTo), "the old file is where the notice says")
        XCTAssertTrue(movedTo.contains("settings.corrupt-"), movedTo)
        XCTAssertEqual(store.load().settings.amount, 7, "the new file holds what was saved")
        XCTAssertEqual(
            PlayerText(words: .english).fileProblem(notice),
            "Settings file was over 64 KiB: moved to \(movedTo), saved anew")
        XCTAssertEqual(
            PlayerText(words: .french).fileProblem(notice),
            "Fichier de réglages de plus de 64\u{A0}Kio\u{A0}: déplacé vers \(movedTo), réenregistré")
        // A save over a file within the limit has nothing to say.
        chosen.amount = 8
        XCTAssertNil(try kept.save(chosen).get())
    }

    // MARK: - Permissions

    func testSavingKeepsTheFilesPermissionBits() throws {
        try Data("amount = 20\n".utf8).write(to: url)
        XCTAssertEqual(chmod(url.path, 0o600), 0)
        var settings = Settings()
        settings.amount = 30
        try store.save(settings, header: [])
        var info = stat()
        XCTAssertEqual(stat(url.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "a private file stays private")
        XCTAssertEqual(store.load().settings.amount, 30)
    }

    func testANewFileIsReadableByOthersLessTheUmask() throws {
        let old = umask(0o022)
        defer { umask(old) }
        var settings = Settings()
        settings.amount = 30
        try store.save(settings, header: [])
        var info = stat()
        XCTAssertEqual(stat(url.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o644)
    }

    // MARK: - "Is it prime?" and the source

    private func report(_ file: String, _ arguments: [String]) throws -> SettingsReport {
        let settings = loaded(file)
        let action = try Options.parse(arguments, environment: [:], settings: settings)
        guard case .printSettings(let options, let sources) = action else { throw UnexpectedOutcome("\(action)") }
        return SettingsReport(
            path: "/home/p/.config/openquizz/settings", options: options, sources: sources, loaded: settings,
            environment: [:])
    }

    func testSettingsSaysTheSourceKeptIsNotUsedByPrimes() throws {
        let lines = try report("mode = primes\nsource = deck:capitals\n", ["--settings"]).lines(.english)
        XCTAssertEqual(lines[1], "source        deck:capitals  file, line 2; not used by mode primes")
        let none = try report("mode = primes\n", ["--settings"]).lines(.french)
        XCTAssertEqual(none[1], "source        opentdb   par défaut\u{202F}; sans objet en mode primes")
        // A source flag given says where the questions would come from, as before.
        let flagged = try report("mode = primes\n", ["--settings", "--offline"]).lines(.english)
        XCTAssertEqual(flagged[1], "source        shipped   flag --offline")
        // Its questions are made up: the category and difficulty kept are unused too.
        let kept = try report("mode = primes\ndifficulty = HARD\ncategory = 9\n", ["--settings"]).lines(.english)
        XCTAssertTrue(kept[2].hasSuffix("file, line 3; not used by mode primes"), kept[2])
        XCTAssertTrue(kept[3].hasSuffix("file, line 2; not used by mode primes"), kept[3])
        XCTAssertFalse(kept[5].contains("not used"), kept[5])
    }

    /// Practice or a blitz chosen in the file plays the shipped questions: the mode made the
    /// source (not its line, nor the file's `source` line, nor the default).
    func testSettingsSaysTheFilesModeMadeTheSourceShipped() throws {
        let lines = try report("mode = practice\nsource = opentdb\n", ["--settings"]).lines(.english)
        XCTAssertEqual(lines[1], "source        shipped   mode practice")
        let blitz = try report("amount = 5\nmode = blitz\n", ["--settings"]).lines(.english)
        XCTAssertEqual(blitz[1], "source        shipped   mode blitz")
        let deck = try report("mode = practice\nsource = shipped\n", ["--settings"]).lines(.english)
        XCTAssertEqual(deck[1], "source        shipped   file, line 2", "the file's own shipped line")
    }

    /// The duel's names come from the file's lines, as every key the file gives.
    func testSettingsSaysTheDuelNamesComeFromTheFile() throws {
        let lines = try report("mode = duel\nplayer1 = Alice\n", ["--settings"]).lines(.english)
        XCTAssertTrue(lines.contains("player1       Alice     file, line 2"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("player2") && $0.hasSuffix("default") }, "\(lines)")
    }

    /// A name typed at the duel's prompt keeps no key's escape sequence: an arrow pressed to mend
    /// a typo goes whole, and the name is printable, trimmed, at most 20 characters.
    func testADuelNameKeepsNoKeysEscapeSequence() {
        XCTAssertEqual(Settings.name("Bob\u{1B}[D\u{1B}[DX"), "BobX")
        XCTAssertEqual(Settings.name("Ann\u{1B}OA"), "Ann")
        XCTAssertEqual(Settings.name("\u{1B}"), "")
        XCTAssertEqual(Settings.name("\u{1B}[1;5CZoé\u{7}  "), "Zoé")
        XCTAssertEqual(Settings.name(String(repeating: "x", count: 30)), String(repeating: "x", count: 20))
    }

    // MARK: - Positive flags

    private func play(_ file: String, _ environment: [String: String], _ arguments: [String]) throws -> Options {
        let action = try Options.parse(arguments, environment: environment, settings: loaded(file))
        guard case .play(let options) = action else { throw UnexpectedOutcome("\(action)") }
        return options
    }

    func testPositiveFlagsUndoTheFilesOffForOneRun() throws {
        XCTAssertTrue(try play("color = off", [:], ["--color"]).useColor)
        XCTAssertTrue(try play("color = off", [:], ["--colour"]).useColor)
        XCTAssertTrue(try play("", ["NO_COLOR": "1"], ["--color"]).useColor, "a flag beats the environment")
        XCTAssertFalse(try play("", [:], ["--color", "--no-color"]).useColor, "the last one wins")
        XCTAssertFalse(try play("motion = reduced", [:], ["--full-motion"]).reducedMotion)
        XCTAssertFalse(try play("", ["OPENQUIZZ_REDUCED_MOTION": "1"], ["--full-motion"]).reducedMotion)
        XCTAssertTrue(try play("explanations = off", [:], ["--explanations"]).explanations)
        XCTAssertTrue(try play("mouse = off", [:], ["--mouse"]).mouse)
        let lines = try report("color = off\nmouse = off\n", ["--settings", "--color", "--mouse"]).lines(.english)
        XCTAssertTrue(lines.contains("color         on        flag --color"), "\(lines)")
        XCTAssertTrue(lines.contains("mouse         on        flag --mouse"), "\(lines)")
    }

    /// Both forms given: the one read last won, and `--settings` names it.
    func testSettingsNamesTheLastOfAFlagAndItsOpposite() throws {
        let lines = try report(
            "", ["--settings", "--no-color", "--color", "--full-motion", "--reduced-motion", "--no-mouse", "--mouse"]
        ).lines(.english)
        XCTAssertTrue(lines.contains("color         on        flag --color"), "\(lines)")
        XCTAssertTrue(lines.contains("motion        reduced   flag --reduced-motion"), "\(lines)")
        XCTAssertTrue(lines.contains("mouse         on        flag --mouse"), "\(lines)")
        let other = try report("", ["--settings", "--explanations", "--no-explanations"]).lines(.english)
        XCTAssertTrue(other.contains("explanations  off       flag --no-explanations"), "\(other)")
    }

    func testPositiveFlagsHaveHelpInBothLanguages() {
        for name in ["--color", "--full-motion", "--explanations", "--mouse"] {
            XCTAssertTrue(Flag.table.contains { $0.name == name && !$0.hidden }, name)
            for words in [Wording.english, .french] {
                let usage = Options.usage(ascii: false, words: words)
                XCTAssertTrue(usage.contains(name), "\(name) in --help (\(words.language))")
            }
        }
        XCTAssertTrue(Options.usage(ascii: false, words: .french).contains("les couleurs, même si le fichier"))
    }
}
