import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// Defaults, then the settings file, then the environment, then the flags, for one run; and what
/// `--settings` says of it, word for word.
final class SettingsMergeTests: XCTestCase {
    private func loaded(_ text: String) -> SettingsStore.Loaded {
        SettingsStore.settings(in: SettingsDocument(Data(text.utf8)))
    }

    private func parse(_ file: String, _ environment: [String: String], _ arguments: [String]) throws -> Options.Action
    {
        try Options.parse(arguments, environment: environment, settings: loaded(file))
    }

    private func play(
        _ file: String, _ environment: [String: String] = [:], _ arguments: [String] = [],
        line: UInt = #line
    ) throws -> Options {
        let action = try parse(file, environment, arguments)
        guard case .play(let options) = action else {
            XCTFail("expected a play action, got \(action)", line: line)
            throw UnexpectedOutcome("not a play action")
        }
        return options
    }

    /// One case of the table: the file, the environment and the flags, and the options expected
    /// (changed from the defaults by `expect`).
    private struct Case {
        var file: String
        var environment: [String: String] = [:]
        var arguments: [String] = []
        var expect: (inout Options) -> Void
    }

    /// Checks each of `cases`: the options a run of its file, environment and flags plays with.
    private func check(_ cases: [Case], line: UInt = #line) throws {
        for (index, test) in cases.enumerated() {
            var expected = Options()
            test.expect(&expected)
            XCTAssertEqual(
                try play(test.file, test.environment, test.arguments), expected,
                "case \(index): \(test.file.debugDescription) \(test.environment) \(test.arguments)", line: line)
        }
    }

    func testEachLayerOverridesTheOneBefore() throws {
        try check([
            Case(file: "amount = 20") { $0.amount = 20 },
            Case(file: "amount = 20", arguments: ["-n", "5"]) { $0.amount = 5 },
            Case(file: "amount = 99", arguments: []) { _ in },
            Case(file: "difficulty = hard") { $0.difficulty = .hard },
            Case(file: "difficulty = hard", arguments: ["--difficulty", "easy"]) { $0.difficulty = .easy },
            Case(file: "color = off") { $0.useColor = false },
            Case(file: "color = on", environment: ["NO_COLOR": "1"]) { $0.useColor = false },
            Case(file: "color = on", arguments: ["--no-color"]) { $0.useColor = false },
            Case(file: "color = off", environment: ["NO_COLOR": ""]) { $0.useColor = false },
            Case(file: "motion = full", environment: ["OPENQUIZZ_REDUCED_MOTION": "1"]) { $0.reducedMotion = true },
            Case(file: "motion = reduced") { $0.reducedMotion = true },
            Case(file: "explanations = off\nmouse = off") {
                $0.explanations = false
                $0.mouse = false
            },
            Case(file: "lang = fr", environment: ["LANG": "en_US.UTF-8"]) { $0.language = .french },
            Case(file: "lang = fr", arguments: ["--lang", "en"]) { $0.language = .english },
            Case(file: "amount = 20\ncolor = off\nsource = shipped", arguments: ["--no-settings"]) {
                $0.readsSettings = false
            },
            Case(file: "difficulty = hard\namount = 20", arguments: ["--daily"]) {
                $0.difficulty = .hard
                $0.amount = 20
                $0.daily = .today
                $0.offline = true
            },
        ])
    }

    /// The file's source, deck, category and mode, and the flags that replace them or go with them.
    func testTheFilesSourceDeckAndModeMeetTheFlags() throws {
        try check([
            Case(file: "source = shipped") { $0.offline = true },
            Case(file: "source = shipped", arguments: ["--api-url", "http://127.0.0.1:9"]) {
                $0.apiURL = URL(string: "http://127.0.0.1:9")!
            },
            Case(file: "source = deck:capitals") {
                $0.deck = "capitals"
                $0.offline = true
            },
            Case(file: "source = deck:capitals\ncategory = Europe") {
                $0.deck = "capitals"
                $0.offline = true
                $0.deckCategory = "Europe"
            },
            // What goes with a deck goes with the file's.
            Case(file: "source = deck:capitals", arguments: ["--in-order"]) {
                $0.deck = "capitals"
                $0.offline = true
                $0.inOrder = true
            },
            // A deck on the command line replaces the file's, and the file's category goes with it.
            Case(file: "source = deck:capitals\ncategory = Europe", arguments: ["--questions", "q.csv"]) {
                $0.questions = "q.csv"
            },
            Case(file: "category = computers") { $0.category = 18 },
            Case(file: "category = computers", arguments: ["--deck", "rivers"]) {
                $0.deck = "rivers"
                $0.offline = true
            },
            Case(file: "category = computers", arguments: ["--offline"]) {
                $0.category = 18
                $0.offline = true
            },
            Case(file: "mode = primes") {
                $0.mode = .primes
                $0.offline = true
            },
            // Flags "Is it prime?" refuses: the flags win, the file's mode is left out.
            Case(file: "mode = primes", arguments: ["--amount", "5"]) { $0.amount = 5 },
            Case(file: "mode = primes\nsource = deck:capitals") {
                $0.mode = .primes
                $0.offline = true
            },
            Case(file: "source = deck:capitals", arguments: ["--mode", "primes"]) {
                $0.mode = .primes
                $0.offline = true
            },
        ])
    }

