/// "Is it prime?": statements made up on the spot ("97 is a prime number."), endless and offline,
/// the numbers growing with the combo.
///
/// The same seed and the same answers give the same questions: each question is drawn from the
/// generator given at start, with the combo of the moment. No number is asked twice in a run (so
/// never twice in a game): when every number of the combo's range has been asked, the range grows.
public struct PrimeQuiz: Sendable {
    /// What a question or an explanation about a number says, as a fact.
    ///
    /// The caller words it (`Writer`), in the player's language; `english` is the default.
    public enum Fact: Sendable, Equatable {
        /// The statement: "97 is a prime number."
        case statement(Int)
        /// Under 2: no prime.
        case belowTwo(Int)
        /// 2 or 3: its only divisors are 1 and itself.
        case onlyDivisors(Int)
        /// A prime: no whole number from 2 to `upTo` divides it.
        case noDivisor(Int, upTo: Int)
        /// Not a prime: its factors, every one written out, smallest first.
        case factors(Int, [Int])
    }

    /// Words a `Fact`.
    public typealias Writer = @Sendable (Fact) -> String

    /// The facts in English, with digits as Swift writes them (no thousands separator) and `×`.
    public static let english: Writer = { fact in
        switch fact {
        case .statement(let number): "\(number) is a prime number."
        case .belowTwo(let number): "\(number) is not prime: a prime has exactly two divisors, 1 and itself."
        case .onlyDivisors(let number): "\(number) is prime: its only divisors are 1 and itself."
        case .noDivisor(let number, let root): "\(number) is prime: no whole number from 2 to \(root) divides it."
        case .factors(let number, let factors): "\(number) = \(factors.map(String.init).joined(separator: " × "))."
        }
    }

    /// How its statements and explanations are worded.
    private let writer: Writer

    /// The category of its questions, in the history and the stats.
    public static let category = "Primes"
    /// The largest number asked about.
    public static let largest = 10_000_000

    /// Ranges up to this size are listed whole, so a number not asked yet is always found.
    private static let listedRange = 20_000

    private var generator: SeededGenerator
    /// The numbers asked so far.
    private var asked: Set<Int> = []
    /// Picks the first question: the seed itself, so that nearby seeds open differently.
    private let opening: UInt64

    public init(seed: UInt64?, writer: @escaping Writer = PrimeQuiz.english) {
        self.writer = writer
        var generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
        opening = seed ?? generator.next()
        self.generator = generator
    }

    /// The numbers asked about at `combo` right answers in a row: from a third of the top to the
    /// top, which grows with the square of the combo (30 at first, 405 at 5, 1,530 at 10).
    public static func range(combo: Int) -> ClosedRange<Int> {
        let combo = min(max(0, combo), 1_000)
        let top = min(largest, 30 + 15 * combo * combo)
        return max(2, top / 3)...top
    }

    /// The next question, never about a number asked before in this run.
    ///
    /// A prime half the time, else a number that isn't (odd, while there are odd ones left: even
    /// numbers are too easy).
    public mutating func nextQuestion(combo: Int) -> Question {
        var range = Self.range(combo: combo)
        if asked.isEmpty {
            // The first: the seed picks it among the range's primes and odd numbers that aren't
            // (taken in turn), so any ten seeds in a row open on ten different numbers.
            let primes = range.filter(Self.isPrime)
            let others = range.filter { !Self.isPrime($0) && !$0.isMultiple(of: 2) }
            let choices = (0..<max(primes.count, others.count)).flatMap { index in
                [primes.dropFirst(index).first, others.dropFirst(index).first].compactMap { $0 }
            }
            if !choices.isEmpty {
                let number = choices[Int(opening % UInt64(choices.count))]
                asked.insert(number)
                return Self.question(about: number, writer: writer)
            }
        }
        let wantsPrime = Bool.random(using: &generator)
        while true {
            if let number = draw(in: range, prime: wantsPrime) ?? draw(in: range, prime: !wantsPrime) {
                asked.insert(number)
                return Self.question(about: number, writer: writer)
            }
            // Every number of the range was asked already: a wider one (or, once every number
            // there is has been asked, all of them again).
            if range == 2...Self.largest { asked.removeAll() }
            range = max(2, range.lowerBound / 2)...min(Self.largest, range.upperBound * 2)
        }
    }

