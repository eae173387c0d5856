import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// The settings file's keys read into `Settings` and written back: a bad value gives its key's
/// default and is said with its line; saving keeps what the player wrote.
final class SettingsStoreTests: SettingsFileTestCase {
    func testEveryKeyIsRead() {
        let loaded = loaded(
            """
            source = deck:Capitals of Europe
            category = europe
            difficulty = HARD
            amount = 20
            mode = primes
            lang = fr
            color = off
            motion = reduced
            explanations = off
            mouse = off

            """)
        var expected = Settings()
        expected.source = .deck("Capitals of Europe")
        expected.category = "europe"
        expected.difficulty = .hard
        expected.amount = 20
        expected.mode = .primes
        expected.language = .french
        expected.color = false
        expected.reducedMotion = true
        expected.explanations = false
        expected.mouse = false
        XCTAssertEqual(loaded.settings, expected)
        XCTAssertEqual(loaded.problems, [])
        XCTAssertEqual(loaded.lines[.mouse], 10)
        // Each value as written reads back (the deck first: its category is its own).
        var again = Settings()
        for key in Settings.Key.allCases {
            XCTAssertTrue(again.read(key, expected.written(key)), "\(key)")
        }
        XCTAssertEqual(again, expected)
    }

    func testABadValueGivesTheDefaultAndIsSaidWithItsLine() {
        let loaded = loaded(
            """
            # mine
            amount = 99
            difficulty = extreme
            category = knitting
            source = cloud
            color = maybe
            lang = de
            mode = primes

            """)
        var expected = Settings()
        expected.mode = .primes
        XCTAssertEqual(loaded.settings, expected)
        XCTAssertEqual(
            loaded.problems,
            [
                .badValue(line: 2, key: "amount", value: "99", fallback: "10"),
                .badValue(line: 3, key: "difficulty", value: "extreme", fallback: "any"),
                .badValue(line: 4, key: "category", value: "knitting", fallback: "any"),
                .badValue(line: 5, key: "source", value: "cloud", fallback: "opentdb"),
                .badValue(line: 6, key: "color", value: "maybe", fallback: "on"),
                .badValue(line: 7, key: "lang", value: "de", fallback: "auto"),
            ])
        XCTAssertEqual(loaded.lines, [.mode: 8])
    }

    /// A name over 20 characters is cut to them, and the file's notices say so, once.
    func testANameTooLongIsCutWithANotice() throws {
        let loaded = loaded("player1 = " + String(repeating: "a", count: 300) + "\nplayer2 = Bo\n")
        XCTAssertEqual(loaded.settings.player1, String(repeating: "a", count: 20))
        XCTAssertEqual(loaded.settings.player2, "Bo")
        XCTAssertEqual(
            loaded.problems, [.nameCut(line: 1, key: "player1", limit: 20, kept: String(repeating: "a", count: 20))])
        XCTAssertEqual(
            Wording.english(SettingsWords.problem(try XCTUnwrap(loaded.problems.first), others: 0)),
            "Settings line 1: player1 is over 20 characters, cut")
    }

    func testADecksCategoryIsWhateverTheDeckHas() {
        XCTAssertEqual(loaded("category = knitting\nsource = deck:crafts\n").settings.category, "knitting")
    }

    func testUnknownKeysAndUnreadableLinesAreSaid() {
        XCTAssertEqual(
            loaded("colour = off\namount = 20\njust words\n\u{1}\namount = 30\n").problems,
            [
                .unknownKey(line: 1, key: "colour"), .notAnEntry(line: 3), .notText(line: 4),
                .repeated(line: 5, key: "amount"),
            ])
    }

    func testAFileThatCantBeReadGivesTheDefaults() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        XCTAssertEqual(store.load(), SettingsStore.Loaded(problems: [.notAFile]))
        try FileManager.default.removeItem(at: url)
        XCTAssertEqual(store.load(), SettingsStore.Loaded())
    }

    // MARK: - Saving

    func testANewFileHasTheHeaderAndOnlyWhatIsNotTheDefault() throws {
        var settings = Settings()
        settings.amount = 20
        settings.source = .deck("capitals")
        try store.save(settings, header: ["OpenQuizz", "keys"])
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8), "# OpenQuizz\n# keys\nsource = deck:capitals\namount = 20\n")
        XCTAssertEqual(store.load().settings, settings)
    }

    func testANewFileSaysWhatItIsInThePlayersLanguage() throws {
        var settings = Settings()
        settings.mouse = false
        try store.save(settings, words: .french)
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8),
            """
            # Réglages d’OpenQuizz\u{A0}: un «\u{A0}clé = valeur\u{A0}» par ligne. Le jeu ne change que les lignes qu’il enregistre.
            # Clés\u{A0}: source, category, difficulty, amount, mode, lang, color, motion, explanations, mouse, player1, player2 (man openquizz, FICHIERS).
            mouse = off

            """)
        XCTAssertEqual(store.load(), SettingsStore.Loaded(settings: settings, lines: [.mouse: 3]))
    }

    func testSavingKeepsCommentsUnknownKeysAndMendsBadValues() throws {
        let before = "# my game\ncolour = off\n\namount = 99\nmode = trivia\n\u{FF}\u{1}\n"
        try Data(before.utf8).write(to: url)
        XCTAssertEqual(store.load().settings, Settings(), "the bad amount gives the default")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), before, "loading never writes")
        var settings = Settings()
        settings.difficulty = .easy
        try store.save(settings, header: ["never"])
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8),
            "# my game\ncolour = off\n\namount = 10\nmode = trivia\n\u{FF}\u{1}\ndifficulty = easy\n")
    }

    func testSavingWhatIsAlreadyThereChangesNoByte() throws {
        let before = "#c\n  amount=20  \r\nfoo = bar\n"
        try Data(before.utf8).write(to: url)
        try store.save(store.load().settings, header: [])
        XCTAssertEqual(try Data(contentsOf: url), Data(before.utf8))
    }

    // MARK: - Unknown keys, said once

    func testAnUnknownKeyIsSaidOnceAndABadValueEveryTime() {
        let noted = folder.appendingPathComponent("state/settings-keys-said")
        let problems: [SettingsProblem] = [
            .unknownKey(line: 1, key: "colour"), .badValue(line: 2, key: "amount", value: "0", fallback: "10"),
        ]
        XCTAssertEqual(SettingsStore.unsaid(problems, noted: noted, writer: writer), problems)
        XCTAssertEqual(SettingsStore.unsaid(problems, noted: noted, writer: writer), [problems[1]])
        let another: [SettingsProblem] = [.unknownKey(line: 1, key: "Colour"), .unknownKey(line: 3, key: "theme")]
        XCTAssertEqual(SettingsStore.unsaid(another, noted: noted, writer: writer), [another[1]])
        // A name cut is said once for that name; another name cut is said again.
        let cut = SettingsProblem.nameCut(line: 4, key: "player1", limit: 20, kept: "Annabelle")
        XCTAssertEqual(SettingsStore.unsaid([cut], noted: noted, writer: writer), [cut])
        XCTAssertEqual(SettingsStore.unsaid([cut], noted: noted, writer: writer), [])
        let other = SettingsProblem.nameCut(line: 4, key: "player1", limit: 20, kept: "Bob")
        XCTAssertEqual(SettingsStore.unsaid([other], noted: noted, writer: writer), [other])
    }
}
