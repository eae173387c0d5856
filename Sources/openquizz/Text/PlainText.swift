import Foundation

/// The sentences of the line-by-line game (`--plain`), in `words` (`PlayerText.plain` makes one
/// from the player's text).
struct PlainText {
    /// The language every sentence here is written in.
    let words: Wording

    /// How to play, with the number of questions a game (nil: endless).
    func welcome(amount: Int?, daily: Bool = false, dailyFirst: Int? = nil) -> String {
        words(PlainWords.welcome(amount: amount, daily: daily, dailyFirst: dailyFirst))
    }

    /// A question as one line, ending with the keys that answer it.
    func question(number: Int, of count: Int?, statement: String) -> String {
        let statement = Self.sentence(statement.removingControlCharacters)
        return words(PlainWords.question(number: number, of: count, statement: statement))
    }

    /// `text` ended as a sentence, so the words after it don't run into it: a full stop added
    /// when it ends without one (or a question or exclamation mark, an ellipsis), before any
    /// closing quotes or brackets it ends with; a trailing comma, colon or semicolon becomes it.
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let closing: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}", "\u{BB}", ")", "]"]
        var end = trimmed.endIndex
        while end > trimmed.startIndex, closing.contains(trimmed[trimmed.index(before: end)]) {
            end = trimmed.index(before: end)
        }
        guard end > trimmed.startIndex else { return trimmed }
        let last = trimmed[trimmed.index(before: end)]
        if ".!?\u{2026}\u{3002}\u{FF01}\u{FF1F}".contains(last) { return trimmed }
        let body = ",;:".contains(last) ? trimmed[..<trimmed.index(before: end)] : trimmed[..<end]
        return body + "." + trimmed[end...]
    }

    var help: String { words(PlainWords.help) }

    var noQuestion: String { words(PlainWords.noQuestion) }

    var afterGame: String { words(PlainWords.afterGame) }

    var newGame: String { words(PlainWords.newGame) }

    var bye: String { words(PlainWords.bye) }

    /// The score after an answer, on the verdict's line: of the questions, or with the combo in
    /// an endless game.
    func score(score: Int, of count: Int?, combo: Int?) -> String {
        " " + words(PlainWords.score(score, of: count, combo: combo))
    }
}
