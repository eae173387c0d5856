import QuizView

/// Where the lines in sight stand, counted as the player counts: the review's questions ("Questions
/// 3-5 of 10"), and for the stats, whose lines are no count of anything, only whether more lies
/// above or below ("more below").
enum PanelPosition {
    /// The sections (1-based) with a line among the `visible` rows from `top`, or nil when none
    /// has: `starts` are the lines the sections start on, in order, and each runs to the line
    /// before the next one's blank line (the last one to `total`).
    static func sectionsShown(top: Int, visible: Int, starts: [Int], total: Int) -> ClosedRange<Int>? {
        let bottom = top + visible
        var first: Int?
        var last: Int?
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : total
            guard start < bottom, end > top, end > start else { continue }
            if first == nil { first = index + 1 }
            last = index + 1
        }
        guard let first, let last else { return nil }
        return first...last
    }
}

extension PanelText {
    /// The review's bottom border: the questions with a line among the `visible` rows from `top`.
    func reviewPosition(
        top: Int, visible: Int, review: (lines: [PanelLine], questionStarts: [Int]), questions: Int
    ) -> String? {
        PanelPosition.sectionsShown(
            top: top, visible: visible, starts: review.questionStarts, total: review.lines.count
        )
        .map { questionsInSight($0, of: questions) }
    }

    /// "Questions 3-5 of 10", or "Question 4 of 10" when one alone is in sight.
    func questionsInSight(_ shown: ClosedRange<Int>, of count: Int) -> String {
        words(PanelPhrase.questionsInSight(shown, of: count))
    }

    /// "more below", "more above", "more above and below"; nil when all is in sight.
    func moreInSight(above: Bool, below: Bool) -> String? {
        above || below ? words(PanelPhrase.more(above: above, below: below)) : nil
    }
}
