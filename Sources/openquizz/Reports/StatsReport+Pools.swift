import QuizCore

/// The rows of the modes whose sections go pool by pool (the shipped questions, each deck).
extension StatsReport {
    /// A pool's label: "Shipped questions", or the deck's name as a terminal shows it on one line.
    func poolLabel(_ pool: QuestionPool) -> String {
        switch pool {
        case .bank: words(StatsPhrase.poolBank)
        case .deck(let name): name.removingControlCharacters
        }
    }

    /// A pool's row: its label in a column, then its value; a label too long for that is on a line
    /// of its own (cut with "…" past the width), the value indented under it.
    func poolRows(_ label: String, _ value: String) -> [String] {
        let indent = TallyTable.indent
        let column = max(columns < 60 ? 12 : 24, label.count + 1)
        if indent.count + column + value.count <= columns {
            return [indent + label.padding(toLength: column, withPad: " ", startingAt: 0) + value]
        }
        let room = max(1, columns - indent.count)
        let shown = label.count <= room ? label : String(label.prefix(room - 1)) + (ascii ? "~" : "…")
        return [indent + shown, indent + indent + value]
    }
}
