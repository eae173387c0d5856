import Foundation
import XCTest

/// The command line in French, run as a command with no French locale on the machine: `--check`,
/// `--list-decks` and the refusals say their words in French (from `LANG` or `--lang`), with the
/// same exit codes as in English.
final class FrenchCommandLineEndToEndTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-french-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("data/openquizz/decks"), withIntermediateDirectories: true)
        for (name, text) in [
            ("bon.csv", "statement,answer\nUn,vrai\n"), ("mauvais.csv", "statement,answer\nUn,vrai\nDeux,peut-être\n"),
            ("data/openquizz/decks/leçon 2.csv", "statement,answer\nUn,vrai\nDeux,faux\n"),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// The game run in the folder with `arguments`, under `LANG=lang`.
    private func run(_ arguments: [String], lang: String = "fr_FR.UTF-8") throws -> CommandResult {
        let environment = [
            "XDG_DATA_HOME": folder.path + "/data", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_CACHE_HOME": folder.path + "/cache", "LANG": lang, "PATH": "/usr/bin:/bin",
        ]
        let quoted = arguments.map(TmuxSession.quoted).joined(separator: " ")
        return try Subprocess.run(
            "/bin/sh",
            ["-c", "cd \(TmuxSession.quoted(folder.path)) && exec \(try TmuxSession.appBinary().path) \(quoted)"],
            environment: environment, scratch: folder)
    }

    func testCheckInFrench() throws {
        let good = try run(["--check", "bon.csv"])
        XCTAssertEqual(good.status, 0, "\(good)")
        XCTAssertEqual(good.standardOutput, "bon.csv: 1 question (1 sans difficulté), prêt à jouer\n")
        let bad = try run(["--check", "mauvais.csv"])
        XCTAssertEqual(bad.status, 1, "\(bad)")
        XCTAssertEqual(
            bad.standardOutput,
            "mauvais.csv:3: la réponse est «\u{A0}peut-être\u{A0}»\u{A0}: écrivez vrai ou faux (ou oui/non, 1/0, "
                + "true/false)\nmauvais.csv: 1 question (1 sans difficulté), 1 question écartée\u{A0}: corrigez les lignes ci-dessus\n"
        )
    }

    func testListDecksInFrench() throws {
        let listed = try run(["--list-decks"], lang: "C.UTF-8")
        XCTAssertTrue(listed.standardOutput.hasPrefix("Your decks, in "), "\(listed)")
        let french = try run(["--lang", "fr", "--list-decks"], lang: "C.UTF-8")
        XCTAssertEqual(french.status, 0, "\(french)")
        XCTAssertEqual(
            french.standardOutput,
            """
            Vos paquets, dans \(folder.path)/data/openquizz/decks\u{A0}:
              leçon 2  2 questions
                       pas encore joué
            Jouez-en un avec openquizz --deck NOM (le début du nom suffit).

            """)
    }

    func testRefusalsInFrenchKeepTheirExitCodes() throws {
        let unknown = try run(["--bogus", "--lang", "fr"], lang: "C.UTF-8")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(
            unknown.standardError,
            "openquizz: option inconnue «\u{A0}--bogus\u{A0}». Essayez «\u{A0}openquizz --help\u{A0}».\n")
        let noDeck = try run(["--deck", "biologie"])
        XCTAssertEqual(noDeck.status, 2)
        XCTAssertEqual(
            noDeck.standardError, "openquizz: aucun paquet «\u{A0}biologie\u{A0}»\u{202F}; vos paquets\u{A0}: leçon 2\n"
        )
        let missing = try run(["--questions", "absent.csv"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "openquizz: absent.csv: aucun fichier de ce nom\n")
        let english = try run(["--deck", "biologie"], lang: "C.UTF-8")
        XCTAssertEqual(english.standardError, "openquizz: no deck “biologie”; your decks: leçon 2\n")
    }
}
