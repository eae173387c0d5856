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

/// "Is it prime?"'s words as a way to play (`--mode primes`): its name on the settings screen and
/// its parts of `--help` and the man page.
enum PrimesPhrase: Phrase {
    case name
    case help
    /// The man page's part, on trivia's line, then its paragraph, ending with the "Or" before
    /// practice's.
    case manual

    func english(_ words: Wording) -> String {
        switch self {
        case .name: "Is it prime?"
        case .help: "primes (\"Is it prime?\", endless)"
        case .manual:
            """
             primes :
            "Is it prime?", statements about numbers made up as it goes ("97 is a prime number."), endless and
            offline, the numbers growing with the combo of right answers in a row beside the score; each explanation
            gives the factorisation or why the number is prime. The best combo is kept with the stats; \\-\\-seed
            replays the same numbers for the same answers. Or
            """
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .name: "Nombre premier\u{202F}?"
        case .help: "primes («\u{00A0}Nombre premier\u{202F}?\u{00A0}»)"
        case .manual:
            """
             primes \\~:
            \\(Fo\\~Nombre premier\\~?\\~\\(Fc, des affirmations sur des nombres inventées au fil du jeu (\\(Fo\\~97 est
            un nombre premier.\\~\\(Fc), sans fin et hors ligne, les nombres grandissant avec le combo de bonnes
            réponses d’affilée affiché à côté du score\\~; l’explication de chaque réponse donne la décomposition en
            facteurs premiers, ou pourquoi le nombre est premier. Le meilleur combo est gardé avec les statistiques\\~;
            \\-\\-seed rejoue les mêmes nombres pour les mêmes réponses. Ou
            """
        }
    }
}

/// "Is it prime?"'s text: the game's own in every place (ModeText.swift), the combo beside the
/// score.
struct PrimesText: ModeText, ChoiceText {
    func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String? { nil }
    var notesSource: Bool { true }
    func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String? { nil }
    func startLine(_ text: PlayerText) -> String? { nil }
    func resultLines(answers: [String], text: PlayerText) -> [String] { answers }
    var showsCombo: Bool { true }
    func cardLabel(_ session: ModeSession, words: Wording) -> String? { nil }
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        nil
    }

    var name: any Phrase { PrimesPhrase.name }
    var help: any Phrase { PrimesPhrase.help }
    var manual: any Phrase { PrimesPhrase.manual }
}
