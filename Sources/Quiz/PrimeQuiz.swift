/// "Is it prime?": statements made up on the spot ("97 is a prime number."), endless and offline,
/// the numbers growing with the combo.
///
/// The same seed and the same answers give the same questions: each question is drawn from the
/// generator given at start, with the combo of the moment.
public struct PrimeQuiz: Sendable {
    /// The category of its questions, in the history and the stats.
    public static let category = "Primes"
    /// The largest number asked about.
    public static let largest = 10_000_000

    private var generator: SeededGenerator

    public init(seed: UInt64?) {
        generator = seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator()
    }

    /// The numbers asked about at `combo` right answers in a row: from a third of the top to the
    /// top, which grows with the square of the combo (30 at first, 405 at 5, 1,530 at 10).
    public static func range(combo: Int) -> ClosedRange<Int> {
        let combo = min(max(0, combo), 1_000)
        let top = min(largest, 30 + 15 * combo * combo)
        return max(2, top / 3)...top
    }

    /// The next question: a prime half the time, else a number that isn't (odd, mostly: even
    /// numbers are too easy).
    public mutating func nextQuestion(combo: Int) -> Question {
        let range = Self.range(combo: combo)
        var number: Int
        let wantsPrime = Bool.random(using: &generator)
        repeat {
            number = Int.random(in: range, using: &generator)
            if !wantsPrime, number.isMultiple(of: 2), Int.random(in: 0..<4, using: &generator) != 0 { number += 1 }
        } while Self.isPrime(number) != wantsPrime || !range.contains(number)
        return Self.question(about: number)
    }

    /// The question about `number`, with the factorisation (or the proof it is prime) as its
    /// explanation.
    public static func question(about number: Int) -> Question {
        let difficulty: Difficulty = number < 100 ? .easy : number < 1_000 ? .medium : .hard
        return Question(
            title: "\(number) is a prime number.", answer: isPrime(number), category: category, difficulty: difficulty,
            explanation: explanation(number), origin: .generated)
    }

    /// The factorisation of `number` ("360 = 2^3 × 3^2 × 5."), or why it is prime ("97 is prime:
    /// no whole number from 2 to 9 divides it.").
    public static func explanation(_ number: Int) -> String {
        if number < 2 { return "\(number) is not prime: a prime has exactly two divisors, 1 and itself." }
        if isPrime(number) {
            let root = integerSquareRoot(number)
            return root < 2
                ? "\(number) is prime: its only divisors are 1 and itself."
                : "\(number) is prime: no whole number from 2 to \(root) divides it."
        }
        let factors = factorisation(number).map { $0.power == 1 ? "\($0.prime)" : "\($0.prime)^\($0.power)" }
        return "\(number) = \(factors.joined(separator: " × "))."
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
