import Foundation
import QuizCore
import QuizView

/// The sentences and lines of the review, stats and history panels.
extension PlayerText {
    // MARK: - Review

    /// The word-game share line: "OpenQuizz 7/10 ✅❌✅…", or with `+` and `-` in ASCII; a game
    /// of one deck names it: `OpenQuizz "week 3" 7/10 ✅❌✅…`.
    func shareLine(_ answers: [AnswerRecord], ascii: Bool) -> String {
        if let number = answers.first?.daily { return dailyShareLine(answers, number: number, ascii: ascii) }
        let right = answers.count { $0.isRight }
        let marks = answers.map { $0.isRight ? (ascii ? "+" : "\u{2705}") : (ascii ? "-" : "\u{274C}") }
        // The deck quoted as everywhere (“week 3”, « semaine 3 »), in ASCII where the line is.
        let deck = Self.deck(of: answers).map { ascii ? "\"\(clean($0))\" " : words.quoted(clean($0)) + " " } ?? ""
        return "\(header) \(deck)\(right)/\(answers.count) " + marks.joined()
    }

    /// The deck every answer's question came from; nil for any other game.
    static func deck(of answers: [AnswerRecord]) -> String? {
        guard let deck = answers.first?.deck, answers.allSatisfy({ $0.deck == deck }) else { return nil }
        return deck
    }

    /// What `c` says after sending the share line to the clipboard, or why it couldn't, in a
    /// hint row `width` columns wide.
    ///
    /// With the mouse reported to the game, selecting takes Shift held, and the hint says so.
    func copied(sent: Bool, width: Int, mouse: Bool = false) -> String {
        let select = mouse ? "Shift+select" : "select"
        return switch (sent, width >= 66) {
        case (true, true): "Sent to the clipboard (OSC 52). Nothing pastes? \(select.capitalizedFirst) the line."
        case (true, false): "Sent (OSC 52); or \(select) the line"
        case (false, true): "No clipboard for programs here: \(select) the line with the mouse."
        case (false, false): "No clipboard here: \(select) the line"
        }
    }

    /// What the player said against the truth ("You said true; it's false.").
    func review(answer: Bool, truth: Bool) -> String {
        let said = "You said \(answer ? "true" : "false")"
        return answer == truth ? "\(said): right." : "\(said); it's \(truth ? "true" : "false")."
    }

    /// The review's lines at `width` columns: the share line, then each question with its verdict
    /// and (unless `explanations` is false) its explanation, a blank line between them.
    func reviewLines(
        _ answers: [AnswerRecord], width: Int, symbols: Symbols, ascii: Bool, explanations: Bool = true
    ) -> [PanelLine] {
        review(answers, width: width, symbols: symbols, ascii: ascii, explanations: explanations).lines
    }

    /// The review's lines (as `reviewLines`), and the line each question starts on.
    func review(
        _ answers: [AnswerRecord], width: Int, symbols: Symbols, ascii: Bool, explanations: Bool = true
    ) -> (lines: [PanelLine], questionStarts: [Int]) {
        var lines = wrapped(shareLine(answers, ascii: ascii), width: width, look: .strong)
        if let deck = Self.deck(of: answers) { lines += wrapped(fromDeck(deck), width: width, look: .dim) }
        var starts: [Int] = []
        // Wide enough for the last number, its full stop and a space.
        let indent = String(repeating: " ", count: String(answers.count).count + 2)
        let inner = max(1, width - indent.count)
        for (number, record) in answers.enumerated() {
            lines.append(.blank)
            starts.append(lines.count)
            let statement = TextLayout.wrap(clean(record.statement), width: inner)
            for (index, line) in statement.enumerated() {
                let lead =
                    index == 0
                    ? String("\(number + 1).".padding(toLength: indent.count, withPad: " ", startingAt: 0)) : indent
                lines.append(PanelLine([Span(lead, .dim), Span(line, .strong)]))
            }
            let mark = record.isRight ? symbols.check : symbols.cross
            let verdict = TextLayout.wrap(mark + " " + review(answer: record.answer, truth: record.truth), width: inner)
            lines += verdict.map { PanelLine([Span(indent), Span($0, record.isRight ? .positive : .negative)]) }
            if explanations, self.explanations, let explanation = record.explanation.map(clean), !explanation.isEmpty {
                lines += TextLayout.wrap(explanation, width: inner).map { PanelLine([Span(indent), Span($0)]) }
            }
        }
        return (lines, starts)
    }

