import Foundation
import QuizCore
import XCTest

@testable import openquizz

/// "Is it prime?" in the player's language: the model's facts, worded here.
final class PrimeWordsTests: XCTestCase {
    func testTheStatementsAndExplanationsAreFrenchInFrench() {
        let french = PrimeWords.writer(.french)
        let prime = PrimeQuiz.question(about: 10_139, writer: french)
        XCTAssertEqual(prime.title, "10\u{202F}139 est un nombre premier.")
        XCTAssertEqual(prime.explanation, "10\u{202F}139 est premier\u{A0}: aucun entier de 2 à 100 ne le divise.")
        XCTAssertEqual(PrimeQuiz.explanation(91, writer: french), "91 = 7 × 13.")
        XCTAssertEqual(
            PrimeQuiz.explanation(3, writer: french), "3 est premier\u{A0}: ses seuls diviseurs sont 1 et lui-même.")
        XCTAssertTrue(PrimeQuiz.explanation(1, writer: french).hasPrefix("1 n’est pas premier\u{A0}:"))
    }

    func testEnglishIsAsTheGameAlwaysWroteIt() {
        let english = PrimeWords.writer(.english)
        XCTAssertEqual(PrimeQuiz.question(about: 10_139, writer: english).title, "10139 is a prime number.")
        XCTAssertEqual(
            PrimeQuiz.explanation(97, writer: english), "97 is prime: no whole number from 2 to 9 divides it.")
        XCTAssertEqual(PrimeQuiz.explanation(360, writer: english), "360 = 2 × 2 × 2 × 3 × 3 × 5.")
    }

    func testAFrenchPrimesGameAsksInFrench() {
        var quiz = PrimeQuiz(seed: 4, writer: PrimeWords.writer(.french))
        for combo in 0..<20 {
            let question = quiz.nextQuestion(combo: combo)
            XCTAssertTrue(question.title.hasSuffix(" est un nombre premier."), question.title)
            XCTAssertFalse(question.explanation?.contains("prime") ?? true, question.explanation ?? "")
        }
    }

    func testEveryFactIsWordedInThePseudoLanguage() {
        let pseudo = PrimeWords.writer(Wording(tongue: .pseudo))
        for number in [1, 2, 3, 91, 97, 360, 10_139] {
            for text in [
                PrimeQuiz.question(about: number, writer: pseudo).title, PrimeQuiz.explanation(number, writer: pseudo),
            ] {
                XCTAssertTrue(text.hasPrefix("⟦") && text.hasSuffix("⟧"), text)
            }
        }
    }
}

/// What the system says of a file, on a French screen: in French for the errors a player meets.
final class FrenchStorageReasonTests: XCTestCase {
    func testAFullDiskIsSaidInFrenchAndInEnglishAsTheSystemSaysIt() {
        var text = PlayerText(words: .french)
        let full = StorageProblem(path: "/tmp/h.jsonl", kind: .system(errno: ENOSPC), whileReading: false)
        XCTAssertTrue(text.fileProblem(full).contains("plus de place sur le disque"), text.fileProblem(full))
        text = PlayerText(words: .english)
        XCTAssertTrue(text.fileProblem(full).contains("No space left on device"), text.fileProblem(full))
    }
}
