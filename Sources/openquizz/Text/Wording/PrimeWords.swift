import QuizCore

/// "Is it prime?"'s statements and explanations: the model makes the numbers up and says what is
/// true of each (`PrimeQuiz.Fact`); these are its words.
///
/// The numbers are written without a thousands separator in English, as the game always did
/// (`10143 is a prime number.`), and with French's narrow no-break space in French.
struct PrimeWords: Phrase {
    let fact: PrimeQuiz.Fact

    func english(_ words: Wording) -> String {
        PrimeQuiz.english(fact)
    }

    func french(_ words: Wording) -> String {
        let nbsp = "\u{A0}"
        switch fact {
        case .statement(let number): return "\(words.number(number)) est un nombre premier."
        case .belowTwo(let number):
            return "\(words.number(number)) n’est pas premier\(nbsp): un nombre premier a exactement deux "
                + "diviseurs, 1 et lui-même."
        case .onlyDivisors(let number):
            return "\(words.number(number)) est premier\(nbsp): ses seuls diviseurs sont 1 et lui-même."
        case .noDivisor(let number, let root):
            return "\(words.number(number)) est premier\(nbsp): aucun entier de 2 à \(words.number(root)) ne le divise."
        case .factors(let number, let factors):
            return "\(words.number(number)) = \(factors.map(words.number).joined(separator: " × "))."
        }
    }

    /// The model's writer for `words`' language.
    static func writer(_ words: Wording) -> PrimeQuiz.Writer {
        { fact in words(PrimeWords(fact: fact)) }
    }
}