    /// The review's line under the share line for a game of one deck.
    func fromDeck(_ deck: String) -> String {
        "Questions from your deck \u{201C}\(clean(deck))\u{201D}."
    }

    // MARK: - Stats

    /// The stats' lines: the same as `openquizz --stats` prints, with a note while the history
    /// is read or when none is kept.
    func statsLines(
        _ stats: HistoryStats, ascii: Bool, isLoaded: Bool, keepsHistory: Bool, width: Int, today: DailyDate? = nil,
        readsHistory: Bool = false
    ) -> [PanelLine] {
        var lines: [PanelLine] = []
        if !isLoaded { lines += wrapped("Reading your history: this run's answers so far.", width: width, look: .dim) }
        if !keepsHistory {
            let note =
                readsHistory
                ? "--no-history: this run's answers aren't kept." : "This run only: --no-history keeps nothing."
            lines += wrapped(note, width: width, look: .dim)
        }
        if !lines.isEmpty { lines.append(.blank) }
        let report = StatsReport(stats: stats, ascii: ascii, columns: width, isPrintout: false, today: today)
        let headings = [StatsText.byCategory, StatsText.byDifficulty, StatsText.byDeck, StatsReport.dailyHeading]
        for line in report.text().dropFirst(2) {
            let isHeading = headings.contains(line)
            lines.append(PanelLine(line, isHeading ? .strong : .plain))
        }
        return lines
    }

    // MARK: - History

    /// A history line: the date, a check or a cross, the statement, and the category, dimmer (and
    /// "Daily #26" for an answer in a daily challenge).
    func historyLine(_ record: AnswerRecord, symbols: Symbols, isSelected: Bool) -> PanelLine {
        let mark = record.isRight ? symbols.check : symbols.cross
        // A daily's mark leads the statement: a long line is cut at its end, never the mark.
        let daily = record.daily.map { [Span("Daily #\($0) \u{00B7} ", .dim)] } ?? []
        return PanelLine(
            [Span(day(record.date) + "  ", .dim), Span(mark + " ", record.isRight ? .positive : .negative)] + daily
                + [
                    Span(clean(record.statement)),
                    Span(
                        "  "
                            + [record.deck, record.statedCategory].compactMap { $0.map(clean) }.joined(
                                separator: " \u{00B7} "), .dim),
                ], isSelected: isSelected)
    }

    /// What the list says when it has no line.
    /// (While the history on disk is still read, nothing found says so, not "no answers".)
    func emptyHistory(
        query: String, verdicts: VerdictFilter, hasAnswers: Bool, keepsHistory: Bool, isLoaded: Bool = true
    ) -> String {
        guard isLoaded else { return "Reading your history\u{2026}" }
        guard hasAnswers else {
            return keepsHistory
                ? "No answers yet. Every answer you give is kept here, to search later."
                : "No answers yet. With --no-history, this run's answers are shown here and kept nowhere."
        }
        let which =
            switch verdicts {
            case .all: "No answer"
            case .wrong: "No wrong answer"
            case .right: "No right answer"
            }
        return query.isEmpty ? "\(which) yet." : "\(which) matches \u{201C}\(clean(query))\u{201D}."
    }

    /// The history panel's title: which answers it lists.
    func historyTitle(_ verdicts: VerdictFilter) -> String {
        switch verdicts {
        case .all: "History"
        case .wrong: "History: wrong answers"
        case .right: "History: right answers"
        }
    }