    func testWhatGoesWithADeckIsRefusedWithoutOne() {
        XCTAssertThrowsError(try parse("source = shipped", [:], ["--in-order"])) { error in
            XCTAssertEqual((error as? Options.ParseError)?.message.hasPrefix("--in-order"), true, "\(error)")
        }
    }

    func testFlagsAndTheEnvironmentNeverChangeTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-merge-\(UUID().uuidString)")
        let writer = FileWriter()
        defer { TemporaryFiles.remove(folder, after: writer) }
        let url = folder.appendingPathComponent("settings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "amount = 20\n# mine\n"
        try Data(text.utf8).write(to: url)
        let store = SettingsStore(file: SettingsFile(url: url, writer: writer))
        _ = try Options.parse(["-n", "5", "--no-color"], environment: ["NO_COLOR": "1"], settings: store.load())
        writer.flush()
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), text)
    }

    // MARK: - --settings

    private let mix = """
        # mine
        amount = 20
        difficulty = hard
        colour = off
        lang = fr
        amount = 0

        """

    private func report(
        _ file: String?, _ environment: [String: String], _ arguments: [String], line: UInt = #line
    ) throws -> SettingsReport {
        let settings = file.map(loaded)
        let action = try Options.parse(arguments, environment: environment, settings: settings)
        guard case .printSettings(let options, let sources) = action else {
            XCTFail("expected --settings, got \(action)", line: line)
            throw UnexpectedOutcome("not --settings")
        }
        return SettingsReport(
            path: "/home/p/.config/openquizz/settings", options: options, sources: sources, loaded: settings,
            environment: environment)
    }

    func testSettingsSaysWhereEachValueComesFrom() throws {
        let report = try report(
            mix, ["NO_COLOR": "1", "LANG": "en_GB.UTF-8"], ["--settings", "--no-mouse", "--category", "computers"])
        XCTAssertEqual(
            report.lines(.english),
            [
                "Settings file: /home/p/.config/openquizz/settings",
                "source        opentdb             default",
                "category      Science: Computers  flag --category",
                "difficulty    hard                file, line 3",
                "amount        10                  default",
                "mode          trivia              default",
                "lang          fr                  file, line 5",
                "color         off                 environment, NO_COLOR",
                "motion        full                default",
                "explanations  on                  default",
                "mouse         off                 flag --no-mouse",
                "player1                           default",
                "player2                           default",
                "Settings line 4: no setting “colour”, kept as it is",
                "Settings line 6: amount given again, this line counts",
                "Settings line 6: amount “0” is not 1 to 50; using 10",
            ])
    }

    func testSettingsSpeaksFrench() throws {
        let report = try report(mix, ["LANG": "fr_FR.UTF-8"], ["--settings", "-n", "7"])
        XCTAssertEqual(
            report.lines(.french),
            [
                "Fichier de réglages\u{A0}: /home/p/.config/openquizz/settings",
                "source        opentdb   par défaut",
                "category      any       par défaut",
                "difficulty    hard      fichier, ligne 3",
                "amount        7         option --amount",
                "mode          trivia    par défaut",
                "lang          fr        fichier, ligne 5",
                "color         on        par défaut",
                "motion        full      par défaut",
                "explanations  on        par défaut",
                "mouse         on        par défaut",
                "player1                 par défaut",
                "player2                 par défaut",
                "Réglages, ligne 4\u{A0}: réglage «\u{A0}colour\u{A0}» inconnu, laissé tel quel",
                "Réglages, ligne 6\u{A0}: amount déjà donné, cette ligne l’emporte",
                "Réglages, ligne 6\u{A0}: amount «\u{A0}0\u{A0}» n’est pas entre 1 et 50\u{202F}; 10 à la place",
            ])
    }

    func testSettingsWithoutAFileOrIgnoringIt() throws {
        let none = try report("", [:], ["--settings"])
        XCTAssertEqual(none.lines(.english).first, "Settings file: /home/p/.config/openquizz/settings (none yet)")
        XCTAssertEqual(none.rows.map(\.origin), Array(repeating: .byDefault, count: Settings.Key.allCases.count))
        let ignored = try report(nil, ["LANG": "fr_FR.UTF-8", "LANGUAGE": "en"], ["--settings", "--no-settings"])
        XCTAssertEqual(
            ignored.lines(.english).first, "Settings file: /home/p/.config/openquizz/settings (ignored: --no-settings)")
        XCTAssertEqual(
            ignored.rows.first { $0.key == .lang }, .init(key: .lang, value: "en", origin: .environment("LANGUAGE")))
    }

    /// Practice plays the shipped questions offline: `--mode` made the source, unless a deck is given.
    func testSettingsSaysPracticeMadeTheShippedSource() throws {
        let shipped = try report("", [:], ["--settings", "--mode", "practice"]).lines(.english)
        XCTAssertTrue(shipped.contains("source        shipped   flag --mode"), shipped.joined(separator: "\n"))
        let deck = try report("", [:], ["--settings", "--mode", "practice", "--questions", "week.csv"]).lines(.english)
        XCTAssertTrue(
            deck.contains { $0.hasPrefix("source") && $0.hasSuffix("flag --questions") }, deck.joined(separator: "\n"))
    }
}
