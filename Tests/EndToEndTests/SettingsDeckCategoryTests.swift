import Foundation
import XCTest

/// A settings file that plays a deck with a category the deck hasn't: the game says so naming the
/// settings file and the category's line (not the source's, not the deck's file), and plays the
/// whole deck.
final class SettingsDeckCategoryTests: EndToEndTestCase {
    func testABadCategoryForTheFilesDeckNamesTheFileAndItsLine() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-deck-cat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let decks = home.appendingPathComponent("data/openquizz/decks")
        let config = home.appendingPathComponent("config/openquizz")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("statement,answer,category\nParis is in France,true,Europe\nTokyo is in China,false,Asia\n".utf8)
            .write(to: decks.appendingPathComponent("capitals.csv"))
        let settings = config.appendingPathComponent("settings")
        try Data("# mine\nsource = deck:capitals\ncategory = Africa\n".utf8).write(to: settings)
        let environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin",
        ]
        let binary = try TmuxSession.appBinary().path
        let result = try Subprocess.run(
            "/bin/sh", ["-c", "printf 't\\nt\\nq\\n' | '\(binary)' --plain"], environment: environment, scratch: home)
        XCTAssertEqual(result.status, 0, "\(result)")
        XCTAssertTrue(
            result.standardError.contains(
                "\(settings.path), line 3: deck “capitals” has no category “Africa”; playing all of it"),
            result.standardError)
        XCTAssertFalse(result.standardError.contains("line 2"), "the source's line is not at fault")
        // The whole deck is played: its two questions.
        XCTAssertTrue(result.standardOutput.contains("2 questions a game"), result.standardOutput)
        XCTAssertEqual(
            try String(contentsOf: settings, encoding: .utf8), "# mine\nsource = deck:capitals\ncategory = Africa\n")
    }

    /// `--list-categories` in French shows each category's French name, and the API's name, which
    /// `--category` takes, beside it; in English, the API's name alone.
    func testTheCategoriesAreListedInFrenchWithTheNameToType() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-list-cat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let binary = try TmuxSession.appBinary().path
        var environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
            "LANG": "fr_FR.UTF-8", "PATH": "/usr/bin:/bin",
        ]
        let french = try Subprocess.run(
            binary, ["--list-categories", "--offline"], environment: environment, scratch: home)
        XCTAssertEqual(french.status, 0, "\(french)")
        let lines = french.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains(" 17  Sciences et nature (Science & Nature)"), french.standardOutput)
        XCTAssertTrue(lines.contains(" 25  Art"), french.standardOutput)
        environment["LANG"] = "C.UTF-8"
        let english = try Subprocess.run(
            binary, ["--list-categories", "--offline"], environment: environment, scratch: home)
        XCTAssertTrue(
            english.standardOutput.split(separator: "\n").contains(" 17  Science & Nature"), english.standardOutput)
    }
}
