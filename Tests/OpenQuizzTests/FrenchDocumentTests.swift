import Foundation
import QuizCore
import QuizView
import XCTest

@testable import openquizz

/// `--help`, the man page and the README in French: the French page's OPTIONS and TOUCHES are what
/// the tables write in French, `--help` reads French in 80 columns, and README.fr.md names every
/// flag.
final class FrenchDocumentTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func checkedIn(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The French man page's section `name`, from its `.SH` line to the next section's.
    private func frenchSection(_ name: String) throws -> String {
        let page = try checkedIn(FlagDocuments.frenchManPagePath)
        let start = try XCTUnwrap(page.range(of: "\n.SH \(name)\n"), "no \(name) section")
        let end = try XCTUnwrap(
            page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex), "nothing after \(name)")
        return String(page[page.index(after: start.lowerBound)...end.lowerBound])
    }

    // MARK: - The man page

    func testTheFrenchManPagesOptionsAreWhatTheTableWritesInFrench() throws {
        XCTAssertEqual(
            try frenchSection("OPTIONS"), FlagDocuments.manOptions(words: .french),
            "run Scripts/generate-flag-files.sh")
    }

    func testTheFrenchManPagesKeysAreWhatTheKeyTableWritesInFrench() throws {
        let keys = KeyDocuments.manKeys(words: .french)
        XCTAssertTrue(keys.hasPrefix(".SH TOUCHES\n"), keys)
        XCTAssertEqual(try frenchSection("TOUCHES"), keys, "run Scripts/generate-flag-files.sh")
    }

    /// `--lang fr` before the hidden flags writes the French sections, as the script asks.
    func testTheHiddenFlagsWriteFrenchAfterLangFr() throws {
        XCTAssertEqual(
            try Options.parse(["--lang", "fr", "--generate-man-options"]),
            .printDocument(FlagDocuments.manOptions(words: .french)))
        XCTAssertEqual(
            try Options.parse(["--lang", "fr", "--generate-man-keys"]),
            .printDocument(KeyDocuments.manKeys(words: .french)))
        XCTAssertEqual(try Options.parse(["--generate-man-options"]), .printDocument(FlagDocuments.manOptions()))
    }

    func testTheFrenchManPageIsInFrenchAndNamesEveryFlagInItsSynopsis() throws {
        let page = try checkedIn(FlagDocuments.frenchManPagePath)
        for heading in [".SH NOM\n", ".SH SYNOPSIS\n", ".SH DESCRIPTION\n", ".SH FICHIERS\n", ".SH ENVIRONNEMENT\n"] {
            XCTAssertTrue(page.contains(heading), heading)
        }
        XCTAssertTrue(page.contains("\nopenquizz \\- vrai ou faux\\~? un jeu de quiz pour le terminal\n"))
        let plain = page.replacingOccurrences(of: "\\-", with: "-")
        let start = try XCTUnwrap(plain.range(of: ".SH SYNOPSIS\n"))
        let synopsis = plain[start.upperBound...]
        let end = synopsis.range(of: "\n.SH ")?.lowerBound ?? synopsis.endIndex
        let words = Set(synopsis[..<end].split(whereSeparator: { " \n[]|".contains($0) }).map(String.init))
        for flag in Flag.table where !flag.hidden {
            XCTAssertTrue(words.contains(flag.short ?? flag.name), "the SYNOPSIS lacks \(flag.name)")
        }
    }

    /// The pages as man renders them at 80 columns, without a warning from man or groff.
    ///
    /// man comes with man-db, which the packaging checks need; without it the test is skipped,
    /// except under CI.
    func testManRendersTheFrenchPageWithoutAWarning() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else {
            let message = "man (man-db) is not installed"
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw UnexpectedMissing(message) }
            throw XCTSkip(message)
        }
        for path in [FlagDocuments.frenchManPagePath, FlagDocuments.manPagePath] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
            process.arguments = ["--warnings", "-l", root.appendingPathComponent(path).path]
            process.environment = ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // Read before waiting: the page is more than a pipe holds.
            let rendered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(path): \(warnings)")
            XCTAssertEqual(warnings, "", path)
            XCTAssertTrue(rendered.contains("OPENQUIZZ(6)"), path)
        }
    }

    private struct UnexpectedMissing: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - The flags' words

    /// Every flag the player is told about has its own words in both languages: one topic each.
    func testEveryShownFlagIsWordedByATopicOfItsOwn() {
        var topics: [FlagWords.Topic] = []
        for flag in Flag.table {
            switch flag.texts {
            case .worded(let topic): topics.append(topic)
            case .positive: break
            case .unworded: XCTAssertTrue(flag.hidden, "\(flag.name) is shown but has no French")
            }
        }
        XCTAssertEqual(topics.count, Set(topics.map { "\($0)" }).count, "a topic used twice: \(topics)")
        XCTAssertEqual(topics.count, FlagWords.Topic.allCases.count, "a topic no flag uses")
    }

    /// French as a French reader expects it: ’ for the apostrophe, a no-break space before : ; ?
    /// and inside « », each help line at most 55 columns (as the English), a brief on one line.
    func testTheFrenchWordsKeepFrenchTypography() {
        for flag in Flag.table where !flag.hidden {
            let help = flag.help(.french)
            XCTAssertNotEqual(help, flag.help(.english), "\(flag.name): not translated")
            for text in [help, flag.brief(.french)] {
                XCTAssertFalse(text.contains("'"), "\(flag.name): ' for ’ in \(text)")
                for mark in [" :", " ;", " ?", " !", "« ", " »"] {
                    XCTAssertFalse(text.contains(mark), "\(flag.name): a breaking space in \(mark): \(text)")
                }
            }
            XCTAssertFalse(flag.brief(.french).contains("\n"), flag.name)
            for line in help.split(separator: "\n") {
                XCTAssertLessThanOrEqual(
                    ScreenBuffer.displayWidth(ofText: String(line)), 55, "\(flag.name): \(line)")
            }
            let manual = flag.manual(.french)
            for mark in [" :", " ;", " ?", "' "] {
                XCTAssertFalse(manual.contains(mark), "\(flag.name): \(mark) in the manual: \(manual)")
            }
            XCTAssertFalse(manual.contains("\u{00A0}") || manual.contains("\u{202F}"), "roff writes \\~: \(manual)")
        }
    }

    // MARK: - --help

    func testLangBeforeHelpAsksForItsLanguage() throws {
        XCTAssertEqual(try Options.parse(["--lang", "fr", "--help"]), .printHelp(.french))
        XCTAssertEqual(try Options.parse(["--lang", "en", "-h"]), .printHelp(.english))
        XCTAssertEqual(try Options.parse(["--help"]), .printHelp(nil))
    }

    /// The French `--help` down to its keys' list.
    private static let usageTop = """
        OpenQuizz \(Options.version)\u{00A0}: vrai ou faux\u{202F}? Un jeu de quiz pour le terminal.

        Utilisation\u{00A0}: openquizz [options]

        Options\u{00A0}:
          -n, --amount N         questions par partie, de 1 à 50 (10 par défaut)
              --category ID|NAME questions d’une catégorie (voir --list-categories)
              --difficulty LEVEL easy, medium ou hard (facile, moyenne, difficile)
              --offline          jouer les questions du quiz intégré, sans réseau
              --questions FILE   jouer les questions de FILE (CSV, ou JSON de
                                 l’Open Trivia DB), sans jamais utiliser le réseau
              --check FILE...    dire ce que rencontrerait un joueur de chaque FILE,
                                 ligne par ligne, puis quitter (1 en cas de problème)
              --api-url URL      un serveur compatible avec l’Open Trivia DB
                                 (https://opentdb.com par défaut)
              --list-categories  afficher les catégories (numéro et nom), puis quitter
              --deck NAME        jouer un de vos paquets (voir --list-decks)
              --list-decks       afficher vos paquets et vos résultats, puis quitter
              --in-order         avec --deck ou --questions\u{00A0}: les questions dans
                                 l’ordre du paquet
              --no-prefetch      ne pas chercher d’avance les questions de la partie
                                 suivante (moins de requêtes\u{202F}; N attend le réseau)
              --no-explanations  ne pas montrer l’explication de chaque réponse
              --explanations     montrer l’explication de chaque réponse, même si
                                 le fichier de réglages dit non
              --no-history       ne garder aucun historique des réponses
              --stats            afficher ce que dit l’historique, puis quitter
              --json             avec --stats\u{00A0}: en JSON, pour les scripts
              --seed N           les mêmes questions du quiz intégré, dans le même
                                 ordre à chaque fois (sans compter les parties d’avant)
              --no-color         sans couleurs (de même si NO_COLOR est défini)
              --no-colour        identique à --no-color
              --color            les couleurs, même si le fichier de réglages ou
                                 NO_COLOR dit non
              --colour           identique à --color
              --ascii            dessiner en ASCII seul\u{00A0}: cadres, icônes, attente, texte
              --reduced-motion   ni glissements, ni rebonds, ni animations (de même
                                 si OPENQUIZZ_REDUCED_MOTION est défini)
              --full-motion      glissements et rebonds, même si le fichier de
                                 réglages ou OPENQUIZZ_REDUCED_MOTION dit non
              --no-mouse         laisser la souris au terminal (pas de glisser)
              --mouse            glisser et cliquer, même si le fichier de réglages
                                 dit non
              --mode MODE        trivia (par défaut), primes («\u{00A0}Nombre premier\u{202F}?\u{00A0}»),
                                 practice (vos erreurs à revoir), blitz (60\u{00A0}s),
                                 ou duel (deux joueurs, un clavier\u{202F}; pas avec --plain)
              --lang LANG        en ou fr (par défaut\u{00A0}: selon LC_ALL, LC_MESSAGES,
                                 LANG et LANGUAGE)
              --settings         afficher le chemin du fichier de réglages et les
                                 réglages en vigueur, avec leur origine, puis quitter
              --no-settings      ignorer le fichier de réglages pour cette partie
              --daily [DATE]     le défi du jour (UTC)\u{00A0}: les dix mêmes pour tous, une
                                 seule fois\u{202F}; DATE (AAAA-MM-JJ) rejoue un jour passé
              --plain            ligne à ligne, pour les lecteurs d’écran et les
                                 scripts (de même si le terminal ne sait pas déplacer
                                 son curseur)
          -h, --help             afficher cette aide et quitter
              --version          afficher la version et quitter

        Touches\u{00A0}:

        """

    /// The whole French `--help`, as printed: what it holds around the keys' list, literally (the
    /// list is `KeyMap`'s, worded by `KeyText`).
    func testTheFrenchHelpReadsAsWritten() {
        let bottom = """
              Souris\u{00A0}: glissez la carte à droite (vrai) ou à gauche (faux) au-delà
              d’un quart de l’écran, ou vers le haut pour une nouvelle partie\u{202F};
              ou cliquez sur Nouvelle partie.

            Questions de l’Open Trivia DB (https://opentdb.com), sous licence CC BY-SA 4.0\u{202F};
            sans elle, des questions reçues plus tôt ou celles du quiz intégré.
            D’après le cours OpenClassrooms
            «\u{00A0}Développez une application iPhone avec le modèle MVC\u{00A0}».
            """
        XCTAssertEqual(
            Options.usage(ascii: false, words: .french),
            Self.usageTop + KeyMap.usageKeyList(ascii: false, words: .french) + "\n" + bottom)
    }

    /// In the pseudo-language every word of the usage's list of flags is bracketed: outside ⟦ ⟧
    /// stand only the flags' names and their values' names, which the player types.
    func testThePseudoUsageLeavesOnlyFlagsAndValueNamesOutsideBrackets() throws {
        let usage = FlagDocuments.usage(words: Wording(tongue: .pseudo))
        let outside = usage.replacingOccurrences(of: "⟦[^⟧]*⟧", with: " ", options: .regularExpression)
        let allowed = Set(
            Flag.table.filter { !$0.hidden }.flatMap { flag in
                flag.names.flatMap { [$0, $0 + ","] } + (flag.value == nil ? [] : [flag.placeholder])
            })
        let stray = outside.split(whereSeparator: \.isWhitespace).map(String.init).filter { !allowed.contains($0) }
        XCTAssertEqual(stray, [], usage)
        // A bracket for each flag and each alias ("the same as --no-color"), and one for the rest.
        let shown = Flag.table.filter { !$0.hidden }
        XCTAssertEqual(
            usage.components(separatedBy: "⟦").count, shown.count + shown.filter { $0.alias != nil }.count + 1)
    }

    /// Every line of the French `--help` fits 80 columns.
    func testTheFrenchHelpFitsEightyColumns() {
        for ascii in [false, true] {
            for line in Options.usage(ascii: ascii, words: .french).split(separator: "\n") {
                XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: String(line)), 80, String(line))
            }
        }
    }

    // MARK: - README.fr.md

    /// The French README's table of flags names each flag the player is told about, and its alias.
    func testTheFrenchReadmesFlagTableNamesEveryFlag() throws {
        let readme = try checkedIn("README.fr.md").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(readme.firstIndex(of: "| Option | Effet |"), "no table of flags in README.fr.md")
        let rows = readme[start...].prefix { $0.hasPrefix("|") }.map { $0.split(separator: "|").first ?? "" }
        let named = Set(rows.flatMap { $0.split(whereSeparator: { " `,".contains($0) }).map(String.init) })
        for flag in Flag.table where !flag.hidden {
            for name in [flag.short, flag.name, flag.alias].compactMap({ $0 }) {
                XCTAssertTrue(named.contains(name), "README.fr.md's table of flags lacks \(name)")
            }
        }
    }

    /// Each README links the other from its first lines, and the French one opens, as the English
    /// one does, with the commands to play and to test.
    func testTheReadmesLinkEachOtherAndTheFrenchOneOpensWithTheCommands() throws {
        let english = try checkedIn("README.md").split(separator: "\n").prefix(4).joined(separator: "\n")
        XCTAssertTrue(english.contains("[Français](README.fr.md)"), english)
        let french = try checkedIn("README.fr.md")
        XCTAssertTrue(french.split(separator: "\n").prefix(4).contains { $0.contains("[English](README.md)") })
        let block = try XCTUnwrap(french.components(separatedBy: "```sh\n").dropFirst().first)
        let commands = block.components(separatedBy: "```").first?.split(separator: "\n").map {
            $0.split(separator: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
        }
        XCTAssertEqual(commands, ["swift run openquizz", "swift test"])
        XCTAssertTrue(french.contains("`swift run openquizz --offline`"))
        XCTAssertTrue(french.contains("Test run with"), "Swift Testing's summary line is explained")
    }

    /// The French README gives the bank's real size wherever it gives one.
    func testTheFrenchReadmeGivesTheBanksRealSize() throws {
        struct Entry: Decodable {}
        struct Bank: Decodable { var results: [Entry] }
        let bank = try JSONDecoder().decode(Bank.self, from: Data(try checkedIn("Assets/questions.json").utf8))
        let readme = try checkedIn("README.fr.md")
        let sizes = try NSRegularExpression(pattern: #"(\d+) questions\b"#)
            .matches(in: readme, range: NSRange(readme.startIndex..., in: readme))
            .compactMap { Range($0.range(at: 1), in: readme).flatMap { Int(readme[$0]) } }.filter { $0 >= 100 }
        XCTAssertFalse(sizes.isEmpty, "README.fr.md never gives the bank's size")
        XCTAssertEqual(Set(sizes), [bank.results.count])
    }
}
