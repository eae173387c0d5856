import Foundation
import TestSupport
import XCTest

@testable import QuizCore

final class PrimeQuizTests: XCTestCase {
    /// Primes by the sieve of Eratosthenes, to check the quiz's own test against.
    private static let sieve: [Bool] = {
        var isPrime = [Bool](repeating: true, count: 20_001)
        isPrime[0] = false
        isPrime[1] = false
        for number in 2...141 where isPrime[number] {
            for multiple in stride(from: number * number, through: 20_000, by: number) { isPrime[multiple] = false }
        }
        return isPrime
    }()

    func testPrimalityAgreesWithASieveAndFactorisationsMultiplyBack() {
        for number in -5...20_000 {
            XCTAssertEqual(PrimeQuiz.isPrime(number), number >= 0 && Self.sieve[number], "\(number)")
            let factors = PrimeQuiz.factorisation(number)
            guard number >= 2 else {
                XCTAssertTrue(factors.isEmpty)
                continue
            }
            let product = factors.reduce(1) { $0 * Int(pow(Double($1.prime), Double($1.power))) }
            XCTAssertEqual(product, number, "\(number) = \(factors)")
            XCTAssertTrue(factors.allSatisfy { Self.sieve[$0.prime] && $0.power >= 1 }, "\(number): \(factors)")
            XCTAssertEqual(factors.map(\.prime), factors.map(\.prime).sorted(), "smallest first")
        }
        XCTAssertTrue(PrimeQuiz.isPrime(9_999_991))
        XCTAssertFalse(PrimeQuiz.isPrime(9_999_997))  // 7 × 1428571
    }

    func testTheExplanationGivesTheFactorisationOrSaysWhyItIsPrime() {
        XCTAssertEqual(PrimeQuiz.explanation(91), "91 = 7 × 13.")
        XCTAssertEqual(PrimeQuiz.explanation(360), "360 = 2 × 2 × 2 × 3 × 3 × 5.", "one notation: factors written out")
        XCTAssertEqual(PrimeQuiz.explanation(97), "97 is prime: no whole number from 2 to 9 divides it.")
        XCTAssertEqual(PrimeQuiz.explanation(2), "2 is prime: its only divisors are 1 and itself.")
        XCTAssertEqual(PrimeQuiz.explanation(49), "49 = 7 × 7.")
        XCTAssertEqual(PrimeQuiz.explanation(25), "25 = 5 × 5.")
        let question = PrimeQuiz.question(about: 97)
        XCTAssertEqual(question.title, "97 is a prime number.")
        XCTAssertTrue(question.answer)
        XCTAssertEqual(question.category, "Primes")
        XCTAssertEqual(question.origin, .generated)
        XCTAssertEqual(question.difficulty, .easy)
        XCTAssertEqual(PrimeQuiz.question(about: 561).difficulty, .medium)
        XCTAssertFalse(PrimeQuiz.question(about: 561).answer, "a Carmichael number is not prime")
        XCTAssertEqual(PrimeQuiz.question(about: 7919).difficulty, .hard)
    }

    func testTheNumbersGrowWithTheComboAndStayInRange() {
        XCTAssertEqual(PrimeQuiz.range(combo: 0), 10...30)
        XCTAssertEqual(PrimeQuiz.range(combo: 5), 135...405)
        XCTAssertEqual(PrimeQuiz.range(combo: 10), 510...1530)
        XCTAssertEqual(PrimeQuiz.range(combo: 100_000).upperBound, PrimeQuiz.largest, "never past the largest")
        XCTAssertEqual(PrimeQuiz.range(combo: -3), 10...30)
        var quiz = PrimeQuiz(seed: 1)
        var primes = 0
        for round in 0..<400 {
            let combo = round % 25
            let question = quiz.nextQuestion(combo: combo)
            let number = Int(question.title.prefix { $0.isNumber })!
            XCTAssertTrue(PrimeQuiz.range(combo: combo).contains(number), "\(number) at combo \(combo)")
            XCTAssertEqual(question.answer, PrimeQuiz.isPrime(number))
            if question.answer { primes += 1 }
        }
        XCTAssertTrue((140...260).contains(primes), "about half are primes: \(primes) of 400")
    }

