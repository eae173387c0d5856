import Foundation

/// The sentences of the line-by-line game (`--plain`).
extension PlayerText {
    /// How to play, with the number of questions a game (nil: endless).
    func plainWelcome(amount: Int?, daily: Bool = false) -> String {
        words(PlainWords.welcome(amount: amount, daily: daily))
    }

    /// A question as one line, ending with the keys that answer it.
    func plainQuestion(number: Int, of count: Int?, statement: String) -> String {
        words(PlainWords.question(number: number, of: count, statement: Self.sentence(clean(statement))))
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

    var plainHelp: String { words(PlainWords.help) }

    var plainNoQuestion: String { words(PlainWords.noQuestion) }

    var plainAfterGame: String { words(PlainWords.afterGame) }

    var plainNewGame: String { words(PlainWords.newGame) }

    var plainBye: String { words(PlainWords.bye) }

    /// The score after an answer, on the verdict's line: of the questions, or with the combo in
    /// an endless game.
    func plainScore(score: Int, of count: Int?, combo: Int?) -> String {
        " " + words(PlainWords.score(score, of: count, combo: combo))
    }
}
