import Foundation

/// Pairs of statements that say nearly the same thing: equal once lowered, stripped of accents
/// and kept to their letters, or within a Levenshtein ratio above 0.9 of each other.
enum NearDuplicates {
    private struct Statement {
        var text: String
        var letters: [UInt32]
        /// How many of each letter a to z, and of any other letter, for a quick lower bound.
        var counts: [Int]
    }

    static func pairs(in statements: [String]) -> [(String, String)] {
        let normalised = statements.map { text in
            let letters = text.lowercased().folding(options: .diacriticInsensitive, locale: nil).unicodeScalars
                .filter { $0.properties.isAlphabetic }.map(\.value)
            var counts = [Int](repeating: 0, count: 27)
            for letter in letters { counts[(97...122).contains(letter) ? Int(letter) - 97 : 26] += 1 }
            return Statement(text: text, letters: letters, counts: counts)
        }.sorted { $0.letters.count < $1.letters.count }
        var found: [(String, String)] = []
        for (index, shorter) in normalised.enumerated() {
            for longer in normalised[(index + 1)...] {
                let length = longer.letters.count
                // A ratio above 0.9 needs a distance below a tenth of the longer one.
                let limit = length / 10
                if length - shorter.letters.count > limit { break }
                var more = 0
                var fewer = 0
                for letter in 0..<27 {
                    let difference = longer.counts[letter] - shorter.counts[letter]
                    if difference > 0 { more += difference } else { fewer -= difference }
                }
                guard max(more, fewer) <= limit else { continue }
                if distance(shorter.letters, longer.letters) * 10 < length || shorter.letters == longer.letters {
                    found.append((shorter.text, longer.text))
                }
            }
        }
        return found
    }

    /// The Levenshtein distance.
    static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// What French typography asks of a sentence that it breaks.
enum FrenchTypography {
    private static let narrowSpaces: Set<Character> = ["\u{A0}", "\u{202F}"]

    /// The problems, in the order found.
    ///
    /// A straight apostrophe or double quote; no non-breaking space before ; : ! ? » or after «.
    /// A ! right after a digit is a factorial (5! = 120), as the bank writes it twice.
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        if text.contains("'") { problems.append("straight apostrophe") }
        if text.contains("\"") { problems.append("straight double quote") }
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let before = index > 0 ? characters[index - 1] : nil
            if ";:!?»".contains(character), !(before.map(narrowSpaces.contains) ?? false),
                !(character == "!" && before?.isNumber == true)
            {
                problems.append("no narrow space before \(character)")
            }
            if character == "«", !(index + 1 < characters.count && narrowSpaces.contains(characters[index + 1])) {
                problems.append("no narrow space after «")
            }
        }
        return problems
    }
}
