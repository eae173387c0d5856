import QuizCore

/// A sentence, or a part of one, that a person reads: written once per language the game speaks.
///
/// Each area of the game declares its phrases as an enum (facts in its cases' values) conforming
/// to `Phrase`, whose two functions switch over every case with no `default`: a phrase without
/// its French is a build error, not an English word on a French screen. The functions get the
/// `Wording` that asked, for the language's numbers, plurals, quotes and dates, and to word the
/// phrases a sentence holds.
protocol Phrase {
    func english(_ words: Wording) -> String
    func french(_ words: Wording) -> String
}

/// The language the player reads, and that language's way with numbers, plurals, quotes and
/// dates: injected into every text type (`PlayerText`, `PanelText`, ...), which asks it to word
/// its phrases (`words(.someSentence(count: 3))`).
struct Wording: Sendable {
    /// What the phrases are written in.
    ///
    /// `pseudo` is English bracketed and lengthened by a third:
    /// tests render every screen in it to find words that don't come from here, and sentences
    /// that would be cut or wrapped badly in a longer language.
    enum Tongue: Sendable, Equatable {
        case english, french, pseudo
    }

    let tongue: Tongue

    init(_ language: Language) {
        tongue = language == .french ? .french : .english
    }

    init(tongue: Tongue) {
        self.tongue = tongue
    }

    static let english = Wording(.english)
    static let french = Wording(.french)

    /// The language the words are in; the pseudo-language is English underneath.
    ///
    /// What depends
    /// on the language besides words (the keys that answer, the bank's wording) asks this.
    var language: Language { tongue == .french ? .french : .english }

    /// The phrase in this language.
    func callAsFunction(_ phrase: some Phrase) -> String {
        switch tongue {
        case .english: phrase.english(self)
        case .french: phrase.french(self)
        case .pseudo: Self.pseudo(phrase.english(self))
        }
    }

    /// `text` as the pseudo-language writes it: between ⟦ and ⟧, a third longer (the padding is
    /// `·`, so a pseudo screen reads as what it stands for).
    static func pseudo(_ text: String) -> String {
        "⟦" + text + String(repeating: "·", count: (text.count + 2) / 3) + "⟧"
    }

    // MARK: - Numbers

    /// A whole number with the language's thousands separator: 12,345 in English, 12 345 in
    /// French (a narrow no-break space, so it never breaks at the end of a line).
    func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(language == .french ? "\u{202F}" : ",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `value` rounded to `digits` decimals, with the language's decimal mark (12.5 / 12,5) and
    /// thousands separator.
    func decimal(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "-" : (value < 0 ? "-∞" : "∞") }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        guard scaled < 9e15 else { return (value < 0 ? "-" : "") + "∞" }
        let whole = Int(scaled) / Int(scale)
        let fraction = Int(scaled) % Int(scale)
        var text = number(whole)
        if digits > 0 {
            let padded = String(fraction)
            text += (language == .french ? "," : ".") + String(repeating: "0", count: digits - padded.count) + padded
        }
        return (value < 0 && scaled > 0 ? "-" : "") + text
    }

    /// A percentage of `value` (0...1) rounded to a whole number: 73% / 73 % (French puts a
    /// narrow no-break space before the sign).
    func percent(_ value: Double) -> String {
        let rounded = Int((value * 100).rounded())
        return number(rounded) + (language == .french ? "\u{202F}%" : "%")
    }

    // MARK: - Plurals

    /// `one` or `other` for `count` by the language's rule: English takes the singular for 1
    /// only, French for 0 and 1 as well.
    func plural(_ count: Int, one: String, other: String) -> String {
        switch language {
        case .english: count == 1 ? one : other
        case .french: count.magnitude < 2 ? one : other
        }
    }

    /// The count in words' figures followed by its noun: "1 question", "3 questions",
    /// "0 question" in French.
    func count(_ count: Int, one: String, other: String) -> String {
        number(count) + " " + plural(count, one: one, other: other)
    }

    /// What parts a notice puts side by side are parted with: "; ", with French's narrow no-break
    /// space before the semicolon.
    var semicolon: String { language == .french ? "\u{202F}; " : "; " }

    // MARK: - Quotes

    /// `text` between the language's quotation marks: “text” / « text » (with no-break spaces
    /// inside, so a guillemet never starts or ends a line alone).
    func quoted(_ text: String) -> String {
        language == .french ? "«\u{00A0}" + text + "\u{00A0}»" : "“" + text + "”"
    }

    // MARK: - Dates

    /// A day as the language writes it: "December 1, 2026" / "1er décembre 2026".
    func date(year: Int, month: Int, day: Int) -> String {
        let index = min(max(month, 1), 12) - 1
        switch language {
        case .english:
            return "\(Self.englishMonths[index]) \(day), \(year)"
        case .french:
            return (day == 1 ? "1er" : String(day)) + " \(Self.frenchMonths[index]) \(year)"
        }
    }

    /// A day without its year: "December 1" / "1er décembre".
    func dayOfMonth(month: Int, day: Int) -> String {
        let index = min(max(month, 1), 12) - 1
        switch language {
        case .english: return "\(Self.englishMonths[index]) \(day)"
        case .french: return (day == 1 ? "1er" : String(day)) + " \(Self.frenchMonths[index])"
        }
    }

    /// A month's short name: "Dec" / "déc." (at most four letters and a point in French).
    func shortMonth(_ month: Int) -> String {
        let index = min(max(month, 1), 12) - 1
        switch language {
        case .english: return String(Self.englishMonths[index].prefix(3))
        case .french: return Self.frenchShortMonths[index]
        }
    }

    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let frenchMonths = [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre",
    ]
    private static let frenchShortMonths = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ]
}
