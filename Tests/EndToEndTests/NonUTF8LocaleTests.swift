import Foundation
import XCTest

/// `LANG=C`: every text in ASCII, every border in its column; a UTF-8 locale the machine
/// hasn't generated: UTF-8 still.
final class NonUTF8LocaleTests: EndToEndTestCase {
    private static let accented: [(question: String, shown: String)] = [
        (
            "In Les Misérables, Jean Valjean steals bread; Boléro is by Ravel.",
            "In Les Miserables, Jean Valjean steals bread; Bolero is by Ravel."
        ),
        (
            "The Möbius strip has one side; São Paulo and Brasília are in Brazil.",
            "The Mobius strip has one side; Sao Paulo and Brasilia are in Brazil."
        ),
        (
            "The German “Straße” means street — and 東京 is Tokyo.",
            "The German \"Strasse\" means street - and ???? is Tokyo."
        ),
    ]

    func testInTheCLocaleEveryTextIsDrawnInASCIIWithNoStrayCells() throws {
        let folder = try bankFolder(Self.accented.map { ($0.question, "Cézanne painted it in Aix-en-Provence.") })
        let session = try launch(
            ["--offline", "--seed", "2", "--amount", "\(Self.accented.count)"],
            environment: ["OPENQUIZZ_ASSETS": folder.path, "LANG": "C", "LC_ALL": "C"])
        let frame = try XCTUnwrap(CellRect.restingCard(screenWidth: 80, screenHeight: 24))
        let explanation = "Cezanne painted it in Aix-en-Provence."
        let shown = try playThrough(
            session, count: Self.accented.count, frame: frame, corners: "++++", vertical: "|",
            gameRows: ["[+] Right! It's true.", explanation]
        ) { screen in
            XCTAssertTrue(screen.isASCII, "not ASCII:\n\(screen)")
        }
        XCTAssertEqual(Set(shown), Set(Self.accented.map(\.shown)))
        // The last answer's explanation, which the Game Over wait did not look for.
        try session.waitFor("the last answer's explanation", showing: [explanation])
        try session.send("q")
        try assertExited(session, status: 0)
    }

    /// `LANG=fr_FR.UTF-8` where no fr_FR locale is generated (most containers: `locale -a` gives
    /// C, C.utf8 and POSIX): `setlocale(LC_ALL, "")` fails, yet the player asked for UTF-8, and
    /// the card keeps its rounded corners, its accents and its ✓.
    func testAUTF8LocaleTheMachineLacksStillDrawsInUTF8() throws {
        let question = "Cézanne a peint la montagne Sainte-Victoire près d’Aix-en-Provence."
        let folder = try bankFolder([(question, "Il l’a peinte plus de quatre-vingts fois.")])
        // `--lang en`: the words stay English (a French LANG now speaks French, which
        // FrenchGameEndToEndTests plays); the character type still comes from LANG.
        let session = try launch(
            ["--offline", "--seed", "1", "--amount", "1", "--lang", "en"],
            environment: try todaysDailyPlayed().merging([
                "OPENQUIZZ_ASSETS": folder.path, "LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_CTYPE": "",
            ]) { _, new in new })
        let frame = try XCTUnwrap(CellRect.restingCard(screenWidth: 80, screenHeight: 24))
        let shown = try playThrough(
            session, count: 1, frame: frame, corners: "╭╮╰╯", vertical: "│",
            gameRows: ["✓ Right! It's true. Il l’a peinte plus de quatre-vingts fois."])
        XCTAssertEqual(shown, [question])
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