    /// A number of `range` not asked yet that is prime (or not), or nil when there is none.
    private mutating func draw(in range: ClosedRange<Int>, prime: Bool) -> Int? {
        if range.count > Self.listedRange {
            // Too many to list, and too many to have been asked: drawn until one fits.
            for _ in 0..<100_000 {
                var number = Int.random(in: range, using: &generator)
                if !prime, number.isMultiple(of: 2), Int.random(in: 0..<4, using: &generator) != 0 { number += 1 }
                if range.contains(number), Self.isPrime(number) == prime, !asked.contains(number) { return number }
            }
            return nil
        }
        let fresh = range.filter { !asked.contains($0) && Self.isPrime($0) == prime }
        let odd = prime ? fresh : fresh.filter { !$0.isMultiple(of: 2) }
        return (odd.isEmpty ? fresh : odd).randomElement(using: &generator)
    }

    /// The question about `number`, with the factorisation (or the proof it is prime) as its
    /// explanation.
    public static func question(about number: Int, writer: Writer = PrimeQuiz.english) -> Question {
        let difficulty: Difficulty = number < 100 ? .easy : number < 1_000 ? .medium : .hard
        return Question(
            title: writer(.statement(number)), answer: isPrime(number), category: category, difficulty: difficulty,
            explanation: explanation(number, writer: writer), origin: .generated)
    }

    /// The factorisation of `number`, every factor written out ("360 = 2 × 2 × 2 × 3 × 3 × 5."),
    /// or why it is prime ("97 is prime: no whole number from 2 to 9 divides it.").
    ///
    /// One notation everywhere, and one any terminal shows: `×` becomes `x` in ASCII, where a
    /// superscript power would need a second notation.
    public static func explanation(_ number: Int, writer: Writer = PrimeQuiz.english) -> String {
        if number < 2 { return writer(.belowTwo(number)) }
        if isPrime(number) {
            let root = integerSquareRoot(number)
            return writer(root < 2 ? .onlyDivisors(number) : .noDivisor(number, upTo: root))
        }
        return writer(.factors(number, factorisation(number).flatMap { Array(repeating: $0.prime, count: $0.power) }))
    }

    /// Whether `number` is prime (trial division: numbers up to ten million).
    public static func isPrime(_ number: Int) -> Bool {
        guard number >= 2 else { return false }
        if number < 4 { return true }
        if number.isMultiple(of: 2) || number.isMultiple(of: 3) { return false }
        var divisor = 5
        while divisor * divisor <= number {
            if number.isMultiple(of: divisor) || number.isMultiple(of: divisor + 2) { return false }
            divisor += 6
        }
        return true
    }

    /// `number`'s prime factors and their powers, smallest first; empty under 2.
    public static func factorisation(_ number: Int) -> [(prime: Int, power: Int)] {
        guard number >= 2 else { return [] }
        var rest = number
        var factors: [(prime: Int, power: Int)] = []
        var divisor = 2
        while divisor * divisor <= rest {
            var power = 0
            while rest.isMultiple(of: divisor) {
                rest /= divisor
                power += 1
            }
            if power > 0 { factors.append((divisor, power)) }
            divisor += divisor == 2 ? 1 : 2
        }
        if rest > 1 { factors.append((rest, 1)) }
        return factors
    }

    private static func integerSquareRoot(_ number: Int) -> Int {
        var root = Int(Double(number).squareRoot())
        while root * root > number { root -= 1 }
        while (root + 1) * (root + 1) <= number { root += 1 }
        return root
    }
}

/// "Is it prime?" as a deck: endless, each question made up after the answer before it.
///
/// The numbers grow with the combo of the moment; one quiz serves the whole run, so no number
/// comes twice.
public final class PrimeDeck: Deck {
    private let quiz: Locked<PrimeQuiz>

    public init(seed: UInt64?, writer: @escaping PrimeQuiz.Writer = PrimeQuiz.english) {
        quiz = Locked(PrimeQuiz(seed: seed, writer: writer))
    }

    public var length: GameLength { .endless }

    /// The first question, made up at once.
    nonisolated(nonsending) public func deal(
        firstGame: Bool, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        QuestionBatch(questions: [quiz.withLock { $0.nextQuestion(combo: 0) }], origin: .generated)
    }

    public func draw(combo: Int) -> Question? {
        quiz.withLock { $0.nextQuestion(combo: combo) }
    }
}
