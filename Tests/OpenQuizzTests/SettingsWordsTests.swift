import QuizCore
import XCTest

@testable import openquizz

/// The settings file's notice, in English and French, as the verdict row and standard error say
/// it: one line naming the line, and what was used instead.
final class SettingsWordsTests: XCTestCase {
    private let every: [SettingsProblem] = [
        .tooLarge(limit: 64 << 10), .notAFile, .unreadable(errno: 13), .notText(line: 3), .notAnEntry(line: 3),
        .unknownKey(line: 7, key: "colour"), .repeated(line: 9, key: "amount"),
        .badValue(line: 4, key: "amount", value: "99", fallback: "10"),
        .badValue(line: 2, key: "difficulty", value: "extreme", fallback: "any"),
        .badValue(line: 2, key: "source", value: "cloud", fallback: "opentdb"),
        .badValue(line: 2, key: "category", value: String(repeating: "k", count: 500), fallback: "any"),
        .deckUnplayable(line: 1, name: "capitals"),
    ]

    func testEveryProblemInEnglish() {
        XCTAssertEqual(
            every.map { Wording.english(SettingsWords.problem($0, others: 0)) },
            [
                "Settings file over 64 KiB: not read, using the defaults",
                "Settings file is not a file: not read, using the defaults",
                "Settings file can't be read (Permission denied): using the defaults",
                "Settings line 3 isn't text: skipped",
                "Settings line 3 isn't “key = value”: skipped",
                "Settings line 7: no setting “colour”, kept as it is",
                "Settings line 9: amount given again, this line counts",
                "Settings line 4: amount “99” is not 1 to 50; using 10",
                "Settings line 2: difficulty “extreme” is not any, easy, medium or hard; using any",
                "Settings line 2: source “cloud” is not opentdb, shipped or deck:NAME; using opentdb",
                "Settings line 2: category “kkkkkkkkkkkkkkkkkkk…” is not a category (openquizz --list-categories); using any",
                "Settings line 1: deck “capitals” can't be played (see openquizz --deck); using opentdb",
            ])
    }

    func testEveryProblemInFrench() {
        let space = "\u{A0}"
        let thin = "\u{202F}"
        XCTAssertEqual(
            every.map { Wording.french(SettingsWords.problem($0, others: 0)) },
            [
                "Fichier de réglages de plus de 64\(space)Kio\(space): non lu, réglages par défaut",
                "Les réglages ne sont pas un fichier\(space): non lus, réglages par défaut",
                "Fichier de réglages illisible (Permission denied)\(space): réglages par défaut",
                "Réglages, ligne 3\(space): pas du texte, ignorée",
                "Réglages, ligne 3\(space): pas de la forme «\(space)clé = valeur\(space)», ignorée",
                "Réglages, ligne 7\(space): réglage «\(space)colour\(space)» inconnu, laissé tel quel",
                "Réglages, ligne 9\(space): amount déjà donné, cette ligne l’emporte",
                "Réglages, ligne 4\(space): amount «\(space)99\(space)» n’est pas entre 1 et 50\(thin); 10 à la place",
                "Réglages, ligne 2\(space): difficulty «\(space)extreme\(space)» n’est pas any, easy, medium ou hard\(thin); any à la place",
                "Réglages, ligne 2\(space): source «\(space)cloud\(space)» n’est pas opentdb, shipped ou deck:NOM\(thin); opentdb à la place",
                "Réglages, ligne 2\(space): category «\(space)kkkkkkkkkkkkkkkkkkk…\(space)» n’est pas une catégorie (openquizz --list-categories)\(thin); any à la place",
                "Réglages, ligne 1\(space): paquet «\(space)capitals\(space)» injouable (voir openquizz --deck)\(thin); opentdb à la place",
            ])
    }

    /// The notice slot says the first problem and how many more; a file's path is not repeated.
    func testTheNoticeSaysTheFirstAndHowManyMore() {
        let problem = StorageProblem(
            path: "/h/.config/openquizz/settings",
            kind: .settings(.badValue(line: 4, key: "amount", value: "99", fallback: "10"), others: 2),
            whileReading: true)
        var text = PlayerText()
        XCTAssertEqual(
            text.fileProblem(problem),
            "Settings line 4: amount “99” is not 1 to 50; using 10 (+2 more: --settings)")
        text.words = .french
        XCTAssertEqual(
            text.fileProblem(problem),
            "Réglages, ligne 4\u{A0}: amount «\u{A0}99\u{A0}» n’est pas entre 1 et 50\u{202F}; 10 à la place"
                + " (+2 autres\u{A0}: --settings)")
    }

    /// A value from the file never brings control characters (an escape sequence) to the screen.
    func testAValueIsShownPrintable() {
        let said = Wording.english(
            SettingsWords.problem(.unknownKey(line: 1, key: "\u{1B}[2Jx"), others: 0))
        XCTAssertFalse(said.unicodeScalars.contains { $0.value < 0x20 }, said)
    }
}