    func testTheSameSeedAndAnswersGiveTheSameQuestions() {
        func titles(seed: UInt64, combos: [Int]) -> [String] {
            var quiz = PrimeQuiz(seed: seed)
            return combos.map { quiz.nextQuestion(combo: $0).title }
        }
        let combos = [0, 1, 2, 0, 1, 2, 3, 4, 5, 6]
        XCTAssertEqual(titles(seed: 42, combos: combos), titles(seed: 42, combos: combos))
        XCTAssertNotEqual(titles(seed: 42, combos: combos), titles(seed: 43, combos: combos))
    }

    @MainActor
    func testAnEndlessGameNeverEndsCountsItsComboAndKeepsTheBestInTheStats() async throws {
        let center = NotificationCenter()
        let game = Game(deck: PrimeDeck(seed: 9), notificationCenter: center)
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.origin, .generated)
        XCTAssertEqual(game.length, .endless)
        for _ in 0..<4 {
            let question = try XCTUnwrap(game.currentQuestion)
            XCTAssertEqual(game.answerCurrentQuestion(with: question.answer), true)
        }
        XCTAssertEqual(game.combo, 4)
        let wrong = try XCTUnwrap(game.currentQuestion)
        XCTAssertEqual(game.answerCurrentQuestion(with: !wrong.answer), false)
        XCTAssertEqual(game.combo, 0, "a wrong answer resets the combo")
        for _ in 0..<30 {
            let question = try XCTUnwrap(game.currentQuestion, "never over")
            game.answerCurrentQuestion(with: question.answer)
        }
        XCTAssertEqual(game.state, .ongoing)
        XCTAssertEqual(game.score, 34)
        XCTAssertEqual(game.history.stats.bestCombo, 30)
        XCTAssertEqual(game.history.stats.gamesFinished, 0, "an endless game is never a best or a streak")
        XCTAssertTrue(game.answers.allSatisfy { $0.of == 0 && $0.category == "Primes" })
        try await ended(game.refresh(), "the new game")
        XCTAssertEqual(game.combo, 0)
        XCTAssertEqual(game.score, 0)
    }

    private func number(_ question: Question) -> Int {
        Int(question.title.prefix { $0.isNumber }) ?? -1
    }

    func testNoNumberIsAskedTwiceEvenWhenEveryAnswerIsWrong() {
        // Combo 0 all along: 21 numbers in its range, so the range has to grow after them.
        for seed in 1...5 {
            var quiz = PrimeQuiz(seed: UInt64(seed))
            let numbers = (0..<60).map { _ in number(quiz.nextQuestion(combo: 0)) }
            XCTAssertEqual(Set(numbers).count, numbers.count, "seed \(seed): \(numbers)")
            XCTAssertEqual(
                Set(numbers.prefix(21)), Set(PrimeQuiz.range(combo: 0)), "seed \(seed): the range first, whole")
            let primes = numbers.prefix(10).filter(PrimeQuiz.isPrime).count
            XCTAssertTrue((2...8).contains(primes), "seed \(seed): still about half primes: \(numbers.prefix(10))")
        }
        var quiz = PrimeQuiz(seed: 7)
        let mixed = (0..<300).map { number(quiz.nextQuestion(combo: $0 % 30)) }
        XCTAssertEqual(Set(mixed).count, mixed.count, "\(mixed)")
    }

    func testDifferentSeedsOpenOnDifferentNumbers() {
        let openings = (1...20).map { seed in
            var quiz = PrimeQuiz(seed: UInt64(seed))
            return number(quiz.nextQuestion(combo: 0))
        }
        XCTAssertNotEqual(openings[0], openings[1], "seeds 1 and 2: \(openings)")
        XCTAssertGreaterThanOrEqual(Set(openings).count, 10, "\(openings)")
    }
}
