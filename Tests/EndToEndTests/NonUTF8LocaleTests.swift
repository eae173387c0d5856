import Foundation
import XCTest

/// `LANG=C`: every text in ASCII, every border in its column.
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
            gameRows: ["[v] Right! It's true.", explanation]
        ) { screen in
            XCTAssertTrue(screen.isASCII, "not ASCII:\n\(screen)")
        }
        XCTAssertEqual(Set(shown), Set(Self.accented.map(\.shown)))
        // The last answer's explanation, which the Game Over wait did not look for.
        try session.waitFor("the last answer's explanation", showing: [explanation])
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
