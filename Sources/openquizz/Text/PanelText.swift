import Foundation
import QuizCore
import QuizView

/// The sentences and lines of the review, stats and history panels, in `words`
/// (`PlayerText.panel` makes one from the player's text).
struct PanelText {
    /// The language every sentence here is written in.
    let words: Wording
    /// Whether the fact behind an answer is shown, in the review and the history's answer box
    /// (`--no-explanations` turns it off).
    var explanations = true
    /// The calendar the history's dates are shown in (tests pin a time zone); nil: the player's
    /// (`PlayerText.playerCalendar`), made the first time a date is shown.
    var chosenCalendar: Calendar?

    private var calendar: Calendar { chosenCalendar ?? PlayerText.playerCalendar }

    // MARK: - Review

    /// The word-game share line: "OpenQuizz 7/10 ✅❌✅…", or with `+` and `-` in ASCII; a game
    /// of one deck names it: `OpenQuizz "week 3" 7/10 ✅❌✅…`.
    func shareLine(_ answers: [AnswerRecord], ascii: Bool) -> String {
        if let number = answers.first?.daily {
            return DailyText(words: words).shareLine(answers, number: number, ascii: ascii)
        }
        let deck = quotedDeck(of: answers, ascii: ascii)
        let right = answers.count { $0.isRight }
        let marks = answers.map { $0.isRight ? (ascii ? "+" : "\u{2705}") : (ascii ? "-" : "\u{274C}") }
        return words(PanelPhrase.share(deck: deck, right: right, of: answers.count)) + " " + marks.joined()
    }

    /// The deck every answer's question came from, quoted as everywhere (“week 3”), in ASCII
    /// where the line is; nil for any other game.
    func quotedDeck(of answers: [AnswerRecord], ascii: Bool) -> String? {
        Self.deck(of: answers).map { ascii ? "\"\(clean($0))\"" : words.quoted(clean($0)) }
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
        fitting(width: width, full: width >= 66) { PanelPhrase.copied(sent: sent, form: $0, mouse: mouse) }
    }

    /// What the player said against the truth ("You said true; it's false.").
    func review(answer: Bool, truth: Bool) -> String {
        words(PanelPhrase.verdict(answer: answer, truth: truth))
    }

    /// The review's lines at `width` columns: the share line, then each question with its verdict
    /// and (unless `explanations` is false) its explanation, a blank line between them.
    func reviewLines(
        _ answers: [AnswerRecord], width: Int, symbols: Symbols, ascii: Bool, explanations: Bool = true
    ) -> [PanelLine] {
        review(answers, width: width, symbols: symbols, ascii: ascii, explanations: explanations).lines
    }

    /// The review's lines (as `reviewLines`), and the line each question starts on; headed by
    /// `shareLine` when the mode gives its own (a blitz's says its time).
    func review(
        _ answers: [AnswerRecord], width: Int, symbols: Symbols, ascii: Bool, explanations: Bool = true,
        shareLine: String? = nil
    ) -> (lines: [PanelLine], questionStarts: [Int]) {
        var lines = wrapped(shareLine ?? self.shareLine(answers, ascii: ascii), width: width, look: .strong)
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
        words(PanelPhrase.fromDeck(clean(deck)))
    }

    // MARK: - Stats

    /// The stats' lines: the same as `openquizz --stats` prints, with a note while the history
    /// is read or when none is kept.
    func statsLines(
        _ stats: HistoryStats, ascii: Bool, isLoaded: Bool, keepsHistory: Bool, width: Int, today: DailyDate? = nil,
        readsHistory: Bool = false, players: Settings = Settings(),
        poolQuestions: StatsReport.PoolQuestions? = nil
    ) -> [PanelLine] {
        var lines: [PanelLine] = []
        if !isLoaded { lines += wrapped(words(PanelPhrase.readingStats), width: width, look: .dim) }
        if !keepsHistory {
            lines += wrapped(words(PanelPhrase.notKept(readsHistory: readsHistory)), width: width, look: .dim)
        }
        if !lines.isEmpty { lines.append(.blank) }
        let report = StatsReport(
            stats: stats, ascii: ascii, columns: width, isPrintout: false, today: today, words: words,
            duelNames: [.one: players.player1, .two: players.player2], poolQuestions: poolQuestions)
        let headings = report.say.headings
        for line in report.text().dropFirst(2) {
            let isHeading = headings.contains(line)
            // The table's lines fit; a sentence wider than the panel (no answers yet) wraps.
            let look: Span.Look = isHeading ? .strong : .plain
            let fits = ScreenBuffer.displayWidth(ofText: line) <= width
            lines += fits ? [PanelLine(line, look)] : wrapped(line, width: width, look: look)
        }
        return lines
    }

