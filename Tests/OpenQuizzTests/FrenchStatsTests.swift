import Foundation
import QuizCore
import TestSupport
import XCTest

@testable import openquizz

/// `openquizz --stats` in French: the labels, the numbers and the plurals a French reader
/// expects, at 80 columns and narrow; its JSON the same in every language.
final class FrenchStatsTests: XCTestCase {
    /// Two games of three (one finished 3/3, one left after two), a deck's game, and three daily
    /// challenges (#1 and #2 on their day, #3 on a later one).
    static func records() -> [AnswerRecord] {
        var records: [AnswerRecord] = []
        let games: [(String, [Bool], String?)] = [
            ("a", [true, true, true], nil), ("b", [true, false], nil), ("c", [true, false, true], "physique"),
        ]
        for (game, rights, deck) in games {
            for (index, right) in rights.enumerated() {
                let question = Question(
                    title: "Q\(index)", answer: true, category: index == 2 ? "Mythologie" : "Sciences",
                    difficulty: index == 0 ? .easy : .hard)
                var record = AnswerRecord(
                    date: Date(timeIntervalSince1970: 0), game: game, number: index + 1, of: 3, question: question,
                    answer: right == question.answer)
                if let deck { record.deck = deck }
                records.append(record)
            }
        }
        for (number, day, right) in [(1, 1, 7), (2, 2, 10), (3, 5, 1)] {
            let date = Date(
                timeIntervalSince1970: Double((DailyDate("2026-11-01")?.day ?? 0) + day - 1) * 86_400 + 3600)
            for (index, question) in makeQuestions(10).enumerated() {
                var record = AnswerRecord(
                    date: date, game: "d\(number)", number: index + 1, of: 10, question: question,
                    answer: index < right ? question.answer : !question.answer)
                record.daily = number
                records.append(record)
            }
        }
        return records
    }

    private func report(_ words: Wording, columns: Int = 80) -> StatsReport {
        StatsReport(
            stats: HistoryStats(Self.records()), ascii: true, columns: columns, today: DailyDate("2026-11-05"),
            words: words)
    }

    func testStatsPrintedInFrench() {
        XCTAssertEqual(
            report(.french).text().map(Self.visible),
            [
                "OpenQuizz_: vos statistiques",
                "",
                "Parties jouées            5 (et 1 inachevée)",
                "Réponses données          38",
                "Réussite                  63^% (24 justes)",
                "Meilleur score            2 / 3 (paquet «_physique_»)",
                "Série à 7/10 ou mieux     0 en cours, record 0",
                "",
                "Défis du jour",
                "  Défis joués             3 (2 le jour même)",
                "  Série de défis          0 en cours, record 2",
                "   0/10  .......... 0",
                "   1/10  ###....... 1",
                "   2/10  .......... 0",
                "   3/10  .......... 0",
                "   4/10  .......... 0",
                "   5/10  .......... 0",
                "   6/10  .......... 0",
                "   7/10  ###....... 1",
                "   8/10  .......... 0",
                "   9/10  .......... 0",
                "  10/10  ###....... 1",
                "",
                "Par catégorie",
                "  Culture générale  ######....   60^%  (18 sur 30)",
                "  Mythologie        ##########  100^%  (2 sur 2)",
                "  Sciences          #######...   67^%  (4 sur 6)",
                "",
                "Par difficulté",
                "  facile            ######....   64^%  (21 sur 33)",
                "  difficile         ######....   60^%  (3 sur 5)",
                "",
                "Par paquet",
                "  physique          #######...   67^%  (2 sur 3)",
                "                    1 partie, record 2 / 3",
            ])
    }

    func testStatsPrintedInFrenchOnANarrowTerminal() {
        XCTAssertEqual(
            report(.french, columns: 40).text().map(Self.visible),
            [
                "OpenQuizz_: vos statistiques",
                "",
                "Parties       5 (et 1 inachevée)",
                "Réponses      38",
                "Réussite      63^% (24 justes)",
                "Record        2 / 3",
                "Série 7/10+   0 en cours, record 0",
                "",
                "Défis du jour",
                "  Joués       3 (2 le jour même)",
                "  Série       0 en cours, record 2",
                "   0/10  ..... 0",
                "   1/10  ##... 1",
                "   2/10  ..... 0",
                "   3/10  ..... 0",
                "   4/10  ..... 0",
                "   5/10  ..... 0",
                "   6/10  ..... 0",
                "   7/10  ##... 1",
                "   8/10  ..... 0",
                "   9/10  ..... 0",
                "  10/10  ##... 1",
                "",
                "Par catégorie",
                "  Culture générale",
                "    ###..  60^%  (18 sur 30)",
                "  Mythologie",
                "    ##### 100^%  (2 sur 2)",
                "  Sciences",
                "    ###..  67^%  (4 sur 6)",
                "",
                "Par difficulté",
                "  facile    ###..  64^%  (21 sur 33)",
                "  difficile ###..  60^%  (3 sur 5)",
                "",
                "Par paquet",
                "  physique ###..  67^%  (2 sur 3)",
                "           1 partie, record 2 / 3",
            ])
    }

    func testNoAnswersYetInFrench() {
        XCTAssertEqual(
            StatsReport(stats: HistoryStats([]), words: .french).text().map(Self.visible),
            [
                "OpenQuizz_: vos statistiques", "",
                "Aucune réponse pour l’instant_: jouez une partie (openquizz), --stats en comptera les réponses.",
            ])
    }

    func testTheJSONIsTheSameInEveryLanguage() throws {
        let english = try report(.english).json()
        XCTAssertEqual(try report(.french).json(), english, "keys for scripts, values facts")
        XCTAssertEqual(try report(Wording(tongue: .pseudo)).json(), english)
        XCTAssertFalse(english.contains("Défi") || english.contains("Daily #"), english)
    }

    /// `--stats` speaks the language `--lang` asks for; without it, the environment's.
    func testStatsTakeTheLanguageOfLang() throws {
        XCTAssertEqual(try Options.parse(["--lang", "fr", "--stats"]), .printStats(json: false, language: .french))
        XCTAssertEqual(
            try Options.parse(["--stats", "--json", "--lang=en"]), .printStats(json: true, language: .english))
        XCTAssertEqual(try Options.parse(["--stats"]), .printStats(json: false, language: nil))
    }

    /// No-break spaces made visible: U+00A0 as `_`, U+202F as `^`.
    static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: "_").replacingOccurrences(of: "\u{202F}", with: "^")
    }
}
