import Foundation
import QuizCore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// Every panel and screen in French at 40x12, beside the same in English: no French line is cut
/// ("…") where the English one isn't, no key is named in English, no known category is left in
/// English, and the bottom row keeps its settings label.
final class FrenchFitTests: PanelTestCase {
    /// The screens a player goes through after a game of the three planets: the game at rest, the
    /// help, every page of the review, the stats and the history (its filters, a search, the box).
    @MainActor
    private func screens(_ words: Wording, width: Int = 40, height: Int = 12) async -> [(String, [String])] {
        let controller = makeController(width: width, height: height, words: words)
        await play(controller, [true, true, true])
        var screens = [("the game", renderedLines(controller))]
        press(controller, .character("?"))
        screens.append(("the help", renderedLines(controller)))
        press(controller, .escape)
        for (key, name) in [(Character("r"), "the review"), ("s", "the stats"), ("/", "the history")] {
            press(controller, .character(key))
            for page in 0..<6 {
                screens.append(("\(name), page \(page + 1)", renderedLines(controller)))
                press(controller, .pageDown)
            }
            if key == "/" {
                press(controller, .home, .tab)
                screens.append(("the history's wrong answers", renderedLines(controller)))
                press(controller, .tab)
                screens.append(("the history's right answers", renderedLines(controller)))
                press(controller, .tab)
                type(controller, "sat")
                clock.advance(by: 1)
                controller.handle(.tick)
                screens.append(("a search", renderedLines(controller)))
                press(controller, .enter)
                screens.append(("an answer's box", renderedLines(controller)))
                press(controller, .escape)
            }
            press(controller, .escape)
        }
        return screens
    }

    /// Whether `line` ends in a cut: an ellipsis at its end, or at the end of a box's row (the
    /// help's "… and 5 more" row starts with one, on purpose).
    private static func isCut(_ line: String) -> Bool {
        line.range(of: "…[ \u{00A0}]*(│|$)", options: .regularExpression) != nil
    }

    /// The French lines cut where the English ones aren't.
    private static func cutOnlyInFrench(_ french: [(String, [String])], _ english: [(String, [String])]) -> [String] {
        var found: [String] = []
        for ((name, frenchLines), (_, englishLines)) in zip(french, english) {
            for (row, line) in frenchLines.enumerated() where isCut(line) {
                if row < englishLines.count, isCut(englishLines[row]) { continue }
                found.append("\(name), row \(row): \(line)")
            }
        }
        return found
    }

    @MainActor
    func testNoFrenchLineIsCutWhereTheEnglishIsNotAtFortyByTwelve() async {
        let french = await screens(.french)
        let english = await screens(.english)
        XCTAssertEqual(french.count, english.count)
        XCTAssertEqual(Self.cutOnlyInFrench(french, english), [])
    }

    @MainActor
    func testTheHelpPanelIsNeverCutInFrench() async {
        for (width, height) in [(40, 12), (40, 24), (80, 24)] {
            let help = await screens(.french, width: width, height: height).first { $0.0 == "the help" }?.1 ?? []
            XCTAssertFalse(help.isEmpty)
            XCTAssertEqual(help.filter(Self.isCut), [], "\(width)x\(height):\n" + help.joined(separator: "\n"))
        }
    }

    /// No key is named in English on a French screen: the table's names are worded.
    @MainActor
    func testKeysAreNamedAsAFrenchKeyboardPrintsThem() async {
        let english = ["Esc", "Enter", "PgUp", "PgDn", "Home", "End", "Space", "Backspace"]
        var names: Set<String> = []
        for (width, height) in [(40, 12), (80, 24)] {
            for (name, lines) in await screens(.french, width: width, height: height) {
                let words = Set(lines.joined(separator: " ").split { !$0.isLetter }.map(String.init))
                XCTAssertEqual(words.intersection(english), [], "\(name) at \(width)x\(height)")
                names.formUnion(words)
            }
        }
        XCTAssertTrue(names.isSuperset(of: ["Échap", "Entrée", "préc", "suiv"]), "\(names.sorted())")
        let help = KeyMap.helpLines(ascii: false, words: .french).map(\.key)
        XCTAssertTrue(help.contains("q  Échap"), "\(help)")
        let usage = KeyMap.usageKeyList(ascii: false, words: .french)
        XCTAssertTrue(usage.contains("q/Échap"), usage)
        XCTAssertFalse(usage.contains("Esc"), usage)
        let manual = KeyDocuments.manKeys(words: .french)
        XCTAssertTrue(manual.contains(".B Entrée") && manual.contains(".B Échap"), manual)
        XCTAssertFalse(manual.contains("Esc") || manual.contains("Enter"), manual)
        // English keeps its names.
        XCTAssertTrue(KeyMap.usageKeyList(ascii: false, words: .english).contains("q or Esc"))
    }

    /// The bank's and the Open Trivia DB's categories read in French wherever a player reads them;
    /// a deck's stays as its author wrote it.
    @MainActor
    func testKnownCategoriesAreWordedInFrench() async throws {
        let all = await screens(.french, width: 80, height: 24).flatMap(\.1).joined(separator: "\n")
        XCTAssertFalse(all.contains("Science & Nature"), all)
        XCTAssertTrue(all.contains("Sciences et nature"), all)
        XCTAssertTrue(all.contains("Astronomy"), "a name the game doesn't know stays as it is")
        XCTAssertEqual(CategoryPhrase.name("Animals", words: .french), "Animaux")
        XCTAssertEqual(CategoryPhrase.name("Animals", words: .english), "Animals")
        XCTAssertEqual(CategoryPhrase.name("Science: Computers", short: true, words: .english), "Computers")
        XCTAssertEqual(CategoryPhrase.name("Science: Computers", short: true, words: .french), "Informatique")
        XCTAssertEqual(CategoryPhrase.name("Élèves", words: .french), "Élèves")
        // Every Open Trivia DB category has its French, and none is longer than a 40-column panel.
        for category in TriviaCategory.openTriviaDB {
            XCTAssertTrue(CategoryPhrase.isKnown(category.name), category.name)
            XCTAssertLessThanOrEqual(CategoryPhrase.name(category.name, words: .french).count, 36, category.name)
        }
        // A deck's answer keeps the deck's category, even one named as the Open Trivia DB's.
        let record = AnswerRecord(
            date: Self.answerDate, game: "g", number: 1, of: 1,
            question: Question(title: "S", answer: true, category: "History", difficulty: .easy), answer: true)
        var deck = record
        deck.deck = "lesson"
        XCTAssertEqual(CategoryPhrase.stated(deck, { $0 }, .french), "History")
        XCTAssertEqual(CategoryPhrase.stated(record, { $0 }, .french), "Histoire")
    }

    /// The bottom row keeps `o Réglages`, or its short form, down to 40 columns.
    @MainActor
    func testTheSettingsLabelStaysOnTheBottomRowInFrench() async {
        for width in [40, 45, 46, 60, 80] {
            let controller = makeController(width: width, height: 12, words: .french)
            await play(controller, [true])
            let bottom = renderedLines(controller).last ?? ""
            XCTAssertTrue(bottom.hasSuffix("o Réglages") || bottom.hasSuffix("o Régl."), "\(width): \(bottom)")
        }
    }
}