    /// The box Enter opens on a history line.
    func historyDetail(_ record: AnswerRecord, page: Int, pageKey: String) -> AnswerBox {
        var facts = [review(answer: record.answer, truth: record.truth)]
        if explanations, let explanation = record.explanation.map(clean), !explanation.isEmpty {
            facts.append(explanation)
        }
        // Only what the question's source said: a deck's file may name no category or difficulty.
        let deck = record.deck.map { "deck \u{201C}\(clean($0))\u{201D}" }
        let said = [record.statedCategory.map(clean), record.statedDifficulty?.rawValue, deck].compactMap { $0 }
        facts.append("(" + said.joined(separator: ", ") + ".)")
        return AnswerBox(
            verdict: clean(record.statement), tone: record.isRight ? .positive : .negative,
            explanation: facts.joined(separator: " "), page: page, pageKey: pageKey,
            title: moment(record.date))
    }

    // MARK: - Dates

    /// "2026-11-26", in the player's time zone.
    func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(Self.twoDigits(parts.month))-\(Self.twoDigits(parts.day))"
    }

    /// "2026-11-26 14:03", in the player's time zone.
    func moment(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return day(date) + " \(Self.twoDigits(parts.hour)):\(Self.twoDigits(parts.minute))"
    }

    private static func twoDigits(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }

    // MARK: - Helpers

    private func wrapped(_ text: String, width: Int, look: Span.Look) -> [PanelLine] {
        TextLayout.wrap(text, width: width).map { PanelLine($0, look) }
    }
}

extension String {
    /// The text with its first letter in capitals.
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

extension PlayerText {
    // MARK: - Panels' titles and hints

    var reviewTitle: String { "Review" }

    var statsTitle: String { "Stats" }

    /// The review's keys, in short on a narrow screen; their names are the key table's.
    func reviewHint(screenWidth: Int, ascii: Bool = false) -> String {
        let copy = key(.copyShareLine, ascii)
        return screenWidth >= 64
            ? "\(arrows(ascii)) \(pages(ascii)) scroll · \(copy) copy the share line · other keys close"
            : "\(arrows(ascii)) · \(copy) copy · other keys close"
    }

    /// The stats' keys, in short on a narrow screen.
    func statsHint(screenWidth: Int, ascii: Bool = false) -> String {
        screenWidth >= 64
            ? "\(arrows(ascii)) \(pages(ascii)) scroll · other keys close"
            : "\(arrows(ascii)) scroll · other keys close"
    }

    /// The history's keys, in short on a narrow screen.
    func historyHint(screenWidth: Int, ascii: Bool) -> String {
        let (open, filter, back) = (key(.openAnswer, ascii), key(.cycleVerdicts, ascii), key(.close, ascii))
        return screenWidth >= 72
            ? "type to search · \(arrows(ascii)) \(open) open · \(filter) wrong/right · \(back) back"
            : "\(open) open · \(filter) filter · \(back) back"
    }

    /// "↑↓", or "Up/Down" in ASCII: the keys that scroll a row.
    private func arrows(_ ascii: Bool) -> String {
        KeyMap.panelKeyNames([.scrollUp, .scrollDown], ascii: ascii, separator: ascii ? "/" : "")
    }

    /// "PgUp/PgDn".
    private func pages(_ ascii: Bool) -> String {
        KeyMap.panelKeyNames([.pageUp, .pageDown], ascii: ascii, separator: "/")
    }

    /// A panel command's first key, by name.
    private func key(_ command: PanelCommand, _ ascii: Bool) -> String {
        KeyMap.panelKeyNames([command], ascii: ascii, separator: "")
    }

    /// "3 of 1,024": the answer selected among those found, or nil when none is.
    func historyPosition(selected: Int, count: Int) -> String? {
        count == 0 ? nil : "\(Self.grouped(selected + 1)) of \(Self.grouped(count))"
    }

    var readingHistory: String { "reading your history..." }

    /// 100000 as "100,000": the one grouping rule for every number the player reads (the
    /// stats, the search, an endless game's counts); a game of at most 50 questions never needs it.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

}