    // MARK: - History

    /// A history line: the date, a check or a cross, the statement, and the category, dimmer (and
    /// "Daily #26" for an answer in a daily challenge).
    func historyLine(_ record: AnswerRecord, symbols: Symbols, isSelected: Bool) -> PanelLine {
        let mark = record.isRight ? symbols.check : symbols.cross
        // A daily's mark (or a mode's) leads the statement: a long line is cut at its end, never the mark.
        let daily = HistoryModeText(words: words).mark(record).map { [Span($0 + " \u{00B7} ", .dim)] } ?? []
        let source = [record.deck.map(clean), CategoryPhrase.stated(record, clean, words)].compactMap { $0 }
        return PanelLine(
            [Span(day(record.date) + "  ", .dim), Span(mark + " ", record.isRight ? .positive : .negative)] + daily
                + [Span(clean(record.statement)), Span("  " + source.joined(separator: " \u{00B7} "), .dim)],
            isSelected: isSelected)
    }

    /// What the list says when it has no line.
    /// (While the history on disk is still read, nothing found says so, not "no answers".)
    func emptyHistory(
        query: String, verdicts: VerdictFilter, hasAnswers: Bool, keepsHistory: Bool, isLoaded: Bool = true
    ) -> String {
        guard isLoaded else { return words(HistoryPanelPhrase.readingHistory) }
        guard hasAnswers else { return words(HistoryPanelPhrase.noAnswersYet(keepsHistory: keepsHistory)) }
        return words(HistoryPanelPhrase.nothingFound(verdicts, query: Self.quotable(clean(query))))
    }

    /// The most of a query "nothing matches" quotes whole; a longer one is quoted by its end, as
    /// the search field shows it, so the sentence keeps its closing quote.
    static let quotedQueryLength = 24

    /// `query`, or an ellipsis and its end when it is longer than `quotedQueryLength`.
    static func quotable(_ query: String) -> String {
        query.count <= quotedQueryLength ? query : "\u{2026}" + query.suffix(quotedQueryLength - 1)
    }

    /// The history panel's title: which answers it lists.
    func historyTitle(_ verdicts: VerdictFilter) -> String {
        words(HistoryPanelPhrase.title(verdicts))
    }

    /// The box Enter opens on a history line; a duel's answer names its player by the names
    /// `players` gives.
    func historyDetail(_ record: AnswerRecord, page: Int, pageKey: String, players: Settings) -> AnswerBox {
        historyDetail(record, page: page, pageKey: pageKey, duel: [.one: players.player1, .two: players.player2])
    }

    /// The box Enter opens on a history line; a duel's answer names its player (`duel`, the names).
    func historyDetail(_ record: AnswerRecord, page: Int, pageKey: String, duel: [DuelPlayer: String]) -> AnswerBox {
        let mode = HistoryModeText(words: words)
        var facts = [mode.said(record, names: duel) ?? review(answer: record.answer, truth: record.truth)]
        if explanations, let explanation = record.explanation.map(clean), !explanation.isEmpty {
            facts.append(explanation)
        }
        // Only what the question's source said: a deck's file may name no category or difficulty.
        let deck = record.deck.map { words(HistoryPanelPhrase.deck(clean($0))) }
        let difficulty = record.statedDifficulty.map { words(StatsPhrase.difficulty($0)) }
        let said = mode.named(record, [CategoryPhrase.stated(record, clean, words), difficulty, deck])
        facts.append("(" + said.joined(separator: ", ") + ".)")
        return AnswerBox(
            verdict: clean(record.statement), tone: record.isRight ? .positive : .negative,
            explanation: facts.joined(separator: " "), page: page, pageKey: pageKey,
            title: moment(record.date))
    }

    // MARK: - Dates

