import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// The command line and the decks in French, word for word: `--check` on a deck with problems,
/// `--list-decks`, the refusals of a wrong command line, and the language chosen before the line
/// is read.
final class CommandLineFrenchTests: DeckFolderTestCase {
    private func deck(_ file: String, _ text: String) throws -> URL {
        try FileManager.default.createDirectory(at: paths.decksDirectory, withIntermediateDirectories: true)
        let url = paths.decksDirectory.appendingPathComponent(file)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Why `arguments` are refused, in `words`.
    private func refusal(_ arguments: [String], _ words: Wording = .french) -> String? {
        do throws(Options.ParseError) {
            _ = try Options.parse(arguments, environment: [:], words: words)
            return nil
        } catch {
            return CommandLineText(words: words).tryHelp(error)
        }
    }

    // MARK: - --check

    func testCheckSaysADecksProblemsInFrench() throws {
        let url = try deck(
            "leçon.csv",
            "statement,answer,difficulty\nL’eau bout à 100 °C au niveau de la mer.,vrai,easy\nLa Lune est une planète.,"
                + "peut-être,\n,vrai,\nL’or est un métal.,true,hard\nL’eau bout à 100 °C au niveau de la mer.,oui,easy\n"
        )
        let checked = DeckCommand.checked(url.path, decks: KeptDecks.store(paths), words: .french)
        let file = url.path
        XCTAssertEqual(
            checked.lines,
            [
                "\(file):3: la réponse est «\u{A0}peut-être\u{A0}»\u{A0}: écrivez vrai ou faux (ou oui/non, 1/0, true/false)",
                "\(file):4: l’énoncé est vide\u{A0}: écrivez-en un, ou supprimez la ligne",
                "\(file):6: le même énoncé qu’à la ligne 2\u{A0}: supprimez l’un des deux",
                "\(file): 2 questions (1 facile, 1 difficile), 3 questions écartées\u{A0}: corrigez les lignes ci-dessus",
            ])
        XCTAssertFalse(checked.clean)
    }

    func testCheckSaysARefusedFileAndAJSONFaultInFrench() throws {
        let text = DeckText(file: "paquet.json", words: .french)
        XCTAssertEqual(
            text.refused(.invalidJSON(.expected(.value), at: .init(line: 2, column: 12))),
            "paquet.json: ni un paquet CSV ni une réponse de l’Open Trivia DB\u{A0}: on attendait une valeur à la "
                + "ligne 2, colonne 12")
        XCTAssertEqual(
            text.refused(.tooLarge(bytes: 78 << 20, limit: 64 << 20)),
            "paquet.json: 78,0\u{A0}Mio, au-delà des 64\u{A0}Mio permis pour un paquet\u{A0}: découpez-le")
        XCTAssertEqual(
            DeckText(file: "semaine3", words: .french).refused(.notFound),
            "semaine3: aucun fichier de ce nom (openquizz --list-decks énumère vos paquets\u{202F}; --deck NOM en joue un)"
        )
        XCTAssertEqual(
            text.refused(.unreadable(EACCES)), "paquet.json: illisible\u{A0}: permission refusée")
        XCTAssertEqual(
            DeckText(file: "paquet.json", words: .english).refused(.unreadable(EACCES)),
            "paquet.json: can't be read: Permission denied", "English keeps the system's words")
    }

    // MARK: - --list-decks

    func testListDecksInFrench() throws {
        _ = try deck(
            "chimie.csv",
            "statement,answer,category\nH est l’hydrogène.,vrai,Éléments\nHe est l’hélium.,vrai,Éléments\n"
                + "Fe est le fer.,vrai,Métaux\nNa est le sodium.,peut-être,Métaux\n")
        _ = try deck("vide.csv", " \n")
        let lines = KeptDecks.listing(paths: paths, stats: HistoryStats(), text: KeptDeckText(words: .french))
        XCTAssertEqual(
            lines,
            [
                "Vos paquets, dans \(paths.decksDirectory.path)\u{A0}:",
                "  chimie  3 questions dans 2 catégories\u{A0}: Éléments, Métaux\u{202F}; 1 question écartée",
                "          (voir ci-dessous)",
                "          pas encore joué",
                "  vide    injouable\u{A0}: il est vide",
                "Jouez-en un avec openquizz --deck NOM (le début du nom suffit).",
                "Pour voir pourquoi des questions ont été écartées\u{A0}:",
                "  openquizz --check \(paths.decksDirectory.path)/chimie.csv",
            ])
    }

    func testNoDecksInFrenchIsWrappedTo80Columns() {
        let lines = KeptDeckText(words: .french).noDecks(folder: "/d/decks", listing: .noFolder)
        XCTAssertEqual(lines.first, "Aucun paquet pour l’instant\u{A0}: le dossier /d/decks n’existe pas.")
        XCTAssertGreaterThan(lines.count, 2)
        for line in lines { XCTAssertLessThanOrEqual(line.count, 80, line) }
        XCTAssertEqual(
            KeptDeckText(words: .french).unknownDeck("semaine", decks: [], folder: .unreadable(EACCES)),
            "aucun paquet «\u{A0}semaine\u{A0}»\u{A0}: le dossier des paquets est illisible\u{A0}: permission refusée")
    }

    // MARK: - Refusals

    func testRefusalsInFrench() {
        XCTAssertEqual(
            refusal(["--amount", "0"]),
            "--amount attend un nombre de 1 à 50, pas «\u{A0}0\u{A0}». Essayez «\u{A0}openquizz --help\u{A0}».")
        XCTAssertEqual(
            refusal(["--bogus"]), "option inconnue «\u{A0}--bogus\u{A0}». Essayez «\u{A0}openquizz --help\u{A0}».")
        XCTAssertEqual(
            refusal(["--questions", ""]),
            "--questions\u{A0}: le chemin est vide\u{A0}: donnez celui d’un fichier de paquet. Essayez «\u{A0}openquizz --help\u{A0}»."
        )
        XCTAssertEqual(
            refusal(["--daily", "2026-11-31"]),
            "--daily\u{A0}: le 2026-11-31 n’existe pas\u{A0}: novembre 2026 a 30 jours. Essayez «\u{A0}openquizz --help\u{A0}»."
        )
        XCTAssertEqual(
            refusal(["--deck", "a", "--questions", "b.csv"]),
            "--deck et --questions jouent chacun un paquet seul\u{A0}: donnez l’un ou l’autre. Essayez «\u{A0}openquizz --help\u{A0}»."
        )
        XCTAssertEqual(
            refusal(["--category", "zzz"]),
            "--category\u{A0}: aucune catégorie «\u{A0}zzz\u{A0}» (voyez --list-categories). Essayez «\u{A0}openquizz --help\u{A0}»."
        )
        XCTAssertEqual(
            refusal(["--amount", "0"], .english),
            "--amount takes a number from 1 to 50, not '0'. Try 'openquizz --help'.")
    }

    /// `--lang` is read before the rest of the line, whose refusals it words; else the environment.
    func testTheLanguageIsFoundBeforeTheLineIsRead() {
        XCTAssertEqual(Options.language(in: ["--bogus", "--lang", "fr"], environment: [:]), .french)
        XCTAssertEqual(Options.language(in: ["--lang=fr", "--lang", "EN"], environment: [:]), .english)
        XCTAssertEqual(Options.language(in: ["--bogus"], environment: ["LANG": "fr_FR.UTF-8"]), .french)
        XCTAssertEqual(
            Options.language(in: ["--lang", "en"], environment: ["LC_ALL": "fr_FR.UTF-8"]), .english, "--lang wins")
        XCTAssertEqual(
            Options.language(in: ["--lang", "xx"], environment: ["LANG": "fr_FR.UTF-8"]), .french,
            "a value --lang refuses is the line's to refuse")
    }

    /// The bank's reasons are facts the text layer words, in either language.
    func testTheBanksReasonsAreTypedAndWorded() {
        let entry = #"{"type":"boolean","difficulty":"easy","category":"c","question":"Q","correct_answer":"Oui"}"#
        for (json, expected) in [
            (#"{"response_code":0}"#, BankError.malformed(.missingField("results"))),
            ("[", .malformed(.notJSON)),
            (#"{"response_code":0,"results":[\#(entry)]}"#, .invalidEntry(1, .notTrueOrFalse("Oui"))),
        ] {
            XCTAssertThrowsError(try BundledBank(data: Data(json.utf8))) { error in
                XCTAssertEqual(error as? BankError, expected, json)
            }
        }
        XCTAssertEqual(
            CommandLineText(words: .french).bankProblem(.invalidEntry(1, .notTrueOrFalse("Oui"))),
            "une question du quiz intégré est invalide (entrée 1\u{A0}: correct_answer vaut «\u{A0}Oui\u{A0}», ni True ni False)"
        )
        XCTAssertEqual(
            CommandLineText(words: .english).bankProblem(.malformed(.missingField("results"))),
            "the bundled questions are damaged (missing field results)")
    }

    func testTerminalProblemsInFrench() {
        let text = CommandLineText(words: .french)
        XCTAssertEqual(
            text.terminalProblem(.notATerminal(.output)),
            "la sortie standard n’est pas un terminal\u{A0}: jouez dans un terminal interactif")
        XCTAssertEqual(
            text.unusableTerminal(.unknownTerminal("vt999")),
            "type de terminal inconnu «\u{A0}vt999\u{A0}»\u{202F}; essayez TERM=xterm-256color, ou jouez ligne à ligne "
                + "avec --plain")
        XCTAssertEqual(
            text.playingLineByLine(.noCursorAddressing("dumb")),
            "le terminal «\u{A0}dumb\u{A0}» ne sait pas déplacer le curseur\u{A0}: jeu ligne à ligne (--plain)")
        let unsaved = text.unsavedAnswers(2, StorageProblem(path: "/s/h.jsonl", kind: .system(errno: ENOSPC)))
        XCTAssertTrue(
            unsaved.hasPrefix("2 réponses de cette partie non enregistrées dans votre historique\u{A0}: "), unsaved)
        XCTAssertTrue(unsaved.hasSuffix(" (/s/h.jsonl)"), unsaved)
    }
}
