import Foundation
import QuizCore
import TestSupport
import XCTest

@testable import openquizz

/// The lists of modes (ModeList.swift).
///
/// `--help`'s list of `--mode`'s choices and the man page's paragraph are joined from each
/// choice's own words: every choice, in order, within the help's column. The full screen asks
/// each mode its own part (`ModeSession.screen`).
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

    /// Each mode on screen gets its own part of the full screen, trivia's way where it has none: a
    /// blitz that got the standard part would run no clock, a duel would take no player's key.
    @MainActor
    func testEachModeOnScreenGetsItsOwnScreenPart() {
        let center = NotificationCenter()
        let questions = makeQuestions(4)
        let manager = QuestionManager(sources: [ManualSource(questions: questions)])
        let trivia = SourcedDeck(manager: manager, amount: 2)
        let game = Game(
            deck: trivia, notificationCenter: center, history: PlayerHistory(store: nil, notificationCenter: center))
        let modes: [(mode: any GameMode, part: any ModeScreen.Type)] = [
            (TriviaMode(deck: trivia), StandardScreen.self),
            (PrimesMode(seed: 1), StandardScreen.self),
            (DailyMode(DailyChallenge(number: 2, questions: questions)), StandardScreen.self),
            (PracticeMode(pool: .bank, questions: questions, amount: 10, normal: trivia), PracticeScreen.self),
            (BlitzMode(manager: manager), BlitzScreen.self),
            (DuelMode(trivia: trivia), DuelScreen.self),
        ]
        for (mode, part) in modes {
            let screen = ModeSession(game: game, home: mode).screen
            XCTAssertTrue(type(of: screen) == part, "\(mode.name): \(type(of: screen)), not \(part)")
        }
    }
}