    /// "2026-11-26" ("26/11/2026" in French: as wide, as a French reader writes a day), in the
    /// player's time zone.
    func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 0, Self.twoDigits(parts.month), Self.twoDigits(parts.day))
        return words.language == .french ? "\(day)/\(month)/\(year)" : "\(year)-\(month)-\(day)"
    }

    /// "2026-11-26 14:03" ("26 novembre 2026, 14:03" in French), in the player's time zone.
    func moment(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = "\(Self.twoDigits(parts.hour)):\(Self.twoDigits(parts.minute))"
        guard words.language == .french else { return day(date) + " " + time }
        return words.date(year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1) + ", " + time
    }

    private static func twoDigits(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }

    // MARK: - Helpers

    private func wrapped(_ text: String, width: Int, look: Span.Look) -> [PanelLine] {
        TextLayout.wrap(text, width: width).map { PanelLine($0, look) }
    }

    /// Text the game did not write (statements, explanations, deck names), safe to show.
    private func clean(_ text: String) -> String {
        text.removingControlCharacters
    }
}

extension String {
    /// The text with its first letter in capitals.
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

extension PanelText {
    // MARK: - Panels' titles and hints

    var reviewTitle: String { words(PanelPhrase.reviewTitle) }

    var statsTitle: String { words(PanelPhrase.statsTitle) }

    /// The review's keys, in short on a narrow screen; their names are the key table's.
    func reviewHint(screenWidth: Int, ascii: Bool = false) -> String {
        let copy = key(.copyShareLine, ascii)
        return hint(screenWidth: screenWidth, fullFrom: 64) {
            PanelPhrase.reviewHint(arrows: arrows(ascii), pages: pages(ascii), copy: copy, form: $0)
        }
    }

    /// The stats' keys, in short on a narrow screen.
    func statsHint(screenWidth: Int, ascii: Bool = false) -> String {
        hint(screenWidth: screenWidth, fullFrom: 64) {
            PanelPhrase.statsHint(arrows: arrows(ascii), pages: pages(ascii), form: $0)
        }
    }

    /// The history's keys, in short on a narrow screen.
    func historyHint(screenWidth: Int, ascii: Bool) -> String {
        let (open, filter, back) = (key(.openAnswer, ascii), key(.cycleVerdicts, ascii), key(.close, ascii))
        return hint(screenWidth: screenWidth, fullFrom: 72) {
            PanelPhrase.historyHint(arrows: arrows(ascii), open: open, filter: filter, back: back, form: $0)
        }
    }

    /// A panel's hint on a `screenWidth`-column screen, in full from `fullFrom` columns on.
    private func hint(screenWidth: Int, fullFrom: Int, _ phrase: (PanelPhrase.Form) -> PanelPhrase) -> String {
        fitting(width: QuizView.Panel.textWidth(screenWidth: screenWidth), full: screenWidth >= fullFrom, phrase)
    }

    /// A hint row's words, `width` columns wide: the fullest form that fits, in full only where
    /// `full` allows it, else in a few words (a longer language's forms are longer).
    ///
    /// English's are chosen by the width alone, in full or in short, as they always were.
    private func fitting(width: Int, full: Bool, _ phrase: (PanelPhrase.Form) -> PanelPhrase) -> String {
        if words.tongue == .english { return words(phrase(full ? .full : .short)) }
        let forms = (full ? [PanelPhrase.Form.full] : []) + [.short, .tiny]
        let texts = forms.map { words(phrase($0)) }
        return texts.first { ScreenBuffer.displayWidth(ofText: $0) <= width } ?? texts[texts.count - 1]
    }

    /// "↑↓", or "Up/Down" in ASCII: the keys that scroll a row.
    private func arrows(_ ascii: Bool) -> String {
        KeyMap.panelKeyNames([.scrollUp, .scrollDown], ascii: ascii, separator: ascii ? "/" : "", words: words)
    }

    /// "PgUp/PgDn".
    private func pages(_ ascii: Bool) -> String {
        KeyMap.panelKeyNames([.pageUp, .pageDown], ascii: ascii, separator: "/", words: words)
    }

    /// A panel command's first key, by name.
    private func key(_ command: PanelCommand, _ ascii: Bool) -> String {
        KeyMap.panelKeyNames([command], ascii: ascii, separator: "", words: words)
    }

    /// "3 of 1,024": the answer selected among those found, or nil when none is.
    func historyPosition(selected: Int, count: Int) -> String? {
        count == 0 ? nil : words(HistoryPanelPhrase.position(selected: selected + 1, count: count))
    }

    var readingHistory: String { words(HistoryPanelPhrase.searching) }

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
