import XCTest

@testable import openquizz

/// `--help`'s list of `--mode`'s choices and the man page's paragraph are joined from each
/// choice's own words (ModeList.swift): every choice, in order, within the help's column.
final class ModeListTests: XCTestCase {
    func testTheHelpListNamesEveryChoiceInOrderWithinItsColumn() {
        for words in [Wording.english, .french] {
            let list = Options.Mode.helpList(words)
            for line in list.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 55, "\(words.language): \(line)")
            }
            let starts = Options.Mode.allCases.map { list.range(of: $0.rawValue + " (")?.lowerBound }
            XCTAssertFalse(starts.contains(nil), "\(words.language): \(list)")
            XCTAssertEqual(starts.compactMap { $0 }, starts.compactMap { $0 }.sorted(), list)
            XCTAssertTrue(list.hasSuffix(")"), list)
            XCTAssertTrue(
                list.contains((words.language == .french ? "ou " : "or ") + Options.Mode.allCases.last!.rawValue),
                list)
        }
    }

    func testTheManualParagraphNamesEveryChoiceInOrder() {
        for words in [Wording.english, .french] {
            let manual = Options.Mode.manual(words)
            let starts = Options.Mode.allCases.map { manual.range(of: $0.rawValue + " ")?.lowerBound }
            XCTAssertFalse(starts.contains(nil), "\(words.language): \(manual)")
            XCTAssertEqual(starts.compactMap { $0 }, starts.compactMap { $0 }.sorted(), manual)
        }
    }

    func testEveryChoiceHasASettingsNameOfItsOwnInBothLanguages() {
        for words in [Wording.english, .french] {
            let names = Options.Mode.allCases.map { words(SettingsScreenWords.mode($0)) }
            XCTAssertEqual(Set(names).count, names.count, names.joined(separator: ", "))
        }
    }
}
